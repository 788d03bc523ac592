import G8Core
/// A value from a theme file, as it stands in a style built from the theme: the JSON it was
/// written as (token references resolved), the value it converted to when the theme was
/// loaded, and where it was written, so that a problem found when applying it can point at
/// the file, line and column.
public struct G8ThemeValue: G8Value, G8SourcedValue, CustomStringConvertible {
    /// The JSON, with token references resolved for the theme's mode.
    public let json: G8JSON
    /// The value converted for the property of its name when the theme was loaded, if any.
    public let converted: (any G8Value)?
    /// Where the value was written: a line and column worked out only when asked for, since
    /// most values are never the subject of a diagnostic.
    public var location: G8SourceLocation? {
        switch place {
        case .known(let location): location
        case .site(let site): site.location
        }
    }

    private enum Place: Sendable {
        case known(G8SourceLocation?)
        case site(G8SourceSite)
    }

    private let place: Place

    /// Makes a theme value.
    public init(json: G8JSON, converted: (any G8Value)?, location: G8SourceLocation?) {
        self.json = json
        self.converted = converted
        self.place = .known(location)
    }

    init(json: G8JSON, converted: (any G8Value)?, site: G8SourceSite?) {
        self.json = json
        self.converted = converted
        self.place = site.map { .site($0) } ?? .known(nil)
    }

    /// The JSON as written.
    public var description: String { json.description }
}
