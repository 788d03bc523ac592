import CGtk4
import Foundation
import G8Gtk
import Testing

/// Styles applied off GTK's thread: an error for each key, and no GTK object touched.
@MainActor
@Suite("Main thread") struct MainThreadTests {
    /// What `body` returns, run on a thread of its own, waited for.
    func offMainThread<T>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ThreadResult<T>(), done = DispatchSemaphore(value: 0)
        Thread {
            box.value = body()
            done.signal()
        }.start()
        done.wait()
        return box.value!
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

    @Test func aStyleAppliedToANodeItselfIsAnErrorForEachKeyAndSetsNothing() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let title = try ui.object("title"), ok = try ui.object("ok")
        guard case .object(let layer) = title.g8Child(named: "layer") else {
            Issue.record("a label has a layer")
            return
        }
        let labelStyle: G8Style = ["xalign": 0.5, "textColor": Color(hex: "#FF0000"), "layer.cornerRadius": 8]
        let buttonStyle: G8Style = ["titleColor:highlighted": Color(hex: "#111111"), "margin-start": 4]
        // Applied twice on GTK's thread first, so the engine has plans for a GtkLabel and a
        // GtkButton as roots, then put back.
        let engine = TestGtk.engine
        for _ in 0..<2 {
            engine.applyStyle(labelStyle, to: title)
            engine.applyStyle(buttonStyle, to: ok)
            engine.applyStyle(["cornerRadius": 8], to: layer)
        }
        engine.applyStyle(["xalign": 0, "textColor": Color?.none, "layer.cornerRadius": Double?.none], to: title)
        engine.applyStyle(["titleColor:highlighted": Color?.none, "margin-start": 0], to: ok)
        ui.flush()
        #expect(title.cssClass == nil && ok.cssClass == nil)

        let nodes = UncheckedObjects(objects: [title, ok, layer])
        let labelErrors = [
            "error: xalign: GtkLabel.xalign cannot be 0.5: \(Self.reason)",
            "error: textColor: GtkLabel.textColor cannot be #FF0000: \(Self.reason)",
            "error: layer.cornerRadius: Layer.cornerRadius cannot be 8: \(Self.reason)",
        ]
        let plain = offMainThread { engine.applyStyle(labelStyle, to: nodes.objects[0]) }
        #expect(plain.diagnostics.map(\.description) == labelErrors)
        #expect(plain.appliedCount == 0)
        let button = offMainThread { engine.applyStyle(buttonStyle, to: nodes.objects[1]) }
        #expect(button.diagnostics.map(\.description) == [
            "error: titleColor:highlighted: GtkButton.titleColor cannot be #111111: \(Self.reason)",
            "error: margin-start: GtkButton.margin-start cannot be 4: \(Self.reason)",
        ])
        let onLayer = offMainThread { engine.applyStyle(["cornerRadius": 8], to: nodes.objects[2]) }
        #expect(onLayer.diagnostics.map(\.description) == ["error: cornerRadius: Layer.cornerRadius cannot be 8: \(Self.reason)"])
        // Journaled, and strict: the same errors, and the journal holds nothing to put back.
        var strict = engine
        strict.isStrict = true
        for candidate in [engine, strict] {
            let (report, journalIsEmpty) = offMainThread {
                var journal = G8Journal()
                let report = candidate.applyStyle(labelStyle, to: nodes.objects[0], journal: &journal)
                return (report, journal.isEmpty)
            }
            let summary = candidate.isStrict ? ["error: strict mode: nothing was applied because of 3 errors"] : []
            #expect(report.diagnostics.map(\.description) == labelErrors + summary)
            #expect(journalIsEmpty)
        }
        #expect(offMainThread { engine.validate(labelStyle, against: nodes.objects[0]) }.diagnostics.map(\.description) == labelErrors)

        ui.flush()
        #expect(GtkTestProbe.double(title, "xalign") == 0)
        #expect(GtkTestProbe.int(ok, "margin-start") == 0)
        #expect(title.cssClass == nil && ok.cssClass == nil)
        #expect(GtkTestProbe.classes(title).filter { $0.hasPrefix("g8-") } == [])
        #expect(GtkTestProbe.classes(ok).filter { $0.hasPrefix("g8-") } == [])

        // Back on GTK's thread, the same styles apply.
        #expect(engine.applyStyle(labelStyle, to: title).diagnostics == [])
        #expect(engine.applyStyle(buttonStyle, to: ok).diagnostics == [])
        ui.flush()
        #expect(GtkTestProbe.double(title, "xalign") == 0.5)
        #expect(GtkTestProbe.int(ok, "margin-start") == 4)
        #expect(title.cssClass != nil && ok.cssClass != nil)
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

/// Objects of an interface handed to another thread by a test, which gives them to the engine
/// there as roots.
struct UncheckedObjects: @unchecked Sendable {
    let objects: [AnyObject]
}

/// What a thread of a test's returns, read after the thread signalled that it is done.
final class ThreadResult<T>: @unchecked Sendable {
    var value: T?
}
