#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, FuzzerDriver.cpp), linked by
/// `-sanitize=fuzzer`. SwiftPM gives executable targets their own `main`
/// (renamed `<Module>_main`), so the fuzz targets call the driver from
/// there instead of relying on libFuzzer's `main`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
