#include "CallgrindShim.h"
#include <stddef.h>
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_ZERO_STATS
#define CALLGRIND_DUMP_STATS_AT(name) (void)(name)
#endif

// libdispatch's entry for CFRunLoop (exported on Linux).
extern void _dispatch_main_queue_callback_4CF(void *ignored);

void cg_zero_stats(void) { CALLGRIND_ZERO_STATS; }
void cg_dump_stats(const char *name) { CALLGRIND_DUMP_STATS_AT(name); }
void drain_main_queue(void) { _dispatch_main_queue_callback_4CF(NULL); }
