import Foundation
import G8TestSupport
import Testing

/// `g8 lint --strict` counts a key written twice in one object as an error.
@Suite("g8 lint of duplicate keys")
struct LintDuplicateKeyTests {
    @Test func aDuplicateKeyIsAnErrorUnderStrict() throws {
        let theme = Data("{\"styles\": {\"label\": {\"numberOfLines\": 1,\n \"numberOfLines\": 2}}}".utf8)
        let message = "styles.label.numberOfLines: the key 'numberOfLines' is also on line 1 of this object; this value replaces that one"
        let plain = try ExampleRunner.run("g8", arguments: ["lint", "-"], input: theme)
        #expect(plain.status == 0)
        #expect(plain.standardOutput == "<stdin>:2:2: warning: \(message)\ng8 lint: 0 errors and 1 warning in 1 file\n")
        let strict = try ExampleRunner.run("g8", arguments: ["lint", "--strict", "-"], input: theme)
        #expect(strict.status == 1)
        #expect(strict.standardOutput == "<stdin>:2:2: error: \(message)\ng8 lint: 1 error and 0 warnings in 1 file\n")
    }
}
