import Foundation
import G8TestSupport
import Testing

/// Tokens Studio math nested far deeper than anyone writes it, linted by the debug `g8` in a child
/// process whose stack is 512 KiB (a secondary thread's): the nesting is refused at the token,
/// and the run ends with the diagnostic instead of a crash.
@Suite("Deeply nested token expressions")
struct DeepExpressionTests {
    /// `g8 lint --design-tokens` over `text`, under `ulimit -s 512`.
    func lintOnASmallStack(_ text: String) throws -> (status: Int32, reason: Process.TerminationReason, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("g8-deep-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outURL = file.appendingPathExtension("out")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outURL) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let g8 = ExampleRunner.productsDirectory.appendingPathComponent("g8").path
        process.arguments = ["-c", "ulimit -s \(smallStackKiB) && exec \"$0\" lint --design-tokens \"$1\"", g8, file.path]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
        return (process.terminationStatus, process.terminationReason, output.replacingOccurrences(of: file.path, with: "tokens.json"))
    }

    /// A spacing token `deep` whose value is `expression`, on line 2.
    func tokens(_ expression: String) -> String {
        "{\"space\": {\"$type\": \"spacing\", \"base\": {\"$value\": \"4\"},\n \"deep\": {\"$value\": \"\(expression)\"}}}"
    }

    /// The warning of the reading about `base`, a Tokens Studio spacing `"4"`.
    static let baseWarning = ##"tokens.json:1:51: warning: space.base: a dimension is {"value": 4, "unit": "px"}; "4" is a Tokens Studio form"##

    static let refusal = "expects arithmetic that can be computed, got %@; it nests deeper than the limit of 64 levels "
        + "(parentheses, functions, signs and powers)"

    func expectRefused(_ expression: String) throws {
        let result = try lintOnASmallStack(tokens(expression))
        #expect(result.reason == .exit)
        #expect(result.status == 1)
        let shown = "\"" + expression.prefix(40) + "…\""
        #expect(result.output == """
            \(DeepExpressionTests.baseWarning)
            tokens.json:2:21: error: space.deep: cannot evaluate \(shown): \
            \(DeepExpressionTests.refusal.replacingOccurrences(of: "%@", with: shown))
            g8 lint: 1 error and 1 warning in 1 file

            """)
    }

    @Test func twentyThousandParenthesesAreRefusedAtTheToken() throws {
        try expectRefused(String(repeating: "(", count: 20_000) + "1*2" + String(repeating: ")", count: 20_000))
    }

    @Test func aMillionSignsAreRefusedAtTheToken() throws {
        try expectRefused("2 * " + String(repeating: "-", count: 1_000_000) + "1")
    }

    @Test func aHundredThousandCallsAreRefusedAtTheToken() throws {
        try expectRefused(String(repeating: "abs(", count: 100_000) + "1*2" + String(repeating: ")", count: 100_000))
    }

    @Test func aHundredThousandPowersAreRefusedAtTheToken() throws {
        try expectRefused("2" + String(repeating: "^1", count: 100_000))
    }

    @Test func sixtyFourLevelsComputeAndSixtyFiveAreRefused() throws {
        // The whole expression is one level, each pair of parentheses one more.
        let fits = try lintOnASmallStack(tokens(String(repeating: "(", count: 63) + "{space.base}*2" + String(repeating: ")", count: 63)))
        #expect(fits.reason == .exit)
        #expect(fits.status == 0)
        let shown = "\"" + String(repeating: "(", count: 40) + "…\""
        #expect(fits.output == """
            \(DeepExpressionTests.baseWarning)
            tokens.json:2:21: warning: space.deep: a dimension is written out or is an alias "{group.token}"; \(shown) is a Tokens Studio expression
            g8 lint: 0 errors and 2 warnings in 1 file

            """)
        try expectRefused(String(repeating: "(", count: 64) + "{space.base}*2" + String(repeating: ")", count: 64))
    }
}
