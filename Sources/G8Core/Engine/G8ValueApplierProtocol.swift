/// A value applier of any object type: what ``G8/add(valueAppliers:)`` takes.
public protocol G8ValueApplierProtocol: Sendable {
    /// The applier in the form the engine stores.
    func erased() -> G8AnyValueApplier
}
