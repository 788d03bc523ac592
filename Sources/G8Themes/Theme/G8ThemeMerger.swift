import G8Core
/// Deep-merges a theme update into a theme's parse tree (the JSONMerger of remote styling,
/// with keys that replace whole).
struct G8ThemeMerger {
    enum Context {
        case root, tokens, modes, styles
    }

    let engine: G8
    let replacingWhole: Set<String>

    /// Whether a merge of `changes` members into an object of `members` finds keys through a
    /// table rather than by scanning: a design system's set merged over another has groups of
    /// hundreds of tokens, and a scan for each would make the merge quadratic in the group's
    /// size. A table costs a hash of every key, weighed here as eight comparisons, so a few
    /// changes to a large group still scan.
    static func findsKeysThroughTable(members: Int, changes: Int) -> Bool {
        members > 16 && members * changes > 8 * (members + changes)
    }

    /// `update` merged into `base`: a member of `update` replaces or merges into the last member
    /// of `base` with its key, `null` removes that member, and a new key is appended.
    ///
    /// One loop whichever way a key is found: through a table of positions (see
    /// ``findsKeysThroughTable(members:changes:)``; only while no key is written twice, which the
    /// table could not tell apart) or by scanning back over the members not removed. A removed
    /// member stays in place, marked, until the end keeps the others in order.
    ///
    /// - Complexity: O(members + changes) for an object whose keys are found through the table,
    ///   O(members × changes) for one that scans.
    func merge(_ base: G8JSONNode, _ update: G8JSONNode, context: Context) -> G8JSONNode {
        var unjudged: G8UpdateWalker?
        return merge(base, update, context: context, judging: .unjudged, by: &unjudged)
    }

    /// ``merge(_:_:context:)``, with `judge` judging each entry of `update` as the merge meets
    /// it, in document order: `scope` is where `update`'s members are, to the judging. Each
    /// member is judged beside the member of `base` it merges into, and the members of what the
    /// merge takes whole (a new key, a value that replaces whole) are walked by `judge`.
    func merge(
        _ base: G8JSONNode, _ update: G8JSONNode, context: Context, judging scope: G8UpdateWalker.Scope, by judge: inout G8UpdateWalker?
    ) -> G8JSONNode {
        guard var members = base.members, let changes = update.members else {
            if scope.isJudged { judge?.walk(update, base: base, in: scope) }
            return update
        }
        var positions = G8ThemeMerger.findsKeysThroughTable(members: members.count, changes: changes.count)
            ? G8ThemeMerger.positions(of: members) : nil
        // Empty until the first removal.
        var removed: [Bool] = []
        for change in changes {
            let index: Int?
            if let positions {
                index = positions[change.key]
            } else {
                index = members.indices.last { (removed.isEmpty || !removed[$0]) && members[$0].key == change.key }
            }
            var judged = G8UpdateWalker.Judged()
            if scope.isJudged, let found = judge?.judge(change, base: index.map { members[$0].value }, in: scope) { judged = found }
            if case .null = change.value.value {
                if let index {
                    if removed.isEmpty { removed = Array(repeating: false, count: members.count) }
                    removed[index] = true
                    positions?[change.key] = nil
                }
                continue
            }
            guard let index else {
                positions?[change.key] = members.count
                members.append(change)
                if !removed.isEmpty { removed.append(false) }
                if judged.scope.isJudged { judge?.walk(change.value, base: nil, in: judged.scope) }
                continue
            }
            members[index].value = mergedValue(members[index].value, change, within: context, judged: judged, by: &judge)
        }
        if !removed.isEmpty {
            members = members.indices.compactMap { removed[$0] ? nil : members[$0] }
        }
        var result = base
        result.value = .object(members)
        return result
    }

    /// Each key's position among `members`, or nil when a key is written twice.
    private static func positions(of members: [G8JSONMember]) -> [String: Int]? {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(members.count + members.count / 2)
        for (index, member) in members.enumerated() where positions.updateValue(index, forKey: member.key) != nil {
            return nil
        }
        return positions
    }

    /// A member's new value: `change`'s, or `change` merged into `current`, judged by `judge`
    /// in the scope `judged` gives for its members.
    private func mergedValue(
        _ current: G8JSONNode, _ change: G8JSONMember, within context: Context, judged: G8UpdateWalker.Judged, by judge: inout G8UpdateWalker?
    ) -> G8JSONNode {
        if replacesWhole(change.key, in: context, namesProperty: judged.namesProperty)
            || (context == .tokens && (judged.scans.map(G8ThemeMerger.oneIsATokenTheOtherAGroup) ?? G8ThemeMerger.oneIsATokenTheOtherAGroup(current, change.value))) {
            if judged.scope.isJudged { judge?.walk(change.value, base: current, in: judged.scope) }
            return change.value
        }
        return merge(current, change.value, context: self.context(for: change.key, within: context), judging: judged.scope, by: &judge)
    }

    /// Whether, of two token-tree objects at one path, one is a token (it has `$value`) and the
    /// other a group of tokens or groups: the later then replaces the earlier whole. Merged, they
    /// would make a token that holds tokens, which the format refuses; and the Resolver Module
    /// merges sources so that "if a token is declared multiple times, the last occurrence in the
    /// array will be the final value", a token over a group as over a token. A later object of
    /// `$` members only (`{"$description": …}`) still merges into a token.
    static func oneIsATokenTheOtherAGroup(_ earlier: G8JSONNode, _ later: G8JSONNode) -> Bool {
        guard let later = G8TokenScan(later), let earlier = G8TokenScan(earlier) else { return false }
        return oneIsATokenTheOtherAGroup((update: later, base: earlier))
    }

    /// ``oneIsATokenTheOtherAGroup(_:_:)`` from one scan of each object, the update's and the
    /// theme's: a judged merge has scanned both already.
    static func oneIsATokenTheOtherAGroup(_ scans: (update: G8TokenScan, base: G8TokenScan)) -> Bool {
        let (later, earlier) = scans
        if later.hasValue { return !earlier.hasValue && earlier.holdsChildren }
        return later.holdsChildren && earlier.hasValue
    }

    private func context(for key: String, within context: Context) -> Context {
        switch context {
        case .root: key == "tokens" ? .tokens : key == "styles" ? .styles : .root
        case .tokens: key == "$modes" ? .modes : .tokens
        case .modes: .modes
        case .styles: .styles
        }
    }

    /// Whether the value of `key` in `context` replaces whole. `namesProperty`, when the judging
    /// of the update found it, says whether a style key names a property.
    private func replacesWhole(_ key: String, in context: Context, namesProperty: Bool?) -> Bool {
        if replacingWhole.contains(key) { return true }
        switch context {
        case .root: return false
        case .tokens: return key == "$value"
        case .modes: return true
        case .styles:
            if let namesProperty { return namesProperty || key == G8Style.superStyleKey.stringValue }
            // The name alone, as `G8Key(key).name` would give it, without making the key's
            // components and modifiers, which no merge reads.
            let name = G8UpdateWalker.propertyName(of: key)
            return engine.registry.propertiesByName[name] != nil || key == G8Style.superStyleKey.stringValue
        }
    }
}
