/// A JSON value with where it was written: a parse tree that keeps key order and positions.
struct JNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JNode])
        case object([JMember])
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
        case .string(let value): .string(value)
        case .array(let items): .array(items.map(\.json))
        case .object(let members): .object(members.map { ($0.key, $0.value.json) })
        }
    }

    var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    var members: [JMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The member named `key` (the last one, when repeated).
    func member(_ key: String) -> JMember? {
        members?.last { $0.key == key }
    }
}
