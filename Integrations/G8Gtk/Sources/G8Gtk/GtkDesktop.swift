import CGtk4
import G8Widgets

/// Follows the desktop's appearance: a theme manager in the mode and contrast the desktop asks
/// for, changed live when the user changes them.
///
/// ```swift
/// let manager = G8ThemeManager(engine: .gtk, theme: try G8Theme(contentsOf: url, engine: .gtk))
/// manager.style(ui, with: "screen")
/// let desktop = try GtkDesktop.follow(manager, preference: .system)
/// desktop.appearance.colorScheme       // .dark while the desktop prefers dark
/// desktop.preference = .light          // the app's own choice wins over the desktop's
/// ```
///
/// The appearance is read from the XDG Settings portal (`org.freedesktop.portal.Settings`, the
/// keys of `org.freedesktop.appearance`) over GIO's GDBus, with `ReadAll` from version 2 of its
/// interface and `Read` before; its `SettingChanged` signal is followed, and a portal that
/// restarts (its name gets a new owner) is read again. Without a portal,
/// GNOME's `org.gnome.desktop.interface color-scheme` is read through GSettings when that
/// schema is installed, and followed; without either there is no preference. Neither is an
/// error: the engine's logger gets one verbose line saying where the appearance comes from.
/// A portal answering values of other types than its documentation's gets a warning naming
/// the key, the value and the type expected, and the value counts as "no preference".
///
/// What the manager is switched to:
/// - the mode `dark` while the preference is ``Preference/dark``, or ``Preference/system``
///   and the desktop prefers dark; the theme's default mode (its tokens' own values)
///   otherwise. A theme without a mode `dark` stays in its default mode, with a warning.
/// - for a theme with a modifier `contrast` (a resolver document's), its context `high` while
///   the desktop asks for more contrast, and `normal` (or the modifier's default context when it
///   has no `normal`) otherwise. The app's preference does not change the contrast.
///
/// A change is applied in the main-loop iteration that delivers it, before GTK lays out the
/// next frame. The desktop belongs to GTK's thread, as the manager does: follow it there,
/// after ``G8Gtk/start()``, and keep it for as long as the manager should follow; releasing it
/// (or ``stop()``) stops following.
@MainActor
public final class GtkDesktop {
    /// The manager switched to the desktop's appearance.
    public let manager: G8ThemeManager
    /// The desktop's appearance, as last read or changed.
    public private(set) var appearance = Appearance.noPreference
    /// Where ``appearance`` comes from.
    public private(set) var source = Source.none
    /// The colour scheme the app wants; setting it switches the manager at once.
    public var preference: Preference {
        didSet { if preference != oldValue { apply() } }
    }
    /// What the last switch of the manager reported (empty when nothing had to change).
    public private(set) var lastReport = G8Report()
    /// Runs after each change of the desktop's appearance, once the manager has been switched.
    public var onChange: (@MainActor (Appearance) -> Void)?

    private var portal: GtkDesktopPortal?
    private var gsettings: GtkDesktopGSettings?
    /// Whether the theme's lack of a mode `dark`, or of a context `high`, has been reported
    /// since it was last wanted: reported once, not at every change.
    private var reported: Set<String> = []

    private init(manager: G8ThemeManager, preference: Preference) {
        self.manager = manager
        self.preference = preference
    }

    /// Reads the desktop's appearance from `bus` (the session bus unless told), switches
    /// `manager` to it and follows it.
    ///
    /// - Throws: ``G8GtkError/notStarted`` before ``G8Gtk/start()``: the changes come through
    ///   GTK's main loop. No bus, no portal or a portal that answers badly is not an error: the
    ///   appearance is then ``Appearance/noPreference`` (or GSettings'), and the engine's logger
    ///   says why.
    public static func follow(_ manager: G8ThemeManager, preference: Preference = .system, bus: Bus = .session) throws(G8GtkError) -> GtkDesktop {
        guard G8Gtk.isStarted else { throw .notStarted }
        let desktop = GtkDesktop(manager: manager, preference: preference)
        desktop.connect(bus)
        desktop.apply()
        return desktop
    }

    /// Stops following the desktop; the manager keeps its mode and contexts.
    public func stop() {
        portal?.stop()
        portal = nil
        gsettings?.stop()
        gsettings = nil
    }

    isolated deinit {
        stop()
    }

    // MARK: Reading

    private func connect(_ bus: Bus) {
        let opening = GtkDesktopPortal.open(
            bus, onChange: { [weak self] key, value in self?.portalChanged(key, value) },
            onBadSignal: { [weak self] body in self?.badSignal(body) },
            onRestart: { [weak self] in self?.portalRestarted() })
        switch opening {
        case .success(let (portal, reading)):
            self.portal = portal
            source = .portal(version: reading.version)
            appearance = reading.appearance
            for warning in reading.warnings { log(.warning, warning.path, warning.message) }
            log(.verbose, "", "desktop appearance: settings portal version \(reading.version), read with \(reading.method): \(appearance)")
        case .failure(let absence):
            log(absence.isProblem ? .warning : .verbose, "", "desktop appearance: \(absence.reason)")
            readGSettings()
        }
    }

    /// The portal's name has a new owner: its settings are read again; when they cannot be,
    /// the appearance stays.
    private func portalRestarted() {
        guard let portal else { return }
        switch portal.read() {
        case .success(let reading):
            source = .portal(version: reading.version)
            for warning in reading.warnings { log(.warning, warning.path, warning.message) }
            log(.verbose, "", "desktop appearance: the settings portal restarted; version \(reading.version), read with \(reading.method): \(reading.appearance)")
            update(reading.appearance)
        case .failure(let absence):
            log(.warning, "", "desktop appearance: the settings portal restarted and cannot be read: \(absence.reason); the appearance stays")
        }
    }

    private func readGSettings() {
        switch GtkDesktopGSettings.open(onChange: { [weak self] in self?.gsettingsChanged() }) {
        case .success(let settings):
            gsettings = settings
            source = .gsettings
            let read = settings.colorScheme
            appearance = Appearance(colorScheme: read.scheme)
            log(.verbose, "", "desktop appearance: GSettings \(GtkDesktopGSettings.schemaID) \(GtkDesktopGSettings.key) is \(read.text): \(appearance)")
        case .failure(let absence):
            log(.verbose, "", "desktop appearance: \(absence.reason): no preference")
        }
    }

    private func portalChanged(_ name: String, _ value: GtkVariant) {
        guard let key = GtkDesktopKey(rawValue: name) else { return }
        var next = appearance
        if let warning = key.read(value, into: &next) { log(.warning, key.path, warning) }
        log(.verbose, key.path, "changed to \(value.unboxed.text): \(next)")
        update(next)
    }

    private func badSignal(_ body: GtkVariant) {
        log(.warning, "", "desktop appearance: the settings portal sent SettingChanged with \(body.text) of type '\(body.typeString)'; expected type '(ssv)': ignored")
    }

    private func gsettingsChanged() {
        guard let settings = gsettings else { return }
        let read = settings.colorScheme
        var next = appearance
        next.colorScheme = read.scheme
        log(.verbose, "", "desktop appearance: GSettings \(GtkDesktopGSettings.schemaID) \(GtkDesktopGSettings.key) changed to \(read.text): \(next)")
        update(next)
    }

    private func update(_ next: Appearance) {
        guard next != appearance else { return }
        appearance = next
        apply()
        onChange?(next)
    }

    // MARK: Switching the manager

    /// Switches the manager to the mode and contrast the preference and the appearance call for,
    /// now; what is already so is left. Call it after giving the manager another theme.
    @discardableResult
    public func apply() -> G8Report {
        var report = G8Report()
        let mode = wantedMode()
        if manager.mode != mode.name {
            log(.verbose, "", "desktop appearance: mode \(mode.name.map { "'\($0)'" } ?? "default") (\(mode.reason))")
            report.append(switching { () throws(G8ThemeError) in try manager.switchMode(to: mode.name) })
        }
        if let contrast = wantedContrast(), manager.theme.contexts["contrast"] != contrast {
            log(.verbose, "", "desktop appearance: contrast '\(contrast)'")
            report.append(switching { () throws(G8ThemeError) in try manager.switchContexts(to: ["contrast": contrast]) })
        }
        lastReport = report
        return report
    }

    /// The mode to switch to and why: `dark`, or nil for the theme's default mode.
    private func wantedMode() -> (name: String?, reason: String) {
        let reason: String
        switch (preference, appearance.colorScheme) {
        case (.dark, _): reason = "the app prefers dark"
        case (.system, .dark): reason = "the desktop prefers dark"
        case (.light, _): return (nil, "the app prefers light")
        case (.system, let scheme): return (nil, scheme == .light ? "the desktop prefers light" : "the desktop has no preference")
        }
        guard manager.theme.modes.contains("dark") else {
            if reported.insert("dark").inserted {
                log(.warning, "", "desktop appearance: \(reason) but the theme has no mode 'dark' (its modes: \(GtkDesktop.quoted(manager.theme.modes))); it stays in its default mode")
            }
            return (nil, "the theme has no mode 'dark'")
        }
        reported.remove("dark")
        return ("dark", reason)
    }

    /// The context of the theme's modifier `contrast` to switch to; nil for a theme without one.
    private func wantedContrast() -> String? {
        guard let modifier = manager.theme.modifiers.first(where: { $0.name == "contrast" }) else { return nil }
        let normal = modifier.contexts.contains("normal") ? "normal" : modifier.defaultContext ?? modifier.contexts.first ?? "normal"
        guard appearance.contrast == .high else {
            reported.remove("high")
            return normal
        }
        guard modifier.contexts.contains("high") else {
            if reported.insert("high").inserted {
                log(.warning, "", "desktop appearance: the desktop asks for high contrast but the theme's modifier 'contrast' has no context 'high' (its contexts: \(GtkDesktop.quoted(modifier.contexts))); it stays '\(normal)'")
            }
            return normal
        }
        return "high"
    }

    /// The report of a switch, or of its refusal (logged: the manager logs only what it applies).
    private func switching(_ body: () throws(G8ThemeError) -> G8Report) -> G8Report {
        do {
            return try body()
        } catch {
            for diagnostic in error.diagnostics { log(diagnostic) }
            return G8Report(diagnostics: error.diagnostics)
        }
    }

    private static func quoted(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")
    }

    private func log(_ level: G8LogLevel, _ path: String, _ message: String) {
        log(G8Diagnostic(level: level, path: path, message: message))
    }

    private func log(_ diagnostic: G8Diagnostic) {
        let engine = manager.engine
        if engine.logLevel != .off && diagnostic.level >= engine.logLevel { engine.logHandler(diagnostic) }
    }
}
