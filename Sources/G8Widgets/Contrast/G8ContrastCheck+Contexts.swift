import G8Core
import G8Themes

extension G8ContrastCheck {
    /// `found`, each finding with the contexts of the theme it was found in, with the findings
    /// alike but for their context merged, when every combination of `theme`'s resolver
    /// contexts was checked: a modifier whose every context gives the same finding is not
    /// named (`context theme=dark` for a pair low in the dark theme whatever the contrast),
    /// and a finding the same in every context is in `every context`. A merged finding keeps
    /// the place of the first it stands for. Modes, and contexts checked each alone (past
    /// ``maximumCombinations``), are not merged: not every combination was seen. For a tool
    /// that finds its pairs elsewhere in each of ``contexts(of:)``, as ``check(_:screens:styleNames:)``
    /// reports its own:
    ///
    /// ```swift
    /// var found: [(finding: G8ContrastCheck.Finding, contexts: [String: String])] = []
    /// for (words, modal) in check.contexts(of: theme) {
    ///     found += myFindings(in: modal, context: words).map { ($0, modal.contexts) }
    /// }
    /// let warnings = check.mergingContexts(found, of: theme).compactMap(\.diagnostic)
    /// ```
    ///
    /// - Complexity: O(*n*²) in the findings alike but for their context, for each modifier.
    public func mergingContexts(_ found: [(finding: Finding, contexts: [String: String])], of theme: G8Theme) -> [Finding] {
        let modifiers = theme.modifiers
        guard modifiers.count > 0, !Self.checksModes(theme), Self.combinationCount(of: theme) <= Self.maximumCombinations else {
            return found.map(\.finding)
        }
        func key(_ finding: Finding) -> String {
            "\(finding.source?.location?.description ?? finding.pair.widget)|\(finding.pair.property)|"
                + "\(finding.pair.state?.description ?? "")|\(finding.pair.text)|\(finding.pair.background)"
        }
        var present: [String: Set<String>] = [:]
        for item in found { present[key(item.finding), default: []].insert(Self.words(item.contexts, of: modifiers)) }
        var kept: [String: [G8ThemeModifier]] = [:]
        var emitted: Set<String> = []
        var result: [Finding] = []
        for item in found {
            let group = key(item.finding)
            let seen = present[group] ?? []
            if kept[group] == nil {
                // A modifier is left unnamed when every finding of the group is found in
                // each of its contexts, the others kept.
                kept[group] = modifiers.filter { modifier in
                    !found.lazy.filter { key($0.finding) == group }.allSatisfy { other in
                        modifier.contexts.allSatisfy { context in
                            seen.contains(Self.words(other.contexts.merging([modifier.name: context]) { $1 }, of: modifiers))
                        }
                    }
                }
            }
            let named = kept[group] ?? modifiers
            let words = Self.words(item.contexts, of: named)
            guard emitted.insert(group + "|" + words).inserted else { continue }
            var finding = item.finding
            finding.context = named.isEmpty ? "every context" : "context " + words
            result.append(finding)
        }
        return result
    }

    /// Whether `theme`'s contexts are its `$modes`, named as modes.
    static func checksModes(_ theme: G8Theme) -> Bool {
        let modifiers = theme.modifiers
        return modifiers.count == 1 && modifiers[0].name == "mode" && theme.contexts["mode"] == theme.mode
    }

    /// `name=context` for each of `modifiers` that `contexts` names, in their order.
    static func words(_ contexts: [String: String], of modifiers: [G8ThemeModifier]) -> String {
        modifiers.compactMap { modifier in contexts[modifier.name].map { "\(modifier.name)=\($0)" } }.joined(separator: ", ")
    }
}
