/// A JSON value that keeps the order of object keys: what theme files are made of.
///
/// A `G8JSON` can stand in a style as a value; the engine converts it to the property's type
/// when the style is applied: strings and numbers as themselves, `null` as `nil`, objects and
/// arrays through the property type's ``G8ValueConvertible`` conformance (`Font` reads
/// `{"family", "size", "weight"}`, `EdgeInsets` reads `{"top", "left", "bottom", "right"}`).
public enum G8JSON: Sendable, Hashable, G8Value, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    ///
    /// Converted to an integer type only when it is an integer of at most 2⁵³ in magnitude:
    /// beyond that a `Double` stands for a range of integers, not one.
    case number(Double)
    /// An integer a `Double` cannot hold exactly: beyond ±2⁵³, within `Int`'s range. The parser
    /// makes one for such an integer literal, so that `9223372036854775807` converts to
    /// `Int.max`; every other number is ``number(_:)``. Equal to the `.number` of the same value.
    case integer(Int)
    /// A string.
    case string(String)
    /// An array.
    case array([G8JSON])
    /// An object, its members in the order written.
    case object([(key: String, value: G8JSON)])

    /// The value of `key` when this is an object holding it (the last one, if repeated).
    public subscript(key: String) -> G8JSON? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, when this is one (an ``integer(_:)`` rounded to the nearest `Double`).
    public var doubleValue: Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// The Boolean, when this is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The members, when this is an object.
    public var objectMembers: [(key: String, value: G8JSON)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// What kind of JSON value this is: `null`, `boolean`, `number`, `string`, `array` or `object`.
    public var kindName: String { kind.rawValue }

    /// The kinds of JSON value, named as diagnostics name them: one list for every form of a
    /// JSON value the package has (the loader's parse tree names its nodes' kinds with it).
    package enum Kind: String {
        case null, boolean, number, string, array, object
    }

    /// What kind of JSON value this is.
    package var kind: Kind {
        switch self {
        case .null: .null
        case .bool: .boolean
        case .number, .integer: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The value written as compact JSON, object keys in order.
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return G8JSON.format(value)
        case .integer(let value): return String(value)
        case .string(let value): return G8JSON.quote(value)
        case .array(let items): return "[" + items.map(\.description).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { G8JSON.quote($0.key) + ":" + $0.value.description }.joined(separator: ",") + "}"
        }
    }

    /// Whether two values are equal; members of objects are compared in order.
    public static func == (lhs: G8JSON, rhs: G8JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.integer(a), .number(b)), let (.number(b), .integer(a)): return Double(exactly: a) == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// Hashes the value's structure, as `==` compares it: kind, then contents in order.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0 as UInt8)
        case .bool(let value): hasher.combine(1 as UInt8); hasher.combine(value)
        case .number(let value): hasher.combine(2 as UInt8); hasher.combine(value)
        case .integer(let value):
            // As the `.number` it equals, when there is one.
            hasher.combine(2 as UInt8)
            if let double = Double(exactly: value) { hasher.combine(double) } else { hasher.combine(value) }
        case .string(let value): hasher.combine(3 as UInt8); hasher.combine(value)
        case .array(let items):
            hasher.combine(4 as UInt8)
            hasher.combine(items.count)
            for item in items { item.hash(into: &hasher) }
        case .object(let members):
            hasher.combine(5 as UInt8)
            hasher.combine(members.count)
            for member in members {
                hasher.combine(member.key)
                member.value.hash(into: &hasher)
            }
        }
    }

    /// 2⁵³: every integer up to it in magnitude is exact in a `Double`, and no `.number` beyond
    /// it stands for one integer (``integer(_:)``).
    package static let exactIntegerLimit: Double = 9_007_199_254_740_992

    package static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `names` quoted (``quote(_:)``) and listed in words, as diagnostics name what is allowed:
    /// `"a"`, `"a" and "b"`, `"a", "b" and "c"`; empty for none.
    package static func quotedList(_ names: [String]) -> String {
        let quoted = names.map(quote)
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
    }

    package static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
