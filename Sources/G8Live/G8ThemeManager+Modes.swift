import G8Core
import G8Themes

extension G8ThemeManager {
    /// The most themes a manager keeps resolved for the modes and contexts of the theme it was
    /// given; past it they are resolved again (and kept anew) from the current one.
    public static let maximumResolvedThemes = 16

    /// A switch of mode or of contexts.
    enum ResolveRequest: Hashable {
        case mode(String?)
        case contexts([String: String])
    }

    /// The themes resolved from the theme last given to the manager, and which one each switch
    /// from each of them led to. A switch back to a mode finds the theme it had, whose styles
    /// the engine's plans are kept for: resolving again would make new styles, each recorded
    /// again, and the old plans would stay in the engine's cache until it fills.
    struct ResolvedThemes {
        /// The themes, each a different mode or context choice. Kept, so that their styles'
        /// identities, which `moves` is keyed by, stay theirs.
        var members: [G8Theme] = []
        /// The member a request made from a member (by its styles' identity) leads to.
        var moves: [Move: Int] = [:]

        struct Move: Hashable {
            let from: ObjectIdentifier
            let request: ResolveRequest
        }

        /// The member whose styles are `theme`'s, if any.
        func index(of theme: G8Theme) -> Int? {
            let id = ObjectIdentifier(theme.styles)
            return members.firstIndex { ObjectIdentifier($0.styles) == id }
        }
    }

    /// The theme `request` leads to from the theme the queued calls lead to (the current one
    /// when none is queued): the one it led to before, or resolved now and kept. Throws, and
    /// keeps nothing, for an unknown mode, modifier or context.
    func resolvedTheme(_ request: ResolveRequest) throws(G8ThemeError) -> G8Theme {
        let current = reentry.upcomingTheme ?? theme
        let move = ResolvedThemes.Move(from: ObjectIdentifier(current.styles), request: request)
        if let known = resolvedThemes.moves[move] { return resolvedThemes.members[known] }
        let result: G8Theme
        switch request {
        case .mode(let mode): result = try current.resolved(mode: mode)
        case .contexts(let contexts): result = try current.resolved(contexts: contexts)
        }
        if resolvedThemes.index(of: current) == nil || resolvedThemes.members.count >= G8ThemeManager.maximumResolvedThemes
            || resolvedThemes.moves.count >= G8ThemeManager.maximumResolvedThemes * G8ThemeManager.maximumResolvedThemes
        {
            resolvedThemes = ResolvedThemes(members: [current])
        }
        // One theme for each mode and choice of contexts: within the themes resolved from one
        // given theme, they decide the resolution, so a theme reached again by another way
        // is the one kept.
        let index: Int
        if let same = resolvedThemes.index(of: result)
            ?? resolvedThemes.members.firstIndex(where: { $0.mode == result.mode && $0.contexts == result.contexts })
        {
            index = same
        } else {
            resolvedThemes.members.append(result)
            index = resolvedThemes.members.count - 1
        }
        resolvedThemes.moves[move] = index
        return resolvedThemes.members[index]
    }
}
