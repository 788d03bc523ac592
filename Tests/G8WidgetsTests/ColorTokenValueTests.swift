import Foundation
import Testing
@testable import G8Core
@testable import G8Themes
@testable import G8Live
import G8Widgets

private func object(_ members: [(String, G8JSON)]) -> G8JSON { .object(members.map { (key: $0.0, value: $0.1) }) }
private func numbers(_ values: [Double]) -> G8JSON { .array(values.map(G8JSON.number)) }

private func problem(_ json: G8JSON) -> String? {
    if case .failure(let problem) = Color.dtcg(json) { return problem.description }
    return nil
}

@Suite("Color token values in the Design Tokens object form")
struct ColorTokenValueTests {
    @Test("The object form converts its space, takes alpha, and lets the components win over hex")
    func objectForm() throws {
        let json = object([
            ("colorSpace", .string("display-p3")), ("components", numbers([0.3, 0.6, 0.4])),
            ("alpha", .number(0.25)), ("hex", .string("#000000")),
        ])
        let color = try Color.dtcg(json).get()
        // coloraide: display-p3 (0.3, 0.6, 0.4) is sRGB (0.143097, 0.608757, 0.380240).
        #expect(near(color, (0.143097, 0.608757, 0.380240, 0.25), tolerance: 1e-5))
        let opaque = try Color.dtcg(object([("colorSpace", .string("srgb")), ("components", numbers([1, 0, 0]))])).get()
        #expect(opaque == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("\"none\" components and hue wrap")
    func noneAndHue() throws {
        let json = object([
            ("colorSpace", .string("hsl")), ("components", .array([.string("none"), .number(0), .number(50)])),
        ])
        #expect(try Color.dtcg(json).get() == Color(white: 0.5))
        let wrapped = object([("colorSpace", .string("oklch")), ("components", numbers([0.65, 0.12, 610]))])
        // coloraide: oklch(0.65 0.12 250) is sRGB (0.318926, 0.578633, 0.836431).
        #expect(near(try Color.dtcg(wrapped).get(), (0.318926, 0.578633, 0.836431, 1), tolerance: 1e-5))
    }

    @Test("Hex strings are colors as before")
    func hexStrings() throws {
        #expect(try Color.dtcg(.string("#66B31A")).get() == Color(hex: "#66B31A"))
        #expect(problem(.string("#66B31")) == "expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got \"#66B31\"")
    }

    @Test("Problems name the member at fault")
    func problems() {
        #expect(problem(object([("colorSpace", .string("cmyk")), ("components", numbers([0, 0, 0]))]))
            == "colorSpace expects one of \"srgb\", \"srgb-linear\", \"hsl\", \"hwb\", \"lab\", \"lch\", \"oklab\", \"oklch\", \"display-p3\", \"a98-rgb\", \"prophoto-rgb\", \"rec2020\", \"xyz-d50\", \"xyz-d65\", got \"cmyk\"")
        #expect(problem(object([("colorSpace", .string("oklab")), ("components", numbers([0, 0, 0])), ("colorspace", .string("x"))]))
            == "expects only the members \"colorSpace\", \"components\", \"alpha\" and \"hex\", got the member \"colorspace\"; did you mean \"colorSpace\"?")
        #expect(problem(object([("colorSpace", .string("display_p3")), ("components", numbers([0, 0, 0]))]))?
            .hasSuffix("got \"display_p3\"; did you mean \"display-p3\"?") == true)
        #expect(problem(object([("colorSpace", .string("srgb")), ("components", .array([.number(1), .string("x"), .number(0)]))]))
            == "components[1] expects a number or \"none\", got \"x\"")
        #expect(problem(object([("colorSpace", .string("srgb")), ("components", numbers([1, 0]))]))
            == "components expects 3 components for \"srgb\", got 2")
        #expect(problem(object([("colorSpace", .string("srgb")), ("components", numbers([1.5, 0, 0]))]))
            == "components[0] expects a number from 0 to 1 in \"srgb\", got 1.5")
        #expect(problem(object([("colorSpace", .string("lch")), ("components", numbers([50, -3, 0]))]))
            == "components[1] expects a number from 0 in \"lch\", got -3")
        #expect(problem(object([("colorSpace", .string("hsl")), ("components", numbers([0, 50, 101]))]))
            == "components[2] expects a number from 0 to 100 in \"hsl\", got 101")
        #expect(problem(object([("colorSpace", .string("srgb")), ("components", numbers([1, 0, 0])), ("alpha", .string("50%"))]))
            == "alpha expects a number from 0 to 1, got \"50%\"")
        #expect(problem(object([("colorSpace", .string("srgb")), ("components", numbers([1, 0, 0])), ("hex", .string("red"))]))
            == "hex expects a hex color such as \"#66B31A\", got \"red\"")
        #expect(problem(object([("components", numbers([1, 0, 0]))]))?.hasPrefix("colorSpace expects one of \"srgb\"") == true)
        #expect(problem(object([("colorSpace", .string("srgb"))])) == "components expects 3 components, got nothing")
        #expect(problem(.number(3)) == "expects a color object {\"colorSpace\", \"components\", \"alpha\"} or a hex string, got 3")
    }
}
