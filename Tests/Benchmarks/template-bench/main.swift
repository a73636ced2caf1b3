// Renders the shared report-table benchmark: parse once, 3 warm-up + 100 timed renders.
//
// Usage: template-bench DATA.json [TEMPLATE] [--expected expected.html] [--peer] [--python PATH] [--renders N]
//   DATA.json      written by `python3 bench_python.py --write-data data.json --write-output expected.html`
//   TEMPLATE       defaults to ../shared/bench/template-table/report.mustache
//   --peer         also runs `bench_python.py --engines jinja2 --renders 30` and prints its median
//                  and the ratio of the two medians
//   --python PATH  the Python that has Jinja2 (default .venv-bench/bin/python, else python3)
import Foundation
import JSON
import MarketReport
import Templating

struct Options {
    var dataPath = "data.json"
    var templatePath = "../shared/bench/template-table/report.mustache"
    var expectedPath: String?
    var peer = false
    var python: String?
    var renders = 100

    init(_ arguments: [String]) {
        var positional: [String] = []
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--expected": expectedPath = iterator.next()
            case "--peer": peer = true
            case "--python": python = iterator.next()
            case "--renders": renders = iterator.next().flatMap(Int.init) ?? renders
            default: positional.append(argument)
            }
        }
        if let data = positional.first { dataPath = data }
        if positional.count > 1 { templatePath = positional[1] }
        if expectedPath == nil {
            let sibling = URL(fileURLWithPath: dataPath).deletingLastPathComponent().appendingPathComponent(
                "expected.html")
            if FileManager.default.fileExists(atPath: sibling.path) { expectedPath = sibling.path }
        }
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// CPU time of the calling thread in milliseconds: unlike wall time, not inflated by other processes.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

func median(_ sorted: [Double]) -> Double {
    sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double) -> String { String(format: "%.1f ms", value) }

/// Runs the Jinja2 peer from the same benchmark folder: its printed median line and the median
/// in milliseconds, when it printed one.
func runPeer(templatePath: String, python chosen: String?) -> (line: String, median: Double?) {
    let folder = URL(fileURLWithPath: templatePath).deletingLastPathComponent()
    let script = folder.appendingPathComponent("bench_python.py").path
    let venv = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
        ".venv-bench/bin/python"
    ).path
    let python = chosen ?? (FileManager.default.isExecutableFile(atPath: venv) ? venv : nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python ?? "/usr/bin/env")
    process.arguments =
        (python == nil ? ["python3"] : []) + [script, "--engines", "jinja2", "--renders", "30"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
        try process.run()
    } catch {
        return ("jinja2 peer: cannot run python (\(error))", nil)
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let line = output.split(separator: "\n").first(where: { $0.contains("median of run medians") })
    else {
        return ("jinja2 peer: no result (\(output.trimmingCharacters(in: .whitespacesAndNewlines)))", nil)
    }
    let result = (line.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "").trimmingCharacters(
        in: .whitespaces)
    let median = result.split(separator: " ").first.flatMap { Double($0) }
    return ("jinja2 (same run, 30 renders): " + result, median)
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
guard let data = FileManager.default.contents(atPath: options.dataPath),
    let source = FileManager.default.contents(atPath: options.templatePath)
else {
    print("template-bench: cannot read \(options.dataPath) or \(options.templatePath)")
    exit(1)
}
do {
    let loadStart = ContinuousClock.now
    let value = TemplateValue(json: try JSONDocument(parsing: data).root)
    let loaded = ContinuousClock.now - loadStart
    let parseStart = ContinuousClock.now
    let template = try Template(String(decoding: source, as: UTF8.self), name: "report.html.mustache")
    let parsed = ContinuousClock.now - parseStart
    var output = ""
    for _ in 0..<3 { output = try template.render(value, escaping: .html) }
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    for _ in 0..<options.renders {
        let cpuStart = threadCPUMilliseconds()
        let start = ContinuousClock.now
        output = try template.render(value, escaping: .html)
        samples.append(milliseconds(ContinuousClock.now - start))
        cpuSamples.append(threadCPUMilliseconds() - cpuStart)
    }
    samples.sort()
    cpuSamples.sort()
    let bytes = Array(output.utf8)
    print(
        "json load \(format(milliseconds(loaded))), template parse \(String(format: "%.3f ms", milliseconds(parsed)))"
    )
    print(
        "Templating: \(options.renders) renders: median \(format(median(samples)))  min \(format(samples[0]))  max \(format(samples[samples.count - 1]))"
    )
    print("thread CPU time per render: median \(format(median(cpuSamples)))  min \(format(cpuSamples[0]))")
    print("output \(bytes.count) bytes, sha256 \(SHA256.hex(bytes))")
    if let expectedPath = options.expectedPath,
        let expected = FileManager.default.contents(atPath: expectedPath)
    {
        print(Array(expected) == bytes ? "identical to expected.html" : "DIFFERENT from \(expectedPath)")
    }
    if options.peer {
        let peer = runPeer(templatePath: options.templatePath, python: options.python)
        print(peer.line)
        if let peerMedian = peer.median {
            print(String(format: "jinja2 / Templating: %.1fx", peerMedian / median(samples)))
        }
    }
} catch {
    print("template-bench: \(error)")
    exit(1)
}
