import G8Core

/// One thing a theme update sets: a style's key, a style's `superStyle`, a style or child
/// style removed whole, or a token. What a remote theme's policy judges, before the update
/// is merged.
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

/// The walk of an update for ``G8Theme/merging(json:file:replacingWhole:vetting:)``: it reads
/// the update's tree, and the theme's engine and tokens, and hands each entry to `vet` as it
/// finds it, keeping the diagnostics `vet` gives.
///
/// - Complexity: O(members of the update), plus O(tokens of the theme) once when a token of the
///   update takes its `$type` from nothing the walk passes.
struct G8UpdateWalker {
    let theme: G8Theme
    let source: G8SourceText
    let vetting: G8UpdateVetting
    let registry: G8Registry
    private(set) var refusals: [G8Diagnostic] = []
    /// The theme's token types by path, made when a token of the update first needs one.
    private var tokenTypes: [String: String]?
    /// Each style key met, with the property it names and its role (``property(of:)``).
    private var roles: [String: (name: String, role: G8PropertyRole??)] = [:]

    init(theme: G8Theme, source: G8SourceText, vetting: G8UpdateVetting) {
        self.theme = theme
        self.source = source
        self.vetting = vetting
        self.registry = theme.engine.registry
    }

    /// Judges an entry of `kind` and `role`: by ``G8UpdateVetting/allows`` alone when that
    /// decides, else through the entry `make` makes.
    @inline(__always)
    private mutating func judge(_ kind: G8UpdateEntry.Kind, _ role: G8PropertyRole?, _ make: () -> G8UpdateEntry) {
        if vetting.allowed & G8UpdateVetting.bit(kind, role) != 0 { return }
        if let refusal = vetting.judge(make()) { refusals.append(refusal) }
    }

    /// Judges every entry of `update`, in document order.
    mutating func walk(_ update: G8JSONNode, root: G8JSONNode, tokensOnly: Bool) {
        let source = source
        if tokensOnly {
            tokens(update, base: root, path: "", group: "", inheritedType: nil)
            return
        }
        for member in update.members ?? [] {
            switch member.key {
            case "tokens" where member.value.isObject:
                tokens(member.value, base: root.member("tokens")?.value, path: "tokens", group: "", inheritedType: nil)
            case "styles" where member.value.isObject:
                for style in member.value.members ?? [] {
                    self.style(style.value, parent: "styles", key: style.key)
                }
            case "tokens", "styles":
                // `null` removes every token or style; anything else is the theme check's error.
                judge(.removal, nil) { G8UpdateEntry(kind: .removal, role: nil, parent: "", key: member.key, source: source, node: member.value) }
            default:
                break
            }
        }
    }

    /// A style (or a child's nested style), the member `key` of the object at `parent`: each of
    /// its keys is a property, a nested style, a `superStyle`, or undeclared.
    private mutating func style(_ node: G8JSONNode, parent: String, key: String) {
        let source = source
        guard let members = node.members else {
            // `null` removes the style; any other value is the theme check's error, and judged
            // here too so that no value goes unjudged.
            let kind: G8UpdateEntry.Kind = node.isNull ? .removal : .undeclared
            judge(kind, nil) { G8UpdateEntry(kind: kind, role: nil, parent: parent, key: key, source: source, node: node) }
            return
        }
        let path = parent + "." + key
        for member in members {
            if member.key == G8Style.superStyleKey.stringValue {
                judge(.superStyle, nil) { G8UpdateEntry(kind: .superStyle, role: nil, parent: path, key: member.key, source: source, node: member.value) }
                continue
            }
            let (name, role) = property(of: member.key)
            let named = name.utf8.count == member.key.utf8.count ? nil : name
            if let role {
                judge(.property, role) {
                    G8UpdateEntry(kind: .property, role: role, parent: path, key: member.key, nameOrGroup: named, source: source, node: member.value)
                }
            } else if member.value.isObject || member.value.isNull {
                style(member.value, parent: path, key: member.key)
            } else {
                judge(.undeclared, nil) {
                    G8UpdateEntry(kind: .undeclared, role: nil, parent: path, key: member.key, nameOrGroup: named, source: source, node: member.value)
                }
            }
        }
    }

    /// The property a style key names and its role (nil when no applier declares it; an
    /// optional role when one does), found once for each distinct key of the update: the
    /// styles of a theme repeat the same few keys.
    private mutating func property(of key: String) -> (name: String, role: G8PropertyRole??) {
        if let known = roles[key] { return known }
        let name = G8UpdateWalker.propertyName(of: key)
        let found = (name, registry.rolesByName[name])
        roles[key] = found
        return found
    }

    /// The property a key names: its last dot-separated component without state modifiers,
    /// `text` for `label1.text`, `titleColor` for `titleColor:disabled`. The key itself, with
    /// no copy, when it has neither.
    static func propertyName(of key: String) -> String {
        var bytes = key
        let (lastDot, colon) = bytes.withUTF8 { utf8 in
            var lastDot = -1, colon = -1
            for position in utf8.indices {
                let byte = utf8[position]
                if byte == UInt8(ascii: ".") {
                    lastDot = position
                    colon = -1
                } else if byte == UInt8(ascii: ":"), colon < 0 {
                    colon = position
                }
            }
            return (lastDot, colon)
        }
        if lastDot < 0 && colon < 0 { return key }
        let utf8 = key.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lastDot + 1)
        let end = colon < 0 ? utf8.endIndex : utf8.index(utf8.startIndex, offsetBy: colon)
        return String(Substring(utf8[start..<end]))
    }

    /// A group of tokens or a token: `node`, the member of the object at `path`'s parent, whose
    /// dotted token path is `group` (the group's own). `base` is the group or token at that place
    /// in the theme, whose `$type` a group of the update that states none inherits.
    private mutating func tokens(_ node: G8JSONNode, base: G8JSONNode?, path: String, group: String, inheritedType: String?) {
        guard let members = node.members else { return }
        let baseMembers = base?.members ?? []
        let type = G8UpdateWalker.scan(members).type ?? G8UpdateWalker.scan(baseMembers).type ?? inheritedType
        var finder = BaseFinder(baseMembers)
        // Members read in place, by index: a member copied out would retain its key and value.
        for index in members.indices where G8UpdateWalker.keyKind(members[index].key) == .name {
            let key = members[index].key
            let baseChild = finder.find(key)
            let child = members[index].value
            guard let childMembers = child.members else {
                // `null` removes a token or a group, which leaves the styles that use it
                // unresolved: the theme check refuses that. Judged as the token's.
                token(child, path: path, group: group, key: key, type: type)
                continue
            }
            let scanned = G8UpdateWalker.scan(childMembers)
            if scanned.isToken {
                token(child, path: path, group: group, key: key,
                      type: scanned.type ?? baseChild.flatMap { $0.members.flatMap { G8UpdateWalker.scan($0).type } } ?? type)
            } else {
                tokens(child, base: baseChild, path: path.isEmpty ? key : path + "." + key,
                       group: group.isEmpty ? key : group + "." + key, inheritedType: type)
            }
        }
    }

    private mutating func token(_ node: G8JSONNode, path: String, group: String, key: String, type: String?) {
        let source = source
        var type = type
        if type == nil {
            if tokenTypes == nil {
                tokenTypes = Dictionary(theme.tokens.compactMap { token in token.type.map { (token.path, $0) } }, uniquingKeysWith: { $1 })
            }
            type = tokenTypes?[group.isEmpty ? key : group + "." + key]
        }
        // A `string` token holds words that a style can set as a label's text, a `boolean` one
        // a switch such as `isHidden`; a token of any other type (colour, font, dimension,
        // image…) is look. A token of no known type is judged as content.
        let role: G8PropertyRole? = switch type {
        case nil: nil
        case "string": .content
        case "boolean": .behavior
        default: .look
        }
        judge(.token, role) { G8UpdateEntry(kind: .token, role: role, parent: path, key: key, nameOrGroup: group, source: source, node: node) }
    }

    /// What a member's key is to the walk of tokens.
    enum KeyKind {
        /// A token's or group's name.
        case name
        /// `$value`, `$modes` or `$ref`: the object is a token.
        case tokenValue
        /// `$type`.
        case type
        /// Any other key that starts with `$` (`$description`, `$extensions`, …).
        case otherReserved
    }

    /// The kind of `key`. Most keys are names, and most reserved ones `$value`: each answered
    /// by a test of one byte or of two equal strings, which the standard library answers from
    /// their bits; only the rarer reserved words are compared further.
    @inline(__always)
    static func keyKind(_ key: String) -> KeyKind {
        if key.utf8.first != UInt8(ascii: "$") { return .name }
        if key == "$value" { return .tokenValue }
        if key == "$type" { return .type }
        return key == "$modes" || key == "$ref" ? .tokenValue : .otherReserved
    }

    /// Whether an object with `members` is a token (it has `$value`, `$modes` or `$ref`), and
    /// the `$type` it states, in one pass over its members.
    private static func scan(_ members: [G8JSONMember]) -> (isToken: Bool, type: String?) {
        var isToken = false, type: String?, typed = false
        for index in members.indices {
            // Nearly every member of a token is its `$value`.
            if members[index].key == "$value" {
                isToken = true
                continue
            }
            switch keyKind(members[index].key) {
            case .name, .otherReserved: continue
            case .tokenValue: isToken = true
            case .type where !typed: (type, typed) = (members[index].value.string, true)
            case .type: continue
            }
        }
        return (isToken, type)
    }

    /// Finds the members of a group of the theme by key, for an update's members that are
    /// mostly in the same order (the order the merge keeps): the member after the last one
    /// found is tried first, and a table of the group is made at the first miss, so that an
    /// update of many of a large group's tokens is not quadratic in its size.
    private struct BaseFinder {
        let members: [G8JSONMember]
        var next = 0
        var table: [String: Int]?

        init(_ members: [G8JSONMember]) { self.members = members }

        mutating func find(_ key: String) -> G8JSONNode? {
            if next < members.count, members[next].key == key {
                next += 1
                return members[next - 1].value
            }
            // The group's own `$type`, `$description`…, which the update's members skip too.
            while next < members.count, G8UpdateWalker.keyKind(members[next].key) != .name { next += 1 }
            if next < members.count, members[next].key == key {
                next += 1
                return members[next - 1].value
            }
            if members.count <= 16 { return members.last { $0.key == key }?.value }
            if table == nil {
                table = Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { $1 })
            }
            guard let index = table?[key] else { return nil }
            next = index + 1
            return members[index].value
        }
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
