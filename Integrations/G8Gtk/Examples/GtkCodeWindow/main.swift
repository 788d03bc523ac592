// A GTK app whose window is made in code: a GtkApplication that builds its window when it is
// activated, names the widgets a theme styles (`gtk_widget_set_name`), styles them through a
// theme manager, follows a dark mode, and ends when its window closes.
//
//   swift run GtkCodeWindow                        # the window, until you close it
//   swift run GtkCodeWindow --close                # styled, switched to dark and back, closed
import CGtk4
import Foundation
import G8Gtk

let themeJSON = """
    {
      "tokens": { "color": { "$type": "color",
        "text": { "$value": "#1F2328", "$modes": { "dark": "#E6EDF3" } },
        "background": { "$value": "#FFFFFF", "$modes": { "dark": "#0D1117" } },
        "accent": { "$value": "#0A66D6", "$modes": { "dark": "#5EA2FF" } } } },
      "styles": { "profile": {
        "window.backgroundColor": "{color.background}",
        "content": { "layoutMargins": { "top": 16, "left": 16, "bottom": 16, "right": 16 } },
        "name": { "textColor": "{color.text}", "text": "Ada Lovelace" },
        "follow": { "titleColor": "#FFFFFF", "backgroundColor": "{color.accent}", "layer.cornerRadius": 8 } } }
    }
    """

/// The widget as the GTK type its functions take, as C's casting macros give it.
func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>, to type: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

@MainActor
func main() throws -> Int32 {
    let closes = CommandLine.arguments.contains("--close")
    var g8 = G8.gtk
    g8.logHandler = { print($0) }
    let manager = G8ThemeManager(engine: g8, theme: try G8Theme(json: Data(themeJSON.utf8), file: "theme.json", engine: g8))

    let app = G8GtkApplication(id: "org.g8.examples.CodeWindow") { app in
        let window = app.makeWindow()
        gtk_widget_set_name(window, "window")
        gtk_window_set_default_size(cast(window, to: GtkWindow.self), 320, 160)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_name(content, "content")
        let name = gtk_label_new("")!
        gtk_widget_set_name(name, "name")
        let follow = gtk_button_new_with_label("Follow")!
        gtk_widget_set_name(follow, "follow")
        gtk_box_append(cast(content, to: GtkBox.self), name)
        gtk_box_append(cast(content, to: GtkBox.self), follow)
        gtk_window_set_child(cast(window, to: GtkWindow.self), content)

        // The window owns its tree: nothing here needs to keep it.
        let tree = try GtkWidgetTree.of(window)
        print("outlets: \(tree.ids.joined(separator: ", "))")
        print("styled: \(manager.style(tree, with: "profile").summary)")
        gtk_window_present(cast(window, to: GtkWindow.self))
        if closes {
            print("dark: \(try manager.switchMode(to: "dark").summary)")
            print("back to the default mode: \(try manager.switchMode(to: nil).summary)")
            gtk_window_destroy(cast(window, to: GtkWindow.self))
        }
    }
    // Only the program's name: the options above are this example's, not GTK's.
    let status = try app.run(arguments: [CommandLine.arguments[0]])
    G8Gtk.drainEvents()
    print("closed: \(manager.registeredCount) windows still styled")
    return status
}

exit(try MainActor.assumeIsolated { try main() })
