/// The way into every application: the public entry points, and the two `run` functions all
/// of them go through, one plain, one noting a journal. The path reads in this folder's files,
/// in order: the options a run is given (G8RunOptions.swift), the plan it looks up
/// (G8+PlanLookup.swift), the check a strict engine makes (G8+StrictCheck.swift), the
/// interpreter (G8Run.swift), and what a run leaves in the plan cache (G8Run+Finish.swift).
extension G8 {
    /// Applies `style` to `object` and returns what happened.
    ///
    /// Entries apply in order (``G8Style`` explains the order); a value that cannot be set leaves
    /// its property unchanged and yields an error, a missing property or child a warning, and
    /// the rest of the style still applies.
    @discardableResult
    public func applyStyle(_ style: G8Style, to object: AnyObject) -> G8Report {
        run(style, to: object, entry: nil, options: G8RunOptions(isStrict: isStrict))
    }

    /// Applies `style` to `object` like ``applyStyle(_:to:)``, and records in `journal` the value
    /// each property had before, so that `journal.restore()` can undo the application.
    ///
    /// When the engine ``isStrict``, nothing is applied if any error would occur, including one
    /// that shows only while applying (a closure-form applier failing on a value it accepted
    /// when validated): what was set is put back and `journal` is left as it was.
    @discardableResult
    public func applyStyle(_ style: G8Style, to object: AnyObject, journal: inout G8Journal) -> G8Report {
        defer { journal.letGo() }
        return run(style, to: object, journal: &journal, options: G8RunOptions(isStrict: isStrict))
    }

    /// Every diagnostic that applying `style` to `object` would produce, without changing the
    /// object or anything in it: lookups are made and values converted and checked, but nothing
    /// is set. Nothing is sent to the log handler.
    ///
    /// Closure-form appliers are run in a dry-run mode in which ``applyValue(_:to:at:)`` checks
    /// the value and sets nothing; an applier that assigns properties itself instead of through
    /// `applyValue` is not run. Decorators are checked for the type they style, not run.
    public func validate(_ style: G8Style, against object: AnyObject) -> G8Report {
        run(style, to: object, entry: nil, options: G8RunOptions(isStrict: false, logging: false, isDryRun: true))
    }

    /// Applies `style` to `object` through its plan: replays it when the cache holds one for
    /// the style and the object's class, or interprets (recording a plan the second time).
    /// `entry` is what the cache holds when the caller looked it up already (a theme manager
    /// does, once for a run of objects of one class and style); `nil` looks it up.
    package func run(_ style: G8Style, to object: AnyObject, entry: G8Registry.PlanEntry??, options: G8RunOptions) -> G8Report {
        // A stand-in is a root of its own class: what the caller looked up for `object`'s
        // class is not its plan. (Not a call of this function: a recursive one is not inlined
        // into its callers, and every application would make that call.)
        if let standIn = standIn(for: object) { return runOwn(style, to: standIn, entry: nil, options: options) }
        return runOwn(style, to: object, entry: entry, options: options)
    }

    /// ``run(_:to:entry:options:)`` on `object` itself.
    @inline(__always)
    private func runOwn(_ style: G8Style, to object: AnyObject, entry: G8Registry.PlanEntry??, options: G8RunOptions) -> G8Report {
        guard options.logging else { return runQuietly(style, to: object, entry: entry, options: options) }
        if options.isDryRun {
            var run = G8Run(engine: self)
            run.dryRun = true
            run.apply(style, to: object, path: "", depth: 0)
            return run.report
        }
        // The engine itself, not a copy, so that an application copies none of its settings'
        // references.
        guard options.isStrict else {
            return apply(style, to: object, entry: entry ?? planEntry(for: style, on: object))
        }
        return runStrict(style, to: object, entry: entry ?? planEntry(for: style, on: object), engine: self)
    }

    /// ``runOwn(_:to:entry:options:)`` with nothing sent to the log handler: the engine
    /// ``silenced`` runs it, logging into its empty handler.
    @inline(never)
    private func runQuietly(_ style: G8Style, to object: AnyObject, entry: G8Registry.PlanEntry??, options: G8RunOptions) -> G8Report {
        var logging = options
        logging.logging = true
        return silenced.runOwn(style, to: object, entry: entry, options: logging)
    }

    /// What ``reapply(_:over:lookup:options:)`` did for a registration of a theme manager.
    package enum Reapplication {
        /// The style was applied; the report has no diagnostic.
        case applied(G8Report)
        /// The style was applied to `object`, and the report has diagnostics.
        case reported(G8Report, object: AnyObject)
        /// The object the values are kept for no longer exists; nothing was applied.
        case released
        /// The values keep more than their properties' own (``G8PlanValues/keepsMore``), so
        /// applying over them would not undo what they changed besides: nothing was applied,
        /// and `object` is to be restyled from its values put back.
        case keepsMore(object: AnyObject)
    }

    /// Applies `style` again to the object whose values `values` keeps, for a theme manager
    /// whose registration was made with a style of the same keys: every value kept is set
    /// again, so none is put back first. Nothing is journaled; the plan entry comes from
    /// `lookup`, which remembers it for a run of objects of one class and style.
    ///
    /// The manager's switch calls this once a registration: the root's read, the check of what
    /// the values keep, the lookup and the application are one call into the engine, inlined
    /// here, where each of them across the module boundary is a call of its own.
    package func reapply(
        _ style: G8Style, over values: G8PlanValues, lookup: inout G8PlanLookup, options: G8RunOptions
    ) -> Reapplication {
        // Held for the application: a setter may drop the last other reference to it.
        guard let object = values.rootObject else { return .released }
        if values.keepsMore { return .keepsMore(object: object) }
        // `run`'s own stand-in dispatch, written out so that `runOwn` is inlined here: `run` is
        // not, and a switch to a style of the same keys reapplies every registration here.
        let report: G8Report
        if let standIn = standIn(for: object) {
            report = runOwn(style, to: standIn, entry: nil, options: options)
        } else {
            report = runOwn(style, to: object, entry: .some(lookup.entry(for: style, on: object, in: self)), options: options)
        }
        return report.diagnostics.isEmpty ? .applied(report) : .reported(report, object: object)
    }

    /// Applies `style` to `object` with a new journal, for a theme manager's registration, and
    /// returns the report and the journal: the run logs nothing (the manager logs with its own
    /// paths) and does not read back the values it left. The manager applies the style again at
    /// every switch, so its first application records the plan, which other styles record at
    /// their second. A registration applied while its plan was recorded keeps its values typed
    /// in the plan's layout, as later registrations' are, and its objects are never referred to
    /// weakly (``G8Journal/Entry``). The plan entry comes from `lookup`, which remembers it for
    /// a run of objects.
    package func applyJournaled(_ style: G8Style, to object: AnyObject, lookup: inout G8PlanLookup) -> (report: G8Report, journal: G8Journal) {
        var journal = G8Journal()
        let entry = lookup.entry(for: style, on: object, in: self) ?? .seen(style)
        let report = run(
            style, to: object, journal: &journal, entry: entry,
            options: G8RunOptions(isStrict: isStrict, logging: false, capturesApplied: false))
        if G8Registry.records(entry), journal.planValues == nil, case .compiled(let plan)? = lookup.entry(for: style, on: object, in: self) {
            // Applied while its plan was recorded: the journal holds entries, each an `Any`
            // with its own reference.
            journal.keepAsPlanValues(of: plan, root: object)
        }
        return (report, journal)
    }

    /// Applies `style` to `object`, recording in `journal` each value it replaces. When strict
    /// and an error shows while applying, what was set is put back and `journal` is unchanged.
    /// `known` is what the cache holds for the style and the object's class when the caller
    /// looked it up already (a theme manager does, once for a run of objects); nil looks it up.
    package func run(
        _ style: G8Style, to object: AnyObject, journal: inout G8Journal, entry known: G8Registry.PlanEntry? = nil,
        options: G8RunOptions
    ) -> G8Report {
        if let standIn = standIn(for: object) { return runOwn(style, to: standIn, journal: &journal, entry: nil, options: options) }
        return runOwn(style, to: object, journal: &journal, entry: known, options: options)
    }

    /// ``run(_:to:journal:entry:options:)`` on `object` itself.
    @inline(__always)
    private func runOwn(
        _ style: G8Style, to object: AnyObject, journal: inout G8Journal, entry known: G8Registry.PlanEntry?, options: G8RunOptions
    ) -> G8Report {
        let entry = logLevel == .verbose ? nil : known ?? planEntry(for: style, on: object)
        guard options.isStrict else {
            // The caller's journal, noted in place, so that no registration or switch copies its
            // references.
            let report = journaled(style, to: object, journal: &journal, entry: entry, logging: options.logging)
            if options.capturesApplied { journal.captureApplied() }
            return report
        }
        return runStrict(style, to: object, journal: &journal, entry: entry, options: options)
    }

    /// Applies `style` to `object` from `entry`, what the cache holds for the style and the
    /// object's class: replays a plan, or interprets (recording a plan when the style was
    /// applied once before, noting a first application). A theme manager looks the entry up
    /// once for a run of objects of one class and style.
    func apply(_ style: G8Style, to object: AnyObject, entry: G8Registry.PlanEntry?) -> G8Report {
        if logLevel != .verbose, case .compiled(let plan) = entry, let count = plan.replay(on: object) {
            return G8Report(diagnostics: [], appliedCount: count)
        }
        var run = G8Run(engine: self)
        run.recorder = recorder(for: entry)
        run.apply(style, to: object, path: "", depth: 0)
        run.finish(from: entry, style: style, object: object)
        return run.report
    }

    /// Applies `style` to `object` for ``run(_:to:journal:entry:options:)``, noting in `journal`
    /// each value it replaces: replays the plan `entry` holds, its stored children read first
    /// (``G8Plan/replayIfReached(_:journal:)``), or interprets (from the start, after a replay
    /// that does not reach a stored child, which sets nothing, or that stops midway, at a
    /// child an accessor does not return or a setter changed: what the replay noted are the
    /// values before, and the interpreter notes the rest), recording a plan when the style was
    /// applied once before (``G8/recorder(for:)``).
    func journaled(
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
        run.finish(from: entry, style: style, object: object)
        if let recorded = run.journal { journal = recorded }
        return run.report
    }
}
