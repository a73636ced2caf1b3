/// The colour a rise is shown in; a fall is shown in the other. Green is for a rise in most
/// markets, red in Taiwan's (and mainland China's, Japan's and Korea's). The arrows `▲` and `▼`
/// are shown either way, so colour is never the only cue.
public enum UpColor: String, CaseIterable, Sendable {
    case green, red
}
