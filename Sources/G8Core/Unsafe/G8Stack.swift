#if canImport(Glibc)
import Glibc
#endif

/// Work whose recursion is bounded but deep, run with stack enough for it wherever it is called.
///
/// Every descent over a theme is bounded: JSON nesting, superStyle and `$extends` chains and
/// expressions at 64 levels, values that name tokens at 12. What a level costs in stack is the
/// compiler's choice, not the input's: a debug build's frames are several times a release
/// build's, and 64 levels of superStyles take about 1.5 MB there, three times the 512 KB a
/// secondary thread (a Dispatch queue's, the one a remote update or a file watcher loads on)
/// has. So a load, a lint and the making of a deep style run through ``withEnough(_:)``: on the
/// calling thread when it has ``needed`` bytes left, else on a thread of its own with
/// ``given``, the caller waiting.
///
/// ## Invariants
/// - The work's closure, and everything it captures, is used by the thread made for it only
///   between that thread's start and its end, and the calling thread is blocked in
///   `pthread_join` for all that time: the two threads never touch it at once, so it needs no
///   `Sendable`. The work neither checks its actor isolation nor reads thread-local state: a
///   theme's load and its styles' making touch no widget and no actor's state.
/// - A thread's stack bounds come from glibc's `pthread_getattr_np`, found with `dlsym`
///   because the Glibc module does not declare GNU extensions; it is a C function with a
///   stable ABI, called with the signature glibc declares. Where it is missing or fails, the
///   stack is taken to be large enough and the work runs on the calling thread, as it would
///   without G8. The bound is read once a thread and kept in a thread-specific value.
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
                run(UnsafeMutableRawPointer(pointer))
            }
        }
        // `work` ran before `run` returned, on one path or the other.
        return result!
    }

    /// Calls the `() -> Void` at `work` here when this thread has ``needed`` bytes of stack left,
    /// else on a new thread with ``given`` bytes that this thread waits for.
    private static func run(_ work: UnsafeMutableRawPointer) {
        #if canImport(Glibc)
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let low = stackLow()
        if low == 0 || here < low || here - low >= UInt(needed) {
            work.assumingMemoryBound(to: (() -> Void).self).pointee()
            return
        }
        var attributes = pthread_attr_t()
        var thread = pthread_t()
        var made = false
        if pthread_attr_init(&attributes) == 0 {
            made = pthread_attr_setstacksize(&attributes, given) == 0
                && pthread_create(&thread, &attributes, { context in
                    context?.assumingMemoryBound(to: (() -> Void).self).pointee()
                    return nil
                }, work) == 0
            pthread_attr_destroy(&attributes)
        }
        guard made else {
            work.assumingMemoryBound(to: (() -> Void).self).pointee()
            return
        }
        pthread_join(thread, nil)
        #else
        work.assumingMemoryBound(to: (() -> Void).self).pointee()
        #endif
    }

    #if canImport(Glibc)
    /// The lowest address of this thread's stack, or 0 when it cannot be read.
    private static func stackLow() -> UInt {
        if let known = pthread_getspecific(lowKey) { return UInt(bitPattern: known) &- 1 }
        var low: UInt = 0
        if let getAttributes {
            var attributes = pthread_attr_t()
            if getAttributes(pthread_self(), &attributes) == 0 {
                var address: UnsafeMutableRawPointer?
                var size = 0
                if pthread_attr_getstack(&attributes, &address, &size) == 0, let address { low = UInt(bitPattern: address) }
                pthread_attr_destroy(&attributes)
            }
        }
        // Kept plus one, so that an unreadable stack (0) is remembered too.
        _ = pthread_setspecific(lowKey, UnsafeRawPointer(bitPattern: low &+ 1))
        return low
    }

    /// The key of the thread-specific value that keeps each thread's stack bound.
    private static let lowKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// glibc's `pthread_getattr_np(pthread_t, pthread_attr_t *)`, or nil where the C library
    /// has none.
    private static let getAttributes: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
    }()
    #endif
}
