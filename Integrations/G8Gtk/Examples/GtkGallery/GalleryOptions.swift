import Foundation
import G8Tool

/// The gallery's command line: a window that follows the desktop until it is closed, or one
/// picture of it in a chosen mode and contrast.
struct GalleryOptions {
    /// Where to write the window's PNG before quitting; nil to run until the window closes.
    var screenshot: String?
    /// The app's own colour scheme (`light` or `dark`); nil follows the desktop.
    var mode: String?
    /// The contrast of a screenshot: `normal` or `high`.
    var contrast = "normal"
    /// Quit after this many seconds, open windows or not.
    var seconds: Double?
    /// Print `--help` and quit.
    var wantsHelp = false

    static let modes = ["light", "dark"]
    static let contrasts = ["normal", "high"]

    static let spec = CommandSpec(
        name: "GtkGallery", summary: "A GTK window styled by a G8 theme.",
        flags: [], options: ["--screenshot", "--mode", "--contrast", "--seconds"],
        usage: "GtkGallery [--mode light|dark] [--seconds N] | --screenshot PATH [--mode light|dark] [--contrast normal|high]",
        help: """
            OVERVIEW: The gallery: a GtkBuilder window and widgets made in code, styled by a G8
            theme that follows the desktop's light or dark preference and contrast, and that is
            reloaded each time its file is saved.

            USAGE: GtkGallery [--mode light|dark] [--seconds N]
                   GtkGallery --screenshot PATH [--mode light|dark] [--contrast normal|high]

            OPTIONS:
              --mode MODE        light or dark: the app's choice, over the desktop's preference.
              --seconds N        Quit after N seconds (by default, when the window is closed).
              --screenshot PATH  Write the window as a PNG in the mode and contrast named
                                 (light and normal unless told), then quit.
              --contrast LEVEL   normal or high, with --screenshot; a running gallery takes the
                                 desktop's contrast.

            The theme is $G8_GALLERY_THEME, else Resources/gallery-theme.json beside the source,
            else the bundle's copy; gallery.resolver.json beside it adds the contrast contexts.
            """)

    /// The options in `arguments` (the program's name left out).
    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try GalleryOptions.spec.parse(arguments)
        wantsHelp = parsed.wantsHelp
        if let extra = parsed.positionals.first { throw UsageError(message: "takes no arguments, got '\(extra)'") }
        screenshot = parsed.options["--screenshot"]
        mode = try GalleryOptions.choice("--mode", parsed.options["--mode"], in: GalleryOptions.modes)
        if let contrast = try GalleryOptions.choice("--contrast", parsed.options["--contrast"], in: GalleryOptions.contrasts) {
            guard screenshot != nil else {
                throw UsageError(message: "--contrast goes with --screenshot: a running gallery takes the desktop's contrast")
            }
            self.contrast = contrast
        }
        if let text = parsed.options["--seconds"] {
            guard let value = Double(text), value.isFinite, value > 0 else {
                throw UsageError(message: "--seconds cannot be '\(text)': expected a number of seconds above 0")
            }
            seconds = value
        }
    }

    /// `value` when it is one of `choices`; a usage error naming them otherwise.
    static func choice(_ option: String, _ value: String?, in choices: [String]) throws(UsageError) -> String? {
        guard let value else { return nil }
        guard choices.contains(value) else {
            let quoted = choices.map { "'\($0)'" }.joined(separator: " or ")
            throw UsageError(message: "\(option) cannot be '\(value)': expected \(quoted)\(didYouMean(value, in: choices))")
        }
        return value
    }
}
