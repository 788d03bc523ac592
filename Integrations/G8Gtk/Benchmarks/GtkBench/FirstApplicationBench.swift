import CGtk4
import Foundation
import G8Gtk

/// The first application of the theme to a window no one has styled yet, against hand-written
/// GTK code doing the same: G8 makes a manager, styles the window through it (finding each
/// widget by id, setting its 4,000 values) and writes its classes into its provider; the
/// hand-written code loads its CSS into a provider of its own, adds it to the display, finds
/// each widget by id, adds its class and sets its properties (`HandWritten.init`). Building
/// the windows is not timed.
///
/// In `rounds` rounds each side styles a fresh window of its own, which side goes first
/// alternating; the result is the median of the rounds' ratios. The very first application of
/// each side in the process is printed before the rounds (G8's style sheet generates its
/// classes then, and the hand-written provider parses its CSS for the first time); in the
/// rounds G8 finds its classes already generated, as a second window of an app does.
@MainActor
func firstApplicationBench(engine: G8, theme: G8Theme, rounds: Int) throws {
    var ratios: [Double] = [], engineTimes: [Double] = [], handTimes: [Double] = []
    func engineFirst() throws -> Double {
        let ui = try GtkInterface(xml: document())
        var report = G8Report()
        // Kept past the timed part, as the hand-written side's object is: an app keeps its
        // manager, and letting it go is not part of styling a window.
        var manager: G8ThemeManager?
        let time = seconds {
            let made = G8ThemeManager(engine: engine, theme: theme)
            report = made.style(ui, with: "screen")
            ui.flush()
            manager = made
        }
        withExtendedLifetime(manager) {}
        guard !report.hasErrors, report.summary.hasPrefix("\(4 * widgetCount) values set") else {
            throw BenchError("the first application reported \(report.summary)")
        }
        return time
    }
    func handFirst() throws -> Double {
        let ui = try GtkInterface(xml: document())
        var hand: HandWritten?
        let time = try seconds { hand = try HandWritten(ui: ui) }
        hand?.remove()
        return time
    }
    let handCold = try handFirst()
    print(String(format: "first application, the process's first of the hand-written code: %.1f ms", handCold * 1000))
    for round in 0..<rounds {
        let e: Double, h: Double
        if round % 2 == 0 {
            e = try engineFirst()
            h = try handFirst()
        } else {
            h = try handFirst()
            e = try engineFirst()
        }
        ratios.append(e / h)
        engineTimes.append(e * 1000)
        handTimes.append(h * 1000)
    }
    let ratio = median(ratios)
    print(String(
        format: "first application to a fresh window:  G8 %.2f ms   hand-written %.2f ms   ratio %.2fx   (medians of %d rounds; ratios from %.2fx to %.2fx)",
        median(engineTimes), median(handTimes), ratio, rounds, ratios.min() ?? 0, ratios.max() ?? 0))
    print("goal: first application at most 3x the hand-written code: \(ratio <= 3 ? "met" : "NOT met")")
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// A failure that ends the benchmark, in one sentence.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
