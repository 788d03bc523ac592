import Foundation
@testable import G8Gtk
import Testing

/// The model widgets' keys on GTK: a key both engines have has one name, one value type, the
/// model's states at least, and refuses a negative, infinite or NaN value in the same words; a
/// key only one engine has is listed in the README. A theme that lints clean on `G8.standard`
/// so lints clean on `G8.gtk`, but for GTK's upper limit of 32767 on lengths.
@Suite("One vocabulary") struct VocabularyTests {
    /// The GTK classes whose appliers take each model widget's own keys, most specific first.
    /// A model widget not listed has no counterpart: the README lists it whole.
    static let counterparts: [String: [String]] = [
        "Layer": ["Layer"], "View": ["GtkWidget"], "Control": ["GtkWidget"], "Label": ["GtkLabel", "GtkWidget"],
        "Button": ["GtkButton", "GtkWidget"], "TextField": ["GtkEntry", "GtkWidget"], "TextView": ["GtkTextView", "GtkWidget"],
    ]

    /// The appliers G8Gtk writes for the model widgets' keys and its own (not GObject properties).
    static var gtkKeyAppliers: [G8AnyValueApplier] {
        [GtkAppliers.layer.erased(), GtkAppliers.widget.erased(), GtkAppliers.label.erased(),
         GtkAppliers.button.erased(), GtkAppliers.entry.erased(), GtkAppliers.textView.erased()]
    }

    /// The property the engine uses for `key` on an object of the GTK classes `chain`: the first
    /// class that has it, and of that class's appliers the one added last.
    static func gtkProperty(_ key: String, chain: [String], in engine: G8) -> G8PropertyDescription? {
        for type in chain {
            let declaring = engine.valueAppliers.filter { $0.typeName == type }.compactMap { $0.property(named: key) }
            if let last = declaring.last { return last }
        }
        return nil
    }

    /// One difference between the engines, as a line of the failure.
    struct Drift: CustomStringConvertible {
        let key: String, what: String
        var description: String { "\(key): \(what)" }
    }

    /// The model's states GTK has none for: `application`, the states UIKit reserves for an app's
    /// own, which no GTK state flag stands for (the README says so).
    static let modelOnlyStates: Set<String> = ["application"]

    /// Every difference between the model's property `model` and GTK's `gtk` for one key.
    static func drifts(_ model: G8PropertyDescription, _ gtk: G8PropertyDescription) -> [Drift] {
        let key = "\(model.objectType).\(model.name)"
        var found: [Drift] = []
        let modelType = model.valueTypeName.trimmingSuffix("?"), gtkType = gtk.valueTypeName.trimmingSuffix("?")
        if modelType != gtkType { found.append(Drift(key: key, what: "a \(modelType) on the model, a \(gtkType) on GTK")) }
        let missing = (model.modifierNames ?? []).filter { !(gtk.modifierNames ?? []).contains($0) && !modelOnlyStates.contains($0) }
        if !missing.isEmpty { found.append(Drift(key: key, what: "GTK does not take the states \(missing)")) }
        guard modelType == gtkType else { return found }
        guard let probes = probes[modelType] else {
            return found + [Drift(key: key, what: "no probes for the type \(modelType): add them")]
        }
        // The message without the object type, which differs (`Label.font`, `GtkWidget.font`).
        func text(_ message: String?, _ of: G8PropertyDescription) -> String? {
            message?.replacingOccurrences(of: "\(of.objectType).\(of.name)", with: "KEY")
        }
        for value in probes {
            let modelSays = text(model.problem(with: value), model), gtkSays = text(gtk.problem(with: value), gtk)
            if modelSays != gtkSays {
                found.append(Drift(key: key, what: "\(value): the model says \(modelSays ?? "nothing"), GTK \(gtkSays ?? "nothing")"))
            }
        }
        let taken = probes.first { model.problem(with: $0) == nil }
        for state in model.modifierNames ?? [] where !modelOnlyStates.contains(state) {
            let modelSays = text(model.problem(with: taken, modifiers: [state]), model)
            let gtkSays = text(gtk.problem(with: taken, modifiers: [state]), gtk)
            if modelSays != gtkSays { found.append(Drift(key: key, what: ":\(state): the model says \(modelSays ?? "nothing"), GTK \(gtkSays ?? "nothing")")) }
        }
        return found
    }

    /// Values of each value type, which both engines must take or refuse alike: negative,
    /// infinite and NaN numbers wherever the type holds them, and values within range.
    static let probes: [String: [any G8Value]] = {
        let inf = Double.infinity, nan = Double.nan
        let color = Color(red: 0.2, green: 0.4, blue: 0.6)
        let font = Font(name: "DejaVu Sans", size: 12)
        return [
            "Double": [-1.0, inf, -inf, nan, 0.0, 0.5, 1.0, 2.0],
            "Float": [-1.0, inf, -inf, nan, 0.0, 0.5, 1.0, 2.0],
            "Int": [-1, inf, nan, 0, 1, 3],
            "Bool": [true, false],
            "String": ["Hello"],
            "Color": [color],
            "TextAlignment": [TextAlignment.center],
            "Font": [font, Font(name: "DejaVu Sans", size: -1), Font(name: "DejaVu Sans", size: 0), Font(name: "DejaVu Sans", size: inf),
                     Font(name: "DejaVu Sans", size: nan)],
            "Typography": [Typography(font: font, lineHeight: 1.5, letterSpacing: -0.5), Typography(font: font, lineHeight: -1),
                           Typography(font: font, lineHeight: inf), Typography(font: font, letterSpacing: inf),
                           Typography(font: font, letterSpacing: nan), Typography(font: Font(name: "DejaVu Sans", size: 0))],
            "EdgeInsets": [EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), EdgeInsets(all: 0),
                           EdgeInsets(top: -1, left: 0, bottom: 0, right: 0), EdgeInsets(top: 0, left: 0, bottom: 0, right: -8),
                           EdgeInsets(all: inf), EdgeInsets(top: nan, left: 0, bottom: 0, right: 0)],
            "Size": [Size(width: -2, height: 3), Size(width: inf, height: 0), Size(width: 0, height: nan)],
            "Border": [Border(color: color, width: 2), Border(color: color, width: -1), Border(color: color, width: inf),
                       Border(color: color, width: nan)],
            "Shadow": [Shadow(color: color, offsetX: -1, offsetY: 2, blur: 4), Shadow(color: color, offsetX: 0, offsetY: 0, blur: -1),
                       Shadow(color: color, offsetX: inf, offsetY: 0, blur: 2), Shadow(color: color, offsetX: 0, offsetY: nan, blur: 2)],
        ]
    }()

    /// Every key of `G8.standard` on a model widget G8Gtk has a counterpart for compared with
    /// GTK's; the keys GTK has not, by model widget (`all` for a widget with no counterpart);
    /// the GTK properties that stood for a model key, as `GtkLabel.text`.
    static func compare(standard: G8, gtk: G8) -> (drifts: [Drift], modelOnly: [String: [String]], used: Set<String>) {
        var drifts: [Drift] = [], modelOnly: [String: [String]] = [:], used: Set<String> = []
        for applier in standard.valueAppliers {
            guard let chain = counterparts[applier.typeName] else {
                modelOnly[applier.typeName] = ["all"]
                continue
            }
            for name in applier.propertyNames {
                guard let model = applier.property(named: name) else { continue }
                guard let gtkProperty = gtkProperty(name, chain: chain, in: gtk) else {
                    modelOnly[applier.typeName, default: []].append(name)
                    continue
                }
                used.insert("\(gtkProperty.objectType).\(name)")
                drifts += Self.drifts(model, gtkProperty)
            }
        }
        return (drifts, modelOnly, used)
    }

    /// The keys of G8Gtk's own appliers that stand for no model widget's key, by GTK class.
    static func gtkOnly(standard: G8) -> [String: [String]] {
        let used = compare(standard: standard, gtk: .gtk).used
        var found: [String: [String]] = [:]
        for applier in gtkKeyAppliers {
            for name in applier.propertyNames where !used.contains("\(applier.typeName).\(name)") {
                found[applier.typeName, default: []].append(name)
            }
        }
        return found
    }

    /// A table of the README after the marker `<!-- name -->`: its rows' first cell (a type) and
    /// the names in backticks of its second, "all" where the cell says every key.
    static func readmeTable(_ name: String) throws -> [String: [String]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- \(name) -->"), "README.md has no table marked <!-- \(name) -->")
        var table: [String: [String]] = [:]
        for line in text[start.upperBound...].split(separator: "\n").dropFirst(2) {
            guard line.hasPrefix("| `") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let type = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let names = cells[1].hasPrefix("all") ? ["all"]
                : cells[1].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            table[type] = names
        }
        return table
    }

    @Test func everySharedKeyHasTheSameNameTypeStatesAndChecks() {
        let drifts = Self.compare(standard: .standard, gtk: .gtk).drifts
        #expect(drifts.map(\.description) == [])
    }

    @Test func theReadmeListsEveryKeyOnlyOneEngineHas() throws {
        let modelOnly = Self.compare(standard: .standard, gtk: .gtk).modelOnly
        #expect(try Self.readmeTable("keys-only-model") == modelOnly)
        #expect(try Self.readmeTable("keys-only-gtk") == Self.gtkOnly(standard: .standard))
    }

    /// The comparison finds a drift: a GTK engine whose `cornerRadius` takes a negative radius,
    /// whose `alpha` is a `Float` and whose `titleColor` has no states.
    @Test func aDriftIsFound() {
        var drifted = G8()
        drifted.add(valueAppliers: GtkAppliers.all())
        drifted.add(valueApplier: G8ValueApplier<GtkClasses.Layer>(properties: [
            G8Property("cornerRadius", optionalType: Double.self, get: { _ in nil }, set: { _, _ in }),
        ]))
        drifted.add(valueApplier: G8ValueApplier<GtkClasses.GtkWidget>(properties: [
            G8Property("alpha", type: Float.self, get: { _ in 1 }, set: { _, _ in }),
        ]))
        drifted.add(valueApplier: G8ValueApplier<GtkClasses.GtkButton>(properties: [
            G8Property("titleColor", optionalType: Color.self, get: { _ in nil }, set: { _, _ in }),
        ]))
        #expect(Self.compare(standard: .standard, gtk: drifted).drifts.map(\.description) == [
            "Layer.cornerRadius: -1.0: the model says KEY cannot be -1: expected 0 or more, GTK nothing",
            "View.alpha: a Double on the model, a Float on GTK",
            "Button.titleColor: GTK does not take the states [\"normal\", \"highlighted\", \"disabled\", \"selected\", \"focused\"]",
            "Button.titleColor: :normal: the model says nothing, GTK KEY does not vary by state; remove ':normal'",
            "Button.titleColor: :highlighted: the model says nothing, GTK KEY does not vary by state; remove ':highlighted'",
            "Button.titleColor: :disabled: the model says nothing, GTK KEY does not vary by state; remove ':disabled'",
            "Button.titleColor: :selected: the model says nothing, GTK KEY does not vary by state; remove ':selected'",
            "Button.titleColor: :focused: the model says nothing, GTK KEY does not vary by state; remove ':focused'",
        ])
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
