// The parser of documents' Swift blocks, shared by the root package's documentation test and
// G8Gtk's (which links this file).

import Foundation

/// The Swift programs a Markdown document's code blocks make (see ``DocumentationSnippetTests``).
struct DocumentSnippets {
    let programs: [String]

    init(document: String, text: String) {
        var programs: [String] = []
        var context = ""
        var current = ""
        var marker: Substring?
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        func located(_ line: Int) -> String { "#sourceLocation(file: \"\(document)\", line: \(line))\n" }
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("<!-- snippet-context") {
                var part = located(index + 2)
                index += 1
                while index < lines.count, !lines[index].drop(while: { $0 == " " }).hasPrefix("-->") {
                    part += lines[index] + "\n"
                    index += 1
                }
                context += part
                if !current.isEmpty { current += part }
            } else if trimmed.hasPrefix("<!-- snippet:") {
                marker = trimmed.dropFirst("<!-- snippet:".count).split(separator: " ").first
            } else if trimmed.hasPrefix("```swift") {
                let indent = line.count - trimmed.count
                var body = located(index + 2)
                index += 1
                while index < lines.count, lines[index].drop(while: { $0 == " " }) != "```" {
                    body += lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count)) + "\n"
                    index += 1
                }
                switch marker {
                case "fragment": break
                case "separate":
                    if !current.isEmpty { programs.append(current) }
                    current = context + body
                default:
                    current += current.isEmpty ? context + body : body
                }
                marker = nil
            } else if !trimmed.isEmpty {
                marker = nil
            }
            index += 1
        }
        if !current.isEmpty { programs.append(current) }
        self.programs = programs
    }
}

extension DocumentSnippets {
    /// The compiler's output for each program that does not type-check under `swiftc -typecheck`
    /// in Swift 6 mode with `flags` (the built modules' folders, a C library's flags); empty
    /// when every program compiles.
    func typeCheckFailures(flags: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var failures: [String] = []
        for (index, program) in programs.enumerated() {
            let file = folder.appendingPathComponent("main\(index).swift")
            try program.write(to: file, atomically: true, encoding: .utf8)
            let result = try DocumentSnippets.run(["swiftc", "-typecheck", "-swift-version", "6"] + flags + [file.path])
            if result.status != 0 { failures.append(result.output) }
        }
        return failures
    }

    /// Runs a command found on `PATH` to its end: its exit status and everything it wrote.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        // A file, not a pipe: a compiler that fills a pipe nobody reads yet would wait for ever.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("g8-snippet-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
