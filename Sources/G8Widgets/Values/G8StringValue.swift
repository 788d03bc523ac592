/// A style value's string, found without the runtime's dynamic cast when it is a `String`.
///
/// `value as? String` from an existential is a trip through the runtime's cast machinery, and
/// converting a theme's colors and named cases asks it of every value. Opening the existential
/// and comparing metatypes is a comparison of two pointers.
enum G8StringValue {
    /// `value as? String`: `value` itself when its dynamic type is `String`, what the cast
    /// makes of any other (an optional string, say).
    static func of(_ value: any G8Value) -> String? {
        func open<T: G8Value>(_ value: T) -> String? {
            // The same type, compared just before: the cast only renames it (invariant 1 in
            // G8Unsafe.swift).
            T.self == String.self ? G8Unsafe.cast(value, to: String.self) : value as? String
        }
        return open(value)
    }
}
