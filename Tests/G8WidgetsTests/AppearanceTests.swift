import Testing
import G8Widgets

private let silent: G8 = {
    var g8 = G8.standard
    g8.logHandler = { _ in }
    return g8
}()

private final class Card: View {}
private final class Badge: Label {}

@Suite("Appearance defaults")
struct AppearanceTests {
    @Test func aClassStyleAppliesToInstancesAndSubclassesEnteringAWindow() {
        let appearance = G8Appearance(engine: silent)
        appearance.register([G8K.Label.textColor: Color.gray], for: Label.self)
        let window = Window()
        appearance.attach(to: window)
        let label = Label(), badge = Badge(), view = View()
        let container = View()
        container.addSubview(label)
        container.addSubview(badge)
        container.addSubview(view)
        #expect(label.textColor == .black)  // not yet in a window
        window.addSubview(container)
        #expect(label.textColor == .gray && badge.textColor == .gray)
    }

    @Test func containmentScopesAStyleAndTheMoreSpecificWins() {
        let appearance = G8Appearance(engine: silent)
        appearance.register([G8K.Label.textColor: Color.gray, G8K.Label.numberOfLines: 2], for: Label.self)
        appearance.register([G8K.Label.textColor: Color.white], for: Label.self, whenContainedIn: [Card.self])
        appearance.register([G8K.Label.textColor: Color.red], for: Badge.self)
        appearance.register([G8K.Label.textColor: Color.blue], for: Label.self, whenContainedIn: [Window.self, Card.self])
        let window = Window()
        appearance.attach(to: window)
        let card = Card(), inCard = Label(), outside = Label(), badge = Badge(), nested = View(), deep = Label()
        card.addSubview(nested)
        nested.addSubview(deep)
        card.addSubview(inCard)
        window.addSubview(outside)
        window.addSubview(badge)
        window.addSubview(card)
        #expect(outside.textColor == .gray)
        #expect(badge.textColor == .red)  // the subclass registration is more specific
        #expect(inCard.textColor == .blue && deep.textColor == .blue)  // the longer chain wins
        #expect(inCard.numberOfLines == 2)
    }

    @Test func explicitStylesAndAssignmentsAfterwardsWinEvenOnRefresh() {
        let appearance = G8Appearance(engine: silent)
        appearance.register([G8K.Label.textColor: Color.gray, G8K.Label.numberOfLines: 3], for: Label.self)
        let window = Window()
        appearance.attach(to: window)
        let styled = Label(), assigned = Label(), untouched = Label()
        [styled, assigned, untouched].forEach(window.addSubview)
        silent.applyStyle([G8K.Label.textColor: Color.red], to: styled)
        assigned.textColor = .green
        appearance.register([G8K.Label.textColor: Color.purple], for: Label.self)
        appearance.refresh(window)
        #expect(styled.textColor == .red && assigned.textColor == .green)
        #expect(untouched.textColor == .purple)
        #expect(styled.numberOfLines == 3 && assigned.numberOfLines == 3)
    }

    @Test func refreshRestylesViewsAlreadyInTheWindowAndUndoesDroppedDefaults() {
        let appearance = G8Appearance(engine: silent)
        let window = Window()
        let label = Label()
        window.addSubview(label)
        appearance.attach(to: window)
        appearance.register([G8K.Label.textColor: Color.gray], for: Label.self)
        #expect(label.textColor == .black)  // UIAppearance would never restyle it
        appearance.refresh(window)
        #expect(label.textColor == .gray)
    }

    @Test func perStateValuesWorkInAppearanceStyles() {
        let appearance = G8Appearance(engine: silent)
        appearance.register([G8K.Button.titleColor.highlighted: Color.red, "titleColor:disabled": Color.gray], for: Button.self)
        let window = Window()
        appearance.attach(to: window)
        let button = Button(title: "Go")
        window.addSubview(button)
        #expect(button.titleColor(for: .highlighted) == .red && button.titleColor(for: .disabled) == .gray)
        button.isHighlighted = true
        #expect(button.titleLabel.textColor == .red)
    }

    @Test func aWindowStyleReachesRootControllersViews() {
        let appearance = G8Appearance(engine: silent)
        appearance.register([G8K.View.backgroundColor: Color.lightGray], for: View.self, whenContainedIn: [Window.self])
        let window = Window()
        appearance.attach(to: window)
        let controller = ViewController()
        window.rootViewController = controller
        #expect(controller.view.backgroundColor == .lightGray)
        #expect(window.backgroundColor == nil)
    }
}
