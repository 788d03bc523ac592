import G8Core
/// Deep-merges a theme update into a theme's parse tree (the JSONMerger of remote styling,
/// with keys that replace whole).
struct G8ThemeMerger {
    enum Context {
        case root, tokens, modes, styles
    }

    let engine: G8
    let replacingWhole: Set<String>

    func merge(_ base: G8JSONNode, _ update: G8JSONNode, context: Context) -> G8JSONNode {
        guard var members = base.members, let changes = update.members else { return update }
        for change in changes {
            let index = members.lastIndex { $0.key == change.key }
            if case .null = change.value.value {
                if let index { members.remove(at: index) }
                continue
            }
            guard let index else {
                members.append(change)
                continue
            }
            let childContext = self.context(for: change.key, within: context)
            if replacesWhole(change.key, in: context) {
                members[index].value = change.value
            } else {
                members[index].value = merge(members[index].value, change.value, context: childContext)
            }
        }
        var result = base
        result.value = .object(members)
        return result
    }

    private func context(for key: String, within context: Context) -> Context {
        switch context {
        case .root: key == "tokens" ? .tokens : key == "styles" ? .styles : .root
        case .tokens: key == "$modes" ? .modes : .tokens
        case .modes: .modes
        case .styles: .styles
        }
    }

    private func replacesWhole(_ key: String, in context: Context) -> Bool {
        if replacingWhole.contains(key) { return true }
        switch context {
        case .root: return false
        case .tokens: return key == "$value"
        case .modes: return true
        case .styles:
            let name = G8Key(key).name
            return engine.registry.propertiesByName[name] != nil || key == G8Style.superStyleKey.stringValue
        }
    }
}
