import G8Widgets
import Testing

/// The checks the model widgets' keys share with other engines (`G8Checks`, public), and the
/// description of a declared property that compares engines (`G8PropertyDescription`).
@Suite("Shared checks") struct SharedCheckTests {
    func engine() -> G8 {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        return g8
    }

    @Test func negativeInsetsAreRefused() {
        let button = Button()
        let insets = EdgeInsets(top: 0, left: -2, bottom: 0, right: 0)
        let report = engine().applyStyle(["contentEdgeInsets": insets, "layoutMargins": EdgeInsets(all: 4)], to: button)
        #expect(report.diagnostics.map(\.description) == [
            "error: contentEdgeInsets: Button.contentEdgeInsets cannot be (0, -2, 0, 0): expected insets of 0 or more",
        ])
        #expect(button.contentEdgeInsets == .zero)
        #expect(button.layoutMargins == EdgeInsets(all: 4))
    }

    @Test func infinityIsNoMetric() {
        let view = View()
        let report = engine().applyStyle(["layer.cornerRadius": Double.infinity, "layoutMargins": EdgeInsets(all: .infinity)], to: view)
        #expect(report.diagnostics.map(\.description) == [
            "error: layer.cornerRadius: Layer.cornerRadius cannot be inf: expected a finite number",
            "error: layoutMargins: View.layoutMargins cannot be (inf, inf, inf, inf): expected finite insets",
        ])
        #expect(view.layer.cornerRadius == 0)
        #expect(G8Checks.nonNegative(.infinity) == "expected a finite number")
        #expect(G8Checks.nonNegative(-1) == "expected 0 or more")
        #expect(G8Checks.nonNegative(0) == nil)
    }

    @Test func aPropertyDescriptionSaysWhatTheEngineWouldReport() throws {
        let layer = try #require(engine().valueAppliers.first { $0.typeName == "Layer" })
        let radius = try #require(layer.property(named: "cornerRadius"))
        #expect(radius.valueTypeName == "Double" && radius.modifierNames == nil && radius.objectType == "Layer")
        #expect(radius.problem(with: -1.0) == "Layer.cornerRadius cannot be -1: expected 0 or more")
        #expect(radius.problem(with: 4.0) == nil)
        #expect(radius.problem(with: 4.0, modifiers: ["highlighted"]) == "Layer.cornerRadius does not vary by state; remove ':highlighted'")
        let button = try #require(engine().valueAppliers.first { $0.typeName == "Button" })
        let title = try #require(button.property(named: "title"))
        #expect(title.modifierNames == ["normal", "highlighted", "disabled", "selected", "focused", "application"])
        #expect(title.problem(with: "Go", modifiers: ["hilighted"]) == "Button.title has no state 'hilighted'; did you mean 'highlighted'?")
        #expect(layer.property(named: "cornerRadiuss") == nil)
    }
}
