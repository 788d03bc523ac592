import Foundation
#if canImport(Glibc)
import Glibc
#endif
import G8TestSupport
import G8Widgets
import Testing

/// The theme watcher on a folder that is replaced and on a file that is a symbolic link: it
/// keeps delivering, and says when it cannot watch. Real files in temporary directories; every
/// wait is bounded.
@Suite("Theme watcher on replaced folders and links")
struct ThemeWatcherFollowsTests {
    typealias Changes = ThemeWatcherTests.Changes

    private func themeJSON(brand: String) -> String {
        bundledJSON.replacingOccurrences(of: "#66B31A", with: brand)
    }

    private func write(_ text: String, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).swp")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test func aFolderDeletedAndMadeAgainIsWatchedAgain() async throws {
        let parent = try temporaryDirectory("watch-parent")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("themes"), file = folder.appendingPathComponent("theme.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bundledJSON.utf8).write(to: file)
        let changes = Changes()
        let watcher = try G8ThemeWatcher(url: file, engine: .standard, debounce: 0.1) { changes.record($0) }
        defer { watcher.cancel() }

        for (round, brand) in ["#1A73E8", "#E81A1A"].enumerated() {
            try FileManager.default.removeItem(at: folder)
            try await Task.sleep(nanoseconds: 200_000_000)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(themeJSON(brand: brand).utf8).write(to: file)
            #expect(await eventually { changes.all.count == round + 1 }, "\(changes.all)")
        }
        try write(themeJSON(brand: "#1AE81A"), to: file)
        #expect(await eventually { changes.all == ["ok #1A73E8", "ok #E81A1A", "ok #1AE81A"] }, "\(changes.all)")
    }

    @Test func aFolderMovedAwayAndMadeAgainIsWatchedAgainAndTheOldOneNoLonger() async throws {
        let parent = try temporaryDirectory("watch-parent")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("themes"), file = folder.appendingPathComponent("theme.json")
        let moved = parent.appendingPathComponent("themes.old")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bundledJSON.utf8).write(to: file)
        let changes = Changes()
        let watcher = try G8ThemeWatcher(url: file, engine: .standard, debounce: 0.1) { changes.record($0) }
        defer { watcher.cancel() }

        try FileManager.default.moveItem(at: folder, to: moved)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(themeJSON(brand: "#1A73E8").utf8).write(to: file)
        #expect(await eventually { changes.all == ["ok #1A73E8"] }, "\(changes.all)")
        try write(themeJSON(brand: "#E81A1A"), to: moved.appendingPathComponent("theme.json"))
        try await Task.sleep(nanoseconds: 400_000_000)
        #expect(changes.all == ["ok #1A73E8"])
    }

    @Test func aLinkIsFollowedToTheFileItLeadsTo() async throws {
        let watched = try temporaryDirectory("watch-link"), elsewhere = try temporaryDirectory("watch-target")
        defer {
            try? FileManager.default.removeItem(at: watched)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        let target = elsewhere.appendingPathComponent("real.json"), link = watched.appendingPathComponent("theme.json")
        try Data(bundledJSON.utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let changes = Changes()
        let watcher = try G8ThemeWatcher(url: link, engine: .standard, debounce: 0.1) { changes.record($0) }
        defer { watcher.cancel() }

        try write(themeJSON(brand: "#1A73E8"), to: target)
        #expect(await eventually { changes.all == ["ok #1A73E8"] }, "\(changes.all)")
        // Written in place, as well as renamed over.
        let handle = try FileHandle(forWritingTo: target)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(themeJSON(brand: "#E81A1A").utf8))
        try handle.close()
        #expect(await eventually { changes.all == ["ok #1A73E8", "ok #E81A1A"] }, "\(changes.all)")

        // The link changed to lead to another file: that one is followed.
        let other = elsewhere.appendingPathComponent("other").appendingPathComponent("theme.json")
        try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(themeJSON(brand: "#1AE81A").utf8).write(to: other)
        let newLink = watched.appendingPathComponent(".link")
        try FileManager.default.createSymbolicLink(at: newLink, withDestinationURL: other)
        guard rename(newLink.path, link.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        #expect(await eventually { changes.all.last == "ok #1AE81A" }, "\(changes.all)")
        try write(themeJSON(brand: "#123456"), to: other)
        #expect(await eventually { changes.all == ["ok #1A73E8", "ok #E81A1A", "ok #1AE81A", "ok #123456"] }, "\(changes.all)")
    }

    @Test func aLinkToADirectoryThatCannotBeWatchedIsReported() async throws {
        let watched = try temporaryDirectory("watch-link")
        defer { try? FileManager.default.removeItem(at: watched) }
        let file = watched.appendingPathComponent("theme.json")
        try Data(bundledJSON.utf8).write(to: file)
        let changes = Changes()
        let watcher = try G8ThemeWatcher(url: file, engine: .standard, debounce: 0.1) { changes.record($0) }
        defer { watcher.cancel() }

        // A directory whose name is longer than a name can be: inotify refuses it.
        let tooLong = String(repeating: "x", count: 300)
        let link = watched.appendingPathComponent(".link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "\(tooLong)/theme.json")
        guard rename(link.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let expected = "error: cannot watch \(file.path): inotify: \(watched.path)/\(tooLong): File name too long"
        #expect(await eventually { changes.all == [expected] }, "\(changes.all)")
        // Reported once while it lasts.
        try await Task.sleep(nanoseconds: 400_000_000)
        #expect(changes.all == [expected])
        // The same at the start.
        #expect {
            _ = try G8ThemeWatcher(url: file, engine: .standard) { _ in }
        } throws: { error in
            "\(error)" == expected
        }
    }
}
