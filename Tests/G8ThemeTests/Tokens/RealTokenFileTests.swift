import Foundation
import G8Widgets
import Testing

/// The real token files in `../shared/design-tokens`, read as a design-system team would: the
/// rules are those of its `check.sh` and `SOURCES.md`.
@Suite("Real design-token files", .realDesignTokens)
struct RealTokenFileTests {
    static let engine = G8.standard

    static func errors(_ url: URL, format: G8TokenFormat = .designTokens) -> [G8Diagnostic] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        return G8Theme.lint(json: data, file: url.lastPathComponent, engine: engine, designTokens: true, format: format)
            .filter { $0.level == .error }
    }

    @Test func theSharedFilesArePresent() throws {
        try #require(designTokensFolder != nil, "../shared/design-tokens is missing")
        #expect(designTokenFiles("dtcg-examples", deep: true).count == 102)
    }

    @Test(arguments: designTokenFiles("corpus/dtcg") + designTokenFiles("corpus/tokens-studio"))
    func aValidFileLoadsClean(_ url: URL) throws {
        #expect(Self.errors(url).map(\.description) == [])
        let theme = try G8Theme(designTokens: Data(contentsOf: url), file: url.lastPathComponent, engine: Self.engine)
        #expect(!theme.tokens.isEmpty)
    }

    @Test(arguments: designTokenFiles("corpus/fragments"))
    func aSpecFragmentFailsOnlyOnTokensDefinedElsewhere(_ url: URL) {
        let errors = Self.errors(url)
        #expect(!errors.isEmpty)
        for error in errors {
            guard case .unknownToken = error.kind else {
                Issue.record("not an unknown token: \(error)")
                continue
            }
        }
    }

    @Test(arguments: designTokenFiles("corpus/invalid"))
    func anInvalidFileIsRefused(_ url: URL) {
        #expect(!Self.errors(url).isEmpty)
    }

    @Test(arguments: designTokenFiles("corpus/other-formats"))
    func theOlderFormLoadsWithTheStyleDictionaryOption(_ url: URL) {
        #expect(Self.errors(url, format: .styleDictionary).map(\.description) == [])
    }

    @Test(arguments: designTokenFiles("dtcg-examples").filter { $0.lastPathComponent.hasSuffix(".resolver.json") })
    func aResolverLoadsCleanInEveryContextOfEveryModifier(_ url: URL) throws {
        let problems = G8Theme.lint(resolver: url, engine: Self.engine).filter { $0.level == .error }
        #expect(problems.map(\.description) == [])
        let theme = try G8Theme(resolver: url, engine: Self.engine)
        for modifier in theme.modifiers {
            for context in modifier.contexts {
                let resolved = try theme.resolved(contexts: [modifier.name: context])
                #expect(resolved.contexts[modifier.name] == context)
                #expect(!resolved.tokens.isEmpty)
            }
        }
    }

    /// Most files alias tokens of their siblings: alone, those fail only on such aliases;
    /// every file complete in itself loads clean.
    @Test func eachExampleFileLoadsAloneOrFailsOnlyOnTokensOfItsSiblings() {
        var complete = 0, named = 0
        for url in designTokenFiles("dtcg-examples", deep: true) where !url.lastPathComponent.hasSuffix(".resolver.json") {
            // Only the files a resolver names: the collection also keeps removed and fallback files.
            let parts = Array(url.pathComponents.drop { $0 != "dtcg-examples" }.dropFirst())
            guard let system = parts.first,
                let resolver = designTokensFolder?.appendingPathComponent("dtcg-examples/\(system).resolver.json"),
                let document = try? String(contentsOf: resolver, encoding: .utf8),
                document.contains("./" + parts.joined(separator: "/"))
            else { continue }
            named += 1
            let errors = Self.errors(url)
            if errors.isEmpty { complete += 1 }
            for error in errors where !error.message.hasPrefix("too many errors") {
                guard case .unknownToken = error.kind else {
                    Issue.record("\(url.lastPathComponent): \(error)")
                    continue
                }
            }
        }
        #expect(named == 88)
        #expect(complete == 39)
    }
}
