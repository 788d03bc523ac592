import Foundation
import G8Gtk
import Testing

/// GTK started once for the tests, with the cairo renderer (the same pixels on every machine)
/// and without the accessibility bus.
@MainActor
enum TestGtk {
    /// The errors of loading `json` as `theme.json` for ``G8/gtk``, as printed; none when it loads.
    static func loadErrors(_ json: String) -> [String] {
        do {
            _ = try G8Theme(json: Data(json.utf8), file: "theme.json", engine: .gtk)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    static func start() throws {
        setenv("GSK_RENDERER", "cairo", 1)
        setenv("GTK_A11Y", "none", 1)
        setenv("GDK_SCALE", "1", 1)
        try G8Gtk.start()
    }

    /// A window of 200×120 px holding a label `title` and a button `ok` in a box `box`.
    static let document = """
        <interface>
          <object class="GtkWindow" id="window">
            <property name="default-width">200</property>
            <property name="default-height">120</property>
            <property name="decorated">false</property>
            <child>
              <object class="GtkBox" id="box">
                <property name="orientation">vertical</property>
                <property name="spacing">10</property>
                <child>
                  <object class="GtkLabel" id="title">
                    <property name="label">Hello G8</property>
                    <property name="xalign">0</property>
                  </object>
                </child>
                <child>
                  <object class="GtkButton" id="ok">
                    <property name="label">OK</property>
                  </object>
                </child>
              </object>
            </child>
          </object>
        </interface>
        """

    /// An engine that logs nothing.
    static var engine: G8 {
        var g8 = G8.gtk
        g8.logHandler = { _ in }
        return g8
    }
}
