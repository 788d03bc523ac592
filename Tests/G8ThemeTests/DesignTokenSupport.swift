import Foundation
import G8Widgets

/// The shared folder of real design-token files (`../shared/design-tokens` from the package
/// root, or one level further up from a worktree), or nil when this machine has none.
let designTokensFolder: URL? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for candidate in ["../shared/design-tokens", "../../shared/design-tokens"] {
        let url = root.appendingPathComponent(candidate).standardizedFileURL
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("check.sh").path) { return url }
    }
    return nil
}()

/// The JSON files of a folder under the shared design-tokens folder, sorted, searched deeply.
func designTokenFiles(_ folder: String, deep: Bool = false) -> [URL] {
    guard let base = designTokensFolder?.appendingPathComponent(folder) else { return [] }
    let manager = FileManager.default
    let paths = deep ? (manager.enumerator(atPath: base.path)?.allObjects as? [String] ?? [])
        : (try? manager.contentsOfDirectory(atPath: base.path)) ?? []
    return paths.filter { $0.hasSuffix(".json") }.sorted().map { base.appendingPathComponent($0) }
}

/// What `g8 lint --design-tokens` reports for a tokens string, as `tokens.json`.
func tokenLint(_ text: String, format: G8TokenFormat = .designTokens) -> [String] {
    G8Theme.lint(json: Data(text.utf8), file: "tokens.json", engine: .standard, designTokens: true, format: format)
        .map(\.description)
}

/// A tokens string loaded as a design-tokens file, as `tokens.json`.
func tokens(_ text: String, format: G8TokenFormat = .designTokens) throws(G8ThemeError) -> G8Theme {
    try G8Theme(designTokens: Data(text.utf8), file: "tokens.json", engine: .standard, format: format)
}

/// A folder of files written for one test, removed by the caller.
func temporaryFolder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-tokens-\(UUID().uuidString)")
    for (name, text) in files {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return folder
}
