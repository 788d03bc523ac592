import Foundation

/// Styles live objects from a theme and restyles them all when the theme or its mode changes.
///
/// ```swift
/// let manager = G8ThemeManager(engine: g8, theme: try G8Theme(contentsOf: url))
/// manager.style(profileScreen, with: "profile")      // applied now, remembered weakly
/// manager.style(cell, with: "card")
/// let report = try manager.switchMode(to: "dark")     // every live object restyled, in order
/// ```
///
/// The manager holds objects weakly: an object that goes away is forgotten, never kept alive.
/// Before restyling an object it puts back the values its previous style replaced, so that
/// switching A → B → A leaves the object exactly as A did, with nothing left over from B.
/// Objects registered later are styled from the current theme.
///
/// Like the widgets it styles, a manager belongs to one thread or actor at a time.
public final class G8ThemeManager {
    private struct Registration {
        weak var object: AnyObject?
        let id: ObjectIdentifier
        var styleName: String
        let typeName: String
        var journal: G8Journal
    }

    /// The engine that applies the styles.
    public let engine: G8
    /// The current theme.
    public private(set) var theme: G8Theme
    private var registrations: [Registration] = []

    /// A manager applying `theme` through `engine`.
    public init(engine: G8, theme: G8Theme) {
        self.engine = engine
        self.theme = theme
    }

    /// The current theme's mode.
    public var mode: String? { theme.mode }

    /// How many registered objects are still alive; forgets the others.
    public var registeredCount: Int {
        prune()
        return registrations.count
    }

    /// Styles `object` with the current theme's style `styleName` and remembers it (weakly) for
    /// later switches. Registering an object again changes its style and keeps its place.
    @discardableResult
    public func style(_ object: AnyObject, with styleName: String) -> G8Report {
        prune()
        let id = ObjectIdentifier(object)
        if let index = registrations.firstIndex(where: { $0.id == id && $0.object === object }) {
            registrations[index].styleName = styleName
            return restyle(at: index)
        }
        registrations.append(Registration(
            object: object, id: id, styleName: styleName, typeName: G8TypeName.of(type(of: object)), journal: G8Journal()))
        return restyle(at: registrations.count - 1)
    }

    /// Forgets `object`; its current look stays.
    public func unregister(_ object: AnyObject) {
        registrations.removeAll { $0.object == nil || $0.object === object }
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
        for index in registrations.indices { report.append(restyle(at: index)) }
        return report
    }

    /// Forgets objects that no longer exist.
    public func prune() {
        registrations.removeAll { $0.object == nil }
    }

    private func restyle(at index: Int) -> G8Report {
        guard let object = registrations[index].object else { return G8Report() }
        let registration = registrations[index]
        let prefix = "\(registration.typeName)[\(registration.styleName)]"
        let style: G8Style
        do throws(G8ThemeError) {
            style = try theme.style(named: registration.styleName)
        } catch {
            let diagnostics = error.diagnostics.map { G8Diagnostic(level: $0.level, path: prefix, kind: $0.kind, location: $0.location) }
            diagnostics.forEach(log)
            return G8Report(diagnostics: diagnostics)
        }
        registration.journal.restore()
        var journal = G8Journal()
        let report = engine.applyStyle(style, to: object, journal: &journal, logging: false)
        registrations[index].journal = journal
        let diagnostics = report.diagnostics.map {
            G8Diagnostic(level: $0.level, path: $0.path.isEmpty ? prefix : prefix + "." + $0.path, kind: $0.kind, location: $0.location)
        }
        diagnostics.forEach(log)
        return G8Report(diagnostics: diagnostics, appliedCount: report.appliedCount)
    }

    private func log(_ diagnostic: G8Diagnostic) {
        if engine.logLevel != .off && diagnostic.level >= engine.logLevel { engine.logHandler(diagnostic) }
    }
}
