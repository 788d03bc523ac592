import Foundation
#if canImport(Glibc)
import Glibc
#endif
import G8TestSupport
import G8Widgets
import Testing

/// The theme watcher on real files: saves by rename and in place, a bad edit and its recovery,
/// edits that change nothing, cancelling, and the polling fallback. Every wait is bounded.
@Suite("Theme watcher")
struct ThemeWatcherTests {
    /// What a watcher delivered, each change as a line: `ok #RRGGBB` (the brand color) or the
    /// errors.
    final class Changes: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []

        func record(_ change: Result<G8Theme, G8ThemeError>) {
            let line: String
            switch change {
            case .success(let theme): line = "ok \(brand(of: theme))"
            case .failure(let error): line = error.description
            }
            lock.lock()
            lines.append(line)
            lock.unlock()
        }

        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return lines
        }
    }

    /// A directory with `theme.json` (the bundled theme) and a watcher on it.
    struct Watched {
        let directory: URL
        let file: URL
        let changes = Changes()
        let watcher: G8ThemeWatcher

        init(polling: TimeInterval? = nil) throws {
            directory = try temporaryDirectory("watch")
            file = directory.appendingPathComponent("theme.json")
            try Data(bundledJSON.utf8).write(to: file)
            let changes = self.changes
            watcher = try G8ThemeWatcher(url: file, engine: .standard, debounce: 0.1, polling: polling) { changes.record($0) }
        }

        /// The bundled theme with another brand color.
        func themeJSON(brand: String) -> String {
            bundledJSON.replacingOccurrences(of: "#66B31A", with: brand)
        }

        /// Saves as many editors do: a new file beside the theme, renamed over it.
        func saveByRename(_ text: String) throws {
            let temporary = directory.appendingPathComponent(".theme.json.swp")
            try Data(text.utf8).write(to: temporary)
            guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        /// Writes in place, in two parts with a pause longer than the debounce between, as a slow
        /// writer would.
        func writeInPlace(_ text: String) throws {
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 0)
            let bytes = Data(text.utf8)
            try handle.write(contentsOf: bytes.prefix(bytes.count / 2))
            // A thread's sleep, not a task's: on a busy machine a task may resume seconds late.
            usleep(300_000)
            try handle.write(contentsOf: bytes.dropFirst(bytes.count / 2))
            try handle.close()
        }

        func cleanUp() {
            watcher.cancel()
            try? FileManager.default.removeItem(at: directory)
        }
    }

    @Test func aSaveByRenameIsDelivered() async throws {
        let watched = try Watched()
        defer { watched.cleanUp() }

        try watched.saveByRename(watched.themeJSON(brand: "#1A73E8"))
        #expect(await eventually { watched.changes.all == ["ok #1A73E8"] }, "\(watched.changes.all)")
        try watched.saveByRename(watched.themeJSON(brand: "#E81A1A"))
        #expect(await eventually { watched.changes.all == ["ok #1A73E8", "ok #E81A1A"] }, "\(watched.changes.all)")
    }

    @Test func anInPlaceWriteIsDeliveredOnceWhole() async throws {
        let watched = try Watched()
        defer { watched.cleanUp() }

        try watched.writeInPlace(watched.themeJSON(brand: "#1A73E8"))
        #expect(await eventually { watched.changes.all == ["ok #1A73E8"] }, "\(watched.changes.all)")
    }

    @Test func aBadEditDeliversItsErrorsAndAGoodEditRecovers() async throws {
        let watched = try Watched()
        defer { watched.cleanUp() }

        try watched.saveByRename(watched.themeJSON(brand: "#GG0000"))
        let error = "theme.json:5:28: error: tokens.color.brand: $type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got \"#GG0000\""
        #expect(await eventually { watched.changes.all == [error] }, "\(watched.changes.all)")
        try watched.writeInPlace(watched.themeJSON(brand: "#1A73E8"))
        #expect(await eventually { watched.changes.all == [error, "ok #1A73E8"] }, "\(watched.changes.all)")
    }

    @Test func aDeletedFileDeliversNothingUntilItIsBack() async throws {
        let watched = try Watched()
        defer { watched.cleanUp() }

        try FileManager.default.removeItem(at: watched.file)
        try await Task.sleep(nanoseconds: 400_000_000)
        #expect(watched.changes.all.isEmpty)
        try Data(watched.themeJSON(brand: "#1A73E8").utf8).write(to: watched.file)
        #expect(await eventually { watched.changes.all == ["ok #1A73E8"] }, "\(watched.changes.all)")
    }

    @Test func anEditThatChangesNothingDeliversNothing() async throws {
        let watched = try Watched()
        defer { watched.cleanUp() }

        try watched.saveByRename(bundledJSON)
        try Data("{}".utf8).write(to: watched.directory.appendingPathComponent("other.json"))
        try await Task.sleep(nanoseconds: 400_000_000)
        #expect(watched.changes.all.isEmpty)
    }

    @Test func nothingIsDeliveredAfterCancel() async throws {
        let watched = try Watched()
        defer { watched.cleanUp() }

        watched.watcher.cancel()
        watched.watcher.cancel()
        try watched.saveByRename(watched.themeJSON(brand: "#1A73E8"))
        try await Task.sleep(nanoseconds: 400_000_000)
        #expect(watched.changes.all.isEmpty)
    }

    @Test func aWatcherThatGoesAwayStops() async throws {
        let directory = try temporaryDirectory("watch")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("theme.json")
        let changes = Changes()
        do {
            let watcher = try G8ThemeWatcher(url: file, engine: .standard) { changes.record($0) }
            _ = watcher
        }
        try Data(bundledJSON.utf8).write(to: file)
        try await Task.sleep(nanoseconds: 400_000_000)
        #expect(changes.all.isEmpty)
    }

    @Test func pollingTheModificationDateAlsoDeliversEdits() async throws {
        let watched = try Watched(polling: 0.05)
        defer { watched.cleanUp() }

        try watched.saveByRename(watched.themeJSON(brand: "#1A73E8"))
        #expect(await eventually { watched.changes.all == ["ok #1A73E8"] }, "\(watched.changes.all)")
        try watched.writeInPlace(watched.themeJSON(brand: "#GG0000"))
        // Polling may also see the half-written file; what counts is that the whole one is seen.
        #expect(await eventually { watched.changes.all.last?.contains(##"got "#GG0000""##) == true }, "\(watched.changes.all)")
    }

    /// A theme whose brand color is a `$ref` to `base/colors.json`, with that file holding
    /// `brand` (nil: not written), and a watcher on the theme.
    struct WatchedWithTokenFile {
        let directory: URL
        let colors: URL
        let file: URL
        let changes = Changes()
        let watcher: G8ThemeWatcher

        init(brand: String?, polling: TimeInterval? = nil) throws {
            directory = try temporaryDirectory("watch")
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("base"), withIntermediateDirectories: true)
            colors = directory.appendingPathComponent("base/colors.json")
            file = directory.appendingPathComponent("theme.json")
            try Data(WatchedWithTokenFile.themeJSON.utf8).write(to: file)
            if let brand { try WatchedWithTokenFile.write(brand, to: colors) }
            let changes = self.changes
            watcher = try G8ThemeWatcher(url: file, engine: .standard, debounce: 0.1, polling: polling) { changes.record($0) }
        }

        static let themeJSON = bundledJSON.replacingOccurrences(
            of: ##"{ "$value": "#66B31A" }"##, with: ##"{ "$ref": "./base/colors.json#/brand" }"##)

        func writeColors(_ brand: String) throws {
            try WatchedWithTokenFile.write(brand, to: colors)
        }

        static func write(_ brand: String, to colors: URL) throws {
            try Data(#"{"brand": {"$type": "color", "$value": "\#(brand)"}}"#.utf8).write(to: colors)
        }

        func cleanUp() {
            watcher.cancel()
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// The token file a theme's `$ref` names is watched as the theme is: its edit delivers the
    /// theme loaded again; writing the same bytes again, to it or to the theme, delivers nothing.
    @Test func anEditOfATokenFileTheThemeNamesIsDelivered() async throws {
        let watched = try WatchedWithTokenFile(brand: "#1A73E8")
        defer { watched.cleanUp() }
        #expect(brand(of: try G8Theme(contentsOf: watched.file, engine: .standard)) == "#1A73E8")

        try watched.writeColors("#E81A1A")
        #expect(await eventually { watched.changes.all == ["ok #E81A1A"] }, "\(watched.changes.all)")
        try watched.writeColors("#E81A1A")
        try Data(WatchedWithTokenFile.themeJSON.utf8).write(to: watched.file)
        try await Task.sleep(nanoseconds: 400_000_000)
        #expect(watched.changes.all == ["ok #E81A1A"])
    }

    /// A `$ref` to a file that is not there yet: the theme does not load, and the file's
    /// creation delivers it.
    @Test func aTokenFileMadeAfterTheThemeNamedItIsDelivered() async throws {
        let watched = try WatchedWithTokenFile(brand: nil)
        defer { watched.cleanUp() }

        try watched.writeColors("#1A73E8")
        #expect(await eventually { watched.changes.all == ["ok #1A73E8"] }, "\(watched.changes.all)")
    }

    /// A `$ref` added by an edit of the theme: the file it names is watched from then on.
    @Test func aTokenFileNamedByAnEditIsWatchedFromThen() async throws {
        let watched = try Watched()
        defer { watched.cleanUp() }
        try FileManager.default.createDirectory(at: watched.directory.appendingPathComponent("base"), withIntermediateDirectories: true)
        let colors = watched.directory.appendingPathComponent("base/colors.json")
        try Data(##"{"brand": {"$type": "color", "$value": "#1A73E8"}}"##.utf8).write(to: colors)

        try watched.saveByRename(WatchedWithTokenFile.themeJSON)
        #expect(await eventually { watched.changes.all == ["ok #1A73E8"] }, "\(watched.changes.all)")
        try Data(##"{"brand": {"$type": "color", "$value": "#E81A1A"}}"##.utf8).write(to: colors)
        #expect(await eventually { watched.changes.all == ["ok #1A73E8", "ok #E81A1A"] }, "\(watched.changes.all)")
    }

    /// An edit whose `$ref` names a token file that is not there delivers the load's error at
    /// the `$ref`'s line and column, with the name nearest; the watcher keeps watching, and the
    /// file made under that name delivers the theme.
    @Test func anEditNamingAMissingTokenFileDeliversItsErrorThenTheTheme() async throws {
        let watched = try Watched()
        defer { watched.cleanUp() }
        try FileManager.default.createDirectory(at: watched.directory.appendingPathComponent("base"), withIntermediateDirectories: true)
        try Data(##"{"brand": {"$type": "color", "$value": "#1A73E8"}}"##.utf8).write(to: watched.directory.appendingPathComponent("base/colors.json"))

        try watched.saveByRename(WatchedWithTokenFile.themeJSON.replacingOccurrences(of: "colors.json", with: "colours.json"))
        let error = "theme.json:5:18: error: tokens.color.brand.$ref: $ref './base/colours.json#/brand' names no file; did you mean './base/colors.json'?"
        #expect(await eventually { watched.changes.all == [error] }, "\(watched.changes.all)")
        try Data(##"{"brand": {"$type": "color", "$value": "#E81A1A"}}"##.utf8).write(to: watched.directory.appendingPathComponent("base/colours.json"))
        #expect(await eventually { watched.changes.all == [error, "ok #E81A1A"] }, "\(watched.changes.all)")
    }

    @Test func pollingAlsoDeliversEditsOfATokenFile() async throws {
        let watched = try WatchedWithTokenFile(brand: "#1A73E8", polling: 0.05)
        defer { watched.cleanUp() }

        try watched.writeColors("#E81A1A")
        #expect(await eventually { watched.changes.all == ["ok #E81A1A"] }, "\(watched.changes.all)")
    }

    @Test func aFileInADirectoryThatDoesNotExistCannotBeWatched() throws {
        let url = URL(fileURLWithPath: "/nonexistent-g8-directory/theme.json")
        #expect {
            _ = try G8ThemeWatcher(url: url, engine: .standard) { _ in }
        } throws: { error in
            "\(error)" == "error: cannot watch /nonexistent-g8-directory/theme.json: its directory /nonexistent-g8-directory does not exist"
        }
    }
}
