import G8Core

/// The codes of the problems G8Remote reports.
extension G8Diagnostic.Code {
    /// A remote theme's refresh brought no update: the server could not be reached, answered
    /// with an error status, sent too much or too little, or took too long (error). The
    /// diagnostic of a `G8RemoteTheme.Outcome.failed(_:)` that a theme manager followed.
    public static let refreshFailed = Self("refreshFailed", module: "G8Remote")
}
