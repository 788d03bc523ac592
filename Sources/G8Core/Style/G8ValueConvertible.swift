import Foundation

/// A type that a value of another type can be converted into when a style sets it.
///
/// The engine first takes a value that already has the property's type, then converts
/// numbers between numeric types, then asks the property's type through this protocol.
/// `Color` uses it to accept `"#RRGGBB"` strings, for example:
///
/// ```swift
/// extension Percentage: G8ValueConvertible {
///     static func g8Convert(from value: any G8Value) -> Percentage? {
///         (value as? Int).map { Percentage(Double($0) / 100) }
///     }
/// }
/// ```
public protocol G8ValueConvertible {
    /// Returns `value` as this type, or `nil` when it cannot become one.
    static func g8Convert(from value: any G8Value) -> Self?

    /// Why `value` cannot become this type, in words that say how to fix it (the member at
    /// fault, the valid cases, what is wrong with a string), or nil to let the engine say
    /// "expects T, got U". Called only after ``g8Convert(from:)`` returned nil.
    ///
    /// ```swift
    /// static func g8Problem(with value: any G8Value) -> G8ValueProblem? {
    ///     guard let text = value as? String else { return nil }
    ///     return G8ValueProblem(expected: "a percentage such as \"40%\"", got: .string(text))
    /// }
    /// ```
    static func g8Problem(with value: any G8Value) -> G8ValueProblem?

    /// The JSON Schema (draft 2020-12) of the JSON values ``g8Convert(from:)`` takes, for
    /// `g8 schema`; the default, an empty schema, accepts any value.
    static var g8JSONSchema: G8JSON { get }

    /// The engine's own: ``g8Convert(from:)`` compiled for this type, its result boxed as a
    /// style value (as an optional of this type with `optional`), or nil. A theme loader
    /// converts every string and JSON object it reads through it, without the generic code
    /// that converts to a type it knows only at run time. Do not implement it: the default
    /// for a ``G8Value`` is compiled where your type conforms.
    static func g8BoxingConverter(optional: Bool) -> (@Sendable (any G8Value) -> (any G8Value)?)?
}

extension G8ValueConvertible {
    /// No explanation: the engine says "expects T, got U".
    public static func g8Problem(with value: any G8Value) -> G8ValueProblem? { nil }

    /// An empty schema, which accepts any JSON value.
    public static var g8JSONSchema: G8JSON { .object([]) }

    /// None: a type that is not a ``G8Value`` converts through the general path.
    public static func g8BoxingConverter(optional: Bool) -> (@Sendable (any G8Value) -> (any G8Value)?)? { nil }
}

extension G8ValueConvertible where Self: G8Value {
    /// ``g8Convert(from:)``, compiled for this type where it conforms. An optional is boxed as
    /// the optional, as a cast of the converted `Self?` to a style value boxes it.
    @inlinable
    public static func g8BoxingConverter(optional: Bool) -> (@Sendable (any G8Value) -> (any G8Value)?)? {
        if optional {
            return { value in
                guard let converted = Self.g8Convert(from: value) else { return nil }
                return Optional(converted) as any G8Value
            }
        }
        return { value in
            guard let converted = Self.g8Convert(from: value) else { return nil }
            return converted as any G8Value
        }
    }
}
