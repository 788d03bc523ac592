import Foundation

/// The lines a process writes to a pipe, each waited for at most 20 seconds.
struct LineReader {
    let descriptor: Int32
    /// Where the process's standard error goes, quoted when it ends or does not answer.
    let errors: URL
    /// The process, as failures name it: `the fake portal`, `Xvfb`.
    let writer: String
    private var buffered: [UInt8] = []

    init(descriptor: Int32, errors: URL, writer: String) {
        self.descriptor = descriptor
        self.errors = errors
        self.writer = writer
    }

    /// The next line, without its newline; throws when the writer ends or is silent for 20 seconds.
    mutating func next() throws -> String {
        let deadline = Date().addingTimeInterval(20)
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<end], as: UTF8.self)
                buffered.removeSubrange(...end)
                return line
            }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard left > 0, poll(&request, 1, left) > 0 else { throw Failure("\(writer) did not answer in time\(stderrText)") }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { throw Failure("\(writer) ended\(stderrText)") }
            buffered += chunk[..<count]
        }
    }

    private var stderrText: String {
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return text.isEmpty ? "" : ": " + text
    }

    /// A writer that ended or did not answer, with what it wrote to standard error.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
