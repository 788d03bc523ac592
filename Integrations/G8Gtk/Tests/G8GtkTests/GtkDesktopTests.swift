import CGtk4
import Foundation
import G8Gtk
import Testing

/// The desktop's appearance followed through a real Settings portal service on a private
/// session bus (`FakePortal`), GSettings' in-memory backend, and GTK's pixels.
@MainActor
@Suite("Desktop appearance", .serialized) struct GtkDesktopTests {
    static let appearanceNamespace = "org.freedesktop.appearance"

    /// A resolver document whose tokens have a `dark` mode (`$modes`) and whose modifier
    /// `contrast` has the contexts `normal` and `high`.
    static let files = [
        "app.resolver.json": """
            {"name": "App", "version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "./base.tokens.json"}]}},
             "modifiers": {"contrast": {"contexts": {"normal": [], "high": [{"$ref": "./high.tokens.json"}]}, "default": "normal"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/contrast"}]}
            """,
        "base.tokens.json": """
            {"color": {"$type": "color",
              "paper": {"$value": "#FFFFFF", "$modes": {"dark": "#1C1C1E"}},
              "ink": {"$value": "#111111", "$modes": {"dark": "#F2F2F7"}}}}
            """,
        "high.tokens.json": """
            {"color": {"$type": "color",
              "paper": {"$value": "#FFFF00", "$modes": {"dark": "#000000"}},
              "ink": {"$value": "#000000", "$modes": {"dark": "#FFFFFF"}}}}
            """,
    ]
    static let styles = #"{"styles": {"screen": {"window.backgroundColor": "{color.paper}", "title.textColor": "{color.ink}"}}}"#

    static let white = GtkRGBA(red: 255, green: 255, blue: 255)
    static let darkPaper = GtkRGBA(red: 28, green: 28, blue: 30)
    static let highLight = GtkRGBA(red: 255, green: 255, blue: 0)
    static let highDark = GtkRGBA(red: 0, green: 0, blue: 0)

    /// GTK started, GSettings kept in memory (never the user's settings), and a manager styling
    /// the test window with the resolver theme.
    @MainActor
    struct Screen {
        let ui: GtkInterface
        let manager: G8ThemeManager
        let log: DesktopLog

        var paper: GtkRGBA? { (try? ui.renderPixels(of: "window"))?.pixel(x: 2, y: 2) }
    }

    static func screen(theme: @MainActor (G8) throws -> G8Theme = resolverTheme) throws -> Screen {
        setenv("GSETTINGS_BACKEND", "memory", 1)
        try TestGtk.start()
        let log = DesktopLog()
        let manager = G8ThemeManager(engine: log.engine, theme: try theme(log.engine))
        let ui = try GtkInterface(xml: TestGtk.document)
        #expect(manager.style(ui, with: "screen").errors == [])
        _ = log.take()
        return Screen(ui: ui, manager: manager, log: log)
    }

    static func resolverTheme(_ engine: G8) throws -> G8Theme {
        try resolverTheme(engine, files: files)
    }

    static func resolverTheme(_ engine: G8, files: [String: String]) throws -> G8Theme {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8gtk-desktop-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return try G8Theme(resolver: folder.appendingPathComponent("app.resolver.json"), styles: Data(styles.utf8), stylesFile: "styles.json", engine: engine)
    }

    /// Whether GSettings is GNOME's here: its schema `org.gnome.desktop.interface` with the key
    /// `color-scheme` installed.
    static var hasGnomeSchema: Bool {
        guard let source = g_settings_schema_source_get_default(), let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1) else { return false }
        defer { g_settings_schema_unref(schema) }
        return g_settings_schema_has_key(schema, "color-scheme") != 0
    }

    /// The line that says what GSettings gave, where the portal is not there.
    static var noPortalFallback: String {
        hasGnomeSchema
            ? "verbose: desktop appearance: GSettings org.gnome.desktop.interface color-scheme is 'default': no colour-scheme preference, normal contrast, accent unset, reduced motion off"
            : "verbose: desktop appearance: no GSettings schema org.gnome.desktop.interface: no preference"
    }

    /// The GType name of the backend `settings` keeps its values in.
    static func backendType(of settings: UnsafeMutablePointer<GSettings>) -> String {
        var value = g8_value_of_type(g8_type_object())
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "backend", &value)
        guard let backend = g_value_get_object(&value) else { return "none" }
        return String(cString: g_type_name(g8_object_type(backend)))
    }

    static func portal(_ settings: [(String, String)], _ options: [String] = []) throws -> FakePortal {
        try FakePortal(options + settings.flatMap { ["--set", appearanceNamespace, $0.0, $0.1] })
    }

    @Test func lightToDarkToHighContrastToLightSwitchesTheManagerAndThePixels() throws {
        let screen = try Self.screen()
        let portal = try Self.portal([("color-scheme", "uint32 2"), ("contrast", "uint32 0")])
        let desktop = try GtkDesktop.follow(screen.manager, preference: .system, bus: .address(portal.address))
        #expect(desktop.source == .portal(version: 2))
        #expect(desktop.appearance == GtkDesktop.Appearance(colorScheme: .light, contrast: .normal))
        #expect(screen.manager.mode == nil)
        #expect(screen.manager.theme.contexts == ["contrast": "normal"])
        let light = try screen.ui.renderPixels(of: "window")
        #expect(light.pixel(x: 2, y: 2) == Self.white)
        #expect(screen.log.take() == [
            "verbose: desktop appearance: settings portal version 2, read with ReadAll: light, normal contrast, accent unset, reduced motion off",
        ])

        try portal.send("set \(Self.appearanceNamespace) color-scheme uint32 1")
        #expect(DesktopLoop.run { desktop.appearance.colorScheme == .dark })
        // Applied in the iteration that delivered the signal.
        #expect(screen.manager.mode == "dark")
        #expect(screen.paper == Self.darkPaper)

        try portal.send("set \(Self.appearanceNamespace) contrast uint32 1")
        #expect(DesktopLoop.run { desktop.appearance.contrast == .high })
        #expect(screen.manager.theme.contexts == ["contrast": "high"])
        #expect(screen.manager.mode == "dark")
        #expect(screen.paper == Self.highDark)

        try portal.send("set \(Self.appearanceNamespace) color-scheme uint32 2")
        #expect(DesktopLoop.run { desktop.appearance.colorScheme == .light })
        #expect(screen.manager.mode == nil)
        #expect(screen.paper == Self.highLight)

        try portal.send("set \(Self.appearanceNamespace) contrast uint32 0")
        #expect(DesktopLoop.run { desktop.appearance.contrast == .normal })
        #expect(screen.manager.theme.contexts == ["contrast": "normal"])
        #expect(try screen.ui.renderPixels(of: "window") == light)
        #expect(desktop.lastReport.errors == [])
        #expect(screen.log.take() == [
            "verbose: org.freedesktop.appearance.color-scheme: changed to 1: dark, normal contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: mode 'dark' (the desktop prefers dark)",
            "verbose: org.freedesktop.appearance.contrast: changed to 1: dark, high contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: contrast 'high'",
            "verbose: org.freedesktop.appearance.color-scheme: changed to 2: light, high contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: mode default (the desktop prefers light)",
            "verbose: org.freedesktop.appearance.contrast: changed to 0: light, normal contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: contrast 'normal'",
        ])
    }

    @Test func theAppsPreferenceWinsOverTheDesktops() throws {
        let screen = try Self.screen()
        let portal = try Self.portal([("color-scheme", "uint32 1")])
        let desktop = try GtkDesktop.follow(screen.manager, preference: .light, bus: .address(portal.address))
        #expect(desktop.appearance.colorScheme == .dark)
        #expect(screen.manager.mode == nil)
        #expect(screen.paper == Self.white)

        desktop.preference = .dark
        #expect(screen.manager.mode == "dark")
        #expect(screen.paper == Self.darkPaper)

        try portal.send("set \(Self.appearanceNamespace) color-scheme uint32 2")
        #expect(DesktopLoop.run { desktop.appearance.colorScheme == .light })
        #expect(screen.manager.mode == "dark")

        desktop.preference = .system
        #expect(screen.manager.mode == nil)
        #expect(screen.paper == Self.white)
        #expect(screen.log.take() == [
            "verbose: desktop appearance: settings portal version 2, read with ReadAll: dark, normal contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: mode 'dark' (the app prefers dark)",
            "verbose: org.freedesktop.appearance.color-scheme: changed to 2: light, normal contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: mode default (the desktop prefers light)",
        ])
    }

    @Test func aVersionOnePortalIsReadWithRead() throws {
        let screen = try Self.screen()
        let portal = try Self.portal(
            [("color-scheme", "uint32 1"), ("accent-color", "(0.2, 0.4, 0.6)"), ("reduced-motion", "uint32 1")],
            ["--version", "1", "--methods", "Read"])
        let desktop = try GtkDesktop.follow(screen.manager, bus: .address(portal.address))
        #expect(desktop.source == .portal(version: 1))
        #expect(desktop.appearance == GtkDesktop.Appearance(colorScheme: .dark, contrast: .normal, accent: Color(red: 0.2, green: 0.4, blue: 0.6), reducedMotion: true))
        #expect(screen.manager.mode == "dark")
        #expect(screen.paper == Self.darkPaper)

        var changes: [GtkDesktop.Appearance] = []
        desktop.onChange = { changes.append($0) }
        try portal.send("set \(Self.appearanceNamespace) accent-color (2.0, 0.0, 0.0)")
        #expect(DesktopLoop.run { changes.count == 1 })
        #expect(desktop.appearance.accent == nil)
        #expect(screen.log.take() == [
            "verbose: desktop appearance: settings portal version 1, read with Read: dark, normal contrast, accent #336699, reduced motion on",
            "verbose: desktop appearance: mode 'dark' (the desktop prefers dark)",
            "verbose: org.freedesktop.appearance.accent-color: changed to (2.0, 0.0, 0.0): dark, normal contrast, accent unset, reduced motion on",
        ])
    }

    @Test func withoutAPortalThereIsNoPreferenceAndGSettingsIsFollowed() throws {
        let screen = try Self.screen()
        let portal = try FakePortal(["--no-portal"])
        let desktop = try GtkDesktop.follow(screen.manager, bus: .address(portal.address))
        #expect(desktop.appearance == .noPreference)
        #expect(screen.manager.mode == nil)
        #expect(screen.log.take() == [
            "verbose: desktop appearance: no settings portal on the bus (org.freedesktop.portal.Desktop: org.freedesktop.DBus.Error.ServiceUnknown)",
            Self.noPortalFallback,
        ])
        guard Self.hasGnomeSchema else { return }
        #expect(desktop.source == .gsettings)
        let settings = try #require(g_settings_new("org.gnome.desktop.interface"))
        // Never the user's settings: the process's GSettings keeps them in memory.
        try #require(Self.backendType(of: settings) == "GMemorySettingsBackend")
        defer {
            g_settings_reset(settings, "color-scheme")
            g_object_unref(UnsafeMutableRawPointer(settings))
        }
        #expect(g_settings_set_string(settings, "color-scheme", "prefer-dark") != 0)
        #expect(DesktopLoop.run { desktop.appearance.colorScheme == .dark })
        #expect(screen.manager.mode == "dark")
        #expect(screen.paper == Self.darkPaper)
        #expect(screen.log.take() == [
            "verbose: desktop appearance: GSettings org.gnome.desktop.interface color-scheme changed to 'prefer-dark': dark, normal contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: mode 'dark' (the desktop prefers dark)",
        ])
        desktop.stop()
    }

    @Test func withoutABusThereIsNoPreference() throws {
        let screen = try Self.screen()
        let desktop = try GtkDesktop.follow(screen.manager, bus: .address("unix:path=/nonexistent/g8-bus"))
        #expect(desktop.appearance == .noPreference)
        #expect(screen.log.take() == [
            "verbose: desktop appearance: no bus at unix:path=/nonexistent/g8-bus (Could not connect: No such file or directory)",
            Self.noPortalFallback,
        ])
    }

    @Test func valuesOfOtherTypesAreReportedAndTakenAsNoPreference() throws {
        let screen = try Self.screen()
        let portal = try Self.portal([
            ("color-scheme", "'dark'"), ("contrast", "int32 1"), ("accent-color", "(1, 0, 0)"), ("reduced-motion", "true"),
        ])
        let desktop = try GtkDesktop.follow(screen.manager, bus: .address(portal.address))
        #expect(desktop.appearance == .noPreference)
        #expect(screen.manager.mode == nil)
        #expect(screen.log.take() == [
            "warning: org.freedesktop.appearance.color-scheme: the settings portal answered 'dark' of type 's'; expected type 'u' (0 no preference, 1 dark, 2 light): taken as no preference",
            "warning: org.freedesktop.appearance.contrast: the settings portal answered 1 of type 'i'; expected type 'u' (0 normal, 1 high): taken as normal",
            "warning: org.freedesktop.appearance.accent-color: the settings portal answered (1, 0, 0) of type '(iii)'; expected type '(ddd)' (red, green and blue from 0 to 1): taken as unset",
            "warning: org.freedesktop.appearance.reduced-motion: the settings portal answered true of type 'b'; expected type 'u' (0 no preference, 1 reduced): taken as no preference",
            "verbose: desktop appearance: settings portal version 2, read with ReadAll: no colour-scheme preference, normal contrast, accent unset, reduced motion off",
        ])

        try portal.send("emit-raw ('\(Self.appearanceNamespace)',)")
        try portal.send("set \(Self.appearanceNamespace) color-scheme <uint32 1>")
        #expect(DesktopLoop.run { desktop.appearance.colorScheme == .dark })
        try portal.send("set \(Self.appearanceNamespace) color-scheme 'light'")
        #expect(DesktopLoop.run { desktop.appearance.colorScheme == .noPreference })
        #expect(screen.manager.mode == nil)
        #expect(screen.log.take() == [
            "warning: desktop appearance: the settings portal sent SettingChanged with ('org.freedesktop.appearance',) of type '(s)'; expected type '(ssv)': ignored",
            "verbose: org.freedesktop.appearance.color-scheme: changed to 1: dark, normal contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: mode 'dark' (the desktop prefers dark)",
            "warning: org.freedesktop.appearance.color-scheme: the settings portal answered 'light' of type 's'; expected type 'u' (0 no preference, 1 dark, 2 light): taken as no preference",
            "verbose: org.freedesktop.appearance.color-scheme: changed to 'light': no colour-scheme preference, normal contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: mode default (the desktop has no preference)",
        ])
    }

    @Test func aPortalThatAnswersNothingIsReported() throws {
        let screen = try Self.screen()
        let portal = try FakePortal(["--read-all-reply", "()"])
        let desktop = try GtkDesktop.follow(screen.manager, bus: .address(portal.address))
        #expect(desktop.appearance == .noPreference)
        #expect(screen.log.take() == [
            "warning: desktop appearance: the settings portal answered ReadAll with () of type '()'; expected type '(a{sa{sv}})'",
            Self.noPortalFallback,
        ])
    }

    @Test func aPortalThatDoesNotAnswerIsLeftAfterTheTimeout() throws {
        let screen = try Self.screen()
        let portal = try FakePortal(["--hang"])
        let start = Date()
        let desktop = try GtkDesktop.follow(screen.manager, bus: .address(portal.address))
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(desktop.appearance == .noPreference)
        #expect(screen.log.take() == [
            "warning: desktop appearance: the settings portal's ReadAll failed: Timeout was reached",
            Self.noPortalFallback,
        ])
    }

    @Test func aThemeWithoutADarkModeStaysInItsDefaultModeWithOneWarning() throws {
        let screen = try Self.screen { engine in
            try G8Theme(json: Data(##"{"styles": {"screen": {"window.backgroundColor": "#FFFFFF"}}}"##.utf8), engine: engine)
        }
        let portal = try Self.portal([("color-scheme", "uint32 1")])
        let desktop = try GtkDesktop.follow(screen.manager, bus: .address(portal.address))
        #expect(screen.manager.mode == nil)
        try portal.send("set \(Self.appearanceNamespace) contrast uint32 1")
        #expect(DesktopLoop.run { desktop.appearance.contrast == .high })
        #expect(screen.manager.mode == nil)
        #expect(screen.log.take() == [
            "verbose: desktop appearance: settings portal version 2, read with ReadAll: dark, normal contrast, accent unset, reduced motion off",
            "warning: desktop appearance: the desktop prefers dark but the theme has no mode 'dark' (its modes: none); it stays in its default mode",
            "verbose: org.freedesktop.appearance.contrast: changed to 1: dark, high contrast, accent unset, reduced motion off",
        ])
    }

    @Test func numbersThePortalDoesNotDefineCountAsNoPreferenceWithoutAWarning() throws {
        let screen = try Self.screen()
        let portal = try Self.portal([("color-scheme", "uint32 7"), ("contrast", "uint32 3"), ("reduced-motion", "uint32 9"),
                                      ("accent-color", "(0.5, nan, 0.5)")])
        let desktop = try GtkDesktop.follow(screen.manager, bus: .address(portal.address))
        #expect(desktop.appearance == .noPreference)
        #expect(screen.log.take() == [
            "verbose: desktop appearance: settings portal version 2, read with ReadAll: no colour-scheme preference, normal contrast, accent unset, reduced motion off",
        ])
    }

    @Test func aContrastModifierWithoutAHighContextStaysAtItsNormalOneWithOneWarning() throws {
        var files = Self.files
        files["app.resolver.json"] = files["app.resolver.json"]?.replacingOccurrences(of: #""high": [{"#, with: #""more": [{"#)
        let screen = try Self.screen { engine in try Self.resolverTheme(engine, files: files) }
        let portal = try Self.portal([("contrast", "uint32 1")])
        let desktop = try GtkDesktop.follow(screen.manager, bus: .address(portal.address))
        #expect(screen.manager.theme.contexts == ["contrast": "normal"])
        try portal.send("set \(Self.appearanceNamespace) color-scheme uint32 1")
        #expect(DesktopLoop.run { desktop.appearance.colorScheme == .dark })
        #expect(screen.manager.theme.contexts == ["contrast": "normal"])
        #expect(screen.manager.mode == "dark")
        #expect(screen.log.take() == [
            "verbose: desktop appearance: settings portal version 2, read with ReadAll: no colour-scheme preference, high contrast, accent unset, reduced motion off",
            "warning: desktop appearance: the desktop asks for high contrast but the theme's modifier 'contrast' has no context 'high' (its contexts: 'normal', 'more'); it stays 'normal'",
            "verbose: org.freedesktop.appearance.color-scheme: changed to 1: dark, high contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: mode 'dark' (the desktop prefers dark)",
        ])
    }

    @Test func aVersionOnePortalWithoutReadIsReported() throws {
        let screen = try Self.screen()
        let portal = try FakePortal(["--version", "1", "--methods", "ReadAll"])
        let desktop = try GtkDesktop.follow(screen.manager, bus: .address(portal.address))
        #expect(desktop.appearance == .noPreference)
        #expect(screen.log.take() == [
            "warning: desktop appearance: the settings portal's Read of color-scheme failed: No such method “Read” (org.freedesktop.DBus.Error.UnknownMethod)",
            Self.noPortalFallback,
        ])
    }

    @Test func aPortalThatRestartsIsReadAgain() throws {
        let screen = try Self.screen()
        let portal = try Self.portal([("color-scheme", "uint32 2")])
        let desktop = try GtkDesktop.follow(screen.manager, bus: .address(portal.address))
        #expect(screen.manager.mode == nil)
        // Changed while the portal is away: no signal tells it, the new owner's answer does.
        try portal.send("store \(Self.appearanceNamespace) color-scheme uint32 1")
        try portal.send("restart")
        #expect(DesktopLoop.run { desktop.appearance.colorScheme == .dark })
        #expect(screen.manager.mode == "dark")
        #expect(screen.paper == Self.darkPaper)
        try portal.send("set \(Self.appearanceNamespace) color-scheme uint32 2")
        #expect(DesktopLoop.run { desktop.appearance.colorScheme == .light })
        #expect(screen.manager.mode == nil)
        #expect(screen.log.take() == [
            "verbose: desktop appearance: settings portal version 2, read with ReadAll: light, normal contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: the settings portal restarted; version 2, read with ReadAll: dark, normal contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: mode 'dark' (the desktop prefers dark)",
            "verbose: org.freedesktop.appearance.color-scheme: changed to 2: light, normal contrast, accent unset, reduced motion off",
            "verbose: desktop appearance: mode default (the desktop prefers light)",
        ])
    }

    /// The gallery follows the portal of its session bus (`DBUS_SESSION_BUS_ADDRESS`), the
    /// default ``GtkDesktop/Bus/session``: a process of its own, since a process's session bus
    /// connection is made once and ends the process when its bus goes away.
    @Test func theGalleryFollowsThePortalOfItsSessionBus() throws {
        let portal = try Self.portal([("color-scheme", "uint32 2")])
        let gallery = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("GtkGallery")
        let process = Process()
        process.executableURL = gallery
        process.arguments = ["--seconds", "30"]
        // A display of its own: the gallery's window never takes the keyboard focus from another test.
        let display = try PrivateDisplay()
        defer { display.stop() }
        var environment = display.environment()
        environment["DBUS_SESSION_BUS_ADDRESS"] = portal.address
        environment["GSK_RENDERER"] = "cairo"
        environment["GTK_A11Y"] = "none"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            // SIGKILL: SIGTERM did not end the gallery when the test runner started it.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        var lines = LineReader(descriptor: output.fileHandleForReading.fileDescriptor, errors: URL(fileURLWithPath: "/dev/null"), writer: "the gallery")
        func line(startingWith prefix: String) throws -> String {
            while true {
                let line = try lines.next()
                if line.hasPrefix(prefix) { return line }
            }
        }
        #expect(try line(startingWith: "desktop") == "desktop (settings portal version 2): light, normal contrast, accent unset, reduced motion off; mode light, contrast normal")
        try portal.send("set \(Self.appearanceNamespace) color-scheme uint32 1")
        #expect(try line(startingWith: "desktop") == "desktop changed: dark, normal contrast, accent unset, reduced motion off; mode dark, contrast normal")
        // The gallery's resolver document gives its theme the contrast modifier.
        try portal.send("set \(Self.appearanceNamespace) contrast uint32 1")
        #expect(try line(startingWith: "desktop") == "desktop changed: dark, high contrast, accent unset, reduced motion off; mode dark, contrast high")
    }
}
