// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "market-report",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "market-report", targets: ["market-report"]),
        .library(name: "JSON", targets: ["JSON"]),
        .library(name: "Templating", targets: ["Templating"]),
        .library(name: "MarketData", targets: ["MarketData"]),
        .library(name: "MarketReport", targets: ["MarketReport"]),
    ],
    targets: [
        // Library modules: market-report -> MarketReport -> {MarketData, Templating} -> JSON.
        .target(name: "JSON"),
        .target(name: "Templating"),
        .target(name: "MarketData", dependencies: ["JSON", "CCurl", "ConcurrentWork", "FileSystem", "Suggestions"]),
        .target(
            name: "MarketReport",
            dependencies: ["MarketData", "Templating", "JSON", "ConcurrentWork", "Suggestions", "FileSystem"],
            exclude: ["Sample"],
            plugins: ["EmbedFilesPlugin"]
        ),
        .executableTarget(
            name: "market-report",
            dependencies: [
                "ArgumentParsing", "MarketReport", "MarketData", "Templating", "JSON", "ConcurrentWork", "FileSystem",
            ]),

        // Small utility modules beside them: the command-line toolkit, "did you mean" suggestions,
        // concurrency helpers, and file-system safety (atomic writes, locks, journaled output
        // sets, bounded reads).
        .target(name: "ArgumentParsing", dependencies: ["Suggestions", "JSON"]),
        .target(name: "Suggestions"),
        .target(name: "ConcurrentWork"),
        .target(name: "FileSystem"),

        // libcurl, the HTTP client under `CurlTransport`.
        .systemLibrary(
            name: "CCurl", path: "Sources/CCurl", pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]),

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
            name: "template-bench", dependencies: ["Templating", "MarketReport", "JSON"],
            path: "Tests/Benchmarks/template-bench"),
        .executableTarget(
            name: "fetch-bench", dependencies: ["MarketData", "TestHTTPServer"],
            path: "Tests/Benchmarks/fetch-bench"),

        // Tests.
        .target(
            name: "TestHTTPServer", dependencies: ["JSON"], path: "Tests/TestHTTPServer", exclude: ["README.md"]),
        .target(name: "ConcurrencyGauge", path: "Tests/ConcurrencyGauge"),
        // Where `../shared` (API samples, the Mustache spec, benchmark data) is, and whether it is there.
        .target(name: "SharedFolder", path: "Tests/SharedFolder"),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestHTTPServer"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(name: "SuggestionsTests", dependencies: ["Suggestions"]),
        .testTarget(name: "ConcurrentWorkTests", dependencies: ["ConcurrentWork", "ConcurrencyGauge"]),
        .testTarget(name: "TemplatingTests", dependencies: ["Templating", "JSON", "SharedFolder"]),
        .testTarget(name: "FileSystemTests", dependencies: ["FileSystem"]),
        .testTarget(name: "MarketDataTests", dependencies: ["MarketData", "JSON", "TestHTTPServer", "SharedFolder", "ConcurrencyGauge"]),
        .testTarget(
            name: "MarketReportTests",
            dependencies: ["MarketReport", "JSON", "Templating", "FileSystem", "TestHTTPServer"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["market-report", "TestHTTPServer", "SharedFolder"]
        ),
    ]
)
