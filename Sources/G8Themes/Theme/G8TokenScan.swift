/// What one pass over the members of an object of a token tree tells: whether it is a token,
/// whether it holds tokens or groups, and the `$type` it states.
///
/// The merge of an update reads whether each of two objects at one path is a token or a group
/// (``G8ThemeMerger/oneIsATokenTheOtherAGroup(_:_:)``), the judging of the update whether the
/// update's is a token and the `$type` each states: a judged merge scans each once for both. Plain data (the `$type`
/// is kept as its member's position), so that the merge passes it on without reference counting.
struct G8TokenScan {
    /// Whether it has `$value`: a token, to the merge.
    private(set) var hasValue = false
    /// Whether it has `$value`, `$modes` or `$ref`: a token, to the judging of an update.
    private(set) var isToken = false
    /// Whether it holds tokens or groups: a member not reserved (`$…`) whose value is an object,
    /// or `$root`.
    private(set) var holdsChildren = false
    /// The position of its first `$type` member.
    private var typeIndex: Int?

    /// - Complexity: O(members), one pass.
    @inline(__always)
    init(_ members: [G8JSONMember]) {
        // Members read in place, by index: a member copied out would retain its key and value.
        for index in members.indices {
            switch G8UpdateWalker.keyKind(members[index].key) {
            case .name:
                if members[index].value.isObject { holdsChildren = true }
            case .value:
                hasValue = true
                isToken = true
            case .tokenValue:
                isToken = true
            case .type:
                if typeIndex == nil { typeIndex = index }
            case .otherReserved:
                // A key whose first byte is `$` but whose first character is not (`$` and a
                // combining mark) is not reserved to the merge.
                let key = members[index].key
                if key == "$root" || (members[index].value.isObject && !key.hasPrefix("$")) { holdsChildren = true }
            }
        }
    }

    /// The `$type` it states, read from its `members`: the first one's value when it is a
    /// string, else nil.
    func type(in members: [G8JSONMember]) -> String? {
        typeIndex.flatMap { members[$0].value.string }
    }

    /// The scan of `node`'s members, or nil when it is not an object.
    init?(_ node: G8JSONNode) {
        guard let members = node.members else { return nil }
        self.init(members)
    }
}
