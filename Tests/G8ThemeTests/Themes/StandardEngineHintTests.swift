import Foundation
import G8Widgets
import Testing

/// A widget of the app's own, whose applier `G8.standard` does not have.
final class Badge: View {
    var badgeColor: Color?
}

/// A theme loaded without an engine is checked against `G8.standard`: the warning about a
/// property only a widget of the app's own declares says to pass the engine.
@Suite("Themes loaded without an engine")
struct StandardEngineHintTests {
    /// Made anew for each test: a `static let` Data would outlive the run, which LeakSanitizer reports.
    static var json: Data { Data(##"{"styles": {"inbox": {"badge.badgeColor": "#FF0000"}}}"##.utf8) }

    static var engine: G8 {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        g8.add(valueApplier: G8ValueApplier<Badge>(properties: [G8Property("badgeColor", \.badgeColor)]))
        return g8
    }

    @Test func theWarningSaysToPassTheEngine() throws {
        let loaded = try G8Theme(json: Self.json, file: "theme.json")
        #expect(loaded.warnings.map(\.description) == [
            "theme.json:1:23: warning: styles.inbox.badge.badgeColor: no applier declares a property 'badgeColor'; "
                + "G8.standard checked this theme; if a widget of your own has 'badgeColor', pass the engine that has its applier: "
                + "G8Theme(json:file:engine:)",
        ])
    }

    @Test func fromAFileItNamesTheFileInitializer() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("g8-hint-\(UUID().uuidString).json")
        try Self.json.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let loaded = try G8Theme(contentsOf: url)
        #expect(loaded.warnings.map(\.message) == [
            "no applier declares a property 'badgeColor'; G8.standard checked this theme; if a widget of your own has "
                + "'badgeColor', pass the engine that has its applier: G8Theme(contentsOf:engine:)",
        ])
        #expect(try G8Theme(contentsOf: url, engine: Self.engine).warnings.isEmpty)
    }

    @Test func withAnEngineTheWarningIsThePlainOne() throws {
        let loaded = try G8Theme(json: Data(##"{"styles": {"s": {"badgeColour": "#FF0000"}}}"##.utf8), file: "t.json", engine: Self.engine)
        #expect(loaded.warnings.map(\.description)
            == ["t.json:1:19: warning: styles.s.badgeColour: no applier declares a property 'badgeColour'; did you mean 'badgeColor'?"])
    }
}
