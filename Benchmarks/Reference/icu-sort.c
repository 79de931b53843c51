// icu-sort: the C reference of Benchmarks/run. One thread: read the file, one
// ICU sort key per line (ucol_getSortKey, numeric ordering as `collate` uses),
// qsort by the keys (ties by input order, so the sort is stable), write the
// lines. No sections, no transliteration: the floor for "sort by ICU".
//
//   icu-sort <locale> <file>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ucol.h>
#include <unicode/ustring.h>

#include "read-all.h"

typedef struct {
    const uint8_t *key; // NUL-terminated: ICU keys contain no other zero byte
    const char *line;
    uint32_t length;
    uint32_t index;
} Entry;

static int compareEntries(const void *a, const void *b) {
    const Entry *x = a, *y = b;
    int order = strcmp((const char *)x->key, (const char *)y->key);
    if (order != 0) return order;
    return x->index < y->index ? -1 : x->index > y->index;
}

typedef struct {
    Entry *entries;
    size_t count;
    uint8_t *arena; // the keys, one after another
} KeyedLines;

// One sort key per non-empty line of data[0..<size], into one growing arena.
static KeyedLines keyLines(const UCollator *collator, char *data, size_t size) {
    size_t capacity = 1 << 20, count = 0;
    Entry *entries = malloc(sizeof(Entry) * capacity);
    size_t arenaCapacity = size * 3 + 4096, arenaUsed = 0;
    uint8_t *arena = malloc(arenaCapacity);
    UChar text[1024];
    for (char *line = data, *end = data + size; line < end;) {
        char *newline = memchr(line, '\n', (size_t)(end - line));
        if (!newline) newline = end;
        size_t length = (size_t)(newline - line);
        if (length > 0 && line[length - 1] == '\r') length--;
        if (length > 0) {
            int32_t utf16Length = 0;
            UErrorCode convert = U_ZERO_ERROR;
            u_strFromUTF8WithSub(text, 1024, &utf16Length, line, (int32_t)length, 0xFFFD, NULL, &convert);
            if (U_FAILURE(convert)) { fprintf(stderr, "icu-sort: line too long\n"); exit(1); }
            for (;;) {
                int32_t room = (int32_t)(arenaCapacity - arenaUsed > INT32_MAX ? INT32_MAX : arenaCapacity - arenaUsed);
                int32_t needed = ucol_getSortKey(collator, text, utf16Length, arena + arenaUsed, room);
                if (needed <= room) { arenaUsed += (size_t)needed; break; }
                arenaCapacity *= 2;
                arena = realloc(arena, arenaCapacity); // offsets below stay valid; pointers are fixed after
            }
            if (count == capacity) entries = realloc(entries, sizeof(Entry) * (capacity *= 2));
            // Store the key's offset for now; the arena may still move.
            entries[count] = (Entry){(const uint8_t *)(uintptr_t)arenaUsed, line, (uint32_t)length, (uint32_t)count};
            count++;
        }
        line = newline + 1;
    }
    // entries[i].key holds the offset of the END of key i; keys are contiguous.
    size_t previousEnd = 0;
    for (size_t i = 0; i < count; i++) {
        size_t keyEnd = (size_t)(uintptr_t)entries[i].key;
        entries[i].key = arena + previousEnd;
        previousEnd = keyEnd;
    }
    return (KeyedLines){entries, count, arena};
}

static int writeLines(const Entry *entries, size_t count) {
    static char outputBuffer[1 << 20];
    setvbuf(stdout, outputBuffer, _IOFBF, sizeof outputBuffer);
    for (size_t i = 0; i < count; i++) {
        fwrite(entries[i].line, 1, entries[i].length, stdout);
        fputc('\n', stdout);
    }
    if (fflush(stdout) != 0) { perror("icu-sort: stdout"); return 4; }
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: icu-sort <locale> <file>\n");
        return 2;
    }
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(argv[1], &status);
    ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "icu-sort: %s: %s\n", argv[1], u_errorName(status));
        return 2;
    }
    size_t size;
    char *data = readAll(argv[2], &size);
    KeyedLines keyed = keyLines(collator, data, size);
    qsort(keyed.entries, keyed.count, sizeof(Entry), compareEntries);
    int result = writeLines(keyed.entries, keyed.count);
    ucol_close(collator);
    return result;
}
