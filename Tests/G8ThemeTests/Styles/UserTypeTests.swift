import Foundation
import Testing
import G8Widgets

/// A value type of the user's, read from theme JSON.
struct Gradient: G8Value, G8ValueConvertible, Equatable {
    var from: Color
    var to: Color
    static func g8Convert(from value: any G8Value) -> Gradient? {
        guard let json = value as? G8JSON,
            let from = json["from"]?.stringValue.flatMap(Color.init(hex:)),
            let to = json["to"]?.stringValue.flatMap(Color.init(hex:))
        else { return nil }
        return Gradient(from: from, to: to)
    }
}

final class GradientView: View {
    var gradient: Gradient?
}

@Suite("User types in themes")
struct UserTypeTests {
    static var engine: G8 {
        var g8 = quiet
        g8.add(valueApplier: G8ValueApplier<GradientView>(properties: [G8Property("gradient", \.gradient)]))
        g8.add(tokenType: G8TokenType("gradient", expected: "{\"from\": color, \"to\": color}") {
            Gradient.g8Convert(from: $0) != nil
        })
        return g8
    }

    @Test func aUserTypeLoadsFromTokensAndStyles() throws {
        let loaded = try G8Theme(json: Data(##"""
            {"tokens": {"fill": {"$type": "gradient", "hero": {"$value": {"from": "#FF0000", "to": "#0000FF"}}}},
             "styles": {"hero": {"gradient": "{fill.hero}"}}}
            """##.utf8), file: "theme.json", engine: UserTypeTests.engine)
        let view = GradientView()
        let report = UserTypeTests.engine.applyStyle(try loaded.style(named: "hero"), to: view)
        #expect(report.isClean)
        #expect(view.gradient == Gradient(from: .red, to: .blue))
    }

    @Test func aBadValueOfAUserTypeIsRefusedAtLoad() {
        do {
            _ = try G8Theme(json: Data(#"{"styles": {"hero": {"gradient": {"from": "red"}}}}"#.utf8),
                            file: "theme.json", engine: UserTypeTests.engine)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "theme.json:1:34: error: styles.hero.gradient: 'gradient' expects Gradient, got an object")
        }
        do {
            _ = try G8Theme(json: Data(#"{"tokens": {"g": {"$type": "gradient", "$value": 3}}}"#.utf8),
                            file: "theme.json", engine: UserTypeTests.engine)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "theme.json:1:50: error: tokens.g: $type 'gradient' expects {\"from\": color, \"to\": color}, got 3")
        }
    }
}
