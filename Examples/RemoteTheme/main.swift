// RemoteTheme: a theme shipped with the app, updated by a server without a rebuild.
//
//     swift run RemoteTheme
//
// It starts a real HTTP server on 127.0.0.1 (scripts/theme-server.py, Python's standard
// library, on a free port), then: launches with the bundled theme, fetches an update, gets a
// 304 for it the second time, refuses a broken update while the screen keeps its look, refuses
// an update that would change the words, and "relaunches" with the server gone, starting from
// the update it saved. Set G8_THEME_SERVER to
// the script's path if the sources are not where they were built.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import G8Widgets
import G8Remote

final class ProfileScreen: ViewController {
    let label1 = Label(text: "Title")
    let label2 = Label(text: "Name")
    let label3 = Label(text: "Bio")
    let button1 = Button(title: "Follow")
    let innerView = View()

    required init() {
        super.init()
        for subview in [label1, label2, label3, button1, innerView] as [View] { view.addSubview(subview) }
    }
}

func resource(_ name: String) -> URL {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
        preconditionFailure("The example's resource \(name).json is missing from the bundle.")
    }
    return url
}

/// `scripts/theme-server.py` serving the files of a temporary directory on 127.0.0.1.
final class ThemeServer {
    let root: URL
    let port: Int
    private let process = Process()
    private let input = Pipe()

    init() throws {
        let script = ProcessInfo.processInfo.environment["G8_THEME_SERVER"].map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("scripts/theme-server.py")
        root = FileManager.default.temporaryDirectory.appendingPathComponent("g8-remote-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let portFile = root.appendingPathComponent(".port")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--root", root.path, "--port-file", portFile.path, "--exit-with-stdin"]
        process.standardInput = input           // the server stops when this pipe closes
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date(timeIntervalSinceNow: 20)
        var port: Int?
        while port == nil && process.isRunning && Date() < deadline {
            port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if port == nil { usleep(20_000) }
        }
        guard let port else {
            try? input.fileHandleForWriting.close()
            try? FileManager.default.removeItem(at: root)
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "\(script.path) did not start listening"])
        }
        self.port = port
    }

    /// Serves the example's resource `name` as `as` from now on.
    func serve(_ name: String, as served: String) throws {
        try Data(contentsOf: resource(name)).write(to: root.appendingPathComponent(served), options: .atomic)
    }

    /// The last request the server received, as its log line: `GET /path (If-None-Match: "…") → 304`.
    func lastRequest() async -> String {
        struct Request: Decodable {
            var path: String
            var ifNoneMatch: String?
            var status: Int?
        }
        guard let url = URL(string: "http://127.0.0.1:\(port)/requests"),
              let (data, _) = try? await URLSession.shared.data(from: url),
              let last = (try? JSONDecoder().decode([Request].self, from: data))?.last else { return "no request" }
        let condition = last.ifNoneMatch.map { " (If-None-Match: \($0))" } ?? ""
        return "GET \(last.path)\(condition) → \(last.status.map(String.init) ?? "no answer")"
    }

    /// Stops the server and waits (at most 10 s) for it to exit.
    func stop() {
        try? input.fileHandleForWriting.close()
        let deadline = Date(timeIntervalSinceNow: 10)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        try? FileManager.default.removeItem(at: root)
    }
}

func show(_ screen: ProfileScreen, with g8: G8) {
    print(g8.dump(screen))
    print("")
}

/// The example's steps, in a function so that everything it made is released before exit.
@MainActor func runExample() async {
    let server: ThemeServer
    do { server = try ThemeServer() } catch {
        print("cannot start the theme server: \(error.localizedDescription)")
        return
    }
    defer { server.stop() }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("g8-remote-theme-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }

    var g8 = G8.standard
    // The log names the server's address; its port changes from run to run.
    let port = server.port
    g8.logHandler = { print("log: \($0)".replacingOccurrences(of: "127.0.0.1:\(port)/", with: "127.0.0.1:PORT/")) }
    let bundled: G8Theme
    do { bundled = try G8Theme(contentsOf: resource("theme"), engine: g8) } catch {
        print(error)
        return
    }
    let url = URL(string: "http://127.0.0.1:\(port)/theme-update.json")!

    // 1. First launch: nothing saved yet, so the bundled theme.
    let remote: G8RemoteTheme
    do { remote = try G8RemoteTheme(bundled: bundled, url: url, cacheDirectory: cache, engine: g8, timeout: 10) } catch {
        return print(error)
    }
    let screen = ProfileScreen()
    let manager = G8ThemeManager(engine: g8, theme: remote.theme)
    manager.style(screen, with: "viewController")
    print("== launch: the bundled theme")
    show(screen, with: g8)

    // 2. The server has an update: fetched, merged over the bundled theme, checked, saved.
    print("== the server publishes brand-refresh.json")
    do { try server.serve("brand-refresh", as: "theme-update.json") } catch { return print(error) }
    let first = await remote.refresh()
    print("server: \(await server.lastRequest())")
    print("refresh: \(first)")
    do { try manager.follow(first) } catch { return print(error) }
    show(screen, with: g8)

    // 3. Again: the saved ETag goes with the request, and the server answers 304.
    print("== refresh again")
    let again = await remote.refresh()
    print("server: \(await server.lastRequest())")
    print("refresh: \(again)")
    print("")

    // 4. The server now sends a broken update: refused, nothing restyled, nothing saved.
    print("== the server publishes broken-update.json")
    do { try server.serve("broken-update", as: "theme-update.json") } catch { return print(error) }
    let broken = await remote.refresh()
    print("server: \(await server.lastRequest())")
    do {
        try manager.follow(broken)
    } catch {
        // Logged by the remote theme as it refused the update; nothing was restyled.
        let what = if case .refused = broken { "refused" } else { "failed" }
        print("refresh: \(what) (\(error.diagnostics.count) errors); the screen keeps its look")
    }
    show(screen, with: g8)

    // 5. An update that would change the words as well as a colour: a remote update may change
    //    the look and nothing else (G8RemotePolicy.lookOnly), so it is refused whole.
    print("== the server publishes words-update.json")
    do { try server.serve("words-update", as: "theme-update.json") } catch { return print(error) }
    let words = await remote.refresh()
    print("server: \(await server.lastRequest())")
    do {
        try manager.follow(words)
    } catch {
        print("refresh: refused (\(error.diagnostics.count) errors); the screen keeps its look and its words")
    }
    show(screen, with: g8)

    // 6. Relaunch with the server gone: the saved update applies from the first moment.
    server.stop()
    print("== relaunch with the server stopped: the saved update applies at once")
    let relaunched: G8RemoteTheme
    do { relaunched = try G8RemoteTheme(bundled: bundled, url: url, cacheDirectory: cache, engine: g8, timeout: 10) } catch {
        return print(error)
    }
    let newScreen = ProfileScreen()
    let newManager = G8ThemeManager(engine: g8, theme: relaunched.theme)
    newManager.style(newScreen, with: "viewController")
    show(newScreen, with: g8)
    print("refresh: \(await relaunched.refresh())")
    print("")

    // 7. Modes still work on the updated theme.
    do { try newManager.switchMode(to: "dark") } catch { return print(error) }
    print("== dark mode")
    show(newScreen, with: g8)
}

await runExample()
