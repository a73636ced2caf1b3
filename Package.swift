// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "market-report",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "market-report", targets: ["market-report"]),
        .library(name: "Templating", targets: ["Templating"]),
        .library(name: "MarketData", targets: ["MarketData"]),
        .library(name: "MarketReport", targets: ["MarketReport"]),
    ],
    targets: [
        // Library modules: market-report -> MarketReport -> {MarketData, Templating}.
        .target(name: "Templating"),
        .target(name: "MarketData", dependencies: ["ConcurrentWork"]),
        .target(
            name: "MarketReport",
            dependencies: ["MarketData", "Templating", "ConcurrentWork", "Suggestions"],
            exclude: ["Sample"],
            plugins: ["EmbedFilesPlugin"]
        ),
        .executableTarget(
            name: "market-report",
            dependencies: ["ArgumentParsing", "MarketReport", "MarketData", "Templating", "ConcurrentWork"]),

        // Small utility modules beside them: the command-line toolkit, "did you mean" suggestions,
        // and concurrency helpers.
        .target(name: "ArgumentParsing", dependencies: ["Suggestions"]),
        .target(name: "Suggestions"),
        .target(name: "ConcurrentWork"),

        // Build tool: compiles Templates/ and the sample data into MarketReport.
        .executableTarget(name: "embed-files"),
        .plugin(
            name: "EmbedFilesPlugin",
            capability: .buildTool(),
            dependencies: ["embed-files"],
            path: "Sources/EmbedFilesPlugin"
        ),

        // Benchmarks (release build): `swift run -c release template-bench`, `fetch-bench`.
        .executableTarget(
            name: "template-bench", dependencies: ["Templating"],
            path: "Tests/Benchmarks/template-bench"),
        .executableTarget(
            name: "fetch-bench", dependencies: ["MarketData", "TestHTTPServer"],
            path: "Tests/Benchmarks/fetch-bench"),

        // Tests.
        .target(name: "TestHTTPServer", path: "Tests/TestHTTPServer"),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(name: "SuggestionsTests", dependencies: ["Suggestions"]),
        .testTarget(name: "ConcurrentWorkTests", dependencies: ["ConcurrentWork"]),
        .testTarget(name: "TemplatingTests", dependencies: ["Templating"]),
        .testTarget(name: "MarketDataTests", dependencies: ["MarketData", "TestHTTPServer"]),
        .testTarget(name: "MarketReportTests", dependencies: ["MarketReport", "TestHTTPServer"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["market-report", "TestHTTPServer"]
        ),
    ]
)
