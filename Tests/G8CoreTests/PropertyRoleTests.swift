import Testing
@testable import G8Core

/// A key's role comes from the definitions of the properties of its name: stated by the
/// property or its applier, the most guarded one winning, and none stated counting as none.
@Suite("Property roles")
struct PropertyRoleTests {
    @Test func aPropertyStatesItsRoleOrTakesItsAppliersAndAnUnmarkedOneHasNone() {
        var g8 = G8()
        g8.add(valueApplier: G8ValueApplier<Shape>(properties: [
            G8Property("width", \.width),
            G8Property("name", \.name).marked(.content),
            G8Property("count", \.count).marked(.behavior),
        ], role: .look))
        g8.add(valueApplier: G8ValueApplier<Tag>(properties: [G8Property("label", \.label)]))
        #expect(g8.registry.role(of: "width") == .look)
        #expect(g8.registry.role(of: "name") == .content)
        #expect(g8.registry.role(of: "count") == .behavior)
        #expect(g8.registry.role(of: "label") == nil)
        #expect(g8.registry.role(of: "nothing") == nil)
    }

    @Test func aNameMarkedTwoWaysTakesTheMostGuardedRoleAndAnUnmarkedOneDoesNotCount() {
        var g8 = G8()
        g8.add(valueApplier: G8ValueApplier<Shape>(properties: [G8Property("name", \.name)], role: .look))
        g8.add(valueApplier: G8ValueApplier<Circle>(properties: [G8Property("name", \.name).marked(.behavior)]))
        g8.add(valueApplier: G8ValueApplier<Tag>(properties: [G8Property("name", \.name)]))
        #expect(g8.registry.role(of: "name") == .behavior)
        g8.add(valueApplier: G8ValueApplier<Tag>(properties: [G8Property("name", \.name).marked(.content)]))
        #expect(g8.registry.role(of: "name") == .content)
    }

    @Test func aClosureApplierStatesTheRolesOfTheKeysItLists() {
        var g8 = G8()
        g8.add(valueApplier: G8ValueApplier<Shape>(keys: ["width", "name"], roles: ["width": .look]) { _, _, _, _ in false })
        #expect(g8.registry.role(of: "width") == .look)
        #expect(g8.registry.role(of: "name") == nil)
    }

    @Test func theRoleDoesNotChangeWhatAPropertySets() {
        var g8 = G8()
        g8.add(valueApplier: G8ValueApplier<Shape>(properties: [G8Property("name", \.name).marked(.content)], role: .look))
        let shape = Shape()
        #expect(g8.applyStyle(["name": "round"], to: shape).isClean)
        #expect(shape.name == "round")
    }
}
