import Foundation
import G8Gtk
import Testing

/// `GtkThemeLint.contrastProblems(in:styleNames:)`: texts of a document checked against the
/// backgrounds above them, without a display.
@Suite struct ThemeLintTests {
    static func theme(_ styles: String) throws -> G8Theme {
        try G8Theme(json: Data(##"{ "namedColors": { "window_bg_color": "#FFFFFF" }, "styles": { "s": { \##(styles) } } }"##.utf8),
                    file: "theme.json", engine: .gtk)
    }

    @Test func aTextDeepInTheDocumentIsCheckedOnTheWindowAtItsTop() throws {
        var lines = ["<interface>", "<object class=\"GtkWindow\" id=\"window\">"]
        for index in 0..<1500 { lines.append("<child><object class=\"GtkBox\" id=\"box\(index)\">") }
        lines.append("<child><object class=\"GtkLabel\" id=\"deep\"/></child>")
        lines += Array(repeating: "</object></child>", count: 1500) + ["</object>", "</interface>"]
        let lint = GtkThemeLint(documents: [try GtkInterfaceOutline(xml: lines.joined(separator: "\n"), file: "w.ui")])
        let problems = lint.contrastProblems(in: try Self.theme(##""deep.textColor": "#777777""##), styleNames: ["s"])
        #expect(problems.map(\.description) == [
            "theme.json:1:71: warning: styles.s.deep.textColor: text #777777 on #FFFFFF is 4.48:1 in the default mode; WCAG AA needs 4.5:1",
        ])
    }

    @Test func aTranslucentBackgroundIsCompositedOverTheOneBelow() throws {
        let lint = GtkThemeLint(documents: [try GtkInterfaceOutline(xml: """
            <interface>
              <object class="GtkWindow" id="window">
                <child><object class="GtkBox" id="card"><child><object class="GtkLabel" id="title"/></child></object></child>
              </object>
            </interface>
            """, file: "w.ui")])
        // Black at alpha 128/255 over white is #7F7F7F; white text on it is 4.00:1.
        let problems = lint.contrastProblems(
            in: try Self.theme(##""card.backgroundColor": "#00000080", "title.textColor": "#FFFFFF""##), styleNames: ["s"])
        #expect(problems.map(\.description) == [
            "theme.json:1:108: warning: styles.s.title.textColor: text #FFFFFF on #7F7F7F is 4.00:1 in the default mode; WCAG AA needs 4.5:1",
        ])
    }
}
