// mecab-parse: MeCab's parse alone, and the floor of a Japanese table that
// reads kanji names (Benchmarks/run times both beside `collate -l ja`).
//
//   mecab-parse <file>
//     One thread: read the file, parse each line with MeCab (the system's
//     library and dictionary, as `collate` loads them, with the same `-Oyomi`
//     option), and write the number of words MeCab found in it, one line per
//     line read, so the run can check that every name was parsed. No reading
//     is written out, no sort key made, nothing sorted: what is left is the
//     parse, which a table with readings cannot skip.
//
//   mecab-parse --sort <locale> <file>
//     What such a table cannot skip, on every core: each thread parses its
//     share of the lines with a tagger of its own, joins each word's reading
//     (the dictionary's reading field, or the word itself where it has none)
//     and takes ICU's sort key of the reading with a collator of its own;
//     then the lines are sorted by those keys (qsort, ties by input order) and
//     written. No sections, no kana conversion, no memo of repeated names:
//     a floor, not a rival.
//
// MeCab is loaded with dlopen, as the project's shim loads it: Debian ships
// the library (libmecab2) without a development package on a bare machine.
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <unicode/ucol.h>
#include <unicode/ustring.h>

#include "key-order.h"
#include "read-all.h"

// The start of MeCab's node (mecab.h, mecab_node_t), up to the word's length.
typedef struct node {
    struct node *prev;
    struct node *next;
    struct node *enext;
    struct node *bnext;
    void *rpath;
    void *lpath;
    const char *surface;
    const char *feature;
    unsigned int id;
    unsigned short length;
} node;

typedef void *(*new2_f)(const char *arg);
typedef const node *(*tonode2_f)(void *mecab, const char *text, size_t length);
typedef const char *(*strerror_f)(void *mecab);

static new2_f new2;
static tonode2_f tonode2;
static strerror_f strerror_;

static void loadMeCab(void) {
    void *library = dlopen("libmecab.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) { fprintf(stderr, "mecab-parse: %s\n", dlerror()); exit(1); }
    new2 = (new2_f)dlsym(library, "mecab_new2");
    tonode2 = (tonode2_f)dlsym(library, "mecab_sparse_tonode2");
    strerror_ = (strerror_f)dlsym(library, "mecab_strerror");
    if (!new2 || !tonode2 || !strerror_) { fprintf(stderr, "mecab-parse: libmecab.so.2 lacks MeCab's C API\n"); exit(1); }
}

static void *newTagger(void) {
    void *mecab = new2("-Oyomi");
    if (!mecab) { fprintf(stderr, "mecab-parse: %s\n", strerror_(NULL)); exit(1); }
    return mecab;
}

static int countWords(const char *path) {
    void *mecab = newTagger();
    size_t size;
    char *data = readAll(path, &size);
    for (char *line = data, *end = data + size; line < end;) {
        char *newline = memchr(line, '\n', (size_t)(end - line + 1));
        const node *bos = tonode2(mecab, line, (size_t)(newline - line));
        if (!bos) { fprintf(stderr, "mecab-parse: %s\n", strerror_(mecab)); return 1; }
        unsigned words = 0;
        for (const node *word = bos->next; word && word->next; word = word->next) words++;
        printf("%u\n", words);
        line = newline + 1;
    }
    return 0;
}

// --sort

typedef struct {
    const char *locale;
    Entry *entries; // this thread's share
    size_t count;
    KeyArena arena; // its keys
} Share;

// The reading of one word: the eighth field of its feature, or the word itself.
static void appendReading(const node *word, char *reading, size_t *used, size_t capacity) {
    const char *field = word->feature;
    for (int commas = 0; field && commas < 7; field++) {
        if (*field == '\0') { field = NULL; break; }
        if (*field == ',') commas++;
    }
    const char *start = field ? field : word->surface;
    size_t length = field ? strcspn(field, ",") : word->length;
    if (field && length == 1 && field[0] == '*') start = word->surface, length = word->length;
    if (*used + length < capacity) { memcpy(reading + *used, start, length); *used += length; }
}

static void *keyShare(void *argument) {
    Share *share = argument;
    void *mecab = newTagger();
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(share->locale, &status);
    ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
    if (U_FAILURE(status)) { fprintf(stderr, "mecab-parse: %s: %s\n", share->locale, u_errorName(status)); exit(2); }
    char reading[4096];
    for (size_t i = 0; i < share->count; i++) {
        Entry *entry = &share->entries[i];
        const node *bos = tonode2(mecab, entry->line, entry->length);
        if (!bos) { fprintf(stderr, "mecab-parse: %s\n", strerror_(mecab)); exit(1); }
        size_t readingLength = 0;
        for (const node *word = bos->next; word && word->next; word = word->next)
            appendReading(word, reading, &readingLength, sizeof reading);
        appendSortKey(collator, reading, readingLength, entry, &share->arena);
    }
    ucol_close(collator);
    return NULL;
}

static int sortByReadings(const char *locale, const char *path) {
    size_t size;
    char *data = readAll(path, &size);
    size_t capacity = 1 << 16, count = 0;
    Entry *entries = malloc(sizeof(Entry) * capacity);
    for (char *line = data, *end = data + size; line < end;) {
        char *newline = memchr(line, '\n', (size_t)(end - line + 1));
        size_t length = (size_t)(newline - line);
        if (length > 0) {
            if (count == capacity) entries = realloc(entries, sizeof(Entry) * (capacity *= 2));
            entries[count] = (Entry){line, (uint32_t)length, (uint32_t)count, 0};
            count++;
        }
        line = newline + 1;
    }
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    size_t threads = cores < 1 ? 1 : (size_t)cores;
    Share *shares = calloc(threads, sizeof(Share));
    pthread_t *ids = calloc(threads, sizeof(pthread_t));
    for (size_t t = 0; t < threads; t++) {
        size_t first = count * t / threads, last = count * (t + 1) / threads;
        shares[t] = (Share){locale, entries + first, last - first, {NULL, 0, 0}};
        if (pthread_create(&ids[t], NULL, keyShare, &shares[t]) != 0) { perror("mecab-parse"); return 1; }
    }
    for (size_t t = 0; t < threads; t++) {
        pthread_join(ids[t], NULL);
        for (size_t i = 0; i < shares[t].count; i++) shares[t].entries[i].key += (size_t)(uintptr_t)shares[t].arena.bytes;
    }
    return writeInKeyOrder(entries, count, "mecab-parse");
}

int main(int argc, char **argv) {
    if (argc == 2) {
        loadMeCab();
        return countWords(argv[1]);
    }
    if (argc == 4 && strcmp(argv[1], "--sort") == 0) {
        loadMeCab();
        return sortByReadings(argv[2], argv[3]);
    }
    fprintf(stderr, "usage: mecab-parse <file>\n       mecab-parse --sort <locale> <file>\n");
    return 2;
}
