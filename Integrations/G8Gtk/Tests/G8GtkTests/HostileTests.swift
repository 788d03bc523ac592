import CGtk4
import Foundation
import G8Gtk
import Testing

/// Hostile use of GTK objects under a theme manager: widgets destroyed while registered,
/// during a queued switch and from inside an applier, an interface freed with a switch pending.
/// GTK runs with fatal criticals: a critical ends the run.
@MainActor
@Suite("Hostile lifetimes") struct HostileLifetimeTests {
    static let themeJSON = """
        {
          "tokens": { "color": { "$type": "color",
            "ink": { "$value": "#111111", "$modes": { "dark": "#EEEEEE" } },
            "paper": { "$value": "#FFFFFF", "$modes": { "dark": "#222222" } } } },
          "styles": {
            "screen": {
              "title.textColor": "{color.ink}", "title.xalign": 0.5, "title.text": "Styled",
              "ok.titleColor": "{color.ink}", "ok.backgroundColor": "{color.paper}", "ok.layer.cornerRadius": 4,
              "box.spacing": 6, "window.backgroundColor": "{color.paper}"
            },
            "hooked": { "title.g8-hook": true, "title.textColor": "{color.ink}", "ok.titleColor": "{color.ink}" }
          }
        }
        """

    /// What a hook applier runs, set by each test.
    final class Hook: @unchecked Sendable {
        var action: (@MainActor (GtkNode) -> Void)?
        var runs = 0
    }

    /// The test engine with a closure applier for labels' `g8-hook` key that runs `hook`.
    func engine(_ hook: Hook) -> G8 {
        var engine = TestGtk.engine
        engine.add(gtkApplier: GtkApplier(typeName: "GtkLabel", keys: ["g8-hook"]) { _, node, name, _ in
            guard name == "g8-hook" else { return false }
            MainActor.assumeIsolated {
                hook.runs += 1
                if let action = hook.action {
                    hook.action = nil
                    action(node)
                }
            }
            return true
        })
        return engine
    }

    /// Takes `widget` out of `box` and disposes of it, as GTK does with a widget whose last
    /// holder lets go: its node keeps the object, now an empty shell.
    func destroy(_ widget: GtkNode, in box: GtkNode) {
        gtk_box_remove(box.gobject.assumingMemoryBound(to: GtkBox.self), widget.gobject.assumingMemoryBound(to: GtkWidget.self))
        g_object_run_dispose(widget.gobject.assumingMemoryBound(to: GObject.self))
    }

    func colorClassRule(_ node: GtkNode) -> String? {
        guard let name = node.cssClass else { return nil }
        return GtkStyleSheet.shared.css.split(separator: "\n").first { $0.hasPrefix(".\(name){") }.map(String.init)
    }

    @Test func widgetsDestroyedWhileRegisteredAreRestyledWithoutACritical() throws {
        try TestGtk.start()
        let theme = try G8Theme(json: Data(Self.themeJSON.utf8), file: "theme.json", engine: .gtk)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: theme)
        var ui: GtkInterface? = try GtkInterface(xml: TestGtk.document)
        #expect(manager.style(try #require(ui), with: "screen").diagnostics == [])
        let title = try #require(try ui?.object("title")), ok = try #require(try ui?.object("ok")), box = try #require(try ui?.object("box"))
        let window = try #require(try ui?.object("window"))
        // The label taken out of its box, the button taken out and disposed (what GTK 3
        // called destroying a widget), the window destroyed: the interface still holds each.
        destroy(ok, in: box)
        gtk_box_remove(box.gobject.assumingMemoryBound(to: GtkBox.self), title.gobject.assumingMemoryBound(to: GtkWidget.self))
        gtk_window_destroy(window.gobject.assumingMemoryBound(to: GtkWindow.self))
        #expect(try manager.switchMode(to: "dark").diagnostics == [])
        ui?.flush()
        G8Gtk.drainEvents()
        #expect(colorClassRule(title) == "\(".")\(title.cssClass ?? ""){color:rgb(238,238,238);}")
        #expect(GtkTestProbe.label(title) == "Styled")
        #expect(manager.registeredCount == 1)
        // The interface freed: its windows are destroyed (again), and the manager forgets it.
        ui = nil
        #expect(try manager.switchMode(to: nil).diagnostics == [])
        G8Gtk.drainEvents()
        #expect(manager.registeredCount == 0)
    }

    @Test func anApplierThatDestroysWidgetsAndQueuesAModeSwitch() throws {
        try TestGtk.start()
        let hook = Hook()
        let engine = engine(hook)
        let theme = try G8Theme(json: Data(Self.themeJSON.utf8), file: "theme.json", engine: engine)
        let manager = G8ThemeManager(engine: engine, theme: theme)
        let ui = try GtkInterface(xml: TestGtk.document)
        let ok = try ui.object("ok"), title = try ui.object("title"), window = try ui.object("window"), box = try ui.object("box")
        hook.action = { _ in
            // Queued: the manager is applying the registration's style.
            #expect((try? manager.switchMode(to: "dark"))?.diagnostics == [])
            self.destroy(ok, in: box)
            gtk_window_destroy(window.gobject.assumingMemoryBound(to: GtkWindow.self))
        }
        let report = manager.style(ui, with: "hooked")
        #expect(report.diagnostics == [])
        #expect(hook.runs == 2)
        #expect(manager.mode == "dark")
        ui.flush()
        G8Gtk.drainEvents()
        #expect(colorClassRule(title) == ".\(title.cssClass ?? ""){color:rgb(238,238,238);}")
        #expect(colorClassRule(ok) == ".\(ok.cssClass ?? ""){color:rgb(238,238,238);}")
    }

    @Test func anInterfaceFreedFromInsideAnApplierWithASwitchQueued() throws {
        try TestGtk.start()
        let hook = Hook()
        let engine = engine(hook)
        let theme = try G8Theme(json: Data(Self.themeJSON.utf8), file: "theme.json", engine: engine)
        let manager = G8ThemeManager(engine: engine, theme: theme)
        final class Holder: @unchecked Sendable { var ui: GtkInterface? }
        let holder = Holder()
        holder.ui = try GtkInterface(xml: TestGtk.document)
        let title = try #require(try holder.ui?.object("title"))
        hook.action = { _ in
            _ = try? manager.switchMode(to: "dark")
            holder.ui = nil
        }
        #expect(manager.style(try #require(holder.ui), with: "hooked").diagnostics == [])
        #expect(holder.ui == nil)
        G8Gtk.drainEvents()
        #expect(manager.registeredCount == 0)
        #expect(manager.mode == "dark")
        // The label outlived its interface only in this test's hands: styled, then left alone.
        #expect(colorClassRule(title) == ".\(title.cssClass ?? ""){color:rgb(238,238,238);}")
    }

    @Test func anInterfaceFreedWithStyleChangesAndAWatcherUpdatePending() throws {
        try TestGtk.start()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8gtk-hostile-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("theme.json")
        try Data(##"{"styles": {"s": {"title.textColor": "#FF0000", "ok.layer.cornerRadius": 3}}}"##.utf8).write(to: url)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: try G8Theme(contentsOf: url, engine: .gtk))
        var ui: GtkInterface? = try GtkInterface(xml: TestGtk.document)
        #expect(manager.style(try #require(ui), with: "s").diagnostics == [])
        var updates: [String] = []
        let watcher = try GtkThemeWatcher(url: url, manager: manager, debounce: 0.05) { outcome in
            if case .success(let report) = outcome { updates.append(report.summary) }
        }
        defer { watcher.cancel() }
        // The class changes wait for the main loop when the interface goes.
        #expect(TestGtk.engine.applyStyle(["title.textColor": Color(hex: "#00FF00")], to: try #require(ui)).diagnostics == [])
        ui = nil
        try Data(##"{"styles": {"s": {"title.textColor": "#0000FF"}}}"##.utf8).write(to: url)
        let deadline = Date().addingTimeInterval(5)
        while updates.isEmpty, Date() < deadline { G8Gtk.runLoop(for: 0.05) }
        #expect(updates == ["0 values set, 0 errors, 0 warnings"])
        #expect(manager.registeredCount == 0)
    }

    @Test func anInterfaceFreedOnAnotherThreadIsTornDownOnGtks() throws {
        try TestGtk.start()
        var ui: GtkInterface? = try GtkInterface(xml: TestGtk.document)
        let window = try #require(try ui?.object("window"))
        try ui?.present("window")
        G8Gtk.drainEvents()
        final class Holder: @unchecked Sendable { var ui: GtkInterface? }
        let holder = Holder()
        holder.ui = ui
        ui = nil
        let done = DispatchSemaphore(value: 0)
        Thread {
            holder.ui = nil  // the last reference goes on this thread
            done.signal()
        }.start()
        done.wait()
        G8Gtk.drainEvents()
        #expect(gtk_widget_get_visible(window.gobject.assumingMemoryBound(to: GtkWidget.self)) == 0)
    }
}
