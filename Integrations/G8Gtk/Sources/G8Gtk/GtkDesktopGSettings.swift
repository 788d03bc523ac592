import CGtk4

/// GNOME's colour-scheme setting, `org.gnome.desktop.interface color-scheme` (`default`,
/// `prefer-dark`, `prefer-light`), read through GSettings and followed: where the desktop
/// has no Settings portal.
///
/// GSettings aborts the process when asked for a schema that is not installed, or for a key the
/// schema lacks; the schema and the key are looked up first, and without them there is nothing
/// to follow.
@MainActor
final class GtkDesktopGSettings {
    static let schemaID = "org.gnome.desktop.interface"
    static let key = "color-scheme"

    private let settings: UnsafeMutablePointer<GSettings>
    private var handler: gulong = 0

    private init(settings: UnsafeMutablePointer<GSettings>) {
        self.settings = settings
    }

    /// The setting, followed (`onChange` runs on each change, in GTK's main loop), or nil with
    /// the reason when the schema or its key is not installed.
    static func open(onChange: @escaping @MainActor () -> Void) -> Result<GtkDesktopGSettings, GtkDesktopAbsence> {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, schemaID, 1)
        else { return .failure(GtkDesktopAbsence("no GSettings schema \(schemaID)")) }
        defer { g_settings_schema_unref(schema) }
        // A relocatable schema (no path) needs one given; the installed one has its own.
        guard g_settings_schema_has_key(schema, key) != 0, g_settings_schema_get_path(schema) != nil else {
            return .failure(GtkDesktopAbsence("the GSettings schema \(schemaID) has no key \(key)"))
        }
        let object = GtkDesktopGSettings(settings: g_settings_new_full(schema, nil, nil))
        object.follow(onChange)
        return .success(object)
    }

    /// The colour scheme the setting says, and its value as GSettings gives it (`'prefer-dark'`).
    var colorScheme: (scheme: GtkDesktop.Appearance.ColorScheme, text: String) {
        guard let raw = g_settings_get_value(settings, GtkDesktopGSettings.key) else { return (.noPreference, "nothing") }
        let value = GtkVariant(taking: raw)
        switch value.string {
        case "prefer-dark": return (.dark, value.text)
        case "prefer-light": return (.light, value.text)
        default: return (.noPreference, value.text)
        }
    }

    private func follow(_ onChange: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(ChangeHandler(onChange)).toOpaque()
        let callback: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, _, data in
            guard let data else { return }
            let handler = Unmanaged<ChangeHandler>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { handler.body() }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<ChangeHandler>.fromOpaque(data).release()
        }
        handler = g_signal_connect_data(
            UnsafeMutableRawPointer(settings), "changed::\(GtkDesktopGSettings.key)", unsafeBitCast(callback, to: GCallback.self),
            box, release, GConnectFlags(0))
    }

    /// Stops following the setting and lets it go.
    func stop() {
        guard handler != 0 else { return }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(settings), handler)
        handler = 0
        g_object_unref(UnsafeMutableRawPointer(settings))
    }

    /// The change callback, handed to GObject retained and released when the handler is
    /// disconnected.
    private final class ChangeHandler {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }
}

/// Why a source of the desktop's appearance is not there: one phrase for the diagnostic.
struct GtkDesktopAbsence: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
