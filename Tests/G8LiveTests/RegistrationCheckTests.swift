import Foundation
import G8Widgets
import Synchronization
import Testing

/// Registrations are checked when they are made: an appearance style is validated against
/// its class and its later diagnostics say they came from it; the theme manager does not
/// register an object under a style its theme does not have.
@Suite("Registrations checked when made")
struct RegistrationCheckTests {
    final class Lines: Sendable {
        private let storage = Mutex<[String]>([])
        func append(_ diagnostic: G8Diagnostic) { storage.withLock { $0.append(diagnostic.description) } }
        var all: [String] { storage.withLock { $0 } }
    }

    final class Card: View {}

    func engine(logging lines: Lines) -> G8 {
        var g8 = G8.standard
        g8.logHandler = { lines.append($0) }
        return g8
    }

    @Test func anAppearanceStyleIsValidatedAtRegistrationAndTagged() {
        let lines = Lines()
        let appearance = G8Appearance(engine: engine(logging: lines))
        let report = appearance.register(["textColr": "#FF0000", "font": 3], for: Label.self, whenContainedIn: [Card.self])
        #expect(report.diagnostics.map(\.description) == [
            "warning: appearance(Label in Card).textColr: Label has no property 'textColr'; did you mean 'textColor'?",
            "error: appearance(Label in Card).font: Label.font expects Font, got Int",
        ])
        #expect(lines.all == report.diagnostics.map(\.description))
        // Not registered: a label in a card keeps its look.
        let card = Card(), label = Label()
        card.addSubview(label)
        #expect(appearance.apply(to: label).diagnostics.isEmpty)
        #expect(label.textColor == .black)
    }

    @Test func anAppearancesLaterWarningsSayWhereTheyCameFrom() {
        let lines = Lines()
        let appearance = G8Appearance(engine: engine(logging: lines))
        let registered = appearance.register(["textColor": "#FF0000", "titleLabel.textColor": "#00FF00"], for: View.self)
        // A View has neither: warnings, and the style is registered.
        #expect(registered.warnings.count == 2)
        let report = appearance.apply(to: Label())
        #expect(report.diagnostics.map(\.description) == [
            "warning: appearance(View).titleLabel.textColor: Label has no child 'titleLabel'",
        ])
        #expect(lines.all.last == "warning: appearance(View).titleLabel.textColor: Label has no child 'titleLabel'")
    }

    @Test func anUnknownStyleIsReportedOnceAndTheObjectIsNotRegistered() throws {
        let lines = Lines()
        let theme = try G8Theme(json: Data(##"{"styles": {"label": {"textColor": "#FF0000"}}}"##.utf8))
        let manager = G8ThemeManager(engine: engine(logging: lines), theme: theme)
        let label = Label()
        let report = manager.style(label, with: "lable")
        #expect(report.diagnostics.map(\.description) == [
            "error: Label[lable]: unknown style 'lable'; did you mean 'label'?",
        ])
        #expect(manager.registeredCount == 0)
        #expect(manager.switchTheme(to: theme).diagnostics.isEmpty)
        #expect(lines.all.count == 1)
        #expect(label.textColor == .black)
    }

    /// A lookup throws, a registration reports; both say the same thing, under the same code.
    @Test func anUnknownStyleIsTheSameDiagnosticToALookupAndToARegistration() throws {
        let theme = try G8Theme(json: Data(##"{"styles": {"title": {"textColor": "#FF0000"}, "body": {}}}"##.utf8))
        let thrown = #expect(throws: G8ThemeError.self) { try theme.style(named: "titel") }
        #expect(thrown?.description == "error: unknown style 'titel'; did you mean 'title'?")
        let manager = G8ThemeManager(engine: engine(logging: Lines()), theme: theme)
        let reported = manager.style(Label(), with: "titel")
        #expect(reported.diagnostics.map(\.description) == ["error: Label[titel]: unknown style 'titel'; did you mean 'title'?"])

        let lookup = try #require(thrown?.diagnostics.first)
        let registration = try #require(reported.diagnostics.first)
        #expect(lookup.message == registration.message)
        #expect([lookup.code, registration.code] == [.unknownStyle, .unknownStyle])
        #expect(registration.level == .error)
        // With no name near, neither suggests one.
        let far = #expect(throws: G8ThemeError.self) { try theme.style(named: "zzz") }
        #expect(far?.description == "error: unknown style 'zzz'")
        #expect(manager.style(Label(), with: "zzz").diagnostics.map(\.description) == ["error: Label[zzz]: unknown style 'zzz'"])
    }
}
