#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H

// Runs libFuzzer over the target's LLVMFuzzerTestOneInput with the command
// line's arguments, and returns libFuzzer's exit status.
//
// SwiftPM links an executable with its own entry point standing in for
// `main`, so libFuzzer's `main` is never linked; each fuzz target's
// main.swift calls this instead.
int runFuzzer(int argc, char **argv);

#endif
