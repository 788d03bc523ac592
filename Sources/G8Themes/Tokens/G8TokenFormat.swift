import G8Core
/// Which form a design-tokens file is written in.
///
/// The Design Tokens Format Module (2025.10 and its drafts) is the default, and Tokens Studio's
/// exports in its `$value` form load as it without an option. Style Dictionary's older form,
/// with `value` and `type` without `$`, must be asked for, since a group could hold a token
/// named `value`.
public enum G8TokenFormat: String, Sendable, CaseIterable {
    /// The W3C Design Tokens Format Module: `$value`, `$type`, `$description` (Tokens Studio too).
    case designTokens = "design-tokens"
    /// Style Dictionary's older form: `value`, `type` and `comment`, without `$`.
    case styleDictionary = "style-dictionary"
}
