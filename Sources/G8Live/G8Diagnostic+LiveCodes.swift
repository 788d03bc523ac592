import G8Core

/// The codes of the problems G8Live reports.
extension G8Diagnostic.Code {
    /// A theme file cannot be watched, or watching it failed (error).
    public static let watchFailed = Self("watchFailed", module: "G8Live")
}
