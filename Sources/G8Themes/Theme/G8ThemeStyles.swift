import G8Core
/// A theme's named styles, each made when it is first asked for.
///
/// A load checks every style (every key, every value converted for the properties of its
/// name, every superStyle), but makes none: an app applies a few of a theme's styles, and
/// making all of them (an entry, a theme value and a site for each key, and their release
/// with the theme) would be work spent on styles never applied. What making a style needs of
/// the load is kept (``G8StyleMaker``: the resolved tokens, the definitions, the conversions
/// the check made), not the loader, and a style is made from it on first use, with its
/// superStyles: the style an eager load made, which cannot fail.
///
/// Shared by every copy of a theme (a theme is a value): a style asked for twice, from any
/// copy or any thread, is the same style, which is what a plan is cached for.
package final class G8ThemeStyles: Sendable {
    /// The style names, which never change: looked up without the lock.
    private let names: G8OrderedNames
    /// What makes the styles, behind a lock: making a style grows its tables. None for a
    /// theme without styles (a tokens file), which keeps nothing of its load here.
    private let maker: G8Locked<G8StyleMaker?>

    /// The styles `checker` checked, to be made from what it kept; its diagnostics were the
    /// load's.
    init(checkedBy checker: G8StyleChecker) {
        names = checker.styleNames
        maker = G8Locked(checker.styleNames.count > 0 ? G8StyleMaker(checkedBy: checker) : nil)
    }

    /// Whether the theme has a style named `name`.
    package func contains(_ name: String) -> Bool { names[name] != nil }

    /// The style named `name` (in any canonically equivalent spelling), made the first time it
    /// is asked for; nil when the theme has none by that name.
    func style(named name: String) -> G8Style? {
        guard let index = names[name] else { return nil }
        let kept = names.order[index]
        return maker.withLock { maker in maker?.make(named: kept, at: index) }
    }
}
