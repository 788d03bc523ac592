import G8Core

/// What the stages of one load share, and nothing else: the diagnostics they report into, in
/// the order found; the JSON Pointers followed so far, which both reading a token tree (a
/// group's `$ref`) and resolving it (a `$ref` inside a value) follow; and what copying groups
/// has cost. A stage takes the context whole and hands it on whole: no stage copies another's
/// fields.
struct G8LoadContext {
    var diagnostics: G8LoadDiagnostics
    var pointers = PointerWalks()
    var copies: CopyCount

    /// A context for a load of `sources`, which bound what it may copy.
    init(sources: [G8SourceText], notesSiblingFiles: Bool) {
        diagnostics = G8LoadDiagnostics(sources: sources, notesSiblingFiles: notesSiblingFiles)
        copies = CopyCount(budget: max(10_000, sources.reduce(0) { $0 + $1.bytes.count }))
    }

    /// The JSON Pointers a load has followed.
    struct PointerWalks {
        /// What each `$ref` written as a whole token or group, or met as the whole of the node
        /// another lands on, names (``G8LoadStage/followPointer(_:from:jsonPath:findsKind:)``),
        /// by where it is written: each chain of them is followed once over a load.
        var kinds: [Int64: PointerKind] = [:]
        /// The positions of the members of each large object a pointer walks through, by its
        /// key (``G8LoadStage/memberValue(_:of:)``).
        var memberIndexes: [Int64: [String: Int]] = [:]
        /// The `$ref`s to groups (or other nodes that are not a token's value) being copied
        /// now, outermost first, to find the ones that reach themselves.
        var copying: [String] = []
    }

    /// The keys written twice in one object of each source of a load, as its parse found them,
    /// by the source's index: what the parse returned, for the load to warn about.
    typealias DuplicateKeys = [Int32: [G8DuplicateKey]]

    /// How many nodes `$ref`s to groups, and how many tokens and groups `$extends`, have copied,
    /// and how many each may copy: as many as the sources have bytes, and at least 10,000.
    /// Linear in the input, so that a small hostile file cannot make a load take long: pointers
    /// that copy groups into one another, and groups that extend one another, grow exponentially.
    struct CopyCount: Sendable {
        var pointer = 0
        var extended = 0
        let budget: Int
    }

    /// What copies nodes, within the load's budget (``G8LoadContext/CopyCount``).
    enum Copier {
        /// A `$ref` to a group, or to another node that is not a token's value.
        case pointer
        /// An `$extends`.
        case extends
    }

    /// What a `$ref` written as a whole token or group names, once the `$ref`s of the nodes it
    /// lands on are followed.
    enum PointerKind: UInt8 {
        /// A token (an object with `$value`): the object is an alias of it.
        case token
        /// A token's `$value` or a part of it: the object is a token with that value.
        case value
        /// A group: the object takes in its tokens and groups, as with `$extends`.
        case group
        /// Anything else (a `$type`, a `$description`): not a token, a group or a value.
        case other
    }

    /// Where a `$ref` leads: what it names, and the node it lands on first with that node's
    /// components from the token tree's root (the group a group `$ref` takes in).
    struct PointerTarget {
        var kind: PointerKind
        var node: G8JSONNode
        var location: [String]
    }
}
