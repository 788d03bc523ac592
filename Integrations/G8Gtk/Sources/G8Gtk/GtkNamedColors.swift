import CGtk4
import Foundation
import G8Widgets

/// The theme's named colours on the display: GTK's and libadwaita's `@define-color`s, and the
/// rules that make GTK 4.8's stock widgets draw in them.
///
/// A theme's `namedColors` (``G8Theme/namedColors``) give colours to names such as
/// `window_bg_color`, `view_bg_color`, `accent_bg_color` or GTK's `theme_bg_color`. The engine
/// ``G8/gtk`` writes those of each theme its managers make current, resolved for the
/// manager's mode and contexts, so that a widget no style names (a plain `GtkButton`, a
/// `GtkCalendar`) takes the theme's colours too, and a mode switch recolours it:
///
/// ```swift
/// let manager = G8ThemeManager(engine: .gtk, theme: theme)   // the theme's named colours written
/// try manager.switchMode(to: "dark")                          // and rewritten for dark
/// GtkNamedColors.shared.css                                   // "@define-color window_bg_color rgb(28,28,30);\n…"
/// ```
///
/// GTK 4.8's Default theme draws its widgets in fixed colours, not in its named ones, so the
/// provider also holds rules for the stock widgets (windows, views, entries, buttons, header
/// bars, popovers, cards, checks, switches, progress, selections, links) written with the
/// named colours; a libadwaita name the theme does not give stands for GTK's matching one
/// (`window_bg_color` for `theme_bg_color`), which stands for the Default theme's own colour.
/// The provider sits just above the GTK theme: styles, the generated classes and an app's own
/// CSS (application priority) win over it. A theme without named colours writes nothing, and
/// leaves the stock widgets as GTK draws them.
///
/// Only names of ``G8NamedColor/knownNames`` are written, and each value is a colour the
/// engine read and writes itself as `rgb()` or `rgba()`: nothing of a theme's text reaches the
/// CSS.
@MainActor
public final class GtkNamedColors {
    /// The named colours of the default display.
    public static let shared = GtkNamedColors()

    /// Just above the GTK theme's: its `@define-color`s and rules win over the theme's, and
    /// everything at the application's priority wins over them. GTK 4 adds the theme named by
    /// its settings at the settings' priority, not at `GTK_STYLE_PROVIDER_PRIORITY_THEME`.
    static let priority = guint(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS) + 1

    private var provider: UnsafeMutablePointer<GtkCssProvider>?

    /// The CSS the provider holds now: empty when the current theme gives no named colour.
    public private(set) var css = ""
    /// How many times the provider's CSS was loaded: a theme whose colours are those already
    /// written loads nothing.
    public private(set) var reloadCount = 0

    /// Writes `colors` (a theme's ``G8Theme/namedColors``) into the display's provider, in
    /// place of the ones written before; an empty list removes them and the stock widgets'
    /// rules. Names not in ``G8NamedColor/knownNames`` and values that are no colour are left
    /// out.
    public func write(_ colors: [G8NamedColor]) {
        let text = GtkNamedColors.css(for: colors)
        guard text != css else { return }
        if provider == nil {
            guard !text.isEmpty, let display = gdk_display_get_default() else { return }
            let made = gtk_css_provider_new()
            provider = made
            gtk_style_context_add_provider_for_display(display, OpaquePointer(made), GtkNamedColors.priority)
        }
        css = text
        reloadCount += 1
        text.withCString { gtk_css_provider_load_from_data(provider, $0, -1) }
    }

    /// The follower ``G8/gtk`` adds: each theme a manager makes current writes its named
    /// colours, on GTK's thread. Off it, or before ``G8Gtk/start()``, GTK's display is not
    /// reached and nothing is written: the next theme made current on GTK's thread writes.
    nonisolated static let follower = G8ThemeFollower { theme in
        guard GtkMain.isGtkThread else { return }
        let colors = theme.namedColors
        MainActor.assumeIsolated { GtkNamedColors.shared.write(colors) }
    }

    /// The provider's CSS for `colors`: their `@define-color`s, a default for each libadwaita
    /// name they do not give, and the stock widgets' rules; empty when none is written.
    static func css(for colors: [G8NamedColor]) -> String {
        var given = Set<String>()
        var out = ""
        for named in colors where G8NamedColor.knownNameSet.contains(named.name) && !given.contains(named.name) {
            guard case .success(let color) = G8TokenValues.color(named.value) else { continue }
            given.insert(named.name)
            out += "@define-color \(named.name) \(GtkCSS.color(color));\n"
        }
        if out.isEmpty { return "" }
        for (name, value) in fallbacks where !given.contains(name) { out += "@define-color \(name) \(value);\n" }
        return out + stockRules
    }

    /// What each libadwaita name stands for when a theme does not give it: GTK's matching name,
    /// or libadwaita 1.2's own light value. None refers to a name after it in a cycle.
    static let fallbacks: [(String, String)] = [
        ("window_bg_color", "@theme_bg_color"), ("window_fg_color", "@theme_fg_color"),
        ("view_bg_color", "@theme_base_color"), ("view_fg_color", "@theme_text_color"),
        ("accent_bg_color", "@theme_selected_bg_color"), ("accent_fg_color", "@theme_selected_fg_color"),
        ("accent_color", "@accent_bg_color"),
        ("destructive_bg_color", "@error_color"), ("destructive_fg_color", "white"), ("destructive_color", "@error_color"),
        ("headerbar_bg_color", "@window_bg_color"), ("headerbar_fg_color", "@window_fg_color"),
        ("headerbar_border_color", "@window_fg_color"), ("headerbar_backdrop_color", "@window_bg_color"),
        ("headerbar_shade_color", "rgba(0,0,0,0.07)"),
        ("card_bg_color", "@view_bg_color"), ("card_fg_color", "@view_fg_color"), ("card_shade_color", "rgba(0,0,0,0.07)"),
        ("dialog_bg_color", "@window_bg_color"), ("dialog_fg_color", "@window_fg_color"),
        ("popover_bg_color", "@view_bg_color"), ("popover_fg_color", "@view_fg_color"),
        ("shade_color", "rgba(0,0,0,0.07)"),
    ]

    /// GTK 4.8's stock widgets drawn in the named colours: the Default theme's selectors for
    /// their backgrounds, text and accents, and, as this provider is above the theme, their
    /// states (hover, pressed, disabled) and the flat buttons inside other widgets.
    static let stockRules = """
        .background { color: @window_fg_color; background-color: @window_bg_color; }
        .view, textview > text, iconview, calendar { color: @view_fg_color; background-color: @view_bg_color; }
        calendar, calendar > header { border-color: alpha(@view_fg_color, 0.15); }
        calendar > grid > label.today { box-shadow: inset 0px -2px @accent_bg_color; }
        .view:selected, row:selected, calendar > grid > label.day-number:selected, label > selection, textview > text > selection, entry > text > selection { color: @accent_fg_color; background-color: @accent_bg_color; }
        entry { color: @view_fg_color; background-color: @view_bg_color; background-image: none; }
        entry:focus-within { border-color: @accent_bg_color; }
        button { color: @window_fg_color; background-image: none; background-color: alpha(@window_fg_color, 0.1); border-color: alpha(@window_fg_color, 0.15); box-shadow: none; text-shadow: none; -gtk-icon-shadow: none; }
        button:hover { background-color: alpha(@window_fg_color, 0.15); }
        button:active, button:checked { background-color: alpha(@window_fg_color, 0.3); }
        button:disabled { color: alpha(@window_fg_color, 0.5); background-color: alpha(@window_fg_color, 0.05); }
        button.flat, calendar > header > button, spinbutton > button { color: inherit; background-color: transparent; border-color: transparent; }
        button.flat:hover, calendar > header > button:hover, spinbutton > button:hover { background-color: alpha(currentColor, 0.07); }
        button.suggested-action { color: @accent_fg_color; background-color: @accent_bg_color; border-color: @accent_bg_color; }
        button.destructive-action { color: @destructive_fg_color; background-color: @destructive_bg_color; border-color: @destructive_bg_color; }
        headerbar { color: @headerbar_fg_color; background-image: none; background-color: @headerbar_bg_color; box-shadow: inset 0 -1px @headerbar_shade_color; }
        popover > contents, popover > arrow { color: @popover_fg_color; background-color: @popover_bg_color; }
        .card { color: @card_fg_color; background-color: @card_bg_color; }
        check:checked, check:indeterminate, radio:checked, radio:indeterminate { color: @accent_fg_color; background-image: none; background-color: @accent_bg_color; border-color: @accent_bg_color; }
        switch:checked { background-image: none; background-color: @accent_bg_color; border-color: @accent_bg_color; }
        progressbar > trough > progress, scale > trough > highlight, levelbar > trough > block.filled { background-image: none; background-color: @accent_bg_color; border-color: @accent_bg_color; }
        link, button.link { color: @accent_color; }

        """
}
