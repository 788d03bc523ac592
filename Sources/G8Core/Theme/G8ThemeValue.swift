/// A value from a theme file, as it stands in a style built from the theme: the JSON it was
/// written as (token references resolved), the value it converted to when the theme was
/// loaded, and where it was written, so that a problem found when applying it can point at
/// the file, line and column.
public struct G8ThemeValue: G8Value, CustomStringConvertible {
    /// The JSON, with token references resolved for the theme's mode.
    public let json: G8JSON
    /// The value converted for the property of its name when the theme was loaded, if any.
    public let converted: (any G8Value)?
    /// Where the value was written.
    public let location: G8SourceLocation?

    /// Makes a theme value.
    public init(json: G8JSON, converted: (any G8Value)?, location: G8SourceLocation?) {
        self.json = json
        self.converted = converted
        self.location = location
    }

    /// The JSON as written.
    public var description: String { json.description }
}
