import G8Core
import G8Themes

extension G8ContrastCheck {
    /// Applies `theme`'s styles to each screen in every mode or context the theme declares,
    /// and checks every text the styled screens show.
    ///
    /// - Parameters:
    ///   - theme: The theme, in any mode: each of its modes (or resolver contexts) is checked,
    ///     the default one first.
    ///   - screens: The screens to style, by name; each closure makes a new one. A screen is a
    ///     ``ViewController`` or a ``View``.
    ///   - styleNames: The styles to apply; when nil, every style of the theme that applies to
    ///     a screen without warnings (the styles written for it).
    /// - Returns: The pairs whose colors the theme set, each once, in the order found: by
    ///   context, screen, style, then widget from back to front. A pair found alike in every
    ///   context of a resolver's modifier is reported once, without naming that modifier
    ///   (`context theme=dark`, or `every context`), where every combination was checked.
    /// - Complexity: One application of each style to a new screen in each context
    ///   (``contexts(of:)``).
    public func check(_ theme: G8Theme, screens: [String: () -> AnyObject], styleNames: [String]? = nil) -> Outcome {
        var outcome = Outcome()
        var seen: Set<String> = []
        var styled: Set<String> = []
        var ownPairs: [String: [String: Pair]] = [:]
        var unchecked: Set<String> = []
        var found: [(finding: Finding, contexts: [String: String])] = []
        for (label, modal) in contexts(of: theme) {
            for screenName in screens.keys.sorted() {
                guard let make = screens[screenName] else { continue }
                if ownPairs[screenName] == nil { ownPairs[screenName] = self.ownPairs(of: make()) }
                let own = ownPairs[screenName] ?? [:]
                for styleName in styleNames ?? modal.styleNames {
                    guard let style = try? modal.style(named: styleName) else { continue }
                    let screen = make()
                    let report = engine.applyStyle(style, to: screen)
                    if styleNames == nil && !report.isClean { continue }
                    styled.insert(screenName)
                    var over: Set<String> = []
                    let here = findings(on: screen, style: style, styleName: styleName, context: label, own: own, unchecked: &over)
                    unchecked.formUnion(over.map { screenName + "|" + $0 })
                    for finding in here {
                        let key = "\(finding.source?.location?.description ?? finding.pair.widget)|\(label)|\(finding.pair.property)|"
                            + "\(finding.pair.state?.description ?? "")|\(finding.pair.text)|\(finding.pair.background)"
                        if seen.insert(key).inserted { found.append((finding, modal.contexts)) }
                    }
                }
            }
        }
        outcome.findings = mergingContexts(found, of: theme)
        outcome.contextsNote = contextsNote(of: theme)
        outcome.uncheckedTexts = unchecked.count
        outcome.unstyledScreens = styleNames == nil ? screens.keys.sorted().filter { !styled.contains($0) } : []
        return outcome
    }

    /// The pairs of an unstyled screen, by ``key(_:)``.
    func ownPairs(of screen: AnyObject) -> [String: Pair] {
        guard let root = (screen as? ViewController)?.view ?? (screen as? View) else { return [:] }
        var texts: [Text] = [], unchecked: Set<String> = []
        self.texts(in: root, under: nil, setters: Setters(style: [:], screen: screen), names: { _ in "" }, into: &texts, unchecked: &unchecked)
        return Dictionary(texts.map { (key($0), $0.pair) }, uniquingKeysWith: { first, _ in first })
    }

    /// A text's place, property and state: the same on every new screen of a kind.
    func key(_ text: Text) -> String {
        "\(text.position)|\(text.pair.property)|\(text.pair.state?.rawValue ?? 0)"
    }

    /// The pairs on `screen`, which `style` was applied to, that the theme had a hand in: the
    /// text's color set by the theme, or a background set by it that makes the pair differ
    /// from the screen's own (`own`, by ``key(_:)``).
    func findings(on screen: AnyObject, style: G8Style, styleName: String, context: String, own: [String: Pair],
                  unchecked: inout Set<String>) -> [Finding] {
        guard let root = (screen as? ViewController)?.view ?? (screen as? View) else { return [] }
        let setters = Setters(style: style, screen: screen)
        var fallbackNames: [ObjectIdentifier: String]?
        func name(of view: View) -> String {
            if let known = setters.names[ObjectIdentifier(view)] { return known }
            if fallbackNames == nil { fallbackNames = Self.outletNames(from: screen) }
            return fallbackNames?[ObjectIdentifier(view)] ?? G8TypeName.of(object: view)
        }
        var texts: [Text] = []
        self.texts(in: root, under: nil, setters: setters, names: name(of:), into: &texts, unchecked: &unchecked)
        return texts.compactMap { text in
            guard text.textSetter != nil || (text.groundSetter != nil && own[key(text)].map { $0.text != text.pair.text || $0.background != text.pair.background } ?? true)
            else { return nil }
            return Finding(pair: text.pair, style: styleName, context: context,
                           textSource: text.textSetter.map { Source(entry: $0.entry) },
                           backgroundSource: text.groundSetter.map { Source(entry: $0.entry) })
        }
    }

    /// The keypath of each object reachable through outlets from `screen`, shortest first.
    static func outletNames(from screen: AnyObject) -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: String] = [ObjectIdentifier(screen): ""]
        var level: [(AnyObject, String)] = [(screen, "")]
        for _ in 0..<4 where !level.isEmpty {
            var next: [(AnyObject, String)] = []
            for (object, path) in level {
                for name in G8Children.names(of: object) where name != "layer" {
                    guard case .object(let child) = G8Children.lookup(name, in: object) else { continue }
                    let childPath = path.isEmpty ? name : path + "." + name
                    if names[ObjectIdentifier(child)] == nil {
                        names[ObjectIdentifier(child)] = childPath
                        next.append((child, childPath))
                    }
                }
            }
            level = next
        }
        return names
    }

    /// The most combinations of a resolver's contexts ``contexts(of:)`` gives. Each context
    /// checked costs one application of every style to every screen, and the combinations
    /// grow as the product of the modifiers' contexts (four modifiers of three contexts make
    /// 81), so past this many each context is checked alone instead: the work then grows as
    /// their sum, and every pair that one context makes low is still found, though not one
    /// that only a combination of contexts, none low alone, makes low.
    public static let maximumCombinations = 64

    /// How many combinations `theme`'s resolver contexts make (its modes count as one
    /// modifier), up to `Int.max`.
    public static func combinationCount(of theme: G8Theme) -> Int {
        theme.modifiers.reduce(1) { count, modifier in
            let (product, overflow) = count.multipliedReportingOverflow(by: max(modifier.contexts.count, 1))
            return overflow ? .max : product
        }
    }

    /// The theme in each of its modes or contexts, with the words that name it: `the default
    /// mode` and `mode dark` for `$modes`; `context theme=dark, size=mobile` for a resolver's
    /// modifiers, every combination of their contexts when they make at most
    /// ``maximumCombinations``, else the theme's own contexts and then each other context of
    /// each modifier with the rest kept (the note ``contextsNote(of:)`` says so). For a tool
    /// that finds its pairs elsewhere and checks them in the same contexts, named in the same
    /// words (``Finding/context``).
    ///
    /// ```swift
    /// for (words, modal) in check.contexts(of: theme) { … }    // ("the default mode", …), ("mode dark", …)
    /// ```
    ///
    /// - Complexity: One resolution of the theme per context given: the product of the
    ///   modifiers' context counts, or their sum past ``maximumCombinations``.
    public func contexts(of theme: G8Theme) -> [(String, G8Theme)] {
        let modifiers = theme.modifiers
        guard !modifiers.isEmpty else { return [("the default mode", theme)] }
        if Self.checksModes(theme) {
            var result: [(String, G8Theme)] = []
            if let base = try? theme.resolved(mode: nil) { result.append(("the default mode", base)) }
            for mode in theme.modes {
                if let modal = try? theme.resolved(mode: mode) { result.append(("mode \(mode)", modal)) }
            }
            return result
        }
        var choices: [[String: String]] = [[:]]
        if Self.combinationCount(of: theme) <= Self.maximumCombinations {
            for modifier in modifiers {
                choices = choices.flatMap { choice in modifier.contexts.map { choice.merging([modifier.name: $0]) { $1 } } }
            }
        } else {
            let own = theme.contexts
            choices = [own]
            for modifier in modifiers {
                for context in modifier.contexts where context != own[modifier.name] {
                    choices.append(own.merging([modifier.name: context]) { $1 })
                }
            }
        }
        return choices.compactMap { choice in
            guard let resolved = try? theme.resolved(contexts: choice) else { return nil }
            return ("context " + Self.words(resolved.contexts, of: modifiers), resolved)
        }
    }

    /// The note that `theme`'s contexts make more combinations than ``maximumCombinations``,
    /// so that each was checked alone (``contexts(of:)``); nil when every combination is:
    ///
    ///     contrast: the theme's contexts make 81 combinations, more than 64: each context was checked alone, the other modifiers as in context a=1, b=1, c=1, d=1
    public func contextsNote(of theme: G8Theme) -> G8Diagnostic? {
        let count = Self.combinationCount(of: theme)
        guard count > Self.maximumCombinations, theme.modifiers.count > 1 else { return nil }
        let own = theme.modifiers.compactMap { modifier in theme.contexts[modifier.name].map { "\(modifier.name)=\($0)" } }
        let many = count == .max ? "too many" : String(count)
        return G8Diagnostic(level: .note, path: "", message: "contrast: the theme's contexts make \(many) combinations, more than "
            + "\(Self.maximumCombinations): each context was checked alone, the other modifiers as in context \(own.joined(separator: ", "))")
    }
}
