/// One applier that may handle a property name.
enum G8Candidate: Sendable {
    case property(G8AnyProperty)
    case closure(G8AnyValueApplier)
}
