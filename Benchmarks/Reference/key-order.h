// key-order.h: the reference floors' one way of keying lines with ICU and
// writing them in key order (mecab-parse --sort, any-latin --sort).
#ifndef BENCHMARKS_KEY_ORDER_H
#define BENCHMARKS_KEY_ORDER_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucol.h>
#include <unicode/ustring.h>

typedef struct {
    const char *line;
    uint32_t length;
    uint32_t index;
    size_t key; // an offset into its thread's arena, then (after the threads) a pointer
} Entry;

// The sort keys one thread makes, one after another (NUL-terminated, as ICU writes them).
typedef struct {
    uint8_t *bytes;
    size_t capacity, used;
} KeyArena;

// Sets `entry`'s key to the offset in `arena` of ICU's sort key of UTF-8
// `text` (at most 4,096 UTF-16 units are keyed), growing the arena as needed.
static void appendSortKey(const UCollator *collator, const char *text, size_t length, Entry *entry, KeyArena *arena) {
    UChar units[4096];
    int32_t count = 0;
    UErrorCode convert = U_ZERO_ERROR;
    u_strFromUTF8WithSub(units, 4096, &count, text, (int32_t)length, 0xFFFD, NULL, &convert);
    if (!arena->bytes) arena->bytes = malloc(arena->capacity = 1 << 20);
    for (;;) {
        size_t left = arena->capacity - arena->used;
        int32_t room = (int32_t)(left > INT32_MAX ? INT32_MAX : left);
        int32_t needed = ucol_getSortKey(collator, units, count, arena->bytes + arena->used, room);
        if (needed <= room) { entry->key = arena->used; arena->used += (size_t)needed; return; }
        arena->bytes = realloc(arena->bytes, arena->capacity *= 2);
        if (!arena->bytes) { perror("sort keys"); exit(1); }
    }
}

static int compareEntries(const void *a, const void *b) {
    const Entry *x = a, *y = b;
    int order = strcmp((const char *)(uintptr_t)x->key, (const char *)(uintptr_t)y->key);
    if (order != 0) return order;
    return x->index < y->index ? -1 : x->index > y->index;
}

// Sorts `entries` (their keys already pointers) by key, ties by input order,
// and writes their lines; 0, or 4 when standard output fails.
static int writeInKeyOrder(Entry *entries, size_t count, const char *tool) {
    qsort(entries, count, sizeof(Entry), compareEntries);
    static char outputBuffer[1 << 20];
    setvbuf(stdout, outputBuffer, _IOFBF, sizeof outputBuffer);
    for (size_t i = 0; i < count; i++) {
        fwrite(entries[i].line, 1, entries[i].length, stdout);
        fputc('\n', stdout);
    }
    if (fflush(stdout) != 0) { fprintf(stderr, "%s: stdout: ", tool); perror(NULL); return 4; }
    return 0;
}

#endif
