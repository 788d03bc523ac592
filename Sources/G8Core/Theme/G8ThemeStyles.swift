import Foundation

/// A theme's named styles, each made when it is first asked for.
///
/// A load checks every style (every key, every value converted for the properties of its
/// name, every superStyle), but makes none: an app applies a few of a theme's styles, and
/// making all of them (an entry, a theme value and a site for each key, and their release
/// with the theme) was a sixth of loading a style-heavy theme. The builder that checked them
/// is kept, its conversions with it, and makes a style on first use by building it again: the
/// same walk of the same definition, each value's conversion found where the check left it,
/// so the style is the one an eager build made, and it cannot fail (the check found no error,
/// and building is deterministic). Its superStyles are made with it.
///
/// Shared by every copy of a theme (a theme is a value): a style asked for twice, from any
/// copy or any thread, is the same style, which is what a plan is cached for.
final class G8ThemeStyles: @unchecked Sendable {
    /// The builder, behind `lock`: making a style mutates its tables. None for a theme
    /// without styles (a tokens file), which keeps nothing of its load here.
    private var builder: G8ThemeBuilder?
    private let lock = NSLock()

    /// The styles `builder` checked, to be made from it; its diagnostics were the load's.
    init(checkedBy builder: G8ThemeBuilder) {
        guard builder.styleNames.count > 0 else {
            self.builder = nil
            return
        }
        var builder = builder
        builder.errors = []
        builder.warnings = []
        builder.tokenValues = nil
        builder.makesStyles = true
        builder.builtStyles = Array(repeating: nil, count: builder.styleNames.count)
        self.builder = builder
    }

    /// Whether the theme has a style named `name`.
    func contains(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return builder?.styleNames[name] != nil
    }

    /// The style named `name`, made the first time it is asked for; nil when the theme has
    /// none by that name.
    func style(named name: String) -> G8Style? {
        lock.lock()
        defer { lock.unlock() }
        guard builder != nil, let index = builder?.styleNames[name] else { return nil }
        if let built = builder?.builtStyles[index] { return built }
        let style = builder?.style(named: name, referencedFrom: nil)
        // A style made again reports what its check reported (deprecated tokens, undeclared
        // keys), which the theme holds already.
        builder?.warnings = []
        assert(builder?.errors.isEmpty == true && style != nil, "a style checked cleanly failed when made")
        return style
    }
}
