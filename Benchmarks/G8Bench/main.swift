// g8-bench: the engine measured side by side with the code it replaces.
//
//     swift run -c release g8-bench            # the table
//     swift run -c release g8-bench --json     # every figure as one JSON object
//     swift run -c release g8-bench --quick    # few iterations: checks it runs, not how fast
//     swift run -c release g8-bench --only screen,cells   # some scenarios (for profiling)
//     swift run -c release g8-bench --profile-replay 100000  # only replays, for a profiler
//     swift run -c release g8-bench --profile-strict 100000  # only strict replays
//     swift run -c release g8-bench --profile-hand 100000    # only the hand-written baseline
//     swift run -c release g8-bench --profile-cells 10000    # only cells, each styled once
//     swift run -c release g8-bench --profile-first 1000     # only first applications
//     swift run -c release g8-bench --profile-register 1000  # only registrations and two key-changing switches
//     swift run -c release g8-bench --profile-register-hand 1000  # their hand-written baseline
//     swift run -c release g8-bench --profile-register-strict 1000  # --profile-register under a strict engine
//     swift run -c release g8-bench --run-path   # only the run-path scenarios (registration and the first switch, key-switch, strict, cold, registration-memory)
//     swift run -c release g8-bench --count registration 100  # one main path, for callgrind (scripts/instructions.py)
//     G8_BENCH_ROUNDS=1 swift run -c release g8-bench --only registration  # each round's ratios on standard error
//
// Each scenario first checks that the engine and its baseline leave the same widget state.
import Foundation
import G8Widgets

let runPathScenarios = ["registration", "key-switch", "strict", "cold", "registration-memory"]
let loadScenarios = ["theme-load", "style-heavy", "realistic-load", "lint-memory"]
let scenarios = ["memory", "screen", "cells", "g8-reference", "theme-switch", "logging", "manager-growth"] + loadScenarios
    + runPathScenarios
#if os(Linux)
/// glibc's `malloc_trim`, which the Glibc module does not declare (a GNU extension), found with
/// `dlsym`: hands the allocator's free memory back to the system, so that resident memory
/// shows what is freed.
func g8MallocTrim(_ pad: Int) -> Int32 {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return 0 }
    return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(pad)
}
#endif
/// For a profiler: registers `objects` with a manager under `style` in theme `a`, switches
/// them all to `b` and back, and exits.
func registerAndSwitch(_ objects: [AnyObject], with style: String, _ a: G8Theme, _ b: G8Theme, strict: Bool = false) -> Never {
    var engine = G8.standard
    engine.isStrict = strict
    let manager = G8ThemeManager(engine: engine, theme: a)
    for object in objects { manager.style(object, with: style) }
    manager.switchTheme(to: b)
    manager.switchTheme(to: a)
    withExtendedLifetime(objects) {}
    exit(0)
}
var inputsDirectory: String?
var quick = false, asJSON = false
var only = Set(scenarios)
var argumentList = Array(CommandLine.arguments.dropFirst())
while !argumentList.isEmpty {
    let argument = argumentList.removeFirst()
    switch argument {
    case "--quick": quick = true
    case "--json": asJSON = true
    case "--run-path": only = Set(runPathScenarios)
    case "--load": only = Set(loadScenarios)
    case "--inputs" where !argumentList.isEmpty: inputsDirectory = argumentList.removeFirst()
    case "--profile-load" where argumentList.count >= 2:
        // For a profiler: loads a theme file N times.
        let path = argumentList.removeFirst(), count = Int(argumentList.removeFirst()) ?? 0
        let data = FileManager.default.contents(atPath: path) ?? Data()
        for _ in 0..<count { _ = try? G8Theme(json: data) }
        exit(0)
    case "--profile-resolver" where argumentList.count >= 2:
        // For a profiler: loads a resolver document (and the token files it names) N times.
        let url = URL(fileURLWithPath: argumentList.removeFirst()), count = Int(argumentList.removeFirst()) ?? 0
        for _ in 0..<count { _ = try? G8Theme(resolver: url, engine: G8.standard) }
        exit(0)
    case "--write-theme-load" where !argumentList.isEmpty:
        // For a profiler: writes the theme-load scenario's input, to load with --profile-load.
        let path = argumentList.removeFirst()
        require(FileManager.default.createFile(atPath: path, contents: ThemeBench.generate()), "cannot write \(path)")
        exit(0)
    case "--lint-memory" where !argumentList.isEmpty:
        // The child process of the lint-memory scenario.
        LoadBench.lintMemoryChild(argumentList.removeFirst(), engine: G8.standard)
    case "--profile-replay" where !argumentList.isEmpty:
        // For a profiler: only repeated applications of the screen style, and nothing else.
        let count = Int(argumentList.removeFirst()) ?? 0
        let profiled = BenchScreen()
        for _ in 0..<count { G8.standard.applyStyle(ScreenStyle.screen, to: profiled) }
        exit(0)
    case "--profile-strict" where !argumentList.isEmpty:
        // For a profiler: only repeated strict applications of the screen style.
        let count = Int(argumentList.removeFirst()) ?? 0
        var strict = G8.standard
        strict.isStrict = true
        let profiled = BenchScreen()
        for _ in 0..<count { strict.applyStyle(ScreenStyle.screen, to: profiled) }
        exit(0)
    case "--profile-cold" where !argumentList.isEmpty:
        // For a profiler: first applications on cold engines (empty caches), each to a new screen.
        let count = Int(argumentList.removeFirst()) ?? 0
        let warm = BenchScreen()
        G8.standard.applyStyle(ScreenStyle.screen, to: warm)  // the process's one-time work
        for _ in 0..<count { G8.standard.withEmptyCaches().applyStyle(ScreenStyle.screen, to: BenchScreen()) }
        exit(0)
    case "--profile-register" where !argumentList.isEmpty:
        // For a profiler: N new screens registered with a theme manager, and a switch A → B → A
        // of all of them (styles that set different keys).
        let count = Int(argumentList.removeFirst()) ?? 0
        let a = try G8Theme(json: Data(RunPath.themeA.utf8)), b = try G8Theme(json: Data(RunPath.themeB.utf8))
        registerAndSwitch((0..<count).map { _ in BenchScreen() }, with: "screen", a, b)
    case "--profile-register-strict" where !argumentList.isEmpty:
        // For a profiler: --profile-register under a strict engine.
        let count = Int(argumentList.removeFirst()) ?? 0
        let a = try G8Theme(json: Data(RunPath.themeA.utf8)), b = try G8Theme(json: Data(RunPath.themeB.utf8))
        registerAndSwitch((0..<count).map { _ in BenchScreen() }, with: "screen", a, b, strict: true)
    case "--measure-released" where !argumentList.isEmpty:
        // For a measurement by hand: N labels registered with a manager, all released, then
        // pruned, with no switch; prints the resident memory at each step (after handing the
        // allocator's free memory back to the system, so that what is freed shows).
        let count = Int(argumentList.removeFirst()) ?? 0
        let theme = try G8Theme(json: Data(##"{"styles": {"label": {"textColor": "#FF0000", "alpha": 0.5}}}"##.utf8))
        let manager = G8ThemeManager(engine: .standard, theme: theme)
        func resident() -> Int {
            #if os(Linux)
            _ = g8MallocTrim(0)
            #endif
            return Memory.current
        }
        let before = resident()
        do {
            let labels = (0..<count).map { _ in Label() }
            for label in labels { manager.style(label, with: "label") }
            print("registered: \((resident() - before) >> 20) MiB more")
        }
        print("released: \((resident() - before) >> 20) MiB more")
        manager.prune()
        print("pruned: \((resident() - before) >> 10) KiB more, \(manager.registeredCount) registered")
        exit(0)
    case "--profile-switch-same" where !argumentList.isEmpty:
        // For a profiler: N labels registered with a manager, and a switch A → B → A of all of
        // them between styles that set different keys on the same objects (the label alone).
        let count = Int(argumentList.removeFirst()) ?? 0
        let a = try G8Theme(json: Data(##"{"styles": {"label": {"textColor": "#000000", "backgroundColor": "#FFFFFF"}}}"##.utf8))
        let b = try G8Theme(json: Data(##"{"styles": {"label": {"textColor": "#FFFFFF", "alpha": 0.5}}}"##.utf8))
        registerAndSwitch((0..<count).map { _ in Label() }, with: "label", a, b)
    case "--profile-register-hand" where !argumentList.isEmpty:
        // For a profiler: the hand-written baseline of --profile-register, on as many screens.
        let count = Int(argumentList.removeFirst()) ?? 0
        let a = try G8Theme(json: Data(RunPath.themeA.utf8)), b = try G8Theme(json: Data(RunPath.themeB.utf8))
        let hand = RunPath.ByHand(engine: G8.standard, a: try a.style(named: "screen"), b: try b.style(named: "screen"))
        let screens = (0..<count).map { _ in BenchScreen() }
        for screen in screens { hand.a(screen) }
        for screen in screens { hand.undoA(screen); hand.b(screen) }
        for screen in screens { hand.undoB(screen); hand.a(screen) }
        withExtendedLifetime(screens) {}
        exit(0)
    case "--profile-hand" where !argumentList.isEmpty:
        // For a profiler: the hand-written baseline of --profile-replay.
        let count = Int(argumentList.removeFirst()) ?? 0
        let profiled = BenchScreen()
        for _ in 0..<count { ScreenStyle.byHand(profiled) }
        exit(0)
    case "--profile-cells" where !argumentList.isEmpty:
        // For a profiler: one cell style replayed on many cells, as a list scrolls.
        let count = Int(argumentList.removeFirst()) ?? 0
        let cells = (0..<count).map { _ in BenchCell() }
        for cell in cells { G8.standard.applyStyle(CellStyle.style, to: cell) }
        exit(0)
    case "--profile-first" where !argumentList.isEmpty:
        // For a profiler: only first applications (a style never applied before, a new
        // screen) on an engine that has met these classes.
        let count = Int(argumentList.removeFirst()) ?? 0
        let engine = G8.standard
        engine.applyStyle(ScreenStyle.screen, to: BenchScreen())
        for _ in 0..<count { engine.applyStyle(G8Style(ScreenStyle.screen.entries), to: BenchScreen()) }
        exit(0)
    case "--count" where argumentList.count >= 2:
        // For scripts/instructions.py: one main path, N times, inside the function callgrind counts.
        let path = argumentList.removeFirst(), count = Int(argumentList.removeFirst()) ?? 0
        guard try Instructions.run(path, count: count, inputs: inputsDirectory) else {
            FileHandle.standardError.write(Data("g8-bench: unknown path '\(path)'; paths: \(Instructions.paths.joined(separator: ", "))\n".utf8))
            exit(2)
        }
        exit(0)
    case "--only" where !argumentList.isEmpty:
        only = Set(argumentList.removeFirst().split(separator: ",").map(String.init))
        for name in only where !scenarios.contains(name) {
            FileHandle.standardError.write(Data("g8-bench: unknown scenario '\(name)'; scenarios: \(scenarios.joined(separator: ", "))\n".utf8))
            exit(2)
        }
    default:
        FileHandle.standardError.write(Data("g8-bench: unknown option '\(argument)'; use --json, --quick and --only SCENARIO[,SCENARIO]\n".utf8))
        exit(2)
    }
}

var g8 = G8.standard
g8.logHandler = { _ in }
g8.logLevel = .off
let timing = quick ? Timing(samples: 3, iterations: 20) : Timing(samples: 15, iterations: 1000)
var figures: [(key: String, value: Double)] = []
var rows: [(String, String, String, String)] = []

@MainActor func record(_ key: String, _ value: Double) { figures.append((key, value)) }
/// Progress on standard error, so a long run shows where it is and `--json` stays clean.
func progress(_ scenario: String) { FileHandle.standardError.write(Data("g8-bench: \(scenario)…\n".utf8)) }
@MainActor func row(_ scenario: String, _ figure: String, _ value: String, _ goal: String) { rows.append((scenario, figure, value, goal)) }
func ns(_ value: Double) -> String { value >= 1_000_000 ? String(format: "%.1f ms", value / 1e6) : value >= 1000 ? String(format: "%.2f µs", value / 1000) : String(format: "%.0f ns", value) }
func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

// 7. memory: 100,000 registered widgets, measured first, before other scenarios grow the heap.
if only.contains("memory") {
    progress("memory")
    let count = quick ? 1_000 : 100_000
    let (light, _) = try ThemeBench.switchingThemes()
    let before = Memory.current
    let widgets = (0..<count).map { _ in Label() }
    let afterWidgets = Memory.current
    let manager = G8ThemeManager(engine: g8, theme: light)
    for label in widgets { manager.style(label, with: "label") }
    manager.restyleAll()  // the registrations' objects counted, as the first switch counts them
    let after = Memory.current
    require(manager.registeredCount == count, "memory: not every widget is registered")
    record("memory.widgets", Double(count))
    record("memory.peak_rss_mb", Double(Memory.peak) / 1_048_576)
    record("memory.bytes_per_widget", Double(afterWidgets - before) / Double(count))
    record("memory.bytes_per_registration", Double(after - afterWidgets) / Double(count))
    row("memory", "\(count) labels, registered", String(format: "peak RSS %.0f MiB", Double(Memory.peak) / 1_048_576), "")
    row("", "bytes a label / a registration", "\((afterWidgets - before) / count) / \((after - afterWidgets) / count)", "")
    withExtendedLifetime(widgets) {}
}

// 1. screen: a 20-outlet controller, a 40-entry style, vs assignments by hand.
@MainActor func screenScenario<S: ViewController>(_ label: String, make: () -> S, byHand: (S) -> Void) {
    let engineScreen = make(), handScreen = make()
    g8.applyStyle(ScreenStyle.screen, to: engineScreen)
    byHand(handScreen)
    require(g8.dump(engineScreen) == g8.dump(handScreen), "screen (\(label)): the engine and the hand-written code differ")
    require(g8.applyStyle(ScreenStyle.screen, to: make()).isClean, "screen (\(label)): the style has diagnostics")
    let repeated = timing.compare({ g8.applyStyle(ScreenStyle.screen, to: engineScreen) }, { byHand(handScreen) })
    let firstTiming = Timing(samples: timing.samples, iterations: max(1, timing.iterations / 10))
    // First application: a style never applied before (a new identity), on an engine that has
    // already met these widget classes. A cold engine also resolves every class's appliers.
    // Each against samples of the hand-written code taken beside its own (``Timing/compare``).
    let first = firstTiming.compare(
        prepare: { (G8Style(ScreenStyle.screen.entries), make()) }, { style, screen in g8.applyStyle(style, to: screen) },
        baseline: { byHand(handScreen) }, baselineIterations: timing.iterations)
    let cold = firstTiming.compare(
        prepare: { (g8.withEmptyCaches(), make()) }, { engine, screen in engine.applyStyle(ScreenStyle.screen, to: screen) },
        baseline: { byHand(handScreen) }, baselineIterations: timing.iterations)
    let key = "screen\(label)"
    record("\(key).hand_ns", repeated.baseline)
    record("\(key).repeated_ns", repeated.engine)
    record("\(key).repeated_ratio", repeated.engine / repeated.baseline)
    record("\(key).first_ns", first.engine)
    record("\(key).first_ratio", first.engine / first.baseline)
    record("\(key).cold_engine_ns", cold.engine)
    record("\(key).cold_engine_ratio", cold.engine / cold.baseline)
    row("screen\(label)", "by hand", ns(repeated.baseline), "")
    row("", "repeated application", "\(ns(repeated.engine))  \(ratio(repeated.engine / repeated.baseline))", "≤ 2×")
    row("", "first application", "\(ns(first.engine))  \(ratio(first.engine / first.baseline))", "≤ 20×")
    row("", "first, on a cold engine", "\(ns(cold.engine))  \(ratio(cold.engine / cold.baseline))", "≤ 25×")
}
if only.contains("screen") {
    progress("screen")
    screenScenario("", make: BenchScreen.init, byHand: ScreenStyle.byHand)
    screenScenario(" (declared outlets)", make: BenchDeclaredScreen.init, byHand: ScreenStyle.byHand)
}

// 2. cells: 10,000 cells of 5 subviews, one style, vs by hand.
if only.contains("cells") {
    progress("cells")
    let count = quick ? 200 : 10_000
    let engineCells = (0..<count).map { _ in BenchCell() }, handCells = (0..<count).map { _ in BenchCell() }
    g8.applyStyle(CellStyle.style, to: engineCells[0])
    CellStyle.byHand(handCells[0])
    require(g8.dump(engineCells[0]) == g8.dump(handCells[0]), "cells: the engine and the hand-written code differ")
    let cellTiming = Timing(samples: timing.samples, iterations: 1)
    let result = cellTiming.compare({ for cell in engineCells { g8.applyStyle(CellStyle.style, to: cell) } },
                                    { for cell in handCells { CellStyle.byHand(cell) } })
    record("cells.count", Double(count))
    record("cells.hand_ns_per_cell", result.baseline / Double(count))
    record("cells.engine_ns_per_cell", result.engine / Double(count))
    record("cells.ratio", result.engine / result.baseline)
    row("cells", "\(count) cells by hand", "\(ns(result.baseline / Double(count))) a cell", "")
    row("", "engine", "\(ns(result.engine / Double(count))) a cell  \(ratio(result.engine / result.baseline))", "")
}

// 3. g8-reference: G8's algorithm on the same screen.
if only.contains("g8-reference") {
    progress("g8-reference")
    let reference = BenchScreen(), engine = BenchScreen()
    G8Reference.apply(G8Reference.screen, to: reference)
    g8.applyStyle(ScreenStyle.screen, to: engine)
    require(g8.dump(reference) == g8.dump(engine), "g8-reference: the reference and the engine differ")
    let result = timing.compare({ g8.applyStyle(ScreenStyle.screen, to: engine) }, { G8Reference.apply(G8Reference.screen, to: reference) })
    record("g8_reference.reference_ns", result.baseline)
    record("g8_reference.engine_ns", result.engine)
    record("g8_reference.speedup", result.baseline / result.engine)
    row("g8-reference", "G8's algorithm", ns(result.baseline), "")
    row("", "speed-up of the engine", ratio(result.baseline / result.engine), "≥ 20×")
}

// 4. theme-load: 30,000 tokens, 29,700 aliases up to 99 deep, 2,000 styles.
if only.contains("theme-load") {
    progress("theme-load")
    let data = ThemeBench.generate()
    let theme: G8Theme
    do { theme = try G8Theme(json: data) } catch { require(false, "theme-load: \(error)"); exit(1) }
    require(theme.tokens.count == 30_000 && theme.styleNames.count == 2_000, "theme-load: the theme did not load whole: \(theme.tokens.count) tokens, \(theme.styleNames.count) styles")
    require(theme.token("g0.t99")?.value == theme.token("g0.t0")?.value, "theme-load: an alias chain did not resolve")
    let loadTiming = Timing(samples: quick ? 1 : 7, iterations: 1)
    let result = loadTiming.compare({ _ = try? G8Theme(json: data) },
                                    { _ = try? JSONSerialization.jsonObject(with: data) })
    record("theme_load.bytes", Double(data.count))
    record("theme_load.json_serialization_ms", result.baseline / 1e6)
    record("theme_load.g8_ms", result.engine / 1e6)
    record("theme_load.ratio", result.engine / result.baseline)
    row("theme-load", "JSONSerialization, \(data.count / 1024) KiB", ns(result.baseline), "")
    row("", "G8Theme (parse, aliases, checks)", "\(ns(result.engine))  \(ratio(result.engine / result.baseline))", "≤ 0.25×")
}

// 4b. style-heavy: 1,000 tokens with dark modes and 3,000 styles of six entries.
let loadTiming = Timing(samples: quick ? 1 : 7, iterations: 1)
func mbPerSecond(_ bytes: Int, _ nanoseconds: Double) -> String { String(format: "%.1f MB/s", Double(bytes) / 1e6 / (nanoseconds / 1e9)) }
if only.contains("style-heavy") {
    progress("style-heavy")
    let data = LoadBench.read(LoadBench.inputs(inputsDirectory), "style-heavy.json")
    let theme = try G8Theme(json: data)
    require(theme.tokens.count == 1_000 && theme.styleNames.count == 3_000 && theme.modes == ["dark"],
            "style-heavy: the theme did not load whole")
    let result = loadTiming.compare({ _ = try? G8Theme(json: data) }, { _ = try? JSONSerialization.jsonObject(with: data) })
    record("style_heavy.bytes", Double(data.count))
    record("style_heavy.ratio", result.engine / result.baseline)
    row("style-heavy", "JSONSerialization, \(data.count / 1024) KiB", "\(ns(result.baseline))  \(mbPerSecond(data.count, result.baseline))", "")
    row("", "G8Theme", "\(ns(result.engine))  \(ratio(result.engine / result.baseline))", "≤ 0.5×")
}

// 4c. realistic-load: a mixed theme, the real design systems' token files, a merge.
if only.contains("realistic-load") {
    progress("realistic-load")
    let folder = LoadBench.inputs(inputsDirectory)
    let data = LoadBench.read(folder, "mixed.json"), update = LoadBench.read(folder, "update.json")
    let theme = try G8Theme(json: data)
    _ = try theme.merging(json: update)
    let mixed = loadTiming.compare({ _ = try? G8Theme(json: data) }, { _ = try? JSONSerialization.jsonObject(with: data) })
    record("mixed_load.mb_per_s", Double(data.count) / 1e6 / (mixed.engine / 1e9))
    row("realistic-load", "mixed theme, \(data.count / 1024) KiB", "\(ns(mixed.engine))  \(mbPerSecond(data.count, mixed.engine))",
        "(JSONSerialization \(mbPerSecond(data.count, mixed.baseline)))")
    let merge = loadTiming.compare({ _ = try? theme.merging(json: update) }, { _ = try? G8Theme(json: data) })
    record("merge.ratio_to_full_load", merge.engine / merge.baseline)
    row("", "merge \(update.count) B into it", "\(ns(merge.engine))  \(ratio(merge.engine / merge.baseline))", "(of a full load)")
    // A theme written against other names: every entry a diagnostic with a "did you mean".
    let misspelt = LoadBench.read(folder, "misspelt.json")
    do {
        _ = try G8Theme(json: misspelt)
        require(false, "realistic-load: the misspelt theme loaded without an error")
    } catch {
        require(error.diagnostics.count > 100, "realistic-load: the misspelt theme reported \(error.diagnostics.count) problems")
    }
    let typos = loadTiming.compare({ _ = try? G8Theme(json: misspelt) }, { _ = try? JSONSerialization.jsonObject(with: misspelt) })
    record("misspelt_load.mb_per_s", Double(misspelt.count) / 1e6 / (typos.engine / 1e9))
    row("", "misspelt theme, \(misspelt.count / 1024) KiB", "\(ns(typos.engine))  \(mbPerSecond(misspelt.count, typos.engine))",
        "(JSONSerialization \(mbPerSecond(misspelt.count, typos.baseline)))")
    let resolvers = LoadBench.realResolvers()
    if resolvers.isEmpty {
        row("", "real token files", "skipped: no ../shared/design-tokens", "")
    } else {
        for document in resolvers { _ = try G8Theme(resolver: document.url, engine: g8) }
        let bytes = resolvers.reduce(0) { $0 + $1.bytes }
        let real = loadTiming.sample { for document in resolvers { _ = try? G8Theme(resolver: document.url, engine: g8) } }
        let times = (0..<(quick ? 1 : 5)).map { _ in
            loadTiming.sample { for document in resolvers { _ = try? G8Theme(resolver: document.url, engine: g8) } }
        }
        let median = Timing.median(times + [real])
        record("real_tokens.mb_per_s", Double(bytes) / 1e6 / (median / 1e9))
        row("", "\(resolvers.count) design systems, \(bytes / 1024) KiB", "\(ns(median))  \(mbPerSecond(bytes, median))", "(read from disk)")
    }
}

// 4d. lint-memory: `g8 lint`'s peak memory on a 10 MB theme, in a child process.
if only.contains("lint-memory") && !quick {
    progress("lint-memory")
    let (growth, size) = LoadBench.lintMemory(of: LoadBench.inputs(inputsDirectory).appendingPathComponent("lint-10mb.json"))
    record("lint_memory.ratio_to_file", Double(growth) / Double(size))
    row("lint-memory", "lint \(size / 1_000_000) MB theme, peak growth", "\(growth / 1_048_576) MiB  \(ratio(Double(growth) / Double(size)))",
        "≤ 4× the file")
}

// 5. theme-switch: 10,000 live registered widgets switched between two themes.
if only.contains("theme-switch") {
    progress("theme-switch")
    let count = quick ? 200 : 10_000
    let (light, dark) = try ThemeBench.switchingThemes()
    let manager = G8ThemeManager(engine: g8, theme: light)
    let managed = (0..<count).map { _ in Label() }
    defer { withExtendedLifetime(managed) {} }  // a release build would free them after their last use
    for label in managed { manager.style(label, with: "label") }
    let direct = (0..<count).map { _ in Label() }
    let lightStyle = try light.style(named: "label"), darkStyle = try dark.style(named: "label")
    manager.switchTheme(to: dark)
    for label in direct { g8.applyStyle(darkStyle, to: label) }
    require(g8.dump(managed[0]) == g8.dump(direct[0]), "theme-switch: the manager and direct application differ")
    var toDark = false
    let switchTiming = Timing(samples: quick ? 3 : 9, iterations: 1)
    let result = switchTiming.compare({
        toDark.toggle()
        manager.switchTheme(to: toDark ? dark : light)
    }, {
        for label in direct { g8.applyStyle(toDark ? darkStyle : lightStyle, to: label) }
    })
    record("theme_switch.widgets", Double(count))
    record("theme_switch.direct_ns_per_widget", result.baseline / Double(count))
    record("theme_switch.manager_ns_per_widget", result.engine / Double(count))
    record("theme_switch.ratio", result.engine / result.baseline)
    row("theme-switch", "\(count) widgets, applied directly", "\(ns(result.baseline / Double(count))) a widget", "")
    row("", "switched by the manager", "\(ns(result.engine / Double(count))) a widget  \(ratio(result.engine / result.baseline))", "≤ 1.5×")
}

// 6. logging: the screen at .warning with nothing to report, vs .off.
if only.contains("logging") {
    progress("logging")
    var warning = g8
    warning.logLevel = .warning
    let screen = BenchScreen()
    let result = timing.compare({ warning.applyStyle(ScreenStyle.screen, to: screen) }, { g8.applyStyle(ScreenStyle.screen, to: screen) })
    record("logging.off_ns", result.baseline)
    record("logging.warning_ns", result.engine)
    record("logging.ratio", result.engine / result.baseline)
    row("logging", "screen at .off", ns(result.baseline), "")
    row("", "screen at .warning", "\(ns(result.engine))  \(ratio(result.engine / result.baseline))", "≤ 1.05×")
}

// 8. manager-growth: theme-manager operations at n and 10 n; each must grow linearly.
if only.contains("manager-growth") {
    progress("manager-growth")
    for (index, figure) in try ManagerGrowth.measure(quick: quick, engine: g8).enumerated() {
        let key = "manager_growth." + figure.name.split(whereSeparator: { !$0.isLetter }).joined(separator: "_")
        record("\(key).ratio", figure.ratio)
        row(index == 0 ? "manager-growth" : "", figure.name, "\(ns(figure.small)) → \(ns(figure.large))  \(ratio(figure.ratio))", "≤ 15×")
    }
}

// 9–13. the run-path scenarios, each against the same values assigned by hand.
@MainActor func runPathRow(_ figure: RunPath.Figure, baseline: String) {
    let key = figure.scenario.replacingOccurrences(of: "-", with: "_")
    record("\(key).engine_ns", figure.engine)
    record("\(key).baseline_ns", figure.baseline)
    record("\(key).ratio", figure.ratio)
    row(figure.scenario, baseline, ns(figure.baseline), "")
    row("", figure.name, "\(ns(figure.engine))  \(ratio(figure.ratio))", "≤ \(String(format: "%g", figure.goal))×")
}
if only.contains("registration") {
    progress("registration")
    let figures = try RunPath.registration(quick: quick, engine: g8)
    runPathRow(figures.registration, baseline: "by hand, a screen")
    runPathRow(figures.firstSwitch, baseline: "by hand, a screen")
}
if only.contains("key-switch") {
    progress("key-switch")
    runPathRow(try RunPath.keySwitch(quick: quick, engine: g8), baseline: "by hand, a screen")
}
if only.contains("strict") {
    progress("strict")
    runPathRow(RunPath.strict(timing: timing, engine: g8), baseline: "screen, plain repeated")
}
if only.contains("cold") {
    progress("cold")
    runPathRow(RunPath.cold(timing: timing, engine: g8), baseline: "screen by hand")
}
if only.contains("registration-memory") {
    progress("registration-memory")
    let (bytes, count) = try RunPath.memory(quick: quick, engine: g8)
    record("registration_memory.bytes_per_registration", bytes)
    row("registration-memory", "\(count) labels, malloc in use", String(format: "%.0f B a registration", bytes), "≤ 300 B")
    let sweep = try RunPath.memorySweep(quick: quick, engine: g8)
    let counts = RunPath.sweepCounts(quick: quick)
    record("registration_memory.most_bytes_per_registration", sweep.most)
    row("", "\(counts.first ?? 0)–\(counts.last ?? 0) labels, range", String(format: "%.0f–%.0f B", sweep.least, sweep.most), "(most at \(sweep.mostAt))")
}

if asJSON {
    let body = figures.map { "\"\($0.key)\": \(String(format: "%.4f", $0.value))" }.joined(separator: ", ")
    print("{\(body)}")
} else {
    let widths = [27, 34, 26]
    func pad(_ text: String, _ width: Int) -> String { text.count >= width ? text : text + String(repeating: " ", count: width - text.count) }
    print(pad("scenario", widths[0]) + pad("figure", widths[1]) + pad("value", widths[2]) + "goal")
    for (scenario, figure, value, goal) in rows {
        print(pad(scenario, widths[0]) + pad(figure, widths[1]) + pad(value, widths[2]) + goal)
    }
    if quick { print("(quick mode: few iterations, the figures are not measurements)") }
}
