import Testing
@testable import G8Core

/// A shape that names its type itself, as a wrapper of another type system's objects does.
final class NamedShape: Shape, G8TypeNaming {
    var g8TypeName: String { "ForeignWidget" }
}

/// A screen whose children name their types.
final class NamedScreen {
    let part = NamedShape()
}

@Suite("Type naming")
struct TypeNamingTests {
    @Test func diagnosticsUseTheNameAnObjectGivesItsType() {
        let (g8, _) = makeEngine()
        let report = g8.applyStyle(["part.widht": 2, "part.width": "wide", "part.tint:busy": "red", "part.child.width": 1], to: NamedScreen())
        #expect(report.diagnostics.map(\.description) == [
            "warning: part.widht: ForeignWidget has no property 'widht'; did you mean 'width'?",
            "error: part.width: ForeignWidget.width expects Double, got String",
            "error: part.tint:busy: ForeignWidget.tint does not vary by state; remove ':busy'",
            "warning: part.child.width: ForeignWidget has no child 'child'",
        ])
    }

    @Test func objectsThatDoNotAdoptItAreNamedByTheirClass() {
        let (g8, _) = makeEngine()
        let report = g8.applyStyle(["widht": 2], to: Shape())
        #expect(report.diagnostics.map(\.description) == ["warning: widht: Shape has no property 'widht'; did you mean 'width'?"])
    }
}
