import CGtk4
import Foundation
import G8Gtk
import Testing

/// Randomized documents and styles applied to real GTK widgets, with fatal criticals: the
/// saved failing cases of `FuzzCorpus/` first, then `G8GTK_FUZZ_CASES` cases (2,000 unless
/// set) of seed `G8GTK_FUZZ_SEED` (fixed unless set), in batches.
///
/// A GTK critical ends the process, so each batch runs in a child process (this test binary,
/// running ``FuzzChildTests`` alone), which notes each case before it runs it: when a child
/// dies, the case it was running is written to the corpus and reported with its seed and
/// index. A case that breaks an invariant without ending the child is reported the same way.
@MainActor
@Suite("Fuzzing", .serialized) struct FuzzTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzCorpus")
    static let defaultSeed: UInt64 = 0x6738_4754_4B21
    /// The most a batch may take before it is stopped and reported as hung.
    static let batchTimeout: TimeInterval = 120

    /// One child's outcome: its exit status, the last case it noted, and its output's tail.
    struct ChildRun {
        var status: Int32
        var reason: Process.TerminationReason
        var lastStarted: String?
        var finished: Int
        /// The numbers of the child's tally line.
        var tally: [Int]
        var output: String
        var timedOut: Bool
    }

    @Test func generatedCasesAreTheSameOnEveryRun() throws {
        let one = FuzzCase.make(seed: 7, index: 11), two = FuzzCase.make(seed: 7, index: 11)
        #expect(one == two)
        #expect(one != FuzzCase.make(seed: 7, index: 12))
        #expect(try JSONDecoder().decode(FuzzCase.self, from: one.encoded()) == one)
    }

    @Test func corpusThenGeneratedCasesRaiseNoCriticalAndRefusedStylesChangeNothing() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["G8GTK_FUZZ_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let total = environment["G8GTK_FUZZ_CASES"].flatMap { Int($0) } ?? 2_000
        let start = Date()
        var batches: [(name: String, spec: String)] = [("corpus", "corpus")]
        let size = 500
        for first in stride(from: 0, to: total, by: size) {
            batches.append(("cases \(first)–\(min(first + size, total) - 1)", "\(seed):\(first):\(min(size, total - first))"))
        }
        var ran = 0
        var tally = [0, 0, 0, 0, 0, 0]
        for batch in batches {
            let run = try Self.runChild(batch.spec)
            ran += run.finished
            for (index, count) in run.tally.enumerated() where index < tally.count { tally[index] += count }
            guard run.status != 0 || run.timedOut || run.reason != .exit else { continue }
            let what = run.timedOut ? "hung (stopped after \(Int(Self.batchTimeout)) s)"
                : run.reason == .uncaughtSignal ? "died of signal \(run.status)" : "failed (exit status \(run.status))"
            var saved = ""
            if batch.spec != "corpus", let last = run.lastStarted, let index = Int(last) {
                let failing = FuzzCase.make(seed: seed, index: index)
                let url = Self.corpus.appendingPathComponent("seed-\(seed)-case-\(index).json")
                try? FileManager.default.createDirectory(at: Self.corpus, withIntermediateDirectories: true)
                try failing.encoded().write(to: url)
                saved = "; case \(index) of seed \(seed) saved as FuzzCorpus/\(url.lastPathComponent)"
            } else if let last = run.lastStarted {
                saved = "; corpus case \(last)"
            }
            Issue.record("fuzz batch \(batch.name) \(what)\(saved):\n\(run.output)")
        }
        print("fuzzing: \(ran) cases (corpus and \(total) generated, seed \(seed)) in \(String(format: "%.1f", Date().timeIntervalSince(start))) s: "
            + "\(tally[0]) documents and \(tally[1]) themes refused, \(tally[2]) values set, \(tally[3]) errors reported, "
            + "\(tally[4]) refused strict styles compared, \(tally[5]) windows drawn")
        #expect(ran >= total)
    }

    /// Runs this test binary for the child test alone, with `spec` (`corpus` or
    /// `seed:first:count`), and waits for it.
    static func runChild(_ spec: String) throws -> ChildRun {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8gtk-fuzz-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let progress = directory.appendingPathComponent("progress"), log = directory.appendingPathComponent("output")
        for file in [progress, log] { try Data().write(to: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["--testing-library", "swift-testing", "--filter", "FuzzChildTests"]
        var environment = ProcessInfo.processInfo.environment
        environment["G8GTK_FUZZ_CHILD"] = spec
        environment["G8GTK_FUZZ_PROGRESS"] = progress.path
        environment["G8GTK_FUZZ_CORPUS"] = corpus.path
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(batchTimeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                process.waitUntilExit()
                break
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        let lines = (try? String(contentsOf: progress, encoding: .utf8))?.split(separator: "\n") ?? []
        let started = lines.last(where: { !$0.hasPrefix("tally ") }).flatMap { $0.hasPrefix("start ") ? String($0.dropFirst(6)) : nil }
        let tally = lines.last(where: { $0.hasPrefix("tally ") }).map { $0.split(separator: " ").dropFirst().compactMap { Int($0) } } ?? []
        let finished = lines.filter { $0.hasPrefix("done ") }.count
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let tail = text.split(separator: "\n").filter { !$0.hasPrefix("0x") && !$0.contains("failed to suspend") }.suffix(30)
        return ChildRun(
            status: process.terminationStatus, reason: process.terminationReason, lastStarted: started, finished: finished, tally: tally,
            output: tail.joined(separator: "\n"), timedOut: timedOut)
    }
}

/// The child's side of ``FuzzTests``: runs the batch `G8GTK_FUZZ_CHILD` names, noting each
/// case in `G8GTK_FUZZ_PROGRESS` before and after it runs. Only a fuzzing parent enables it.
@MainActor
@Suite("Fuzzing child") struct FuzzChildTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["G8GTK_FUZZ_CHILD"] != nil))
    func runBatch() throws {
        let environment = ProcessInfo.processInfo.environment
        let spec = try #require(environment["G8GTK_FUZZ_CHILD"])
        let progressPath = try #require(environment["G8GTK_FUZZ_PROGRESS"])
        let progress = try #require(FileHandle(forWritingAtPath: progressPath))
        try TestGtk.start()
        func note(_ line: String) { progress.write(Data((line + "\n").utf8)) }
        if spec == "corpus" {
            let directory = URL(fileURLWithPath: try #require(environment["G8GTK_FUZZ_CORPUS"]))
            let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
            for file in files.filter({ $0.pathExtension == "json" }).sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
                note("start \(file.lastPathComponent)")
                let fuzzCase = try JSONDecoder().decode(FuzzCase.self, from: Data(contentsOf: file))
                try FuzzRunner.run(fuzzCase, label: file.lastPathComponent)
                note("done \(file.lastPathComponent)")
            }
            note(FuzzRunner.tally.line)
            return
        }
        let parts = spec.split(separator: ":").compactMap { UInt64($0) }
        try #require(parts.count == 3)
        for index in Int(parts[1])..<Int(parts[1] + parts[2]) {
            note("start \(index)")
            try FuzzRunner.run(FuzzCase.make(seed: parts[0], index: index), label: "case \(index) of seed \(parts[0])")
            note("done \(index)")
        }
        note(FuzzRunner.tally.line)
    }
}

/// Applies one case and checks what must hold whatever the input.
@MainActor
enum FuzzRunner {
    /// What the cases came to, for the parent's summary: documents and themes refused, values
    /// set, errors reported, refused strict styles compared, windows drawn.
    struct Tally {
        var documentsRefused = 0, themesRefused = 0, valuesSet = 0, errors = 0, refusalsCompared = 0, drawn = 0
        var line: String {
            "tally \(documentsRefused) \(themesRefused) \(valuesSet) \(errors) \(refusalsCompared) \(drawn)"
        }
    }
    static var tally = Tally()

    static func run(_ fuzzCase: FuzzCase, label: String) throws {
        let ui: GtkInterface
        do {
            ui = try GtkInterface(xml: fuzzCase.ui)
        } catch {
            tally.documentsRefused += 1
            #expect(error.description.hasPrefix("invalid GtkBuilder document: "), "\(label): \(error)")
            return
        }
        // The theme as a file holds it, checked when it loads; and its values handed to the
        // engine as they are, unchecked, as JSON values in a style written in Swift.
        var theme: G8Theme?
        do {
            theme = try G8Theme(json: Data(fuzzCase.theme.utf8), file: "fuzz.json", engine: .gtk)
        } catch {
            tally.themesRefused += 1
            let messages = error.diagnostics.map(\.description)
            #expect(!messages.isEmpty, "\(label): a theme refused without a reason")
            #expect(messages.allSatisfy { !$0.contains("Refused") && $0.hasPrefix("fuzz.json:") }, "\(label): \(messages)")
        }
        if let theme { try apply(theme.style(named: "s"), to: ui, fuzzCase, label: label) }
        if let style = swiftStyle(fuzzCase.theme) { try apply(style, to: ui, fuzzCase, label: label + " (from Swift)") }
        G8Gtk.drainEvents()
    }

    /// Style `s` of the theme text as a style written in Swift: an object under a key without
    /// a dot is a nested style, every other value a `G8JSON`, keys in sorted order.
    static func swiftStyle(_ theme: String) -> G8Style? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(theme.utf8), options: [.fragmentsAllowed]) as? [String: Any],
            let styles = root["styles"] as? [String: Any], let style = styles["s"] as? [String: Any]
        else { return nil }
        func json(_ value: Any) -> G8JSON {
            switch value {
            case let text as String: return .string(text)
            case let number as NSNumber:
                if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
                return .number(number.doubleValue)
            case let array as [Any]: return .array(array.map(json))
            case let object as [String: Any]: return .object(object.keys.sorted().map { ($0, json(object[$0] as Any)) })
            default: return .null
            }
        }
        var entries: [G8Style.Entry] = []
        for key in style.keys.sorted() {
            let value = style[key] as Any
            if !key.contains("."), let object = value as? [String: Any] {
                let inner = object.keys.sorted().map { G8Style.Entry(key: G8Key($0), value: json(object[$0] as Any)) }
                entries.append(G8Style.Entry(key: G8Key(key), value: G8Style(inner)))
            } else {
                entries.append(G8Style.Entry(key: G8Key(key), value: json(value)))
            }
        }
        return G8Style(entries)
    }

    static func apply(_ style: G8Style, to ui: GtkInterface, _ fuzzCase: FuzzCase, label: String) throws {
        var engine = TestGtk.engine
        engine.isStrict = fuzzCase.strict
        let before = FuzzSnapshot(ui)
        let report = engine.applyStyle(style, to: ui)
        ui.flush()
        let messages = report.diagnostics.map(\.description)
        tally.valuesSet += report.appliedCount
        tally.errors += report.errors.count
        #expect(messages.allSatisfy { !$0.contains("Refused") }, "\(label): \(messages)")
        if fuzzCase.strict, report.hasErrors {
            tally.refusalsCompared += 1
            let changed = before.differences(from: FuzzSnapshot(ui))
            #expect(changed.isEmpty, "\(label): a refused style changed \(changed); its errors: \(messages)")
        }
        if fuzzCase.render {
            // Drawn as the display shows it: what GTK fails at only when it lays out and draws.
            if (try? ui.renderPNG(of: "window")) != nil { tally.drawn += 1 }
        }
    }
}

/// Everything GTK shows of an interface's objects: each readable property's value as GLib
/// writes it (an object's by its type), the CSS classes among them.
@MainActor
struct FuzzSnapshot: Equatable {
    var values: [String: String] = [:]

    init(_ ui: GtkInterface) {
        for id in ui.ids {
            guard let node = ui[id] else { continue }
            let object = node.gobject.assumingMemoryBound(to: GObject.self)
            var count: guint = 0
            guard let klass = g8_object_class(node.gobject), let specs = g_object_class_list_properties(klass, &count) else { continue }
            defer { g_free(specs) }
            for index in 0..<Int(count) {
                guard let spec = specs[index], spec.pointee.flags.rawValue & G_PARAM_READABLE.rawValue != 0 else { continue }
                let name = String(cString: spec.pointee.name)
                var value = g8_value_of_type(spec.pointee.value_type)
                g_object_get_property(object, spec.pointee.name, &value)
                if [g8_type_object(), g8_type_interface()].contains(g8_type_fundamental(spec.pointee.value_type)) {
                    // An object by its type: some are made anew on each read (a stack's pages).
                    values["\(id).\(name)"] = g_value_get_object(&value).map { String(cString: g_type_name(g8_object_type($0))) } ?? "NULL"
                } else if let text = g_strdup_value_contents(&value) {
                    values["\(id).\(name)"] = String(cString: text)
                    g_free(text)
                }
                g_value_unset(&value)
            }
        }
    }

    func differences(from other: FuzzSnapshot) -> [String] {
        Set(values.keys).union(other.values.keys).sorted().filter { values[$0] != other.values[$0] }
            .map { "\($0): \(values[$0] ?? "-") → \(other.values[$0] ?? "-")" }
    }
}
