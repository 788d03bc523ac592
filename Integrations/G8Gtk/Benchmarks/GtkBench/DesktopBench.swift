import CGtk4
import Foundation
import G8Gtk

/// A desktop change on the 1,000-widget window, shown: the Settings portal's `SettingChanged`
/// for `color-scheme`, `GtkDesktop` switching the manager to the other mode, and GTK drawing
/// the window's next frame.
///
/// The portal is the tests' (`Tests/FakePortal/fake-portal.py`, Python's GIO) on a private
/// bus of its own (`dbus-run-session`), as on a desktop where xdg-desktop-portal sends the
/// signal. Each change is timed from the moment the command is written to the portal, which
/// then emits the signal, to the end of the first frame GTK paints after the manager switched
/// (the window's frame clock's `after-paint`): an upper bound, since it includes the portal's
/// own work. That work alone is timed too: a command that stores a setting without a signal,
/// from writing it to the portal's answer. Between changes the main loop runs for 100 ms, so
/// that a change never waits for the frame of the one before.
@MainActor
func desktopBench(changes: Int) throws {
    var engine = G8.gtk
    engine.logHandler = { _ in }
    let theme = try G8Theme(json: Data(themeJSON().utf8), engine: engine)
    let portal = try BenchPortal(["--set", "org.freedesktop.appearance", "color-scheme", "uint32 2"])
    defer { portal.end() }

    let ui = try GtkInterface(xml: document())
    let manager = G8ThemeManager(engine: engine, theme: theme)
    let report = manager.style(ui, with: "screen")
    guard !report.hasErrors else { throw BenchError("styling reported \(report.summary)") }
    let desktop = try GtkDesktop.follow(manager, preference: .system, bus: .address(portal.address))
    guard case .portal = desktop.source, manager.mode == nil else {
        throw BenchError("the desktop was read from \(desktop.source), mode \(manager.mode ?? "light"); expected the portal, light")
    }
    let log = PaintLog()
    desktop.onChange = { _ in log.changed = now() }
    try ui.present("window")
    let window = try ui.object("window").gobject.assumingMemoryBound(to: GtkWidget.self)
    G8Gtk.runLoop(for: 0.5)
    guard let clock = gtk_widget_get_frame_clock(window) else { throw BenchError("the window has no frame clock") }
    let painted: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
        guard let data else { return }
        let log = Unmanaged<PaintLog>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated {
            if log.changed != nil, log.painted == nil { log.painted = now() }
        }
    }
    let handler = g_signal_connect_data(
        UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(painted, to: GCallback.self),
        Unmanaged.passUnretained(log).toOpaque(), nil, GConnectFlags(0))
    defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }

    var totals: [Double] = [], switches: [Double] = [], frames: [Double] = [], portalTimes: [Double] = []
    for change in 0..<changes {
        let dark = change % 2 == 0
        log.changed = nil
        log.painted = nil
        let start = now()
        try portal.send("set org.freedesktop.appearance color-scheme uint32 \(dark ? 1 : 2)", wait: false)
        let deadline = Date().addingTimeInterval(5)
        while log.painted == nil, Date() < deadline { g_main_context_iteration(nil, 1) }
        guard let changed = log.changed, let paintedAt = log.painted, manager.mode == (dark ? "dark" : nil) else {
            throw BenchError("change \(change + 1): no frame after the mode switch within 5 s (mode \(manager.mode ?? "light"))")
        }
        try portal.answer()
        totals.append((paintedAt - start) * 1000)
        switches.append((changed - start) * 1000)
        frames.append((paintedAt - changed) * 1000)
        G8Gtk.runLoop(for: 0.1)
        let stored = now()
        try portal.send("store org.freedesktop.appearance reduced-motion false", wait: true)
        portalTimes.append((now() - stored) * 1000)
    }
    gtk_widget_set_visible(window, 0)

    // The same change made by the hand-written code, in a window of its own: what GTK itself
    // takes to restyle, lay out and paint the 1,000 widgets after a mode change.
    let handUI = try GtkInterface(xml: document())
    let hand = try HandWritten(ui: handUI)
    defer { hand.remove() }
    try handUI.present("window")
    let handWindow = try handUI.object("window").gobject.assumingMemoryBound(to: GtkWidget.self)
    G8Gtk.runLoop(for: 0.5)
    guard let handClock = gtk_widget_get_frame_clock(handWindow) else { throw BenchError("the window has no frame clock") }
    let handHandler = g_signal_connect_data(
        UnsafeMutableRawPointer(handClock), "after-paint", unsafeBitCast(painted, to: GCallback.self),
        Unmanaged.passUnretained(log).toOpaque(), nil, GConnectFlags(0))
    defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(handClock), handHandler) }
    var handFrames: [Double] = []
    for change in 0..<changes {
        log.painted = nil
        hand.toggle()
        log.changed = now()
        let deadline = Date().addingTimeInterval(5)
        while log.painted == nil, Date() < deadline { g_main_context_iteration(nil, 1) }
        guard let changed = log.changed, let paintedAt = log.painted else { throw BenchError("hand-written change \(change + 1): no frame within 5 s") }
        handFrames.append((paintedAt - changed) * 1000)
        G8Gtk.runLoop(for: 0.1)
    }

    print("desktop change on \(widgetCount) widgets, portal SettingChanged to the window's next frame, \(changes) changes (light and dark in turn):")
    print(String(
        format: "  total %.2f ms median, %.2f ms at most: signal to switched manager %.2f ms, switch to frame painted %.2f ms (medians)",
        median(totals), totals.max() ?? 0, median(switches), median(frames)))
    print(String(format: "  the portal's own command round trip, without a signal: %.2f ms median", median(portalTimes)))
    print(String(
        format: "  hand-written code's switch to frame painted (GTK's restyle, layout and paint alone): %.2f ms median, %.2f ms at most",
        median(handFrames), handFrames.max() ?? 0))
    print("goal: a desktop change at most 16 ms from signal to repainted window: \(median(totals) <= 16 ? "met" : "NOT met") (median)")
}

/// When the manager switched after a change, and when GTK finished the first frame after it.
@MainActor
final class PaintLog {
    var changed: Double?
    var painted: Double?
}

/// The monotonic clock, in seconds.
func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// The tests' fake Settings portal on a bus of its own: `dbus-run-session` runs it, and ends
/// with it when its input closes.
final class BenchPortal {
    let address: String
    private let process = Process()
    private let input: FileHandle
    private let output: Int32
    private var lines: BufferedLines

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Tests/FakePortal").standardizedFileURL

    init(_ options: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        process.arguments = ["--config-file=\(Self.folder.appendingPathComponent("session.conf").path)", "--",
                             "/usr/bin/python3", Self.folder.appendingPathComponent("fake-portal.py").path] + options
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        input = stdin.fileHandleForWriting
        output = stdout.fileHandleForReading.fileDescriptor
        var reader = BufferedLines(descriptor: output)
        let ready = try reader.next()
        guard ready.hasPrefix("ready ") else { throw BenchError("the fake portal said '\(ready)'") }
        address = String(ready.dropFirst("ready ".count))
        lines = reader
    }

    /// Writes one command; with `wait`, reads its answer too.
    func send(_ command: String, wait: Bool) throws {
        try input.write(contentsOf: Data((command + "\n").utf8))
        if wait { try answer() }
    }

    /// Reads the answer to the last command sent.
    func answer() throws {
        let answer = try lines.next()
        guard answer == "ok" else { throw BenchError("the fake portal answered '\(answer)'") }
    }

    func end() {
        try? input.close()
        process.waitUntilExit()
    }

}

/// The lines a process writes to a pipe, each waited for at most 20 seconds.
struct BufferedLines {
    let descriptor: Int32
    private var buffered: [UInt8] = []

    init(descriptor: Int32) { self.descriptor = descriptor }

    mutating func next() throws -> String {
        let deadline = Date().addingTimeInterval(20)
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<end], as: UTF8.self)
                buffered.removeSubrange(...end)
                return line
            }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard left > 0, poll(&request, 1, left) > 0 else { throw BenchError("the fake portal did not answer in time") }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { throw BenchError("the fake portal ended") }
            buffered += chunk[..<count]
        }
    }
}
