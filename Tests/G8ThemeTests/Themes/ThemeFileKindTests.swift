import Foundation
import G8Themes
import G8Widgets
import Testing

/// `G8Theme(contentsOf:)` reads regular files only, and says what else a path is.
@Suite("Theme files that are not files")
struct ThemeFileKindTests {
    func loadError(_ path: String) -> String? {
        do {
            _ = try G8Theme(contentsOf: URL(fileURLWithPath: path), engine: .standard)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-theme-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("theme.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(loadError(fifo) == "error: cannot read \(fifo): it is a FIFO, not a file")
    }

    @Test func aDeviceIsRefusedWithoutReadingIt() {
        #expect(loadError("/dev/zero") == "error: cannot read /dev/zero: it is a device, not a file")
        #expect(loadError("/dev/null") == "error: cannot read /dev/null: it is a device, not a file")
    }

    @Test func aFileLongerThanItsStatedSizeIsReadWhole() throws {
        // A file of /proc states a size of 0 and has content: what follows the size `fstat`
        // gave is read too, as it is from a file that grew since.
        let data = try G8SourceFile.read("/proc/self/status").get()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("Name:\t"))
        #expect(text.contains("\nPid:\t\(getpid())\n"))
        #expect(text.hasSuffix("\n"))
    }

    @Test func aMissingFileAndADirectorySaySo() {
        #expect(loadError("/nonexistent/theme.json") == "error: cannot read /nonexistent/theme.json: no such file")
        #expect(loadError("/") == "error: cannot read /: it is a directory")
    }
}
