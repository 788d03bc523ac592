import Foundation
import G8Gtk

/// A file the studio opened: what kind it is, the problems linting found in it, and the theme
/// it loads as, when it loads.
///
/// Loading never throws: a missing file, a file that is not JSON or a theme with errors gives
/// a document without a theme whose ``problems`` say why.
struct StudioDocument {
    /// What a file holds, which decides how it is read and linted.
    enum Kind: String {
        /// A G8 theme: `{"tokens": …, "styles": …}`.
        case theme
        /// A Design Tokens (DTCG) file: token groups, no styles.
        case designTokens = "design tokens"
        /// A resolver document (`*.resolver.json`) naming token files.
        case resolver
    }

    /// The file, as named on the command line or chosen.
    let url: URL
    /// How the file was read.
    let kind: Kind
    /// The theme in its default mode or context, or nil when the file does not load.
    let theme: G8Theme?
    /// Every problem, `FILE:LINE:COLUMN: level: message`, in the order `g8 lint` prints them.
    let problems: [String]

    /// Reads and lints the file at `url` with `engine`, then checks its contrast on `screen`.
    /// Problems name the file `name` (as it was typed, say), its path by default.
    init(url: URL, name: String? = nil, engine: G8, screen: ContrastScreen.Blueprint?) {
        self.url = url
        let name = name ?? url.path
        let data: Data
        switch StudioDocument.read(url) {
        case .success(let contents):
            data = contents
        case .failure(let problem):
            (kind, theme) = (.theme, nil)
            problems = ["\(name): error: cannot read file: \(problem.reason)"]
            return
        }
        let kind = StudioDocument.kind(of: url, bytes: Array(data))
        self.kind = kind
        var diagnostics: [G8Diagnostic]
        var loaded: G8Theme?
        switch kind {
        case .resolver:
            // Token files' diagnostics name them relative to the document.
            diagnostics = G8Theme.lint(resolver: url, engine: engine)
            loaded = try? G8Theme(resolver: url, engine: engine)
        case .designTokens:
            diagnostics = G8Theme.lint(bytes: Array(data), file: name, engine: engine, designTokens: true)
            loaded = try? G8Theme(designTokens: data, file: name, engine: engine)
        case .theme:
            diagnostics = G8Theme.lint(bytes: Array(data), file: name, engine: engine)
            loaded = try? G8Theme(json: data, file: name, engine: engine)
        }
        if diagnostics.contains(where: { $0.level == .error }) { loaded = nil }
        if let loaded, let screen {
            diagnostics += StudioContrast.diagnostics(of: loaded, on: screen)
        }
        theme = loaded
        problems = diagnostics.map { StudioDocument.line(for: $0, file: name) }
    }

    /// Why a file cannot be read, in words.
    struct ReadProblem: Error {
        let reason: String
    }

    /// The file's bytes, or why there are none: it does not exist, is a folder, or cannot be read.
    static func read(_ url: URL) -> Result<Data, ReadProblem> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return .failure(ReadProblem(reason: "no such file"))
        }
        if isFolder.boolValue { return .failure(ReadProblem(reason: "it is a folder")) }
        guard let data = try? Data(contentsOf: url) else { return .failure(ReadProblem(reason: "permission denied or unreadable")) }
        return .success(data)
    }

    /// A resolver document by its name; a JSON object with `styles` a theme; else tokens.
    static func kind(of url: URL, bytes: [UInt8]) -> Kind {
        if url.lastPathComponent.hasSuffix(".resolver.json") { return .resolver }
        let object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
        if let object, object["styles"] != nil { return .theme }
        // Not JSON at all: read as a theme, so that the syntax error is reported as one.
        return object == nil ? .theme : .designTokens
    }

    /// A diagnostic as `g8 lint` prints it, without colour:
    /// `FILE:LINE:COLUMN: warning: PATH: MESSAGE`.
    static func line(for diagnostic: G8Diagnostic, file: String) -> String {
        let place = diagnostic.location.map { location in
            "\(location.file ?? file):\(location.line):\(location.column)"
        } ?? (diagnostic.location?.file ?? file)
        let path = diagnostic.path.isEmpty ? "" : diagnostic.path + ": "
        return "\(place): \(diagnostic.level): \(path)\(diagnostic.message)"
    }

    /// `1 problem`, `5 problems`.
    static func counted(_ count: Int) -> String {
        "\(count) problem\(count == 1 ? "" : "s")"
    }
}
