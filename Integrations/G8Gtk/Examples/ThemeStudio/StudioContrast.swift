import G8Gtk

/// The contrast problems of a theme on the preview: ``G8ContrastCheck`` run on a
/// ``ContrastScreen`` of the gallery's document, in every mode or context of the theme.
enum StudioContrast {
    /// Warnings for each text below WCAG 2.2 AA, at the style entry that set its colour, then
    /// the check's notes. The preview's style is checked (`gallery`, else the theme's first).
    static func diagnostics(of theme: G8Theme, on blueprint: ContrastScreen.Blueprint) -> [G8Diagnostic] {
        let style = GalleryPreview.style(of: theme)
        guard let style else {
            return [G8Diagnostic(level: .note, path: "", message: "contrast: not checked: the file has no styles; the preview shows GtkGallery's styles with its tokens")]
        }
        // The standard engine applies the keys the G8Widgets stand-in has and leaves the
        // GTK-only ones (`css`, `typography` on boxes) aside: the check is not strict.
        let check = G8ContrastCheck(engine: .standard)
        let outcome = check.check(theme, screens: ["gallery": { blueprint.make() }], styleNames: [style])
        return outcome.diagnostics
    }
}
