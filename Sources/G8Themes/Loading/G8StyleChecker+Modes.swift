import G8Core
/// Checking another mode after the default one: only what the mode changes.
///
/// A theme that loads cleanly for its default values is checked for every other mode, so that
/// switching to one later cannot fail. Such a check keeps nothing but its errors, and a style
/// value whose tokens resolve to the same values and types in the mode as by default converts
/// the same way: it was checked, without an error, a moment before. The mode's check therefore
/// resolves every token for the mode, as a load does, and converts only the values that name a
/// token the mode changes, building no style.
///
/// Those values are found from a list the default check made as it went (``TokenValue``):
/// every style value that names a token, in the order the check met it, which is the order a
/// walk of the styles meets it. Every other diagnostic of a style walk (a malformed key, an
/// unknown or cyclic superStyle, nesting past the limit) is the same in every mode, and the
/// default check found none of them, or no mode would be checked. A check without the list
/// (a lint, which keeps nothing it can let go) walks the styles again, skipping the values that
/// name no changed token.
extension G8StyleChecker {
    /// What a check knows of the other modes: in a mode's check, the tokens the mode changes;
    /// in the default check, the values the modes' checks will convert again.
    struct ModeCheck {
        /// Set from ``G8LoadOptions/baseline`` once the tokens are resolved: whether each token's
        /// value or type differs from the default's. Non-nil means the checker checks no style
        /// and makes none.
        var changed: [Bool]?
        /// The default check's list of the style values that name a token, for the checks of
        /// other modes (``TokenValue``): kept, from the styles on, by a check that keeps its
        /// styles in a theme with modes; nil otherwise.
        var tokenValues: [TokenValue]?
    }

    /// What the default check resolved, to compare a mode's tokens with.
    struct Baseline {
        var resolved: G8ResolvedTokens
        /// The style values that name a token, in the order the default check met them; nil
        /// when it kept no list (``ModeCheck/tokenValues``).
        var tokenValues: [TokenValue]?
    }

    /// A style value that names a token, as the default check met it: what another mode's check
    /// converts again when the mode changes the token (or, for `token` -1, when
    /// ``G8ResolvedTokens/dependsOnChangedToken(_:changed:depth:paths:format:tokensStudio:)`` says so).
    struct TokenValue {
        let node: G8JSONNode
        let read: G8StyleChecker.ReadKey
        /// The JSON path of the style the value is in, and the value's key in it: joined only
        /// for a diagnostic.
        let stylePath: String
        let key: String
        /// The token's index when the value is exactly one reference to a token; -1 for any
        /// other value that names one (a composite, an expression, a pointer, an unknown name).
        let token: Int
    }

    /// The default check's resolutions, for ``checkingOnly(against:)`` in a mode's.
    var baseline: Baseline {
        Baseline(resolved: tokens, tokenValues: modes.tokenValues)
    }

    /// Marks the tokens whose value or type differs from `baseline`'s, after the token phase;
    /// from then on the style stage only checks (see the type's comment). A token tree read
    /// differently (which it cannot be, for the same document) leaves the style stage checking every style.
    mutating func checkingOnly(against baseline: Baseline) {
        guard baseline.resolved.values.count == tokens.values.count else { return }
        var changed = [Bool](repeating: false, count: tokens.values.count)
        for index in tokens.values.indices {
            changed[index] = baseline.resolved.values[index] != tokens.values[index]
                || baseline.resolved.types[index] != tokens.types[index]
        }
        modes.changed = changed
    }

    /// Notes the style value `node` of `key` in the style at `stylePath` in ``ModeCheck/tokenValues``,
    /// when the list is kept and the value names a token.
    mutating func noteTokenValue(_ node: G8JSONNode, read: ReadKey, stylePath: String, key: String) {
        guard modes.tokenValues != nil else { return }
        let token: Int
        if case .string(let text) = node.value {
            // Found as the value's own check finds it, a moment later: a repeated reference's
            // `String` is found again without hashing (``referencedToken(_:)``).
            if let index = referencedToken(text) {
                token = index
            } else if G8AliasResolver.isReference(node) {
                token = -1  // an unknown name
            } else {
                guard tokens.read.tokensStudio && G8TokenExpression.needsEvaluation(text) else { return }
                token = -1
            }
        } else {
            guard G8ResolvedTokens.dependsOnChangedToken(
                node, changed: nil, depth: 0, paths: tokens.read.tokenPaths, format: format, tokensStudio: tokens.read.tokensStudio)
            else { return }
            token = -1
        }
        modes.tokenValues?.append(TokenValue(node: node, read: read, stylePath: stylePath, key: key, token: token))
    }

    /// A mode's check of the style values the default check listed (``Baseline/tokenValues``):
    /// those that name a token the mode changes are converted again, in the order the default
    /// check met them, with the diagnostics a walk of the styles would give.
    mutating func checkTokenValues(_ values: [TokenValue], changed: [Bool]) {
        // Field by field: a value bound whole is copied (a node, a key and two strings).
        for position in values.indices {
            let token = values[position].token, read = values[position].read
            if token >= 0 {
                guard changed[token] else { continue }
                // The token met before for a key of this name, and converted cleanly then: its
                // check would convert nothing and, for a token not deprecated, report nothing.
                // Most of a mode's values are such repeats; each costs one lookup by numbers.
                if read.isDeclared, tokens.read.tokenDefinitions[token].deprecated == nil,
                    learned.quickChecks.contains(G8QuickCheck.token(token, slot: read.nameSlot).key)
                {
                    continue
                }
            } else if !G8ResolvedTokens.dependsOnChangedToken(
                values[position].node, changed: changed, depth: 0, paths: tokens.read.tokenPaths, format: format, tokensStudio: tokens.read.tokensStudio)
            {
                continue
            }
            _ = leafValue(values[position].node, read: read, keyOffset: nil, stylePath: values[position].stylePath, key: values[position].key)
        }
    }
}
