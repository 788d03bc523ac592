import Foundation
import G8Widgets
import Testing

/// Groups and references of the format: `$type` inheritance, `$root`, `$extends`, JSON Pointer
/// `$ref`s, `$description`, `$extensions` and `$deprecated`.
@Suite("Token format: groups and references")
struct TokenGroupTests {
    @Test func rootTokensAndExtendedGroupsLoadAsTheSpecExampleSays() throws {
        let theme = try tokens("""
            {"color": {"$type": "color",
              "brand": {"$root": {"$value": "#0066CC"}, "strong": {"$value": "#3388DD"}},
              "semantic": {"$extends": "{color.brand}", "strong": {"$value": "#33DD88"}, "link": {"$value": "{color.brand.$root}"}}}}
            """)
        #expect(theme.tokens.map(\.path) == [
            "color.brand.$root", "color.brand.strong", "color.semantic.$root", "color.semantic.strong", "color.semantic.link",
        ])
        #expect(theme.token("color.semantic.$root")?.value == .string("#0066CC"))
        #expect(theme.token("color.semantic.strong")?.value == .string("#33DD88"))
        #expect(theme.token("color.semantic.link")?.type == "color")
    }

    @Test func aPointerReachesIntoACompositeValue() throws {
        let theme = try tokens("""
            {"base": {"text": {"$type": "typography", "$value": {"fontFamily": ["Helvetica", "Arial"],
               "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.5}}},
             "h1": {"$type": "typography", "$value": {"fontFamily": {"$ref": "#/base/text/$value/fontFamily"},
               "fontSize": {"value": 32, "unit": "px"}, "lineHeight": {"$ref": "#/base/text/$value/lineHeight"}}}}
            """)
        #expect(theme.token("h1")?.value["fontFamily"] == .array([.string("Helvetica"), .string("Arial")]))
        #expect(theme.token("h1")?.value["lineHeight"] == .number(1.5))
    }

    @Test func aPointerToAWholeTokenIsAnAlias() throws {
        let theme = try tokens(##"{"a": {"$type": "number", "$value": 2}, "b": {"$value": {"$ref": "#/a"}}}"##)
        #expect(theme.token("b")?.value == .number(2))
        #expect(theme.token("b")?.type == "number")
    }

    @Test func aPointerToNothingSaysWhereItStopped() {
        #expect(tokenLint(##"{"b": {"$type": "number", "$value": {"$ref": "#/a/$value"}}}"##)
            == ["tokens.json:1:37: error: b: $ref '#/a/$value' names nothing: '#/' has no member 'a'"])
    }

    @Test func aPointerIntoAMemberOfAnotherTypeIsRejected() {
        #expect(tokenLint("""
            {"base": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                       "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}},
             "ink": {"$type": "color", "$value": {"$ref": "#/base/$value/fontSize"}}}
            """) == ["tokens.json:3:38: error: ink: $type 'color' cannot alias '#/base/$value/fontSize', whose $type is 'dimension'"])
    }

    /// A `$ref` to a group copies the group, its own references resolved: one inside the group
    /// to the group itself would copy it forever. Each is one alias cycle, at its `$ref`, so
    /// that two of them in a small file cannot copy the group exponentially (each copy holding
    /// two more, down to the nesting limit).
    @Test func aPointerToTheGroupAroundItIsACycle() {
        #expect(tokenLint("""
            {"base": {"a": {"$type": "dimension", "$value": {"$ref": "#/base"}},
                      "b": {"$type": "dimension", "$value": {"$ref": "#/base"}}}}
            """) == [
            "tokens.json:1:49: error: base.a.a.$value: alias cycle: #/base → #/base",
            "tokens.json:1:49: error: base.b.a.$value: alias cycle: #/base → #/base",
            "tokens.json:2:49: error: base.a.b.$value: alias cycle: #/base → #/base",
            "tokens.json:2:49: error: base.b.b.$value: alias cycle: #/base → #/base",
        ])
    }

    /// `$ref`s that copy groups into one another, each twice, with no cycle: 2^30 copies of the
    /// last. The group `$ref`s stop with one error once they have read as many copies as the
    /// file has bytes, or 10,000 in a smaller file; the token's `$ref` that copies the first
    /// group into its value stops the same way.
    @Test func pointersThatCopyGroupsExponentiallyAreStopped() {
        var groups = (0..<29).map { ##""g\##($0)": {"a": {"$ref": "#/g\##($0 + 1)"}, "b": {"$ref": "#/g\##($0 + 1)"}}"## }
        groups.append(##""g29": {"leaf": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}"##)
        let json = "{" + groups.joined(separator: ", ") + ##", "t": {"$type": "dimension", "$value": {"$ref": "#/g0"}}}"##
        let errors = tokenLint(json)
        #expect(errors.count == 2)
        #expect(errors.first?.hasSuffix(
            "$extends and group $refs copy more than 10000 tokens and groups: groups that take in one another grow exponentially") == true)
        #expect(errors.last?.hasSuffix(
            "$ref '#/g0' copies more than 10000 values: $refs that copy groups into one another grow exponentially") == true)
    }

    /// Groups that each extend the next twice, 30 deep: 2^29 copies of the last group's token.
    /// Stopped with one error once `$extends` has copied as many tokens and groups as the file
    /// has bytes, or 10,000 in a smaller file.
    @Test func groupsThatExtendOneAnotherExponentiallyAreStopped() {
        var groups = (0..<29).map { ##""g\##($0)": {"a": {"$extends": "{g\##($0 + 1)}"}, "b": {"$extends": "{g\##($0 + 1)}"}}"## }
        groups.append(##""g29": {"leaf": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}"##)
        let errors = tokenLint("{" + groups.joined(separator: ", ") + "}")
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix(
            "$extends and group $refs copy more than 10000 tokens and groups: groups that take in one another grow exponentially") == true)
    }

    @Test func descriptionsAndExtensionsAreKeptAndReadable() throws {
        let theme = try tokens("""
            {"brand": {"$type": "color", "$value": "#0066CC", "$description": "The brand's blue",
              "$extensions": {"org.example.figma": {"scope": ["fill"]}}}}
            """)
        #expect(theme.token("brand")?.description == "The brand's blue")
        #expect(theme.token("brand")?.extensions?["org.example.figma"]?["scope"] == .array([.string("fill")]))
    }

    @Test func aStyleUsingADeprecatedTokenIsWarnedWithItsMessage() throws {
        let theme = try theme("""
            {"tokens": {"old": {"$type": "color", "$value": "#777777", "$deprecated": "Use color.ink instead."},
                        "gone": {"$type": "color", "$value": "#888888", "$deprecated": true}},
             "styles": {"card": {"textColor": "{old}", "backgroundColor": "{gone}"}}}
            """)
        #expect(theme.warnings.map(\.description) == [
            "theme.json:3:35: warning: styles.card.textColor: token 'old' is deprecated: Use color.ink instead.",
            "theme.json:3:63: warning: styles.card.backgroundColor: token 'gone' is deprecated",
        ])
        #expect(theme.token("old")?.isDeprecated == true)
        #expect(theme.token("old")?.deprecationMessage == "Use color.ink instead.")
    }

    @Test func aGroupsDeprecationCoversItsTokens() throws {
        let theme = try tokens(##"{"legacy": {"$type": "number", "$deprecated": "Removed in 3.0", "a": {"$value": 1}}}"##)
        #expect(theme.token("legacy.a")?.deprecationMessage == "Removed in 3.0")
    }

    @Test func modeNamesDifferingOnlyInCaseAreWarnedNamingBoth() {
        #expect(tokenLint("""
            {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}, "$modes": {"dark": {"colorSpace": "srgb", "components": [0, 0, 0]}}},
             "fg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "$modes": {"Dark": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
            """) == [
                ##"tokens.json:1:86: warning: bg.$modes: a token's values for other modes are the contexts of a resolver document; "$modes" is an older draft's form"##,
                "tokens.json:2:8: warning: fg: mode 'Dark' differs from 'dark' only in case; modes are case-sensitive ('Dark' on fg, 'dark' on bg)",
                ##"tokens.json:2:86: warning: fg.$modes: a token's values for other modes are the contexts of a resolver document; "$modes" is an older draft's form"##,
            ])
    }
}
