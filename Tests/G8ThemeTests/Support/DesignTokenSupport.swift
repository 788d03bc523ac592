import Foundation
import G8TestSupport
import G8Widgets
import Testing

/// The real design-token files of seven public design systems. They live beside the package
/// (`../shared/design-tokens`, or one level further up from a git worktree), never in it, so a
/// user's clone has none: the tests over them run when the folder is there and are skipped with
/// ``skipReason`` when it is not. `G8_REQUIRE_DESIGN_TOKENS=1`, which `.ci/run` sets, runs them
/// anyway, so that a missing folder fails there instead of passing quietly.
enum DesignTokenCorpus {
    /// The folder, or nil when this machine has none.
    static let folder: URL? = {
        let root = Repository.root
        for candidate in ["../shared/design-tokens", "../../shared/design-tokens"] {
            let url = root.appendingPathComponent(candidate).standardizedFileURL
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("check.sh").path) { return url }
        }
        return nil
    }()

    /// Whether a missing folder is a failure rather than a skip.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["G8_REQUIRE_DESIGN_TOKENS"] == "1" }

    /// Whether the tests over the real files run.
    static var runs: Bool { folder != nil || isRequired }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test or suite only where the real design-token files are beside the package.
    static var realDesignTokens: Self {
        .enabled(if: DesignTokenCorpus.runs, "../shared/design-tokens is not beside the package: its real token files are not tested")
    }
}

/// The shared folder of real design-token files, or nil when this machine has none.
let designTokensFolder = DesignTokenCorpus.folder

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
