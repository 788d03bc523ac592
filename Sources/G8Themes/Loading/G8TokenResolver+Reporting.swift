import G8Core
/// Each stage's diagnostics, kept by its ``G8LoadStage/diagnostics`` value and reached
/// through these, so that every stage reports the same way.
extension G8LoadStage {
    typealias Site = G8LoadDiagnostics.Site

    var sources: [G8SourceText] { diagnostics.sources }
    var errors: [G8Diagnostic] {
        get { diagnostics.errors }
        _modify { yield &diagnostics.errors }
    }
    var warnings: [G8Diagnostic] {
        get { diagnostics.warnings }
        _modify { yield &diagnostics.warnings }
    }
    var notes: [G8Diagnostic] {
        get { diagnostics.notes }
        _modify { yield &diagnostics.notes }
    }
    var stoppedReporting: Bool {
        get { diagnostics.stoppedReporting }
        set { diagnostics.stoppedReporting = newValue }
    }
    var stoppedNote: [G8Diagnostic] { diagnostics.stoppedNote }

    func location(of node: G8JSONNode) -> G8SourceLocation? { diagnostics.location(of: node) }

    func location(source: Int32, offset: Int32) -> G8SourceLocation? { diagnostics.location(source: source, offset: offset) }

    /// A place in a source, kept with a style entry for the engine's diagnostics.
    func site(source: Int32, offset: Int32) -> G8SourceSite? { diagnostics.site(source: source, offset: offset) }

    mutating func error(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) { diagnostics.error(path, kind, at: site) }

    mutating func warn(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) { diagnostics.warn(path, kind, at: site) }
}

extension G8TokenResolver {
    /// How many errors, and how many warnings, a load keeps.
    static var maximumErrors: Int { G8LoadDiagnostics.maximumErrors }

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
