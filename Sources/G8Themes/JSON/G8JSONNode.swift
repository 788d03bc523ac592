import G8Core
/// A JSON value with where it was written: a parse tree that keeps key order and positions.
struct G8JSONNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        /// An integer literal beyond ±2⁵³ that fits `Int`: ``G8JSON/integer(_:)``.
        case integer(Int)
        case string(String)
        case array([G8JSONNode])
        case object([G8JSONMember])
    }

    var value: Value
    /// Which source the node came from (an index into the theme's sources) and its byte offset.
    var source: Int32
    var offset: Int32

    var json: G8JSON {
        switch value {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): .number(value)
        case .integer(let value): .integer(value)
        case .string(let value): .string(value)
        case .array(let items): .array(items.map(\.json))
        case .object(let members): .object(members.map { ($0.key, $0.value.json) })
        }
    }

    /// What kind of JSON value the node is, named as ``G8JSON/kindName`` names it.
    var kindName: String {
        let kind: G8JSON.Kind = switch value {
        case .null: .null
        case .bool: .boolean
        case .number, .integer: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
        return kind.rawValue
    }

    /// Whether the node is an object: ``members`` without copying them.
    var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    var members: [G8JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// Whether `other` is the same JSON value, wherever each was written: members compared in
    /// order, numbers by their bits.
    func hasSameValue(as other: G8JSONNode) -> Bool {
        switch (value, other.value) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a.bitPattern == b.bitPattern
        case (.integer(let a), .integer(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && a.indices.allSatisfy { a[$0].hasSameValue(as: b[$0]) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && a.indices.allSatisfy { a[$0].key == b[$0].key && a[$0].value.hasSameValue(as: b[$0].value) }
        default: return false
        }
    }

    /// The member named `key` (the last one, when repeated).
    func member(_ key: String) -> G8JSONMember? {
        members?.last { $0.key == key }
    }
}
