import Foundation
import G8Gtk
import Testing

/// `GtkInterfaceOutline` and `GtkThemeLint`: a GtkBuilder document read and checked without
/// making a widget, as `g8-gtk lint` does where there is no display.
@Suite struct InterfaceOutlineTests {
    @Test func readsEachObjectsClassIDParentAndWhereItsTagBegins() throws {
        let outline = try GtkInterfaceOutline(xml: """
            <interface>
              <object class="GtkWindow" id="w"><!-- é --><child><object class="GtkLabel" id="l"/></child></object>
              <object class="GtkAdjustment"/>
            </interface>
            """, file: "w.ui")
        #expect(outline.file == "w.ui")
        #expect(outline.objects == [
            .init(className: "GtkWindow", id: "w", location: G8SourceLocation(file: "w.ui", line: 2, column: 3), parent: nil),
            // Columns count characters: the é before it is one.
            .init(className: "GtkLabel", id: "l", location: G8SourceLocation(file: "w.ui", line: 2, column: 53), parent: 0),
            .init(className: "GtkAdjustment", id: nil, location: G8SourceLocation(file: "w.ui", line: 3, column: 3), parent: nil),
        ])
    }

    @Test func aTagOverSeveralLinesIsPlacedWhereItBegins() throws {
        var lines = ["<interface>"]
        for index in 0..<2000 { lines.append("  <object class=\"GtkLabel\" id=\"label\(index)\"/>") }
        lines += ["  <object", "      class=\"GtkBox\"", "      id=\"last\">", "  </object>", "</interface>"]
        let outline = try GtkInterfaceOutline(xml: lines.joined(separator: "\n"), file: "w.ui")
        #expect(outline.objects.count == 2001)
        #expect(outline.objects[1999].location == G8SourceLocation(file: "w.ui", line: 2001, column: 3))
        #expect(outline.objects[2000] == .init(className: "GtkBox", id: "last", location: G8SourceLocation(file: "w.ui", line: 2002, column: 3), parent: nil))
    }

    @Test func aDocumentThatIsNotWellFormedThrowsWhereTheParserStopped() {
        #expect(throws: GtkInterfaceOutline.Problem(
            message: "Element “object” was closed, but the currently open element is “child”",
            location: G8SourceLocation(file: "w.ui", line: 3, column: 12))) {
            try GtkInterfaceOutline(xml: "<interface>\n  <object class=\"GtkBox\"><child>\n  </object>\n</interface>\n", file: "w.ui")
        }
        #expect(throws: GtkInterfaceOutline.Problem.self) { try GtkInterfaceOutline(xml: "") }
    }

    @Test func readsThePropertiesWrittenInAnObjectNotThoseOfItsLayout() throws {
        let outline = try GtkInterfaceOutline(xml: """
            <interface>
              <object class="GtkGrid" id="grid">
                <property name="row_spacing">4</property>
                <child>
                  <object class="GtkLabel" id="cell">
                    <layout><property name="column">1</property></layout>
                  </object>
                </child>
              </object>
            </interface>
            """, file: "w.ui")
        #expect(outline.objects.map(\.properties) == [
            [GtkInterfaceOutline.Property(name: "row_spacing", location: G8SourceLocation(file: "w.ui", line: 3, column: 5))], [],
        ])
    }

    @Test func aPropertyTheClassDoesNotHaveIsAnErrorWithTheNearestItHas() throws {
        let outline = try GtkInterfaceOutline(xml: """
            <interface>
              <object class="GtkBox" id="box">
                <property name="margin_start">4</property>
                <property name="orientaton">vertical</property>
              </object>
              <object class="GtkTextIter"/>
              <object class="GtkOrientable"/>
            </interface>
            """, file: "w.ui")
        // GtkBuilder takes margin_start for margin-start.
        #expect(GtkThemeLint(documents: [outline]).documentProblems().map(\.description) == [
            "w.ui:4:5: error: GtkBox 'box' has no property 'orientaton'; did you mean 'orientation'?",
            "w.ui:6:3: error: class 'GtkTextIter' is no GObject class, so GtkBuilder cannot make it",
            "w.ui:7:3: error: class 'GtkOrientable' is no GObject class, so GtkBuilder cannot make it",
        ])
    }

    @Test func aClassThatIsNoGTypeIsAnErrorWithTheNearestKnownClass() throws {
        let outline = try GtkInterfaceOutline(xml: """
            <interface>
              <object class="GtkFlowBox" id="flow"/>
              <object class="GtkSwich" id="toggle"/>
            </interface>
            """, file: "w.ui")
        let problems = GtkThemeLint(documents: [outline]).documentProblems()
        // GtkFlowBox has no applier of its own, but is a GType GtkBuilder registers.
        #expect(problems.map(\.description) == [
            "w.ui:3:3: error: unknown class 'GtkSwich' of object 'toggle'; did you mean 'GtkSwitch'?",
        ])
    }
}
