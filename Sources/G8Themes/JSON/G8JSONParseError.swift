import G8Core
/// A parse failure: what was expected, and the byte offset where it went wrong.
struct G8JSONParseError: Error, Sendable {
    var message: String
    var offset: Int
}
