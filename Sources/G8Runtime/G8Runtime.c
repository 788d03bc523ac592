#include "G8Runtime.h"

/// Exported by the Swift runtime (HeapObject.cpp).
extern bool swift_isDeallocating(void *object);

__attribute__((swiftcall)) bool g8_is_deallocating(void *object) { return swift_isDeallocating(object); }
