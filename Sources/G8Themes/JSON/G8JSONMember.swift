import G8Core
/// An object member: its key, where the key was written, and its value.
struct G8JSONMember: Sendable {
    // Declared value first: the node's 28 bytes and the key's offset fill 32 bytes before the
    // key, 48 bytes a member where the order of the initializer would take 56.
    var value: G8JSONNode
    var keyOffset: Int32
    var key: String

    init(key: String, keyOffset: Int32, value: G8JSONNode) {
        self.value = value
        self.keyOffset = keyOffset
        self.key = key
    }
}
