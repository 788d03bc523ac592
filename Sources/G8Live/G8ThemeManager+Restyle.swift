import Foundation
import G8Core
import G8Themes

extension G8ThemeManager {
    // MARK: Restyling

    /// The style named `name` (an index into `styleNames`) in the current theme, and its
    /// signature.
    func lookUp(_ name: Int32) -> Result<(style: G8Style, signature: Int32), G8ThemeError> {
        if let last = names.lastLookup, last.name == name { return .success((last.style, last.signature)) }
        do throws(G8ThemeError) {
            let style = try theme.style(named: names[name])
            let found = (name: name, style: style, signature: names.signature(of: style))
            names.lastLookup = found
            return .success((found.style, found.signature))
        } catch {
            return .failure(error)
        }
    }

    func missing(_ error: G8ThemeError, name: Int32, object: AnyObject) -> G8Report {
        let prefix = "\(G8TypeName.of(type(of: object)))[\(names[name])]"
        let diagnostics = error.diagnostics.map { G8Diagnostic(level: $0.level, path: prefix, kind: $0.kind, location: $0.location) }
        diagnostics.forEach(log)
        return G8Report(diagnostics: diagnostics)
    }

    /// Applies the style of the registration at `index`, named `name`, to its `object` with a
    /// new journal, after its old one was put back; the slot may be empty, for a new
    /// registration.
    func applyJournaled(
        _ style: (style: G8Style, signature: Int32), at index: Int, name: Int32, object: AnyObject
    ) -> G8Report {
        // The lookup is lent to the call as a copy: no access to the manager's state lasts while
        // appliers run, since they may call the manager back.
        var lookup = registrations.planLookup
        let (report, journal) = engine.applyJournaled(style.style, to: object, lookup: &lookup)
        registrations.replaceJournal(at: index, with: journal, signature: style.signature, name: name, object: object, lookup: lookup)
        return report.diagnostics.isEmpty ? report : prefixed(report, at: index, object: object)
    }

    /// Restyles the registration at `index` alone: its values put back, its style applied.
    func restyle(at index: Int) -> G8Report {
        guard let registration = registrations.slots[index], let object = registration.object else { return G8Report() }
        switch lookUp(registration.name) {
        case .success(let found): return restyle(registration, object, with: found, at: index)
        case .failure(let error): return missing(error, name: registration.name, object: object)
        }
    }

    /// Restyles `registration`, at `index`, of `object` with `found`, its style in the current
    /// theme: its values put back, its style applied.
    func restyle(
        _ registration: Registration, _ object: AnyObject, with found: (style: G8Style, signature: Int32), at index: Int
    ) -> G8Report {
        // A journal that keeps more than values (a composite's parts, a value a bound clamped)
        // is put back first: setting the same keys again would leave what the old values
        // changed besides themselves.
        if registration.signature == found.signature && !registration.keepsMore {
            // The same keys as the style that made the journal: every value it replaced is set
            // again, so there is nothing to put back, and the journal's values stay the object's
            // own. Apply directly, through the compiled plan when there is one.
            let report = silentEngine.run(found.style, to: object, entry: nil, options: G8RunOptions(isStrict: engine.isStrict))
            return report.diagnostics.isEmpty ? report : prefixed(report, at: index, object: object)
        }
        registration.restoreJournal()
        return applyJournaled(found, at: index, name: registration.name, object: object)
    }

    /// Restyles the registration at `index` after its style name changed, keeping its place.
    func restyleAgain(at index: Int) -> G8Report {
        registrations.countRegistrations()
        if registrations.overlapping { return restyleSuffix(from: index) }
        let report = restyle(at: index)
        guard registrations.overlapping, let registration = registrations.slots[index] else { return report }
        // The new style reaches an object another registration styles: its journal noted that
        // one's values as its own. Take it back, and redo this and every later registration in
        // order.
        registration.restoreJournal()
        registrations.replaceJournal(at: index, with: G8Journal(), signature: nil)
        rebase(preferring: [:])
        return restyleSuffix(from: index)
    }

    /// Puts back the values of every registration from `index` on, last first, then applies
    /// their styles again in order: what a fresh application of them after the ones before
    /// would leave. Its callers count the registrations first.
    func restyleSuffix(from index: Int) -> G8Report {
        assert(registrations.countedUpTo == registrations.slots.count, "restyling registrations not counted")
        let wasRestyling = registrations.restyling
        registrations.restyling = true
        defer { registrations.restyling = wasRestyling }
        // A registration whose object is gone puts back its values on the objects that live
        // registrations reach, found by identity.
        let reachable = registrations.reachableObjects()
        var ghosts: [(G8Journal, [Any])] = []
        for position in stride(from: registrations.slots.count - 1, through: index, by: -1) {
            guard let registration = registrations.slots[position] else { continue }
            if registration.isGhost {
                let journal = registration.materializedJournal(reaching: reachable)
                ghosts.append((journal, journal.currentValues()))
                journal.restore()
                registrations.bury(at: position)
            } else {
                registration.restoreJournal(reaching: reachable)
                registrations.replaceJournal(at: position, with: G8Journal(), signature: nil)
            }
        }
        var report = G8Report()
        for position in index..<registrations.slots.count {
            guard let registration = registrations.slots[position], !registration.isGhost else { continue }
            guard let object = registration.object else {
                registrations.retire(at: position)
                continue
            }
            switch lookUp(registration.name) {
            case .success(let style): report.append(applyJournaled(style, at: position, name: registration.name, object: object))
            case .failure(let error): report.append(missing(error, name: registration.name, object: object))
            }
        }
        // A ghost's look stays on the objects no registration styles now.
        for (ghost, values) in ghosts.reversed() { ghost.reinstate(values, unless: { self.registrations.objectTable.count(of: $0) > 0 }) }
        return report
    }
}
