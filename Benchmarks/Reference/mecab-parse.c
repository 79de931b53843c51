// mecab-parse: MeCab's parse alone, the floor of a Japanese table that reads
// kanji names (Benchmarks/run times it beside `collate -l ja`). One thread:
// read the file, parse each line with MeCab (the system's library and
// dictionary, as `collate` loads them, with the same `-Oyomi` option), and
// write the number of words MeCab found in it, one line per line read, so the
// run can check that every name was parsed. No reading is written out, no sort
// key made, nothing sorted: what is left is the parse, which a table with
// readings cannot skip.
//
//   mecab-parse <file>
//
// MeCab is loaded with dlopen, as the project's shim loads it: Debian ships
// the library (libmecab2) without a development package on a bare machine.
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "read-all.h"

// The start of MeCab's node (mecab.h, mecab_node_t): only the links are read.
typedef struct node {
    struct node *prev;
    struct node *next;
} node;

typedef void *(*new2_f)(const char *arg);
typedef const node *(*tonode2_f)(void *mecab, const char *text, size_t length);
typedef const char *(*strerror_f)(void *mecab);

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: mecab-parse <file>\n");
        return 2;
    }
    void *library = dlopen("libmecab.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) { fprintf(stderr, "mecab-parse: %s\n", dlerror()); return 1; }
    new2_f new2 = (new2_f)dlsym(library, "mecab_new2");
    tonode2_f tonode2 = (tonode2_f)dlsym(library, "mecab_sparse_tonode2");
    strerror_f strerror_ = (strerror_f)dlsym(library, "mecab_strerror");
    if (!new2 || !tonode2 || !strerror_) { fprintf(stderr, "mecab-parse: libmecab.so.2 lacks MeCab's C API\n"); return 1; }
    void *mecab = new2("-Oyomi");
    if (!mecab) { fprintf(stderr, "mecab-parse: %s\n", strerror_(NULL)); return 1; }

    size_t size;
    char *data = readAll(argv[1], &size);
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
