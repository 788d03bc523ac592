// What G8Core needs below Swift: the one Swift runtime function G8 calls that the standard
// library does not wrap (Swift code may not declare a runtime symbol itself: the compiler
// refuses it), and running work on a thread with stack enough for it. Each is a function of
// G8's own, which G8Core declares with `@_silgen_name` and links, without importing this
// module: programs and tools built on G8Core never need this header.
#ifndef G8_RUNTIME_H
#define G8_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>

/// Whether `object`, a native Swift object whose memory is still allocated (an unowned
/// reference keeps it so), has begun deinitializing: the Swift runtime's own test,
/// `swift_isDeallocating`, which every Swift program links, statically or not. Swift's calling
/// convention, as G8Core calls it.
__attribute__((swiftcall)) bool g8_is_deallocating(void *object);

/// Calls `work(context)` on this thread when it has at least `needed` bytes of stack left below
/// the caller's frame; otherwise on a new thread with a stack of `given` bytes, which this
/// thread waits for: `work` has returned when this function does, on either path. Where no
/// thread can be made, `work` runs here. A thread's stack bounds are read once and kept in
/// thread-local storage, so the usual call costs a comparison.
__attribute__((swiftcall)) void g8_with_stack(size_t needed, size_t given, void (*work)(void *), void *context);

#endif
