import CGtk4
import G8Widgets

/// The XDG Settings portal (`org.freedesktop.portal.Settings` of `org.freedesktop.portal.Desktop`
/// at `/org/freedesktop/portal/desktop`), asked over GIO's GDBus for the keys of
/// `org.freedesktop.appearance`, its `SettingChanged` signal followed.
///
/// Everything runs on GTK's thread: the calls are made there, and GDBus delivers the signal in
/// the main context of the thread that subscribed, GTK's main loop.
@MainActor
final class GtkDesktopPortal {
    static let busName = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"

    /// How long a call to the portal may take, in milliseconds. The first reading blocks the
    /// thread that follows the desktop (as GTK's own reading of the portal does); a portal that
    /// does not answer within it leaves the app with no preference instead of a frozen window.
    static let callTimeout: Int32 = 2000

    /// A connection to the bus, with the signal subscription made on it.
    let connection: OpaquePointer
    /// Whether the connection is this portal's own (made for an address), closed when it stops.
    private let ownsConnection: Bool
    /// The `SettingChanged` subscription and the name watch (see GtkDesktopPortal+Signals).
    var subscription: guint = 0
    var nameWatch: guint = 0
    private var isOpen = true

    private init(connection: OpaquePointer, ownsConnection: Bool) {
        self.connection = connection
        self.ownsConnection = ownsConnection
    }

    /// What the portal answered: its version, the appearance, the method that read it and the
    /// warnings about its values (each at its key's path).
    struct Reading {
        let version: UInt32
        let appearance: GtkDesktop.Appearance
        let method: String
        let warnings: [(path: String, message: String)]
    }

    /// Why the portal could not be read, and whether it is worth a warning (a portal that
    /// failed) rather than a verbose line (no bus, no portal: a desktop without one).
    struct Absence: Error {
        let reason: String
        let isProblem: Bool
    }

    /// Connects to `bus`, subscribes to `SettingChanged` (so that no change made while it reads
    /// is missed), reads the appearance, and watches the portal's name. `onChange` receives each
    /// change's key and value; `onRestart` runs when the portal's name gets a new owner (the
    /// portal restarted: its settings may be others).
    static func open(
        _ bus: GtkDesktop.Bus, onChange: @escaping @MainActor (String, GtkVariant) -> Void,
        onBadSignal: @escaping @MainActor (GtkVariant) -> Void, onRestart: @escaping @MainActor () -> Void
    ) -> Result<(GtkDesktopPortal, Reading), Absence> {
        var error: UnsafeMutablePointer<GError>?
        let connection: OpaquePointer?
        switch bus {
        case .session: connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
        case .address(let address):
            let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
        }
        guard let connection else {
            let reason = GtkDBusError(taking: error).message
            switch bus {
            case .session: return .failure(Absence(reason: "no session bus (\(reason))", isProblem: false))
            case .address(let address): return .failure(Absence(reason: "no bus at \(address) (\(reason))", isProblem: false))
            }
        }
        let portal = GtkDesktopPortal(connection: connection, ownsConnection: bus != .session)
        portal.subscribe(onChange: onChange, onBadSignal: onBadSignal)
        switch portal.read() {
        case .success(let reading):
            portal.watchOwner(onRestart: onRestart)
            return .success((portal, reading))
        case .failure(let absence):
            portal.stop()
            return .failure(absence)
        }
    }

    /// Reads the portal's version, then the namespace's values: with `ReadAll` from version 2,
    /// with `Read` before.
    func read() -> Result<Reading, Absence> {
        let version: UInt32
        switch self.version() {
        case .success(let found): version = found
        case .failure(let failure) where failure.isNoPortal:
            return .failure(Absence(reason: "no settings portal on the bus (\(GtkDesktopPortal.busName): \(failure.name ?? failure.message))", isProblem: false))
        case .failure(let failure):
            return .failure(Absence(reason: "the settings portal did not give its version: \(failure)", isProblem: true))
        }
        switch version >= 2 ? readAll() : readEach() {
        case .success(let values):
            var appearance = GtkDesktop.Appearance.noPreference
            var warnings: [(path: String, message: String)] = []
            for key in GtkDesktopKey.allCases {
                if let warning = key.read(values[key.rawValue], into: &appearance) { warnings.append((key.path, warning)) }
            }
            return .success(Reading(version: version, appearance: appearance, method: version >= 2 ? "ReadAll" : "Read", warnings: warnings))
        case .failure(let failure):
            return .failure(Absence(reason: failure.reason, isProblem: true))
        }
    }

    /// The portal's interface version, the property `version`; 1 when the portal has no such
    /// property (the first versions of the interface).
    private func version() -> Result<UInt32, GtkDBusError> {
        let parameters = GtkVariant.tuple([GtkVariant.string(GtkDesktopPortal.interface), GtkVariant.string("version")])
        switch call("org.freedesktop.DBus.Properties", "Get", parameters) {
        case .failure(let failure) where failure.name == "org.freedesktop.DBus.Error.InvalidArgs"
            || failure.name == "org.freedesktop.DBus.Error.UnknownProperty":
            return .success(1)
        case .failure(let failure): return .failure(failure)
        case .success(let reply):
            guard reply.typeString == "(v)", let version = reply.child(0)?.unboxed.uint32 else { return .success(1) }
            return .success(version)
        }
    }

    /// The namespace's values with one `ReadAll` (version 2 and later).
    private func readAll() -> Result<[String: GtkVariant], GtkDesktopAbsence> {
        let parameters = GtkVariant.tuple([GtkVariant.strings([GtkDesktopKey.namespace])])
        switch call(GtkDesktopPortal.interface, "ReadAll", parameters) {
        case .failure(let failure): return .failure(GtkDesktopAbsence("the settings portal's ReadAll failed: \(failure)"))
        case .success(let reply):
            guard reply.typeString == "(a{sa{sv}})", let namespaces = reply.child(0)?.dictionary else {
                return .failure(GtkDesktopAbsence("the settings portal answered ReadAll with \(reply.text) of type '\(reply.typeString)'; expected type '(a{sa{sv}})'"))
            }
            return .success(namespaces[GtkDesktopKey.namespace]?.dictionary ?? [:])
        }
    }

    /// The namespace's values with one `Read` a key, the method every version has; a key the
    /// portal does not know (`NotFound`) is unset.
    private func readEach() -> Result<[String: GtkVariant], GtkDesktopAbsence> {
        var values: [String: GtkVariant] = [:]
        for key in GtkDesktopKey.allCases {
            let parameters = GtkVariant.tuple([GtkVariant.string(GtkDesktopKey.namespace), GtkVariant.string(key.rawValue)])
            switch call(GtkDesktopPortal.interface, "Read", parameters) {
            case .failure(let failure) where failure.name == "org.freedesktop.portal.Error.NotFound": continue
            case .failure(let failure): return .failure(GtkDesktopAbsence("the settings portal's Read of \(key.rawValue) failed: \(failure)"))
            case .success(let reply):
                guard reply.typeString == "(v)", let value = reply.child(0) else {
                    return .failure(GtkDesktopAbsence("the settings portal answered Read of \(key.rawValue) with \(reply.text) of type '\(reply.typeString)'; expected type '(v)'"))
                }
                values[key.rawValue] = value
            }
        }
        return .success(values)
    }

    /// Calls `method` of `interface` on the portal's object and waits for the reply, at most
    /// ``callTimeout``; the reply's type is checked by the caller (GDBus would refuse a reply of
    /// another type with a message that does not show the value).
    private func call(_ interface: String, _ method: String, _ parameters: OpaquePointer) -> Result<GtkVariant, GtkDBusError> {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            connection, GtkDesktopPortal.busName, GtkDesktopPortal.objectPath, interface, method, parameters,
            nil, G_DBUS_CALL_FLAGS_NONE, GtkDesktopPortal.callTimeout, nil, &error)
        guard let reply else { return .failure(GtkDBusError(taking: error)) }
        return .success(GtkVariant(taking: reply))
    }

    /// Stops following the signal and lets the connection go.
    func stop() {
        guard isOpen else { return }
        isOpen = false
        if nameWatch != 0 { g_bus_unwatch_name(nameWatch) }
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
        if ownsConnection { g_dbus_connection_close(connection, nil, nil, nil) }
        g_object_unref(UnsafeMutableRawPointer(connection))
    }
}
