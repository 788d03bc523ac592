/// What one application asks of the engine. Every way into an application (``G8/applyStyle(_:to:)``,
/// ``G8/validate(_:against:)``, the journaled ``G8/applyStyle(_:to:journal:)``, theme managers,
/// appearance defaults) states its options here and goes through one of the two `run`
/// functions below, which own the plan lookup and the strict check, so strict mode means the
/// same on every path.
package struct G8RunOptions {
    /// Validate first and apply nothing when an error would occur; take back what was set when
    /// one shows only while applying.
    var isStrict: Bool
    /// Whether diagnostics go to the log handler as they happen (a theme manager logs them
    /// itself, with its own paths).
    var logging = true
    /// Whether a journaled application reads the values it left, for
    /// ``G8Journal/changedSinceApplied()``; a theme manager does not need them.
    var capturesApplied = true
    /// Whether to set nothing: every lookup, conversion and check is made, and the report says
    /// what applying would (``G8/validate(_:against:)``).
    var isDryRun = false

    /// Options for a run; strict as `isStrict`, the rest as documented on each.
    package init(isStrict: Bool, logging: Bool = true, capturesApplied: Bool = true, isDryRun: Bool = false) {
        self.isStrict = isStrict
        self.logging = logging
        self.capturesApplied = capturesApplied
        self.isDryRun = isDryRun
    }
}

extension G8 {
    /// The engine with no log handler.
    package var silenced: G8 {
        var engine = self
        engine.logHandler = { _ in }
        return engine
    }

    /// Applies `style` to `object` through its plan: replays it when the cache holds one for
    /// the style and the object's class, or interprets (recording a plan the second time).
    /// `entry` is what the cache holds when the caller looked it up already (a theme manager
    /// does, once for a run of objects of one class and style); `nil` looks it up.
    package func run(_ style: G8Style, to object: AnyObject, entry: G8Registry.PlanEntry??, options: G8RunOptions) -> G8Report {
        let engine = options.logging ? self : silenced
        if options.isDryRun {
            var run = G8Run(engine: engine)
            run.dryRun = true
            run.apply(style, to: object, path: "", depth: 0)
            return run.report
        }
        guard options.isStrict else {
            return engine.apply(style, to: object, entry: entry ?? registry.plan(for: style, rootType: type(of: object)))
        }
        let entry = entry ?? registry.plan(for: style, rootType: type(of: object))
        if logLevel != .verbose, case .compiled(let plan) = entry, let count = plan.replayIfReached(object) {
            // The plan is the verdict of a clean validation against objects of this shape
            // (``G8Plan/reaches(_:)``: replayed only where it reaches every child), and holds
            // only values converted and checked when it was recorded, set by property-form
            // appliers: nothing in it can fail now.
            return G8Report(diagnostics: [], appliedCount: count)
        }
        // Not reached: validate. Or a setter changed what a later step reaches: interpret from
        // the start, as a replay that stops does; what the replay set is set again.
        if let refusal = engine.refusalAfterValidating(style, on: object) { return refusal }
        var run = G8Run(engine: engine)
        run.journal = G8Journal()
        run.recorder = recorder(for: entry)
        run.apply(style, to: object, path: "", depth: 0)
        if run.report.hasErrors {
            run.journal?.restore()
            return engine.refused(run.report)
        }
        finish(run, from: entry, style: style, object: object)
        return run.report
    }

    /// Applies `style` to `object`, recording in `journal` each value it replaces. When strict
    /// and an error shows while applying, what was set is put back and `journal` is unchanged.
    /// `known` is what the cache holds for the style and the object's class when the caller
    /// looked it up already (a theme manager does, once for a run of objects); nil looks it up.
    package func run(
        _ style: G8Style, to object: AnyObject, journal: inout G8Journal, entry known: G8Registry.PlanEntry? = nil,
        options: G8RunOptions
    ) -> G8Report {
        let entry = logLevel == .verbose ? nil : known ?? registry.plan(for: style, rootType: type(of: object))
        guard options.isStrict else {
            // The caller's journal, noted in place: copying it retained and released each of its
            // references, twice for every registration and switch.
            let report = journaled(style, to: object, journal: &journal, entry: entry, logging: options.logging)
            if options.capturesApplied { journal.captureApplied() }
            return report
        }
        if journal.isBlank, case .compiled(let plan) = entry {
            // A new journal (a theme manager's registration, or a switch's): the plan's verdict
            // and its replay in one walk, noting into the caller's journal, which holds nothing
            // to take back apart from this application's own values.
            journal.prepareForReplay(of: plan, on: object)
            if let count = plan.replayIfReached(object, journal: &journal) {
                if options.capturesApplied { journal.captureApplied() }
                return G8Report(diagnostics: [], appliedCount: count)
            }
            // Not reached (nothing was set), or a setter changed what a later step reaches:
            // what was set is put back, and the application goes the validating way below.
            journal.restore()
            journal = G8Journal()
        }
        let engine = options.logging ? self : silenced
        if !G8.isCleanVerdict(entry, on: object), let refusal = engine.refusalAfterValidating(style, on: object) {
            return refusal
        }
        // Strict: a journal of this application alone, so that it can be taken back whole
        // (the caller's may hold the properties already, and would not note them again).
        var own = G8Journal()
        let report = journaled(style, to: object, journal: &own, entry: entry, logging: options.logging)
        if report.hasErrors {
            own.restore()
            return engine.refused(report)
        }
        journal.append(own)
        if options.capturesApplied { journal.captureApplied() }
        return report
    }

    /// Applies `style` to `object` for ``run(_:to:journal:entry:options:)``, noting in `journal`
    /// each value it replaces: replays the plan `entry` holds, its children found first
    /// (``G8Plan/replayIfReached(_:journal:)``), or interprets (from the start, after a replay
    /// that does not reach every child, which sets nothing, or that stops: what the replay
    /// noted are the values before, and the interpreter notes the rest), recording a plan when
    /// the style was applied once before (``G8/recorder(for:)``).
    private func journaled(
        _ style: G8Style, to object: AnyObject, journal: inout G8Journal, entry: G8Registry.PlanEntry?, logging: Bool
    ) -> G8Report {
        if case .compiled(let plan) = entry {
            // Kept typed in the plan's layout when the journal is new, else as entries.
            journal.prepareForReplay(of: plan, on: object)
            if let count = plan.replayIfReached(object, journal: &journal) {
                return G8Report(diagnostics: [], appliedCount: count)
            }
            journal.materialize()
        }
        var run = G8Run(engine: logging ? self : silenced)
        run.recorder = recorder(for: entry)
        run.journal = journal
        run.apply(style, to: object, path: "", depth: 0)
        finish(run, from: entry, style: style, object: object)
        if let recorded = run.journal { journal = recorded }
        return run.report
    }

    /// Whether validating the style against `object` is known to find no error: `entry`, what
    /// the cache holds for the style and the object's class, is a plan, and it reaches the
    /// object (``G8Plan/reaches(_:)``).
    private static func isCleanVerdict(_ entry: G8Registry.PlanEntry?, on object: AnyObject) -> Bool {
        guard case .compiled(let plan) = entry else { return false }
        return plan.reaches(object)
    }

    /// The refusal of a strict application whose validation finds errors, logged; nil when
    /// validation finds none.
    private func refusalAfterValidating(_ style: G8Style, on object: AnyObject) -> G8Report? {
        let validation = validate(style, against: object)
        guard validation.hasErrors else { return nil }
        if logLevel != .off {
            for diagnostic in validation.diagnostics where diagnostic.level >= logLevel { logHandler(diagnostic) }
        }
        return refused(validation)
    }

    /// `report` (already logged) with the strict refusal added, and logged; nothing counted
    /// as applied.
    private func refused(_ report: G8Report) -> G8Report {
        let refusal = G8Diagnostic(level: .error, path: "", kind: .strictRefusal(errorCount: report.errors.count))
        if logLevel != .off && refusal.level >= logLevel { logHandler(refusal) }
        return G8Report(diagnostics: report.diagnostics + [refusal], appliedCount: 0)
    }
}

extension G8Journal {
    /// Adds `other`'s entries for properties this journal does not hold yet, and its undos:
    /// the journal of two applications made one after the other.
    mutating func append(_ other: G8Journal) {
        if isBlank {
            // Nothing to merge with (a strict application's own journal into a new one).
            self = other
            return
        }
        var pending = 0
        for (position, entry) in other.entries.enumerated() {
            while pending < other.undos.count && other.undos[pending].after <= position {
                undos.append((entries.count, other.undos[pending].undo))
                pending += 1
            }
            if let object = entry.object {
                let before = entries.count
                record(object: object, property: entry.property, modifiers: entry.modifier.map { [$0] } ?? [])
                if entries.count > before {
                    entries[before] = Entry(reference: entry.reference, id: entry.id, property: entry.property,
                                            modifier: entry.modifier, previous: entry.previous)
                }
            }
        }
        while pending < other.undos.count {
            undos.append((entries.count, other.undos[pending].undo))
            pending += 1
        }
    }
}
