import Foundation

/// How a style's value becomes a property's value.
package enum G8Conversion {
    /// `value` as a `V`: the value itself when it is one, a number converted exactly between
    /// numeric types, or what `V`'s ``G8ValueConvertible`` conformance makes of it, with what
    /// `target` knows about `V`. Non-finite floating-point numbers are refused whatever the
    /// target type.
    static func convert<V>(_ value: any G8Value, to type: V.Type, target: G8ConversionTarget) -> Result<V, G8SetFailure> {
        // The value's dynamic type is compared before each cast: comparing two metatypes is a
        // pointer comparison, a failing dynamic cast a walk through the runtime.
        let valueType = Swift.type(of: value)
        if valueType == G8JSON.self, let json = value as? G8JSON, let plain = normalized(json), !(plain is G8JSON) {
            if let failure = inexactInteger(json, target: target) { return .failure(failure) }
            return convert(plain, to: V.self, target: target)
        }
        if !G8Conversion.isPlain(valueType), let sourced = value as? any G8SourcedValue {
            if let converted = sourced.converted, let exact = converted as? V { return .success(exact) }
            if let failure = inexactInteger(sourced.json, target: target) { return .failure(failure) }
            return convert(normalized(sourced.json) ?? G8JSON.null, to: V.self, target: target)
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

    /// The refusal of a JSON `.number` beyond ±2⁵³ for an integer type: such a `Double` stands
    /// for a range of integers, and the integer literals of a theme that fit `Int` arrive as
    /// `.integer`, exactly. So `-9223372036854775809`, which rounds to `Int.min` as a `Double`,
    /// is out of range, as it is. Nil for anything else.
    static func inexactInteger(_ json: G8JSON, target: G8ConversionTarget) -> G8SetFailure? {
        guard case .number(let number) = json, number.magnitude > G8JSON.exactIntegerLimit,
            let numeric = target.number, numeric is any BinaryInteger.Type
        else { return nil }
        return .invalidValue(
            value: json.description,
            reason: "it does not fit \(G8TypeName.of(numeric)) exactly")
    }

    /// `json` as a theme's checks convert it: `normalized(_:)`, except a
    /// number beyond ±2⁵³, which stays JSON so that an integer property refuses it
    /// (`inexactInteger(_:target:)`) where a `Double` would convert.
    package static func checkable(_ json: G8JSON) -> (any G8Value)? {
        if case .number(let number) = json, number.magnitude > G8JSON.exactIntegerLimit { return json }
        return normalized(json)
    }

    /// A theme value or JSON primitive as the Swift value it stands for: strings, numbers and
    /// Booleans as themselves, `null` as `nil`; objects and arrays stay JSON.
    static func normalized(_ value: (any G8Value)?) -> (any G8Value)? {
        switch value {
        case let json as G8JSON:
            return normalized(json)
        case let value? where isPlain(type(of: value)):
            return value
        case let sourced as any G8SourcedValue:
            return sourced.converted ?? normalized(sourced.json)
        default:
            return value
        }
    }

    /// A JSON value as the plain value it stands for: nil for `null`, the Boolean, number
    /// or string; an array or object stays JSON.
    package static func normalized(_ json: G8JSON) -> (any G8Value)? {
        switch json {
        case .null: return nil
        case .bool(let bool): return bool
        case .number(let number): return number
        case .integer(let integer): return integer
        case .string(let string): return string
        case .array, .object: return json
        }
    }

    /// Whether values of `type` are the usual strings, numbers and Booleans, which are neither
    /// optional nor sourced: a metatype comparison each, where a conformance lookup is a
    /// search of the runtime's tables.
    @inline(__always)
    static func isPlain(_ type: Any.Type) -> Bool {
        type == String.self || type == Double.self || type == Int.self || type == Bool.self
    }

    /// Whether a value stands for `nil`: an explicit nil, an empty optional or JSON `null`.
    static func isNil(_ value: (any G8Value)?) -> Bool {
        isNil(value, mayBeSourced: true)
    }

    /// ``isNil(_:)``, which looks for a theme's value only where one may be: a theme value's
    /// conversion is a property's value, never another theme value, and a failed conformance
    /// lookup costs as much as a found one.
    private static func isNil(_ value: (any G8Value)?, mayBeSourced: Bool) -> Bool {
        guard let value else { return true }
        let valueType = type(of: value)
        if valueType == G8JSON.self, let json = value as? G8JSON { return json == .null }
        // Plain values that are never optional, before the slower conformance lookups.
        if isPlain(valueType) { return false }
        if mayBeSourced, let sourced = value as? any G8SourcedValue {
            if let converted = sourced.converted { return isNil(converted, mayBeSourced: false) }
            return sourced.json == .null
        }
        if let optional = value as? any G8OptionalValue, optional.g8IsNil { return true }
        return false
    }

    /// The shortest way to what ``convertRequired(_:to:target:)`` makes of the values that the
    /// type `V` (or the type an optional `V` wraps) converts with its ``G8ValueConvertible``
    /// conformance: a string or a JSON object or array, into a type that is not a number, not
    /// `String` and not `G8JSON`. For those the general path's first success is the type's own
    /// `g8Convert(from:)`, reached through many dynamic casts, an optional wrapped through
    /// `Any` and generic code unspecialized for `V`; a theme's colors, fonts and named cases
    /// are such values. Nil for any other target. The closure returns nil for any other value,
    /// and where `g8Convert(from:)` does: the general path then runs and says why.
    static func directConverter<V>(to type: V.Type, target: G8ConversionTarget) -> (@Sendable (any G8Value) -> V?)? {
        guard let convertible = directConvertible(V.self, target: target)?.type else { return nil }
        func open<W: G8ValueConvertible>(_ made: W.Type) -> (@Sendable (any G8Value) -> V?)? {
            let make: (any G8Value) -> V?
            // Unwrapped with `guard`, not `map`: in this generic context `map` is a call into the
            // runtime's unspecialized code, with `Optional`'s metadata looked up on each value.
            if V.self == W.self {
                make = { value in
                    guard let made = W.g8Convert(from: value) else { return nil }
                    return made as? V
                }
            } else if V.self == W?.self {
                make = { value in
                    guard let made = W.g8Convert(from: value) else { return nil }
                    return Optional(made) as? V
                }
            } else {
                return nil
            }
            let shared = Shared(make: make)
            return { value in shared.make(value) }
        }
        guard let make = open(convertible) else { return nil }
        return { value in takesDirectly(value) ? make(value) : nil }
    }

    /// Whether the direct path converts `value`: a string, or a JSON object or array (which
    /// stay JSON, ``normalized(_:)``); any other value, other JSON included, takes the general path.
    @inline(__always)
    private static func takesDirectly(_ value: any G8Value) -> Bool {
        let valueType = Swift.type(of: value)
        if valueType == String.self { return true }
        guard valueType == G8JSON.self, let json = value as? G8JSON else { return false }
        switch json {
        case .object, .array: return true
        default: return false
        }
    }

    /// The type whose ``G8ValueConvertible/g8Convert(from:)`` ``directConverter(to:target:)``
    /// calls for `V`: `V` itself (`optional` false) or the type an optional `V` wraps; nil
    /// when it calls none (a number, `String` or `G8JSON`, which a value may already be).
    static func directConvertible<V>(
        _ type: V.Type, target: G8ConversionTarget
    ) -> (type: any G8ValueConvertible.Type, optional: Bool)? {
        guard target.number == nil, let convertible = target.convertible else { return nil }
        func open<W: G8ValueConvertible>(_ made: W.Type) -> Bool? {
            // A value that already is a `V` is taken as it is, before `g8Convert(from:)`.
            if W.self == String.self || W.self == G8JSON.self { return nil }
            if V.self == W.self { return false }
            if V.self == W?.self { return true }
            return nil
        }
        return open(convertible).map { (convertible, $0) }
    }

    /// What checking a string or a JSON object or array for a property of type `V` makes of
    /// it, as a style value, when it converts: the value ``directConverter(to:target:)``
    /// makes, boxed, through the closure `V`'s conformance compiles
    /// (``G8ValueConvertible/g8BoxingConverter(optional:)``). Nil for a type that has no such
    /// path, or that a string or JSON value could already be. The closure returns nil for
    /// any other value, and where the conversion fails: the general check then runs and says
    /// why.
    static func boxingConverter<V>(to type: V.Type) -> (@Sendable (any G8Value) -> (any G8Value)?)? {
        let target = G8ConversionTarget(V.self)
        guard !(("" as Any) is V), !((G8JSON.null as Any) is V),
            let (convertible, optional) = directConvertible(V.self, target: target),
            let convert = convertible.g8BoxingConverter(optional: optional)
        else { return nil }
        return { value in takesDirectly(value) ? convert(value) : nil }
    }

    /// A conversion closure that captures only a metatype (immutable, safe to share), which
    /// `W`'s conformance does not declare `SendableMetatype`.
    private struct Shared<V>: @unchecked Sendable {
        let make: (any G8Value) -> V?
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

