import Foundation
import Testing
import G8Widgets

/// A switch A → B leaves every property of every model widget as a fresh application of B
/// would, for each property in turn (each state of a state property too): A sets it to one
/// value, B to another or not at all. Composites (a layer's shadow and border, which set
/// several properties and read back black for a color that is nil) and bounds (a slider's
/// minimum and maximum, which move each other and clamp its value) put back what they changed
/// besides their own value.
@Suite("The theme manager puts back every property")
struct ThemeManagerEveryPropertyTests {
    static let engine: G8 = {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        return g8
    }()

    static let widgets: [(name: String, make: @Sendable () -> AnyObject)] = [
        ("View", { View() }), ("Layer", { Layer() }), ("Label", { Label() }), ("Button", { Button() }),
        ("TextField", { TextField() }), ("TextView", { TextView() }), ("Switch", { Switch() }), ("Slider", { Slider() }),
        ("SegmentedControl", { SegmentedControl(items: ["a", "b", "c"]) }), ("ImageView", { ImageView() }),
        ("NavigationBar", { NavigationBar() }), ("StackView", { StackView() }), ("ViewController", { ViewController() }),
        ("Window", { Window() }), ("Control", { Control() }),
    ]

    /// Values of every kind a model widget's property takes, as JSON: each key takes the first
    /// two that it accepts and that leave the widget unlike a fresh one and unlike each other.
    static let candidates: [String] = {
        var values = [
            "0.25", "0.75", "2", "3", "-2", "true", "false", ##""#FF0000""##, ##""#00FF00""##,
            ##"{"family": "Serif", "size": 20}"##, ##"{"size": 30, "weight": "bold"}"##,
            ##"{"color": "#FF0000", "offsetX": 1, "offsetY": 2, "blur": 4, "spread": 0}"##,
            ##"{"color": "#00FF0080", "offsetX": 3, "offsetY": 0, "blur": 2, "spread": 0}"##,
            ##"{"color": "#FF0000", "offsetX": "1px", "offsetY": "2px", "blur": "4px", "spread": "0px"}"##,
            ##"{"color": "#00FF0080", "offsetX": "3px", "offsetY": "0px", "blur": "2px", "spread": "0px"}"##,
            ##"{"color": "#FF0000", "width": 2, "style": "solid"}"##, ##"{"color": "#00FF00", "width": 3, "style": "dashed"}"##,
            ##"{"width": 10, "height": 20}"##, ##"{"width": 30, "height": 5}"##,
            ##"{"top": 1, "left": 2, "bottom": 3, "right": 4}"##, ##"{"top": 5, "left": 6, "bottom": 7, "right": 8}"##,
            ##"{"x": 1, "y": 2, "width": 30, "height": 40}"##, ##"{"x": 5, "y": 6, "width": 70, "height": 80}"##,
            ##"{"fontFamily": "Serif", "fontSize": 20, "lineHeight": 1.5, "letterSpacing": 1}"##,
            ##"{"fontFamily": "Sans", "fontSize": 12, "lineHeight": 2, "letterSpacing": 0.5}"##,
            ##""alpha""##, ##""beta""##, ##""star""##, ##""heart""##, "[\"x\", \"y\"]", "null",
        ]
        let names: [[String]] = [
            ContentMode.allCases.map(\.rawValue), StackAlignment.allCases.map(\.rawValue), TextAlignment.allCases.map(\.rawValue),
            BorderStyle.allCases.map(\.rawValue), LineBreakMode.allCases.map(\.rawValue), Axis.allCases.map(\.rawValue),
            StackDistribution.allCases.map(\.rawValue),
        ]
        for cases in names { values += cases.suffix(2).map { "\"\($0)\"" } }
        return values
    }()

    /// The keys of every property of `object`, each state of a state property too.
    static func keys(of object: AnyObject) -> [String] {
        engine.propertyNames(for: object).flatMap { name -> [String] in
            let states = engine.registry.propertiesByName[name]?.first?.modifierNames ?? []
            return [name] + states.map { "\(name):\($0)" }
        }
    }

    static func style(_ key: String, _ json: String?) -> String {
        let member = json.map { "\"\(key)\": \($0)" } ?? ""
        return "{\"styles\": {\"w\": {\(member)}}}"
    }

    static func theme(_ key: String, _ json: String?) -> G8Theme? {
        try? G8Theme(json: Data(style(key, json).utf8), engine: engine)
    }

    /// The first two candidates `key` takes on a fresh widget that leave it unlike each other,
    /// one of them at least unlike a fresh one (a flag has one value besides its default).
    static func values(for key: String, make: () -> AnyObject) -> [String] {
        let fresh = engine.dump(make())
        var chosen: [String] = [], dumps: [String] = []
        for candidate in candidates where chosen.count < 2 {
            guard let theme = theme(key, candidate), theme.warnings.isEmpty, let style = try? theme.style(named: "w") else { continue }
            let object = make()
            guard engine.applyStyle(style, to: object).diagnostics.isEmpty else { continue }
            let dump = engine.dump(object)
            guard !dumps.contains(dump) else { continue }
            chosen.append(candidate)
            dumps.append(dump)
        }
        return dumps.contains { $0 != fresh } ? chosen : []
    }

    @Test func aSwitchToAStyleThatSetsAnotherValueOrNoneEndsAsAFreshApplication() throws {
        var uncovered: [String] = [], differences: [String] = []
        var checked = 0
        for widget in ThemeManagerEveryPropertyTests.widgets {
            for key in ThemeManagerEveryPropertyTests.keys(of: widget.make()) {
                let values = ThemeManagerEveryPropertyTests.values(for: key, make: widget.make)
                // A state the property of this class does not take (the name's first
                // declaration, read for its states, may be another class's).
                if values.isEmpty && key.contains(":") { continue }
                guard values.count == 2 else {
                    uncovered.append("\(widget.name).\(key)")
                    continue
                }
                for (first, second) in [(values[0], values[1]), (values[1], values[0]), (values[0], nil), (values[1], nil)] {
                    guard let a = ThemeManagerEveryPropertyTests.theme(key, first),
                        let b = ThemeManagerEveryPropertyTests.theme(key, second)
                    else {
                        differences.append("\(widget.name).\(key): a theme does not load")
                        continue
                    }
                    let managed = widget.make(), fresh = widget.make()
                    let manager = G8ThemeManager(engine: ThemeManagerEveryPropertyTests.engine, theme: a)
                    manager.style(managed, with: "w")
                    manager.switchTheme(to: b)
                    ThemeManagerEveryPropertyTests.engine.applyStyle(try b.style(named: "w"), to: fresh)
                    let got = ThemeManagerEveryPropertyTests.engine.dump(managed)
                    let expected = ThemeManagerEveryPropertyTests.engine.dump(fresh)
                    checked += 1
                    if got != expected {
                        differences.append("\(widget.name).\(key) \(first) → \(second ?? "nothing"):\n\(got)\n--- fresh:\n\(expected)")
                    }
                }
            }
        }
        #expect(uncovered == [])
        #expect(differences == [])
        #expect(checked > 400)
    }
}
