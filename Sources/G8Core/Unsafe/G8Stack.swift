/// Work whose recursion is bounded but deep, run with stack enough for it wherever it is called.
///
/// Every descent over a theme is bounded: JSON nesting, superStyle and `$extends` chains and
/// expressions at 64 levels, values that name tokens at 12. What a level costs in stack is the
/// compiler's choice, not the input's: a debug build's frames are several times a release
/// build's, and 64 levels of superStyles take about 1.5 MB there, three times the 512 KB a
/// secondary thread (a Dispatch queue's, the one a remote update or a file watcher loads on)
/// has. So a load, a lint and the making of a deep style run through ``withEnough(_:)``: on the
/// calling thread when it has ``needed`` bytes left, else on a thread of its own with
/// ``given``, the caller waiting (invariant 11 of `G8Unsafe.swift`).
package enum G8Stack {
    /// The stack that the deepest descent the limits allow needs in a debug build, with room.
    package static let needed = 4 << 20
    /// The stack of the thread made when the caller's has less than ``needed`` left.
    package static let given = 16 << 20

    /// `body`'s result, `body` run on this thread or, when its stack is short, on one with
    /// ``given`` bytes of stack while this thread waits.
    package static func withEnough<T>(_ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping(body) { body in
            var work: () -> Void = { result = body() }
            withUnsafeMutablePointer(to: &work) { pointer in
                g8_with_stack(needed, given, { context in
                    context?.assumingMemoryBound(to: (() -> Void).self).pointee()
                }, UnsafeMutableRawPointer(pointer))
            }
        }
        // `work` ran before `g8_with_stack` returned, on one path or the other.
        return result!
    }
}

/// `G8Runtime`'s `g8_with_stack`, declared here so that G8Core's clients never import the C
/// module (see `g8_is_deallocating`).
@_silgen_name("g8_with_stack")
private func g8_with_stack(
    _ needed: Int, _ given: Int, _ work: @convention(c) (UnsafeMutableRawPointer?) -> Void, _ context: UnsafeMutableRawPointer?
)
