import CGtk4
import Foundation
import G8Gtk
import Testing

/// Memory over many interfaces made, styled through a theme manager and freed.
@MainActor
@Suite("Memory") struct MemoryTests {
    /// The resident set from /proc/self/statm, in bytes.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    static let themeJSON = """
        {
          "tokens": { "color": { "$type": "color", "ink": { "$value": "#111111", "$modes": { "dark": "#EEEEEE" } } } },
          "styles": { "screen": { "title.textColor": "{color.ink}", "title.xalign": 0.5, "title.text": "Cycle",
                                  "ok.titleColor:highlighted": "{color.ink}", "ok.layer.cornerRadius": 6, "box.spacing": 4 } }
        }
        """

    /// One interface made, styled and switched through the manager, and freed.
    func cycle(_ manager: G8ThemeManager, _ index: Int) throws {
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = manager.style(ui, with: "screen")
        if !report.diagnostics.isEmpty { Issue.record("cycle \(index): \(report)") }
        ui.flush()
    }

    @Test func residentMemoryStaysFlatOverTenThousandCycles() throws {
        try TestGtk.start()
        let theme = try G8Theme(json: Data(Self.themeJSON.utf8), file: "theme.json", engine: .gtk)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: theme)
        // Warmed up: GTK's caches, the engine's plans, the style sheet's classes.
        for index in 0..<1_000 {
            try cycle(manager, index)
            if index % 100 == 99 { G8Gtk.drainEvents() }
        }
        G8Gtk.drainEvents()
        let before = Self.residentBytes()
        let start = Date()
        for index in 0..<10_000 {
            try cycle(manager, index)
            if index % 100 == 99 {
                G8Gtk.drainEvents()
                if index % 2_000 == 1_999 { _ = try manager.switchMode(to: index % 4_000 == 1_999 ? "dark" : nil) }
            }
        }
        G8Gtk.drainEvents()
        let after = Self.residentBytes()
        let growth = after - before
        print("memory over 10000 create-style-destroy cycles: RSS \(before / 1_048_576) MB before, \(after / 1_048_576) MB after (\(growth / 1024) KB); \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        #expect(before > 0)
        #expect(abs(growth) <= 5 * 1_048_576, "RSS grew by \(growth / 1024) KB over 10,000 cycles")
        #expect(manager.registeredCount == 0)
    }
}
