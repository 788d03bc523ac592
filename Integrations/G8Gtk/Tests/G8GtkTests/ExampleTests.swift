import Foundation
import Testing

/// The examples run as a user runs them, in a process of their own on a display of their own,
/// and print what the README shows.
@Suite struct ExampleTests {
    @Test func theFirstWindowPrintsItsWholeLog() throws {
        let example = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("GtkFirstWindow")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-first-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let light = folder.appendingPathComponent("light.png"), dark = folder.appendingPathComponent("dark.png")
        // A display of its own: the window never takes the keyboard focus from another test.
        let display = try PrivateDisplay()
        defer { display.stop() }
        let process = Process()
        process.executableURL = example
        process.arguments = ["--png", light.path, dark.path]
        process.environment = display.environment()
        let output = folder.appendingPathComponent("output.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/GtkFirstWindow.txt")
        #expect(try String(contentsOf: output, encoding: .utf8) == String(contentsOf: golden, encoding: .utf8))
        // The two pictures differ: the dark mode repainted the window.
        let lightBytes = try Data(contentsOf: light), darkBytes = try Data(contentsOf: dark)
        #expect(lightBytes.count > 1_000 && darkBytes.count > 1_000 && lightBytes != darkBytes)
    }

    @Test func theCodeWindowAppStylesItsWindowSwitchesAndEndsWhenItCloses() throws {
        let example = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("GtkCodeWindow")
        let display = try PrivateDisplay()
        defer { display.stop() }
        let process = Process()
        process.executableURL = example
        process.arguments = ["--close"]
        process.environment = display.environment()
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output == """
            outlets: content, follow, name, window
            styled: 7 values set, 0 errors, 0 warnings
            dark: 7 values set, 0 errors, 0 warnings
            back to the default mode: 7 values set, 0 errors, 0 warnings
            closed: 0 windows still styled

            """)
    }
}
