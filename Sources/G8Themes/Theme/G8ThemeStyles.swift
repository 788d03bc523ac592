import G8Core
/// A theme's named styles, each made when it is first asked for.
///
/// A load checks every style (every key, every value converted for the properties of its
/// name, every superStyle), but makes none: an app applies a few of a theme's styles, and
/// making all of them (an entry, a theme value and a site for each key, and their release
/// with the theme) would be work spent on styles never applied. The builder that checked them
/// is kept, its conversions with it, and makes a style on first use by building it again: the
/// same walk of the same definition, each value's conversion found where the check left it,
/// so the style is the one an eager build made, and it cannot fail (the check found no error,
/// and building is deterministic). Its superStyles are made with it.
///
/// Shared by every copy of a theme (a theme is a value): a style asked for twice, from any
/// copy or any thread, is the same style, which is what a plan is cached for.
package final class G8ThemeStyles: Sendable {
    /// The style names, which never change: looked up without the lock.
    private let names: G8OrderedNames
    /// The builder that checked the styles, behind a lock: making a style mutates its tables.
    /// None for a theme without styles (a tokens file), which keeps nothing of its load here.
    private let maker: G8Locked<Maker>

    /// The builder, sent across threads only inside ``maker``'s lock.
    private struct Maker: @unchecked Sendable {
        var builder: G8ThemeBuilder?
    }

    /// The styles `builder` checked, to be made from it; its diagnostics were the load's.
    init(checkedBy builder: G8ThemeBuilder) {
        names = builder.styleNames
        guard builder.styleNames.count > 0 else {
            maker = G8Locked(Maker(builder: nil))
            return
        }
        maker = G8Locked(Maker(builder: G8ThemeBuilder(making: builder)))
    }

    /// Whether the theme has a style named `name`.
    package func contains(_ name: String) -> Bool { names[name] != nil }

    /// The style named `name`, made the first time it is asked for; nil when the theme has
    /// none by that name.
    func style(named name: String) -> G8Style? {
        guard let index = names[name] else { return nil }
        return maker.withLock { maker in
            if let built = maker.builder?.builtStyles[index] { return built }
            let style = maker.builder?.style(named: name, referencedFrom: nil)
            // A style made again reports what its check reported (deprecated tokens, undeclared
            // keys), which the theme holds already.
            maker.builder?.warnings = []
            assert(maker.builder?.errors.isEmpty == true && style != nil, "a style checked cleanly failed when made")
            return style
        }
    }
}
