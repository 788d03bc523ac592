// The parser of documents' Swift blocks, shared by the root package's documentation test and
// G8Gtk's (which links this file).

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
