#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let status = await CommandLineTool().run(Array(CommandLine.arguments.dropFirst()), context: .process())
// Every byte of output has been written by now. `exit` would run the process's static destructors
// while worker threads (the concurrency pool, a background release) may still be using what they
// tear down, which crashes now and then; flushing and ending at once cannot race.
fflush(nil)
_exit(status.rawValue)
