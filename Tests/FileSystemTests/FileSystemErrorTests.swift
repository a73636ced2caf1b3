import FileSystem
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct FileSystemErrorTests {
    @Test(arguments: [
        (ENOSPC, "cannot write out/a.md (no space left on device), free some disk space and run again"),
        (
            EACCES,
            "cannot write out/a.md (permission denied), check the permissions of the path and its folder"
        ),
        (
            ENOTDIR,
            "cannot write out/a.md (not a directory), a file is in the way of a folder on that path, choose another path"
        ),
    ])
    func readsAsOneLineWithWhatToDo(code: Int32, expected: String) {
        #expect(FileSystemError.system("out/a.md", .write, code: code).description == expected)
    }

    @Test func namesTheKindOfANonRegularFileAndTheSizeOfALargeOne() {
        let fifo = FileSystemError(path: "r/x.http", action: .read, problem: .notRegularFile(kind: "a FIFO"))
        #expect(
            fifo.description == "cannot read r/x.http (it is a FIFO, not a regular file), give a regular file"
        )
        let large = FileSystemError(
            path: "r/x.http", action: .read, problem: .tooLarge(size: 2 << 30, limit: 64 << 20))
        #expect(
            large.description
                == "cannot read r/x.http (2048 MB, more than the 64 MB allowed), give a smaller file")
    }
}
