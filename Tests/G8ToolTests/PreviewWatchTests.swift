import Foundation
#if canImport(Glibc)
import Glibc
#endif
import G8TestSupport
import Testing

/// `g8 preview --watch` as a designer uses it: the tool keeps running, draws again after each
/// save (by rename or in place), prints a bad edit's errors and keeps going, and stops cleanly
/// on SIGINT. Every wait is bounded.
@Suite("g8 preview --watch")
struct PreviewWatchTests {
    /// The tool running in the background, its output going to files read as it grows.
    final class Running {
        let process = Process()
        let outURL: URL
        let errURL: URL

        init(_ arguments: [String]) throws {
            let directory = FileManager.default.temporaryDirectory
            outURL = directory.appendingPathComponent("g8-watch-\(UUID().uuidString).out")
            errURL = directory.appendingPathComponent("g8-watch-\(UUID().uuidString).err")
            _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
            process.executableURL = ExampleRunner.productsDirectory.appendingPathComponent("g8")
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            process.environment = environment
            process.standardOutput = try FileHandle(forWritingTo: outURL)
            process.standardError = try FileHandle(forWritingTo: errURL)
            try process.run()
        }

        var output: String { (try? String(contentsOf: outURL, encoding: .utf8)) ?? "" }
        var errors: String { (try? String(contentsOf: errURL, encoding: .utf8)) ?? "" }

        /// Waits (at most 30 s, for a busy machine) until `condition` holds of the output.
        func waitFor(_ condition: (String, String) -> Bool) async -> Bool {
            let deadline = Date(timeIntervalSinceNow: 30)
            while Date() < deadline {
                if condition(output, errors) { return true }
                try? await Task.sleep(nanoseconds: 20_000_000)
            }
            return condition(output, errors)
        }

        /// Sends SIGINT and waits (at most 20 s) for the exit; kills the tool if it did not stop.
        func interrupt() async -> Int32? {
            process.interrupt()
            let deadline = Date(timeIntervalSinceNow: 20)
            while process.isRunning && Date() < deadline { try? await Task.sleep(nanoseconds: 20_000_000) }
            guard !process.isRunning else {
                process.terminate()
                return nil
            }
            return process.terminationStatus
        }

        func cleanUp() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
    }

    @Test func drawsAgainAfterEachSaveReportsABadEditAndStopsOnSIGINT() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8-preview-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = directory.appendingPathComponent("theme.json")
        let demo = try String(contentsOfFile: ToolTests.demoTheme, encoding: .utf8)
        try Data(demo.utf8).write(to: theme)
        let svg = directory.appendingPathComponent("screen.svg")
        let running = try Running(["preview", theme.path, "--style", "screen", "--out", svg.path, "--watch"])
        defer { running.cleanUp() }
        let wrote = "g8 preview: wrote \(svg.path) (SVG, 390×780 points): style 'screen', default mode\n"
        let watching = "g8 preview: watching \(theme.path); press Ctrl-C to stop\n"

        #expect(await running.waitFor { output, _ in output == wrote + watching }, "\(running.output)")
        let first = try String(contentsOf: svg, encoding: .utf8)

        // A save by rename, as most editors do: a new picture with the new color.
        let edited = demo.replacingOccurrences(of: "#FFFFFF", with: "#FFEEDD")
        try #require(edited != demo)
        let temporary = directory.appendingPathComponent(".theme.json.tmp")
        try Data(edited.utf8).write(to: temporary)
        #expect(rename(temporary.path, theme.path) == 0)
        #expect(await running.waitFor { output, _ in output == wrote + watching + wrote }, "\(running.output)")
        let second = try String(contentsOf: svg, encoding: .utf8)
        #expect(second != first)
        #expect(second.contains("#FFEEDD"))

        // A bad edit, written in place: its errors, and the last picture stays.
        try Data(##"{ "styles": { "screen": { "view.backgroundColor": "#GG" } } }"##.utf8).write(to: theme)
        let errors = """
            \(theme.path):1:51: error: styles.screen.view.backgroundColor: 'backgroundColor' expects a color "#RGB", "#RRGGBB" or "#RRGGBBAA", got "#GG"; 'G' is not a hex digit
            g8 preview: the theme has errors; run 'g8 lint \(theme.path)' for all of them

            """
        #expect(await running.waitFor { _, stderr in stderr == errors }, "\(running.errors)")
        #expect(try String(contentsOf: svg, encoding: .utf8) == second)

        // Fixed again: drawn again.
        try Data(demo.utf8).write(to: theme)
        #expect(await running.waitFor { output, _ in output == wrote + watching + wrote + wrote }, "\(running.output)")
        #expect(try String(contentsOf: svg, encoding: .utf8) == first)

        let status = await running.interrupt()
        #expect(status == 0)
        #expect(running.output == wrote + watching + wrote + wrote + "g8 preview: stopped watching \(theme.path)\n")
        #expect(running.errors == errors)
    }

    @Test func aThemeInADirectoryThatDoesNotExistIsReportedAtOnce() async throws {
        let running = try Running(["preview", "/nonexistent-g8-dir/theme.json", "--style", "screen", "--out", "/tmp/x.svg", "--watch"])
        defer { running.cleanUp() }
        let stopped = await running.waitFor { _, _ in !running.process.isRunning }
        #expect(stopped)
        #expect(running.process.terminationStatus == 2)
        #expect(running.errors.hasPrefix("g8 preview: cannot read '/nonexistent-g8-dir/theme.json'"))
    }
}
