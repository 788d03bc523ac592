/// A key written a second time in one JSON object, where the later value replaces the earlier:
/// what the theme parser finds, for the loader to report.
package struct G8DuplicateKey: Sendable, Equatable {
    /// The key.
    package let key: String
    /// The byte offset of the later key's opening quote.
    package let offset: Int32
    /// The byte offset of the first one's.
    package let firstOffset: Int32

    package init(key: String, offset: Int32, firstOffset: Int32) {
        self.key = key
        self.offset = offset
        self.firstOffset = firstOffset
    }
}
