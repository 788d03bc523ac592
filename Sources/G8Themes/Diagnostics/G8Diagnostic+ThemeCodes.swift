import G8Core

/// The codes of the problems G8Themes reports: theme files, design tokens and resolver documents.
extension G8Diagnostic.Code {
    /// A theme file is not valid JSON (error).
    public static let invalidJSON = Self("invalidJSON", module: "G8Themes")

    /// A theme file's structure is wrong, such as `"styles"` not being an object (error).
    public static let invalidTheme = Self("invalidTheme", module: "G8Themes")

    /// A `superStyle` or a requested style names no style (error).
    public static let unknownStyle = Self("unknownStyle", module: "G8Themes")

    /// A `namedColors` name that neither GTK 4.8's Default theme nor libadwaita 1.2 defines
    /// (warning): the colour is not written.
    public static let unknownNamedColor = Self("unknownNamedColor", module: "G8Themes")

    /// A mode that no token defines (error).
    public static let unknownMode = Self("unknownMode", module: "G8Themes")

    /// A theme value that no property of its name can take (error).
    public static let valueNotConvertible = Self("valueNotConvertible", module: "G8Themes")

    /// A theme key whose property no applier declares (warning).
    public static let undeclaredProperty = Self("undeclaredProperty", module: "G8Themes")

    /// Two mode names that differ only in case (warning).
    public static let modeCaseMismatch = Self("modeCaseMismatch", module: "G8Themes")

    /// A `{group.token}` reference names no token (error).
    public static let unknownToken = Self("unknownToken", module: "G8Themes")

    /// Token aliases that come back to themselves (error).
    public static let aliasCycle = Self("aliasCycle", module: "G8Themes")

    /// A `$type` no registered token type has (error).
    public static let unknownTokenType = Self("unknownTokenType", module: "G8Themes")

    /// A token's value does not fit its `$type` (error).
    public static let invalidTokenValue = Self("invalidTokenValue", module: "G8Themes")

    /// An alias to a token of another `$type` (error).
    public static let aliasTypeMismatch = Self("aliasTypeMismatch", module: "G8Themes")

    /// A member of a composite token value does not fit the member's type (error).
    public static let invalidTokenMember = Self("invalidTokenMember", module: "G8Themes")

    /// A token that also holds tokens or groups (error).
    public static let tokenHasChildren = Self("tokenHasChildren", module: "G8Themes")

    /// A token whose `$type` is given by nothing (error).
    public static let untypedToken = Self("untypedToken", module: "G8Themes")

    /// A token without `$type` read as the one type its value can have (warning).
    public static let inferredTokenType = Self("inferredTokenType", module: "G8Themes")

    /// An alias that names a group rather than a token (error).
    public static let aliasToGroup = Self("aliasToGroup", module: "G8Themes")

    /// A `$extends` that names no group (error).
    public static let unknownGroup = Self("unknownGroup", module: "G8Themes")

    /// Groups whose `$extends` come back to themselves (error).
    public static let extendsCycle = Self("extendsCycle", module: "G8Themes")

    /// A style uses a token marked `$deprecated` (warning).
    public static let deprecatedToken = Self("deprecatedToken", module: "G8Themes")

    /// A color written as a CSS string, which the format wants as an object (warning).
    public static let cssColorString = Self("cssColorString", module: "G8Themes")

    /// A Tokens Studio expression that cannot be evaluated (error).
    public static let invalidExpression = Self("invalidExpression", module: "G8Themes")

    /// A dimension in a unit the format does not list (warning).
    public static let unitOutsideFormat = Self("unitOutsideFormat", module: "G8Themes")

    /// A value, member or alias in a form the Design Tokens Format Module 2025.10 does not
    /// allow, such as a dimension `"16px"` (warning; an error in a strict load).
    public static let nonConformantForm = Self("nonConformantForm", module: "G8Themes")

    /// A resolver document's structure is wrong (error).
    public static let invalidResolver = Self("invalidResolver", module: "G8Themes")
}
