import CGtk4
import Foundation
import G8Widgets

extension GtkThemeLint {
    /// A warning for each text below WCAG 2.2 AA on the documents' labels, buttons and entries,
    /// in every mode or context of `theme`, in ``G8ContrastCheck``'s words
    /// (``G8ContrastCheck/Finding/diagnostic``), at the style entry that set the text's colour,
    /// a pair alike in every context of a modifier once (``G8ContrastCheck/mergingContexts(_:of:)``);
    /// then, when its contexts make too many combinations to check each, the note that says so
    /// (``G8ContrastCheck/contextsNote(of:)``).
    ///
    /// The pairs come from the styles and the documents' trees, not from GTK: the text's colour
    /// is the `textColor` (a button's `titleColor`, by state) a style sets on the object, else
    /// the theme's `window_fg_color` or (in an entry or a text view) `view_fg_color` named
    /// colour; the background is that of the nearest object at or above it whose style sets
    /// `backgroundColor` (or `layer.backgroundColor`), else that a window (`window_bg_color`),
    /// an entry or a text view (`view_bg_color`) paints in the theme's named colours, as
    /// ``GtkNamedColors`` has GTK draw them. A button's stock background, a faint shade of its
    /// text colour, is not counted: without a background of its style, a button's title is
    /// checked against what is under the button.
    /// Translucent colours are composited over what is below them. A pair is checked only where
    /// a style set one of its two colours, and one with nothing painted under it is not checked.
    public func contrastProblems(in theme: G8Theme, styleNames: [String]) -> [G8Diagnostic] {
        let check = G8ContrastCheck(engine: G8.gtk)
        var seen: Set<String> = []
        var found: [(finding: G8ContrastCheck.Finding, contexts: [String: String])] = []
        for (context, modal) in check.contexts(of: theme) {
            let named = Self.namedColors(of: modal)
            for styleName in styleNames {
                guard let style = try? modal.style(named: styleName) else { continue }
                let set = Settings(Self.leaves(of: style, named: styleName))
                for document in documents {
                    let tree = Tree(document, set: set, named: named)
                    for index in document.objects.indices {
                        for finding in findings(of: index, in: tree, set: set, named: named, style: styleName, context: context) {
                            let key = "\(finding.source?.location?.description ?? finding.pair.widget)|\(context)|\(finding.pair.property)|"
                                + "\(finding.pair.state?.description ?? "")|\(finding.pair.text)|\(finding.pair.background)"
                            if seen.insert(key).inserted { found.append((finding, modal.contexts)) }
                        }
                    }
                }
            }
        }
        var problems = check.mergingContexts(found, of: theme).compactMap(\.diagnostic)
        if let note = check.contextsNote(of: theme) { problems.append(note) }
        return problems
    }

    /// The values a style sets on the documents' objects, by outlet and key (`textColor`,
    /// `titleColor:highlighted`, `layer.backgroundColor`), each with its last entry and when
    /// it was applied. A state is keyed by the model's name for it: `titleColor:active` is
    /// `titleColor:highlighted`, as ``GtkControlState`` reads both as `:active`.
    struct Settings {
        var values: [String: [String: (order: Int, entry: G8Style.Entry)]] = [:]

        init(_ leaves: [Leaf]) {
            for (order, leaf) in leaves.enumerated() where leaf.path.count > 1 {
                let states = leaf.key.modifiers.map { modifier in GtkControlState(g8Modifier: modifier).map(Self.modelName) ?? modifier }
                let key = leaf.path.dropFirst().joined(separator: ".") + states.filter { !$0.isEmpty }.map { ":" + $0 }.joined()
                values[leaf.path[0], default: [:]][key] = (order + 1, leaf.entry)
            }
        }

        /// The model widgets' name of a state: `highlighted` for `:active`; empty for normal.
        static func modelName(_ state: GtkControlState) -> String {
            switch state {
            case .normal: ""
            case .hover: "hover"
            case .focus: "focused"
            case .checked: "selected"
            case .active: "highlighted"
            case .disabled: "disabled"
            }
        }

        /// The latest entry of `id` that set one of `keys`.
        func entry(_ id: String?, _ keys: [String]) -> (order: Int, entry: G8Style.Entry)? {
            guard let id, let own = values[id] else { return nil }
            return keys.compactMap { own[$0] }.max { $0.order < $1.order }
        }
    }

    /// The states a button's title is checked in: normal, then those a style names; disabled
    /// states are left out, as WCAG leaves out inactive controls, and hover, which the model's
    /// states (and so the findings' words) do not name.
    static let states: [(String, ControlState)] = [("highlighted", .highlighted), ("selected", .selected), ("focused", .focused)]

    /// The colour painted under a text and the style entry that set it, nil for a named colour.
    typealias Ground = (color: Color, entry: G8Style.Entry?)

    /// A document's objects with what is painted under each in the normal state and whether it
    /// is in a text view, found in one pass from the root down (an object's parent comes before
    /// it in the document): linear in the document, however deep it nests.
    struct Tree {
        let document: GtkInterfaceOutline
        let types: [GType?]
        /// What the object and those above it paint, for its normal state; nil where nothing does.
        var grounds: [Ground?] = []
        var inView: [Bool] = []

        init(_ document: GtkInterfaceOutline, set: Settings, named: [String: Color]) {
            self.document = document
            types = document.objects.map { GtkTypeCatalog.type(named: $0.className) }
            for (index, object) in document.objects.enumerated() {
                let parent = object.parent.flatMap { $0 < index ? $0 : nil }
                let below = parent.flatMap { grounds[$0] }
                grounds.append(GtkThemeLint.paint(GtkThemeLint.ownBackground(object, type: types[index], set: set, named: named, state: ""), over: below))
                inView.append(parent.map { inView[$0] || types[$0].map { GtkTypeCatalog.isA($0, "GtkTextView") } == true } ?? false)
            }
        }

        /// What is painted under the object at `index` in `state` (`:highlighted`, or empty).
        func ground(of index: Int, state: String, set: Settings, named: [String: Color]) -> Ground? {
            if state.isEmpty { return grounds[index] }
            let object = document.objects[index]
            let below = object.parent.flatMap { $0 < index ? grounds[$0] : nil }
            return GtkThemeLint.paint(GtkThemeLint.ownBackground(object, type: types[index], set: set, named: named, state: state), over: below)
        }
    }

    private func findings(of index: Int, in tree: Tree, set: Settings, named: [String: Color], style: String, context: String)
        -> [G8ContrastCheck.Finding]
    {
        guard let id = tree.document.objects[index].id, let type = tree.types[index] else { return [] }
        let isButton = GtkTypeCatalog.isA(type, "GtkButton"), isEntry = GtkTypeCatalog.isA(type, "GtkEntry")
        guard isButton || isEntry || GtkTypeCatalog.isA(type, "GtkLabel") else { return [] }
        let property = isButton ? "titleColor" : "textColor"
        let font = Self.value(set.entry(id, isButton ? ["titleFont", "font"] : ["font"])?.entry.value, as: Font.self)
        let large = font.map { $0.pointSize >= 24 || ($0.pointSize >= 18.66 && $0.weight.cssValue >= 700) } ?? false
        var result: [G8ContrastCheck.Finding] = []
        let chosen = isButton ? [("", ControlState.normal)] + Self.states.filter { state in
            ["titleColor", "textColor", "backgroundColor", "layer.backgroundColor"].contains { set.values[id]?[$0 + ":" + state.0] != nil }
        } : [("", ControlState.normal)]
        for (stateName, state) in chosen {
            let suffix = stateName.isEmpty ? "" : ":" + stateName
            // A state's own colour wins over the normal one, as its CSS pseudo-class does.
            let textEntry = set.entry(id, ["textColor" + suffix, "titleColor" + suffix]) ?? set.entry(id, ["textColor", "titleColor"])
            let inView = isEntry || tree.inView[index]
            guard let text = Self.value(textEntry?.entry.value, as: Color.self) ?? named[inView ? "view_fg_color" : "window_fg_color"],
                let ground = tree.ground(of: index, state: suffix, set: set, named: named)
            else { continue }
            guard textEntry != nil || ground.entry != nil else { continue }
            let pair = G8ContrastCheck.Pair(widget: id, property: property, state: isButton ? state : nil, text: text,
                                            background: ground.color, isLargeText: large)
            result.append(G8ContrastCheck.Finding(
                pair: pair, style: style, context: context, textSource: textEntry.map { G8ContrastCheck.Source(entry: $0.entry) },
                backgroundSource: ground.entry.map { G8ContrastCheck.Source(entry: $0) }))
        }
        return result
    }

    /// What `object` itself paints in `state`: its style's background (the state's own first),
    /// else the named colour its GType paints in; nil for nothing.
    static func ownBackground(_ object: GtkInterfaceOutline.Object, type: GType?, set: Settings, named: [String: Color],
                              state: String) -> Ground? {
        let keys = ["backgroundColor", "layer.backgroundColor"]
        let stated = state.isEmpty ? nil : set.entry(object.id, keys.map { $0 + state })
        if let setter = stated ?? set.entry(object.id, keys), let color = value(setter.entry.value, as: Color.self) {
            return (color, setter.entry)
        }
        return type.flatMap(namedBackground(of:)).flatMap { named[$0] }.map { ($0, nil) }
    }

    /// `paint` over `below`: an opaque colour hides it, a translucent one is composited over
    /// it (and over nothing known paints nothing known), a clear one leaves it.
    static func paint(_ paint: Ground?, over below: Ground?) -> Ground? {
        guard let paint, paint.color.alpha > 0 else { return below }
        if paint.color.alpha >= 1 { return paint }
        guard let below else { return nil }
        return (paint.color.composited(over: below.color).withAlphaComponent(1), paint.entry ?? below.entry)
    }

    /// The named colour an object of GType `type` paints its background in, as the stock
    /// rules ``GtkNamedColors`` writes draw it: a window's `window_bg_color`, a text view's or
    /// an entry's `view_bg_color`; nil for the others, which paint none of their own here.
    static func namedBackground(of type: GType) -> String? {
        if GtkTypeCatalog.isA(type, "GtkWindow") { return "window_bg_color" }
        if GtkTypeCatalog.isA(type, "GtkTextView") || GtkTypeCatalog.isA(type, "GtkEntry") { return "view_bg_color" }
        return nil
    }

    /// A style entry's value as `T`: a theme's values are ``G8ThemeValue``s, converted when
    /// the theme was read or from their JSON.
    static func value<T: G8ValueConvertible>(_ value: (any G8Value)?, as _: T.Type) -> T? {
        if let value = value as? T { return value }
        guard let themed = value as? G8ThemeValue else { return nil }
        return themed.converted as? T ?? T.g8Convert(from: themed.json)
    }

    /// The theme's named colours that are colours, by name.
    static func namedColors(of theme: G8Theme) -> [String: Color] {
        var result: [String: Color] = [:]
        for named in theme.namedColors {
            if case .success(let color) = G8TokenValues.color(named.value) { result[named.name] = color }
        }
        return result
    }
}
