import Foundation
import Testing
@testable import G8Core
@testable import G8Themes
@testable import G8Live
import G8Widgets

/// JSON from a literal, through the project's own parser.
private func json(_ text: String) -> G8JSON {
    (try? G8JSONParser.parse(Array(text.utf8)).get().json) ?? .null
}

private func problem<T>(_ result: Result<T, G8ValueProblem>) -> String? {
    if case .failure(let problem) = result { return problem.description }
    return nil
}

@Suite("Composite token values of the Design Tokens format")
struct CompositeTokenValueTests {
    @Test("Dimensions: the object form, the older strings, numbers, and a rem base you pass in")
    func dimensions() throws {
        #expect(try Dimension.decode(json(##"{"value": 4, "unit": "px"}"##)).get() == Dimension(value: 4, unit: .px))
        let rem = try Dimension.decode(json(##"{"value": 1.5, "unit": "rem"}"##)).get()
        #expect(rem.points() == 24)
        #expect(rem.points(remBase: 10) == 15)
        #expect(try G8TokenValues.dimension(.string("0.5rem")).get() == 8)
        #expect(try G8TokenValues.dimension(.string("0.5rem"), remBase: 20).get() == 10)
        #expect(try G8TokenValues.dimension(.string("12px")).get() == 12)
        #expect(try G8TokenValues.dimension(.number(3)).get() == 3)
        #expect(try G8TokenValues.dimension(.string("2")).get() == 2)  // Tokens Studio
        #expect(try Dimension.decode(json(##"{"value": 0, "unit": ""}"##)).get() == Dimension(value: 0, unit: .px))
        #expect(try Dimension.decode(.string("0.05em")).get().points(emBase: 20) == 1)
        #expect(problem(Dimension.decode(json(##"{"value": 2, "unit": "vw"}"##)))
            == "unit expects one of \"px\", \"rem\", \"em\", \"dp\", got \"vw\"")
        #expect(problem(Dimension.decode(json(##"{"value": 2, "unit": "pxx"}"##)))
            == "unit expects one of \"px\", \"rem\", \"em\", \"dp\", got \"pxx\"; did you mean \"px\"?")
        #expect(problem(Dimension.decode(json(##"{"value": "2", "unit": "px"}"##))) == "value expects a number, got \"2\"")
        #expect(problem(Dimension.decode(json(##"{"value": 2}"##))) == "unit expects one of \"px\", \"rem\", \"em\", \"dp\", got nothing")
        #expect(problem(Dimension.decode(json(##"{"value": 2, "unit": "px", "units": "px"}"##)))
            == "expects only the members \"value\" and \"unit\", got the member \"units\"; did you mean \"unit\"?")
        #expect(problem(Dimension.decode(.string("wide"))) == "expects a dimension such as {\"value\": 4, \"unit\": \"px\"}, got \"wide\"")
    }

    @Test("Durations in seconds: the object form and the older strings")
    func durations() throws {
        #expect(try G8TokenValues.duration(json(##"{"value": 200, "unit": "ms"}"##)).get() == 0.2)
        #expect(try G8TokenValues.duration(json(##"{"value": 1.5, "unit": "s"}"##)).get() == 1.5)
        #expect(try G8TokenValues.duration(.string("200ms")).get() == 0.2)
        #expect(try G8TokenValues.duration(.string("0.3s")).get() == 0.3)
        #expect(problem(G8TokenValues.duration(json(##"{"value": 200, "unit": "sec"}"##)))
            == "unit expects one of \"ms\", \"s\", got \"sec\"")
        #expect(problem(G8TokenValues.duration(json(##"{"value": -1, "unit": "s"}"##))) == "value expects a duration of 0 or more, got -1")
    }

    @Test("Font weights follow the format's table; families are a name or a list")
    func weightsAndFamilies() throws {
        #expect(try G8TokenValues.fontWeight(.number(700)).get() == .bold)
        #expect(try G8TokenValues.fontWeight(.number(650)).get() == .semibold)
        #expect(try G8TokenValues.fontWeight(.string("semi-bold")).get() == .semibold)
        #expect(try G8TokenValues.fontWeight(.string("Semi Bold")).get() == .semibold)
        #expect(try G8TokenValues.fontWeight(.string("thin")).get() == .ultraLight)
        #expect(try G8TokenValues.fontWeight(.string("heavy")).get() == .black)
        #expect(try G8TokenValues.fontWeight(.string("extra-black")).get() == .black)
        #expect(problem(G8TokenValues.fontWeight(.string("boldd")))
            == "expects a weight from 1 to 1000 or a name such as \"bold\", got \"boldd\"; did you mean \"bold\"?")
        #expect(problem(G8TokenValues.fontWeight(.number(1200))) == "expects a weight from 1 to 1000 or a name such as \"bold\", got 1200")
        #expect(try G8TokenValues.fontFamily(json(##"["Inter", "sans-serif"]"##)).get() == ["Inter", "sans-serif"])
        #expect(problem(G8TokenValues.fontFamily(json(##"["Inter", 3]"##))) == "[1] expects a family name, got 3")
    }

    @Test("Cubic Béziers: four numbers, x from 0 to 1")
    func cubicBezier() throws {
        #expect(try CubicBezier.decode(json("[0.5, 0, 1, 1]")).get() == CubicBezier(p1x: 0.5, p1y: 0, p2x: 1, p2y: 1))
        #expect(try CubicBezier.decode(json("[0.3, -0.5, 0.7, 1.5]")).get().p1y == -0.5)
        #expect(problem(CubicBezier.decode(json("[0.5, 0, 1.5, 1]"))) == "[2] expects a number from 0 to 1, got 1.5")
        #expect(problem(CubicBezier.decode(json("[0.5, 0, 1]"))) == "expects 4 numbers [P1x, P1y, P2x, P2y], got 3")
    }

    @Test("Stroke styles: a keyword or dashes with a line cap")
    func strokeStyle() throws {
        #expect(try StrokeStyle.decode(.string("dotted")).get() == .keyword(.dotted))
        #expect(try StrokeStyle.decode(json(##"{"dashArray": [{"value": 0.5, "unit": "rem"}, "2px"], "lineCap": "round"}"##)).get()
            == .dashes([8, 2], lineCap: .round))
        #expect(problem(StrokeStyle.decode(.string("dashd")))
            == "expects one of \"solid\", \"dashed\", \"dotted\", \"double\", \"groove\", \"ridge\", \"outset\", \"inset\", got \"dashd\"; did you mean \"dashed\"?")
        #expect(problem(StrokeStyle.decode(json(##"{"dashArray": ["2px", "x"], "lineCap": "round"}"##)))
            == "dashArray[1] expects a dimension such as {\"value\": 4, \"unit\": \"px\"}, got \"x\"")
        #expect(problem(StrokeStyle.decode(json(##"{"dashArray": ["2px"], "lineCap": "flat"}"##)))
            == "lineCap expects one of \"round\", \"butt\", \"square\", got \"flat\"")
    }

    @Test("Borders: color, width and style, each named when wrong")
    func border() throws {
        let border = try Border.decode(json(###"""
            {"color": {"colorSpace": "srgb", "components": [0, 0.5, 1]}, "width": {"value": 2, "unit": "px"}, "style": "dashed"}
            """###)).get()
        #expect(border == Border(color: Color(red: 0, green: 0.5, blue: 1), width: 2, style: .keyword(.dashed)))
        #expect(problem(Border.decode(json(##"{"color": "#000", "width": "thick", "style": "solid"}"##)))
            == "width expects a dimension such as {\"value\": 4, \"unit\": \"px\"}, got \"thick\"")
        #expect(problem(Border.decode(json(##"{"color": {"colorSpace": "srgb", "components": [0, "x", 1]}, "width": 1, "style": "solid"}"##)))
            == "color.components[1] expects a number or \"none\", got \"x\"")
        #expect(problem(Border.decode(json(##"{"color": "#000", "width": 1}"##))) == "style expects a stroke style, got nothing")
    }

    @Test("Shadows: one or a list, inset, CSS colors, problems named by item and member")
    func shadow() throws {
        let one = try Shadow.decode(json(###"""
            {"color": "rgba(0, 0, 0, 0.2)", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0.25, "unit": "rem"},
             "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}
            """###)).get()
        #expect(one == Shadow(color: Color(white: 0, alpha: 0.2), offsetX: 0, offsetY: 4, blur: 8, spread: 0))
        let list = try Shadow.decodeList(json(###"""
            [{"color": "#000000", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0, "inset": true},
             {"color": "#000000", "offsetX": 0, "offsetY": 4, "blur": 8, "spread": 1}]
            """###)).get()
        #expect(list.map(\.inset) == [true, false])
        #expect(list[1].spread == 1)
        #expect(problem(Shadow.decodeList(json(###"""
            [{"color": "#000000", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0},
             {"color": "#000000", "offsetX": 0, "offsetY": 4, "blur": "soft", "spread": 1}]
            """###))) == "[1].blur expects a dimension such as {\"value\": 4, \"unit\": \"px\"}, got \"soft\"")
        #expect(problem(Shadow.decode(json(##"{"color": "#000000", "offsetX": 0, "offsetY": 1, "blur": 2, "spred": 0}"##)))
            == "expects only the members \"color\", \"offsetX\", \"offsetY\", \"blur\", \"spread\" and \"inset\", got the member \"spred\"; did you mean \"spread\"?")
        #expect(problem(Shadow.decode(json(##"{"color": "#000000", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0, "inset": "yes"}"##)))
            == "inset expects true or false, got \"yes\"")
        let problemInside = Shadow.decodeList(json(##"[{"color": "#00000", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0}]"##))
            .mapError { $0.inside("shadow") }
        #expect(problem(problemInside) == "shadow[0].color expects a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\", got \"#00000\"")
    }

    @Test("Transitions: durations and a timing curve")
    func transition() throws {
        let transition = try Transition.decode(json(###"""
            {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}
            """###)).get()
        #expect(transition == Transition(duration: 0.2, delay: 0, timingFunction: CubicBezier(p1x: 0.5, p1y: 0, p2x: 1, p2y: 1)))
        #expect(problem(Transition.decode(json(##"{"duration": "200ms", "delay": "0ms", "timingFunction": [2, 0, 1, 1]}"##)))
            == "timingFunction[0] expects a number from 0 to 1, got 2")
    }

    @Test("Gradients: stops with positions clamped to 0…1")
    func gradient() throws {
        let gradient = try Gradient.decode(json(###"""
            [{"color": "#FFFFFF", "position": -0.5}, {"color": "oklch(0.5 0 0)", "position": 0.5}, {"color": "#000000", "position": 1.5}]
            """###)).get()
        #expect(gradient.stops.map(\.position) == [0, 0.5, 1])
        #expect(gradient.stops.first?.color == .white)
        #expect(problem(Gradient.decode(json(##"[{"color": "#FFFFFF", "position": "end"}]"##))) == "[0].position expects a number, got \"end\"")
        #expect(problem(Gradient.decode(json("[]"))) == "expects a list of stops {\"color\", \"position\"}, got an array")
    }

    @Test("Typography: the format's members and G8's, named when wrong")
    func typography() throws {
        let carbon = try Typography.decode(json(###"""
            {"fontFamily": ["system-ui", "sans-serif"], "fontSize": {"value": 0.875, "unit": "rem"}, "fontWeight": 400,
             "letterSpacing": "0.16px", "lineHeight": 1.42857}
            """###)).get()
        #expect(carbon == Typography(font: Font(name: "system-ui", size: 14, weight: .regular), lineHeight: 1.42857, letterSpacing: 0.16))
        let spectrum = try Typography.decode(json(###"""
            {"fontFamily": "Adobe Clean", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": "bold",
             "letterSpacing": {"value": 0.05, "unit": "em"}, "lineHeight": "150%", "fontStyle": "italic"}
            """###)).get()
        #expect(spectrum == Typography(font: Font(name: "Adobe Clean", size: 20, weight: .bold, italic: true), lineHeight: 1.5, letterSpacing: 1))
        let old = try Typography.decode(json(##"{"family": "Inter", "size": 16, "weight": "medium"}"##)).get()
        #expect(old == Typography(font: Font(name: "Inter", size: 16, weight: .medium)))
        #expect(try Typography.decode(json(##"{"fontSize": 10, "lineHeight": "15px"}"##)).get().lineHeight == 1.5)
        #expect(problem(Typography.decode(json(##"{"fontFamily": "Inter", "fontSize": 16, "lineHeight": "banana"}"##)))
            == "lineHeight expects a number, got \"banana\"")
        #expect(problem(Typography.decode(json(##"{"fontFamily": "Inter", "fontSize": 16, "fontWeight": "bolt"}"##)))
            == "fontWeight expects a weight from 1 to 1000 or a name such as \"bold\", got \"bolt\"; did you mean \"bold\"?")
        #expect(problem(Typography.decode(json(##"{"fontFamily": "Inter"}"##))) == "fontSize expects a dimension, got nothing")
        #expect(try Typography.decode(json(##"{"fontFamily": "Inter", "fontSize": {"value": 0, "unit": "px"}}"##)).get().font.pointSize == 0)
        #expect(problem(Typography.decode(json(##"{"fontFamily": "Inter", "fontSize": {"value": -2, "unit": "px"}}"##)))
            == "fontSize expects a size of 0 or more, got -2 points")
        #expect(problem(Typography.decode(json(##"{"fontFamily": "Inter", "fontSize": 16, "lineHight": 1}"##)))?
            .hasSuffix("got the member \"lineHight\"; did you mean \"lineHeight\"?") == true)
    }

    @Test("The checks by type name give the member-level problem a token reader reports")
    func checksByTypeName() {
        #expect(G8TokenValues.checks.keys.sorted() == [
            "border", "color", "cubicBezier", "dimension", "duration", "fontFamily", "fontWeight", "gradient", "number",
            "shadow", "strokeStyle", "transition", "typography",
        ])
        let banana = json(##"{"fontFamily": "Inter", "fontSize": 16, "lineHeight": "banana"}"##)
        #expect(G8TokenValues.checks["typography"]?(banana)?.inside("typography").description
            == "typography.lineHeight expects a number, got \"banana\"")
        #expect(G8TokenValues.checks["color"]?(.string("oklch(0.5 0.1 20)")) == nil)
    }
}
