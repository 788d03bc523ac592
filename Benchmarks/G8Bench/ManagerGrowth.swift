import Foundation
import G8Widgets

/// Theme-manager operations whose cost could grow faster than their input (unregistering,
/// pruning released objects, a long superStyle chain, an overlapping switch), each timed at a
/// size n and at 10 n: the cost must grow linearly (goal: 10× the input, at most 15× the
/// time). Those over n registered objects are timed from cold caches at both sizes: the setup
/// has just touched everything at n, which a cache holds, and not at 10 n, and a scan that
/// reads each object once (pruning) would then measure the memory hierarchy, not the growth.
/// (The superStyle chain's data is small at both sizes.)
enum ManagerGrowth {
    struct Figure {
        let name: String
        let small: Double
        let large: Double
        var ratio: Double { large / max(small, 1) }
    }

    /// Writes a buffer larger than any cache, so that what is timed next starts from memory
    /// at both sizes.
    static func evictCaches() {
        var buffer = [UInt8](repeating: 0, count: 64 << 20)
        buffer.withUnsafeMutableBytes { bytes in
            for index in stride(from: 0, to: bytes.count, by: 64) { bytes[index] = UInt8(truncatingIfNeeded: index) }
        }
        withExtendedLifetime(buffer) {}
    }

    static func measure(quick: Bool, engine: G8) throws -> [Figure] {
        let base = quick ? 1_000 : 10_000
        let samples = quick ? 1 : 5
        func median(_ body: () throws -> Double) rethrows -> Double {
            var times: [Double] = []
            for _ in 0..<samples { times.append(try body()) }
            return Timing.median(times)
        }
        let theme = try G8Theme(json: Data(##"{"styles": {"label": {"textColor": "#FF0000"}}}"##.utf8))
        // Unregistering 1% of n registered labels.
        func unregister(_ count: Int) -> Double {
            let manager = G8ThemeManager(engine: engine, theme: theme)
            let labels = (0..<count).map { _ in Label() }
            for label in labels { manager.style(label, with: "label") }
            ManagerGrowth.evictCaches()
            let start = Timing.now()
            for index in stride(from: 0, to: count, by: 100) { manager.unregister(labels[index]) }
            return Double(Timing.now() - start)
        }
        // Releasing 1% of n registered labels, then registering as many: the pruning they cause.
        func prune(_ count: Int) -> Double {
            let manager = G8ThemeManager(engine: engine, theme: theme)
            // Optionals, so that releasing one is O(1): `remove(at:)` would shift the array,
            // O(n) each, and time the benchmark's own bookkeeping growing as n².
            var labels: [Label?] = (0..<count).map { _ in Label() }
            for label in labels { manager.style(label!, with: "label") }
            ManagerGrowth.evictCaches()
            let start = Timing.now()
            for index in stride(from: count - 1, through: 0, by: -100) { labels[index] = nil }
            manager.prune()
            let elapsed = Double(Timing.now() - start)
            withExtendedLifetime(labels) {}
            return elapsed
        }
        // A superStyle chain where style i lists i−1 and i−2: loading and a first application.
        func chain(_ levels: Int) throws -> Double {
            var styles = [##""s0": {"textColor": "#000000"}"##, #""s1": {"superStyle": "s0", "numberOfLines": 1}"#]
            for index in 2..<levels {
                styles.append(#""s\#(index)": {"superStyle": ["s\#(index - 1)", "s\#(index - 2)"], "tag": \#(index)}"#)
            }
            let data = Data(#"{"styles": {\#(styles.joined(separator: ",\n"))}}"#.utf8)
            let start = Timing.now()
            let loaded = try G8Theme(json: data)
            engine.applyStyle(try loaded.style(named: "s\(levels - 1)"), to: Label())
            return Double(Timing.now() - start)
        }
        // n/10 screens whose style reaches a label that is registered too, switched A → B.
        let one = try G8Theme(json: Data(##"{"styles": {"screen": {"heading.textColor": "#FF0000"}, "label": {"numberOfLines": 2}}}"##.utf8))
        let two = try G8Theme(json: Data(##"{"styles": {"screen": {"heading.numberOfLines": 3}, "label": {"textColor": "#00FF00"}}}"##.utf8))
        func overlap(_ count: Int) -> Double {
            let manager = G8ThemeManager(engine: engine, theme: one)
            let screens = (0..<count / 10).map { _ in OverlapScreen() }
            for screen in screens {
                manager.style(screen, with: "screen")
                manager.style(screen.heading, with: "label")
            }
            ManagerGrowth.evictCaches()
            let start = Timing.now()
            manager.switchTheme(to: two)
            return Double(Timing.now() - start)
        }
        return [
            Figure(name: "unregister 1% of n", small: median { unregister(base) }, large: median { unregister(10 * base) }),
            Figure(name: "prune 1% of n released", small: median { prune(base) }, large: median { prune(10 * base) }),
            Figure(name: "superStyle chain, 6 / 60 levels", small: try median { try chain(6) }, large: try median { try chain(60) }),
            Figure(name: "overlapping switch, n/10 screens", small: median { overlap(base) }, large: median { overlap(10 * base) }),
        ]
    }
}

final class OverlapScreen: ViewController {
    let heading = Label()
}
