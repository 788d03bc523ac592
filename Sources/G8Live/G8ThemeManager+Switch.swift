import Foundation
import G8Core
import G8Themes

extension G8ThemeManager {
    /// Restyles everything with the current theme, in registration order.
    func restyleEverything() -> G8Report {
        registrations.pruneIfDue()
        registrations.restyling = true
        defer {
            registrations.restyling = false
            registrations.compactIfWorthIt()
        }
        registrations.countRegistrations()
        if registrations.overlapping { return restyleSuffix(from: 0) }
        var report = G8Report()
        // Styles and their signatures, looked up once per name for the whole switch.
        var resolved: [Int32: (style: G8Style, signature: Int32)] = [:]
        // Neighbours mostly share a style: the last name's style is reused without a lookup.
        // Two variables, not an optional pair: the pair was copied out whole, its style
        // retained, for every registration.
        var lastName: Int32?, lastKnown: (style: G8Style, signature: Int32)?
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
        for index in registrations.slots.indices {
            guard let registration = registrations.slots[index], !registration.isGhost else { continue }
            let name = registration.name
            if lastName != name {
                lastKnown = resolved[name] ?? (try? theme.style(named: names[name])).map { style in
                    let entry = (style: style, signature: names.signature(of: style))
                    resolved[name] = entry
                    return entry
                }
                lastName = name
            }
            let known = lastKnown
            let object: AnyObject
            if let known, registration.signature == known.signature {
                // The same keys as the style that made the values: applied over them in one
                // call into the engine, unless they keep more than values.
                switch silentEngine.reapply(known.style, over: registration.values, lookup: &lookup, options: options) {
                case .applied(let applied):
                    report.append(applied)
                    continue
                case .reported(let applied, let styled):
                    report.append(prefixed(applied, at: index, object: styled))
                    continue
                case .released:
                    registrations.retire(at: index)
                    continue
                case .keepsMore(let kept):
                    object = kept
                }
            } else {
                guard let alive = registration.object else {
                    registrations.retire(at: index)
                    continue
                }
                object = alive
            }
            if let known {
                report.append(restyle(registration, object, with: known, at: index))
                if registrations.overlapping {
                    // The registration as it was, its values replaced: they still hold the
                    // objects' values.
                    replacedOwners.append(index)
                    replaced.append(registration.journal)
                }
            } else {
                report.append(restyle(at: index))
            }
        }
        if registrations.overlapping {
            // The new styles made two registrations share an object (ghosts count: their
            // objects are still theirs): the journals made on the way noted each other's
            // values. Rebuild them from the objects' own values, and restyle everything in the
            // order that overlapping registrations need.
            rebase(preferring: Dictionary(zip(replacedOwners, replaced), uniquingKeysWith: { _, last in last }))
            return restyleSuffix(from: 0)
        }
        // Nothing overlaps: no registration styles a ghost's objects, whose look stays.
        if registrations.ghostCount > 0 {
            for index in registrations.slots.indices where registrations.slots[index]?.isGhost == true { registrations.bury(at: index) }
        }
        return report
    }

    /// Makes every journal's earlier values the objects' own: for each property, the value
    /// in `preferring` (journals replaced during a switch, which held them) or else in the
    /// first registration's journal that holds it.
    func rebase(preferring: [Int: G8Journal]) {
        // Entries, read and changed below, rather than a plan's values kept typed; the objects
        // of a registration whose object is gone found among those live registrations reach.
        let reachable = registrations.reachableObjects()
        var journals: [Int: G8Journal] = [:]
        for index in registrations.slots.indices {
            guard let registration = registrations.slots[index] else { continue }
            journals[index] = registration.materializedJournal(reaching: reachable)
        }
        var own: [G8Journal.EntryKey: Any] = [:]
        for journal in preferring.values {
            for entry in journal.entries { own[entry.key] = entry.previous }
        }
        // Then the journals not replaced (made before the switch, or in it before the first
        // overlap: each holding the objects' own values, nothing overlapping then), then the
        // new ones in registration order.
        for round in 0..<2 {
            for index in registrations.slots.indices {
                guard let journal = journals[index], (preferring[index] == nil) == (round == 0) else { continue }
                for entry in journal.entries where own[entry.key] == nil { own[entry.key] = entry.previous }
            }
        }
        for index in registrations.slots.indices {
            guard var journal = journals[index] else { continue }
            for position in journal.entries.indices {
                if let value = own[journal.entries[position].key] { journal.entries[position].previous = value }
            }
            // The same objects, held as entries: counted as they were.
            if let registration = registrations.slots[index] {
                registrations.slots[index] = Registration(values: registration.values.replacement(keeping: journal), fields: registration.fields)
            }
        }
    }
}
