// g8-gtk-bench: switching a window of 1,000 styled GTK widgets between two theme modes
// through G8ThemeManager, against hand-written GTK code reaching the same state (CSS classes
// and property values computed beforehand), in one run: rounds of each side's switches in
// turn, each round's ratio printed, the median ratio the result; then the memory of 10,000
// switches.
//
//   swift run -c release g8-gtk-bench            (under X: xvfb-run -a …)
//   swift run -c release g8-gtk-bench --quick    (fewer rounds)
//   swift run -c release g8-gtk-bench --snapshot (only the snapshot comparison, a 360×320 window)
//   swift run -c release g8-gtk-bench --first    (up to the first application, side by side)
//   swift run -c release g8-gtk-bench --desktop  (only a desktop change: portal signal to frame)
//   swift run -c release g8-gtk-bench --css-cost PATH N  (PATH: theme-load, remote-update,
//                                                 theme-load-parsed, remote-update-parsed)
//                                                 for scripts/css-check-cost.py, under callgrind
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

/// Two modes, in the shapes themes are written in: colours (also by state), a font, a corner
/// radius, and GObject properties (a float and an integer) change with the mode.
func themeJSON() -> String {
    var styles: [String] = []
    for index in 0..<widgetCount {
        if index % 2 == 0 {
            styles.append(#""w\#(index)": {"textColor": "{color.ink}", "font": {"family": "DejaVu Sans", "size": 13}, "xalign": "{number.align}"}"#)
        } else {
            styles.append(#""w\#(index)": {"titleColor": "{color.accent}", "titleColor:highlighted": "{color.ink}", "backgroundColor": "{color.surface}", "layer.cornerRadius": "{number.radius}", "margin-start": "{number.margin}"}"#)
        }
    }
    // G8_GTK_BENCH_KEYS (a comma-separated list of keys) keeps only those keys, to find which
    // kind of value costs what; the two sides differ then, and the comparison is skipped.
    if let keep = ProcessInfo.processInfo.environment["G8_GTK_BENCH_KEYS"] {
        let keys = Set(keep.split(separator: ",").map(String.init))
        styles = styles.map { entry in
            let open = entry.firstIndex(of: "{")!
            let body = entry[entry.index(after: open)..<entry.index(before: entry.endIndex)]
            var parts: [String] = []
            var depth = 0, current = ""
            for character in body {
                if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
                if character == ",", depth == 0 { parts.append(current); current = "" } else { current.append(character) }
            }
            parts.append(current)
            let kept = parts.filter { part in
                let name = part.split(separator: "\"")[0]
                return keys.contains(String(name))
            }
            return entry[..<open] + "{" + kept.joined(separator: ",") + "}"
        }
    }
    return """
        {"tokens": {
          "color": {"$type": "color",
            "ink": {"$value": "#111111", "$modes": {"dark": "#F2F2F7"}},
            "accent": {"$value": "#0366D6", "$modes": {"dark": "#64D2FF"}},
            "surface": {"$value": "#F2F4F7", "$modes": {"dark": "#2C2C2E"}}},
          "number": {"$type": "number",
            "align": {"$value": 0, "$modes": {"dark": 1}},
            "margin": {"$value": 4, "$modes": {"dark": 8}},
            "radius": {"$value": 4, "$modes": {"dark": 10}}}},
         "styles": {"screen": {\(styles.joined(separator: ","))}}}
        """
}

/// The hand-written side's rules, one class per kind of widget and mode.
let handCSS = """
    .hand-label-light{font-family:"DejaVu Sans";font-size:13px;font-weight:400;font-style:normal;color:rgb(17,17,17);}
    .hand-label-dark{font-family:"DejaVu Sans";font-size:13px;font-weight:400;font-style:normal;color:rgb(242,242,247);}
    .hand-button-light{color:rgb(3,102,214);background-color:rgb(242,244,247);background-image:none;border-radius:4px;}
    .hand-button-light:active{color:rgb(17,17,17);}
    .hand-button-dark{color:rgb(100,210,255);background-color:rgb(44,44,46);background-image:none;border-radius:10px;}
    .hand-button-dark:active{color:rgb(242,242,247);}

    """

/// Each class's rules in `css`: for each selector after the class (`""`, `":active"`), its
/// declarations.
func rules(of css: String) -> [String: [String: Set<String>]] {
    var out: [String: [String: Set<String>]] = [:]
    for line in css.split(separator: "\n") {
        guard line.hasPrefix("."), let open = line.firstIndex(of: "{"), line.hasSuffix("}") else { continue }
        let selector = line[line.index(after: line.startIndex)..<open]
        let name = String(selector.prefix { $0 != ":" && $0 != " " })
        let rest = String(selector.dropFirst(name.count))
        let body = line[line.index(after: open)..<line.index(before: line.endIndex)]
        out[name, default: [:]][rest] = Set(body.split(separator: ";").map(String.init))
    }
    return out
}

/// The CSS classes of a widget.
func classes(_ widget: UnsafeMutableRawPointer) -> [String] {
    guard let list = gtk_widget_get_css_classes(widget.assumingMemoryBound(to: GtkWidget.self)) else { return [] }
    defer { g_strfreev(list) }
    var out: [String] = []
    var index = 0
    while let item = list[index] { out.append(String(cString: item)); index += 1 }
    return out
}

func floatProperty(_ object: UnsafeMutableRawPointer, _ name: String) -> Float {
    var value = g8_value_of_type(g8_type_float())
    defer { g_value_unset(&value) }
    g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
    return g_value_get_float(&value)
}

func intProperty(_ object: UnsafeMutableRawPointer, _ name: String) -> Int32 {
    var value = g8_value_of_type(g8_type_int())
    defer { g_value_unset(&value) }
    g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
    return g_value_get_int(&value)
}

/// The differences between the two sides' GTK state, widget by widget: the rules of the
/// classes each widget has, and its GObject properties. Empty when they reached the same.
@MainActor
func differences(engineUI: GtkInterface, handUI: GtkInterface) throws -> [String] {
    let engineRules = rules(of: GtkStyleSheet.shared.css), handRules = rules(of: handCSS)
    var out: [String] = []
    func merged(_ names: [String], _ table: [String: [String: Set<String>]]) -> [String: Set<String>] {
        var all: [String: Set<String>] = [:]
        for name in names { for (selector, declarations) in table[name] ?? [:] { all[selector, default: []].formUnion(declarations) } }
        return all
    }
    for index in 0..<widgetCount {
        let mine = try engineUI.object("w\(index)").gobject, theirs = try handUI.object("w\(index)").gobject
        let a = merged(classes(mine), engineRules), b = merged(classes(theirs), handRules)
        if a != b { out.append("w\(index): CSS \(a) against \(b)") }
        if index % 2 == 0 {
            if floatProperty(mine, "xalign") != floatProperty(theirs, "xalign") { out.append("w\(index): xalign") }
        } else if intProperty(mine, "margin-start") != intProperty(theirs, "margin-start") {
            out.append("w\(index): margin-start")
        }
    }
    return out
}

func rssKB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// The time this thread ran, in seconds: what a block of switches cost it, without the time
/// other processes on a shared machine took the processor from it.
func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The wall-clock time and this thread's processor time `body` takes.
func times(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    let cpu = threadSeconds()
    let wall = try seconds(body)
    return (wall, threadSeconds() - cpu)
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The hand-written equivalent: one provider with the rules the two modes need, and per
/// mode, each widget's class and properties, computed beforehand.
@MainActor
final class HandWritten {
    let labels: [UnsafeMutableRawPointer]
    let buttons: [UnsafeMutableRawPointer]
    let provider: UnsafeMutablePointer<GtkCssProvider>
    var dark = false

    init(ui: GtkInterface) throws {
        var labels: [UnsafeMutableRawPointer] = [], buttons: [UnsafeMutableRawPointer] = []
        for index in 0..<widgetCount {
            let node = try ui.object("w\(index)")
            if index % 2 == 0 { labels.append(node.gobject) } else { buttons.append(node.gobject) }
        }
        self.labels = labels
        self.buttons = buttons
        provider = gtk_css_provider_new()
        handCSS.withCString { gtk_css_provider_load_from_data(provider, $0, -1) }
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        apply(dark: false, first: true)
    }

    /// Takes the provider off the display and lets it go.
    func remove() {
        gtk_style_context_remove_provider_for_display(gdk_display_get_default(), OpaquePointer(provider))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    func apply(dark: Bool, first: Bool = false) {
        let (oldLabel, newLabel) = dark ? ("hand-label-light", "hand-label-dark") : ("hand-label-dark", "hand-label-light")
        let (oldButton, newButton) = dark ? ("hand-button-light", "hand-button-dark") : ("hand-button-dark", "hand-button-light")
        let align: Float = dark ? 1 : 0
        let margin: Int32 = dark ? 8 : 4
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
            gtk_widget_set_margin_start(widget, margin)
        }
        self.dark = dark
    }

    func toggle() { apply(dark: !dark) }
}

@MainActor
func main() throws {
    // As the tests and scripts: the cairo renderer (the same on every machine, no GL under
    // Xvfb) and no accessibility bus.
    setenv("GSK_RENDERER", "cairo", 0)
    setenv("GTK_A11Y", "none", 0)
    try G8Gtk.start()
    if CommandLine.arguments.contains("--snapshot") { return try snapshotBench(count: quick ? 10 : 50) }
    if CommandLine.arguments.contains("--desktop") { return try desktopBench(changes: quick ? 11 : 41) }
    if let flag = CommandLine.arguments.firstIndex(of: "--css-cost"), CommandLine.arguments.count > flag + 2,
        let count = Int(CommandLine.arguments[flag + 2])
    {
        guard try CSSCheckCost.run(CommandLine.arguments[flag + 1], count: count) else {
            print("g8-gtk-bench: --css-cost takes theme-load, remote-update, theme-load-parsed or remote-update-parsed and a count")
            exit(2)
        }
        return
    }
    var engine = G8.gtk
    engine.logHandler = { _ in }
    let theme = try G8Theme(json: Data(themeJSON().utf8), engine: engine)

    let engineUI = try GtkInterface(xml: document())
    let manager = G8ThemeManager(engine: engine, theme: theme)
    var report = G8Report()
    let firstStyle = seconds { report = manager.style(engineUI, with: "screen") }
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
    // Both sides reach the same GTK state in each mode, or the comparison means nothing.
    for _ in 0..<2 where ProcessInfo.processInfo.environment["G8_GTK_BENCH_KEYS"] == nil {
        try engineSwitch()
        hand.toggle()
        guard manager.mode == (hand.dark ? "dark" : nil) else { print("g8-gtk-bench: the two sides are in different modes"); exit(1) }
        let found = try differences(engineUI: engineUI, handUI: handUI)
        guard found.isEmpty else {
            print("g8-gtk-bench: the two sides differ in \(found.count) places; first: \(found[0])")
            exit(1)
        }
    }
    print("state compared after each side's switch, both modes: same classes' rules, xalign and margin-start on all \(widgetCount) widgets")

    if let index = CommandLine.arguments.firstIndex(of: "--probe") {
        let what = CommandLine.arguments[index + 1]
        let probeCount = CommandLine.arguments.count > index + 2 ? Int(CommandLine.arguments[index + 2]) ?? 300 : 300
        let before = rssKB()
        let time = try seconds {
            for _ in 0..<probeCount {
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
        print("probe \(what): \(String(format: "%.3f", time * 1000 / Double(probeCount))) ms a switch, RSS +\(rssKB() - before) KB over \(probeCount)")
        return
    }
    print("g8-gtk-bench: \(widgetCount) widgets (\(widgetCount / 2) labels with 3 values, \(widgetCount / 2) buttons with 5), two modes")
    print("first application through the manager: \(String(format: "%.1f", firstStyle * 1000)) ms, \(report.summary)")
    try firstApplicationBench(engine: engine, theme: theme, rounds: quick ? 5 : 21)
    if CommandLine.arguments.contains("--first") { return }
    // Rounds of G8 and hand-written switches in turn, each side a block of many switches
    // timed as one, which side goes first changing with each round: a burst of load from
    // elsewhere on the machine lands in a round or two, and the median of the rounds'
    // wall-clock ratios is the result. Each block's processor time (this thread's) is
    // measured too: it leaves out the time other processes took the processor.
    let rounds = quick ? 7 : 31, perRound = quick ? 20 : 50
    var ratios: [Double] = [], cpuRatios: [Double] = [], engineTimes: [Double] = [], handTimes: [Double] = []
    let ms = 1000 / Double(perRound)
    for round in 0..<rounds {
        var e = (wall: 0.0, cpu: 0.0), h = (wall: 0.0, cpu: 0.0)
        if round % 2 == 0 {
            e = try times { for _ in 0..<perRound { try engineSwitch() } }
            h = times { for _ in 0..<perRound { hand.toggle() } }
        } else {
            h = times { for _ in 0..<perRound { hand.toggle() } }
            e = try times { for _ in 0..<perRound { try engineSwitch() } }
        }
        ratios.append(e.wall / h.wall)
        cpuRatios.append(e.cpu / h.cpu)
        engineTimes.append(e.wall * ms)
        handTimes.append(h.wall * ms)
        let first = round % 2 == 0 ? "G8 first:  " : "hand first:"
        print(String(format: "round %2d, ", round + 1) + first + String(
            format: " G8 %.3f ms   hand-written %.3f ms a switch   ratio %.2fx   (processor time: %.3f ms, %.3f ms, %.2fx)",
            e.wall * ms, h.wall * ms, e.wall / h.wall, e.cpu * ms, h.cpu * ms, e.cpu / h.cpu))
    }
    let ratio = median(ratios)
    print(String(
        format: "switch (values and classes set):      G8 %.3f ms   hand-written %.3f ms   ratio %.2fx   (medians of %d rounds of %d switches a side)",
        median(engineTimes), median(handTimes), ratio, rounds, perRound))
    print(String(
        format: "round ratios: wall clock median %.2fx, from %.2fx to %.2fx; processor time median %.2fx, from %.2fx to %.2fx",
        ratio, ratios.min()!, ratios.max()!, median(cpuRatios), cpuRatios.min()!, cpuRatios.max()!))
    print("goal: median wall-clock ratio at most 2x: \(ratio <= 2 ? "met" : "NOT met")")
    // Still the same state after the rounds (each side switched the same even number of times).
    if ProcessInfo.processInfo.environment["G8_GTK_BENCH_KEYS"] == nil {
        let found = try differences(engineUI: engineUI, handUI: handUI)
        guard found.isEmpty, manager.mode == (hand.dark ? "dark" : nil) else {
            print("g8-gtk-bench: after the rounds the two sides differ in \(found.count) places\(found.first.map { "; first: \($0)" } ?? "")")
            exit(1)
        }
    }

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
    try snapshotBench(count: quick ? 10 : 50)
}

do {
    try MainActor.assumeIsolated { try main() }
} catch {
    print("g8-gtk-bench: \(error)")
    exit(1)
}
