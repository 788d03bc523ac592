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
/// The manager never keeps an object alive: an object that goes away is forgotten. It holds
/// every object, widget or not, through an unowned reference, which tells when the object has
/// gone and keeps only its memory (the size of the object itself, not what it holds) until the
/// manager lets go of it, at the next pruning or switch. A weak reference would move the
/// object's reference counts to a side table for good, and every retain and release of it, by
/// the manager or by your code, would take the runtime's slow path.
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
/// ## Re-entry
/// An applier may call the manager while the manager restyles (on the same thread): register,
/// unregister, switch the theme or the mode, update or restyle. Such a call is queued and runs
/// when the restyle in progress is done, in the order the calls were made; the result is as if
/// they had been made just after it. A queued call returns an empty report (its diagnostics
/// join the report of the call that was restyling); `switchMode(to:)` and `update(json:)`
/// still check their argument at once, against the theme the queued switches lead to. Calls
/// that keep queueing calls are run for at most ``maximumReentryRounds`` rounds; the ones left
/// are dropped and reported. An applier that styles the object being styled through the
/// engine, or replaces the child being styled, is safe: the rest of the style applies to what
/// its keypaths reach when their entries apply.
///
/// ## Strict engines
/// Under a strict engine (`G8.isStrict`) a registration's style that would fail, when
/// validated or while applying, is not applied at all: the object is left with its own values,
/// as a fresh strict application leaves it.
///
/// Like the widgets it styles, a manager belongs to one thread or actor at a time.
public final class G8ThemeManager {
    /// How many rounds of calls made while restyling run before the rest are dropped: a call
    /// that queues another call each time it runs would otherwise never end.
    public static let maximumReentryRounds = 16

    /// The engine that applies the styles.
    public let engine: G8
    /// The current theme.
    public private(set) var theme: G8Theme {
        didSet { lastLookup = nil }
    }
    /// The style last looked up by name, with its signature: registrations and switches mostly
    /// meet runs of one style name. Forgotten when the theme changes.
    @exclusivity(unchecked) private var lastLookup: (name: Int32, style: G8Style, signature: Int32)?
    /// The names registrations were made with, each once, in the order first used: a
    /// registration holds its name's index.
    @exclusivity(unchecked) private var styleNames: [String] = []
    /// Each name's index in `styleNames`.
    @exclusivity(unchecked) private var styleNameIndices: [String: Int32] = [:]
    /// The engine's plan lookup, remembering the entry last found: registrations mostly come in
    /// runs of one class and style.
    @exclusivity(unchecked) private var planLookup = G8PlanLookup()
    /// The registrations in registration order; nil where one was removed (compacted lazily,
    /// so that removing one costs O(1) amortised and the order is kept).
    @exclusivity(unchecked) private var slots: [Registration?] = []
    /// By identity, where each live registered object is in `slots` (its position) and, for
    /// each object a registration's journal holds values of, how many registrations' do (its
    /// count): one word an object.
    @exclusivity(unchecked) private var objectTable = G8ObjectTable()
    /// The registrations from this slot on have not been counted in `objectTable` yet: a new
    /// registration's objects are counted at the next call that needs the counts (a switch, a
    /// restyle, a registration that changes a style name), all at once. Registering is where an
    /// app waits for a screen to appear; the counts only serve switches, and a registration
    /// that goes before the next switch is never counted at all.
    @exclusivity(unchecked) private var countedUpTo = 0
    /// How many slots are nil.
    @exclusivity(unchecked) private var holes = 0
    /// How many ghosts `slots` holds: unregistered, waiting for the next switch.
    @exclusivity(unchecked) private var ghostCount = 0
    /// How many slots there were after the last pruning: the next one waits until there are
    /// twice as many, so registering n objects costs O(n) in all.
    @exclusivity(unchecked) private var prunedCount = 0
    /// Key signatures by style identity; each entry keeps its style, so identities stay unique.
    @exclusivity(unchecked) private var signatures: [ObjectIdentifier: (style: G8Style, signature: Int32)] = [:]
    /// The signature of each list of keypaths met (at most 4,096 kept).
    @exclusivity(unchecked) private var signatureNumbers: [[String]: Int32] = [:]
    /// The signature the next new list of keypaths gets; 0 once they ran out.
    @exclusivity(unchecked) private var nextSignature: Int32 = 1
    /// Whether two registrations ever set values on one object: switches then put back every
    /// registration's values before applying any (see "Registrations that overlap"). Known
    /// only for the registrations counted (see `countedUpTo`).
    @exclusivity(unchecked) private var overlapping = false
    /// How deep in the manager's own calls this is; calls made at depth > 0 are queued.
    @exclusivity(unchecked) private var depth = 0
    /// The calls made while restyling, to run when it is done.
    @exclusivity(unchecked) private var queued: [() -> G8Report] = []
    /// The theme the queued switches lead to, against which queued mode switches and updates
    /// are checked.
    @exclusivity(unchecked) private var upcomingTheme: G8Theme?

    /// The engine without a log handler: the manager logs diagnostics itself, with their paths
    /// prefixed.
    private let silentEngine: G8

    /// A manager applying `theme` through `engine`.
    public init(engine: G8, theme: G8Theme) {
        self.engine = engine
        self.theme = theme
        self.silentEngine = engine.silenced
    }

    /// The current theme's mode.
    public var mode: String? { theme.mode }

    /// How many registered objects are still alive; forgets the others.
    ///
    /// - Complexity: O(n), n the number of registrations.
    public var registeredCount: Int {
        if depth == 0 { pruneNow() }
        return slots.reduce(0) { $0 + (($1.map { !$0.isGhost && $0.isRootAlive } ?? false) ? 1 : 0) }
    }

    /// Styles `object` with the current theme's style `styleName` and remembers it (without
    /// keeping it alive) for
    /// later switches. Registering an object again changes its style and keeps its place.
    /// A name the theme has no style of is reported once and the object is not registered.
    ///
    /// - Complexity: O(1) amortised besides the application, for a new object or in a manager
    ///   whose registrations do not overlap; registering an object again where they do restyles
    ///   the registrations after it. Which objects the style reached is counted (to see
    ///   registrations that overlap) by the next switch, restyle or registration that changes a
    ///   style name, for all the registrations made since, not here.
    @discardableResult
    public func style(_ object: AnyObject, with styleName: String) -> G8Report {
        if lastLookup.map({ styleNames[Int($0.name)] != styleName }) ?? true,
            let refusal = refusal(ofUnknownStyle: styleName, for: object)
        {
            return refusal
        }
        let name = index(ofStyleName: styleName)
        // Most registrations are not made from an applier: run at once, without a closure to
        // queue (a closure that may be queued is allocated for every call).
        if depth > 0 { return perform { [self] in register(object, name: name) } }
        return performNow { register(object, name: name) }
    }

    /// Registers `object` with the style name `name` (or restyles its registration) and
    /// styles it.
    private func register(_ object: AnyObject, name: Int32) -> G8Report {
        let id = ObjectIdentifier(object)
        if slots.count >= max(64, 2 * prunedCount) { pruneNow() }
        let index = objectTable.position(of: id)
        if let index, let existing = slots[index], existing.rootID == ObjectIdentifier(object) {
            slots[index]?.name = name
            return restyleAgain(at: index)
        }
        if let index { retire(at: index) }  // a released object's identity, reused
        objectTable.setPosition(slots.count, for: id)
        switch lookUp(name) {
        case .success(let found):
            // The registration is the buffer of the values the application replaces, made by
            // it: the slot is empty until then (calls made meanwhile are queued).
            slots.append(nil)
            return applyJournaled(found, at: slots.count - 1, name: name, object: object)
        case .failure(let error):
            slots.append(Registration(values: G8PlanValues.make(root: G8Reference(object), journal: nil), fields: .init(name: name)))
            return missing(error, name: name, object: object)
        }
    }

    /// Forgets `object`; its current look stays (see "Registrations that overlap" for what the
    /// next switch puts back).
    ///
    /// - Complexity: O(1) amortised.
    public func unregister(_ object: AnyObject) {
        let id = ObjectIdentifier(object)
        _ = perform { [self] in
            if let index = objectTable.position(of: id), let registration = slots[index], registration.rootID == ObjectIdentifier(object) {
                retire(at: index)
            }
            return G8Report()
        }
    }

    /// Makes `theme` current and restyles every live object, in registration order.
    @discardableResult
    public func switchTheme(to theme: G8Theme) -> G8Report {
        if depth > 0 { upcomingTheme = theme }
        return perform { [self] in
            self.theme = theme
            return restyleEverything()
        }
    }

    /// Switches the current theme to `mode` and restyles every live object. An unknown mode
    /// throws and changes nothing.
    @discardableResult
    public func switchMode(to mode: String?) throws(G8ThemeError) -> G8Report {
        let resolved = try (upcomingTheme ?? theme).resolved(mode: mode)
        return switchTheme(to: resolved)
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
    /// update throws and changes nothing.
    @discardableResult
    public func update(json: Data, file: String? = nil) throws(G8ThemeError) -> G8Report {
        let merged = try (upcomingTheme ?? theme).merging(json: json, file: file)
        return switchTheme(to: merged)
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
            pruneNow()
            return G8Report()
        }
    }

    private func pruneNow() {
        let wasRestyling = restyling
        restyling = true  // no compaction while the loop holds indices
        for index in slots.indices {
            // Tested without binding the registration, which would retain and release it.
            let gone = slots[index].map { !$0.isGhost && !$0.isRootAlive } ?? false
            if gone { retire(at: index) }
        }
        restyling = wasRestyling
        compactIfWorthIt(force: true)
        prunedCount = slots.count
    }

    // MARK: Re-entry

    /// Runs `body` now, or queues it when called from inside the manager's own work (an
    /// applier calling back): see "Re-entry". The outermost call runs the queued calls when
    /// its own work is done and returns one report for all.
    private func perform(_ body: @escaping () -> G8Report) -> G8Report {
        guard depth == 0 else {
            queued.append(body)
            return G8Report()
        }
        return performNow(body)
    }

    /// `perform` for a call made outside the manager's own work (`depth` is 0).
    private func performNow(_ body: () -> G8Report) -> G8Report {
        depth = 1
        defer {
            depth = 0
            upcomingTheme = nil
        }
        var report = body()
        var rounds = 0
        while !queued.isEmpty {
            rounds += 1
            let batch = queued
            queued = []
            if rounds > G8ThemeManager.maximumReentryRounds {
                let dropped = G8Diagnostic(level: .error, path: "", kind: .custom(
                    "theme manager: \(batch.count) call\(batch.count == 1 ? "" : "s") made while restyling dropped: "
                        + "calls kept making calls for \(G8ThemeManager.maximumReentryRounds) rounds"))
                log(dropped)
                report.append(G8Report(diagnostics: [dropped]))
                break
            }
            for call in batch { report.append(call()) }
        }
        return report
    }

    // MARK: Registrations

    /// Removes the registration at `index`: it becomes a ghost, which the next switch puts
    /// back where it overlaps, or goes at once when it holds nothing.
    private func retire(at index: Int) {
        guard let registration = slots[index], !registration.isGhost else { return }
        if objectTable.position(of: registration.id) == index { objectTable.setPosition(nil, for: registration.id) }
        if registration.isJournalEmpty {
            release(registration, at: index)
            slots[index] = nil
            holes += 1
        } else {
            slots[index]?.isGhost = true
            ghostCount += 1
        }
        compactIfWorthIt(force: false)
    }

    /// Stops counting what the journal of `registration`, at `index`, holds, for a
    /// registration that goes: nothing when it was not counted yet.
    private func release(_ registration: Registration, at index: Int) {
        guard index < countedUpTo else { return }
        registration.withJournalObjects { if !$0.isEmpty { objectTable.decrement($0) } }
    }

    /// Counts the objects of every registration not counted yet (see `countedUpTo`), in
    /// registration order, noting whether any two registrations share one.
    private func countRegistrations() {
        guard countedUpTo < slots.count else { return }
        for index in countedUpTo..<slots.count {
            guard let registration = slots[index] else { continue }
            let shared = registration.withJournalObjects { $0.isEmpty ? false : objectTable.increment($0) }
            if shared { overlapping = true }
        }
        countedUpTo = slots.count
    }

    /// Gives the registration at `index` a new journal, kept with `signature` (nil for none),
    /// counting what it holds instead of what the old one held; notes when two registrations
    /// share an object. For an empty slot (a new registration, the last), `name` and `object`
    /// make the registration, counted later (see `countedUpTo`). An existing registration's
    /// journal is replaced only by a restyle, which counts the registrations first.
    ///
    /// A journal of the very objects the old one held (a switch that changes the keys set on
    /// the same widgets) changes no count: they are left as they are. Any overlap among those
    /// objects was noted when they were first counted.
    private func replaceJournal(
        at index: Int, with journal: G8Journal, signature: Int32?, name: Int32? = nil, object: AnyObject? = nil
    ) {
        var counted = false
        if let old = slots[index] {
            assert(index < countedUpTo, "a journal replaced before its registration was counted")
            if old.values.plan != nil, journal.holdsOnlyPlanValues, let values = journal.planValues {
                counted = old.values.holdsValuesOfSameObjects(as: values)
            }
            if !counted { release(old, at: index) }
            var fields = old.fields
            fields.signature = signature ?? 0
            store(journal, at: index, fields: fields, rootID: old.rootID, root: old.root)
        } else if let name, let object {
            let fields = Registration.Fields(name: name, signature: signature ?? 0)
            store(journal, at: index, fields: fields, rootID: ObjectIdentifier(object), root: G8Reference(object))
            assert(index >= countedUpTo, "a new registration among those counted")
            return
        } else {
            preconditionFailure("no registration at \(index)")
        }
        guard !counted else { return }
        let shared = journal.withObjects { $0.isEmpty ? false : objectTable.increment($0) }
        if shared { overlapping = true }
    }

    /// Puts a registration holding `journal`, of the object `root` refers to (whose identity
    /// is `rootID`), with `fields`, in the slot `index`; what the journal holds is not counted
    /// again. The journal's plan values are the registration's values when they are all it
    /// holds (nearly always: a replay keeps them typed).
    private func store(
        _ journal: G8Journal, at index: Int, fields: Registration.Fields, rootID: ObjectIdentifier,
        root: @autoclosure () -> G8Reference
    ) {
        let values: G8PlanValues
        if journal.holdsOnlyPlanValues, let kept = journal.planValues, kept.plan != nil, kept.rootID == rootID {
            values = kept
        } else {
            values = G8PlanValues.make(root: root(), journal: journal.isBlank ? nil : journal)
        }
        slots[index] = Registration(values: values, fields: fields)
    }

    /// Drops the nil slots once they are at least half of all, keeping the order: O(1)
    /// amortised per removal. Never while restyling, whose loops hold indices.
    private func compactIfWorthIt(force: Bool) {
        guard depth <= 1, !restyling, holes > 0, force || holes >= max(32, slots.count / 2) else { return }
        countedUpTo = slots[..<countedUpTo].reduce(0) { $1 == nil ? $0 : $0 + 1 }
        slots.removeAll { $0 == nil }
        holes = 0
        objectTable.removeAllPositions()
        for (index, registration) in slots.enumerated() where registration?.isGhost == false {
            if let registration { objectTable.setPosition(index, for: registration.id) }
        }
    }

    /// Whether a loop over `slots` is running (indices must stay put).
    @exclusivity(unchecked) private var restyling = false

    // MARK: Restyling

    /// The style named `name` (an index into `styleNames`) in the current theme, and its
    /// signature.
    private func lookUp(_ name: Int32) -> Result<(style: G8Style, signature: Int32), G8ThemeError> {
        if let last = lastLookup, last.name == name { return .success((last.style, last.signature)) }
        do throws(G8ThemeError) {
            let style = try theme.style(named: styleNames[Int(name)])
            let found = (name: name, style: style, signature: signature(of: style))
            lastLookup = found
            return .success((found.style, found.signature))
        } catch {
            return .failure(error)
        }
    }

    private func missing(_ error: G8ThemeError, name: Int32, object: AnyObject) -> G8Report {
        let prefix = "\(G8TypeName.of(type(of: object)))[\(styleNames[Int(name)])]"
        let diagnostics = error.diagnostics.map { G8Diagnostic(level: $0.level, path: prefix, kind: $0.kind, location: $0.location) }
        diagnostics.forEach(log)
        return G8Report(diagnostics: diagnostics)
    }

    /// Applies the style of the registration at `index`, named `name`, to its `object` with a
    /// new journal, after its old one was put back; the slot may be empty, for a new
    /// registration.
    private func applyJournaled(
        _ style: (style: G8Style, signature: Int32), at index: Int, name: Int32, object: AnyObject
    ) -> G8Report {
        var journal = G8Journal()
        let entry = planEntry(for: style.style, object: object)
        let report = engine.run(
            style.style, to: object, journal: &journal, entry: entry,
            options: G8RunOptions(isStrict: engine.isStrict, logging: false, capturesApplied: false))
        if G8Registry.records(entry), journal.planValues == nil, case .compiled(let plan)? = planEntry(for: style.style, object: object) {
            // Applied while its plan was recorded: the journal holds entries, each an `Any`
            // with its own reference. Kept as the plan's values, typed, as the journals of
            // later registrations are.
            journal.keepAsPlanValues(of: plan, root: object)
        }
        replaceJournal(at: index, with: journal, signature: style.signature, name: name, object: object)
        return report.diagnostics.isEmpty ? report : prefixed(report, at: index, object: object)
    }

    /// What the engine's cache holds for `style` and `object`'s class, looked up once for a run
    /// of objects of one class and style (``G8PlanLookup``).
    private func planEntry(for style: G8Style, object: AnyObject) -> G8Registry.PlanEntry? {
        planLookup.entry(for: style, on: object, in: engine)
    }

    /// Restyles the registration at `index` alone: its values put back, its style applied.
    private func restyle(at index: Int) -> G8Report {
        guard let registration = slots[index], let object = registration.object else { return G8Report() }
        switch lookUp(registration.name) {
        case .success(let found): return restyle(registration, object, with: found, at: index)
        case .failure(let error): return missing(error, name: registration.name, object: object)
        }
    }

    /// Restyles `registration`, at `index`, of `object` with `found`, its style in the current
    /// theme: its values put back, its style applied.
    private func restyle(
        _ registration: Registration, _ object: AnyObject, with found: (style: G8Style, signature: Int32), at index: Int
    ) -> G8Report {
        if registration.signature == found.signature {
            // The same keys as the style that made the journal: every value it replaced is set
            // again, so there is nothing to put back, and the journal's values stay the object's
            // own. Apply directly, through the compiled plan when there is one.
            let report = silentEngine.run(found.style, to: object, entry: nil, options: G8RunOptions(isStrict: engine.isStrict))
            return report.diagnostics.isEmpty ? report : prefixed(report, at: index, object: object)
        }
        registration.journal.restore()
        return applyJournaled(found, at: index, name: registration.name, object: object)
    }

    /// Restyles the registration at `index` after its style name changed, keeping its place.
    private func restyleAgain(at index: Int) -> G8Report {
        countRegistrations()
        if overlapping { return restyleSuffix(from: index) }
        let report = restyle(at: index)
        guard overlapping, let registration = slots[index] else { return report }
        // The new style reaches an object another registration styles: its journal noted that
        // one's values as its own. Take it back, and redo this and every later registration in
        // order.
        registration.journal.restore()
        replaceJournal(at: index, with: G8Journal(), signature: nil)
        rebase(preferring: [:])
        return restyleSuffix(from: index)
    }

    /// Puts back the values of every registration from `index` on, last first, then applies
    /// their styles again in order: what a fresh application of them after the ones before
    /// would leave. Its callers count the registrations first.
    private func restyleSuffix(from index: Int) -> G8Report {
        assert(countedUpTo == slots.count, "restyling registrations not counted")
        let wasRestyling = restyling
        restyling = true
        defer { restyling = wasRestyling }
        var ghosts: [(Registration, [Any])] = []
        for position in stride(from: slots.count - 1, through: index, by: -1) {
            guard let registration = slots[position] else { continue }
            if registration.isGhost { ghosts.append((registration, registration.journal.currentValues())) }
            registration.journal.restore()
            if registration.isGhost {
                bury(at: position)
            } else {
                replaceJournal(at: position, with: G8Journal(), signature: nil)
            }
        }
        var report = G8Report()
        for position in index..<slots.count {
            guard let registration = slots[position], !registration.isGhost else { continue }
            guard let object = registration.object else {
                retire(at: position)
                continue
            }
            switch lookUp(registration.name) {
            case .success(let style): report.append(applyJournaled(style, at: position, name: registration.name, object: object))
            case .failure(let error): report.append(missing(error, name: registration.name, object: object))
            }
        }
        // A ghost's look stays on the objects no registration styles now.
        for (ghost, values) in ghosts.reversed() { ghost.journal.reinstate(values, unless: { self.objectTable.count(of: $0) > 0 }) }
        return report
    }

    /// Forgets the ghost at `position`, whose values were put back.
    private func bury(at position: Int) {
        guard let registration = slots[position] else { return }
        release(registration, at: position)
        slots[position] = nil
        holes += 1
        ghostCount -= 1
    }

    /// Restyles everything with the current theme, in registration order.
    private func restyleEverything() -> G8Report {
        if slots.count >= max(64, 2 * prunedCount) { pruneNow() }
        restyling = true
        defer {
            restyling = false
            compactIfWorthIt(force: false)
        }
        countRegistrations()
        if overlapping { return restyleSuffix(from: 0) }
        var report = G8Report()
        // Styles and their signatures, looked up once per name for the whole switch.
        var resolved: [Int32: (style: G8Style, signature: Int32)] = [:]
        // Neighbours mostly share a style: the last name's style is reused without a lookup.
        var last: (name: Int32, entry: (style: G8Style, signature: Int32)?)?
        // The plan entry, looked up again only when the style or the class changes or no plan
        // had been recorded yet.
        var lookup = G8PlanLookup()
        // The journals replaced once the new styles overlap, kept until the end: they hold the
        // objects' own values. Until the first overlap, a journal replaced is let go at once:
        // every registration restyled so far holds its objects alone (old journals never
        // overlap here), so its new journal's values are the objects' own too. Let go at once,
        // its objects and memory are still in the cache, and the memory is the next journal's.
        // A list, made a dictionary only in the rare switch that needs it.
        // Two lists rather than one of pairs: a list of tuples is destroyed through the
        // runtime's generic layout walk, element by element.
        var replacedOwners: [Int] = [], replaced: [G8Journal] = []
        let options = G8RunOptions(isStrict: engine.isStrict)
        for index in slots.indices {
            guard let registration = slots[index], !registration.isGhost else { continue }
            guard let object = registration.object else {
                retire(at: index)
                continue
            }
            let name = registration.name
            let known: (style: G8Style, signature: Int32)?
            if let last, last.name == name {
                known = last.entry
            } else {
                known = resolved[name] ?? (try? theme.style(named: styleNames[Int(name)])).map { style in
                    let entry = (style: style, signature: signature(of: style))
                    resolved[name] = entry
                    return entry
                }
                last = (name, known)
            }
            if let known, registration.signature == known.signature {
                // Held for the application (`object`): a setter may drop the last other
                // reference to it.
                let entry = lookup.entry(for: known.style, on: object, in: silentEngine)
                let applied = silentEngine.run(known.style, to: object, entry: .some(entry), options: options)
                report.append(applied.diagnostics.isEmpty ? applied : prefixed(applied, at: index, object: object))
            } else {
                if let known {
                    report.append(restyle(registration, object, with: known, at: index))
                    if overlapping {
                        // The registration as it was, its values replaced: they still hold the
                        // objects' values.
                        replacedOwners.append(index)
                        replaced.append(registration.journal)
                    }
                } else {
                    report.append(restyle(at: index))
                }
            }
        }
        if overlapping {
            // The new styles made two registrations share an object (ghosts count: their
            // objects are still theirs): the journals made on the way noted each other's
            // values. Rebuild them from the objects' own values, and restyle everything in the
            // order that overlapping registrations need.
            rebase(preferring: Dictionary(zip(replacedOwners, replaced), uniquingKeysWith: { _, last in last }))
            return restyleSuffix(from: 0)
        }
        // Nothing overlaps: no registration styles a ghost's objects, whose look stays.
        if ghostCount > 0 {
            for index in slots.indices where slots[index]?.isGhost == true { bury(at: index) }
        }
        return report
    }

    /// Makes every journal's earlier values the objects' own: for each property, the value
    /// in `preferring` (journals replaced during a switch, which held them) or else in the
    /// first registration's journal that holds it.
    private func rebase(preferring: [Int: G8Journal]) {
        // Entries, read and changed below, rather than a plan's values kept typed.
        var journals: [Int: G8Journal] = [:]
        for index in slots.indices {
            guard var journal = slots[index]?.journal else { continue }
            journal.materialize()
            journals[index] = journal
        }
        var own: [G8Journal.EntryKey: Any] = [:]
        for journal in preferring.values {
            for entry in journal.entries { own[entry.key] = entry.previous }
        }
        // Then the journals not replaced (made before the switch, or in it before the first
        // overlap: each holding the objects' own values, nothing overlapping then), then the
        // new ones in registration order.
        for round in 0..<2 {
            for index in slots.indices {
                guard let journal = journals[index], (preferring[index] == nil) == (round == 0) else { continue }
                for entry in journal.entries where own[entry.key] == nil { own[entry.key] = entry.previous }
            }
        }
        for index in slots.indices {
            guard var journal = journals[index] else { continue }
            for position in journal.entries.indices {
                if let value = own[journal.entries[position].key] { journal.entries[position].previous = value }
            }
            // The same objects, held as entries: counted as they were.
            if let registration = slots[index] {
                store(journal, at: index, fields: registration.fields, rootID: registration.rootID, root: registration.root)
            }
        }
    }

    /// The index of `name` in `styleNames`, added when new.
    private func index(ofStyleName name: String) -> Int32 {
        if let last = lastLookup, styleNames[Int(last.name)] == name { return last.name }
        if let known = styleNameIndices[name] { return known }
        let index = Int32(truncatingIfNeeded: styleNames.count)
        styleNames.append(name)
        styleNameIndices[name] = index
        return index
    }

    /// The report with each path beginning with the registered object's type and style name,
    /// logged.
    private func prefixed(_ report: G8Report, at index: Int, object: AnyObject) -> G8Report {
        guard let registration = slots[index] else { return report }
        let prefix = "\(G8TypeName.of(type(of: object)))[\(styleNames[Int(registration.name)])]"
        let diagnostics = report.diagnostics.map {
            G8Diagnostic(level: $0.level, path: $0.path.isEmpty ? prefix : prefix + "." + $0.path, kind: $0.kind, location: $0.location)
        }
        diagnostics.forEach(log)
        return G8Report(diagnostics: diagnostics, appliedCount: report.appliedCount)
    }

    /// The signature of every keypath the style sets, nested styles and superStyles included,
    /// in order: two styles have the same signature exactly when they set the same properties
    /// (each list of keypaths met gets its own number; no hash that two lists could share).
    /// 0, which no registration's signature is, once 2^31 - 1 lists have been numbered.
    private func signature(of style: G8Style) -> Int32 {
        let id = ObjectIdentifier(style.storage)
        if let known = signatures[id] { return known.signature }
        var keys: [String] = []
        G8ThemeManager.collectKeys(of: style, prefix: "", into: &keys, depth: 0)
        let signature: Int32
        if let numbered = signatureNumbers[keys] {
            signature = numbered
        } else {
            // Forgotten lists keep their numbers: a list met again gets a new one, which a
            // registration holding the old one takes for other keys, and puts its values back.
            if signatureNumbers.count >= 4096 { signatureNumbers.removeAll() }
            signature = nextSignature
            if nextSignature < Int32.max { nextSignature += 1 } else { nextSignature = 0 }
            if signature != 0 { signatureNumbers[keys] = signature }
        }
        if signatures.count > 4096 { signatures.removeAll() }
        signatures[id] = (style, signature)
        return signature
    }

    private static func collectKeys(of style: G8Style, prefix: String, into keys: inout [String], depth: Int) {
        guard depth <= G8.maximumDepth else { return keys.append("…") }
        // Flattened: a style reached along many superStyle paths is counted once.
        let flat = style.flattened()
        guard flat.height + depth <= G8.maximumDepth else { return keys.append("…") }
        for entry in flat.entries {
            let path = entry.isSuperStyle ? prefix : G8Run.join(prefix, entry.key)
            if let nested = entry.nested {
                for style in nested { collectKeys(of: style, prefix: path, into: &keys, depth: depth + 1) }
            } else {
                keys.append(path)
            }
        }
    }

    private func log(_ diagnostic: G8Diagnostic) {
        if engine.logLevel != .off && diagnostic.level >= engine.logLevel { engine.logHandler(diagnostic) }
    }
}
