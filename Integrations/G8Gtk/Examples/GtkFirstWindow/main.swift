// A first GTK window of your own: a GtkBuilder document whose ids are outlets, a JSON theme
// with a dark mode, keys of your own for a widget G8Gtk has none for, the theme manager and
// verbose logging.
//
//   swift run GtkFirstWindow                       # the log, light then dark
//   swift run GtkFirstWindow --png light.png dark.png
import Foundation
import G8Gtk

/// The pictures to write, from `--png LIGHT DARK`.
let pictures: (light: String, dark: String)? = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--png"), index + 2 < arguments.count else { return nil }
    return (arguments[index + 1], arguments[index + 2])
}()

@MainActor
func run() throws -> Int32 {
    try G8Gtk.start()
    guard let uiURL = Bundle.module.url(forResource: "first-window", withExtension: "ui"),
          let themeURL = Bundle.module.url(forResource: "first-window.theme", withExtension: "json")
    else { return 1 }
    let ui = try GtkInterface(contentsOf: uiURL)

    // A spinner draws in its CSS colour: a key of our own sets it.
    var g8 = G8.gtk
    g8.add(gtkApplier: GtkApplier(typeName: "GtkSpinner", keys: ["spinnerColor"], roles: ["spinnerColor": .look]) { value, node, key, _ in
        guard key == "spinnerColor" else { return false }
        return G8.applyValue(value, to: node, at: \.[cssColor: "color"])
    })
    g8.logLevel = .verbose
    g8.logHandler = { print($0) }

    // The theme is checked against this engine, the new key included.
    let theme = try G8Theme(contentsOf: themeURL, engine: g8)
    let manager = G8ThemeManager(engine: g8, theme: theme)
    print("styled: \(manager.style(ui, with: "profile").summary)")
    if let pictures { try ui.renderPNG(of: "window").write(to: URL(fileURLWithPath: pictures.light)) }

    print("dark: \(try manager.switchMode(to: "dark").summary)")
    if let pictures { try ui.renderPNG(of: "window").write(to: URL(fileURLWithPath: pictures.dark)) }
    print("back to the default mode: \(try manager.switchMode(to: nil).summary)")
    return 0
}

do {
    exit(try MainActor.assumeIsolated { try run() })
} catch {
    print(error)
    exit(1)
}
