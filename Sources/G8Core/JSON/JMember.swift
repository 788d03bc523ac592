/// An object member: its key, where the key was written, and its value.
struct JMember: Sendable {
    var key: String
    var keyOffset: Int32
    var value: JNode
}
