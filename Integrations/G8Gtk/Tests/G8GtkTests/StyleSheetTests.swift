import CGtk4
import Foundation
import G8Gtk
import Testing

/// The style sheet's choice of class when a widget's values change: the class it has, the one
/// it had before, one made for the same values, or a new one.
@MainActor
@Suite("Style sheet") struct StyleSheetTests {
    func style(_ hex: String, pressed: String? = nil) -> G8Style {
        var style: G8Style = ["ok.titleColor": Color(hex: hex), "ok.layer.cornerRadius": 3]
        if let pressed { style = style.merging(["ok.titleColor:highlighted": Color(hex: pressed)]) }
        return style
    }

    @Test func switchingBackReusesTheClassOfBeforeWithoutReloading() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let ok = try ui.object("ok")
        let a = style("#102030", pressed: "#405060"), b = style("#112233", pressed: "#445566")
        TestGtk.engine.applyStyle(a, to: ui)
        ui.flush()
        let classA = try #require(ok.cssClass)
        TestGtk.engine.applyStyle(b, to: ui)
        ui.flush()
        let classB = try #require(ok.cssClass)
        #expect(classB != classA)
        let loads = GtkStyleSheet.shared.reloadCount
        for _ in 0..<3 {
            TestGtk.engine.applyStyle(a, to: ui)
            ui.flush()
            #expect(ok.cssClass == classA)
            #expect(GtkTestProbe.classes(ok).filter { $0.hasPrefix("g8-") } == [classA])
            TestGtk.engine.applyStyle(b, to: ui)
            ui.flush()
            #expect(ok.cssClass == classB)
            #expect(GtkTestProbe.classes(ok).filter { $0.hasPrefix("g8-") } == [classB])
        }
        #expect(GtkStyleSheet.shared.reloadCount == loads)
        let css = GtkStyleSheet.shared.css
        #expect(css.contains(".\(classA):active{color:rgb(64,80,96);}"))
        #expect(css.contains(".\(classB):active{color:rgb(68,85,102);}"))
    }

    @Test func aValueSetAndPutBackLeavesTheClass() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let ok = try ui.object("ok")
        TestGtk.engine.applyStyle(style("#010203"), to: ui)
        ui.flush()
        let first = try #require(ok.cssClass)
        // A pressed colour set and cleared again before the flush: the values are the class's.
        TestGtk.engine.applyStyle(["ok.titleColor:highlighted": Color(hex: "#FFFFFF")], to: ui)
        TestGtk.engine.applyStyle(["ok.titleColor:highlighted": Color?.none], to: ui)
        ui.flush()
        #expect(ok.cssClass == first)
        // Set and flushed, then cleared: back to the first class, which holds no pressed colour.
        TestGtk.engine.applyStyle(["ok.titleColor:highlighted": Color(hex: "#FFFFFF")], to: ui)
        ui.flush()
        let pressed = try #require(ok.cssClass)
        #expect(pressed != first)
        TestGtk.engine.applyStyle(["ok.titleColor:highlighted": Color?.none], to: ui)
        ui.flush()
        #expect(ok.cssClass == first)
        #expect(GtkTestProbe.classes(ok).filter { $0.hasPrefix("g8-") } == [first])
    }

    @Test func aClassOfBeforeDroppedFromTheProviderIsMadeAgain() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document), other = try GtkInterface(xml: TestGtk.document)
        let ok = try ui.object("ok")
        let a = style("#0A0B0C"), b = style("#0D0E0F")
        TestGtk.engine.applyStyle(a, to: ui)
        ui.flush()
        TestGtk.engine.applyStyle(b, to: ui)
        ui.flush()
        // Many classes used once and left: the unused ones, the first of `ok` among them, are
        // dropped from the provider.
        for index in 0..<300 {
            TestGtk.engine.applyStyle(["ok.titleColor": Color(red: Double(index) / 300, green: 0.5, blue: 0.25, alpha: 1)], to: other)
            other.flush()
        }
        TestGtk.engine.applyStyle(a, to: ui)
        ui.flush()
        let name = try #require(ok.cssClass)
        #expect(GtkStyleSheet.shared.css.contains(".\(name){color:rgb(10,11,12);border-radius:3px;}"))
        #expect(GtkTestProbe.classes(ok).filter { $0.hasPrefix("g8-") } == [name])
    }
}
