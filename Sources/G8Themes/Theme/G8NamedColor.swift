import G8Core

/// A colour a theme's `namedColors` gives a toolkit's named colour, such as GTK's
/// `@window_bg_color`, resolved for the theme's mode and contexts.
///
/// ```json
/// "namedColors": {"window_bg_color": "{color.surface}", "accent_bg_color": "#0366D6"}
/// ```
///
/// ```swift
/// let dark = try theme.resolved(mode: "dark")
/// for named in dark.namedColors { print(named.name, named.value) }   // window_bg_color {"colorSpace": …}
/// ```
public struct G8NamedColor: Sendable, Equatable {
    /// The toolkit's name, one of ``knownNames``.
    public let name: String
    /// The colour with aliases resolved, for the theme's mode and contexts: a value of the
    /// engine's `color` token type (`G8TokenValues.color(_:)` reads it).
    public let value: G8JSON

    /// A named colour from its name and its value.
    public init(name: String, value: G8JSON) {
        self.name = name
        self.value = value
    }

    /// The named colours of GTK 4.8's Default theme (its `@define-color`s), in its order.
    public static let gtkNames: [String] = [
        "theme_fg_color", "theme_text_color", "theme_bg_color", "theme_base_color", "theme_selected_bg_color",
        "theme_selected_fg_color", "insensitive_bg_color", "insensitive_fg_color", "insensitive_base_color",
        "theme_unfocused_fg_color", "theme_unfocused_text_color", "theme_unfocused_bg_color", "theme_unfocused_base_color",
        "theme_unfocused_selected_bg_color", "theme_unfocused_selected_fg_color", "unfocused_insensitive_color", "borders",
        "unfocused_borders", "warning_color", "error_color", "success_color", "wm_title", "wm_unfocused_title",
        "wm_highlight", "wm_borders_edge", "wm_bg_a", "wm_bg_b", "wm_shadow", "wm_border", "wm_button_hover_color_a",
        "wm_button_hover_color_b", "wm_button_active_color_a", "wm_button_active_color_b", "wm_button_active_color_c",
        "content_view_bg", "text_view_bg",
    ]

    /// libadwaita 1.2's UI colours, which apps may override, in the order its documentation
    /// lists them.
    public static let libadwaitaNames: [String] = [
        "accent_bg_color", "accent_fg_color", "accent_color", "destructive_bg_color", "destructive_fg_color",
        "destructive_color", "success_bg_color", "success_fg_color", "success_color", "warning_bg_color",
        "warning_fg_color", "warning_color", "error_bg_color", "error_fg_color", "error_color", "window_bg_color",
        "window_fg_color", "view_bg_color", "view_fg_color", "headerbar_bg_color", "headerbar_fg_color",
        "headerbar_border_color", "headerbar_backdrop_color", "headerbar_shade_color", "card_bg_color", "card_fg_color",
        "card_shade_color", "dialog_bg_color", "dialog_fg_color", "popover_bg_color", "popover_fg_color", "shade_color",
        "scrollbar_outline_color",
    ]

    /// libadwaita 1.2's palette: `blue_1` … `blue_5`, and so on for green, yellow, orange, red,
    /// purple, brown, light and dark.
    public static let paletteNames: [String] = ["blue", "green", "yellow", "orange", "red", "purple", "brown", "light", "dark"]
        .flatMap { hue in (1...5).map { "\(hue)_\($0)" } }

    /// Every name a theme's `namedColors` may give, each once: libadwaita's UI colours, then
    /// GTK's Default theme's, then the palette.
    public static let knownNames: [String] = {
        var seen = Set<String>()
        return (libadwaitaNames + gtkNames + paletteNames).filter { seen.insert($0).inserted }
    }()

    /// ``knownNames`` as a set, for checking names.
    public static let knownNameSet = Set(knownNames)
}
