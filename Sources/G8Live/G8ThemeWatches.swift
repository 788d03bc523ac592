import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The directories a theme watcher watches with inotify, and the names in each that are its
/// files (the theme file and the token files its `$ref`s read): each file's own directory, and,
/// when the file is a symbolic link, the directory of the file it leads to (an edit of the
/// target is an event there, under the target's name).
///
/// A watch goes with its directory: when the directory is deleted or moved away, inotify ends
/// the watch. The directory is then watched again by its path as soon as one is there again
/// (tried every ``retryMilliseconds``), so that a folder replaced (a checkout, a sync tool, a
/// build step that writes the themes afresh) keeps being followed.
struct G8ThemeWatches {
    /// How often a directory that is not watched is tried again, in milliseconds.
    static let retryMilliseconds: Int32 = 100

    struct Watch: Equatable {
        /// inotify's watch descriptor, or -1 while the directory is not watched.
        var descriptor: Int32 = -1
        let directory: String
        var names: [String]

        static func == (a: Watch, b: Watch) -> Bool { a.directory == b.directory && a.names == b.names }
    }

    private(set) var watches: [Watch] = []

    /// No directory.
    init() {}

    /// The directories to watch for the files at `urls`, none watched yet.
    init(urls: [URL]) {
        watches = G8ThemeWatches.wanted(for: urls)
    }

    /// Whether a directory is not watched (it is missing, or could not be watched).
    var isMissing: Bool { watches.contains { $0.descriptor < 0 } }

    /// Each file's directory and name, and where it leads when it is a link (even a dangling
    /// one), when that is elsewhere: one watch a directory, in the order first met.
    static func wanted(for urls: [URL]) -> [Watch] {
        var result: [Watch] = []
        func add(directory: String, name: String) {
            if let index = result.firstIndex(where: { $0.directory == directory }) {
                if !result[index].names.contains(name) { result[index].names.append(name) }
            } else {
                result.append(Watch(directory: directory, names: [name]))
            }
        }
        for url in urls {
            add(directory: url.deletingLastPathComponent().path, name: url.lastPathComponent)
            var target: String?
            if let resolved = realpath(url.path, nil) {
                target = String(cString: resolved)
                free(resolved)
            } else if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
                target = URL(fileURLWithPath: destination, relativeTo: url.deletingLastPathComponent()).standardizedFileURL.path
            }
            if let target, target != url.path {
                let targetURL = URL(fileURLWithPath: target)
                add(directory: targetURL.deletingLastPathComponent().path, name: targetURL.lastPathComponent)
            }
        }
        return result
    }

    /// Watches each directory not watched yet: whether one was added, and why one that exists
    /// cannot be (a directory that does not exist is no problem: it is tried again).
    mutating func watchMissing(with notify: Int32) -> (added: Bool, problem: String?) {
        var added = false, problem: String?
        #if os(Linux)
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
            | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
        for index in watches.indices where watches[index].descriptor < 0 {
            let descriptor = inotify_add_watch(notify, watches[index].directory, mask)
            if descriptor >= 0 {
                watches[index].descriptor = descriptor
                added = true
            } else if errno != ENOENT && errno != ENOTDIR {
                problem = problem ?? "inotify: \(watches[index].directory): \(String(cString: strerror(errno)))"
            }
        }
        #endif
        return (added, problem)
    }

    /// Notes that the watch `descriptor` ended (its directory deleted, or moved away: that
    /// watch is removed, as it would follow the directory elsewhere); true when it was one of
    /// these.
    mutating func lost(_ descriptor: Int32, moved: Bool, notify: Int32) -> Bool {
        var found = false
        for index in watches.indices where watches[index].descriptor == descriptor {
            watches[index].descriptor = -1
            found = true
        }
        #if os(Linux)
        if found && moved { _ = inotify_rm_watch(notify, descriptor) }
        #endif
        return found
    }

    /// Whether an event on `name` in the directory of the watch `descriptor` is about the file.
    func concerns(_ descriptor: Int32, name: String) -> Bool {
        watches.contains { $0.descriptor == descriptor && $0.names.contains(name) }
    }

    /// Watches the files at `urls` where they lead now: a link made, changed or removed, or a
    /// theme whose `$ref`s now read other files, changes the directories. Those kept keep their
    /// watches; the others' are removed.
    mutating func follow(urls: [URL], notify: Int32) {
        var wanted = G8ThemeWatches.wanted(for: urls)
        guard wanted != watches else { return }
        for index in wanted.indices {
            wanted[index].descriptor = watches.first { $0.directory == wanted[index].directory }?.descriptor ?? -1
        }
        #if os(Linux)
        for watch in watches where watch.descriptor >= 0 && !wanted.contains(where: { $0.descriptor == watch.descriptor }) {
            _ = inotify_rm_watch(notify, watch.descriptor)
        }
        #endif
        watches = wanted
    }
}
