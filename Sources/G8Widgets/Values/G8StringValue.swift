/// A style value's string, cast from the value's own type.
///
/// `value as? String` from the existential first unwraps the existential in the runtime's
/// general cast, and converting a theme's colors and named cases asks it of every value.
/// Opened here, the cast starts from the value's own type, whose first test compares two
/// metadata pointers.
enum G8StringValue {
    /// `value as? String`: the string when `value` is one, what the cast makes of any other
    /// value (an optional string, say).
    static func of(_ value: any G8Value) -> String? {
        func open<T: G8Value>(_ value: T) -> String? { value as? String }
        return open(value)
    }
}
