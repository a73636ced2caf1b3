import FileSystem
import Foundation

/// Keeps the Yahoo cookie and crumb, in memory and optionally in a file (in the cache folder, mode
/// 600: the cookie is a credential), so they are reused across runs until Yahoo rejects them;
/// concurrent callers share one refresh.
public actor YahooCrumbStore {
    private let file: URL?
    private var current: YahooCredentials?
    private var loaded = false
    private var refresh: Task<YahooCredentials, any Error>?

    /// A store kept in `file` (JSON), or only in memory when `file` is `nil`.
    public init(file: URL? = nil) {
        self.file = file
    }

    /// The stored credentials, or new ones from `fetch` (only one fetch runs at a time).
    public func credentials(
        orFetch fetch: @escaping @Sendable () async throws -> YahooCredentials
    ) async throws -> YahooCredentials {
        if let current = stored() { return current }
        if let refresh { return try await refresh.value }
        let task = Task { try await fetch() }
        refresh = task
        defer { refresh = nil }
        let fresh = try await task.value
        current = fresh
        save(fresh)
        return fresh
    }

    /// Forgets `rejected` (unless newer credentials already replaced it), so the next call fetches.
    public func invalidate(_ rejected: YahooCredentials) {
        guard stored() == rejected else { return }
        current = nil
        if let file { try? FileManager.default.removeItem(at: file) }
    }

    private func stored() -> YahooCredentials? {
        if !loaded, let file, let data = try? RegularFile.read(file.path, limit: 1 << 20) {
            current = YahooCredentials(sessionFile: data)
        }
        loaded = true
        return current
    }

    private func save(_ credentials: YahooCredentials) {
        guard let file else { return }
        _ = try? FilePath.createFolder(file.deletingLastPathComponent().path)
        _ = try? AtomicFile.write(credentials.sessionFile, to: file.path, permissions: 0o600)
    }
}
