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
        .target(name: "MarketData", dependencies: ["JSON"]),
        .target(
            name: "MarketReport",
            dependencies: ["MarketData", "Templating", "JSON"],
            exclude: ["Sample"],
            plugins: ["EmbedFilesPlugin"]
        ),
        .executableTarget(
            name: "market-report", dependencies: ["MarketReport", "MarketData", "Templating", "JSON"]),

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
        .target(name: "TestHTTPServer", dependencies: ["JSON"], path: "Tests/TestHTTPServer"),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestHTTPServer"]),
        .testTarget(name: "TemplatingTests", dependencies: ["Templating", "JSON"]),
        .testTarget(name: "MarketDataTests", dependencies: ["MarketData", "JSON", "TestHTTPServer"]),
        .testTarget(
            name: "MarketReportTests", dependencies: ["MarketReport", "JSON", "Templating", "TestHTTPServer"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["market-report", "TestHTTPServer"]
        ),
    ]
)
