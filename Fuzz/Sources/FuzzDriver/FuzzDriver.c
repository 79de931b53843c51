#include "FuzzDriver.h"
#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry point (in the runtime -sanitize=fuzzer links) and the
// target's callback (in the target's Swift file, @_cdecl).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int runFuzzer(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
