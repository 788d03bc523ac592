import Foundation

/// Why a value could not be set: the engine turns each case into a diagnostic naming the
/// property, the object type and the keypath.
@usableFromInline
enum G8SetFailure: Error, Equatable {
    case typeMismatch(expected: String, actual: String)
    case notOptional
    case invalidValue(value: String, reason: String)
    case unknownModifier(String, suggestion: String?)
    case modifiersNotSupported([String])
    /// The value's type explains what is wrong with the value: see `G8ValueConvertible.g8Problem(with:)`.
    case problem(expected: String, G8ValueProblem)
}

/// Numbers convert into any numeric type that holds them exactly.
protocol G8Number {
    var g8Double: Double { get }
    var g8Int: Int? { get }
    var g8IsFinite: Bool { get }
    static func g8Make(from number: any G8Number) -> Self?
}

extension G8Number where Self: BinaryInteger {
    var g8Double: Double { Double(self) }
    var g8Int: Int? { Int(exactly: self) }
    var g8IsFinite: Bool { true }
    static func g8Make(from number: any G8Number) -> Self? {
        if let int = number.g8Int { return Self(exactly: int) }
        if let unsigned = number as? UInt64 { return Self(exactly: unsigned) }
        if let unsigned = number as? UInt { return Self(exactly: unsigned) }
        return Self(exactly: number.g8Double)
    }
}

extension G8Number where Self: BinaryFloatingPoint {
    var g8Int: Int? { nil }
    var g8IsFinite: Bool { isFinite }
    static func g8Make(from number: any G8Number) -> Self? {
        guard number.g8IsFinite else { return nil }
        let converted = Self(number.g8Double)
        return converted.isFinite ? converted : nil
    }
}

extension Int: G8Number {}
extension Int8: G8Number {}
extension Int16: G8Number {}
extension Int32: G8Number {}
extension Int64: G8Number {}
extension UInt: G8Number {}
extension UInt8: G8Number {}
extension UInt16: G8Number {}
extension UInt32: G8Number {}
extension UInt64: G8Number {}
extension Double: G8Number { var g8Double: Double { self } }
extension Float: G8Number { var g8Double: Double { Double(self) } }
extension CGFloat: G8Number { var g8Double: Double { Double(self) } }

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

/// How a style's value becomes a property's value.
enum G8Conversion {
    /// `value` as a `V`: the value itself when it is one, a number converted exactly between
    /// numeric types, or what `V`'s ``G8ValueConvertible`` conformance makes of it, with what
    /// `target` knows about `V`. Non-finite floating-point numbers are refused whatever the
    /// target type.
    static func convert<V>(_ value: any G8Value, to type: V.Type, target: G8ConversionTarget) -> Result<V, G8SetFailure> {
        // The value's dynamic type is compared before each cast: comparing two metatypes is a
        // pointer comparison, a failing dynamic cast a walk through the runtime.
        let valueType = Swift.type(of: value)
        if valueType == G8ThemeValue.self, let themed = value as? G8ThemeValue {
            if let converted = themed.converted, let exact = converted as? V { return .success(exact) }
            return convert(normalized(themed.json) ?? G8JSON.null, to: V.self, target: target)
        }
        if valueType == G8JSON.self, let json = value as? G8JSON, let plain = normalized(json), !(plain is G8JSON) {
            return convert(plain, to: V.self, target: target)
        }
        // One conformance lookup at most: the usual numbers and strings are recognised first.
        let number: (any G8Number)?
        if valueType == Double.self, let double = value as? Double {
            number = double
        } else if valueType == String.self {
            number = nil
        } else if valueType == Int.self, let int = value as? Int {
            number = int
        } else {
            number = value as? any G8Number
        }
        if let number, !number.g8IsFinite {
            return .failure(.invalidValue(value: String(describing: value), reason: "expected a finite number"))
        }
        if let exact = value as? V { return .success(exact) }
        if let number, let numeric = target.number, let converted = numeric.g8Make(from: number) as? V {
            return .success(converted)
        }
        if let numeric = target.number, let text = value as? String,
            let parsed = G8JSON.dimension(from: text), let converted = numeric.g8Make(from: parsed) as? V
        {
            return .success(converted)
        }
        if let numeric = target.number, valueType == G8JSON.self, let json = value as? G8JSON,
            let parsed = json.dimensionValue, let converted = numeric.g8Make(from: parsed) as? V
        {
            return .success(converted)
        }
        if let convertible = target.convertible, let converted = convertible.g8Convert(from: value) as? V {
            return .success(converted)
        }
        if let convertible = target.convertible, let problem = convertible.g8Problem(with: value) {
            return .failure(.problem(expected: G8TypeName.of(V.self), problem))
        }
        if let number, target.number != nil {
            return .failure(.invalidValue(
                value: String(describing: number),
                reason: "it does not fit \(G8TypeName.of(V.self)) exactly"))
        }
        return .failure(.typeMismatch(expected: G8TypeName.of(V.self), actual: G8TypeName.ofValue(value)))
    }

    /// A theme value or JSON primitive as the Swift value it stands for: strings, numbers and
    /// Booleans as themselves, `null` as `nil`; objects and arrays stay JSON.
    static func normalized(_ value: (any G8Value)?) -> (any G8Value)? {
        switch value {
        case let themed as G8ThemeValue:
            return themed.converted ?? normalized(themed.json)
        case let json as G8JSON:
            switch json {
            case .null: return nil
            case .bool(let bool): return bool
            case .number(let number): return number
            case .string(let string): return string
            case .array, .object: return json
            }
        default:
            return value
        }
    }

    /// Whether a value stands for `nil`: an explicit nil, an empty optional or JSON `null`.
    static func isNil(_ value: (any G8Value)?) -> Bool {
        guard let value else { return true }
        let valueType = type(of: value)
        if valueType == G8JSON.self, let json = value as? G8JSON { return json == .null }
        if valueType == G8ThemeValue.self, let themed = value as? G8ThemeValue {
            if let converted = themed.converted { return isNil(converted) }
            return themed.json == .null
        }
        // Plain values that are never optional, before the slower conformance lookup.
        if valueType == String.self || valueType == Double.self || valueType == Int.self || valueType == Bool.self {
            return false
        }
        if let optional = value as? any G8OptionalValue, optional.g8IsNil { return true }
        return false
    }

    /// Like ``convert(_:to:target:)``, for a property whose type is `V`: when `V` is itself an
    /// optional, `nil` clears it and other values convert to the wrapped type.
    static func convertRequired<V>(_ value: (any G8Value)?, to type: V.Type) -> Result<V, G8SetFailure> {
        convertRequired(value, to: V.self, target: G8ConversionTarget(V.self))
    }

    /// Like ``convertRequired(_:to:)``, with what `target` already knows about `V`.
    static func convertRequired<V>(
        _ value: (any G8Value)?, to type: V.Type, target: G8ConversionTarget
    ) -> Result<V, G8SetFailure> {
        if let optionalType = target.optional {
            if isNil(value) {
                return (optionalType.g8None as? V).map { .success($0) } ?? .failure(.notOptional)
            }
            guard let value else { return .failure(.notOptional) }
            return optionalType.g8Wrapping(value, target: target).flatMap { wrapped in
                (wrapped as? V).map { .success($0) }
                    ?? .failure(.typeMismatch(expected: G8TypeName.of(V.self), actual: G8TypeName.ofValue(value)))
            }
        }
        guard let value, !isNil(value) else { return .failure(.notOptional) }
        return convert(value, to: V.self, target: target)
    }
}

/// Lets the engine see an explicit `nil` that arrives wrapped in a value, such as a `Color?`
/// variable holding `nil`.
protocol G8OptionalValue {
    var g8IsNil: Bool { get }
}

extension Optional: G8OptionalValue {
    var g8IsNil: Bool { self == nil }
}
