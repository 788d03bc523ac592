/// Unwraps an optional held in an `Any`.
protocol G8OptionalAny {
    var g8Wrapped: Any? { get }
    static var g8WrappedType: Any.Type { get }
    static var g8None: Any { get }
    static func g8Wrapping(_ value: any G8Value, target: G8ConversionTarget) -> Result<Any, G8SetFailure>
}

extension Optional: G8OptionalAny {
    var g8Wrapped: Any? { self.map { $0 as Any } }
    static var g8WrappedType: Any.Type { Wrapped.self }
    static var g8None: Any { Optional<Wrapped>.none as Any }
    /// `value` converted to `Wrapped`, as an optional.
    static func g8Wrapping(_ value: any G8Value, target: G8ConversionTarget) -> Result<Any, G8SetFailure> {
        G8Conversion.convert(value, to: Wrapped.self, target: target).map { Optional($0) as Any }
    }
}
