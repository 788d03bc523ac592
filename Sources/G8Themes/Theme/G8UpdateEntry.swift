import G8Core

/// One thing a theme update sets: a style's key, a style's `superStyle`, a style or child
/// style removed whole, or a token. What a remote theme's policy judges, as the update is
/// merged.
///
/// Its strings are made only when read: a policy that judges by ``kind`` and ``role`` alone
/// (the usual one) makes no string for an entry it allows, so that judging a large update
/// costs a small part of merging it.
package struct G8UpdateEntry: Sendable {
    package enum Kind: Int, Sendable, CaseIterable {
        /// A key of a style that names a property, such as `label1.text` or `titleColor:disabled`.
        case property
        /// A style's `superStyle`, which chooses which other styles apply.
        case superStyle
        /// `null` for a style, a child's nested style, or all tokens or styles: everything it set goes.
        case removal
        /// A key that no applier declares.
        case undeclared
        /// A token's value (`$value`, `$modes` or `$ref`).
        case token
    }

    package let kind: Kind
    /// What the entry changes as its definition states it: the property's role
    /// (``G8Registry/role(of:)``), or for a token its type's (a `string` token holds words, a
    /// `boolean` one behaviour; every other type is look). Nil when nothing states one, which
    /// counts as content.
    package let role: G8PropertyRole?
    /// The keypath of the object the entry is a member of (`styles.profile`, `tokens.color`),
    /// and the member's key as written.
    private let parent: String
    private let key: String
    /// For a property, its name when it differs from `key` (`text` for `label1.text`); for a
    /// token, the dotted path of its group (`color` for `color.brand`).
    private let nameOrGroup: String?
    private let source: G8SourceText
    private let offset: Int32

    /// The keypath from the document's root: `styles.profile.label1.text`, `tokens.color.brand`.
    package var path: String { parent.isEmpty ? key : parent + "." + key }

    /// The name judged: the property's name (`text`), the style's or child's name for a
    /// removal, `superStyle`, or the token's dotted path (`color.brand`).
    package var name: String {
        switch kind {
        case .token: nameOrGroup.map { $0.isEmpty ? key : $0 + "." + key } ?? key
        case .property, .undeclared: nameOrGroup ?? key
        case .superStyle, .removal: key
        }
    }

    /// Where the entry's value is written in the update.
    package var location: G8SourceLocation { source.location(of: Int(offset)) }

    init(kind: Kind, role: G8PropertyRole?, parent: String, key: String, nameOrGroup: String? = nil, source: G8SourceText, node: G8JSONNode) {
        self.kind = kind
        self.role = role
        self.parent = parent
        self.key = key
        self.nameOrGroup = nameOrGroup
        self.source = source
        self.offset = node.offset
    }
}

/// How an update's entries are judged: `allows` decides from an entry's kind and role alone
/// when it can (true: allowed; false or nil: made and given to `judge`), and `judge` gives the
/// diagnostic of an entry refused. A policy that judges by kind and role makes no entry for
/// what it allows.
package struct G8UpdateVetting {
    /// One bit for each kind and role that `allows` answers true for: asked once for each pair
    /// here, and tested for each entry without calling anything.
    let allowed: UInt32
    package let judge: (G8UpdateEntry) -> G8Diagnostic?

    package init(allows: ((G8UpdateEntry.Kind, G8PropertyRole?) -> Bool?)?, judge: @escaping (G8UpdateEntry) -> G8Diagnostic?) {
        var allowed: UInt32 = 0
        if let allows {
            for kind in G8UpdateEntry.Kind.allCases {
                for role in [nil] + G8PropertyRole.allCases where allows(kind, role) == true {
                    allowed |= G8UpdateVetting.bit(kind, role)
                }
            }
        }
        self.allowed = allowed
        self.judge = judge
    }

    /// The bit of `kind` and `role` in ``allowed``.
    @inline(__always)
    static func bit(_ kind: G8UpdateEntry.Kind, _ role: G8PropertyRole?) -> UInt32 {
        1 << UInt32(kind.rawValue * 4 + (role.map { $0.rank + 1 } ?? 0))
    }
}

extension G8JSONNode {
    /// Whether the node is `null`.
    var isNull: Bool {
        if case .null = value { true } else { false }
    }
}
