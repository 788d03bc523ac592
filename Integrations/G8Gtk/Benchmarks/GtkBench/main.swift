// g8-gtk-bench: switching a window of 1,000 styled GTK widgets between two theme modes
// through G8ThemeManager, against hand-written GTK code reaching the same state (CSS classes
// and property values computed beforehand), in one run; then the memory of 10,000 switches.
//
//   swift run -c release g8-gtk-bench            (under X: xvfb-run -a …)
//   swift run -c release g8-gtk-bench --quick    (fewer rounds)
import CGtk4
import Foundation
import G8Gtk

let quick = CommandLine.arguments.contains("--quick")
let widgetCount = 1_000
let rows = 100

/// A window of `widgetCount` widgets, labels and buttons in turn, in rows of ten.
func document() -> String {
    var xml = #"<interface><object class="GtkWindow" id="window"><property name="default-width">900</property>"#
    xml += #"<property name="default-height">700</property><child><object class="GtkScrolledWindow"><child><object class="GtkBox" id="column"><property name="orientation">vertical</property>"#
    for row in 0..<rows {
        xml += #"<child><object class="GtkBox"><property name="spacing">4</property>"#
        for column in 0..<(widgetCount / rows) {
            let index = row * (widgetCount / rows) + column
            if index % 2 == 0 {
                xml += #"<child><object class="GtkLabel" id="w\#(index)"><property name="label">Label \#(index)</property></object></child>"#
            } else {
                xml += #"<child><object class="GtkButton" id="w\#(index)"><property name="label">Button \#(index)</property></object></child>"#
            }
        }
        xml += "</object></child>"
    }
    return xml + "</object></child></object></child></object></interface>"
}

/// Two modes: colours, a radius and a GObject property (xalign) change with the mode.
func themeJSON() -> String {
    var styles: [String] = []
    for index in 0..<widgetCount {
        if index % 2 == 0 {
            styles.append(#""w\#(index)": {"textColor": "{color.ink}", "backgroundColor": "{color.paper}", "xalign": "{number.align}"}"#)
        } else {
            styles.append(#""w\#(index)": {"titleColor": "{color.accent}", "backgroundColor": "{color.surface}", "layer.cornerRadius": "{number.radius}"}"#)
        }
    }
    return """
        {"tokens": {
          "color": {"$type": "color",
            "ink": {"$value": "#111111", "$modes": {"dark": "#F2F2F7"}},
            "paper": {"$value": "#FFFFFF", "$modes": {"dark": "#1C1C1E"}},
            "accent": {"$value": "#0366D6", "$modes": {"dark": "#64D2FF"}},
            "surface": {"$value": "#F2F4F7", "$modes": {"dark": "#2C2C2E"}}},
          "number": {"$type": "number",
            "align": {"$value": 0, "$modes": {"dark": 1}},
            "radius": {"$value": 4, "$modes": {"dark": 10}}}},
         "styles": {"screen": {\(styles.joined(separator: ","))}}}
        """
}

func rssKB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The hand-written equivalent: one provider with the four rules the two modes need, and per
/// mode, each widget's class and xalign, computed beforehand.
@MainActor
final class HandWritten {
    let labels: [UnsafeMutableRawPointer]
    let buttons: [UnsafeMutableRawPointer]
    var dark = false

    init(ui: GtkInterface) throws {
        var labels: [UnsafeMutableRawPointer] = [], buttons: [UnsafeMutableRawPointer] = []
        for index in 0..<widgetCount {
            let node = try ui.object("w\(index)")
            if index % 2 == 0 { labels.append(node.gobject) } else { buttons.append(node.gobject) }
        }
        self.labels = labels
        self.buttons = buttons
        let provider = gtk_css_provider_new()
        let css = """
            .hand-label-light{color:rgb(17,17,17);background-color:rgb(255,255,255);background-image:none;}
            .hand-label-dark{color:rgb(242,242,247);background-color:rgb(28,28,30);background-image:none;}
            .hand-button-light{color:rgb(3,102,214);background-color:rgb(242,244,247);background-image:none;border-radius:4px;}
            .hand-button-dark{color:rgb(100,210,255);background-color:rgb(44,44,46);background-image:none;border-radius:10px;}
            """
        css.withCString { gtk_css_provider_load_from_data(provider, $0, -1) }
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        apply(dark: false, first: true)
    }

    func apply(dark: Bool, first: Bool = false) {
        let (oldLabel, newLabel) = dark ? ("hand-label-light", "hand-label-dark") : ("hand-label-dark", "hand-label-light")
        let (oldButton, newButton) = dark ? ("hand-button-light", "hand-button-dark") : ("hand-button-dark", "hand-button-light")
        let align: Float = dark ? 1 : 0
        for label in labels {
            let widget = label.assumingMemoryBound(to: GtkWidget.self)
            if !first { gtk_widget_remove_css_class(widget, oldLabel) }
            gtk_widget_add_css_class(widget, newLabel)
            gtk_label_set_xalign(OpaquePointer(label), align)
        }
        for button in buttons {
            let widget = button.assumingMemoryBound(to: GtkWidget.self)
            if !first { gtk_widget_remove_css_class(widget, oldButton) }
            gtk_widget_add_css_class(widget, newButton)
        }
        self.dark = dark
    }

    func toggle() { apply(dark: !dark) }
}

@MainActor
func main() throws {
    setenv("GTK_A11Y", "none", 0)
    try G8Gtk.start()
    var engine = G8.gtk
    engine.logHandler = { _ in }
    let theme = try G8Theme(json: Data(themeJSON().utf8), engine: engine)

    let engineUI = try GtkInterface(xml: document())
    let manager = G8ThemeManager(engine: engine, theme: theme)
    var report = G8Report()
    let firstStyle = try seconds { report = manager.style(engineUI, with: "screen") }
    engineUI.flush()
    guard !report.hasErrors else { print(report); return }
    let light = try theme.resolved(mode: nil), dark = try theme.resolved(mode: "dark")
    let handUI = try GtkInterface(xml: document())
    let hand = try HandWritten(ui: handUI)

    // The two modes resolved once: switchMode(to:) resolves the theme again on each call,
    // which makes new style objects, so the engine records a new plan every time.
    func engineSwitch() throws {
        _ = manager.switchTheme(to: manager.mode == "dark" ? light : dark)
        GtkStyleSheet.shared.flush()
    }
    // Warm both: every class of both modes exists, plans are recorded.
    for _ in 0..<4 { try engineSwitch(); hand.toggle() }

    if let index = CommandLine.arguments.firstIndex(of: "--probe") {
        let what = CommandLine.arguments[index + 1]
        let before = rssKB()
        let time = try seconds {
            for _ in 0..<300 {
                switch what {
                case "hand": hand.toggle()
                case "noflush": _ = try manager.switchMode(to: manager.mode == "dark" ? nil : "dark")
                case "themes":
                    _ = manager.switchTheme(to: manager.mode == "dark" ? light : dark)
                    GtkStyleSheet.shared.flush()
                default: try engineSwitch()
                }
            }
        }
        print("probe \(what): \(String(format: "%.1f", time * 1000 / 300)) ms a switch, RSS +\(rssKB() - before) KB over 300")
        return
    }
    print("g8-gtk-bench: \(widgetCount) widgets (\(widgetCount / 2) labels, \(widgetCount / 2) buttons), 3 values each, two modes")
    print("first application through the manager: \(String(format: "%.1f", firstStyle * 1000)) ms, \(report.summary)")
    let rounds = quick ? 20 : 200
    var engineTimes: [Double] = [], handTimes: [Double] = []
    for _ in 0..<rounds {
        engineTimes.append(try seconds { try engineSwitch() })
        handTimes.append(seconds { hand.toggle() })
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let e = median(engineTimes), h = median(handTimes)
    print(String(format: "switch (values and classes set):      G8 %.3f ms   hand-written %.3f ms   ratio %.2fx   (median of %d)", e * 1000, h * 1000, e / h, rounds))

    // The same, through GTK's restyle, layout and drawing of the shown windows.
    try engineUI.present("window")
    try handUI.present("window")
    let frames = quick ? 5 : 30
    var engineFrames: [Double] = [], handFrames: [Double] = []
    _ = try engineUI.renderPixels(of: "column")
    _ = try handUI.renderPixels(of: "column")
    for _ in 0..<frames {
        engineFrames.append(try seconds { try engineSwitch(); _ = try engineUI.renderPixels(of: "column") })
        handFrames.append(try seconds { hand.toggle(); _ = try handUI.renderPixels(of: "column") })
    }
    let ef = median(engineFrames), hf = median(handFrames)
    print(String(format: "switch + restyle, layout, render:     G8 %.1f ms   hand-written %.1f ms   ratio %.2fx   (median of %d)", ef * 1000, hf * 1000, ef / hf, frames))
    print("style sheet: \(GtkStyleSheet.shared.classCount) generated classes, \(GtkStyleSheet.shared.reloadCount) provider loads")

    let switches = quick ? 1_000 : 10_000
    let before = rssKB()
    let total = try seconds { for _ in 0..<switches { try engineSwitch() } }
    let after = rssKB()
    print("memory over \(switches) switches: RSS \(before / 1024) MB before, \(after / 1024) MB after (\(after - before >= 0 ? "+" : "")\(after - before) KB); \(String(format: "%.2f", total)) s")
    print("style sheet after: \(GtkStyleSheet.shared.classCount) generated classes, \(GtkStyleSheet.shared.reloadCount) provider loads")
}

do {
    try MainActor.assumeIsolated { try main() }
} catch {
    print("g8-gtk-bench: \(error)")
    exit(1)
}
