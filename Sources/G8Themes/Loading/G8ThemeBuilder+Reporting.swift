import G8Core
/// Where diagnostics point, and how the builder keeps them: every error up to
/// ``G8ThemeBuilder/maximumErrors``, warnings and the notes that explain them.
extension G8ThemeBuilder {
    func location(of node: G8JSONNode) -> G8SourceLocation? {
        location(source: node.source, offset: node.offset)
    }

    func location(source: Int32, offset: Int32) -> G8SourceLocation? {
        let index = Int(source)
        guard sources.indices.contains(index) else { return nil }
        return sources[index].location(of: Int(offset))
    }

    /// A place in a source, kept with a style entry for the engine's diagnostics.
    func site(source: Int32, offset: Int32) -> G8SourceSite? {
        let index = Int(source)
        guard sources.indices.contains(index) else { return nil }
        return G8SourceSite(text: sources[index], offset: Int(offset))
    }

    /// Where a diagnostic points, turned into a line and column only when it is reported.
    enum Site {
        case node(G8JSONNode)
        case offset(Int32, Int32)
        case unknown
    }

    func location(of site: Site) -> G8SourceLocation? {
        switch site {
        case .node(let node): location(of: node)
        case .offset(let source, let offset): location(source: source, offset: offset)
        case .unknown: nil
        }
    }

    mutating func error(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) {
        guard errors.count < G8ThemeBuilder.maximumErrors else {
            stoppedReporting = true
            return
        }
        let location = location(of: site)
        errors.append(G8Diagnostic(level: .error, path: path, kind: kind, location: location))
        if errors.count == G8ThemeBuilder.maximumErrors { stoppedReporting = true }
        if notesSiblingFiles, !notedSiblingFiles, case .unknownToken(let name, nil) = kind, !name.hasPrefix("#") {
            // Once, at the first such error: a file that aliases its siblings' tokens has as
            // many of these as it has aliases. Not for a name near one of the file's own (a
            // typo, more likely) nor for a JSON Pointer, which points into this file.
            notedSiblingFiles = true
            notes.append(G8Diagnostic(level: .note, path: path, kind: .custom(G8ThemeBuilder.siblingFilesNote), location: location))
        }
    }

    /// What the note after the first unknown token of a design-tokens file linted alone says.
    static let siblingFilesNote = "the tokens may live in sibling files: lint them together "
        + "(g8 lint --design-tokens a.json b.json) or through their resolver document (g8 lint --resolver FILE.resolver.json)"

    /// The note that ends the diagnostics of a build that reached ``maximumErrors``: it comes
    /// after every other one, and is not counted as an error.
    var stoppedNote: [G8Diagnostic] {
        guard stoppedReporting else { return [] }
        return [G8Diagnostic(
            level: .note, path: "",
            kind: .invalidTheme(reason: "too many errors; stopped reporting after \(G8ThemeBuilder.maximumErrors)"),
            location: nil)]
    }

    mutating func warn(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) {
        guard warnings.count < G8ThemeBuilder.maximumErrors else { return }
        warnings.append(G8Diagnostic(level: .warning, path: path, kind: kind, location: location(of: site)))
    }

    /// `path.component`, or `component` at the root. Made in one go from the two strings'
    /// bytes, where `path + "." + component` would append twice, for every token's name.
    static func join(_ path: String, _ component: String) -> String {
        if path.isEmpty { return component }
        var path = path, component = component
        return path.withUTF8 { head in
            component.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    var end = buffer.initialize(fromContentsOf: head)
                    buffer[end] = UInt8(ascii: ".")
                    end += 1
                    end = buffer[end...].initialize(fromContentsOf: tail)
                    return end
                }
            }
        }
    }

    /// A JSON value as diagnostics quote it: strings quoted, numbers as written, composites by kind.
    static func describe(_ json: G8JSON) -> String { G8ValueProblem.describe(json) }
}
