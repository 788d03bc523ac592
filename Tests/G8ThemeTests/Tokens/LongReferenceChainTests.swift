import Foundation
import G8TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The stack, in KiB, that the small-stack tests give the `g8` they start: a secondary thread's
/// 512 KiB, or eight times that when the tests (and so that `g8`) are built with ThreadSanitizer or
/// AddressSanitizer, whose instrumented frames are several times larger. A recursion that grows
/// with the input still overflows either.
let smallStackKiB = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil ? 4096 : 512

/// Themes whose tokens alias one another in chains as long as the file: each is loaded by the
/// `g8` tool in a child process whose stack is 512 KB (a remote update is loaded on a secondary
/// thread, whose stack is that small), so that a chain that overflows the stack fails its own
/// test instead of ending the run.
@Suite("Long chains of token references")
struct LongReferenceChainTests {
    /// Runs `g8 ARGUMENTS FILE`, FILE holding `input`, its stack limited to 512 KB by `ulimit -s`
    /// in the shell that starts it. Its standard output, with FILE's path written `<file>`.
    static func g8OnSmallStack(_ arguments: [String], input: String) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory
        let file = directory.appendingPathComponent("g8-chain-\(UUID().uuidString).json")
        let outURL = directory.appendingPathComponent("g8-chain-\(UUID().uuidString).out")
        try Data(input.utf8).write(to: file)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: outURL)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let tool = ExampleRunner.productsDirectory.appendingPathComponent("g8").path
        process.arguments = ["-c", "ulimit -s \(smallStackKiB) && exec \"$0\" \"$@\"", tool] + arguments + [file.path]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        // A file, not a pipe: the child cannot block on a full pipe that is read only at its end.
        let handle = try FileHandle(forWritingTo: outURL)
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let output = try String(contentsOf: outURL, encoding: .utf8).replacingOccurrences(of: file.path, with: "<file>")
        return (process.terminationStatus, output)
    }

    /// `count` tokens, one a line from line 2, each aliasing the next with `alias(next)`; the
    /// last is `last`. `styles` closes the document.
    static func chain(_ count: Int, alias: (Int) -> String, last: String, styles: String = "", wrapped: Bool = true) -> String {
        var lines = [wrapped ? #"{"tokens": {"# : "{"]
        for index in 0..<(count - 1) { lines.append(#""t\#(index)": {"$value": \#(alias(index + 1))},"#) }
        lines.append(#""t\#(count - 1)": \#(last)"#)
        lines.append(wrapped ? "}\(styles)}" : "}")
        return lines.joined(separator: "\n") + "\n"
    }

    static let color = ##"{"$type": "color", "$value": "#112233"}"##
    static let styles = #", "styles": {"screen": {"heading.textColor": "{t0}"}}"#

    @Test func aChainOf3000AliasesLintsClean() throws {
        let theme = Self.chain(3000, alias: { "\"{t\($0)}\"" }, last: Self.color, styles: Self.styles)
        let result = try Self.g8OnSmallStack(["lint"], input: theme)
        #expect(result.status == 0)
        #expect(result.output == "g8 lint: no problems in 1 file\n")
    }

    @Test func aDesignTokensFileWithAChainOf3000AliasesLintsClean() throws {
        let color = ##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.07, 0.13, 0.2]}}"##
        let tokens = Self.chain(3000, alias: { "\"{t\($0)}\"" }, last: color, wrapped: false)
        let result = try Self.g8OnSmallStack(["lint", "--design-tokens"], input: tokens)
        #expect(result.status == 0)
        #expect(result.output == "g8 lint: no problems in 1 file\n")
    }

    @Test func aChainOf3000PointersLintsClean() throws {
        let theme = Self.chain(3000, alias: { ##"{"$ref": "#/tokens/t\##($0)/$value"}"## }, last: Self.color, styles: Self.styles)
        let result = try Self.g8OnSmallStack(["lint"], input: theme)
        #expect(result.status == 0)
        #expect(result.output == "g8 lint: no problems in 1 file\n")
    }

    @Test func aThemeWithAChainOf3000AliasesStylesTheScreen() throws {
        let theme = Self.chain(3000, alias: { "\"{t\($0)}\"" }, last: Self.color, styles: Self.styles)
        let result = try Self.g8OnSmallStack(["dump", "--style", "screen"], input: theme)
        #expect(result.status == 0)
        #expect(result.output.contains("heading: Label  textColor=#112233  text=\"Good morning\""))
    }

    @Test func aCycleOf3000AliasesIsReportedWhole() throws {
        let theme = Self.chain(3000, alias: { "\"{t\($0)}\"" }, last: #"{"$value": "{t0}"}"#)
        let result = try Self.g8OnSmallStack(["lint"], input: theme)
        let chain = (Array(0..<3000) + [0]).map { "t\($0)" }.joined(separator: " → ")
        #expect(result.status == 1)
        #expect(result.output == ("<file>:2:18: error: tokens.t0: alias cycle: \(chain)\ng8 lint: 1 error and 0 warnings in 1 file\n"))
    }

    /// Tokens each of which is a whole-token `$ref` to the next (`{"$ref": "#/t1"}`): each is
    /// followed once over the read, by a loop, and resolved as an alias chain is.
    @Test func aChainOf20000WholeTokenRefsLintsClean() throws {
        var lines = ["{"]
        for index in 0..<19_999 { lines.append(##""t\##(index)": {"$ref": "#/t\##(index + 1)"},"##) }
        lines.append(##""t19999": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.07, 0.13, 0.2]}}}"##)
        let result = try Self.g8OnSmallStack(["lint", "--design-tokens"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        #expect(result.output == "g8 lint: no problems in 1 file\n")
    }

    /// Groups each of which takes in the next by `$ref`: read by recursion, one level for each
    /// group taken in, so that a chain past the nesting limit is refused at the `$ref` that
    /// starts it, naming it, for each group whose chain goes past.
    @Test func aChainOf3000GroupRefsIsRefusedPastTheLimit() throws {
        var lines = ["{"]
        for index in 0..<2_999 { lines.append(##""g\##(index)": {"$ref": "#/g\##(index + 1)"},"##) }
        lines.append(##""g2999": {"t": {"$type": "color", "$value": "#112233"}}}"##)
        let result = try Self.g8OnSmallStack(["lint", "--design-tokens"], input: lines.joined(separator: "\n") + "\n")
        let reported = result.output.split(separator: "\n")
        #expect(result.status == 1)
        #expect(reported.first == """
            <file>:2:8: error: g0.$ref: $ref nests groups deeper than the limit of 64 levels: \
            g0 → g1 → g2 → g3 → … → g61 → g62 → g63 (64 groups)
            """)
        #expect(reported.last?.hasPrefix("g8 lint: ") == true)
    }

    /// Shadows whose colour is the next shadow's, by a `$ref` into its value: each resolves the
    /// next by recursion, up to the limit of 12 levels, and a chain past it is refused where it
    /// goes past, naming it.
    static func shadows(_ count: Int) -> String {
        func shadow(_ color: String) -> String {
            #"{"$type": "shadow", "$value": {"color": \#(color), "offsetX": "0px", "offsetY": "0px", "blur": "0px", "spread": "0px"}}"#
        }
        var lines = [#"{"tokens": {"#]
        for index in 0..<(count - 1) { lines.append(#""t\#(index)": \#(shadow(##"{"$ref": "#/tokens/t\##(index + 1)/$value/color"}"##)),"#) }
        lines.append(#""t\#(count - 1)": \#(shadow(##""#000000""##))"#)
        lines.append("}}")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func valuesNestedToTheLimitLoad() throws {
        let result = try Self.g8OnSmallStack(["lint"], input: Self.shadows(13))
        #expect(result.status == 0)
        #expect(result.output == "g8 lint: no problems in 1 file\n")
    }

    @Test func valuesNestedPastTheLimitAreRefusedNamingTheChain() throws {
        let result = try Self.g8OnSmallStack(["lint"], input: Self.shadows(14))
        #expect(result.status == 1)
        #expect(result.output == ("""
            <file>:14:48: error: tokens.t12.color: token values nest deeper than the limit of 12 levels: \
            t0 → t1 → t2 → t3 → … → t11 → t12 → t13 (14 tokens)
            g8 lint: 1 error and 0 warnings in 1 file

            """))
    }
}
