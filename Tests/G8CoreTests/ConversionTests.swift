import Testing
@testable import G8Core

@Suite("Value conversion")
struct ConversionTests {
    @Test func integersBecomeDoublesAndFloats() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        let report = g8.applyStyle(["width": 8, "ratio": UInt8(2)], to: shape)
        #expect(report.isClean)
        #expect(shape.width == 8)
        #expect(shape.ratio == 2)
    }

    @Test func wholeFloatingNumbersBecomeIntegers() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        g8.applyStyle(["count": 3.0], to: shape)
        #expect(shape.count == 3)
    }

    @Test func aFractionDoesNotBecomeAnInteger() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        let report = g8.applyStyle(["count": 2.5], to: shape)
        #expect(shape.count == 0)
        #expect(report.lines == ["error: count: Shape.count cannot be 2.5: it does not fit Int exactly"])
    }

    @Test func numbersOutOfRangeAreRefused() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        let report = g8.applyStyle(["count": 1e300, "ratio": 1e300], to: shape)
        #expect(shape.count == 0)
        #expect(shape.ratio == 1)
        #expect(report.lines == [
            "error: count: Shape.count cannot be 1e+300: it does not fit Int exactly",
            "error: ratio: Shape.ratio cannot be 1e+300: it does not fit Float exactly",
        ])
    }

    @Test func nanAndInfinityAreRefused() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        let report = g8.applyStyle(["width": Double.nan, "ratio": -Double.infinity], to: shape)
        #expect(shape.width == 0)
        #expect(shape.ratio == 1)
        #expect(report.lines == [
            "error: width: Shape.width cannot be nan: expected a finite number",
            "error: ratio: Shape.ratio cannot be -inf: expected a finite number",
        ])
    }

    @Test func anExplicitNilClearsAnOptionalProperty() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        let nothing: String? = nil
        let report = g8.applyStyle(["tint": nil], to: shape)
        #expect(report.isClean)
        #expect(shape.tint == nil)
        shape.tint = "x"
        g8.applyStyle(["tint": nothing], to: shape)
        #expect(shape.tint == nil)
    }

    @Test func nilForANonOptionalPropertyIsAnError() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        let report = g8.applyStyle(["name": nil], to: shape)
        #expect(shape.name == "shape")
        #expect(report.lines == ["error: name: Shape.name cannot be nil"])
    }

    @Test func aWrongTypeLeavesThePropertyUnchanged() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        let report = g8.applyStyle(["width": "wide", "tint": 4, "name": true], to: shape)
        #expect(shape.width == 0 && shape.tint == "blue" && shape.name == "shape")
        #expect(report.lines == [
            "error: width: Shape.width expects Double, got String",
            "error: tint: Shape.tint expects String, got Int",
            "error: name: Shape.name expects String, got Bool",
        ])
    }

    @Test func validationRefusesAndExplains() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        let report = g8.applyStyle(["width": -2], to: shape)
        #expect(shape.width == 0)
        #expect(report.lines == ["error: width: Shape.width cannot be -2: expected 0 or more"])
    }

    @Test func convertibleTypesConvertFromOtherValues() {
        struct Percent: G8Value, G8ValueConvertible, Equatable {
            var fraction: Double
            static func g8Convert(from value: any G8Value) -> Percent? {
                (value as? Int).map { Percent(fraction: Double($0) / 100) }
            }
        }
        final class Gauge { var level = Percent(fraction: 0) }
        var g8 = G8()
        g8.add(valueApplier: G8ValueApplier<Gauge>(properties: [G8Property("level", \.level)]))
        let gauge = Gauge()
        let report = g8.applyStyle(["level": 50], to: gauge)
        #expect(report.isClean)
        #expect(gauge.level == Percent(fraction: 0.5))
    }
}

