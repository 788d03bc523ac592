import G8Core
/// Each stage's diagnostics, kept by its ``G8LoadStage/context`` value and reached
/// through these, so that every stage reports the same way.
extension G8LoadStage {
    typealias Site = G8LoadDiagnostics.Site

    var sources: [G8SourceText] { context.diagnostics.sources }
    var errors: [G8Diagnostic] {
        get { context.diagnostics.errors }
        _modify { yield &context.diagnostics.errors }
    }
    var warnings: [G8Diagnostic] {
        get { context.diagnostics.warnings }
        _modify { yield &context.diagnostics.warnings }
    }
    var notes: [G8Diagnostic] {
        get { context.diagnostics.notes }
        _modify { yield &context.diagnostics.notes }
    }
    var stoppedReporting: Bool {
        get { context.diagnostics.stoppedReporting }
        set { context.diagnostics.stoppedReporting = newValue }
    }
    var stoppedNote: [G8Diagnostic] { context.diagnostics.stoppedNote }

    func location(of node: G8JSONNode) -> G8SourceLocation? { context.diagnostics.location(of: node) }

    func location(source: Int32, offset: Int32) -> G8SourceLocation? { context.diagnostics.location(source: source, offset: offset) }

    /// A place in a source, kept with a style entry for the engine's diagnostics.
    func site(source: Int32, offset: Int32) -> G8SourceSite? { context.diagnostics.site(source: source, offset: offset) }

    mutating func error(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) { context.diagnostics.error(path, kind, at: site) }

    mutating func warn(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) { context.diagnostics.warn(path, kind, at: site) }
}

extension G8LoadStage {
    /// Warns at each key written a second time in one object of the sources, as their parse
    /// found them (`found`): the later value replaces the earlier, which
    /// JSON allows and a theme almost never means. A warning, so an error under `--strict`.
    ///
    /// `sources/theme.json:7:5: warning: styles.title.textColor: the key 'textColor' is also on
    /// line 5 of this object; this value replaces that one`
    mutating func reportDuplicateKeys(_ found: G8LoadContext.DuplicateKeys) {
        for (index, source) in sources.enumerated() {
            guard let duplicates = found[Int32(index)] else { continue }
            let paths = G8JSONParser.keyPaths(toKeysAt: Set(duplicates.map(\.offset)), in: source.bytes)
            for duplicate in duplicates {
                let path = paths[duplicate.offset] ?? ""
                warn(path, .custom(G8JSONParser.message(for: duplicate, in: source)), at: .offset(Int32(index), duplicate.offset))
            }
        }
    }
}
