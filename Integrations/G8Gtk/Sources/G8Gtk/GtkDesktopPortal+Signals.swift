import CGtk4

/// The portal's signals: `SettingChanged`, and who owns the portal's name. GDBus calls back in
/// the main context of the thread that subscribed, GTK's; each callback's data is a Swift
/// object retained for GDBus and released by the destroy function GDBus calls when the
/// subscription or the watch ends.
extension GtkDesktopPortal {
    /// Subscribes to the portal's `SettingChanged` for `org.freedesktop.appearance`.
    func subscribe(onChange: @escaping @MainActor (String, GtkVariant) -> Void, onBadSignal: @escaping @MainActor (GtkVariant) -> Void) {
        let handlers = Unmanaged.passRetained(SignalHandlers(onChange: onChange, onBadSignal: onBadSignal))
        subscription = g_dbus_connection_signal_subscribe(
            connection, GtkDesktopPortal.busName, GtkDesktopPortal.interface, "SettingChanged", GtkDesktopPortal.objectPath,
            GtkDesktopKey.namespace, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                guard let parameters, let data else { return }
                let handlers = Unmanaged<SignalHandlers>.fromOpaque(data).takeUnretainedValue()
                let body = GtkVariant(borrowing: parameters)
                MainActor.assumeIsolated { handlers.deliver(body) }
            },
            handlers.toOpaque(),
            { data in
                if let data { Unmanaged<SignalHandlers>.fromOpaque(data).release() }
            })
    }

    /// Watches who owns the portal's name. The first answer is the owner the reading came
    /// from (or none); a later owner other than the one before is a portal that restarted.
    func watchOwner(onRestart: @escaping @MainActor () -> Void) {
        let watcher = Unmanaged.passRetained(OwnerWatcher(onRestart: onRestart))
        let appeared: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, _, owner, data in
            guard let data else { return }
            let watcher = Unmanaged<OwnerWatcher>.fromOpaque(data).takeUnretainedValue()
            let owner = owner.map { String(cString: $0) }
            MainActor.assumeIsolated { watcher.saw(owner) }
        }
        let vanished: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, _, data in
            guard let data else { return }
            let watcher = Unmanaged<OwnerWatcher>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { watcher.saw(nil) }
        }
        nameWatch = g_bus_watch_name_on_connection(
            connection, GtkDesktopPortal.busName, G_BUS_NAME_WATCHER_FLAGS_NONE, appeared, vanished, watcher.toOpaque(),
            { data in
                if let data { Unmanaged<OwnerWatcher>.fromOpaque(data).release() }
            })
    }

}

/// What the signal's callback reaches: the two callbacks, handed to GDBus retained.
@MainActor
private final class SignalHandlers {
    let onChange: @MainActor (String, GtkVariant) -> Void
    let onBadSignal: @MainActor (GtkVariant) -> Void

    init(onChange: @escaping @MainActor (String, GtkVariant) -> Void, onBadSignal: @escaping @MainActor (GtkVariant) -> Void) {
        self.onChange = onChange
        self.onBadSignal = onBadSignal
    }

    /// A `(ssv)` of the namespace goes to `onChange`; a body of another type to `onBadSignal`.
    func deliver(_ body: GtkVariant) {
        guard body.typeString == "(ssv)", let namespace = body.child(0)?.string, let key = body.child(1)?.string,
              let value = body.child(2)
        else { return onBadSignal(body) }
        if namespace == GtkDesktopKey.namespace { onChange(key, value) }
    }
}

/// Who owns the portal's name, as GDBus last said; calls `onRestart` when a new owner follows
/// an owner already seen or none.
@MainActor
private final class OwnerWatcher {
    let onRestart: @MainActor () -> Void
    private var hasSeen = false
    private var owner: String?

    init(onRestart: @escaping @MainActor () -> Void) {
        self.onRestart = onRestart
    }

    func saw(_ next: String?) {
        defer {
            hasSeen = true
            owner = next
        }
        if hasSeen, let next, next != owner { onRestart() }
    }
}
