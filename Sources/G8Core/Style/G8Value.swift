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

