import Foundation
import G8Core
import G8Themes
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The watcher's thread and file descriptors, apart from `G8ThemeWatcher` so that the thread
/// does not keep the watcher alive.
final class G8ThemeWatcherCore: @unchecked Sendable {
    struct WatchProblem: Error {
        let reason: String
    }

    private struct State {
        var cancelled = false
        /// Whether the thread runs, so its descriptors are open; set false before they close.
        var running = true
        /// The bytes last loaded of the theme file and of each token file its `$ref`s named (nil
        /// for one missing), so that an event that changed none of them delivers nothing.
        var lastBytes: [Data?]
    }

    /// How long a file modified and not closed must be quiet before it is read anyway.
    static let openWriterQuiet: TimeInterval = 3

    private let url: URL
    private let engine: G8
    private let allowedFolders: [URL]
    /// The token files the theme's `$ref`s named at its last load, watched beside it; the
    /// thread's own once it runs.
    private var referenced: [URL] = []
    /// The files watched: the theme file, then the token files it names.
    private var files: [URL] { [url] + referenced }
    private let debounce: TimeInterval
    private let polling: TimeInterval?
    private let onChange: @Sendable (Result<G8Theme, G8ThemeError>) -> Void
    /// inotify's descriptor, or -1 when polling. Closed by the thread as it ends.
    private let notifyDescriptor: Int32
    /// A pipe: a byte written to `wake[1]` wakes the thread to stop.
    private let wake: (read: Int32, write: Int32)
    private let threadName = "G8ThemeWatcher-\(UUID().uuidString)"
    private let state: G8Locked<State>
    private let stopped = DispatchSemaphore(value: 0)
    /// The directories inotify watches; the thread's own once it runs.
    private var watches = G8ThemeWatches()

    init(url: URL, engine: G8, allowedFolders: [URL], debounce: TimeInterval, polling: TimeInterval?,
         onChange: @escaping @Sendable (Result<G8Theme, G8ThemeError>) -> Void) throws(WatchProblem) {
        self.url = url
        self.engine = engine
        self.allowedFolders = allowedFolders
        self.debounce = max(0, debounce)
        self.polling = polling
        self.onChange = onChange
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw WatchProblem(reason: "its directory \(directory) does not exist")
        }
        // The token files the theme names, learned by loading it once: watched from the start.
        referenced = G8Theme.load(followingFiles: url, engine: engine, allowedFolders: allowedFolders).files.map { URL(fileURLWithPath: $0) }
        let watched = [url] + referenced
        var pipeDescriptors: [Int32] = [-1, -1]
        guard pipe(&pipeDescriptors) == 0 else { throw WatchProblem(reason: "pipe: \(String(cString: strerror(errno)))") }
        for descriptor in pipeDescriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(pipeDescriptors[0], F_SETFL, O_NONBLOCK)
        wake = (pipeDescriptors[0], pipeDescriptors[1])
        var notify: Int32 = -1
        #if os(Linux)
        if polling == nil {
            notify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            var problem = notify < 0 ? "inotify: \(String(cString: strerror(errno)))" : nil
            if problem == nil {
                watches = G8ThemeWatches(urls: watched)
                problem = watches.watchMissing(with: notify).problem
            }
            if let problem {
                if notify >= 0 { close(notify) }
                close(pipeDescriptors[0])
                close(pipeDescriptors[1])
                throw WatchProblem(reason: problem)
            }
        }
        #endif
        notifyDescriptor = notify
        state = G8Locked(State(lastBytes: watched.map { try? Data(contentsOf: $0) }))
        // Taken now, not when the thread first runs: an edit in between must count as one.
        let initialStamp = polling == nil ? nil : G8ThemeWatcherCore.stamps(of: watched)
        let thread = Thread { [self] in run(from: initialStamp) }
        thread.name = threadName
        thread.start()
    }

    func cancel() {
        let wasRunning = state.withLock { state -> Bool in
            guard !state.cancelled else { return false }
            state.cancelled = true
            // Under the lock, so the descriptor cannot be closed (and its number reused) meanwhile.
            if state.running {
                var byte: UInt8 = 1
                _ = write(wake.write, &byte, 1)
            }
            return true
        }
        guard wasRunning else { return }
        // From onChange, the thread is this one: it stops when onChange returns.
        guard Thread.current.name != threadName else { return }
        stopped.wait()
    }

    private func run(from initialStamp: [Int]?) {
        var pending: Date?
        var lastStamp = initialStamp
        /// The problem last reported, so that one that lasts is reported once.
        var reported: String?
        while true {
            var timeout: Int32 = -1
            if let pending { timeout = Int32(max(0, pending.timeIntervalSinceNow) * 1000) + 1 }
            if let polling { timeout = timeout < 0 ? Int32(polling * 1000) : min(timeout, Int32(polling * 1000)) }
            // A directory that went (or cannot be watched) is tried again every tenth of a second.
            if watches.isMissing { timeout = timeout < 0 ? G8ThemeWatches.retryMilliseconds : min(timeout, G8ThemeWatches.retryMilliseconds) }
            var descriptors = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            if notifyDescriptor >= 0 { descriptors.append(pollfd(fd: notifyDescriptor, events: Int16(POLLIN), revents: 0)) }
            let count = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if count < 0 && errno != EINTR { break }
            if state.withLock({ $0.cancelled }) { break }
            if descriptors.count > 1, descriptors[1].revents != 0 {
                switch readEvents() {
                case .none: break
                // A file still open for writing is read when it is closed, or quiet for 3 s.
                case .writing: pending = Date(timeIntervalSinceNow: max(debounce, G8ThemeWatcherCore.openWriterQuiet))
                case .settled: pending = Date(timeIntervalSinceNow: debounce)
                }
            }
            if notifyDescriptor >= 0 && watches.isMissing {
                let result = watches.watchMissing(with: notifyDescriptor)
                // A directory watched again, as it was replaced: the file in it is new.
                if result.added { pending = Date(timeIntervalSinceNow: debounce) }
                if result.problem != reported {
                    reported = result.problem
                    if let problem = result.problem { report(problem) }
                }
            }
            if polling != nil {
                let now = G8ThemeWatcherCore.stamps(of: files)
                if now != lastStamp {
                    lastStamp = now
                    pending = Date(timeIntervalSinceNow: debounce)
                }
            }
            if let due = pending, due.timeIntervalSinceNow <= 0 {
                pending = nil
                deliver()
            }
        }
        state.withLock { $0.running = false }
        if notifyDescriptor >= 0 { close(notifyDescriptor) }
        close(wake.read)
        close(wake.write)
        stopped.signal()
    }

    /// What the events read concerned: nothing of ours, the file being written (modified and
    /// not yet closed), or the file settled (closed after writing, renamed into place, created,
    /// deleted; or events were lost).
    enum Activity {
        case none, writing, settled
    }

    /// Drains inotify's queue and says what its events mean for the theme file.
    private func readEvents() -> Activity {
        #if os(Linux)
        var activity = Activity.none
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let length = read(notifyDescriptor, buffer, capacity)
            if length <= 0 { break }
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= length {
                let event = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                let nameLength = Int(event.len)
                var ours = event.mask & UInt32(IN_Q_OVERFLOW) != 0
                if event.mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                    // A watched directory deleted or moved away: watched again by its path.
                    ours = watches.lost(event.wd, moved: event.mask & UInt32(IN_MOVE_SELF) != 0, notify: notifyDescriptor) || ours
                } else if nameLength > 0, offset + headerSize + nameLength <= length {
                    let bytes = UnsafeRawBufferPointer(start: buffer + offset + headerSize, count: nameLength)
                    ours = ours || watches.concerns(event.wd, name: String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self))
                }
                if ours {
                    // The last event decides: a write then a close is settled.
                    activity = event.mask & UInt32(IN_MODIFY) != 0 ? .writing : .settled
                }
                offset += headerSize + nameLength
            }
        }
        // The file may now be a link to elsewhere, or no longer one: watch where it leads.
        if activity != .none { watches.follow(urls: files, notify: notifyDescriptor) }
        return activity
        #else
        return .none
        #endif
    }

    /// Each file's identity (inode), size, and modification and change times to the
    /// nanosecond, for polling (a file that cannot be read counts as zeros); nil when the first,
    /// the theme file, cannot be read. A save by rename changes the inode, so it is seen even
    /// within one tick of the clock and at the same size.
    private static func stamps(of urls: [URL]) -> [Int]? {
        var result: [Int] = []
        for (index, url) in urls.enumerated() {
            var info = stat()
            guard stat(url.path, &info) == 0 else {
                if index == 0 { return nil }
                result += [0, 0, 0, 0, 0, 0]
                continue
            }
            #if os(Linux)
            let (modified, changed) = (info.st_mtim, info.st_ctim)
            #else
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
            #endif
            result += [Int(info.st_ino), Int(info.st_size), Int(modified.tv_sec), Int(modified.tv_nsec),
                       Int(changed.tv_sec), Int(changed.tv_nsec)]
        }
        return result
    }

    /// Watches the token files at `paths` beside the theme file, from now on: those a load of
    /// the theme named.
    private func follow(_ paths: [String]) {
        let urls = paths.map { URL(fileURLWithPath: $0) }
        guard urls != referenced else { return }
        referenced = urls
        if notifyDescriptor >= 0 { watches.follow(urls: files, notify: notifyDescriptor) }
    }

    /// Hands `onChange` the error that a directory cannot be watched, unless cancelled.
    private func report(_ problem: String) {
        guard !state.withLock({ $0.cancelled }) else { return }
        onChange(.failure(G8ThemeError(diagnostics: [G8Diagnostic(
            level: .error, path: "", kind: .watchFailed(path: url.path, reason: problem))])))
    }

    /// Loads the theme and hands the result to `onChange`, unless its file and the token files
    /// it names hold the bytes last loaded, or the theme file is missing.
    private func deliver() {
        let read = files
        let bytes = read.map { try? Data(contentsOf: $0) }
        guard bytes[0] != nil else { return }
        let isNew = state.withLock { state -> Bool in
            guard state.lastBytes != bytes else { return false }
            state.lastBytes = bytes
            return true
        }
        guard isNew else { return }
        let loaded = G8Theme.load(followingFiles: url, engine: engine, allowedFolders: allowedFolders)
        follow(loaded.files)
        if referenced != Array(read.dropFirst()) {
            // The theme names other files now: their bytes as they are, those read before kept.
            let known = Dictionary(zip(read, bytes), uniquingKeysWith: { first, _ in first })
            let now = referenced.map { known[$0] ?? (try? Data(contentsOf: $0)) }
            state.withLock { $0.lastBytes = [bytes[0]] + now }
        }
        let result = loaded.theme
        // A cancel from now on waits for the thread, so for this call to end.
        guard !state.withLock({ $0.cancelled }) else { return }
        onChange(result)
    }
}
