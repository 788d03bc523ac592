import Foundation
import G8Gtk
import G8GtkSnapshot

/// A window of 360×320 px with text, an entry, a check button and a button, as snapshot tests
/// render them.
let snapshotDocument = """
    <interface>
      <object class="GtkWindow" id="window">
        <property name="default-width">360</property>
        <property name="default-height">320</property>
        <property name="decorated">false</property>
        <child>
          <object class="GtkBox" id="content">
            <property name="orientation">vertical</property>
            <property name="spacing">12</property>
            <child><object class="GtkLabel" id="title"><property name="label">Snapshot</property></object></child>
            <child><object class="GtkLabel" id="body"><property name="label">A window as a snapshot test renders it.</property></object></child>
            <child><object class="GtkEntry" id="field"><property name="text">Typed</property></object></child>
            <child><object class="GtkCheckButton" id="check"><property name="label">Remember me</property></object></child>
            <child><object class="GtkButton" id="ok"><property name="label">OK</property></object></child>
          </object>
        </child>
      </object>
    </interface>
    """

/// The time a snapshot takes beyond rendering the window: verifying against a reference that
/// matches (read, decode, compare), one that differs (also writing the three pictures), and
/// recording one; medians of `count` runs.
@MainActor
func snapshotBench(count: Int) throws {
    GtkSnapshotter.holdStill()
    let ui = try GtkInterface(xml: snapshotDocument)
    var engine = G8.gtk
    engine.logHandler = { _ in }
    engine.applyStyle(["window.backgroundColor": Color(hex: "#FFFFFF"), "title.textColor": Color(hex: "#0366D6")], to: ui)
    let pixels = try ui.renderPixels(of: "window")
    engine.applyStyle(["title.textColor": Color(hex: "#D60366")], to: ui)
    let changed = try ui.renderPixels(of: "window")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-gtk-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshotter = GtkSnapshotter(references: folder, artifacts: folder.appendingPathComponent("artifacts"))
    guard snapshotter.verify(pixels, named: "window").failure?.reason == .recorded(.missing) else {
        print("g8-gtk-bench: the snapshot reference was not recorded")
        exit(1)
    }
    let recorder = GtkSnapshotter(references: folder, artifacts: folder, record: .all)
    var match: [(wall: Double, cpu: Double)] = [], differ: [(wall: Double, cpu: Double)] = []
    var record: [(wall: Double, cpu: Double)] = [], render: [(wall: Double, cpu: Double)] = []
    for _ in 0..<count {
        var outcome: GtkSnapshotOutcome?
        match.append(times { outcome = snapshotter.verify(pixels, named: "window") })
        guard case .matched = outcome else { print("g8-gtk-bench: the unchanged window did not match"); exit(1) }
        differ.append(times { outcome = snapshotter.verify(changed, named: "window") })
        guard case .different = outcome?.failure?.reason else { print("g8-gtk-bench: the changed window matched"); exit(1) }
        record.append(times { _ = recorder.verify(pixels, named: "window") })
        render.append(try times { _ = try ui.renderPixels(of: "window") })
    }
    /// The median wall-clock time, and the median of this thread's processor time, in ms.
    func median(_ values: [(wall: Double, cpu: Double)]) -> String {
        let wall = values.map(\.wall).sorted()[values.count / 2], cpu = values.map(\.cpu).sorted()[values.count / 2]
        return String(format: "%.1f ms (processor %.1f ms)", wall * 1000, cpu * 1000)
    }
    print("snapshot of \(pixels.width)×\(pixels.height) beyond rendering, medians of \(count):")
    print("  match \(median(match)); differ, 3 PNGs written, \(median(differ)); record \(median(record)); rendering itself \(median(render))")
}
