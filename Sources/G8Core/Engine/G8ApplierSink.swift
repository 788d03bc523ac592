/// Collects what `G8.applyValue` could not set while a closure-form applier runs.
final class G8ApplierSink: Sendable {
    private let failure = G8Locked<G8SetFailure?>(nil)
    private let undos = G8Locked<[G8Undo]>([])
    /// Whether the engine is validating: `applyValue` checks and sets nothing.
    let dryRun: Bool
    /// Whether the application is journaled: `applyValue` notes how to put back what it sets.
    let journals: Bool

    init(dryRun: Bool = false, journals: Bool = false) {
        self.dryRun = dryRun
        self.journals = journals
    }

    func record(_ undo: G8Undo) {
        undos.withLock { $0.append(undo) }
    }

    /// How to put back what `applyValue` set, in the order it set it.
    var recordedUndos: [G8Undo] { undos.withLock { $0 } }

    /// The sink of the applier the engine is running on this task, if any.
    /// A task-local binding, not global state: each application binds its own.
    static let binding = TaskLocal<G8ApplierSink?>(wrappedValue: nil)

    static var current: G8ApplierSink? { binding.get() }

    func record(_ failure: G8SetFailure) {
        self.failure.withLock { if $0 == nil { $0 = failure } }
    }

    var recorded: G8SetFailure? { failure.withLock { $0 } }
}
