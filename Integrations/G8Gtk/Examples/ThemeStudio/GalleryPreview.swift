import Foundation
import G8Gtk

/// The live preview: GtkGallery's window, from its own .ui document, styled by the opened
/// file.
///
/// The document is GtkGallery's, read where that example keeps it (its source folder, or its
/// resource bundle beside this program): the studio previews exactly what the gallery shows.
/// A file without styles (design tokens, a resolver document) previews the gallery's own
/// theme with the file's tokens over its own.
@MainActor
final class GalleryPreview {
    /// The gallery's window.
    let ui: GtkInterface
    /// The gallery's document, for the contrast check's stand-in.
    let blueprint: ContrastScreen.Blueprint?
    /// The gallery's own theme, for files without styles.
    let galleryTheme: G8Theme?
    /// Styles the window; made with the first theme that loads.
    private(set) var manager: G8ThemeManager?
    private var styleName: String?

    /// Loads the gallery's document and theme.
    init() throws {
        guard let uiURL = GalleryPreview.resource("gallery.ui") else { throw StudioError.missingResource("gallery.ui") }
        let data = try Data(contentsOf: uiURL)
        ui = try GtkInterface(xml: String(decoding: data, as: UTF8.self))
        blueprint = ContrastScreen.Blueprint(xml: data)
        galleryTheme = GalleryPreview.resource("gallery-theme.json").flatMap { try? G8Theme(contentsOf: $0, engine: .gtk) }
    }

    /// GtkGallery's resource `name`: beside its source when the source tree is here (so that
    /// an edit to the gallery shows at once), else in its bundle beside this executable.
    static func resource(_ name: String) -> URL? {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("GtkGallery/Resources/\(name)")
        if FileManager.default.fileExists(atPath: source.path) { return source }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let bundled = executable.appendingPathComponent("G8Gtk_GtkGallery.resources/\(name)")
        return FileManager.default.fileExists(atPath: bundled.path) ? bundled : nil
    }

    /// Styles the window with a file's `theme` in `choice`. A theme with styles is shown as
    /// it is; the tokens of one without (a token file, a resolver document) go over the
    /// gallery's own, and the gallery's styles show them. A new theme replaces the old one,
    /// so a saved edit restyles the window in the mode shown.
    @discardableResult
    func show(_ theme: G8Theme, choice: StudioChoice, file: String?) -> G8Report {
        var current = (try? choice.resolve(theme)) ?? theme
        if theme.styleNames.isEmpty {
            guard let galleryTheme else { return G8Report() }
            let wrapped = G8JSON.object([(key: "tokens", value: current.tokenGroups)]).description
            current = (try? galleryTheme.merging(json: Data(wrapped.utf8), file: file)) ?? galleryTheme
        }
        let style = GalleryPreview.style(of: current)
        guard let manager, styleName == style else {
            // The problems list already has what styling would log (lint checks every key).
            var quiet = G8.gtk
            quiet.logLevel = .off
            let manager = G8ThemeManager(engine: quiet, theme: current)
            self.manager = manager
            styleName = style
            return style.map { manager.style(ui, with: $0) } ?? G8Report()
        }
        return manager.switchTheme(to: current)
    }

    /// The style the preview applies: `gallery` when the theme has it, else its first.
    nonisolated static func style(of theme: G8Theme) -> String? {
        theme.styleNames.contains("gallery") ? "gallery" : theme.styleNames.first
    }

    /// The preview window as PNG, as shown now.
    func png() throws -> Data {
        try ui.renderPNG(of: "window")
    }
}

/// What stops the studio from starting.
enum StudioError: Error, CustomStringConvertible {
    /// A file the studio ships with is not where it should be.
    case missingResource(String)

    var description: String {
        switch self {
        case .missingResource(let name): "\(name) is missing: build the ThemeStudio and GtkGallery products together"
        }
    }
}
