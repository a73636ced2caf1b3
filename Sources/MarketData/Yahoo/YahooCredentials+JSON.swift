import Foundation
import JSON

extension YahooCredentials {
    /// Reads a session file, `{"cookie": "...", "crumb": "..."}`; `nil` for anything else.
    init?(sessionFile data: Data) {
        guard let root = try? JSONTape(data).root, let cookie = root["cookie"]?.string,
            let crumb = root["crumb"]?.string
        else { return nil }
        self.init(cookie: cookie, crumb: crumb)
    }

    /// The session file's content.
    var sessionFile: Data {
        Data(JSONWriter.compact(.object(["cookie": .string(cookie), "crumb": .string(crumb)])).utf8)
    }
}
