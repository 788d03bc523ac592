import G8Core

/// What a load reports, shared by its stages: its errors (at most ``maximumErrors``), its
/// warnings and the notes that explain them, each placed by line and column in the sources the
/// load reads.
struct G8LoadDiagnostics {
    /// How many errors, and how many warnings, a load keeps: past them it stops reporting.
    static let maximumErrors = 100

    /// The texts the load reads, which diagnostics' places are in.
    let sources: [G8SourceText]
    var errors: [G8Diagnostic] = []
    var warnings: [G8Diagnostic] = []
    /// Notes that explain the errors they follow; never counted as errors.
    var notes: [G8Diagnostic] = []
    /// Whether errors reached ``maximumErrors``, and later ones were dropped.
    var stoppedReporting = false
    /// Whether the first unknown token gets a note that tokens may be in sibling files: a
    /// design-tokens file linted alone.
    let notesSiblingFiles: Bool
    /// Whether that note was given.
    private var notedSiblingFiles = false

    init(sources: [G8SourceText], notesSiblingFiles: Bool) {
        self.sources = sources
        self.notesSiblingFiles = notesSiblingFiles
    }

    /// Where a diagnostic points, turned into a line and column only when it is reported.
    enum Site {
        case node(G8JSONNode)
        case offset(Int32, Int32)
        case unknown
    }

    func location(of node: G8JSONNode) -> G8SourceLocation? {
        location(source: node.source, offset: node.offset)
    }

    func location(source: Int32, offset: Int32) -> G8SourceLocation? {
        let index = Int(source)
        guard sources.indices.contains(index) else { return nil }
        return sources[index].location(of: Int(offset))
    }

    func location(of site: Site) -> G8SourceLocation? {
        switch site {
        case .node(let node): location(of: node)
        case .offset(let source, let offset): location(source: source, offset: offset)
        case .unknown: nil
        }
    }

    /// A place in a source, kept with a style entry for the engine's diagnostics.
    func site(source: Int32, offset: Int32) -> G8SourceSite? {
        let index = Int(source)
        guard sources.indices.contains(index) else { return nil }
        return G8SourceSite(text: sources[index], offset: Int(offset))
    }

    mutating func error(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) {
        guard errors.count < G8LoadDiagnostics.maximumErrors else {
            stoppedReporting = true
            return
        }
        let location = location(of: site)
        errors.append(G8Diagnostic(level: .error, path: path, kind: kind, location: location))
        if errors.count == G8LoadDiagnostics.maximumErrors { stoppedReporting = true }
        if notesSiblingFiles, !notedSiblingFiles, case .unknownToken(let name, nil) = kind, !name.hasPrefix("#") {
            // Once, at the first such error: a file that aliases its siblings' tokens has as
            // many of these as it has aliases. Not for a name near one of the file's own (a
            // typo, more likely) nor for a JSON Pointer, which points into this file.
            notedSiblingFiles = true
            notes.append(G8Diagnostic(level: .note, path: path, kind: .custom(G8LoadDiagnostics.siblingFilesNote), location: location))
        }
    }

    mutating func warn(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) {
        guard warnings.count < G8LoadDiagnostics.maximumErrors else { return }
        warnings.append(G8Diagnostic(level: .warning, path: path, kind: kind, location: location(of: site)))
    }

    /// What the note after the first unknown token of a design-tokens file linted alone says.
    static let siblingFilesNote = "the tokens may live in sibling files: lint them together "
        + "(g8 lint --design-tokens a.json b.json) or through their resolver document (g8 lint --resolver FILE.resolver.json)"

    /// The note that ends the diagnostics of a load that reached ``maximumErrors``: it comes
    /// after every other one, and is not counted as an error.
    var stoppedNote: [G8Diagnostic] {
        guard stoppedReporting else { return [] }
        return [G8Diagnostic(
            level: .note, path: "",
            kind: .invalidTheme(reason: "too many errors; stopped reporting after \(G8LoadDiagnostics.maximumErrors)"),
            location: nil)]
    }
}
