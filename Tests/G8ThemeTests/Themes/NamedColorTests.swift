import Foundation
import G8Widgets
import Testing

/// A theme's `namedColors`: GTK's and libadwaita's named colours given colours or token
/// aliases, resolved per mode, checked as the rest of a theme is (nothing kept when one is
/// bad), and ignored without a word by an engine that writes none (the model widgets').
@Suite("Named colours")
struct NamedColorTests {
    static let theme = """
        {"tokens": {"color": {"$type": "color",
           "surface": {"$value": "#FFFFFF", "$modes": {"dark": "#1C1C1E"}},
           "text": {"$value": "#111111", "$modes": {"dark": "#F2F2F7"}}},
          "size": {"$type": "dimension", "small": {"$value": "4px"}}},
         "namedColors": {"window_bg_color": "{color.surface}", "window_fg_color": "{color.text}",
           "accent_bg_color": "#0366D6", "theme_selected_fg_color": {"colorSpace": "srgb", "components": [1, 1, 1]}},
         "styles": {"title": {"textColor": "{color.text}"}}}
        """

    func load(_ json: String) throws(G8ThemeError) -> G8Theme {
        try G8Theme(json: Data(json.utf8), file: "theme.json", engine: .standard)
    }

    func lint(_ json: String) -> [String] {
        G8Theme.lint(json: Data(json.utf8), file: "theme.json", engine: .standard).map(\.description)
    }

    /// The named colours as hex, by name, in the order written.
    func colors(_ theme: G8Theme) -> [String] {
        theme.namedColors.map { named in
            "\(named.name)=" + ((try? G8TokenValues.color(named.value).get()).map { $0.hexString } ?? "not a colour")
        }
    }

    /// The diagnostics a load that fails gives, one line each.
    func refusal(_ json: String) -> [String] {
        do {
            _ = try load(json)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// `line:column` of the first `text` in `json`.
    func place(of text: String, in json: String) -> String {
        guard let range = json.range(of: text) else { return "?" }
        let before = json[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex) + 1
        return "\(line):\(column)"
    }

    @Test func namedColoursResolveTheirAliasesForEachMode() throws {
        let theme = try load(Self.theme)
        #expect(theme.warnings == [])
        #expect(colors(theme) == ["window_bg_color=#FFFFFF", "window_fg_color=#111111", "accent_bg_color=#0366D6", "theme_selected_fg_color=#FFFFFF"])
        let dark = try theme.resolved(mode: "dark")
        #expect(colors(dark) == ["window_bg_color=#1C1C1E", "window_fg_color=#F2F2F7", "accent_bg_color=#0366D6", "theme_selected_fg_color=#FFFFFF"])
        #expect(colors(try dark.resolved(mode: nil)) == colors(theme))
        #expect(lint(Self.theme) == [])
    }

    @Test func anUpdateChangesOneNamedColourAndKeepsTheOthers() throws {
        let updated = try load(Self.theme).merging(json: Data(##"{"namedColors": {"accent_bg_color": "#FF0000", "window_fg_color": null}}"##.utf8))
        #expect(colors(updated) == ["window_bg_color=#FFFFFF", "accent_bg_color=#FF0000", "theme_selected_fg_color=#FFFFFF"])
        #expect(throws: G8ThemeError.self) { try updated.merging(json: Data(##"{"namedColors": {"accent_bg_color": "{size.small}"}}"##.utf8)) }
    }

    @Test func aNameWrittenTwiceKeepsItsFirstPlaceAndItsLastValue() throws {
        let theme = try load(##"{"namedColors": {"accent_bg_color": "#111111", "view_bg_color": "#EEEEEE", "accent_bg_color": "#222222"}}"##)
        #expect(colors(theme) == ["accent_bg_color=#222222", "view_bg_color=#EEEEEE"])
        #expect(theme.warnings.count == 1)
    }

    @Test func aThemeWithoutNamedColoursHasNone() throws {
        #expect(try load(##"{"styles": {"title": {"alpha": 0.5}}}"##).namedColors == [])
    }

    @Test func theModelEngineLoadsAndStylesAThemeWithNamedColoursWithoutAWord() throws {
        let theme = try load(Self.theme)
        let label = Label()
        let report = G8.standard.applyStyle(try theme.style(named: "title"), to: label)
        #expect(report.diagnostics == [])
        #expect(label.textColor == Color(hex: "#111111"))
    }

    @Test func anUnknownNameIsAWarningWithTheNearestNameAndIsNotKept() throws {
        let json = ##"{"namedColors": {"window_bg_colour": "#FFFFFF", "view_bg_color": "#EEEEEE"}}"##
        let expected = ["theme.json:\(place(of: "\"window_bg_colour\"", in: json)): warning: namedColors.window_bg_colour: "
            + "unknown named colour 'window_bg_colour'; did you mean 'window_bg_color'? (not one of GTK 4.8's or libadwaita 1.2's; it is not written)"]
        let theme = try load(json)
        #expect(theme.warnings.map(\.description) == expected)
        #expect(theme.warnings.map(\.code) == [.unknownNamedColor])
        #expect(colors(theme) == ["view_bg_color=#EEEEEE"])
        #expect(lint(json) == expected)
    }

    @Test func aValueThatIsNoColourIsAnErrorAndNothingIsKept() {
        let json = ##"{"namedColors": {"view_bg_color": "#EEEEEE", "window_bg_color": 12}}"##
        let expected = ["theme.json:\(place(of: "12", in: json)): error: namedColors.window_bg_color: "
            + "$type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got 12"]
        #expect(refusal(json) == expected)
        #expect(lint(json) == expected)
    }

    @Test func anAliasToATokenOfAnotherTypeIsAnError() {
        let json = ##"{"tokens": {"size": {"$type": "dimension", "small": {"$value": "4px"}}}, "namedColors": {"accent_bg_color": "{size.small}"}}"##
        #expect(refusal(json) == ["theme.json:\(place(of: "\"{size.small}\"", in: json)): error: namedColors.accent_bg_color: "
            + "$type 'color' cannot alias 'size.small', whose $type is 'dimension'"])
    }

    @Test func anAliasToNoTokenIsAnErrorWithTheNearestToken() {
        let json = ##"{"tokens": {"color": {"$type": "color", "surface": {"$value": "#FFFFFF"}}}, "namedColors": {"view_bg_color": "{color.surfase}"}}"##
        #expect(refusal(json) == ["theme.json:\(place(of: "\"{color.surfase}\"", in: json)): error: namedColors.view_bg_color: "
            + "unknown token 'color.surfase'; did you mean 'color.surface'?"])
    }

    @Test func namedColoursThatAreNoObjectAreAnError() {
        let json = ##"{"namedColors": ["window_bg_color"]}"##
        #expect(refusal(json) == ["theme.json:\(place(of: "[", in: json)): error: namedColors: 'namedColors' must be an object of colours by name, got array"])
    }

    @Test func aDarkValueThatIsNoColourRefusesTheThemeAtLoad() {
        // The alias's target is a colour token whose dark value is not one: the token's own
        // error, found when the theme loads, not when it switches to dark.
        let json = ##"{"tokens": {"color": {"$type": "color", "surface": {"$value": "#FFFFFF", "$modes": {"dark": "dark grey"}}}}, "namedColors": {"view_bg_color": "{color.surface}"}}"##
        #expect(refusal(json) == ["theme.json:\(place(of: "\"dark grey\"", in: json)): error: tokens.color.surface.$modes.dark: "
            + "$type 'color' expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got \"dark grey\""])
    }

    @Test func theKnownNamesAreGtksAndLibadwaitasEachOnce() {
        #expect(G8NamedColor.knownNames.count == Set(G8NamedColor.knownNames).count)
        #expect(G8NamedColor.gtkNames.count == 36)
        #expect(G8NamedColor.libadwaitaNames.count == 33)
        #expect(G8NamedColor.knownNames.count == 33 + 36 + 45 - 3)  // error_, warning_, success_color are both's
        for name in ["window_bg_color", "theme_bg_color", "theme_selected_bg_color", "card_bg_color", "popover_bg_color", "blue_3"] {
            #expect(G8NamedColor.knownNames.contains(name))
        }
    }
}
