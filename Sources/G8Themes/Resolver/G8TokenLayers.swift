import G8Core
/// A token tree made of layers merged in order: a resolver document's sets and modifiers in
/// its `resolutionOrder`, or a Tokens Studio file's sets. A choice of context per modifier
/// gives the one tree the reader reads.
struct G8TokenLayers: Sendable {
    enum Layer: Sendable {
        case set([G8JSONNode])
        case modifier(name: String, contexts: [(name: String, sources: [G8JSONNode])], defaultContext: String)
    }

    var layers: [Layer]
    /// Whether the layers are a Tokens Studio file's sets, read with its conventions.
    var tokensStudio = false
    /// Styles that use the tokens, when the theme has them: the tree is then a theme,
    /// `{"tokens": …, "styles": …}`.
    var styles: G8JSONNode?

    var modifiers: [G8ThemeModifier] {
        layers.compactMap {
            guard case .modifier(let name, let contexts, let defaultContext) = $0 else { return nil }
            return G8ThemeModifier(name: name, contexts: contexts.map(\.name), defaultContext: defaultContext)
        }
    }

    /// The chosen contexts, each modifier's default where `choice` names none.
    func selection(_ choice: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for modifier in modifiers { result[modifier.name] = choice[modifier.name] ?? modifier.defaultContext }
        return result
    }

    /// Every layer's sources for `selection`, merged in order into one token tree (inside a
    /// theme with ``styles`` when there are some).
    func root(for selection: [String: String], engine: G8) -> G8JSONNode {
        let tokens = tokenTree(for: selection, engine: engine)
        guard let styles else { return tokens }
        return G8JSONNode(value: .object([G8JSONMember(key: "tokens", keyOffset: 0, value: tokens), G8JSONMember(key: "styles", keyOffset: 0, value: styles)]),
                     source: styles.source, offset: 0)
    }

    private func tokenTree(for selection: [String: String], engine: G8) -> G8JSONNode {
        let merger = G8ThemeMerger(engine: engine, replacingWhole: [])
        var root = G8JSONNode(value: .object([]), source: 0, offset: 0)
        for layer in layers {
            switch layer {
            case .set(let sources):
                for source in sources { root = merger.merge(root, source, context: .tokens) }
            case .modifier(let name, let contexts, let defaultContext):
                let chosen = selection[name] ?? defaultContext
                for source in contexts.first(where: { $0.name == chosen })?.sources ?? [] {
                    root = merger.merge(root, source, context: .tokens)
                }
            }
        }
        return root
    }
}
