import Foundation

/// What converting to one type needs to know about it: whether it is numeric, and how it
/// converts from other values. Worked out once per property, since each answer is a lookup of
/// a protocol conformance, which is slow next to the conversion itself.
struct G8ConversionTarget: @unchecked Sendable {  // metatypes, immutable
    /// The type's optional conformance, when it is an optional.
    let optional: (any G8OptionalAny.Type)?
    /// The numeric conformance of the type values convert to (the wrapped type of an optional).
    let number: (any G8Number.Type)?
    /// The convertible conformance of the type values convert to.
    let convertible: (any G8ValueConvertible.Type)?

    /// What converting to `type` needs; for an optional, conversions go to its wrapped type.
    init(_ type: Any.Type) {
        optional = type as? any G8OptionalAny.Type
        let wrapped = optional?.g8WrappedType ?? type
        number = wrapped as? any G8Number.Type
        convertible = wrapped as? any G8ValueConvertible.Type
    }
}
