/// `--config FILE`: provider settings in a JSON file (the environment wins over it).
enum ConfigOption {
    static let spec = OptionSpec.value(
        "config", "FILE", kind: .path,
        help: "Provider settings (base URLs, API key) as JSON; the environment wins.")
}
