/// A place in a source text, turned into a line and column only when a diagnostic needs it.
struct G8SourceSite: Sendable {
    let text: G8SourceText
    let offset: Int

    var location: G8SourceLocation { text.location(of: offset) }
}
