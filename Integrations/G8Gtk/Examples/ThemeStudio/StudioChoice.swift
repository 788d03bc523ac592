import G8Gtk

/// One entry of the mode chooser: the default mode, a `$modes` mode, or a combination of a
/// resolver document's modifier contexts.
struct StudioChoice: Equatable {
    /// The words the chooser shows: `default`, `dark`, `theme=dark, size=mobile`.
    let title: String
    /// The mode, for a theme with `$modes`; nil for the default mode and for contexts.
    let mode: String?
    /// The modifiers' contexts, for a resolver document; empty otherwise.
    let contexts: [String: String]

    /// The choices a theme offers: its default mode then each mode, or every combination of
    /// its modifiers' contexts (up to 64), the defaults first.
    static func all(for theme: G8Theme?) -> [StudioChoice] {
        let base = StudioChoice(title: "default", mode: nil, contexts: [:])
        guard let theme else { return [base] }
        let modifiers = theme.modifiers
        if modifiers.isEmpty || (modifiers.count == 1 && modifiers[0].name == "mode" && theme.contexts["mode"] == theme.mode) {
            return [base] + theme.modes.map { StudioChoice(title: $0, mode: $0, contexts: [:]) }
        }
        var combinations: [[String: String]] = [[:]]
        for modifier in modifiers {
            combinations = combinations.flatMap { choice in modifier.contexts.map { choice.merging([modifier.name: $0]) { $1 } } }
            if combinations.count > 64 { combinations = Array(combinations.prefix(64)) }
        }
        let defaults = theme.contexts
        let sorted = combinations.filter { $0 == defaults } + combinations.filter { $0 != defaults }
        return sorted.map { choice in
            let title = modifiers.compactMap { modifier in choice[modifier.name].map { "\(modifier.name)=\($0)" } }.joined(separator: ", ")
            return StudioChoice(title: title, mode: nil, contexts: choice)
        }
    }

    /// `theme` in this mode or context.
    func resolve(_ theme: G8Theme) throws(G8ThemeError) -> G8Theme {
        contexts.isEmpty ? try theme.resolved(mode: mode) : try theme.resolved(contexts: contexts)
    }

    /// Switches `manager`, and every interface it styles, to this mode or context.
    @MainActor
    func apply(to manager: G8ThemeManager) throws(G8ThemeError) -> G8Report {
        contexts.isEmpty ? try manager.switchMode(to: mode) : try manager.switchContexts(to: contexts)
    }
}
