/// The appliers that may handle one property name, in the order they are tried.
final class G8Candidates: Sendable {
    let list: [G8Candidate]
    /// The property, when the only candidate is one property-form applier's: the usual case.
    let property: G8AnyProperty?

    /// No applier to try: what a name no applier handles resolves to, shared.
    static let none = G8Candidates([])

    init(_ list: [G8Candidate]) {
        self.list = list
        if list.count == 1, case .property(let property) = list[0] { self.property = property } else { self.property = nil }
    }
}
