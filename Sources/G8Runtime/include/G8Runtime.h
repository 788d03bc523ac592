// The one Swift runtime function G8 calls that the standard library does not wrap (Swift code
// may not declare a runtime symbol itself: the compiler refuses it), as a function of G8's own,
// which G8Core declares with `@_silgen_name` and links, without importing this module:
// programs and tools built on G8Core never need this header.
#ifndef G8_RUNTIME_H
#define G8_RUNTIME_H

#include <stdbool.h>

/// Whether `object`, a native Swift object whose memory is still allocated (an unowned
/// reference keeps it so), has begun deinitializing: the Swift runtime's own test,
/// `swift_isDeallocating`, which every Swift program links, statically or not. Swift's calling
/// convention, as G8Core calls it.
__attribute__((swiftcall)) bool g8_is_deallocating(void *object);

#endif
