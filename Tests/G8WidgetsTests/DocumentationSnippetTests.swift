import Foundation
import G8TestSupport
import Testing

/// Every Swift code block of the README and the DocC articles is type-checked against the
/// package's built modules, so that a guide cannot drift from the API it teaches.
///
/// A document's blocks form one program, in order, as a reader follows them: a later block may
/// use what an earlier one declared. Three HTML comments, which neither GitHub nor DocC shows,
/// shape it:
/// - `<!-- snippet: fragment -->` before a block leaves it out (a manifest excerpt, a shape
///   that is not Swift on its own);
/// - `<!-- snippet: separate -->` before a block starts a new program;
/// - `<!-- snippet-context` … `-->` holds Swift declarations that the document's programs from
///   there on assume (the screen, the theme's URL) without showing them.
/// Errors point at the document's own lines through `#sourceLocation`.
@Suite struct DocumentationSnippetTests {
    /// The documents whose Swift blocks are checked: the README and every DocC article.
    static let documents: [String] = {
        let root = Repository.root
        var paths = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        for module in modules.sorted() {
            let catalog = "Sources/\(module)/\(module).docc"
            let articles = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
            paths += articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return paths
    }()

    @Test func everyCatalogIsFound() {
        #expect(Self.documents.contains("Sources/G8Widgets/G8Widgets.docc/YourFirstScreen.md"))
        #expect(Self.documents.contains("Sources/G8Core/G8Core.docc/WritingAppliers.md"))
        #expect(Self.documents.count > 15)
    }

    @Test(arguments: documents)
    func swiftBlocksTypeCheck(_ document: String) throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(document), encoding: .utf8)
        let snippets = DocumentSnippets(document: document, text: text)
        #expect(!snippets.programs.isEmpty || !text.contains("```swift"))
        let modules = ExampleRunner.productsDirectory.appendingPathComponent("Modules")
        for failure in try snippets.typeCheckFailures(flags: ["-I", modules.path]) {
            Issue.record("\(document) does not compile:\n\(failure)")
        }
    }

    /// Parsing of the markers: fragments are skipped, `separate` splits, context is prepended
    /// and every block keeps its document line.
    @Test func markersShapeThePrograms() {
        let text = """
            Intro.
            <!-- snippet-context
            let screen = 1
            -->
            ```swift
            let a = screen
            ```
            <!-- snippet: fragment -->
            ```swift
            dependencies: [
            ```
            <!-- snippet: separate -->
              ```swift
              let a = 2
              ```
            """
        let programs = DocumentSnippets(document: "Doc.md", text: text).programs
        #expect(programs == [
            """
            #sourceLocation(file: "Doc.md", line: 3)
            let screen = 1
            #sourceLocation(file: "Doc.md", line: 6)
            let a = screen

            """,
            """
            #sourceLocation(file: "Doc.md", line: 3)
            let screen = 1
            #sourceLocation(file: "Doc.md", line: 14)
            let a = 2

            """,
        ])
    }
}
