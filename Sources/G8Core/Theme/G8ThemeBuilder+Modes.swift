/// Checking another mode after the default one: only what the mode changes.
///
/// A theme that loads cleanly for its default values is checked for every other mode, so that
/// switching to one later cannot fail. Such a check keeps nothing but its errors, and a style
/// value whose tokens resolve to the same values and types in the mode as by default converts
/// the same way: it was checked, without an error, a moment before. The mode's check therefore
/// resolves every token for the mode, as a load does, and walks the styles in the same order,
/// but converts only the values that name a token the mode changes, and builds no style.
extension G8ThemeBuilder {
    /// What the default mode's build resolved, to compare a mode's tokens with.
    struct Baseline {
        var resolvedTokens: [G8JSON??]
        var effectiveTypes: [String?]
    }

    /// The default build's resolutions, for ``checkingOnly(against:)`` in a mode's.
    var baseline: Baseline { Baseline(resolvedTokens: resolvedTokens, effectiveTypes: effectiveTypes) }

    /// Marks the tokens whose value or type differs from `baseline`'s, after the token phase;
    /// from then on the builder only checks (see the type's comment). A token tree read
    /// differently (which it cannot be, for the same document) leaves the builder building.
    mutating func checkingOnly(against baseline: Baseline) {
        guard baseline.resolvedTokens.count == resolvedTokens.count else { return }
        var changed = [Bool](repeating: false, count: resolvedTokens.count)
        for index in resolvedTokens.indices {
            changed[index] = baseline.resolvedTokens[index] != resolvedTokens[index]
                || baseline.effectiveTypes[index] != effectiveTypes[index]
        }
        changedTokens = changed
    }

    /// Whether the style value `node` might convert differently than in the default mode: it
    /// names a token the mode changes, or it is read in a way this does not follow (a JSON
    /// Pointer, a Tokens Studio expression, an unknown name, nesting past the limit).
    func dependsOnChangedToken(_ node: JNode, changed: [Bool], depth: Int) -> Bool {
        guard depth <= G8Theme.maximumDepth else { return true }
        switch node.value {
        case .string(let text):
            guard var name = G8ThemeBuilder.reference(in: text) else {
                return tokensStudio && G8TokenExpression.needsEvaluation(text)
            }
            if format == .styleDictionary, tokenPaths[name] == nil, name.hasSuffix(".value") { name.removeLast(6) }
            guard let index = tokenPaths[name] else { return true }
            return changed[index]
        case .array(let items):
            return items.contains { dependsOnChangedToken($0, changed: changed, depth: depth + 1) }
        case .object(let members):
            if members.count == 1, members[0].key == "$ref" { return true }
            return members.contains { dependsOnChangedToken($0.value, changed: changed, depth: depth + 1) }
        case .null, .bool, .number:
            return false
        }
    }
}
