import CGtk4
import Foundation
import G8Gtk
import Testing

/// Hostile lifetimes of widget trees: a window destroyed from inside an applier with a switch
/// queued, a node kept past its root, and memory over many windows made in code, styled through a
/// manager and destroyed. GTK runs with fatal criticals: a critical ends the run.
@MainActor
@Suite("Widget tree lifetimes") struct WidgetTreeHostileTests {
    typealias Window = WidgetTreeTests.Window
    typealias Finalized = WidgetTreeTests.Finalized

    @Test func aWindowDestroyedFromInsideAnApplierWithASwitchQueued() throws {
        try TestGtk.start()
        let hook = HostileLifetimeTests.Hook()
        let engine = HostileLifetimeTests().engine(hook)
        let theme = try G8Theme(json: Data(HostileLifetimeTests.themeJSON.utf8), file: "theme.json", engine: engine)
        let manager = G8ThemeManager(engine: engine, theme: theme)
        let made = Window()
        let window = Finalized(made.window), ok = Finalized(made.ok)
        weak let tree = try GtkWidgetTree.of(made.window)
        hook.action = { _ in
            // Queued: the manager is applying the registration's style.
            #expect((try? manager.switchMode(to: "dark"))?.diagnostics == [])
            made.destroy()
        }
        #expect(manager.style(try #require(tree), with: "hooked").diagnostics == [])
        #expect(hook.runs == 2)
        #expect(manager.mode == "dark")
        G8Gtk.drainEvents()
        #expect(tree == nil)
        #expect(window.isFinalized)
        #expect(ok.isFinalized)
        #expect(try manager.switchMode(to: nil).diagnostics == [])
        #expect(manager.registeredCount == 0)
    }

    @Test func aNodeKeptPastItsRootKeepsItsWidgetUntilLetGo() throws {
        try TestGtk.start()
        let made = Window()
        let window = Finalized(made.window)
        weak let tree = try GtkWidgetTree.of(made.window)
        var root: GtkNode? = try #require(tree?["window"])
        var title: GtkNode? = try #require(tree?["title"])
        made.destroy()
        G8Gtk.drainEvents()
        // The tree let go of its widgets; the nodes held here keep theirs, empty shells.
        #expect(tree?.ids == [])
        #expect(!window.isFinalized)
        #expect(TestGtk.engine.applyStyle(["text": "Kept", "textColor": Color(hex: "#FF0000")], to: try #require(title)).diagnostics == [])
        #expect(GtkTestProbe.label(try #require(title)) == "Kept")
        #expect(TestGtk.engine.applyStyle(["backgroundColor": Color(hex: "#FFFFFF")], to: try #require(root)).diagnostics == [])
        GtkStyleSheet.shared.flush()
        root = nil
        title = nil
        G8Gtk.drainEvents()
        #expect(window.isFinalized)
        #expect(tree == nil)
    }

    @Test func residentMemoryStaysFlatOverThreeThousandWindowsMadeInCode() throws {
        try TestGtk.start()
        let theme = try G8Theme(json: Data(MemoryTests.themeJSON.utf8), file: "theme.json", engine: .gtk)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: theme)
        func cycle(_ index: Int) throws {
            let made = Window()
            let report = manager.style(try GtkWidgetTree.of(made.window), with: "screen")
            if !report.diagnostics.isEmpty { Issue.record("cycle \(index): \(report)") }
            made.destroy()
        }
        for index in 0..<500 {
            try cycle(index)
            if index % 100 == 99 { G8Gtk.drainEvents() }
        }
        G8Gtk.drainEvents()
        let before = MemoryTests.residentBytes()
        for index in 0..<3_000 {
            try cycle(index)
            if index % 100 == 99 {
                G8Gtk.drainEvents()
                if index % 1_000 == 999 { _ = try manager.switchMode(to: index % 2_000 == 999 ? "dark" : nil) }
            }
        }
        G8Gtk.drainEvents()
        let growth = MemoryTests.residentBytes() - before
        #expect(before > 0)
        #expect(abs(growth) <= 5 * 1_048_576, "RSS grew by \(growth / 1024) KB over 3,000 windows")
        #expect(manager.registeredCount == 0)
    }

    @Test func aRootLetGoOfWhileANodeKeepsItIsTakenBackByItsTree() throws {
        try TestGtk.start()
        let first = Window(), second = Window()
        defer { second.destroy() }
        let box = Finalized(first.box)
        weak let tree = try GtkWidgetTree.of(first.box)
        var kept: GtkNode? = try #require(tree?["box"])
        // Out of its window: the tree lets go, the node held here keeps the box.
        gtk_window_set_child(first.window.as(GtkWindow.self), nil)
        first.destroy()
        G8Gtk.drainEvents()
        #expect(tree?.ids == [])
        // Into another window, then asked for again: the same tree, with the same node.
        gtk_box_append(second.box.as(GtkBox.self), first.box)
        #expect(try GtkWidgetTree.of(first.box) === tree)
        #expect(tree?.ids == ["box", "ok", "title"])
        #expect(tree?["box"] === kept)
        kept = nil
        // Out again, held by nothing: the tree and the box go.
        gtk_box_remove(second.box.as(GtkBox.self), first.box)
        G8Gtk.drainEvents()
        #expect(tree == nil)
        #expect(box.isFinalized)
    }
}
