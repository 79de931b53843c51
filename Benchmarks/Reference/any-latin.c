// any-latin: ICU's transliteration alone, the floor of placing names of
// another script by their Latin transliteration (Benchmarks/run times it
// beside `collate -l de` on each script's names, and beside the start-up of
// three foreign lines). One thread, as ICU's rule-based transliterators run
// one at a time in a process anyway: open the transliterator (ICU's
// registry, and the script's rules when first met), then transliterate each
// distinct space-separated word of the file once, and write each result on
// a line of its own. No sort key is made, nothing sorted: what is left is
// what a table that transliterates each distinct word cannot skip.
//
//   any-latin [--id ID] <file>      (ID: Any-Latin unless given)
//   any-latin --lines <file>        each line's Any-Latin, whole, in order:
//                                   the names as a Latin table keys them,
//                                   for `collate -l de` to key alone (not timed)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ustring.h>
#include <unicode/utrans.h>

#include "read-all.h"

typedef struct { const char *start; size_t length; } word;

static int compareWords(const void *a, const void *b) {
    const word *x = a, *y = b;
    size_t shorter = x->length < y->length ? x->length : y->length;
    int order = memcmp(x->start, y->start, shorter);
    return order != 0 ? order : (x->length > y->length) - (x->length < y->length);
}

int main(int argc, char **argv) {
    const char *id = "Any-Latin";
    int lines = 0;
    if (argc == 3 && strcmp(argv[1], "--lines") == 0) {
        lines = 1;
        argv += 1;
        argc -= 1;
    }
    if (argc == 4 && strcmp(argv[1], "--id") == 0) {
        id = argv[2];
        argv += 2;
        argc -= 2;
    }
    if (argc != 2) {
        fprintf(stderr, "usage: any-latin [--id ID | --lines] <file>\n");
        return 2;
    }
    UErrorCode status = U_ZERO_ERROR;
    UChar name[64];
    u_uastrcpy(name, id);
    UTransliterator *transliterator = utrans_openU(name, -1, UTRANS_FORWARD, NULL, 0, NULL, &status);
    if (U_FAILURE(status)) { fprintf(stderr, "any-latin: %s: %s\n", id, u_errorName(status)); return 1; }

    size_t size;
    char *data = readAll(argv[1], &size);
    size_t count = 0, capacity = 1 << 16;
    word *words = malloc(capacity * sizeof *words);
    for (char *at = data, *end = data + size + 1; at < end;) {
        char *stop = at;
        while (stop < end && *stop != ' ' && *stop != '\n') stop++;
        if (lines) while (stop < end && *stop != '\n') stop++;
        if (stop > at) {
            if (count == capacity) words = realloc(words, (capacity *= 2) * sizeof *words);
            if (!words) { perror("any-latin"); return 1; }
            words[count++] = (word){at, (size_t)(stop - at)};
        }
        at = stop + 1;
    }
    if (!lines) qsort(words, count, sizeof *words, compareWords);

    UChar text[4096];
    char out[16384];
    for (size_t i = 0; i < count; i++) {
        if (!lines && i > 0 && compareWords(&words[i - 1], &words[i]) == 0) continue;
        int32_t length = 0, limit;
        status = U_ZERO_ERROR;
        u_strFromUTF8WithSub(text, 1024, &length, words[i].start, (int32_t)words[i].length, 0xFFFD, NULL, &status);
        if (U_FAILURE(status) && lines) { fprintf(stderr, "any-latin: a line of more than 1,024 UTF-16 units\n"); return 1; }
        if (U_FAILURE(status)) continue;  // a word of more than 1,024 UTF-16 units: not a name
        limit = length;
        utrans_transUChars(transliterator, text, &length, (int32_t)(sizeof text / sizeof *text), 0, &limit, &status);
        int32_t written = 0;
        if (U_SUCCESS(status)) u_strToUTF8(out, (int32_t)sizeof out, &written, text, length, &status);
        if (U_FAILURE(status)) { fprintf(stderr, "any-latin: %s\n", u_errorName(status)); return 1; }
        fwrite(out, 1, (size_t)written, stdout);
        fputc('\n', stdout);
    }
    utrans_close(transliterator);
    return 0;
}
