import G8Core
/// An object member: its key, where the key was written, and its value.
struct G8JSONMember: Sendable {
    // Declared value first, so that the key's offset fills the room the node leaves before
    // the key, and a member holds none of the padding the order of the initializer would.
    var value: G8JSONNode
    var keyOffset: Int32
    var key: String

    init(key: String, keyOffset: Int32, value: G8JSONNode) {
        self.value = value
        self.keyOffset = keyOffset
        self.key = key
    }
}
