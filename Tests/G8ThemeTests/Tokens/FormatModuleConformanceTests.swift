import Foundation
import G8Widgets
import Testing

/// Forms of the Design Tokens Format Module 2025.10 on which tools differ, each read as the
/// module's text reads: accepted where it allows them, refused only where a MUST forbids them,
/// the clause quoted beside the test.
@Suite("Format Module 2025.10: contested forms")
struct FormatModuleConformanceTests {
    // MARK: Groups: root tokens

    /// groups.md, "Root Tokens in Groups": "{color.accent.$root} resolves to … (the root token)",
    /// "{color.accent} is an invalid token reference (refers to a group, not a token)"; and
    /// aliases.md, "Error Conditions": "Tools MUST report errors for: … Invalid token references:
    /// Curly brace syntax targeting non-tokens". So the refusal stays, naming the rule and the
    /// root token the author most likely meant.
    @Test("an alias to a group that has a $root token is refused, pointing at {group.$root}: \"{color.accent} is an invalid token reference\"")
    func aliasToAGroupWithARootToken() throws {
        let text = """
            {"color": {"$type": "color",
              "accent": {"$root": {"$value": {"colorSpace": "srgb", "components": [0.867, 0, 0]}},
                         "light": {"$value": {"colorSpace": "srgb", "components": [1, 0.133, 0.133]}}},
              "link": {"$value": "{color.accent}"},
              "visited": {"$value": "{color.accent.$root}"}}}
            """
        #expect(tokenLint(text) == [
            "tokens.json:4:22: error: color.link: 'color.accent' is a group, not a token, and a curly-brace alias can only"
                + " target a token (Format Module 2025.10); did you mean 'color.accent.$root'?",
        ])
        let fixed = try tokens(text.replacingOccurrences(of: "\"{color.accent}\"", with: "\"{color.accent.$root}\""))
        #expect(fixed.token("color.link")?.value == fixed.token("color.accent.$root")?.value)
        #expect(fixed.token("color.visited")?.type == "color")
    }
}
