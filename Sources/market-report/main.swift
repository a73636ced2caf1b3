#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let status = await CommandLineTool().run(Array(CommandLine.arguments.dropFirst()), context: .process())
exit(status.rawValue)
