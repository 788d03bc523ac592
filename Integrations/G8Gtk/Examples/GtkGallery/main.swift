// The gallery: a window from a .ui document styled by a JSON theme with light and dark modes.
// It follows the desktop's light or dark preference until the button sets the app's own;
// editing the theme file restyles the window while it runs.
//
//   swift run GtkGallery                         # until the window is closed
//   swift run GtkGallery --seconds 5             # for 5 seconds
//   swift run GtkGallery --screenshot dark out.png
//   G8_GALLERY_THEME=/path/to/theme.json swift run GtkGallery
import Foundation
import G8Gtk

let arguments = CommandLine.arguments
func option(_ name: String) -> Int? { arguments.firstIndex(of: name) }

/// The theme file: $G8_GALLERY_THEME, or the one beside this source file (so that editing it
/// restyles a running gallery), or the copy in the bundle.
func themeURL() -> URL {
    if let path = ProcessInfo.processInfo.environment["G8_GALLERY_THEME"] { return URL(fileURLWithPath: path) }
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/gallery-theme.json")
    if FileManager.default.fileExists(atPath: source.path) { return source }
    return Bundle.module.url(forResource: "gallery-theme", withExtension: "json") ?? source
}

/// Prints `line` at once, also when the output is a pipe (which the C library buffers).
func say(_ line: String) {
    print(line)
    fflush(nil)
}

@MainActor
func run() throws -> Int32 {
    try G8Gtk.start()
    guard let uiURL = Bundle.module.url(forResource: "gallery", withExtension: "ui") else {
        print("gallery.ui is missing from the bundle")
        return 1
    }
    let ui = try GtkInterface(contentsOf: uiURL)
    let url = themeURL()
    let theme = try G8Theme(contentsOf: url, engine: .gtk)
    for warning in theme.warnings { print(warning) }
    let manager = G8ThemeManager(engine: .gtk, theme: theme)
    print("styled: \(manager.style(ui, with: "gallery").summary)")

    if let index = option("--screenshot"), index + 2 < arguments.count {
        let mode = arguments[index + 1] == "light" ? nil : arguments[index + 1]
        let report = try manager.switchMode(to: mode)
        let png = try ui.renderPNG(of: "window")
        try png.write(to: URL(fileURLWithPath: arguments[index + 2]))
        print("mode \(mode ?? "light"): \(report.summary); wrote \(arguments[index + 2]) (\(png.count) bytes)")
        return report.hasErrors ? 1 : 0
    }

    let desktop = try GtkDesktop.follow(manager)
    say("desktop (\(desktop.source)): \(desktop.appearance); mode \(manager.mode ?? "light")")
    desktop.onChange = { appearance in say("desktop changed: \(appearance); mode \(manager.mode ?? "light")") }
    try ui.connect("toggleMode", signal: "clicked") {
        desktop.preference = manager.mode == "dark" ? .light : .dark
        print("mode \(manager.mode ?? "light") (the app's choice): \(desktop.lastReport.summary)")
    }
    var closed = false
    try ui.connect("window", signal: "destroy") { closed = true }
    let watcher = try GtkThemeWatcher(url: url, manager: manager) { outcome in
        switch outcome {
        case .success(let report): print("\(url.lastPathComponent) reloaded: \(report.summary)")
        case .failure(let error): print("\(url.lastPathComponent) not applied:\n\(error)")
        }
    }
    defer { watcher.cancel() }
    print("watching \(url.path)")
    try ui.present("window")
    let seconds = option("--seconds").flatMap { arguments.count > $0 + 1 ? Double(arguments[$0 + 1]) : nil }
    let deadline = seconds.map { Date().addingTimeInterval($0) }
    while !closed, deadline.map({ Date() < $0 }) ?? true {
        G8Gtk.runLoop(for: 0.1)
    }
    return 0
}

do {
    exit(try MainActor.assumeIsolated { try run() })
} catch {
    print("GtkGallery: \(error)")
    exit(1)
}
