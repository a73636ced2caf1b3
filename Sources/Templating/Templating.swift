// Templating module
