/// What a strict engine (``G8/isStrict``) adds to a run: nothing is applied when validating the
/// style finds an error, and an error that shows only while applying puts back everything the
/// application set. A clean plan that reaches the object is the verdict of a validation
/// already made (``G8Plan/reaches(_:)``), so a repeated strict application validates nothing.
extension G8 {
    /// The strict way of ``run(_:to:entry:options:)``, from `entry`, what the cache holds for
    /// the style and the object's class; `engine` is this one, or it silenced when the run
    /// does not log.
    func runStrict(_ style: G8Style, to object: AnyObject, entry: G8Registry.PlanEntry?, engine: G8) -> G8Report {
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
        run.finish(from: entry, style: style, object: object)
        return run.report
    }

    /// The strict way of ``run(_:to:journal:entry:options:)``, from `entry`, what the cache
    /// holds for the style and the object's class (nil when logging verbosely).
    func runStrict(
        _ style: G8Style, to object: AnyObject, journal: inout G8Journal, entry: G8Registry.PlanEntry?,
        options: G8RunOptions
    ) -> G8Report {
        if journal.isBlank, case .compiled(let plan) = entry {
            // A new journal (a theme manager's registration, or a switch's): the plan's verdict
            // and its replay in one walk, noting into the caller's journal, which holds nothing
            // to take back apart from this application's own values.
            journal.prepareForReplay(of: plan, on: object)
            if let count = plan.replayIfReached(object, journal: &journal) {
                if options.capturesApplied { journal.captureApplied() }
                return G8Report(diagnostics: [], appliedCount: count)
            }
            // Not reached (a stored child missing: nothing was set), or stopped midway (a child
            // an accessor does not return, or a setter changed what a later step reaches):
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
                    entries[before] = Entry(object: object, anchor: entry.anchor, id: entry.id, property: entry.property,
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
