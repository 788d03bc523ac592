import Foundation

/// Styles live objects from a theme and restyles them all when the theme or its mode changes.
///
/// ```swift
/// let manager = G8ThemeManager(engine: g8, theme: try G8Theme(contentsOf: url))
/// manager.style(profileScreen, with: "profile")      // applied now, never kept alive
/// manager.style(cell, with: "card")
/// let report = try manager.switchMode(to: "dark")     // every live object restyled, in order
/// ```
///
/// The manager never keeps an object alive: an object that goes away is forgotten. Objects that
/// report their lifetime (``G8LifetimeReporting``, as every built-in widget does) are held
/// through their lifetime token and an unretained reference, other objects weakly: a weak
/// reference would move a widget's reference counts to a side table for good, and every retain
/// and release of it, by the manager or by your code, would take the runtime's slow path.
/// Before restyling an object it puts back the values its previous style replaced, so that
/// switching A → B → A leaves the object exactly as A did, with nothing left over from B.
/// Objects registered later are styled from the current theme.
///
/// Like the widgets it styles, a manager belongs to one thread or actor at a time.
public final class G8ThemeManager {
    /// One registered object. A class, so that walking the list copies a reference, not a
    /// struct holding a reference (whose copies may go through the runtime).
    private final class Registration {
        /// The object, never kept alive: through its lifetime token when it reports one (the
        /// widgets do), else weakly.
        let reference: G8Reference
        let id: ObjectIdentifier
        var styleName: String
        let typeName: String
        var journal: G8Journal
        /// The key signature of the style that made `journal`.
        var signature: Int?

        init(object: AnyObject, id: ObjectIdentifier, styleName: String, typeName: String, journal: G8Journal) {
            self.reference = G8Reference(object)
            self.id = id
            self.styleName = styleName
            self.typeName = typeName
            self.journal = journal
        }

        var object: AnyObject? { reference.object }
    }

    /// The engine that applies the styles.
    public let engine: G8
    /// The current theme.
    public private(set) var theme: G8Theme
    private var registrations: [Registration] = []
    /// Where each registered object is in `registrations`, by identity.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// How many registrations there were after the last pruning: the next one waits until there
    /// are twice as many, so registering n objects costs O(n) in all.
    private var prunedCount = 0
    /// Key signatures by style identity; each entry keeps its style, so identities stay unique.
    private var signatures: [ObjectIdentifier: (style: G8Style, signature: Int)] = [:]

    /// The engine without a log handler: the manager logs diagnostics itself, with their paths
    /// prefixed.
    private let silentEngine: G8

    /// A manager applying `theme` through `engine`.
    public init(engine: G8, theme: G8Theme) {
        self.engine = engine
        self.theme = theme
        var silent = engine
        silent.logHandler = { _ in }
        self.silentEngine = silent
    }

    /// The current theme's mode.
    public var mode: String? { theme.mode }

    /// How many registered objects are still alive; forgets the others.
    public var registeredCount: Int {
        prune()
        return registrations.count
    }

    /// Styles `object` with the current theme's style `styleName` and remembers it (without
    /// keeping it alive) for
    /// later switches. Registering an object again changes its style and keeps its place.
    @discardableResult
    public func style(_ object: AnyObject, with styleName: String) -> G8Report {
        if registrations.count >= max(64, 2 * prunedCount) { prune() }
        let id = ObjectIdentifier(object)
        if let index = positions[id], registrations[index].reference.refers(to: object) {
            registrations[index].styleName = styleName
            return restyle(at: index)
        }
        positions[id] = registrations.count
        registrations.append(Registration(
            object: object, id: id, styleName: styleName, typeName: G8TypeName.of(type(of: object)), journal: G8Journal()))
        return restyle(at: registrations.count - 1)
    }

    /// Forgets `object`; its current look stays.
    public func unregister(_ object: AnyObject) {
        registrations.removeAll { !$0.reference.isAlive || $0.reference.refers(to: object) }
        reindex()
    }

    /// Makes `theme` current and restyles every live object, in registration order.
    @discardableResult
    public func switchTheme(to theme: G8Theme) -> G8Report {
        self.theme = theme
        return restyleAll()
    }

    /// Switches the current theme to `mode` and restyles every live object. An unknown mode
    /// throws and changes nothing.
    @discardableResult
    public func switchMode(to mode: String?) throws(G8ThemeError) -> G8Report {
        theme = try theme.resolved(mode: mode)
        return restyleAll()
    }

    /// Switches the current theme to a context of some of its modifiers (`["theme": "dark"]`,
    /// others keep theirs) and restyles every live object. An unknown modifier or context
    /// throws and changes nothing.
    @discardableResult
    public func switchContexts(to contexts: [String: String]) throws(G8ThemeError) -> G8Report {
        theme = try theme.resolved(contexts: contexts)
        return restyleAll()
    }

    /// Merges an update into the current theme and restyles every live object. An invalid
    /// update is returned as the failure and changes nothing.
    @discardableResult
    public func update(json: Data, file: String? = nil) -> Result<G8Report, G8ThemeError> {
        do throws(G8ThemeError) {
            let merged = try theme.merging(json: json, file: file)
            return .success(switchTheme(to: merged))
        } catch {
            return .failure(error)
        }
    }

    /// Restyles every live object with the current theme: one report for all of them, each
    /// diagnostic's path beginning with the object's type and style name, as in
    /// `ProfileScreen[profile].label1.textColor`.
    @discardableResult
    public func restyleAll() -> G8Report {
        prune()
        var report = G8Report()
        // Styles and their signatures, looked up once per name for the whole switch.
        var resolved: [String: (style: G8Style, signature: Int)] = [:]
        // Neighbours mostly share a style: the last name's style is reused without a lookup.
        var last: (name: String, entry: (style: G8Style, signature: Int)?)?
        var lastEntry: (style: ObjectIdentifier, type: ObjectIdentifier, entry: G8Registry.PlanEntry?)?
        for (index, registration) in registrations.enumerated() {
            let name = registration.styleName
            let known: (style: G8Style, signature: Int)?
            if let last, last.name == name {
                known = last.entry
            } else {
                known = resolved[name] ?? (try? theme.style(named: name)).map { style in
                    let entry = (style: style, signature: signature(of: style))
                    resolved[name] = entry
                    return entry
                }
                last = (name, known)
            }
            if let known, registration.signature == known.signature, let object = registration.object {
                // Held for the application: a setter may drop the last other reference to it.
                // (A widget has no weak reference, so this retain takes the runtime's fast path.)
                // The cache entry for this style and class, looked up again only when either
                // changes or no plan had been recorded yet.
                let key = (style: ObjectIdentifier(known.style.storage), type: ObjectIdentifier(type(of: object)))
                let entry: G8Registry.PlanEntry?
                if let cached = lastEntry, cached.style == key.style, cached.type == key.type, let found = cached.entry {
                    entry = found
                } else {
                    entry = silentEngine.registry.plan(for: known.style, rootType: type(of: object))
                    lastEntry = (key.style, key.type, entry)
                }
                let applied = silentEngine.apply(known.style, to: object, entry: entry)
                report.append(applied.diagnostics.isEmpty ? applied : prefixed(applied, at: index))
            } else {
                report.append(restyle(at: index))
            }
        }
        return report
    }

    /// Forgets objects that no longer exist.
    public func prune() {
        let before = registrations.count
        registrations.removeAll { !$0.reference.isAlive }
        // Positions only move when something was removed.
        if registrations.count != before || positions.count != registrations.count { reindex() }
        prunedCount = registrations.count
    }

    private func reindex() {
        positions.removeAll(keepingCapacity: true)
        for (index, registration) in registrations.enumerated() { positions[registration.id] = index }
        prunedCount = registrations.count
    }

    private func restyle(at index: Int) -> G8Report {
        let registration = registrations[index]
        guard let object = registration.object else { return G8Report() }
        let style: G8Style
        do throws(G8ThemeError) {
            style = try theme.style(named: registration.styleName)
        } catch {
            let prefix = "\(registration.typeName)[\(registration.styleName)]"
            let diagnostics = error.diagnostics.map { G8Diagnostic(level: $0.level, path: prefix, kind: $0.kind, location: $0.location) }
            diagnostics.forEach(log)
            return G8Report(diagnostics: diagnostics)
        }
        let signature = self.signature(of: style)
        let report: G8Report
        if registration.signature == signature {
            // The same keys as the style that made the journal: every value it replaced is set
            // again, so there is nothing to put back, and the journal's values stay the object's
            // own. Apply directly, through the compiled plan when there is one.
            report = silentEngine.applyStyle(style, to: object)
        } else {
            registration.journal.restore()
            var journal = G8Journal()
            report = engine.applyStyle(style, to: object, journal: &journal, logging: false)
            registration.journal = journal
            registration.signature = signature
        }
        return report.diagnostics.isEmpty ? report : prefixed(report, at: index)
    }

    /// The report with each path beginning with the registration's type and style name, logged.
    private func prefixed(_ report: G8Report, at index: Int) -> G8Report {
        let prefix = "\(registrations[index].typeName)[\(registrations[index].styleName)]"
        let diagnostics = report.diagnostics.map {
            G8Diagnostic(level: $0.level, path: $0.path.isEmpty ? prefix : prefix + "." + $0.path, kind: $0.kind, location: $0.location)
        }
        diagnostics.forEach(log)
        return G8Report(diagnostics: diagnostics, appliedCount: report.appliedCount)
    }

    /// A hash of every keypath the style sets, nested styles and superStyles included, in order:
    /// two styles with the same signature set the same properties.
    private func signature(of style: G8Style) -> Int {
        let id = ObjectIdentifier(style.storage)
        if let known = signatures[id] { return known.signature }
        var hasher = Hasher()
        G8ThemeManager.combineKeys(of: style, prefix: "", into: &hasher, depth: 0)
        let signature = hasher.finalize()
        if signatures.count > 4096 { signatures.removeAll() }
        signatures[id] = (style, signature)
        return signature
    }

    private static func combineKeys(of style: G8Style, prefix: String, into hasher: inout Hasher, depth: Int) {
        guard depth <= G8.maximumDepth else { return hasher.combine("…") }
        for entry in style.entries {
            let path = entry.key == G8Style.superStyleKey ? prefix : G8Run.join(prefix, entry.key)
            if let nested = entry.value as? G8Style {
                combineKeys(of: nested, prefix: path, into: &hasher, depth: depth + 1)
            } else if let list = entry.value as? [G8Style] {
                for nested in list { combineKeys(of: nested, prefix: path, into: &hasher, depth: depth + 1) }
            } else {
                hasher.combine(path)
            }
        }
    }

    private func log(_ diagnostic: G8Diagnostic) {
        if engine.logLevel != .off && diagnostic.level >= engine.logLevel { engine.logHandler(diagnostic) }
    }
}
