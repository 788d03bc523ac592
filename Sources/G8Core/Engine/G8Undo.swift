/// A way to put back a value a closure-form applier set through ``G8/applyValue(_:to:at:)``.
final class G8Undo: @unchecked Sendable {  // made and run on the applying thread only
    let id: ObjectIdentifier
    private let action: () -> Void

    init(id: ObjectIdentifier, _ action: @escaping () -> Void) {
        self.id = id
        self.action = action
    }

    func run() { action() }
}
