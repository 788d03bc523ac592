import G8Core

/// The judging of an update's entries for ``G8Theme/merging(json:file:replacingWhole:vetting:)``,
/// as the merge meets them: ``G8ThemeMerger`` hands it each member of the update with the
/// theme's member it merges into (``judge(_:base:in:)``), and what the merge takes whole, the
/// walker walks itself (``walk(_:base:in:)``). It hands each entry to `vetting` and keeps the
/// diagnostics `vetting` gives.
///
/// The merge has found the theme's member beside each of the update's; the judging reads it
/// too: a token's `$type` may be stated by the theme's token at its place. What the judging
/// reads that the merge reads as well, it reads once and gives back (``Judged``): the scans of
/// a token and the theme's token beside it, and whether a style key names a property.
///
/// - Complexity: O(members of the update), plus O(tokens of the theme) once when a token of the
///   update takes its `$type` from nothing the walk passes.
struct G8UpdateWalker {
    /// Where a member of the update is, to the judging: what its key names. Plain data (a group
    /// or a style is the walker's, by position), so that the merge passes it on without
    /// reference counting.
    enum Scope {
        /// Nothing judged: a token's own members, a property's value, a root key other than
        /// `tokens` and `styles`.
        case unjudged
        /// The update's root: its `tokens` and `styles`.
        case root
        /// A group of tokens (one of ``groups``): each member not reserved (`$…`) is a token or
        /// a group.
        case tokens(group: Int)
        /// The `styles` object: each member is a style.
        case styles
        /// A style or a child's nested style, whose keypath is one of ``stylePaths``: each member
        /// is a property, a nested style, a `superStyle`, or undeclared.
        case style(path: Int)

        var isJudged: Bool {
            if case .unjudged = self { false } else { true }
        }
    }

    /// A group of tokens of the update, as its tokens are judged.
    struct TokenGroup {
        /// Its keypath from the document's root (`tokens.color`).
        let path: String
        /// Its dotted token path (`color`), empty at the root of the tokens.
        let name: String
        /// The `$type` its tokens inherit: its own, or else its theme counterpart's, or else its
        /// parent's.
        let type: String?
        /// ``G8UpdateWalker/role(ofTokenType:)`` of ``type``, found once for all its tokens.
        let role: G8PropertyRole?

        init(path: String, name: String, type: String?, role: G8PropertyRole?) {
            (self.path, self.name, self.type, self.role) = (path, name, type, role)
        }

        /// The group at the root of the tokens, `node`, at `path`, merged into `base`.
        init(root node: G8JSONNode, base: G8JSONNode?, path: String) {
            let type = G8UpdateWalker.type(of: node) ?? base.flatMap(G8UpdateWalker.type(of:))
            self.init(path: path, name: "", type: type, role: G8UpdateWalker.role(ofTokenType: type))
        }

        /// Its member `key`, a group stating `type` (its own, or its theme counterpart's).
        func child(_ key: String, type: String?) -> TokenGroup {
            TokenGroup(path: path.isEmpty ? key : path + "." + key, name: name.isEmpty ? key : name + "." + key,
                       type: type ?? self.type, role: type.map(G8UpdateWalker.role(ofTokenType:)) ?? role)
        }
    }

    /// What judging a member found, for the merge of it.
    struct Judged {
        /// Where the member's own members are.
        var scope: Scope = .unjudged
        /// For a member of a group of tokens that is an object, merged into an object of the
        /// theme: one scan of each.
        var scans: (update: G8TokenScan, base: G8TokenScan)?
        /// For a style's key: whether it names a property.
        var namesProperty: Bool?
    }

    let theme: G8Theme
    let source: G8SourceText
    let vetting: G8UpdateVetting
    let registry: G8Registry
    private(set) var refusals: [G8Diagnostic] = []
    /// The groups of tokens and the keypaths of styles met, which scopes name by position.
    private var groups: [TokenGroup] = []
    private var stylePaths: [String] = []
    /// The theme's token types by path, made when a token of the update first needs one.
    private var tokenTypes: [String: String]?
    /// What each style key met names (``declaration(of:)``).
    private var declarations: [String: Declaration] = [:]

    /// What a style key names: the role of its property (nil when no applier declares it; an
    /// optional role when one does), and whether a value applier declares it as a property.
    private struct Declaration {
        let role: G8PropertyRole??
        let namesProperty: Bool
    }

    init(theme: G8Theme, source: G8SourceText, vetting: G8UpdateVetting) {
        self.theme = theme
        self.source = source
        self.vetting = vetting
        self.registry = theme.engine.registry
    }

    /// Where the members of `update`, merged into the theme's `root`, are.
    mutating func scope(of update: G8JSONNode, root: G8JSONNode, tokensOnly: Bool) -> Scope {
        tokensOnly ? groupScope(TokenGroup(root: update, base: root, path: "")) : .root
    }

    private mutating func groupScope(_ group: TokenGroup) -> Scope {
        groups.append(group)
        return .tokens(group: groups.count - 1)
    }

    private mutating func styleScope(at path: String) -> Scope {
        stylePaths.append(path)
        return .style(path: stylePaths.count - 1)
    }

    /// The `$type` an object states, nil when it is none.
    private static func type(of node: G8JSONNode) -> String? {
        node.members.flatMap { G8TokenScan($0).type(in: $0) }
    }

    /// Judges an entry of `kind` and `role`: by ``G8UpdateVetting/allows`` alone when that
    /// decides, else through the entry `make` makes.
    @inline(__always)
    private mutating func vet(_ kind: G8UpdateEntry.Kind, _ role: G8PropertyRole?, _ make: () -> G8UpdateEntry) {
        if !allows(kind, role) { vet(make()) }
    }

    /// Whether ``G8UpdateVetting/allows`` allows every entry of `kind` and `role`.
    @inline(__always)
    private func allows(_ kind: G8UpdateEntry.Kind, _ role: G8PropertyRole?) -> Bool {
        vetting.allowed & G8UpdateVetting.bit(kind, role) != 0
    }

    /// Judges `entry`, which ``allows(_:_:)`` does not decide.
    private mutating func vet(_ entry: G8UpdateEntry) {
        if let refusal = vetting.judge(entry) { refusals.append(refusal) }
    }

    /// Judges `member`, a member of the update in `scope`, which merges into `base` (the
    /// theme's member of its key there, if any): the entry it is, if it is one. Its own members
    /// are judged in the scope this returns, by the merge of them or by ``walk(_:base:in:)``.
    mutating func judge(_ member: G8JSONMember, base: G8JSONNode?, in scope: Scope) -> Judged {
        let source = source
        switch scope {
        case .unjudged:
            return Judged()
        case .root:
            switch member.key {
            case "tokens" where member.value.isObject:
                return Judged(scope: groupScope(TokenGroup(root: member.value, base: base, path: "tokens")))
            case "styles" where member.value.isObject:
                return Judged(scope: .styles)
            case "tokens", "styles":
                // `null` removes every token or style; anything else is the theme check's error.
                vet(.removal, nil) { G8UpdateEntry(kind: .removal, role: nil, parent: "", key: member.key, source: source, node: member.value) }
                return Judged()
            default:
                return Judged()
            }
        case .tokens(let group):
            return token(member, base: base, in: group)
        case .styles:
            guard member.value.isObject else {
                // `null` removes the style; any other value is the theme check's error, and
                // judged here too so that no value goes unjudged.
                let kind: G8UpdateEntry.Kind = member.value.isNull ? .removal : .undeclared
                vet(kind, nil) { G8UpdateEntry(kind: kind, role: nil, parent: "styles", key: member.key, source: source, node: member.value) }
                return Judged()
            }
            return Judged(scope: styleScope(at: "styles." + member.key))
        case .style(let path):
            return styleKey(member, in: stylePaths[path])
        }
    }

    /// Judges the members of `node`, which the merge took whole where `base` was (the theme's
    /// member there, if any), in `scope`, and theirs.
    mutating func walk(_ node: G8JSONNode, base: G8JSONNode?, in scope: Scope) {
        guard scope.isJudged, let members = node.members else { return }
        // Only a token's judgement reads the theme's members (for `$type`).
        let findsBase = switch scope {
        case .root, .tokens: true
        case .unjudged, .styles, .style: false
        }
        var finder = BaseFinder(findsBase ? base?.members ?? [] : [])
        // Members read in place, by index: a member copied out would retain its key and value.
        for index in members.indices {
            let key = members[index].key
            let baseChild = findsBase && G8UpdateWalker.keyKind(key) == .name ? finder.find(key) : nil
            let inner = judge(members[index], base: baseChild, in: scope).scope
            if inner.isJudged { walk(members[index].value, base: baseChild, in: inner) }
        }
    }

    /// A member of a group of tokens: a token, a group, `null` (judged as the token's), or a
    /// reserved member (`$type`, …), which is no entry.
    private mutating func token(_ member: G8JSONMember, base: G8JSONNode?, in group: Int) -> Judged {
        guard G8UpdateWalker.keyKind(member.key) == .name else { return Judged() }
        guard let members = member.value.members else {
            // `null` removes a token or a group, which leaves the styles that use it
            // unresolved: the theme check refuses that. Judged as the token's.
            judgeToken(member, type: nil, in: group)
            return Judged()
        }
        let scan = G8TokenScan(members)
        let baseMembers = base?.members
        let baseScan = baseMembers.map(G8TokenScan.init)
        let scans = baseScan.map { (update: scan, base: $0) }
        let type = scan.type(in: members) ?? baseMembers.flatMap { baseScan?.type(in: $0) }
        if scan.isToken {
            judgeToken(member, type: type, in: group)
            return Judged(scans: scans)
        }
        return Judged(scope: groupScope(groups[group].child(member.key, type: type)), scans: scans)
    }

    /// Judges the token `member` of `groups[group]`, of `type` when it or the theme's token
    /// states one.
    private mutating func judgeToken(_ member: G8JSONMember, type: String?, in group: Int) {
        let role: G8PropertyRole?
        if let type {
            role = G8UpdateWalker.role(ofTokenType: type)
        } else if groups[group].type != nil {
            role = groups[group].role
        } else {
            if tokenTypes == nil {
                tokenTypes = Dictionary(theme.tokens.compactMap { token in token.type.map { (token.path, $0) } }, uniquingKeysWith: { $1 })
            }
            let name = groups[group].name
            role = G8UpdateWalker.role(ofTokenType: tokenTypes?[name.isEmpty ? member.key : name + "." + member.key])
        }
        if allows(.token, role) { return }
        let (source, group) = (source, groups[group])
        vet(G8UpdateEntry(kind: .token, role: role, parent: group.path, key: member.key, nameOrGroup: group.name, source: source, node: member.value))
    }

    /// A token's role from its type. A `string` token holds words that a style can set as a
    /// label's text, a `boolean` one a switch such as `isHidden`; a token of any other type
    /// (colour, font, dimension, image…) is look. A token of no known type is judged as content.
    static func role(ofTokenType type: String?) -> G8PropertyRole? {
        switch type {
        case nil: nil
        case "string": .content
        case "boolean": .behavior
        default: .look
        }
    }

    /// A member of a style (or a child's nested style) at `path`: a property, a nested style, a
    /// `superStyle`, or undeclared.
    private mutating func styleKey(_ member: G8JSONMember, in path: String) -> Judged {
        let source = source
        let key = member.key, node = member.value
        if key == G8Style.superStyleKey.stringValue {
            vet(.superStyle, nil) { G8UpdateEntry(kind: .superStyle, role: nil, parent: path, key: key, source: source, node: node) }
            return Judged()
        }
        let declared = declaration(of: key)
        var judged = Judged(namesProperty: declared.namesProperty)
        if let role = declared.role {
            vet(.property, role) {
                G8UpdateEntry(kind: .property, role: role, parent: path, key: key, nameOrGroup: G8UpdateWalker.renamed(key), source: source, node: node)
            }
        } else if node.isObject {
            judged.scope = styleScope(at: path + "." + key)
        } else if node.isNull {
            // `null` removes the child's nested style.
            vet(.removal, nil) { G8UpdateEntry(kind: .removal, role: nil, parent: path, key: key, source: source, node: node) }
        } else {
            vet(.undeclared, nil) {
                G8UpdateEntry(kind: .undeclared, role: nil, parent: path, key: key, nameOrGroup: G8UpdateWalker.renamed(key), source: source, node: node)
            }
        }
        return judged
    }

    /// What a style key names, found once for each distinct key of the update: the styles of a
    /// theme repeat the same few keys.
    private mutating func declaration(of key: String) -> Declaration {
        if let known = declarations[key] { return known }
        let name = G8UpdateWalker.propertyName(of: key)
        let found = Declaration(role: registry.rolesByName[name], namesProperty: registry.propertiesByName[name] != nil)
        declarations[key] = found
        return found
    }

    /// The property name of `key` when it differs from the key (`text` for `label1.text`).
    private static func renamed(_ key: String) -> String? {
        let name = propertyName(of: key)
        return name.utf8.count == key.utf8.count ? nil : name
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

    /// What a member's key is to the walk of tokens.
    enum KeyKind {
        /// A token's or group's name.
        case name
        /// `$value`: the object is a token.
        case value
        /// `$modes` or `$ref`: the object is a token too.
        case tokenValue
        /// `$type`.
        case type
        /// Any other key that starts with `$` (`$description`, `$extensions`, …).
        case otherReserved
    }

    /// The kind of `key`. Most keys are names, and most reserved ones `$value`: each answered
    /// by a test of one byte or of two equal strings, which the standard library answers from
    /// their bits (two strings that differ it compares in a call); only the rarer reserved
    /// words are compared further.
    @inline(__always)
    static func keyKind(_ key: String) -> KeyKind {
        if key.isEmpty || key.utf8[key.utf8.startIndex] != UInt8(ascii: "$") { return .name }
        if key == "$value" { return .value }
        if key == "$type" { return .type }
        return key == "$modes" || key == "$ref" ? .tokenValue : .otherReserved
    }

    /// Finds the members of a group of the theme by key, for members of an update the merge
    /// took whole, mostly in the same order (the order the merge keeps): the member after the
    /// last one found is tried first, and a table of the group is made at the first miss, so
    /// that an update of many of a large group's tokens is not quadratic in its size.
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
