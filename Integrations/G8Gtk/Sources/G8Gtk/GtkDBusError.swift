import CGtk4

/// A GError from GDBus: its message, and the D-Bus error's name when the other side sent one.
struct GtkDBusError: Error, CustomStringConvertible {
    /// The D-Bus error name, such as `org.freedesktop.DBus.Error.ServiceUnknown`; nil for a
    /// local error (a timeout, a closed connection).
    let name: String?
    /// GLib's message, without the `GDBus.Error:name: ` prefix GDBus puts before a remote one.
    let message: String

    /// Reads and frees `error`.
    init(taking error: UnsafeMutablePointer<GError>?) {
        guard let error else {
            name = nil
            message = "unknown error"
            return
        }
        defer { g_error_free(error) }
        if let remote = g_dbus_error_get_remote_error(error) {
            name = String(cString: remote)
            g_free(remote)
            _ = g_dbus_error_strip_remote_error(error)
        } else {
            name = nil
        }
        message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }

    /// Whether it says that no one owns the portal's name (nothing to start on demand either).
    var isNoPortal: Bool {
        name == "org.freedesktop.DBus.Error.ServiceUnknown" || name == "org.freedesktop.DBus.Error.NameHasNoOwner"
    }

    /// `message (name)`, or the message alone for a local error.
    var description: String {
        name.map { "\(message) (\($0))" } ?? message
    }
}
