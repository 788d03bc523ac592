import Foundation
import G8Widgets

/// Theme loading on realistic inputs: what `scripts/bench-themes.py` writes, and the real
/// design-token files in `../shared/design-tokens` when they are there.
enum LoadBench {
    /// The inputs' folder: `--inputs DIR`, else `.build/bench-inputs`, written by the script
    /// when a file is missing (the script's output is the same bytes on every machine).
    static func inputs(_ directory: String?) -> URL {
        let folder = URL(fileURLWithPath: directory ?? ".build/bench-inputs")
        let names = ["style-heavy.json", "mixed.json", "update.json", "lint-10mb.json", "misspelt.json"]
        if names.allSatisfy({ FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }) {
            return folder
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/bench-themes.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, folder.path]
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { require(false, "cannot run \(script.path): \(error)") }
        process.waitUntilExit()
        require(process.terminationStatus == 0, "\(script.path) failed")
        return folder
    }

    static func read(_ folder: URL, _ name: String) -> Data {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
            require(false, "cannot read \(name) in \(folder.path)")
            return Data()
        }
        return data
    }

    /// The real design systems' resolver documents, each with the bytes of every file it reads.
    static func realResolvers() -> [(url: URL, bytes: Int)] {
        let folder = URL(fileURLWithPath: "../shared/design-tokens/dtcg-examples")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var result: [(URL, Int)] = []
        for name in names.sorted() where name.hasSuffix(".resolver.json") {
            let url = folder.appendingPathComponent(name)
            // The files a document reads: its own and those its $ref members name.
            var bytes = (try? Data(contentsOf: url).count) ?? 0
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                var seen = Set<String>()
                for part in text.components(separatedBy: "\"$ref\"").dropFirst() {
                    guard let open = part.firstIndex(of: "\""), let close = part[part.index(after: open)...].firstIndex(of: "\"")
                    else { continue }
                    let path = String(part[part.index(after: open)..<close]).components(separatedBy: "#").first ?? ""
                    guard !path.isEmpty, seen.insert(path).inserted else { continue }
                    bytes += (try? Data(contentsOf: folder.appendingPathComponent(path)).count) ?? 0
                }
            }
            result.append((url, bytes))
        }
        return result
    }

    /// Peak memory growth of reading and linting `file` as `g8 lint` does, measured in a child
    /// process of this benchmark (`--lint-memory FILE`): VmHWM after minus VmRSS before the read.
    static func lintMemory(of file: URL) -> (growth: Int, size: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
            process.executableURL = Bundle.main.executableURL
        }
        process.arguments = ["--lint-memory", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { require(false, "cannot run the lint-memory child: \(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        require(process.terminationStatus == 0 && numbers.count == 2, "the lint-memory child failed: \(output)")
        return (numbers[0], numbers[1])
    }

    /// The child's side of ``lintMemory(of:)``: prints the growth and the file's size.
    static func lintMemoryChild(_ path: String, engine: G8) -> Never {
        let before = Memory.current
        // As g8 lint reads a file: its bytes as an array, the Data read let go.
        guard let bytes = FileManager.default.contents(atPath: path).map({ Array($0) }) else { exit(1) }
        let problems = G8Theme.lint(bytes: bytes, file: path, engine: engine)
        let growth = Memory.peak - before
        withExtendedLifetime(problems) {}
        print("\(growth) \(bytes.count)")
        exit(problems.contains { $0.level == .error } ? 1 : 0)
    }
}
