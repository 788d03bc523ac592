import Foundation
import G8Gtk

/// The studio: its own window (tool bar, tokens, problems), styled by its own theme and
/// following the desktop, and the gallery preview styled by the opened file.
///
/// Opening a file lints it, checks its contrast on the preview, lists its tokens for the
/// chosen mode and restyles the preview; the chooser switches the tokens and the preview to
/// another mode or context; saving the file does it all again.
@MainActor
final class StudioWindow {
    /// The studio's window.
    let ui: GtkInterface
    /// Styles the studio's window with its own theme; the desktop switches its mode.
    let manager: G8ThemeManager
    /// The gallery, styled by the opened file.
    let preview: GalleryPreview
    /// The file open, as last read.
    private(set) var document: StudioDocument?
    /// The chooser's entries for the document.
    private(set) var choices: [StudioChoice] = [StudioChoice.all(for: nil)[0]]
    /// The chooser's entry shown.
    private(set) var choice = StudioChoice.all(for: nil)[0]
    /// Notices saves of the open file.
    private var watcher: StudioReloader?
    /// Whether the chooser is being filled, when its change is the studio's, not the user's.
    private var isFillingChooser = false

    /// Loads the studio's window, its theme and the preview.
    init() throws {
        guard let uiURL = Bundle.module.url(forResource: "studio", withExtension: "ui"),
              let themeURL = Bundle.module.url(forResource: "studio-theme", withExtension: "json")
        else { throw StudioError.missingResource("studio.ui or studio-theme.json") }
        ui = try GtkInterface(contentsOf: uiURL)
        manager = G8ThemeManager(engine: .gtk, theme: try G8Theme(contentsOf: themeURL, engine: .gtk))
        manager.style(ui, with: "studio")
        preview = try GalleryPreview()
        try ui.connect("openButton", signal: "clicked") { [unowned self] in
            guard let window = try? self.ui.object("window") else { return }
            StudioGtk.chooseFile(parent: window) { url in self.open(url) }
        }
        try ui.connect("exportButton", signal: "clicked") { [unowned self] in
            let name = (self.document?.url.deletingPathExtension().lastPathComponent ?? "preview") + "-\(self.choice.title).png"
            let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(name)
            self.say(self.export(to: url))
        }
        let chooser = try ui.object("modeChooser")
        StudioGtk.onChange(of: "selected", in: chooser) { [unowned self] in
            guard !self.isFillingChooser, let index = StudioGtk.selection(of: chooser), index < self.choices.count else { return }
            self.select(self.choices[index])
        }
    }

    /// The file's name in problems: as typed on the command line, else its path.
    private var displayName: String?

    /// Opens `url`: reads and lints it, fills the chooser, shows it and watches it for saves.
    /// Problems name the file `name`, its path by default.
    func open(_ url: URL, name: String? = nil) {
        watcher = nil
        displayName = name
        reload(url)
        watcher = StudioReloader(url: url)
    }

    /// Reads `url` again, keeping the chooser's entry when the file still has it.
    func reload(_ url: URL) {
        let document = StudioDocument(url: url, name: displayName, engine: .gtk, screen: preview.blueprint)
        self.document = document
        choices = StudioChoice.all(for: document.theme)
        if !choices.contains(choice) { choice = choices[0] }
        isFillingChooser = true
        if let chooser = try? ui.object("modeChooser") {
            StudioGtk.setItems(choices.map(\.title), selected: choices.firstIndex(of: choice) ?? 0, on: chooser)
        }
        isFillingChooser = false
        if let label = try? ui.object("fileLabel") { StudioGtk.setText("\(url.path) (\(document.kind.rawValue))", on: label) }
        if let label = try? ui.object("problems") {
            StudioGtk.setText(document.problems.isEmpty ? "No problems." : document.problems.joined(separator: "\n"), on: label)
        }
        select(choice)
    }

    /// Shows the tokens in `choice` and switches the preview to it.
    func select(_ choice: StudioChoice) {
        self.choice = choice
        var tokens: [G8Token] = []
        if let theme = document?.theme {
            tokens = ((try? choice.resolve(theme)) ?? theme).tokens
            preview.show(theme, choice: choice, file: document?.url.path)
        }
        if let label = try? ui.object("tokens") {
            StudioGtk.setMarkup(document?.theme == nil ? "<i>The file does not load: see the problems below.</i>" : TokenPanel.markup(for: tokens), on: label)
        }
    }

    /// Switches the studio to the desktop's light or dark, and the preview to the theme's
    /// mode `dark` (or back to its default) when the theme has one.
    func follow(dark: Bool) {
        _ = try? manager.switchMode(to: dark ? "dark" : nil)
        let wanted = choices.first { $0.mode == (dark ? "dark" : nil) && $0.contexts.isEmpty }
            ?? choices.first { dark ? $0.contexts.values.contains("dark") : $0 == choices[0] }
        guard let wanted, wanted != choice else { return }
        isFillingChooser = true
        if let chooser = try? ui.object("modeChooser") { StudioGtk.setItems(choices.map(\.title), selected: choices.firstIndex(of: wanted) ?? 0, on: chooser) }
        isFillingChooser = false
        select(wanted)
    }

    /// Reloads when the watcher saw a save; called from the main loop. Whether it reloaded.
    @discardableResult
    func reloadIfSaved() -> Bool {
        guard let watcher, watcher.takeChange(), let url = document?.url else { return false }
        reload(url)
        say("\(url.lastPathComponent) reloaded: \(StudioDocument.counted(document?.problems.count ?? 0))")
        return true
    }

    /// Writes the preview as PNG to `url`; the sentence saying what happened.
    func export(to url: URL) -> String {
        do {
            let png = try preview.png()
            try png.write(to: url)
            return "exported \(url.lastPathComponent)"
        } catch {
            return "could not export \(url.path): \(error)"
        }
    }

    /// Prints `line` at once, also into a pipe.
    func say(_ line: String) {
        print(line)
        fflush(nil)
    }
}
