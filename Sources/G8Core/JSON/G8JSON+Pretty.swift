extension G8JSON {
    /// The value as indented JSON text, members in their order, two spaces a level; arrays
    /// of strings, numbers, Booleans and nulls on one line. What `g8 schema` writes.
    ///
    /// ```swift
    /// G8JSON.object([(key: "enum", value: .array([.string("left"), .string("center")]))]).prettyPrinted
    /// // {
    /// //   "enum": ["left", "center"]
    /// // }
    /// ```
    public var prettyPrinted: String {
        var text = ""
        write(to: &text, indent: "")
        return text
    }

    private func write(to text: inout String, indent: String) {
        switch self {
        case .array(let items) where items.isEmpty:
            text += "[]"
        case .array(let items) where items.allSatisfy(\.isScalar):
            text += "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .array(let items):
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += indent + "  "
                item.write(to: &text, indent: indent + "  ")
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members) where members.isEmpty:
            text += "{}"
        case .object(let members):
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += indent + "  " + G8JSON.quote(member.key) + ": "
                member.value.write(to: &text, indent: indent + "  ")
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        default:
            text += description
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
