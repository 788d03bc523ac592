/// A value type named by its cases, which a theme file can give by name (`"center"`).
public protocol G8NamedCases: CaseIterable, RawRepresentable, Hashable, Sendable, G8Value,
    CustomStringConvertible, G8ValueConvertible where RawValue == String {}

extension G8NamedCases {
    /// The case's name.
    public var description: String { rawValue }
    /// A string converts to the case of that name.
    public static func g8Convert(from value: any G8Value) -> Self? {
        G8StringValue.of(value).flatMap(Self.init(rawValue:))
    }
}
