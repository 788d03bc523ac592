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
    /// The modifiers whose document declares no `default`, with where each is written: the
    /// module requires the input to name a context for each of them.
    var withoutDefault: [(name: String, path: String, location: G8SourceLocation?)] = []
    /// Whether the layers are a Tokens Studio file's sets, read with its conventions.
    var tokensStudio = false
    /// Styles that use the tokens, when the theme has them: the tree is then a theme,
    /// `{"tokens": …, "styles": …}`.
    var styles: G8JSONNode?
    /// The styles file's `namedColors`, kept beside its styles: they name the tokens of the
    /// chosen contexts, as style values do.
    var namedColors: G8JSONNode?

    /// Takes a theme file's `styles` and `namedColors` over these tokens, and its `tokens`,
    /// if any, as the last layer (over every set and modifier): `root` is the file's parse
    /// tree, the source at index `source`. A file without `styles` gives an empty set of them.
    mutating func adopt(stylesFile root: G8JSONNode, source: Int32) {
        if let tokens = root.member("tokens")?.value { layers.append(.set([tokens])) }
        styles = root.member("styles")?.value ?? G8JSONNode(value: .object([]), source: source, offset: 0)
        namedColors = root.member(G8StyleChecker.namedColorsKey)?.value
    }

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

    /// A warning for each modifier that declares no default and that `choice` names no context
    /// of: the Resolver Module requires an input for it, and the reader takes its first context.
    func missingInputs(_ choice: [String: String]) -> [G8Diagnostic] {
        withoutDefault.filter { choice[$0.name] == nil }.map { modifier in
            let first = modifiers.first { $0.name == modifier.name }?.defaultContext ?? ""
            return G8Diagnostic(
                level: .warning, path: modifier.path,
                kind: .invalidResolver(reason: "the modifier '\(modifier.name)' declares no default and the input names none of"
                                       + " its contexts, which the Resolver Module requires; read with its first context, '\(first)'"),
                location: modifier.location)
        }
    }

    /// Loading builds the tree of the chosen contexts and, to check that every context loads, the
    /// tree of each other context of each modifier (the others at their defaults). Listing a large
    /// source many times, or giving many modifiers many contexts over it, makes that work grow as
    /// a product of the document's size and its sources': a resolver is refused when the trees
    /// would merge more than ``workFactor`` times the values its distinct sources hold, or
    /// ``workFloor``, whichever is more.
    static let workFactor = 16
    static let workFloor = 4_000_000

    /// The JSON values merged to make every tree a load builds, those the distinct sources hold,
    /// and the most that may be merged.
    var work: (merged: Int, distinct: Int, limit: Int) {
        var weights: [Int64: Int] = [:]  // by source and offset: a source listed again is counted once
        func weight(_ node: G8JSONNode) -> Int {
            let key = Int64(node.source) << 32 | Int64(UInt32(bitPattern: node.offset))
            if let known = weights[key] { return known }
            let count = node.valueCount
            weights[key] = count
            return count
        }
        func weight(_ sources: [G8JSONNode]) -> Int { sources.reduce(0) { $0 + weight($1) } }
        var base = 0
        var others: [(defaultWeight: Int, contextWeights: [Int])] = []
        for layer in layers {
            switch layer {
            case .set(let sources):
                base += weight(sources)
            case .modifier(_, let contexts, let defaultContext):
                let chosen = contexts.first { $0.name == defaultContext }.map { weight($0.sources) } ?? 0
                base += chosen
                others.append((chosen, contexts.filter { $0.name != defaultContext }.map { weight($0.sources) }))
            }
        }
        var merged = base
        for modifier in others {
            for context in modifier.contextWeights { merged += base - modifier.defaultWeight + context }
        }
        let distinct = weights.values.reduce(0, +)
        return (merged, distinct, max(G8TokenLayers.workFloor, G8TokenLayers.workFactor * distinct))
    }

    /// Every layer's sources for `selection`, merged in order into one token tree (inside a
    /// theme with ``styles`` when there are some).
    func root(for selection: [String: String], engine: G8) -> G8JSONNode {
        let tokens = tokenTree(for: selection, engine: engine)
        guard let styles else { return tokens }
        var members = [G8JSONMember(key: "tokens", keyOffset: 0, value: tokens), G8JSONMember(key: "styles", keyOffset: 0, value: styles)]
        if let namedColors { members.append(G8JSONMember(key: G8StyleChecker.namedColorsKey, keyOffset: 0, value: namedColors)) }
        return G8JSONNode(value: .object(members), source: styles.source, offset: 0)
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

extension G8JSONNode {
    /// How many JSON values the node holds, itself included: a measure of the work of merging it.
    fileprivate var valueCount: Int {
        var count = 0
        var pending = [self]
        while let node = pending.popLast() {
            count += 1
            switch node.value {
            case .array(let items): pending.append(contentsOf: items)
            case .object(let members): for member in members { pending.append(member.value) }
            default: break
            }
        }
        return count
    }
}
