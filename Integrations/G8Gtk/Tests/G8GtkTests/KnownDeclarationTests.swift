import Foundation
import G8Widgets
@testable import G8Gtk
import Testing

/// The `css` forms the check takes without GTK's parse (``GtkKnownDeclarations``) are forms GTK
/// takes: every form of the grammar, and its near misses, held to GTK's own verdict.
@MainActor
@Suite("Known CSS declarations") struct KnownDeclarationTests {
    /// Values for each kind of property, written as themes write them and as they get them wrong.
    static let lengths = [
        "0", "0px", "4px", "12.5px", "32767px", "04px", "-4px", "-0.5px", "-0", "4", "4.px", ".5px", "4PX", "4 px", "--4px",
        "4pxx", "1e2px", "+4px", "4em", "4px!important", "9999.5px", "10000px", "99999px", "-32768px",
    ]
    static let colors = ["#abc", "#abcd", "#a1b2c3", "#A1B2C3D4", "#abcde", "#ggg", "#a1b2c3d4e", "red", "# abc", "#abc#"]
    static let keywords = ["none", "None", "nonex", "none none", "0"]

    /// Every property of the grammar with every value, one to five of them, with and without the
    /// closing `;`, spaced as people write it, and two declarations together.
    static func corpus() -> [String] {
        var texts: [String] = []
        for name in GtkKnownDeclarations.propertyNames {
            let values: [String]
            if name.hasSuffix("color") {
                values = colors
            } else if ["box-shadow", "text-shadow", "background-image"].contains(name) {
                values = keywords
            } else {
                values = lengths + (2...5).map { Array(repeating: "3px", count: $0).joined(separator: " ") } + ["1px -2px", "1px  2px"]
            }
            for value in values {
                texts += ["\(name): \(value);", "\(name):\(value);", "\(name) : \(value) ;", "\(name): \(value)", "\(name): \(value);;",
                          " \(name): \(value); ", "\(name.uppercased()): \(value);", "\(name):\t\(value);"]
            }
        }
        texts += ["padding: 4px; margin: -2px;", "min-height: 24px;box-shadow: none;", "padding: 4px; margn: 2px;", ";", "", " "]
        return texts
    }

    @Test("Everything the grammar takes, GTK takes, and the scan for declarations passes")
    func agreesWithGTK() throws {
        try TestGtk.start()
        var accepted = 0
        for text in Self.corpus() {
            guard GtkKnownDeclarations.accepts(text) else { continue }
            accepted += 1
            #expect(GtkCSS.declarationProblem(text) == nil, "taken without the scan, which refuses \(text)")
            let verdict = GtkStyleSheet.check(declarations: text)
            #expect(verdict == nil, "taken without GTK, which says: \(verdict ?? "") in \(text)")
        }
        // The corpus's texts in the grammar, each then checked by GTK above: it changes only with
        // the grammar or the corpus.
        #expect(accepted == 1167)
    }

    @Test("The commonest declarations skip GTK's parse; their near misses do not")
    func commonForms() {
        for text in [
            "padding: 4px;", "padding: 4px 8px;", "margin: -2px 0 4px 0;", "min-height: 24px; min-width: 40px;", "letter-spacing: -0.5px;",
            "border-radius: 6px;", "border-top-left-radius: 3px;", "outline-width: 1px;", "font-size: 12px;", "color: #1a73e8;",
            "background-color: #FAFAFA80;", "box-shadow: none;", " padding : 4px ; ", "padding: 4px", "padding: 4px; margin: 2px ",
        ] {
            #expect(GtkKnownDeclarations.accepts(text), "\(text)")
        }
        for text in [
            "padding: -4px;", "padding: 4;", "padding: 4px 5;", "padding: 1px 2px 3px 4px 5px;", "Padding: 4px;",
            "padding: 4px;;", "padding:\t4px;", "color: red;", "color: #abcde;", "box-shadow: 0 1px 2px #000;", "margn: 2px;", "",
            "padding: 4px !important;", "transition: opacity 200ms ease-out;", "min-width: 10000px;", "min-width: 99999px;",
        ] {
            #expect(!GtkKnownDeclarations.accepts(text), "\(text)")
        }
    }

    @Test("A near miss still gets GTK's own message through the style")
    func nearMissReported() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = TestGtk.engine.applyStyle(["ok.css": "padding: -4px;", "title.css": "padding: 4px 8px;"], to: ui)
        #expect(report.diagnostics.map(\.description) == [
            "error: ok.css: GtkButton.css cannot be \"padding: -4px;\": GTK cannot parse it: Negative values are not allowed (at character 10)",
        ])
        #expect(try ui.object("ok").cssClass == nil)
        ui.flush()
        let title = try #require(try ui.object("title").cssClass)
        #expect(GtkStyleSheet.shared.css.contains(".\(title){padding: 4px 8px;}"))
    }

    @Test("A value may leave out its last ';', as CSS allows: the check and the sheet write it")
    func lastSemicolonMayBeLeftOut() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = TestGtk.engine.applyStyle(["ok.css": "transition: opacity 200ms ease-out", "title.css": "padding: 4px 8px  "], to: ui)
        #expect(report.diagnostics == [])
        ui.flush()
        let ok = try #require(try ui.object("ok").cssClass), title = try #require(try ui.object("title").cssClass)
        #expect(GtkStyleSheet.shared.css.contains(".\(ok){transition: opacity 200ms ease-out;}"))
        #expect(GtkStyleSheet.shared.css.contains(".\(title){padding: 4px 8px  ;}"))
        #expect(GtkCSS.closed("padding: 4px;") == "padding: 4px;")
        #expect(GtkCSS.closed("padding: 4px; ") == "padding: 4px; ")
        #expect(GtkCSS.closed("  ") == "  ")
    }
}
