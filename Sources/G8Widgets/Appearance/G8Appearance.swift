/// Class-wide style defaults, as UIAppearance: a style registered for a widget class applies to
/// every instance of it and its subclasses when the instance enters a window.
///
/// ```swift
/// let appearance = G8Appearance(engine: g8)
/// appearance.register([G8K.Label.textColor: Color.darkGray], for: Label.self)
/// appearance.register([G8K.Label.textColor: Color.white], for: Label.self, whenContainedIn: [Card.self])
/// appearance.attach(to: window)        // views entering the window from now on are styled
/// appearance.refresh(window)           // restyle the views already there
/// ```
///
/// **Precedence.** Every matching registration applies, least specific first, so the most
/// specific wins: registrations for a superclass before those for a subclass, then those with
/// shorter containment chains before longer ones, then in registration order.
///
/// **Containment.** `whenContainedIn: [A, B]` matches a view with an ancestor of class `B`
/// that itself has an ancestor of class `A` (outermost first, as written from the window in).
///
/// **Defaults.** Appearance values are defaults: a style applied explicitly or a property set
/// directly afterwards wins, and a refresh leaves such properties alone.
///
/// Per-state keys (`"titleColor:highlighted"`) work as in any style.
///
/// **Checks.** A style is validated when it is registered, against a new instance of the
/// class; one with errors is not registered. Every diagnostic about a registration, then or
/// when it applies, has a path that begins with where it came from:
/// `appearance(Label in Card).textColr`.
public final class G8Appearance {
    private struct Registration {
        let style: G8Style
        /// `appearance(Label)` or `appearance(Label in Card)`: the start of its diagnostics' paths.
        let tag: String
        /// The engine, its log handler tagging each diagnostic.
        let engine: G8
        let type: View.Type
        let containers: [View.Type]
        let order: Int
        let depth: Int
    }

    private struct Applied {
        weak var view: View?
        var journal: G8Journal
    }

    /// The engine that applies the styles.
    public let engine: G8
    private var registrations: [Registration] = []
    private var applied: [ObjectIdentifier: Applied] = [:]

    /// An appearance registry applying styles through `engine`.
    public init(engine: G8) {
        self.engine = engine
    }

    /// Registers `style` for `type` and its subclasses, optionally only inside a chain of
    /// container classes (outermost first), after validating it against a new `type`: the
    /// report says what applying it would, each path tagged `appearance(Type)`. A style with
    /// errors is not registered.
    @discardableResult
    public func register(_ style: G8Style, for type: View.Type, whenContainedIn containers: [View.Type] = []) -> G8Report {
        let tag = "appearance(" + ([String(describing: type)] + containers.map { String(describing: $0) }.reversed()).joined(separator: " in ") + ")"
        var tagging = engine
        let handler = engine.logHandler
        tagging.logHandler = { handler(G8Appearance.tagged($0, tag)) }
        var silent = engine
        silent.logLevel = .off
        let validation = G8Appearance.tagged(silent.validate(style, against: type.init()), tag)
        for diagnostic in validation.diagnostics where engine.logLevel != .off && diagnostic.level >= engine.logLevel {
            handler(diagnostic)
        }
        guard !validation.hasErrors else { return validation }
        var depth = 0
        var level: AnyClass? = type
        while let current = level {
            depth += 1
            level = _getSuperclass(current)
        }
        registrations.append(Registration(
            style: style, tag: tag, engine: tagging, type: type, containers: containers, order: registrations.count, depth: depth))
        return validation
    }

    /// `diagnostic` with its path beginning with `tag`.
    static func tagged(_ diagnostic: G8Diagnostic, _ tag: String) -> G8Diagnostic {
        G8Diagnostic(level: diagnostic.level, path: diagnostic.path.isEmpty ? tag : tag + "." + diagnostic.path,
                     kind: diagnostic.kind, location: diagnostic.location)
    }

    /// `report` with each diagnostic's path beginning with `tag`.
    static func tagged(_ report: G8Report, _ tag: String) -> G8Report {
        G8Report(diagnostics: report.diagnostics.map { tagged($0, tag) }, appliedCount: report.appliedCount)
    }

    /// Styles every view that enters `window` from now on.
    public func attach(to window: Window) {
        window.observeViewsEntering { [weak self] view in
            self?.apply(to: view)
        }
    }

    /// Applies the matching registrations to `view` now, as when it enters a window. Properties
    /// changed since the last appearance application keep their values.
    @discardableResult
    public func apply(to view: View) -> G8Report {
        let id = ObjectIdentifier(view)
        let previous = applied[id].flatMap { $0.view === view ? $0.journal : nil } ?? G8Journal()
        var report = G8Report()
        let journal = previous.reapplying { journal in
            for registration in matching(view) {
                report.append(G8Appearance.tagged(
                    registration.engine.applyStyle(registration.style, to: view, journal: &journal), registration.tag))
            }
        }
        applied[id] = Applied(view: view, journal: journal)
        if applied.count > 64 && applied.count.isMultiple(of: 64) { applied = applied.filter { $0.value.view != nil } }
        return report
    }

    /// Restyles every view in `window` with the current registrations, the window first, then
    /// its subviews depth first. Properties changed since appearance set them keep their values.
    @discardableResult
    public func refresh(_ window: Window) -> G8Report {
        var report = G8Report()
        var stack: [View] = [window]
        while let view = stack.popLast() {
            report.append(apply(to: view))
            stack.append(contentsOf: view.subviews.reversed())
        }
        return report
    }

    /// The registrations that apply to `view`, least specific first.
    private func matching(_ view: View) -> [Registration] {
        registrations
            .filter { isInstance(view, of: $0.type) && isContained(view, in: $0.containers) }
            .sorted { ($0.depth, $0.containers.count, $0.order) < ($1.depth, $1.containers.count, $1.order) }
    }

    private func isInstance(_ view: View, of type: View.Type) -> Bool {
        var level: AnyClass? = Swift.type(of: view)
        while let current = level {
            if current == type { return true }
            level = _getSuperclass(current)
        }
        return false
    }

    private func isContained(_ view: View, in containers: [View.Type]) -> Bool {
        var remaining = containers
        var ancestor = view.superview
        while let current = ancestor, let innermost = remaining.last {
            if isInstance(current, of: innermost) { remaining.removeLast() }
            ancestor = current.superview
        }
        return remaining.isEmpty
    }
}
