import G8Core
import G8Themes
extension G8ThemeManager {
    /// The report that refuses to register `object` under `styleName`, logged, when the current
    /// theme has no style of that name; nil when it has. An object registered under a name that
    /// does not exist would report the same error on every switch and never be styled.
    func refusal(ofUnknownStyle styleName: String, for object: AnyObject) -> G8Report? {
        guard !theme.styles.contains(styleName) else { return nil }
        let suggestion = G8Suggestion.nearest(to: styleName, in: theme.styleNames)
        let diagnostic = G8Diagnostic(
            level: .error, path: "\(G8TypeName.of(type(of: object)))[\(styleName)]",
            kind: .custom("unknown style '\(styleName)'\(G8Diagnostic.Kind.didYouMean(suggestion)); the object is not registered"))
        if engine.logLevel != .off && diagnostic.level >= engine.logLevel { engine.logHandler(diagnostic) }
        return G8Report(diagnostics: [diagnostic])
    }
}
