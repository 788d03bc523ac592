import Foundation
import G8Core
import G8Themes

extension G8ThemeManager {
    // MARK: Pruning

    /// Forgets the registrations of released objects, and the ghosts whose objects are all
    /// gone (nothing is left to put back), then drops the empty slots and gives back the
    /// memory of the list and the table once they are mostly empty. Empty slots are dropped
    /// as removals are, when they are half the list or more (``compactIfWorthIt()``):
    /// dropping them moves the registrations after them, whose positions in the object table
    /// are all written again, and a prune that finds 1% of the objects released would
    /// otherwise pay that for the whole list.
    func pruneNow() {
        let wasRestyling = restyling
        restyling = true  // no compaction while the loop holds indices
        for index in slots.indices {
            // Tested without binding the registration, which would retain and release it.
            guard let isGhost = slots[index]?.isGhost else { continue }
            if !isGhost {
                if slots[index]?.isRootAlive == false { retire(at: index) }
            } else if slots[index]?.holdsLiveObjects == false {
                bury(at: index)
            }
        }
        restyling = wasRestyling
        compactIfWorthIt()
        if slots.capacity > 2 * max(64, slots.count) {
            var kept: [Registration?] = []
            kept.reserveCapacity(slots.count)
            kept.append(contentsOf: slots)
            slots = kept
        }
        prunedCount = slots.count
    }

    // MARK: Registrations

    /// Removes the registration at `index`: it becomes a ghost, which the next switch puts
    /// back where it overlaps, or goes at once when it holds nothing or its objects are all
    /// gone.
    func retire(at index: Int) {
        guard let registration = slots[index], !registration.isGhost else { return }
        if objectTable.position(of: registration.id) == index { objectTable.setPosition(nil, for: registration.id) }
        if registration.isJournalEmpty || !registration.holdsLiveObjects {
            release(registration, at: index)
            slots[index] = nil
            holes += 1
        } else {
            slots[index]?.isGhost = true
            ghostCount += 1
        }
        compactIfWorthIt()
    }

    /// Stops counting what the journal of `registration`, at `index`, holds, for a
    /// registration that goes: nothing when it was not counted yet.
    func release(_ registration: Registration, at index: Int) {
        guard index < countedUpTo else { return }
        _ = registration.withJournalObjects { objects in
            if !objects.isEmpty { objectTable.decrement(objects) }
            return true
        }
    }

    /// Counts the objects of every registration not counted yet (see `countedUpTo`), in
    /// registration order, noting whether any two registrations share one.
    func countRegistrations() {
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
    func replaceJournal(
        at index: Int, with journal: G8Journal, signature: Int32?, name: Int32? = nil, object: AnyObject? = nil
    ) {
        var counted = false
        if let old = slots[index] {
            assert(index < countedUpTo, "a journal replaced before its registration was counted")
            counted = old.values.holdsValuesOfSameObjects(as: journal)
            if !counted { release(old, at: index) }
            var fields = old.fields
            fields.signature = signature ?? 0
            slots[index] = Registration(values: old.values.replacement(keeping: journal), fields: fields)
        } else if let name, let object {
            let fields = Registration.Fields(name: name, signature: signature ?? 0)
            let values = G8PlanValues.keeping(journal, rootID: ObjectIdentifier(object), root: G8Reference(object))
            slots[index] = Registration(values: values, fields: fields)
            assert(index >= countedUpTo, "a new registration among those counted")
            return
        } else {
            preconditionFailure("no registration at \(index)")
        }
        guard !counted else { return }
        let shared = journal.withObjects { $0.isEmpty ? false : objectTable.increment($0) }
        if shared { overlapping = true }
    }

    /// Drops the nil slots once they are at least half of all, keeping the order: O(1)
    /// amortised per removal. Never while restyling, whose loops hold indices.
    func compactIfWorthIt() {
        guard depth <= 1, !restyling, holes >= max(32, slots.count / 2) else { return }
        countedUpTo = slots[..<countedUpTo].reduce(0) { $1 == nil ? $0 : $0 + 1 }
        slots.removeAll { $0 == nil }
        holes = 0
        objectTable.removeAllPositions()
        for (index, registration) in slots.enumerated() where registration?.isGhost == false {
            if let registration { objectTable.setPosition(index, for: registration.id) }
        }
    }

    /// Forgets the ghost at `position`, whose values were put back.
    func bury(at position: Int) {
        guard let registration = slots[position] else { return }
        release(registration, at: position)
        slots[position] = nil
        holes += 1
        ghostCount -= 1
    }
}

extension G8ThemeManager {
    /// What the manager's memory is made of: the registrations it holds (ghosts included), the
    /// ghosts, the room its list has, and the entries and slots of its object table.
    struct Storage: Equatable {
        var registrations: Int
        var ghosts: Int
        var listCapacity: Int
        var tableEntries: Int
        var tableCapacity: Int
    }

    /// The manager's ``Storage`` now.
    var storage: Storage {
        Storage(
            registrations: slots.count - holes, ghosts: ghostCount, listCapacity: slots.capacity,
            tableEntries: objectTable.entryCount, tableCapacity: objectTable.capacity)
    }
}
