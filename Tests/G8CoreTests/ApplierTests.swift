import Testing
@testable import G8Core

@Suite("Applier resolution")
struct ApplierTests {
    @Test func superclassAppliersReachSubclassObjects() {
        let (g8, _) = makeEngine()
        let circle = Circle()
        let report = g8.applyStyle(["width": 3, "radius": 2], to: circle)
        #expect(report.isClean)
        #expect(circle.width == 3)
        #expect(circle.radius == 2)
    }

    @Test func aCustomApplierForATypeOverridesTheOneRegisteredBefore() {
        var (g8, _) = makeEngine()
        g8.add(valueApplier: G8ValueApplier<Shape>(properties: [
            G8Property("width", type: Double.self, get: { $0.width }, set: { $0.width = $1 * 10 }),
        ]))
        let shape = Shape()
        g8.applyStyle(["width": 2, "count": 1], to: shape)
        #expect(shape.width == 20)
        #expect(shape.count == 1)  // the older applier still handles what the new one lacks
    }

    @Test func theMostSpecificApplierWinsOverASuperclassOne() {
        var (g8, _) = makeEngine()
        g8.add(valueApplier: G8ValueApplier<Circle>(properties: [
            G8Property("width", type: Double.self, get: { $0.width }, set: { $0.width = -$1 }),
        ]))
        let circle = Circle(), shape = Shape()
        g8.applyStyle(["width": 2], to: circle)
        g8.applyStyle(["width": 2], to: shape)
        #expect(circle.width == -2)
        #expect(shape.width == 2)
    }

    @Test func protocolTypedAppliersMatchConformingObjects() {
        var (g8, _) = makeEngine()
        g8.add(valueApplier: G8ValueApplier<any Labelled>(properties: [G8Property("label", \.label)]))
        // Interpreted, interpreted while its plan is recorded, replayed: the same each time.
        let style: G8Style = ["label": "hello", "width": 1]
        for _ in 0..<3 {
            let tag = Tag()
            let report = g8.applyStyle(style, to: tag)
            #expect(report.isClean && report.appliedCount == 2)
            #expect(tag.label == "hello")
            #expect(tag.width == 1)
        }
    }

    @Test func protocolAppliersComeBeforeSuperclassAppliers() {
        var (g8, _) = makeEngine()
        g8.add(valueApplier: G8ValueApplier<any Labelled>(properties: [
            G8Property("name", type: String.self, get: { _ in "" }, set: { $0.label = "via protocol: " + $1 }),
        ]))
        let tag = Tag()
        g8.applyStyle(["name": "x"], to: tag)
        #expect(tag.label == "via protocol: x")
        #expect(tag.name == "shape")
    }

    @Test func closureAppliersThatDeclineFallThroughToTheNextApplier() {
        var (g8, _) = makeEngine(level: .verbose)
        g8.add(valueApplier: G8ValueApplier<Circle> { value, object, keyString, _ in
            guard keyString == "radius" else { return false }
            return G8.applyValue(value, to: object, at: \.radius)
        })
        let circle = Circle()
        let report = g8.applyStyle(["radius": 4, "width": 5], to: circle)
        #expect(circle.radius == 4)
        #expect(circle.width == 5)
        #expect(report.errors.isEmpty)
    }

    @Test func aClosureApplierIsTriedAfterNearerDeclarationsAndBeforeFartherOnes() {
        // Chain of a Circle: Circle's property applier, then Shape's closure applier (the
        // latest registered for Shape), then Shape's property applier.
        var (g8, _) = makeEngine()
        let seen = G8Locked<[String]>([])
        g8.add(valueApplier: G8ValueApplier<Shape> { _, _, keyString, _ in
            seen.withLock { $0.append(keyString) }
            return false
        })
        let circle = Circle()
        let report = g8.applyStyle(["radius": 4, "width": 5, "unknown": 1], to: circle)
        #expect(circle.radius == 4)
        #expect(circle.width == 5)
        // Circle declares radius itself: the closure is not asked. Width is Shape's: the
        // closure is asked first, declines, and Shape's property sets it. No applier declares
        // "unknown": the closure alone is asked.
        #expect(seen.withLock { $0 } == ["width", "unknown"])
        #expect(report.lines.count == 1)
        #expect(report.lines.first?.hasPrefix("warning: unknown: ") == true)
        #expect(g8.propertyNames(for: circle) == ["radius", "width", "count", "ratio", "tint", "name"])
    }

    @Test func aClosureApplierWhoseCastFailsReportsAnErrorNotHandled() {
        var (g8, _) = makeEngine()
        g8.add(valueApplier: G8ValueApplier<Circle> { value, object, keyString, _ in
            switch keyString {
            case "radius": G8.applyValue(value, to: object, at: \.radius)
            default: return false
            }
            return true
        })
        let circle = Circle()
        let report = g8.applyStyle(["radius": "big"], to: circle)
        #expect(circle.radius == 1)
        #expect(report.appliedCount == 0)
        #expect(report.lines == ["error: radius: Circle.radius expects Double, got String"])
    }

    @Test func resolutionIsComputedOncePerDynamicType() {
        let (g8, _) = makeEngine()
        let first = g8.registry.resolved(for: Circle())
        let second = g8.registry.resolved(for: Circle())
        #expect(first === second)
        #expect(first.chain.map(\.typeName) == ["Circle", "Shape"])
        #expect(g8.registry.resolved(for: Shape()) !== first)
    }

    @Test func propertyNamesListTheMostSpecificFirst() {
        let (g8, _) = makeEngine()
        #expect(g8.propertyNames(for: Circle()) == ["radius", "width", "count", "ratio", "tint", "name"])
    }

    @Test func twoEnginesNeverAffectEachOther() {
        let (base, _) = makeEngine()
        var custom = base
        custom.add(valueApplier: G8ValueApplier<Shape>(properties: [
            G8Property("width", type: Double.self, get: { $0.width }, set: { object, _ in object.width = 99 }),
        ]))
        let a = Shape(), b = Shape()
        base.applyStyle(["width": 1], to: a)
        custom.applyStyle(["width": 1], to: b)
        #expect(a.width == 1)
        #expect(b.width == 99)
        #expect(base.valueAppliers.count == 3)
        #expect(custom.valueAppliers.count == 4)
    }

    @Test func anEmptyEngineWarnsForEveryProperty() {
        var g8 = G8()
        g8.logHandler = { _ in }
        let report = g8.applyStyle(["width": 1], to: Shape())
        #expect(report.lines == [
            "warning: width: cannot set 'width': no applier is registered for Shape or its superclasses; the engine has no appliers at all (G8() is empty; use G8.standard for the built-in widgets)",
        ])
    }

    @Test func anObjectWithoutAppliersInAnEngineWithSomeSaysToRegisterOne() {
        var g8 = G8()
        g8.logHandler = { _ in }
        g8.add(valueApplier: G8ValueApplier<Circle>(properties: [G8Property("radius", \.radius)]))
        let report = g8.applyStyle(["width": 1], to: Shape())
        #expect(report.lines == [
            "warning: width: cannot set 'width': no applier is registered for Shape or its superclasses; register one with add(valueApplier:)",
        ])
    }

    @Test func statefulPropertiesSetEachNamedStateOrTheDefault() {
        let (g8, _) = makeEngine()
        let lamp = Lamp()
        let report = g8.applyStyle(["color": "white", "color:busy:done": "red"], to: lamp)
        #expect(report.isClean)
        #expect(lamp.colors == [.idle: "white", .busy: "red", .done: "red"])
    }

    @Test func anUnknownStateIsAnErrorAndSetsNothing() {
        let (g8, _) = makeEngine()
        let lamp = Lamp()
        let report = g8.applyStyle(["color:busy:dnoe": "red"], to: lamp)
        #expect(lamp.colors.isEmpty)
        #expect(report.lines == ["error: color:busy:dnoe: Lamp.color has no state 'dnoe'; did you mean 'done'?"])
    }

    @Test func stateModifiersOnAPropertyWithoutStatesAreAnError() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        let report = g8.applyStyle(["width:busy": 3], to: shape)
        #expect(shape.width == 0)
        #expect(report.lines == ["error: width:busy: Shape.width does not vary by state; remove ':busy'"])
    }
}
