import CGtk4
import Foundation
import G8Widgets

/// G8 for GTK 4: styles the widgets of GtkBuilder interfaces (``GtkInterface``) and widgets
/// made in code (``GtkWidgetTree``) with the engine's styles and themes; ``G8GtkApplication``
/// runs an app.
///
/// ```swift
/// import G8Gtk
/// try G8Gtk.start()                                  // G8GtkError.noDisplay without a display
/// let ui = try GtkInterface(xml: uiDocument)         // its object ids are the outlets
/// let report = G8.gtk.applyStyle(style, to: ui)      // "title.textColor", "ok.layer.cornerRadius"
/// let png = try ui.renderPNG(of: "window")           // the pixels as displayed
/// ```
///
/// Everything that touches GTK runs on the main thread, in GTK's main loop: the engine's
/// appliers for GTK widgets, the interface, rendering. A theme watcher's changes are brought
/// there by ``GtkLive``.
public enum G8Gtk {
    /// Whether ``start()`` has initialised GTK.
    @MainActor public private(set) static var isStarted = false

    /// Initialises GTK on the main actor's thread, which becomes GTK's thread, and connects to the display (`$DISPLAY` or
    /// `$WAYLAND_DISPLAY`). Calling it again does nothing.
    ///
    /// - Throws: ``G8GtkError/noDisplay(_:)`` when there is no display to connect to, as on
    ///   a server without X or Wayland; run under `xvfb-run -a` there.
    @MainActor
    public static func start() throws(G8GtkError) {
        if isStarted { return }
        let display = ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"].map { "WAYLAND_DISPLAY=\($0)" }
            ?? ProcessInfo.processInfo.environment["DISPLAY"].map { "DISPLAY=\($0)" }
        guard gtk_init_check() != 0, gdk_display_get_default() != nil else {
            throw .noDisplay(display.map { "cannot open the display (\($0))" } ?? "neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        isStarted = true
        GtkMain.owner = pthread_self()
    }

    /// Runs GTK's main loop until nothing is pending: idle callbacks, pending events, the style
    /// sheet's updates. For tests and scripts that drive the interface without a running loop.
    @MainActor
    public static func drainEvents() {
        var rounds = 0
        while g_main_context_pending(nil) != 0, rounds < 10_000 {
            g_main_context_iteration(nil, 0)
            rounds += 1
        }
    }

    /// Runs GTK's main loop for `seconds`, handling events as they come: for an app's window,
    /// the theme watcher's changes and timers.
    @MainActor
    public static func runLoop(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        let wake = g_timeout_add(20, { _ in 1 }, nil)
        defer { g_source_remove(wake) }
        while Date() < deadline {
            g_main_context_iteration(nil, 1)
        }
    }
}

/// Why GTK could not be used, or an interface not loaded or rendered.
public enum G8GtkError: Error, Equatable, CustomStringConvertible {
    /// There is no display to connect to; the text says which was tried.
    case noDisplay(String)
    /// ``G8Gtk/start()`` has not been called, or failed.
    case notStarted
    /// GTK is used from another thread than the one that started it.
    case notMainThread
    /// The GtkBuilder document could not be loaded: GTK's message.
    case invalidInterface(String)
    /// The interface has no object with this id; the nearest id, if one is near.
    case unknownObject(String, suggestion: String?)
    /// The widget with this id is not in a window, so GTK has not laid it out and cannot draw
    /// it: put it in a window of the document (or one of your own) before rendering it.
    case notInWindow(String)
    /// The object cannot be rendered: why.
    case renderFailed(String)
    /// A widget tree's root is a GObject of this GType, not a `GtkWidget`.
    case notAWidget(String)

    /// One sentence saying what went wrong.
    public var description: String {
        switch self {
        case .noDisplay(let detail): "no display: \(detail)"
        case .notStarted: "GTK is not started: call G8Gtk.start() first"
        case .notMainThread: "GTK must be used from the thread that started it"
        case .invalidInterface(let message): "invalid GtkBuilder document: \(message)"
        case .unknownObject(let id, let suggestion):
            "the interface has no object '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .notInWindow(let id):
            "cannot render '\(id)': it is not in a window; GTK lays out and draws only widgets in one"
        case .renderFailed(let reason): "cannot render: \(reason)"
        case .notAWidget(let typeName): "the root of a widget tree must be a GtkWidget, not a \(typeName)"
        }
    }
}
