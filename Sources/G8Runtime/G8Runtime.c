// pthread_getattr_np is a GNU extension.
#define _GNU_SOURCE 1
#include "G8Runtime.h"

/// Exported by the Swift runtime (HeapObject.cpp).
extern bool swift_isDeallocating(void *object);

__attribute__((swiftcall)) bool g8_is_deallocating(void *object) { return swift_isDeallocating(object); }

#include <pthread.h>
#include <stdint.h>

/// The lowest address of this thread's stack, once read; 0 before, 1 when it cannot be read.
static __thread uintptr_t g8_stack_low;

static uintptr_t g8_read_stack_low(void) {
    if (g8_stack_low != 0) return g8_stack_low;
    pthread_attr_t attributes;
    void *low = NULL;
    size_t size = 0;
    g8_stack_low = 1;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
        if (pthread_attr_getstack(&attributes, &low, &size) == 0 && low != NULL) g8_stack_low = (uintptr_t)low;
        pthread_attr_destroy(&attributes);
    }
    return g8_stack_low;
}

struct g8_work {
    void (*work)(void *);
    void *context;
};

static void *g8_run_work(void *argument) {
    struct g8_work *work = argument;
    work->work(work->context);
    return NULL;
}

__attribute__((swiftcall)) void g8_with_stack(size_t needed, size_t given, void (*work)(void *), void *context) {
    char here;
    uintptr_t low = g8_read_stack_low();
    // An unknown stack (1) is taken to be large enough: the work runs here, as it would without G8.
    if (low == 1 || (uintptr_t)&here < low || (uintptr_t)&here - low >= needed) {
        work(context);
        return;
    }
    pthread_attr_t attributes;
    pthread_t thread;
    struct g8_work call = { work, context };
    int made = 0;
    if (pthread_attr_init(&attributes) == 0) {
        made = pthread_attr_setstacksize(&attributes, given) == 0
            && pthread_create(&thread, &attributes, g8_run_work, &call) == 0;
        pthread_attr_destroy(&attributes);
    }
    if (!made) {
        work(context);
        return;
    }
    pthread_join(thread, NULL);
}
