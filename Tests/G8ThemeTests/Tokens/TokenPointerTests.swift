import Foundation
import G8Widgets
import Testing

/// JSON Pointer `$ref`s as the Format Module places them: in place of a whole token (the token
/// it names, or a token whose value is the value it names), in place of a group's `$extends`,
/// as a `$type`, and inside a `$value`; with RFC 6901's escapes. Every `$ref` that does not
/// lead to a token, a group or a value is an error at its member, so that no token is lost
/// without a word.
@Suite("Token format: JSON Pointer $ref")
struct TokenPointerTests {
    /// The Format Module's own example: `"alias": {"$ref": "#/base"}`.
    @Test func aWholeTokenRefIsTheTokenItNames() throws {
        let theme = try tokens("""
            {"base": {"$type": "color", "$value": "#0066CC"},
             "alias": {"$ref": "#/base"}}
            """)
        #expect(theme.tokens.map(\.path) == ["base", "alias"])
        #expect(theme.token("alias")?.value == .string("#0066CC"))
        #expect(theme.token("alias")?.type == "color")
    }

    /// A whole-token `$ref` is the token it names, with its description, extensions and
    /// deprecation; what the referring token writes itself comes first.
    @Test func aWholeTokenRefTakesTheDescriptionExtensionsAndDeprecationItNames() throws {
        let theme = try tokens("""
            {"base": {"$type": "color", "$value": "#0066CC", "$description": "Brand blue",
                      "$extensions": {"com.example": {"source": "brand"}}, "$deprecated": "use accent"},
             "alias": {"$ref": "#/base"},
             "own": {"$ref": "#/base", "$description": "Links", "$deprecated": false}}
            """)
        let alias = try #require(theme.token("alias"))
        #expect(alias.description == "Brand blue")
        #expect(alias.extensions == .object([(key: "com.example", value: .object([(key: "source", value: .string("brand"))]))]))
        #expect(alias.isDeprecated && alias.deprecationMessage == "use accent")
        let own = try #require(theme.token("own"))
        #expect(own.description == "Links")
        #expect(own.extensions == .object([(key: "com.example", value: .object([(key: "source", value: .string("brand"))]))]))
        #expect(!own.isDeprecated)
    }

    /// `{"$ref": "#/colors/blue/$value", "$type": "color"}` is `{colors.blue}`; a pointer past
    /// `$value` gives the token that part of the value.
    @Test func aWholeTokenRefToAValueIsATokenWithThatValue() throws {
        let theme = try tokens("""
            {"colors": {"blue": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px", "lineHeight": 1.5}}},
             "semantic": {"body": {"$ref": "#/colors/blue/$value", "$type": "typography"},
                          "leading": {"$ref": "#/colors/blue/$value/lineHeight", "$type": "number"}}}
            """)
        #expect(theme.token("semantic.body")?.value["fontFamily"] == .string("Inter"))
        #expect(theme.token("semantic.leading")?.value == .number(1.5))
        #expect(theme.token("semantic.leading")?.type == "number")
    }

    /// A group with `$ref` takes in the group it names, as `$extends` does; its own tokens
    /// override those of the same name.
    @Test func aGroupRefTakesInTheGroupAndItsOwnTokensOverride() throws {
        let theme = try tokens("""
            {"base": {"$type": "number", "small": {"$value": 4}, "medium": {"$value": 8}},
             "large": {"$ref": "#/base", "small": {"$value": 12}}}
            """)
        #expect(theme.tokens.map(\.path) == ["base.small", "base.medium", "large.small", "large.medium"])
        #expect(theme.token("large.small")?.value == .number(12))
        #expect(theme.token("large.medium")?.value == .number(8))
        #expect(theme.token("large") == nil)
    }

    @Test func anAliasOfAWholeTokenRefIsAnAliasOfAToken() throws {
        let theme = try tokens("""
            {"base": {"$type": "number", "$value": 4},
             "alias": {"$ref": "#/base"},
             "gap": {"$value": "{alias}"}}
            """)
        #expect(theme.token("gap")?.value == .number(4))
        #expect(theme.token("gap")?.type == "number")
    }

    @Test func aChainOfWholeTokenRefsEndsAtTheTokenWithAValue() throws {
        let theme = try tokens("""
            {"top": {"$ref": "#/mid"},
             "mid": {"$ref": "#/base"},
             "base": {"$type": "number", "$value": 7}}
            """)
        #expect(theme.token("top")?.value == .number(7))
        #expect(theme.token("mid")?.value == .number(7))
    }

    /// A pointer through a group that takes in another reaches the tokens it takes in.
    @Test func aPointerReachesATokenAGroupTakesIn() throws {
        let theme = try tokens("""
            {"base": {"$type": "number", "medium": {"$value": 8}},
             "large": {"$ref": "#/base"},
             "pick": {"$ref": "#/large/medium"}}
            """)
        #expect(theme.token("pick")?.value == .number(8))
    }

    @Test func aTypeGivenByARefIsTheTypeItNames() throws {
        let theme = try tokens("""
            {"b": {"$type": "number", "$value": 1},
             "c": {"$type": {"$ref": "#/b/$type"}, "$value": 2}}
            """)
        #expect(theme.token("c")?.type == "number")
        #expect(theme.token("c")?.value == .number(2))
    }

    /// `~1` is `/` and `~0` is `~` inside a name; a `~` followed by anything else is no pointer.
    @Test func pointerEscapesAreReadAndAMalformedOneIsRefused() throws {
        let theme = try tokens("""
            {"a/b": {"c~d": {"$type": "number", "$value": 3}},
             "e": {"$ref": "#/a~1b/c~0d"}}
            """)
        #expect(theme.token("e")?.value == .number(3))
        #expect(tokenLint("""
            {"a/b": {"c~d": {"$type": "number", "$value": 3}},
             "e": {"$ref": "#/a~2b/c~0d"}}
            """) == [
            "tokens.json:2:8: error: e.$ref: $ref '#/a~2b/c~0d' is not a JSON Pointer: '~' in a JSON Pointer is written ~0, and '/' inside a name ~1"
        ])
    }

    @Test func aPointerThatNamesNothingSaysWhereItStopped() {
        #expect(tokenLint("""
            {"base": {"$type": "number", "small": {"$value": 4}},
             "a": {"$ref": "#/base/sizes/md"},
             "b": {"$type": "number", "$value": {"$ref": "#/base/small/$value/x"}}}
            """) == [
            "tokens.json:2:8: error: a.$ref: $ref '#/base/sizes/md' names nothing: '#/base' has no member 'sizes'",
            "tokens.json:3:37: error: b: $ref '#/base/small/$value/x' names nothing: '#/base/small/$value' has no member 'x'",
        ])
    }

    @Test func aCycleOfWholeTokenRefsIsRefusedAtEachNamingTheChain() {
        #expect(tokenLint("""
            {"a": {"$ref": "#/b"},
             "b": {"$ref": "#/a"}}
            """) == [
            "tokens.json:1:8: error: a.$ref: alias cycle: #/a → #/b → #/a",
            "tokens.json:2:8: error: b.$ref: alias cycle: #/b → #/a → #/b",
        ])
    }

    @Test func aCycleOfGroupRefsIsRefusedNamingTheChain() {
        #expect(tokenLint("""
            {"g": {"$ref": "#/h", "x": {"$type": "number", "$value": 1}},
             "h": {"$ref": "#/g", "y": {"$type": "number", "$value": 2}}}
            """) == [
            "tokens.json:1:8: error: g.$ref: alias cycle: #/g → #/h → #/g",
            "tokens.json:2:8: error: h.$ref: alias cycle: #/h → #/g → #/h",
        ])
    }

    /// `#/` is the document's root (the Format Module's path rules): a group that holds the
    /// `$ref` would take in itself.
    @Test func aRefToTheRootIsACycle() {
        #expect(tokenLint(##"{"a": {"$ref": "#/"}}"##) == ["tokens.json:1:8: error: a.$ref: alias cycle: #/a → #/"])
    }

    @Test func aRefThatIsNotAStringIsRefusedAtItsMember() {
        #expect(tokenLint("""
            {"a": {"$ref": 23},
             "b": {"$type": "number", "$value": {"$ref": true}}}
            """) == [
            "tokens.json:1:8: error: a.$ref: $ref must be a string such as \"#/base/color\", got number",
            "tokens.json:2:38: error: b.$ref: $ref must be a string such as \"#/base/color/$value\", got boolean",
        ])
    }

    @Test func aTokenWithBothValueAndRefIsRefused() {
        #expect(tokenLint("""
            {"base": {"$type": "number", "$value": 1},
             "a": {"$type": "number", "$value": 2, "$ref": "#/base"}}
            """) == [
            "tokens.json:2:40: error: a.$ref: a token has $value or $ref, not both: $ref makes it the token it names"
        ])
    }

    @Test func aWholeTokenRefToAStringThatIsNoValueIsRefused() {
        #expect(tokenLint("""
            {"b": {"$type": "number", "$value": 1},
             "c": {"$ref": "#/b/$type"}}
            """) == [
            "tokens.json:2:8: error: c.$ref: $ref '#/b/$type' names a string, not a token, a group or a token's $value"
        ])
    }

    /// A token's value that opens a `{` reference and is not one is refused at its value, even
    /// where its type would take the string (a font named "{font.body").
    @Test func aMalformedAliasIsInvalidAliasSyntax() {
        #expect(tokenLint("""
            {"a": {"$type": "fontFamily", "$value": "{foo.bar"},
             "b": {"$type": "fontFamily", "$value": "{foo}.bar"},
             "c": {"$type": "number", "$value": "{}"}}
            """) == [
            "tokens.json:1:41: error: a: invalid alias syntax: '{foo.bar' has no closing '}'",
            "tokens.json:2:41: error: b: invalid alias syntax: '{foo}.bar' is not one reference such as '{group.token}'",
            "tokens.json:3:37: error: c: invalid alias syntax: '{}' names no token",
        ])
    }
}
