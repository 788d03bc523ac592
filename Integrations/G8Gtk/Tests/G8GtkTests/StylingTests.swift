import CGtk4
import Foundation
import G8Gtk
import Testing

@MainActor
@Suite("Styling") struct StylingTests {
    @Test func gobjectPropertiesTakeTheirOwnTypes() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = TestGtk.engine.applyStyle([
            "title.xalign": 0.25, "title.ellipsize": "end", "title.wrap": true, "ok.margin-start": 12,
            "title.text": "Styled", "title.numberOfLines": 2, "ok.title": "Go",
        ], to: ui)
        #expect(report.diagnostics == [])
        let title = try ui.object("title"), ok = try ui.object("ok")
        #expect(GtkTestProbe.double(title, "xalign") == 0.25)
        #expect(GtkTestProbe.label(title) == "Styled")
        #expect(GtkTestProbe.int(title, "lines") == 2)
        #expect(GtkTestProbe.int(ok, "margin-start") == 12)
        #expect(String(cString: gtk_button_get_label(ok.gobject.assumingMemoryBound(to: GtkButton.self))) == "Go")
    }

    @Test func aPropertyOfAnInterfaceIsSetOnTheTypeThatImplementsIt() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let box = try ui.object("box")
        func orientation() -> GtkOrientation { gtk_orientable_get_orientation(OpaquePointer(box.gobject)) }
        #expect(orientation() == GTK_ORIENTATION_VERTICAL)
        let report = TestGtk.engine.applyStyle(["box.orientation": "horizontal"], to: ui)
        #expect(report.diagnostics == [])
        #expect(orientation() == GTK_ORIENTATION_HORIZONTAL)
        let wrong = TestGtk.engine.applyStyle(["box.orientation": "diagonal"], to: ui)
        #expect(wrong.diagnostics.map(\.description) == [
            #"error: box.orientation: GtkBox.orientation cannot be "diagonal": expected one of "horizontal", "vertical""#,
        ])
        #expect(orientation() == GTK_ORIENTATION_HORIZONTAL)
    }

    @Test func oneClassPerDistinctBlockAndClassesRemoved() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let red: G8Style = ["textColor": Color(hex: "#FF0000"), "layer.cornerRadius": 6]
        TestGtk.engine.applyStyle(["title": red, "ok": red], to: ui)
        ui.flush()
        let title = try ui.object("title"), ok = try ui.object("ok")
        let shared = try #require(title.cssClass)
        #expect(ok.cssClass == shared)
        #expect(GtkTestProbe.classes(title).contains(shared))
        #expect(GtkStyleSheet.shared.css.contains(".\(shared){color:rgb(255,0,0);border-radius:6px;}"))
        // Clearing the values removes the class from the widget.
        TestGtk.engine.applyStyle(["title.textColor": Color?.none, "title.layer.cornerRadius": Double?.none], to: ui)
        ui.flush()
        #expect(title.cssClass == nil)
        #expect(!GtkTestProbe.classes(title).contains(shared))
        #expect(GtkTestProbe.classes(ok).contains(shared))
    }

    @Test func statesBecomePseudoClasses() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = TestGtk.engine.applyStyle([
            "ok.titleColor": Color(hex: "#111111"), "ok.titleColor:highlighted": Color(hex: "#222222"),
            "ok.titleColor:disabled": Color(hex: "#333333"), "ok.backgroundColor:hover": Color(hex: "#444444"),
            "ok.titleColor:selected": Color(hex: "#555555"), "ok.titleColor:focused": Color(hex: "#666666"),
        ], to: ui)
        #expect(report.diagnostics == [])
        ui.flush()
        let name = try #require(try ui.object("ok").cssClass)
        let css = GtkStyleSheet.shared.css
        for rule in [
            ".\(name){color:rgb(17,17,17);}", ".\(name):hover{background-color:rgb(68,68,68);background-image:none;}",
            ".\(name):focus{color:rgb(102,102,102);}", ".\(name):checked{color:rgb(85,85,85);}",
            ".\(name):active{color:rgb(34,34,34);}", ".\(name):disabled{color:rgb(51,51,51);}",
        ] {
            #expect(css.contains(rule), "\(rule)")
        }
    }

    @Test func disabledStateColourIsDrawn() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        TestGtk.engine.applyStyle([
            "window.backgroundColor": Color(hex: "#FFFFFF"),
            "ok.backgroundColor": Color(hex: "#00AA00"), "ok.backgroundColor:disabled": Color(hex: "#AA0000"),
            "ok.layer.borderWidth": 0, "ok.layer.shadow": Shadow(color: .clear, offsetX: 0, offsetY: 0, blur: 0),
        ], to: ui)
        let enabled = try ui.renderPixels(of: "ok")
        #expect(enabled.pixel(x: 5, y: enabled.height / 2) == GtkRGBA(red: 0, green: 170, blue: 0))
        TestGtk.engine.applyStyle(["ok.isEnabled": false], to: ui)
        let disabled = try ui.renderPixels(of: "ok")
        #expect(disabled.pixel(x: 5, y: disabled.height / 2) == GtkRGBA(red: 170, green: 0, blue: 0))
    }

    @Test func roundedCornerShowsTheWindowBehind() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        TestGtk.engine.applyStyle([
            "window.backgroundColor": Color(hex: "#FFFFFF"),
            "box.layoutMargins": EdgeInsets(all: 20),
            "box.backgroundColor": Color(hex: "#000000"),
            "box.layer.cornerRadius": 16,
        ], to: ui)
        let pixels = try ui.renderPixels(of: "window")
        // The box starts at (20, 20): its corner pixel is the window's white, the box beside
        // the label black, and its left edge below the curve black.
        #expect(pixels.pixel(x: 20, y: 20) == GtkRGBA(red: 255, green: 255, blue: 255))
        #expect(pixels.pixel(x: 22, y: 22) == GtkRGBA(red: 255, green: 255, blue: 255))
        #expect(pixels.pixel(x: 170, y: 25) == GtkRGBA(red: 0, green: 0, blue: 0))
        #expect(pixels.pixel(x: 20, y: 40) == GtkRGBA(red: 0, green: 0, blue: 0))
        TestGtk.engine.applyStyle(["box.layer.cornerRadius": 0], to: ui)
        let square = try ui.renderPixels(of: "window")
        #expect(square.pixel(x: 20, y: 20) == GtkRGBA(red: 0, green: 0, blue: 0))
    }

    @Test func subclassesGetTheirParentsAppliers() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: """
            <interface><object class="GtkWindow" id="window"><child>
              <object class="GtkToggleButton" id="toggle"><property name="label">T</property></object>
            </child></object></interface>
            """)
        let report = TestGtk.engine.applyStyle([
            "toggle.titleColor": Color(hex: "#FF0000"), "toggle.active": true, "toggle.title": "On", "toggle.halign": "start",
        ], to: ui)
        #expect(report.diagnostics == [])
        let toggle = try ui.object("toggle")
        #expect(toggle is GtkClasses.GtkToggleButton)
        #expect(toggle.typeName == "GtkToggleButton")
        #expect(gtk_toggle_button_get_active(toggle.gobject.assumingMemoryBound(to: GtkToggleButton.self)) != 0)
    }

    @Test func userGTypeGetsItsParentsAndItsOwnAppliers() throws {
        try TestGtk.start()
        let type = FancyButton.type
        var engine = TestGtk.engine
        engine.add(gtkApplier: GtkApplier(typeName: "G8TestFancyButton", keys: ["badgeColor"]) { value, node, name, _ in
            guard name == "badgeColor" else { return false }
            return G8.applyValue(value, to: node, at: \.[cssColor: "outline-color"])
        })
        let ui = try GtkInterface(xml: """
            <interface><object class="GtkWindow" id="window"><child>
              <object class="G8TestFancyButton" id="fancy"><property name="label">F</property></object>
            </child></object></interface>
            """)
        let fancy = try ui.object("fancy")
        #expect(fancy.typeName == "G8TestFancyButton" && type != 0)
        #expect(fancy is GtkClasses.GtkButton)
        let report = engine.applyStyle([
            "fancy.titleColor": Color(hex: "#FF0000"), "fancy.badgeColor": Color(hex: "#00FF00"), "fancy.badgeColr": "#000000",
        ], to: ui)
        #expect(report.diagnostics.map(\.description) == [
            "warning: fancy.badgeColr: G8TestFancyButton has no property 'badgeColr'; did you mean 'badgeColor'?",
        ])
        ui.flush()
        let name = try #require(fancy.cssClass)
        #expect(GtkStyleSheet.shared.css.contains(".\(name){color:rgb(255,0,0);}\n.\(name){outline-color:rgb(0,255,0);}"))
        // The applier is for its GType only: a plain button does not take the key.
        let plain = try GtkInterface(xml: TestGtk.document)
        let other = engine.applyStyle(["ok.badgeColor": "#00FF00"], to: plain)
        #expect(other.diagnostics.map(\.description) == ["warning: ok.badgeColor: GtkButton has no property 'badgeColor'"])
    }
}

/// A GType of the tests' own, derived from GtkButton.
enum FancyButton {
    static let type: GType = g_type_register_static_simple(
        gtk_button_get_type(), "G8TestFancyButton", guint(MemoryLayout<GtkButtonClass>.size), nil,
        guint(MemoryLayout<GtkButton>.size), nil, GTypeFlags(0))
}
