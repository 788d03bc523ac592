import CGtk4
import Foundation
import G8Gtk
import Testing

/// Styles applied off GTK's thread: an error for each key, and no GTK object touched.
@MainActor
@Suite("Main thread") struct MainThreadTests {
    /// The report of `body` run on a thread of its own, waited for.
    func offMainThread(_ body: @escaping @Sendable () -> G8Report) -> G8Report {
        final class Box: @unchecked Sendable { var report = G8Report() }
        let box = Box(), done = DispatchSemaphore(value: 0)
        Thread {
            box.report = body()
            done.signal()
        }.start()
        done.wait()
        return box.report
    }

    static let reason = "GTK objects are set only on GTK's main thread, the one that called G8Gtk.start()"

    @Test func eachKeyIsAnErrorAndNothingIsApplied() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let style: G8Style = [
            "title.xalign": 0.5, "title.textColor": Color(hex: "#FF0000"), "ok.layer.cornerRadius": 8,
            "ok.titleColor:highlighted": Color(hex: "#111111"), "box.margin-start": 4,
        ]
        // Applied twice on GTK's thread first, so the engine has a plan to replay, then put back.
        let engine = TestGtk.engine
        engine.applyStyle(style, to: ui)
        engine.applyStyle(style, to: ui)
        engine.applyStyle(["title.xalign": 0, "title.textColor": Color?.none, "ok.layer.cornerRadius": Double?.none,
                           "ok.titleColor:highlighted": Color?.none, "box.margin-start": 0], to: ui)
        ui.flush()
        let title = try ui.object("title"), ok = try ui.object("ok"), box = try ui.object("box")
        #expect(title.cssClass == nil && ok.cssClass == nil)

        let shared = UncheckedUI(ui: ui)
        let report = offMainThread { engine.applyStyle(style, to: shared.ui) }
        #expect(report.diagnostics.map(\.description) == [
            "error: title.xalign: GtkLabel.xalign cannot be 0.5: \(Self.reason)",
            "error: title.textColor: GtkLabel.textColor cannot be #FF0000: \(Self.reason)",
            "error: ok.layer.cornerRadius: Layer.cornerRadius cannot be 8: \(Self.reason)",
            "error: ok.titleColor:highlighted: GtkButton.titleColor cannot be #111111: \(Self.reason)",
            "error: box.margin-start: GtkBox.margin-start cannot be 4: \(Self.reason)",
        ])
        #expect(report.appliedCount == 0)
        ui.flush()
        #expect(GtkTestProbe.double(title, "xalign") == 0)
        #expect(GtkTestProbe.int(box, "margin-start") == 0)
        #expect(title.cssClass == nil && ok.cssClass == nil)
        #expect(GtkTestProbe.classes(ok).filter { $0.hasPrefix("g8-") } == [])

        // Back on GTK's thread, the same style applies.
        #expect(engine.applyStyle(style, to: ui).diagnostics == [])
        #expect(GtkTestProbe.double(title, "xalign") == 0.5)
    }

    @Test func unknownKeysAreStillNamedAsSuch() throws {
        try TestGtk.start()
        let ui = UncheckedUI(ui: try GtkInterface(xml: TestGtk.document))
        let engine = TestGtk.engine
        let report = offMainThread { engine.applyStyle(["title.xlign": 0.5, "titel.xalign": 0.5], to: ui.ui) }
        #expect(report.diagnostics.map(\.description) == [
            "warning: title.xlign: GtkLabel has no property 'xlign'; did you mean 'xalign'?",
            "warning: titel.xalign: GtkInterface has no child 'titel'; did you mean 'title'?",
        ])
    }
}

/// An interface handed to another thread by a test, which uses it there only as the engine's
/// root (its nodes stay on GTK's thread).
struct UncheckedUI: @unchecked Sendable {
    let ui: GtkInterface
}
