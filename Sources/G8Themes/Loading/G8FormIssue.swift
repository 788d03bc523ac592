import G8Core

/// A form the format does not allow: where it is, which member (`offsetX`, `[0].color`),
/// and what the format wants instead.
struct G8FormIssue {
    var member: String
    var site: G8LoadDiagnostics.Site
    var rule: String
    var written: String
}
