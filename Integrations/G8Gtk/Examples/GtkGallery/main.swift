// The gallery: a GNOME app whose window mixes a GtkBuilder document with widgets made in
// code, styled by one G8 theme. It follows the desktop's light or dark preference and its
// contrast (the XDG Settings portal, live) until its button sets the app's own mode; the
// theme's named colours colour the stock widgets no style names; saving the theme file
// restyles the window while it runs. It ends when its window closes.
//
//   swift run GtkGallery                                  # until the window is closed
//   swift run GtkGallery --seconds 5                      # for 5 seconds
//   swift run GtkGallery --screenshot out.png --mode dark --contrast high
//   G8_GALLERY_THEME=/path/to/theme.json swift run GtkGallery
import CGtk4
import Foundation
import G8Gtk
import G8Tool

/// Prints `line` at once, also when the output is a pipe (which the C library buffers).
func say(_ line: String) {
    print(line)
    fflush(nil)
}

/// What the app keeps while it runs, and how it ended.
@MainActor
final class Session {
    var window: GalleryWindow?
    var desktop: GtkDesktop?
    var watcher: GtkThemeWatcher?
    var status: Int32 = 0
}

@MainActor
func run(_ options: GalleryOptions) throws -> Int32 {
    let source = GalleryTheme.located()
    let manager = G8ThemeManager(engine: .gtk, theme: try source.load(engine: .gtk))
    for warning in manager.theme.warnings { say(warning.description) }
    let session = Session()
    let app = G8GtkApplication(id: "org.g8.Gallery") { app in
        let window = try GalleryWindow(app: app, manager: manager)
        session.window = window
        say("outlets: \(window.outlets)")
        say("styled: \(window.report.summary)")
        if let path = options.screenshot {
            session.status = try screenshot(window, manager: manager, options: options, path: path)
            app.quit()
            return
        }
        let desktop = try GtkDesktop.follow(manager, preference: options.mode.map { $0 == "dark" ? .dark : .light } ?? .system)
        session.desktop = desktop
        say("desktop (\(desktop.source)): \(desktop.appearance); \(look(of: manager))")
        desktop.onChange = { appearance in say("desktop changed: \(appearance); \(look(of: manager))") }
        try window.ui.connect("toggleMode", signal: "clicked") {
            desktop.preference = manager.mode == "dark" ? .light : .dark
            say("\(look(of: manager)) (the app's choice): \(desktop.lastReport.summary)")
        }
        let name = source.url.lastPathComponent
        let reloaded: @MainActor (Result<G8Report, G8ThemeError>) -> Void = { outcome in
            switch outcome {
            case .success(let report): say("\(name) reloaded: \(report.summary); \(look(of: manager))")
            case .failure(let error): say("\(name) not applied:\n\(error)")
            }
        }
        session.watcher = source.resolver == nil
            ? try GtkThemeWatcher(url: source.url, manager: manager, onUpdate: reloaded)
            : try GtkThemeWatcher(url: source.url, manager: manager, load: { () throws(G8ThemeError) in try source.load(engine: .gtk) }, onUpdate: reloaded)
        say("watching \(source.url.path)")
        try window.ui.present("window")
        if let seconds = options.seconds {
            // The app itself is the timer's data: it outlives the main loop the timer runs in.
            g_timeout_add(guint(seconds * 1000), { data in
                g_application_quit(data?.assumingMemoryBound(to: GApplication.self))
                return 0
            }, UnsafeMutableRawPointer(app.application))
        }
    }
    // The options are the gallery's: GTK is given none of them.
    let status = try app.run(arguments: [CommandLine.arguments[0]])
    session.watcher?.cancel()
    return session.status != 0 ? session.status : status
}

/// The manager's mode and contrast, as the gallery prints them.
@MainActor
func look(of manager: G8ThemeManager) -> String {
    "mode \(manager.mode ?? "light"), contrast \(manager.theme.contexts["contrast"] ?? "normal")"
}

/// Switches to the mode and contrast of `options`, writes the window's PNG to `path` and says
/// so; the exit status: 1 when a switch reported errors.
@MainActor
func screenshot(_ window: GalleryWindow, manager: G8ThemeManager, options: GalleryOptions, path: String) throws -> Int32 {
    var theme = try manager.theme.resolved(mode: options.mode == "dark" ? "dark" : nil)
    if theme.modifiers.contains(where: { $0.name == "contrast" }) {
        theme = try theme.resolved(contexts: ["contrast": options.contrast])
    } else if options.contrast != "normal" {
        throw GalleryError("the theme has no contrast modifier: put gallery.resolver.json beside it for --contrast \(options.contrast)")
    }
    // One switch to the mode and contrast together: every object restyled once.
    let report = manager.switchTheme(to: theme)
    let png = try window.ui.renderPNG(of: "window")
    try png.write(to: URL(fileURLWithPath: path))
    let size = GtkPixels(png: png).map { "\($0.width)×\($0.height)" } ?? "?"
    say("\(look(of: manager)): \(report.summary); wrote \(path) (\(size))")
    return report.hasErrors ? 1 : 0
}

let options: GalleryOptions
do {
    options = try GalleryOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("GtkGallery: \(error.message)\nUsage: \(GalleryOptions.spec.usage)\n".utf8))
    exit(2)
}
if options.wantsHelp {
    print(GalleryOptions.spec.help)
    exit(0)
}
do {
    exit(try MainActor.assumeIsolated { try run(options) })
} catch {
    say("GtkGallery: \(error)")
    exit(1)
}
