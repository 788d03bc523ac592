import Foundation
import G8TestSupport
import G8Widgets
import Testing
import G8Preview

/// The rule a CI lint rests on: a theme that loads clean (no error, no warning) reports no
/// error or warning when any of its styles is applied, in any mode, to a screen whose outlets
/// exist. Each style gets such a screen, made from what the style names: a child for each
/// nested style and keypath, of a built-in widget class that has every property the style
/// sets on it.
@Suite("Themes that load clean apply clean")
struct ThemeApplyRuleTests {
    static let root = Repository.root

    /// Every theme file of the repository: the demo themes, the examples' resources, the
    /// tests' fixtures and the fuzz corpus seeds.
    static var themeFiles: [URL] {
        let folders = ["Examples", "Tests", "Fuzz/Corpus/theme"]
        var files: [URL] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "json", !url.path.contains("/Golden/") { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    var engine: G8 {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        return g8
    }

    @Test func everyStyleOfEveryCleanThemeAppliesWithoutAnError() throws {
        var clean: [String] = [], unclean: [String] = [], applied = 0
        var failures: [String] = []
        for url in ThemeApplyRuleTests.themeFiles {
            let name = String(url.path.dropFirst(ThemeApplyRuleTests.root.path.count + 1))
            let data = try Data(contentsOf: url)
            guard G8Theme.lint(json: data, file: name, engine: engine).isEmpty else {
                unclean.append(name)
                continue
            }
            clean.append(name)
            let theme = try G8Theme(json: data, file: name, engine: engine)
            for mode in [nil] + theme.modes.map(Optional.some) {
                let modal = try theme.resolved(mode: mode)
                for styleName in modal.styleNames {
                    let style = try modal.style(named: styleName)
                    guard let screen = OutletScreen.make(for: style, engine: engine) else {
                        failures.append("\(name) \(styleName): no screen has the outlets it names")
                        continue
                    }
                    let report = engine.applyStyle(style, to: screen)
                    applied += 1
                    for diagnostic in report.diagnostics where diagnostic.level >= .warning {
                        failures.append("\(name) \(styleName) \(mode ?? "default"): \(diagnostic)")
                    }
                }
            }
        }
        #expect(failures == [])
        // The themes that do not load clean are the ones made to fail, and those that style a
        // widget of their own: the team's theme loads clean with TeamTool's engine
        // (TeamToolExampleTests), FirstScreen's with the engine that knows its RatingView (its
        // golden output).
        #expect(unclean == [
            "Examples/FirstScreen/Resources/first-theme.json",
            "Examples/RemoteTheme/Resources/broken-update.json", "Examples/TeamTool/team-theme.json",
            "Tests/G8ToolTests/Fixtures/broken.json", "Tests/G8ToolTests/Fixtures/warnings-only.json",
        ])
        #expect(clean.contains("Examples/Themes/demo.json") && clean.contains("Tests/G8WidgetsTests/Fixtures/states.json"))
        #expect(applied >= 20)
    }

    @Test func theScreenForAStyleHasItsOutletsWithTheRightClasses() throws {
        let theme = try G8Theme(json: Data(contentsOf: ThemeApplyRuleTests.root.appendingPathComponent("Tests/G8WidgetsTests/Fixtures/states.json")), engine: engine)
        let style = try theme.style(named: "screen")
        let screen = try #require(OutletScreen.make(for: style, engine: engine) as? OutletView)
        let follow = try #require(screen.outlets["follow"] as? Button)
        #expect(engine.applyStyle(style, to: screen).isClean)
        #expect(follow.titleColor(for: .highlighted) == Color(hex: "#0A84FF"))
        #expect(screen.outlets["caption"] is Label)
    }
}

/// A view whose children are whatever the test gives it: a screen with exactly the outlets a
/// style names.
final class OutletView: View, OutletHolding {
    var outlets: [String: AnyObject] = [:]

    override func g8Child(named name: String) -> G8ChildLookup {
        outlets[name].map { .object($0) } ?? super.g8Child(named: name)
    }

    override var g8ChildNames: [String] { super.g8ChildNames + outlets.keys.sorted() }
}

/// A label with outlets, for a style that sets label properties and styles children.
final class OutletLabel: Label, OutletHolding {
    var outlets: [String: AnyObject] = [:]

    override func g8Child(named name: String) -> G8ChildLookup {
        outlets[name].map { .object($0) } ?? super.g8Child(named: name)
    }

    override var g8ChildNames: [String] { super.g8ChildNames + outlets.keys.sorted() }
}

/// An object the test gives children to.
protocol OutletHolding: AnyObject {
    var outlets: [String: AnyObject] { get set }
}

/// Makes a screen for a style: what the style needs of each object it reaches, then an object
/// of the smallest built-in class that has it.
enum OutletScreen {
    /// What a style needs of one object: the properties it sets on it, and its children.
    final class Needs {
        /// The entries that set a property on the object itself, keypaths taken off.
        var values: [G8Style.Entry] = []
        var properties: Set<String> { Set(values.map(\.key.name)) }
        var children: [String: Needs] = [:]

        func child(_ name: String) -> Needs {
            if let existing = children[name] { return existing }
            let made = Needs()
            children[name] = made
            return made
        }
    }

    static var widgets: [() -> AnyObject] { [
        { View() }, { Layer() }, { Label() }, { Button() }, { TextField() }, { TextView() }, { Switch() },
        { Slider() }, { SegmentedControl(items: ["a", "b"]) }, { ImageView() }, { NavigationBar() }, { StackView() },
        { PreviewCard() },
    ] }

    static func make(for style: G8Style, engine: G8) -> AnyObject? {
        let needs = Needs()
        collect(style, into: needs)
        return make(needs, engine: engine)
    }

    static func collect(_ style: G8Style, into needs: Needs) {
        for entry in style.entries {
            if entry.key.stringValue == "superStyle" {
                for superStyle in styles(in: entry.value) { collect(superStyle, into: needs) }
                continue
            }
            var target = needs
            for component in entry.key.components.dropLast() { target = target.child(component) }
            let nested = styles(in: entry.value)
            if nested.isEmpty {
                let key = G8Key(([entry.key.name] + entry.key.modifiers).joined(separator: ":"))
                target.values.append(G8Style.Entry(key: key, value: entry.value))
            } else {
                let child = target.child(entry.key.name)
                for style in nested { collect(style, into: child) }
            }
        }
    }

    static func styles(in value: (any G8Value)?) -> [G8Style] {
        if let style = value as? G8Style { return [style] }
        return value as? [G8Style] ?? []
    }

    /// An object with the properties and children `needs` names: the built-in widget with the
    /// fewest properties that has them all, children included; else a view with outlets.
    static func make(_ needs: Needs, engine: G8) -> AnyObject? {
        let candidates = widgets.map { $0() }.sorted { engine.propertyNames(for: $0).count < engine.propertyNames(for: $1).count }
        for candidate in candidates where fits(candidate, needs, engine: engine) { return candidate }
        let holders: [any OutletHolding & G8ChildProviding] = [OutletView(), OutletLabel()]
        candidates: for holder in holders {
            guard takes(needs, holder, engine: engine) else { continue }
            for (name, child) in needs.children {
                if case .object(let builtIn) = holder.g8Child(named: name) {
                    guard fits(builtIn, child, engine: engine) else { continue candidates }
                    continue
                }
                guard let made = make(child, engine: engine) else { return nil }
                holder.outlets[name] = made
            }
            return holder
        }
        return nil
    }

    /// Whether `object` takes each value `needs` sets on it, states included.
    static func takes(_ needs: Needs, _ object: AnyObject, engine: G8) -> Bool {
        needs.values.allSatisfy { entry in
            engine.validate(G8Style([entry]), against: object).diagnostics.allSatisfy { $0.level < .warning }
        }
    }

    /// Whether `object` has every property `needs` names, and children that do too.
    static func fits(_ object: AnyObject, _ needs: Needs, engine: G8) -> Bool {
        guard needs.properties.isSubset(of: engine.propertyNames(for: object)), takes(needs, object, engine: engine) else { return false }
        for (name, child) in needs.children {
            guard let builtIn = builtInChild(name, of: object), fits(builtIn, child, engine: engine) else { return false }
        }
        return true
    }

    static func builtInChild(_ name: String, of object: AnyObject) -> AnyObject? {
        if let provider = object as? any G8ChildProviding, case .object(let child) = provider.g8Child(named: name) { return child }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == name {
                if type(of: child.value) is AnyClass { return child.value as AnyObject }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
