import Foundation

/// A value that can stand in a ``G8Style``: a value to set, or a nested style.
///
/// `G8Value` is a marker: it asks for nothing but `Sendable`, so that styles can be shared
/// across tasks and stored in `static let` constants under Swift 6. The standard numbers,
/// `Bool`, `String`, optionals and arrays of values, `G8Style` and nested dictionary literals
/// already conform; the widget value types (`Color`, `Font`, …) conform in `G8Widgets`.
/// Make your own value types conform with one line:
///
/// ```swift
/// struct Gradient: G8Value { var from: Color, to: Color }
/// ```
public protocol G8Value: Sendable {}

extension Int: G8Value {}
extension Int8: G8Value {}
extension Int16: G8Value {}
extension Int32: G8Value {}
extension Int64: G8Value {}
extension UInt: G8Value {}
extension UInt8: G8Value {}
extension UInt16: G8Value {}
extension UInt32: G8Value {}
extension UInt64: G8Value {}
extension Double: G8Value {}
extension Float: G8Value {}
extension CGFloat: G8Value {}
extension Bool: G8Value {}
extension String: G8Value {}
extension Optional: G8Value where Wrapped: G8Value {}
extension Array: G8Value where Element: G8Value {}

/// A nested dictionary literal inside a style is a style: `"label4": [G8K.Label.font: …]`.
///
/// Swift dictionaries have no order, so the entries of such a literal are applied in the
/// fixed order described at ``G8Style/init(_:)-(Dictionary<G8Key,any G8Value>)``.
extension Dictionary: G8Value where Key == G8Key, Value == any G8Value {}

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
}

extension G8ValueConvertible {
    /// No explanation: the engine says "expects T, got U".
    public static func g8Problem(with value: any G8Value) -> G8ValueProblem? { nil }

    /// An empty schema, which accepts any JSON value.
    public static var g8JSONSchema: G8JSON { .object([]) }
}
