#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Small path and folder helpers over the system calls, for paths as plain strings.
public enum FilePath {
    /// What a folder entry is, from `lstat`: links are reported as links, never followed.
    public enum Kind: Sendable, Equatable {
        case file, folder, link, other
    }

    /// The folder part of `path` (`.` for a bare name, `/` for a top-level entry).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    public static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The names in `folder`, without `.` and `..`.
    public static func entries(of folder: String) throws(FileSystemError) -> [String] {
        guard let directory = opendir(folder) else { throw .system(folder, .listFolder) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// What `path` is, without following a link; `nil` when nothing is there.
    public static func kind(of path: String) -> Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// Creates `folder` and its missing parents; returns the folders it created, outermost first.
    @discardableResult
    public static func createFolder(_ folder: String) throws(FileSystemError) -> [String] {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", current != "." {
            var status = stat()
            if stat(current, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw FileSystemError.system(
                        folder, .createFolder, code: current == folder ? EEXIST : ENOTDIR)
                }
                break
            }
            missing.append(current)
            current = Self.folder(of: current)
        }
        for path in missing.reversed() where mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw FileSystemError.system(folder, .createFolder)
        }
        return missing.reversed()
    }
}
