import G8Core

/// The codes of the problems G8Remote reports.
extension G8Diagnostic.Code {
    /// A remote theme's refresh brought no update: the server could not be reached, answered
    /// with an error status, sent too much or too little, or took too long (error). The
    /// diagnostic of a `G8RemoteTheme.Outcome.failed(_:)` that a theme manager followed.
    public static let refreshFailed = Self("refreshFailed", module: "G8Remote")

    /// A remote theme's update sets a key its `G8RemotePolicy` does not allow, such as a
    /// label's `text` under the default ``G8RemotePolicy/lookOnly`` (error). The update is
    /// refused whole, with one of these for each key at fault.
    public static let refusedByPolicy = Self("refusedByPolicy", module: "G8Remote")
}
