/// A place in a source text, turned into a line and column only when a diagnostic needs it.
package struct G8SourceSite: Sendable {
    package let text: G8SourceText
    package let offset: Int

    /// The place `offset` bytes into `text`.
    package init(text: G8SourceText, offset: Int) {
        self.text = text
        self.offset = offset
    }

    package var location: G8SourceLocation { text.location(of: offset) }
}
