import Foundation
import Testing
@testable import G8Core
@testable import G8Themes
@testable import G8Live
import G8Widgets

private final class PlanScreen: ViewController {
    let heading = Label(), action = Button(), card = View()
    var optional: Label? = Label()
    var content: View = View()
}

private final class DeclaredScreen: ViewController, G8OutletDeclaring {
    let heading = Label(), hidden = Label()
    static let g8Outlets = G8Outlets<DeclaredScreen>(["heading": \.heading, "secret": \.hidden])
}

private let style: G8Style = [
    "heading": [G8K.Label.textColor: Color.red, G8K.Label.font: Font.boldSystemFont(ofSize: 20)],
    "action.titleColor:normal:highlighted": Color.blue,
    "card.layer": [G8K.Layer.cornerRadius: 8, G8K.Layer.borderWidth: 1],
    "optional.numberOfLines": 3,
    "content.alpha": 0.5,
]

private func quiet() -> G8 {
    var g8 = G8.standard.withEmptyCaches()
    g8.logHandler = { _ in }
    return g8
}

@Suite("Compiled plans")
struct CompiledPlanTests {
    @Test func aCleanStyleIsCompiledOnceAndReplayedWithTheSameResult() throws {
        let g8 = quiet()
        let first = PlanScreen(), second = PlanScreen(), third = PlanScreen()
        let firstReport = g8.applyStyle(style, to: first)
        // A first application only notes that the style met the class; the second records.
        guard case .seen = g8.registry.plan(for: style, rootType: PlanScreen.self) else {
            Issue.record("a first application was not noted")
            return
        }
        let secondReport = g8.applyStyle(style, to: second)
        guard case .compiled(let plan) = g8.registry.plan(for: style, rootType: PlanScreen.self) else {
            Issue.record("no plan was compiled")
            return
        }
        #expect(plan.setCount == 7)
        let thirdReport = g8.applyStyle(style, to: third)
        #expect(firstReport == secondReport && secondReport == thirdReport && thirdReport.appliedCount == 7)
        #expect(g8.dump(first) == g8.dump(second) && g8.dump(second) == g8.dump(third))
        #expect(third.card.layer.cornerRadius == 8 && third.action.titleColor(for: .highlighted) == .blue)
        let interpreted = PlanScreen()
        var verbose = quiet()
        verbose.logLevel = .verbose
        verbose.applyStyle(style, to: interpreted)
        #expect(g8.dump(interpreted) == g8.dump(third))
    }

    @Test func aNilOutletOnAnotherInstanceFallsBackToTheInterpreterExactly() {
        let g8 = quiet()
        for _ in 0..<2 { g8.applyStyle(style, to: PlanScreen()) }  // records the plan
        let screen = PlanScreen()
        screen.optional = nil
        let report = g8.applyStyle(style, to: screen)
        #expect(report.diagnostics.map(\.description) == ["warning: optional.numberOfLines: PlanScreen.optional is nil"])
        #expect(report.appliedCount == 6)
        #expect(screen.heading.textColor == .red && screen.content.alpha == 0.5)
    }

    @Test func aChildOfAnotherClassFallsBackToTheInterpreter() {
        let g8 = quiet()
        for _ in 0..<2 { g8.applyStyle(style, to: PlanScreen()) }  // records the plan
        let screen = PlanScreen()
        let label = Label()
        screen.content = label
        #expect(g8.applyStyle(style, to: screen).isClean)
        #expect(label.alpha == 0.5)
        let styledLabel: G8Style = ["content.textColor": Color.green]
        for _ in 0..<2 {
            let other = PlanScreen()
            other.content = Label()
            g8.applyStyle(styledLabel, to: other)
        }
        let plain = PlanScreen()
        let report = g8.applyStyle(styledLabel, to: plain)
        #expect(report.diagnostics.map(\.description) == ["warning: content.textColor: View has no property 'textColor'; did you mean 'tintColor'?"])
    }

    @Test func stylesWithDiagnosticsOrClosuresAreInterpretedEveryTime() {
        var g8 = quiet()
        let bad: G8Style = ["heading.textColr": Color.red]
        g8.applyStyle(bad, to: PlanScreen())
        g8.applyStyle(bad, to: PlanScreen())
        guard case .interpreted = g8.registry.plan(for: bad, rootType: PlanScreen.self) else {
            Issue.record("a style with a warning must not be compiled")
            return
        }
        #expect(g8.applyStyle(bad, to: PlanScreen()).warnings.count == 1)
        final class Avatar: View { var badge: Color? }
        g8.add(valueApplier: G8ValueApplier<Avatar> { value, object, key, _ in
            key == "badge" ? G8.applyValue(value, to: object, at: \.badge) : false
        })
        let badge: G8Style = ["badge": Color.red]
        g8.applyStyle(badge, to: Avatar())
        g8.applyStyle(badge, to: Avatar())
        guard case .interpreted = g8.registry.plan(for: badge, rootType: Avatar.self) else {
            Issue.record("a style set by a closure applier must not be compiled")
            return
        }
    }

    @Test func verboseLoggingAlwaysInterpretsSoEveryStepIsLogged() {
        var g8 = quiet()
        for _ in 0..<2 { g8.applyStyle(style, to: PlanScreen()) }  // records the plan
        g8.logLevel = .verbose
        let report = g8.applyStyle(style, to: PlanScreen())
        #expect(report.diagnostics.filter { $0.message.hasPrefix("set ") }.count == 7)
    }

    @Test func addingAnApplierStartsFromNewPlans() {
        var g8 = quiet()
        for _ in 0..<2 { g8.applyStyle(style, to: PlanScreen()) }  // records the plan
        g8.add(valueApplier: G8ValueApplier<Layer>(properties: [
            G8Property("cornerRadius", type: Double.self, get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 * 2 }),
        ]))
        let screen = PlanScreen()
        g8.applyStyle(style, to: screen)
        #expect(screen.card.layer.cornerRadius == 16)
    }

    @Test func declaredOutletsAreFoundWithoutReflectionAndSuggested() {
        let g8 = quiet()
        let screen = DeclaredScreen()
        let report = g8.applyStyle(["secret.textColor": Color.red, "heading.textColor": Color.blue, "secrt.textColor": Color.red], to: screen)
        #expect(screen.hidden.textColor == .red && screen.heading.textColor == .blue)
        #expect(report.diagnostics.map(\.description) == ["warning: secrt.textColor: DeclaredScreen has no child 'secrt'; did you mean 'secret'?"])
    }

    @Test func aChildMadeOnDemandByAProviderLivesThroughTheReplay() {
        // The host makes a new adapter on each lookup, and the adapter a new one for its dot:
        // during a replay, the plan's slot holds the only reference to each while its value is
        // set (AddressSanitizer checks this in CI).
        var g8 = quiet()
        g8.add(valueApplier: G8ValueApplier<BadgeAdapter>(properties: [
            G8Property("color", get: { $0.host.badgeColor }, set: { $0.host.badgeColor = $1 }),
            G8Property("radius", get: { $0.host.badgeRadius }, set: { $0.host.badgeRadius = $1 }),
        ]))
        let adapterStyle: G8Style = ["badge.color": Color.red, "badge.dot.radius": 4]
        let first = AdapterHost(), second = AdapterHost()
        #expect(g8.applyStyle(adapterStyle, to: first).isClean)
        #expect(g8.applyStyle(adapterStyle, to: first).isClean)  // the second application records
        guard case .compiled = g8.registry.plan(for: adapterStyle, rootType: AdapterHost.self) else {
            Issue.record("no plan was compiled")
            return
        }
        let report = g8.applyStyle(adapterStyle, to: second)
        #expect(report.isClean && report.appliedCount == 2)
        #expect(second.badgeColor == .red && second.badgeRadius == 4)
        #expect(first.badgeColor == .red && first.badgeRadius == 4)
    }
}

@Suite("Compiled plans for theme styles")
struct ThemePlanTests {
    @Test func stylesLoadedFromAThemeAreCompiledToo() throws {
        let theme = try G8Theme(json: Data(##"{"styles": {"label": {"textColor": "#FF0000", "layer.cornerRadius": 4}}}"##.utf8))
        let style = try theme.style(named: "label")
        let g8 = quiet()
        g8.applyStyle(style, to: Label())
        g8.applyStyle(style, to: Label())
        guard case .compiled(let plan) = g8.registry.plan(for: style, rootType: Label.self) else {
            Issue.record("a theme style was not compiled: \(String(describing: g8.registry.plan(for: style, rootType: Label.self)))")
            return
        }
        #expect(plan.setCount == 2)
        let label = Label()
        #expect(g8.applyStyle(style, to: label).appliedCount == 2)
        #expect(label.textColor == .red && label.layer.cornerRadius == 4)
    }
}

/// An object whose `badge` child is an adapter made on each lookup, writing through to it.
private final class AdapterHost: G8ChildProviding {
    var badgeColor: Color?
    var badgeRadius: Double = 0

    func g8Child(named name: String) -> G8ChildLookup {
        name == "badge" ? .object(BadgeAdapter(host: self)) : .notFound
    }
    var g8ChildNames: [String] { ["badge"] }
}

/// Made on demand; its `dot` is another adapter made on demand.
private final class BadgeAdapter: G8ChildProviding {
    unowned let host: AdapterHost

    init(host: AdapterHost) { self.host = host }

    func g8Child(named name: String) -> G8ChildLookup {
        name == "dot" ? .object(BadgeAdapter(host: host)) : .notFound
    }
    var g8ChildNames: [String] { ["dot"] }
}