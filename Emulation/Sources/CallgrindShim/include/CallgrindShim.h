#pragma once
/// Callgrind client requests for the emulated benchmark: no-ops outside
/// valgrind, and without valgrind's headers.
void cg_zero_stats(void);
void cg_dump_stats(const char *name);
/// Runs the main dispatch queue's blocks queued so far on this (the main)
/// thread, as CFRunLoop does: the benchmark cannot use dispatchMain(), which
/// valgrind 3.19 does not survive.
void drain_main_queue(void);
