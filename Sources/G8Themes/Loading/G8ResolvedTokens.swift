import G8Core

/// A token tree's tokens resolved for one mode: what ``G8AliasResolver`` returns and
/// ``G8StyleChecker`` takes, never changed after. Each token's value, `$type` and units outside
/// the format, by its place in ``G8TokenReader/TokenRead/tokenPaths``, beside the tree as read
/// (``read``), which a style's references are looked up in.
///
/// Every token is resolved or failed in it (``G8AliasResolver/resolve(_:engine:settings:baseline:context:)``
/// resolves them all, in the order first defined): checking a style only looks tokens up. A
/// loaded theme keeps it for making its styles (``G8StyleMaker``), and a mode's check compares
/// its own with the default check's (``G8StyleChecker/Baseline``).
struct G8ResolvedTokens: Sendable {
    /// The token tree as ``G8TokenReader`` read it: paths, definitions, groups and modes.
    let read: G8TokenReader.TokenRead
    /// Each token's value for the mode.
    var values: [Resolution]
    /// Each token's `$type`, its own, its group's, or its alias's.
    var types: [TypeSlot]
    /// For each token whose value fitted its `$type`, the units in it that the format does not
    /// list; nil for a token not checked or whose value did not fit. An alias of it with the
    /// same type has the same value, and takes this instead of being checked again.
    var units: [UnitsSlot]

    /// The tokens `read`, none resolved yet: a place for each in every table, all at once, each
    /// exactly as large as the tokens read.
    init(pending read: G8TokenReader.TokenRead) {
        self.read = read
        let count = read.tokenPaths.count
        values = Array(repeating: .pending, count: count)
        types = Array(repeating: TypeSlot(name: nil), count: count)
        units = Array(repeating: UnitsSlot(units: nil), count: count)
    }

    /// A token's value for the mode, once resolved.
    ///
    /// An enum of its own, not `G8JSON??`: an array of nested optionals is freed element by
    /// element through the runtime's generic optional code.
    enum Resolution: Equatable {
        case pending
        /// It failed, and was reported.
        case failed
        case resolved(G8JSON)

        /// The value, nil while pending or when it failed.
        var value: G8JSON? {
            if case .resolved(let json) = self { return json }
            return nil
        }
    }

    /// A token's type in ``types``: a struct, not a bare `String?`, for the reason
    /// ``Resolution`` is an enum (an array of optionals is freed through generic code).
    struct TypeSlot: Equatable {
        var name: String?
    }

    /// A token's units outside the format in ``units``, the same way.
    struct UnitsSlot {
        var units: [String]?
    }
}

/// What a mode's check compares with the default check's.
extension G8ResolvedTokens {
    /// Whether the style value `node` might convert differently than in the default mode: it
    /// names a token the mode changes, or it is read in a way this does not follow (a JSON
    /// Pointer, a Tokens Studio expression, an unknown name, nesting past the limit). With
    /// `changed` nil, whether it names any token at all.
    ///
    /// Static, with what it reads passed in: called from the stages' mutating methods, where a
    /// method of a stage (a large struct) would be handed a copy of all of it, for every number
    /// and boolean of a style. Used by the alias resolver for a token's value in a mode's check,
    /// and by the style checker for a style's.
    static func dependsOnChangedToken(
        _ node: G8JSONNode, changed: [Bool]?, depth: Int, paths tokenPaths: G8OrderedNames, format: G8TokenFormat, tokensStudio: Bool
    ) -> Bool {
        guard depth <= G8Theme.maximumDepth else { return true }
        switch node.value {
        case .string(let text):
            guard var name = G8AliasResolver.reference(in: text) else {
                return tokensStudio && G8TokenExpression.needsEvaluation(text)
            }
            guard let changed else { return true }
            if format == .styleDictionary, tokenPaths[name] == nil, name.hasSuffix(".value") { name.removeLast(6) }
            guard let index = tokenPaths[name] else { return true }
            return changed[index]
        case .array(let items):
            return items.contains {
                dependsOnChangedToken($0, changed: changed, depth: depth + 1, paths: tokenPaths, format: format, tokensStudio: tokensStudio)
            }
        case .object(let members):
            if members.count == 1, members[0].key == "$ref" { return true }
            return members.contains {
                dependsOnChangedToken($0.value, changed: changed, depth: depth + 1, paths: tokenPaths, format: format, tokensStudio: tokensStudio)
            }
        case .null, .bool, .number, .integer:
            return false
        }
    }
}
