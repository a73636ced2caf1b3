import Foundation

extension YahooFinanceClient {
    /// GETs `path` (an answer of `kind`) with the session's cookie and crumb; on a 401 fetches a
    /// new session once and retries. Offline, when no session can be had, the request goes out
    /// without one (the cache ignores the crumb).
    func sendAuthorized(_ path: String, query: [(String, String)], kind: EndpointKind) async throws
        -> HTTPResponse
    {
        var credentials = try await sessionCredentials()
        var response = try await connection.get(
            authorizedURL(path, query, credentials), kind: kind, extra: cookieHeader(credentials))
        if response.status == 401, let rejected = credentials {
            await crumbStore.invalidate(rejected)
            credentials = try await sessionCredentials()
            response = try await connection.get(
                authorizedURL(path, query, credentials), kind: kind, extra: cookieHeader(credentials))
        }
        return response
    }

    private func sessionCredentials() async throws -> YahooCredentials? {
        do {
            return try await crumbStore.credentials(orFetch: fetchCredentials)
        } catch TransportError.notCached {
            return nil
        }
    }

    private func authorizedURL(_ path: String, _ query: [(String, String)], _ credentials: YahooCredentials?)
        -> URL
    {
        connection.url(path, query: query + (credentials.map { [("crumb", $0.crumb)] } ?? []))
    }

    private func cookieHeader(_ credentials: YahooCredentials?) -> HTTPHeaders {
        guard let cookie = credentials?.cookie, !cookie.isEmpty else { return [:] }
        return ["Cookie": cookie]
    }

    /// A new session: cookies from the cookie URL, then a crumb from getcrumb. A cookie page that
    /// was not recorded or cached (replay, offline) is skipped: the crumb alone is tried.
    @Sendable func fetchCredentials() async throws -> YahooCredentials {
        let cookie: String
        do {
            let cookieResponse = try await connection.get(
                cookieURL, kind: .yahooCookie, extra: ["Accept": "text/html"])
            cookie = YahooCredentials.cookieHeader(fromSetCookie: cookieResponse.headers["set-cookie"])
        } catch TransportError.notRecorded, TransportError.notCached {
            cookie = ""
        }
        let crumbURL = connection.url("v1/test/getcrumb")
        var extra: HTTPHeaders = ["Accept": "text/plain"]
        if !cookie.isEmpty { extra["Cookie"] = cookie }
        let response = try await connection.get(crumbURL, kind: .crumb, extra: extra)
        guard response.isSuccess else { throw connection.failure(for: response) }
        let crumb = response.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard YahooCredentials.isPlausibleCrumb(crumb) else {
            throw ProviderError.invalidCrumb(url: crumbURL, text: ProviderConnection.preview(response.body))
        }
        return YahooCredentials(cookie: cookie, crumb: crumb)
    }
}
