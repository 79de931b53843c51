// read-all.h: the reference tools' one way of reading their input file.
#ifndef BENCHMARKS_READ_ALL_H
#define BENCHMARKS_READ_ALL_H

#include <stdio.h>
#include <stdlib.h>

// The whole file at `path`, its length in `size`, followed by one '\n' past
// the end (so that the last line ends in a newline whether the file's does
// or not); exits with the reason when it cannot be read.
static char *readAll(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(1); }
    fseek(file, 0, SEEK_END);
    *size = (size_t)ftell(file);
    fseek(file, 0, SEEK_SET);
    char *data = malloc(*size + 1);
    if (!data || fread(data, 1, *size, file) != *size) { perror(path); exit(1); }
    fclose(file);
    data[*size] = '\n';
    return data;
}

#endif
