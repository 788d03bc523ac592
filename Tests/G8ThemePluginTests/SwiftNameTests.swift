import G8ThemeGenerator
import Testing

/// The rule that turns theme names into Swift identifiers.
@Suite("Swift names for theme names")
struct SwiftNameTests {
    @Test(arguments: [
        ("primary-button", "primaryButton"), ("primary_button", "primaryButton"), ("primary button", "primaryButton"),
        ("Brand", "brand"), ("fontSizeXL", "fontSizeXL"), ("heading.1", "heading1"), ("2xl", "_2xl"),
        ("-", "unnamed"), ("--x--y--", "xY"), ("self", "self_"), ("init", "init_"), ("allCases", "allCases_"),
        ("rawValue", "rawValue_"), ("grün", "grün"), ("a/b+c", "aBC"),
    ])
    func valueNames(name: String, identifier: String) {
        #expect(G8SwiftName.base(name, kind: .value) == identifier)
    }

    @Test(arguments: [
        ("color", "Color"), ("font-family", "FontFamily"), ("type", "Type_"), ("Self", "Self_"), ("protocol", "Protocol_"),
        ("swift", "Swift_"), ("G8Widgets", "G8Widgets_"), ("any", "Any_"), ("3d", "_3d"), ("", "Unnamed"),
    ])
    func typeNames(name: String, identifier: String) {
        #expect(G8SwiftName.base(name, kind: .type) == identifier)
    }

    @Test func keywordsAreBacktickedAndOtherNamesAreNot() {
        #expect(G8SwiftName.spelled("default") == "`default`")
        #expect(G8SwiftName.spelled("class") == "`class`")
        #expect(G8SwiftName.spelled("in") == "`in`")
        #expect(G8SwiftName.spelled("primary") == "primary")
    }

    @Test func namesThatComeOutTheSameAreToldApartInTheOrderWritten() {
        let names = G8SwiftName.unique([
            ("font-size", .value), ("fontSize", .value), ("font_size", .value), ("brand", .value), ("Brand", .type),
            ("brand", .type),
        ])
        #expect(names == ["fontSize", "fontSize_2", "fontSize_3", "brand", "Brand", "Brand_2"])
    }

    @Test func theThemeEnumIsNamedForTheFile() {
        #expect(G8ThemeGenerator.typeName(forFile: "/src/App.theme.json") == "AppTheme")
        #expect(G8ThemeGenerator.typeName(forFile: "brand-colors.theme.json") == "BrandColorsTheme")
        #expect(G8ThemeGenerator.typeName(forFile: "type.theme.json") == "TypeTheme")
        #expect(G8ThemeGenerator.typeName(forFile: "plain.json") == "PlainTheme")
    }
}
