import Foundation
import Testing
import G8Widgets

/// Runs the `ManagerReentry` example, built beside the test binary, in a child process: a
/// scenario that crashes fails its own test, not the suite.
private func runReentry(_ scenario: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("ManagerReentry")
    process.arguments = [scenario]
    // Under AddressSanitizer the child runs with the leak check on (it inherits the
    // environment): a leak makes it exit non-zero, and the scenario's test fails on the status.
    let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("g8-reentry-\(UUID().uuidString).out")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: outURL) }
    let handle = try FileHandle(forWritingTo: outURL)
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, try String(contentsOf: outURL, encoding: .utf8))
}

@Suite("Calling the theme manager from an applier while it restyles")
struct ThemeManagerReentryTests {
    @Test func unregisteringOthersFromAnApplierDoesNotCrashAndTakesEffectAfterTheSwitch() throws {
        let (status, output) = try runReentry("unregister")
        #expect(status == 0 && output == """
            switched: 200 values set, 0 errors
            registered: 1
            first: #00FF00 child=#00FF00 alpha=1.0
            last: #0000FF child=#0000FF alpha=0.75

            """)
    }

    @Test func registeringFromAnApplierStylesTheObjectAfterTheSwitch() throws {
        let (status, output) = try runReentry("register")
        #expect(status == 0 && output == "registered: 51\nlate: #0000FF child=#0000FF alpha=0.75\n")
    }

    @Test func aSwitchRequestedDuringASwitchRunsAfterIt() throws {
        let (status, output) = try runReentry("switch")
        #expect(status == 0 && output == """
            switched: 350 values set
            first: #00FF00 child=#00FF00 alpha=1.0
            last: #00FF00 child=#00FF00 alpha=1.0

            """)
    }

    @Test func stylingTheObjectBeingStyledIsSafe() throws {
        let (status, output) = try runReentry("restyle-self")
        // Registered again with "other" once the switch was done: the probe style put back.
        #expect(status == 0 && output == """
            restyled: nil child=#000000 alpha=0.5
            after another switch: nil child=#000000 alpha=0.5

            """)
    }

    @Test func replacingTheChildBeingStyledIsSafe() throws {
        let (status, output) = try runReentry("replace-child")
        #expect(status == 0 && output == """
            replaced: #0000FF child=#0000FF alpha=0.75
            after another switch: #00FF00 child=#00FF00 alpha=1.0

            """)
    }

    @Test func callsThatKeepCallingAreStoppedAfterTheRoundLimit() throws {
        let (status, output) = try runReentry("forever")
        #expect(status == 0 && output == """
            error: theme manager: 18 calls made while restyling dropped: calls kept making calls for 16 rounds
            registered: 50

            """)
    }

    @Test func queuedCallsCostLinearWork() throws {
        // Counting sets: n probes each unregistering the next one while restyled.
        func sets(_ count: Int) throws -> Int {
            var engine = G8.standard
            engine.logHandler = { _ in }
            let counter = Counter()
            engine.add(valueApplier: G8ValueApplier<Hooked>(properties: [
                G8Property("hook", get: { $0.hook }, set: { object, value in
                    counter.value += 1
                    object.hook = value
                    object.onHook?()
                }),
            ]))
            let theme = try G8Theme(json: Data(#"{"styles": {"h": {"hook": 1}}}"#.utf8))
            let manager = G8ThemeManager(engine: engine, theme: theme)
            let objects = (0..<count).map { _ in Hooked() }
            for object in objects { manager.style(object, with: "h") }
            for (index, object) in objects.enumerated() where index + 1 < count {
                object.onHook = { manager.unregister(objects[index + 1]) }
            }
            counter.value = 0
            manager.restyleAll()
            #expect(manager.registeredCount == 1)
            // The hooks capture the objects that hold them: break the cycle so nothing leaks.
            for object in objects { object.onHook = nil }
            return counter.value
        }
        let small = try sets(100), large = try sets(1_000)
        #expect(small == 100 && large == 1_000)
    }
}

final class Counter: @unchecked Sendable {
    var value = 0
}

final class Hooked {
    var hook = 0
    var onHook: (() -> Void)?
}
