import Foundation
import Testing
import G8Widgets

/// Hostile updates merged into a valid theme: each is refused and the theme stays as it was.
enum HostileUpdates {
    static let base = ##"""
        {"tokens": {"color": {"$type": "color", "brand": {"$value": "#66B31A"}, "text": {"$value": "{color.brand}"}}},
         "styles": {"common": {"textColor": "{color.text}"}, "bold": {"superStyle": "common"}}}
        """##

    static let cases: [(name: String, update: String, expected: [String])] = [
        ("invalid JSON", #"{"styles": {"#, [
            "update.json:1:13: error: invalid JSON: expected a string key, found end of input",
        ]),
        ("an array", "[]", ["update.json:1:1: error: an update must be a JSON object, got array"]),
        ("removing a token still referenced", #"{"tokens": {"color": {"brand": null}}}"#, [
            "theme.json:1:92: error: tokens.color.text: unknown token 'color.brand'",
        ]),
        ("a superStyle cycle", #"{"styles": {"common": {"superStyle": "bold"}}}"#, [
            "theme.json:2:77: error: styles.bold.superStyle: superStyle cycle: common → bold → common",
        ]),
        ("a bad color", ##"{"tokens": {"color": {"brand": {"$value": "#12"}}}}"##, [
            "update.json:1:43: error: tokens.color.brand: $type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got \"#12\"",
        ]),
        ("an alias cycle", #"{"tokens": {"color": {"brand": {"$value": "{color.text}"}}}}"#, [
            "update.json:1:43: error: tokens.color.brand: alias cycle: color.brand → color.text → color.brand",
        ]),
        ("a $type that breaks an alias", #"{"tokens": {"color": {"brand": {"$type": "number", "$value": 3}}}}"#, [
            "theme.json:1:92: error: tokens.color.text: $type 'color' cannot alias 'color.brand', whose $type is 'number'",
        ]),
        ("an unknown top-level key", #"{"tokenz": {}}"#, [
            "update.json:1:2: error: tokenz: unknown top-level key 'tokenz'; did you mean 'tokens'?",
        ]),
        ("a style replaced by a number", #"{"styles": {"common": 5}}"#, [
            "update.json:1:23: error: styles.common: a style must be an object, got number",
        ]),
    ]
}

@Suite("Hostile theme updates")
struct HostileUpdateTests {
    @Test(arguments: HostileUpdates.cases.map(\.name))
    func isRefusedAndTheThemeStaysAsItWas(name: String) throws {
        let entry = try #require(HostileUpdates.cases.first { $0.name == name })
        let base = try G8Theme(json: Data(HostileUpdates.base.utf8), file: "theme.json")
        let before = base.json
        do {
            _ = try base.merging(json: Data(entry.update.utf8), file: "update.json")
            Issue.record("\(name) merged")
        } catch {
            #expect(error.diagnostics.map(\.description) == entry.expected)
        }
        #expect(base.json == before)
        #expect(try base.style(named: "bold").description == "superStyle:\n  textColor: \"#66B31A\"")
    }
}
