import Foundation
import Testing
@testable import G8Core
@testable import G8Themes
import G8Widgets

/// The token reader tests member names on bytes where that answers as `String` and `Character`
/// do; these pin that it answers the same for names where bytes and characters differ.
@Suite("Token member names read on bytes")
struct TokenNameTests {
    static let names = [
        "", "$", "$value", "$type", "$root", "value", "a.b", "a{", "}", "ok", "$\u{301}value", "\u{301}$x",
        ".\u{301}", "a.\u{301}b", "{\u{300}", "é.x", "e\u{301}", "\u{212A}", "$\u{212A}", "$modes", "$de\u{301}",
        "t12", "$extensions", "\u{FEFF}$value", "$\r\n", "\r\n.",
    ]

    @Test func formatNamesAreThoseThatStartWithADollarCharacter() {
        for name in TokenNameTests.names {
            #expect(G8AliasResolver.isFormatName(name) == name.hasPrefix("$"), "\(name.unicodeScalars.map(\.value))")
        }
    }

    @Test func refusedNamesAreEmptyOrHoldADotOrBraceCharacter() {
        for name in TokenNameTests.names {
            let expected = name.isEmpty || name.contains(where: { $0 == "." || $0 == "{" || $0 == "}" })
            #expect(G8AliasResolver.isRefusedName(name) == expected, "\(name.unicodeScalars.map(\.value))")
        }
    }

    @Test func formatMembersAreTheLastOfEachNameAsMemberFindsThem() throws {
        let json = ##"{"$value": 1, "$type": "number", "$value": 2, "$de\u0301scription": "x", "$description": "d", "a": {}, "$modes": {}}"##
        var unreported: G8LoadContext.DuplicateKeys = [:]
        let root = try G8Theme.parse(G8SourceText(name: nil, bytes: Array(json.utf8)), index: 0, duplicateKeys: &unreported)
        let settings = G8LoadOptions.TokenSettings(G8LoadOptions(purpose: .load))
        let members = try #require(root.members)
        let found = settings.formatNames.members(of: members)
        #expect(found.value?.keyOffset == root.member("$value")?.keyOffset)
        #expect(found.type?.keyOffset == root.member("$type")?.keyOffset)
        #expect(found.description?.keyOffset == root.member("$description")?.keyOffset)
        #expect(found.modes?.keyOffset == root.member("$modes")?.keyOffset)
        #expect(found.extensions == nil && found.deprecated == nil && found.extends == nil)
    }
}
