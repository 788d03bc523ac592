import Foundation
import G8Gtk
import G8GtkSnapshot
import G8Tool

/// `g8-gtk snapshot`: renders a .ui window styled by a theme to one PNG per mode, and compares
/// them with reference PNGs.
enum SnapshotCommand {
    static let spec = CommandSpec(
        name: "snapshot", summary: "Render a styled .ui window to PNG in each theme mode; compare with references.",
        flags: [], options: ["--ui", "--style", "--out", "--mode", "--compare", "--window", "--channel-tolerance", "--pixel-tolerance"],
        usage: "g8-gtk snapshot THEME --ui FILE --style NAME --out DIR [--mode NAME] [--window ID] [--compare DIR]",
        help: """
            OVERVIEW: Render a .ui window styled by a theme to PNG, one file per mode.

            USAGE: g8-gtk snapshot THEME --ui FILE --style NAME --out DIR [--mode NAME] [--window ID]
                                   [--compare DIR [--channel-tolerance N] [--pixel-tolerance SHARE]]

            Writes DIR/NAME.MODE.png for every mode of the theme ('light' is its default
            values), or for the one --mode names. With --compare, compares each with
            REFERENCES/NAME.MODE.png and, for each that differs, writes NAME.MODE.actual.png,
            .reference.png and .diff.png to DIR.

            OPTIONS:
              --ui FILE         The GtkBuilder document.
              --style NAME      The theme's style to apply to it.
              --out DIR         Where to write the PNGs; made when missing.
              --mode NAME       Only this mode.
              --compare DIR     Compare with the reference PNGs in DIR.
              --window ID       The window to render (default: the document's first window).
              --channel-tolerance N
                                How far, 0–255, a channel may differ and the pixel still match
                                (default 2).
              --pixel-tolerance SHARE
                                The share of pixels that may differ: 0.001 or 0.1% (the default).

            Exit status: 0 written (and matching); 1 snapshots differ, or the theme or the
            document has errors; 2 bad usage or a file that cannot be read. Render under a
            display (xvfb-run -a); GSK_RENDERER=cairo and GDK_SCALE=1 are set unless given.

            EXAMPLES:
              g8-gtk snapshot gallery-theme.json --ui gallery.ui --style gallery --out shots
              g8-gtk snapshot gallery-theme.json --ui gallery.ui --style gallery --out shots --compare __Snapshots__/Gallery
            """)

    static let command = Command(spec: spec, run: run)

    @MainActor
    static func run(_ parsed: ParsedArguments) throws(UsageError) -> Int32 {
        let themePath = try spec.singleTheme(in: parsed)
        let uiPath = try spec.required("--ui", in: parsed, example: "window.ui")
        let styleName = try spec.required("--style", in: parsed, example: "screen")
        let out = URL(fileURLWithPath: try spec.required("--out", in: parsed, example: "shots"))
        let tolerance = try tolerance(of: parsed)

        let themeData = try read(themePath), uiData = try read(uiPath)
        let theme: G8Theme
        do {
            theme = try G8Theme(json: themeData, file: themePath, engine: .gtk)
        } catch {
            printError("\(error)")
            return 1
        }
        guard GtkSnapshotter.isFileName(styleName) else {
            throw UsageError(message: "style '\(styleName)' cannot name the PNG files: it contains '/' or begins with '.'")
        }
        guard theme.styleNames.contains(styleName) else {
            let suggestion = didYouMean(styleName, in: theme.styleNames)
            throw UsageError(message: "\(themePath) has no style '\(styleName)'\(suggestion)")
        }
        setenv("GSK_RENDERER", "cairo", 0)
        setenv("GDK_SCALE", "1", 0)
        setenv("GTK_A11Y", "none", 0)
        do throws(G8GtkError) { try G8Gtk.start() } catch { throw UsageError(message: error.description) }
        GtkSnapshotter.holdStill()
        let ui: GtkInterface
        do throws(G8GtkError) {
            ui = try GtkInterface(xml: String(decoding: uiData, as: UTF8.self))
        } catch {
            printError("\(uiPath): \(error.description)")
            return 1
        }
        let windowID = try window(parsed.options["--window"], in: ui, path: uiPath)

        var engine = G8.gtk
        engine.logHandler = { _ in }
        let manager = G8ThemeManager(engine: engine, theme: theme)
        let modes = GtkSnapshotter.allModes(of: manager)
        if let mode = parsed.options["--mode"], !modes.contains(mode) {
            let suggestion = didYouMean(mode, in: modes)
            throw UsageError(message: "unknown mode '\(mode)'; \(themePath) has \(modes.joined(separator: ", "))\(suggestion)")
        }
        var status: Int32 = 0
        let report = manager.style(ui, with: styleName)
        for diagnostic in report.diagnostics where diagnostic.level == .error {
            printError("\(diagnostic)")
            status = 1
        }
        do {
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        } catch {
            throw UsageError(message: "cannot make \(out.path): \(error.localizedDescription)")
        }
        let chosen = parsed.options["--mode"].map { [$0] } ?? modes
        let compare = parsed.options["--compare"].map {
            GtkSnapshotter(references: URL(fileURLWithPath: $0), artifacts: out, record: .never, tolerance: tolerance)
        }
        var differing = 0
        for mode in chosen {
            let name = "\(styleName).\(mode)"
            let pixels: GtkPixels
            do {
                try manager.switchMode(to: GtkSnapshotter.themeMode(named: mode, in: manager))
                pixels = try ui.renderPixels(of: windowID)
                let file = out.appendingPathComponent("\(name).png")
                try pixels.pngData().write(to: file, options: .atomic)
                print("wrote \(file.path) (\(pixels.width)×\(pixels.height))")
            } catch {
                printError("g8-gtk snapshot: \(name): \(error)")
                status = 1
                continue
            }
            guard let compare else { continue }
            switch compare.verify(pixels, named: name) {
            case .matched(let reference, _):
                print("\(name) matches \(reference.path)")
            case .failed(let failure):
                print(failure.description)
                differing += 1
            }
        }
        if compare != nil {
            if chosen.count == 1 {
                print(differing == 0 ? "the snapshot matches" : "the snapshot differs")
            } else {
                print(differing == 0 ? "all \(chosen.count) snapshots match" : "\(differing) of \(chosen.count) snapshots differ")
            }
            if differing > 0 { status = 1 }
        }
        return status
    }

    /// The tolerance `--channel-tolerance` and `--pixel-tolerance` give, each the default when
    /// not given; they are usage errors without `--compare`.
    static func tolerance(of parsed: ParsedArguments) throws(UsageError) -> GtkSnapshotTolerance {
        var channel = GtkSnapshotTolerance.default.channel, pixels = GtkSnapshotTolerance.default.pixels
        for option in ["--channel-tolerance", "--pixel-tolerance"] where parsed.options[option] != nil && parsed.options["--compare"] == nil {
            throw UsageError(message: "\(option) applies to a comparison: use it with --compare DIR")
        }
        if let text = parsed.options["--channel-tolerance"] {
            guard let value = Int(text), (0...255).contains(value) else {
                throw UsageError(message: "--channel-tolerance takes a whole number from 0 to 255, got '\(text)'")
            }
            channel = value
        }
        if let text = parsed.options["--pixel-tolerance"] {
            let percent = text.hasSuffix("%")
            let number = Double(percent ? String(text.dropLast()) : text)
            guard let number, number.isFinite, (0...1).contains(percent ? number / 100 : number) else {
                throw UsageError(message: "--pixel-tolerance takes a share from 0 to 1 or a percentage such as 0.5%, got '\(text)'")
            }
            pixels = percent ? number / 100 : number
        }
        return GtkSnapshotTolerance(channel: channel, pixels: pixels)
    }

    /// The bytes of the file at `path`; a file that cannot be read is a usage error.
    static func read(_ path: String) throws(UsageError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            throw UsageError(message: "cannot read \(path): \(!exists ? "no such file" : isFolder.boolValue ? "it is a folder" : "permission denied")")
        }
    }

    /// The id of the window to render: `id` when given, else the document's first window.
    @MainActor
    static func window(_ id: String?, in ui: GtkInterface, path: String) throws(UsageError) -> String {
        let windows = ui.ids.filter { ui[$0]?.isA("GtkWindow") == true }
        if let id {
            guard windows.contains(id) else {
                let suggestion = didYouMean(id, in: windows)
                throw UsageError(message: "\(path) has no window '\(id)'\(suggestion)")
            }
            return id
        }
        guard let first = windows.first else { throw UsageError(message: "\(path) has no window with an id") }
        return first
    }
}
