@testable import G8Core
@testable import G8Themes
@testable import G8Live
import Testing
import G8Widgets

private final class Palette: Sendable {
    let accent = G8Locked(Color.blue)
}
private let palette = Palette()

extension G8Decorator where View == Label {
    static let headline = G8Decorator { $0.font = .boldSystemFont(ofSize: 22) }
    static let multiline = G8Decorator { $0.numberOfLines = 0 }
    static let accent = G8Decorator { $0.textColor = palette.accent.withLock { $0 } }
    static func alignment(_ alignment: TextAlignment) -> G8Decorator { G8Decorator { $0.textAlignment = alignment } }
}

@Suite("Decorators")
struct DecoratorTests {
    @Test func decoratorsChainWhereTheWidgetIsMade() {
        let title = Label().decorated(with: .headline).decorated(with: .multiline).decorated(with: .alignment(.center))
        #expect(title.font == .boldSystemFont(ofSize: 22) && title.numberOfLines == 0 && title.textAlignment == .center)
        #expect(title.decoratorCount == 3)
    }

    @Test func redecorateRunsTheDecoratorsAgainInOrder() {
        palette.accent.withLock { $0 = .blue }
        let label = Label().decorated(with: .accent).decorated(with: .headline)
        #expect(label.textColor == .blue)
        palette.accent.withLock { $0 = .orange }  // e.g. a theme switch
        label.redecorate()
        #expect(label.textColor == .orange)
        label.removeDecorators()
        palette.accent.withLock { $0 = .blue }
        label.redecorate()
        #expect(label.textColor == .orange)
    }

    @Test func aCombinedDecoratorRunsItsPartsInOrder() {
        let title = Label().decorated(with: G8Decorator([.headline, .alignment(.right)]))
        #expect(title.font == .boldSystemFont(ofSize: 22) && title.textAlignment == .right)
    }

    @Test func decoratorsWorkAsStyleValuesAndAreRemembered() {
        final class Screen: ViewController { let heading = Label(), action = Button() }
        var g8 = G8.standard
        g8.logHandler = { _ in }
        g8.logLevel = .verbose
        let screen = Screen()
        let report = g8.applyStyle([
            "heading": G8Decorator<Label>.headline,
            "action": G8Decorator<Label>.multiline,
        ], to: screen)
        #expect(screen.heading.font == .boldSystemFont(ofSize: 22))
        #expect(screen.heading.decoratorCount == 1 && screen.action.decoratorCount == 0)
        #expect(report.diagnostics.map(\.description).filter { !$0.hasPrefix("verbose: applying") && !$0.contains("found") } == [
            "verbose: heading: decorated Screen.heading with a Label decorator",
            "error: action: Screen.action is a Button, but the decorator styles Label",
        ])
    }
}
