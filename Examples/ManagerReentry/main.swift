// ManagerReentry: appliers that call the theme manager back while it restyles.
//
//     swift run ManagerReentry unregister|register|switch|restyle-self|replace-child|forever
//
// Each scenario registers probes whose `hook` property runs an action when a style sets it:
// the manager is re-entered from inside its own restyle, on the same thread. Calls made then
// are queued and run when the restyle is done; the program prints what is left. The tests run
// it in a child process, so that a crash fails one test rather than the whole suite.
import Foundation
import G8Widgets

/// A view whose `hook` setter runs an action: the re-entrant applier.
final class Probe: View {
    var hook = 0 {
        didSet { onHook?(self) }
    }
    var onHook: ((Probe) -> Void)?
    var child = Label()
}

var engine = G8.standard
engine.logHandler = { _ in }
engine.add(valueApplier: G8ValueApplier<Probe>(properties: [
    G8Property("hook", get: { $0.hook }, set: { $0.hook = $1 }),
]))

/// A theme; `alpha` adds a key, so that switching to or from it changes keys (the journaled path).
func theme(_ color: String, hook: Int, alpha: Double? = nil, engine: G8) throws -> G8Theme {
    let extra = alpha.map { ", \"alpha\": \($0)" } ?? ""
    return try G8Theme(json: Data("""
        {"styles": {
           "probe": {"hook": \(hook), "backgroundColor": "\(color)", "child.textColor": "\(color)"\(extra)},
           "other": {"alpha": 0.5}}}
        """.utf8), engine: engine)
}

func line(_ probe: Probe) -> String {
    "\(probe.backgroundColor.map(\.description) ?? "nil") child=\(probe.child.textColor.map(\.description) ?? "nil") alpha=\(probe.alpha)"
}

let scenario = CommandLine.arguments.dropFirst().first ?? ""
let red = try theme("#FF0000", hook: 1, engine: engine), blue = try theme("#0000FF", hook: 2, alpha: 0.75, engine: engine)
let green = try theme("#00FF00", hook: 3, engine: engine)
let manager = G8ThemeManager(engine: engine, theme: red)
let probes = (0..<50).map { _ in Probe() }
for probe in probes { manager.style(probe, with: "probe") }

switch scenario {
case "unregister":
    // The first probe's hook unregisters every other probe, while the switch is under way.
    probes[0].onHook = { _ in for other in probes.dropFirst() { manager.unregister(other) } }
    let report = manager.switchTheme(to: blue)
    print("switched: \(report.appliedCount) values set, \(report.errors.count) errors")
    print("registered: \(manager.registeredCount)")
    manager.switchTheme(to: green)
    print("first: \(line(probes[0]))")
    print("last: \(line(probes[49]))")
case "register":
    // The first probe's hook registers a new probe, once.
    let late = Probe()
    probes[0].onHook = { probe in
        probe.onHook = nil
        manager.style(late, with: "probe")
    }
    manager.switchTheme(to: blue)
    print("registered: \(manager.registeredCount)")
    print("late: \(line(late))")
case "switch":
    // A hook switches to green while the manager switches to blue: green runs after blue.
    probes[10].onHook = { probe in
        probe.onHook = nil
        manager.switchTheme(to: green)
    }
    let report = manager.switchTheme(to: blue)
    print("switched: \(report.appliedCount) values set")
    print("first: \(line(probes[0]))")
    print("last: \(line(probes[49]))")
case "restyle-self":
    // A hook styles the probe being styled: through the engine at once, through the manager
    // after the restyle (which re-registers it with "other").
    probes[5].onHook = { probe in
        probe.onHook = nil
        engine.applyStyle(["alpha": 0.25], to: probe)
        manager.style(probe, with: "other")
    }
    manager.switchTheme(to: blue)
    print("restyled: \(line(probes[5]))")
    manager.switchTheme(to: green)
    print("after another switch: \(line(probes[5]))")
case "replace-child":
    // A hook replaces the child that the rest of the style is about to reach.
    probes[7].onHook = { probe in
        probe.onHook = nil
        probe.child = Label()
    }
    manager.switchTheme(to: blue)
    print("replaced: \(line(probes[7]))")
    manager.style(probes[7], with: "probe")
    manager.switchTheme(to: green)
    print("after another switch: \(line(probes[7]))")
case "forever":
    // A hook that switches the theme every time it is set: stopped after the round limit.
    probes[0].onHook = { probe in manager.switchTheme(to: probe.hook == 2 ? green : blue) }
    let report = manager.switchTheme(to: blue)
    print(report.errors.map(\.description).joined(separator: "\n"))
    print("registered: \(manager.registeredCount)")
default:
    print("usage: ManagerReentry unregister|register|switch|restyle-self|replace-child|forever")
    exit(2)
}
