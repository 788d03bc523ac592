/// Strings told apart by their UTF-8 bytes, as the loader tells names apart: `String`'s own
/// equality (canonical equivalence) would take `café` composed and decomposed for one key or
/// one reference, where a theme has two.
enum G8ExactString {
    /// Whether `a` and `b` are the same bytes.
    static func same(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { a in b.withUTF8 { b in a.elementsEqual(b) } }
    }
}
