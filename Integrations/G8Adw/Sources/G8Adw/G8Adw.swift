import CAdw
import Foundation
import G8Gtk

/// G8 for libadwaita: apps on `AdwApplication`, and Adw's widgets styled with the model
/// widgets' keys.
///
/// ```swift
/// let app = G8Adw.application(id: "org.example.Profile") { app in
///     let window = adw_application_window_new(UnsafeMutableRawPointer(app.application).assumingMemoryBound(to: GtkApplication.self))
///     let heading = adw_window_title_new("Profile", nil)
///     gtk_widget_set_name(heading, "heading")
///     …
///     manager.style(try GtkWidgetTree.of(window), with: "profile")  // "heading.text", "heading.textColor"
/// }
/// try app.run()
/// ```
///
/// Adw's widgets are GTK widgets: every key of ``G8/gtk`` applies to them (colours, fonts,
/// `layer.`, `GtkWidget`'s properties). ``G8/adw`` adds the model widgets' keys where an Adw
/// widget is one of them: an `AdwWindowTitle` or an `AdwStatusPage` is a label (`text`,
/// `detailText` for its subtitle or description), an `AdwButtonContent` a button's title
/// (`title`, `titleColor`), an `AdwPreferencesRow` a row of text (`text`; an `AdwActionRow`'s
/// subtitle is `detailText`); and their string properties by their own names (`subtitle`,
/// `icon-name`).
public enum G8Adw {
    /// Whether ``start()`` has initialised libadwaita.
    @MainActor public static var isStarted: Bool { adw_is_initialized() != 0 }

    /// Starts GTK (``G8Gtk/start()``) and libadwaita, for tests and tools that drive Adw's
    /// widgets without an application: its style manager and stylesheet. An `AdwApplication`
    /// does this itself when it starts.
    ///
    /// - Throws: ``G8GtkError/noDisplay(_:)`` when there is no display to connect to.
    @MainActor
    public static func start() throws(G8GtkError) {
        try G8Gtk.start()
        adw_init()
    }

    /// An app on libadwaita: a ``G8GtkApplication`` running an `AdwApplication`, which starts
    /// libadwaita when it starts, so that Adw's widgets and its style manager work.
    @MainActor
    public static func application(
        id: String?, unique: Bool = false, activate: @escaping @MainActor (G8GtkApplication) throws -> Void
    ) -> G8GtkApplication {
        let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        return G8GtkApplication(adopting: OpaquePointer(adw_application_new(id, flags)), activate: activate)
    }

    /// The appliers ``G8/adw`` adds to ``G8/gtk``: each for an Adw GType and its subclasses.
    public static var appliers: [GtkApplier] {
        // GtkApplier looks its GType up when it is added: registered first.
        _ = (adw_window_title_get_type(), adw_status_page_get_type(), adw_button_content_get_type())
        _ = (adw_action_row_get_type(), adw_preferences_row_get_type())
        return [
            stringKeys("AdwWindowTitle", ["text": "title", "detailText": "subtitle"], own: ["title", "subtitle"]),
            stringKeys("AdwStatusPage", ["text": "title", "detailText": "description"], own: ["title", "description", "icon-name"]),
            stringKeys("AdwPreferencesRow", ["text": "title"], own: ["title"]),
            stringKeys("AdwActionRow", ["detailText": "subtitle"], own: ["subtitle", "icon-name"]),
            stringKeys("AdwButtonContent", ["title": "label"], own: ["label", "icon-name"]),
            GtkApplier(typeName: "AdwButtonContent", keys: ["titleColor"]) { value, node, key, _ in
                key == "titleColor" && G8.applyValue(value, to: node, at: \.[cssColor: "color"])
            },
        ]
    }

    /// An applier setting string properties of `typeName` under the model widgets' names and
    /// under their own (`own`): G8Gtk finds by name the properties of the GTypes it lists, not
    /// those an Adw GType adds.
    static func stringKeys(_ typeName: String, _ modelNames: [String: String], own: [String]) -> GtkApplier {
        var names = modelNames
        for name in own { names[name] = name }
        let properties = names
        return GtkApplier(typeName: typeName, keys: properties.keys.sorted()) { value, node, key, _ in
            guard let property = properties[key] else { return false }
            return G8.applyValue(value, to: node, at: \.[stringProperty: property])
        }
    }
}

extension G8 {
    /// ``G8/gtk`` with the model widgets' keys for Adw's widgets (see ``G8Adw``).
    public static let adw: G8 = {
        var g8 = G8.gtk
        for applier in G8Adw.appliers { g8.add(gtkApplier: applier) }
        return g8
    }()
}
