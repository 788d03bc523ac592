import Foundation
import G8Core
import G8Themes

/// Styles live objects from a theme and restyles them all when the theme or its mode changes.
///
/// ```swift
/// let manager = G8ThemeManager(engine: g8, theme: try G8Theme(contentsOf: url, engine: g8))
/// manager.style(profileScreen, with: "profile")      // applied now, never kept alive
/// manager.style(cell, with: "card")
/// let report = try manager.switchMode(to: "dark")     // every live object restyled, in order
/// ```
///
/// The manager never keeps an object alive: an object that goes away is forgotten, at the next
/// pruning or switch. This holds for every object, widget or not.
/// Before restyling an object it puts back the values its previous style replaced, so that
/// switching A → B → A leaves the object exactly as A did, with nothing left over from B.
/// Objects registered later are styled from the current theme.
///
/// ## Registrations that overlap
/// A screen's style may set values on a child that is registered with a style of its own. A
/// switch leaves every object exactly as a fresh application of the new theme to the
/// registered objects, in registration order, would: once two registrations set values on one
/// object, a switch that changes keys puts back every registration's values, last registered
/// first, and then applies the new styles in order. Unregistering an object (or its release)
/// keeps its look until the next switch; that switch puts back what its style set on objects
/// that registered styles still set values on, and leaves the rest of its look.
///
/// Values go back on the objects a registered object still reaches through its style's
/// keypaths when it is restyled, and, where registrations overlap, on those any registered
/// object reaches; an object taken out of it before then keeps the look its style gave it
/// (except for a registration made before the style's plan was recorded, which puts values
/// back on such an object while it exists).
///
/// ## Re-entry
/// An applier may call the manager while the manager restyles (on the same thread): register,
/// unregister, switch the theme or the mode, update or restyle. Such a call is queued and runs
/// when the restyle in progress is done, in the order the calls were made; the result is as if
/// they had been made just after it. A queued call returns an empty report (its diagnostics
/// join the report of the call that was restyling). Every call reads the theme the calls
/// queued before it lead to, not the one being applied: `style(_:with:)` accepts a name of
/// the theme a queued switch makes current, and `switchMode(to:)`, `switchContexts(to:)` and
/// `update(json:)` check their argument at once against that theme and resolve from it. Calls
/// that keep queueing calls are run for at most ``maximumReentryRounds`` rounds; the ones left
/// are dropped and reported. An applier that styles the object being styled through the
/// engine, or replaces the child being styled, is safe: the rest of the style applies to what
/// its keypaths reach when their entries apply.
///
/// ## Names
/// Style names, and the keypaths the manager compares to tell whether a style sets other
/// properties than the one before, are compared as the theme compares them: canonically
/// equivalent names are one name, so `café` written in NFC and in NFD is one style, whatever
/// order objects are registered in, as Swift's `String` equality takes them.
///
/// ## Strict engines
/// Under a strict engine (`G8.isStrict`) a registration's style that would fail, when
/// validated or while applying, is not applied at all: the object is left with its own values,
/// as a fresh strict application leaves it.
///
/// ## Isolation
/// Like the widgets it styles, a manager belongs to one isolation domain: the compiler refuses
/// to share one across actors or threads; make it on the actor that owns the widgets (usually
/// the main actor). It is not `Sendable`, and says so (its conformance is unavailable): a
/// closure that may run elsewhere, such as a ``G8ThemeWatcher``'s `onChange`, cannot capture
/// it, but can hand the change to the manager's actor, where the manager is reached from
/// something that actor isolates (`Task { @MainActor in _ = try? screen.manager.follow(change) }`).
public final class G8ThemeManager {
    /// How many rounds of calls made while restyling run before the rest are dropped: a call
    /// that queues another call each time it runs would otherwise never end.
    public static let maximumReentryRounds = 16

    /// The engine that applies the styles.
    public let engine: G8
    /// The current theme.
    public internal(set) var theme: G8Theme {
        didSet {
            names.lastLookup = nil
            followTheme()
        }
    }
    /// The style names registrations were made with and the key signatures of styles: one value,
    /// so that a registration reads and notes its name in one access.
    var names = Names()
    /// The registrations and the bookkeeping of the objects they hold: one value, so that a
    /// registration or a removal updates it in one access.
    var registrations = Registrations()
    /// Whether the manager is running its own work, the calls made meanwhile, and the theme
    /// queued switches lead to: one value, read in one access by every public call.
    var reentry = Reentry()

    /// The themes resolved from the one last given to the manager, for its modes and
    /// contexts: forgotten when another is given.
    var resolvedThemes = ResolvedThemes()

    /// The engine without a log handler: the manager logs diagnostics itself, with their paths
    /// prefixed.
    let silentEngine: G8
    /// The engine's theme followers, read from its settings once: a switch only walks them.
    let followers: [G8ThemeFollower]

    /// A manager applying `theme` through `engine`.
    public init(engine: G8, theme: G8Theme) {
        self.engine = engine
        self.theme = theme
        self.silentEngine = engine.silenced
        self.followers = engine.themeFollowers
        followTheme()
    }

    /// The current theme's mode.
    public var mode: String? { theme.mode }

    /// How many registered objects are still alive; forgets the others.
    ///
    /// - Complexity: O(n), n the number of registrations.
    public var registeredCount: Int {
        if reentry.depth == 0 { registrations.prune() }
        return registrations.liveCount
    }

    /// Styles `object` with the current theme's style `styleName` and remembers it (without
    /// keeping it alive) for
    /// later switches. Registering an object again changes its style and keeps its place.
    ///
    /// Never throws. A name the theme has no style of is reported once, in the report and to
    /// the log handler, and the object is not registered: one error of code `unknownStyle`
    /// whose message is the one `G8Theme.style(named:)` throws, at the path of the object's
    /// type and the name, as a style that a later theme lacks is reported on a switch:
    /// `error: Label[titel]: unknown style 'titel'; did you mean 'title'?`.
    ///
    /// - Complexity: O(1) amortised besides the application, for a new object or in a manager
    ///   whose registrations do not overlap; registering an object again where they do restyles
    ///   the registrations after it. Which objects the style reached is counted (to see
    ///   registrations that overlap) by the next switch, restyle or registration that changes a
    ///   style name, for all the registrations made since, not here.
    @discardableResult
    public func style(_ object: AnyObject, with styleName: String) -> G8Report {
        // Checked against the theme the queued calls lead to: a style of a theme switched to
        // from an applier is known to the registration queued after the switch.
        let idle = reentry.isIdle
        let name: Int32
        if idle, let last = names.lastLookedUp(styleName) {
            name = last
        } else {
            if let refusal = refusal(ofUnknownStyle: styleName, for: object) { return refusal }
            name = names.index(of: styleName)
        }
        // Most registrations are not made from an applier: run at once, without a closure to
        // queue (a closure that may be queued is allocated for every call).
        if !idle { return perform { [self] in register(object, name: name) } }
        return performNow { register(object, name: name) }
    }

    /// Registers `object` with the style name `name` (or restyles its registration) and
    /// styles it.
    func register(_ object: AnyObject, name: Int32) -> G8Report {
        let index: Int
        switch registrations.reserve(object, name: name) {
        case .registered(let existing): return restyleAgain(at: existing)
        case .reserved(let reserved): index = reserved
        }
        switch lookUp(name) {
        case .success(let found):
            // The registration is the buffer of the values the application replaces, made by
            // it: the slot is empty until then (calls made meanwhile are queued).
            return applyJournaled(found, at: index, name: name, object: object)
        case .failure(let error):
            let values = G8PlanValues.make(root: object, rootID: ObjectIdentifier(object), journal: nil)
            registrations.slots[index] = Registration(values: values, fields: .init(name: name))
            return missing(error, name: name, object: object)
        }
    }

    /// Forgets `object`; its current look stays (see "Registrations that overlap" for what the
    /// next switch puts back).
    ///
    /// - Complexity: O(1) amortised.
    public func unregister(_ object: AnyObject) {
        _ = perform { [self] in
            if let index = registrations.position(of: object) { registrations.retire(at: index) }
            return G8Report()
        }
    }

    /// Makes `theme` current and restyles every live object, in registration order.
    @discardableResult
    public func switchTheme(to theme: G8Theme) -> G8Report {
        resolvedThemes = ResolvedThemes()
        return switchResolved(to: theme)
    }

    /// Switches the current theme to `mode` and restyles every live object. An unknown mode
    /// throws and changes nothing.
    ///
    /// The modes and contexts switched to are resolved once per theme given to the manager:
    /// switching back to one reuses its styles, and the plans the engine keeps for them (see
    /// ``maximumResolvedThemes``).
    @discardableResult
    public func switchMode(to mode: String?) throws(G8ThemeError) -> G8Report {
        switchResolved(to: try resolvedTheme(.mode(mode)))
    }

    /// Switches the current theme to a context of some of its modifiers (`["theme": "dark"]`,
    /// others keep theirs) and restyles every live object. An unknown modifier or context
    /// throws and changes nothing.
    @discardableResult
    public func switchContexts(to contexts: [String: String]) throws(G8ThemeError) -> G8Report {
        switchResolved(to: try resolvedTheme(.contexts(contexts)))
    }

    /// Merges an update into the current theme and restyles every live object. An invalid
    /// update throws and changes nothing.
    @discardableResult
    public func update(json: Data, file: String? = nil) throws(G8ThemeError) -> G8Report {
        let merged = try (reentry.upcomingTheme ?? theme).merging(json: json, file: file)
        return switchTheme(to: merged)
    }

    /// Makes `theme` current (now, or after the restyle in progress) and restyles every live
    /// object; the themes resolved from the current one stay.
    func switchResolved(to theme: G8Theme) -> G8Report {
        if reentry.depth > 0 { reentry.upcomingTheme = theme }
        return perform { [self] in
            self.theme = theme
            return restyleEverything()
        }
    }

    /// Restyles every live object with the current theme: one report for all of them, each
    /// diagnostic's path beginning with the object's type and style name, as in
    /// `ProfileScreen[profile].label1.textColor`.
    @discardableResult
    public func restyleAll() -> G8Report {
        perform { [self] in restyleEverything() }
    }

    /// Forgets objects that no longer exist.
    ///
    /// - Complexity: O(n), n the number of registrations; registering prunes by itself when
    ///   the registrations have doubled since the last pruning, O(1) amortised per object.
    public func prune() {
        _ = perform { [self] in
            registrations.prune()
            return G8Report()
        }
    }
}

/// A manager belongs to the isolation domain that made it: not `Sendable`, so that the
/// compiler refuses to send one manager to two actors or threads.
@available(*, unavailable)
extension G8ThemeManager: Sendable {}
