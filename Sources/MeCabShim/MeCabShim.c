#include "MeCabShim.h"
#include "YomiWriter.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The few entry points of MeCab's C API (mecab.h, MeCab 0.99 and later), by
// their documented signatures; MeCab's types are opaque to us. One model
// (the dictionary, mapped once) serves every tagger: a tagger per thread,
// each with its own lattice, shares it, so more threads do not map the
// dictionary (some 50 MB for IPAdic) again.
typedef struct mecab_model_t mecab_model_t;
typedef struct mecab_t mecab_t;
typedef struct mecab_lattice_t mecab_lattice_t;
typedef mecab_model_t *(*mecab_model_new2_f)(const char *arg);
typedef void (*mecab_model_destroy_f)(mecab_model_t *model);
typedef mecab_t *(*mecab_model_new_tagger_f)(mecab_model_t *model);
typedef mecab_lattice_t *(*mecab_model_new_lattice_f)(mecab_model_t *model);
typedef void (*mecab_destroy_f)(mecab_t *mecab);
typedef void (*mecab_lattice_destroy_f)(mecab_lattice_t *lattice);
typedef void (*mecab_lattice_set_sentence2_f)(mecab_lattice_t *lattice, const char *sentence, size_t length);
typedef int (*mecab_parse_lattice_f)(mecab_t *mecab, mecab_lattice_t *lattice);
typedef const char *(*mecab_lattice_tostr_f)(mecab_lattice_t *lattice);
typedef const char *(*mecab_strerror_f)(mecab_t *mecab);
typedef const yomi_node *(*mecab_lattice_get_bos_node_f)(mecab_lattice_t *lattice);

// The library and model every tagger opened from the same mecabshim_open shares.
struct mecabshim_model {
    void *library;
    mecab_model_t *model;
    atomic_int taggers; // the model and library are released with the last tagger
    mecab_model_destroy_f destroyModel;
    mecab_model_new_tagger_f newTagger;
    mecab_model_new_lattice_f newLattice;
    mecab_destroy_f destroyTagger;
    mecab_lattice_destroy_f destroyLattice;
    mecab_lattice_set_sentence2_f setSentence;
    mecab_parse_lattice_f parse;
    mecab_lattice_tostr_f toString;
    mecab_lattice_get_bos_node_f bosNode;
    // Whether readings are written by YomiWriter's walk (it agreed with
    // MeCab's writer on the probe texts when the model opened), else by
    // MeCab's writer.
    int walks;
};

struct mecabshim_tagger {
    struct mecabshim_model *shared;
    mecab_t *mecab;
    mecab_lattice_t *lattice;
    size_t longest; // the bytes of the longest sentence `lattice` has parsed
    yomi_buffer reading; // what the walk wrote last
    yomi_memo features;  // the reading fields the walk has read
};

// A lattice keeps the nodes and paths of the longest sentence it has parsed
// (its free lists are reset, never shrunk): some 3 MB for 4,096 kanji.
// After a sentence longer than this, mecabshim_release replaces it, so a
// tagger holds what a name needs, not what its longest record needed.
static const size_t longSentence = 1024;

// A reading buffer larger than this (grown by a long text) is freed on release.
static const size_t longReading = 4096;

// What the walk must read as MeCab's writer does before it is used: a space
// before a known word whose reading field (7, トウキョウ) differs from the
// fields around it (its base form, its pronunciation トーキョー), and a
// space before a word the dictionary lacks. One short text: each parse
// touches pages of the dictionary, which count in the process's memory.
static const char *const probeTexts[] = {" 東京 John", NULL};

// Where MeCab's library is looked for when no path is given, in order: the
// platform's names for it (the dynamic loader searches its usual
// directories), then where Homebrew installs it on macOS, which the loader
// does not search.
static const char *const defaultLibraryNames[] = {
#if defined(__APPLE__)
    "libmecab.2.dylib", "libmecab.dylib",
    "/opt/homebrew/lib/libmecab.2.dylib", "/usr/local/lib/libmecab.2.dylib",
#else
    "libmecab.so.2", "libmecab.so",
#endif
    NULL,
};

// dlopen's the library at `libraryPath`, or the first of the default names
// that loads; NULL with the reason written when none does.
static void *openLibrary(const char *libraryPath, const char **path, char *reason, size_t reasonCapacity) {
    const char *const single[] = {libraryPath, NULL};
    const char *const *candidates = libraryPath != NULL ? single : defaultLibraryNames;
    for (const char *const *candidate = candidates; *candidate != NULL; candidate++) {
        void *library = dlopen(*candidate, RTLD_NOW | RTLD_LOCAL);
        if (library != NULL) {
            *path = *candidate;
            return library;
        }
        // The first failure says the most (later names are fallbacks).
        if (candidate == candidates) snprintf(reason, reasonCapacity, "cannot load %s (%s)", *candidate, dlerror());
    }
    return NULL;
}

// Looks up the entry points; false when one is missing.
static int findEntryPoints(struct mecabshim_model *shared, mecab_model_new2_f *newModel, mecab_strerror_f *strerror) {
    void *library = shared->library;
    *newModel = (mecab_model_new2_f)dlsym(library, "mecab_model_new2");
    *strerror = (mecab_strerror_f)dlsym(library, "mecab_strerror");
    shared->destroyModel = (mecab_model_destroy_f)dlsym(library, "mecab_model_destroy");
    shared->newTagger = (mecab_model_new_tagger_f)dlsym(library, "mecab_model_new_tagger");
    shared->newLattice = (mecab_model_new_lattice_f)dlsym(library, "mecab_model_new_lattice");
    shared->destroyTagger = (mecab_destroy_f)dlsym(library, "mecab_destroy");
    shared->destroyLattice = (mecab_lattice_destroy_f)dlsym(library, "mecab_lattice_destroy");
    shared->setSentence = (mecab_lattice_set_sentence2_f)dlsym(library, "mecab_lattice_set_sentence2");
    shared->parse = (mecab_parse_lattice_f)dlsym(library, "mecab_parse_lattice");
    shared->toString = (mecab_lattice_tostr_f)dlsym(library, "mecab_lattice_tostr");
    shared->bosNode = (mecab_lattice_get_bos_node_f)dlsym(library, "mecab_lattice_get_bos_node");
    return *newModel && *strerror && shared->destroyModel && shared->newTagger && shared->newLattice && shared->destroyTagger
        && shared->destroyLattice && shared->setSentence && shared->parse && shared->toString;
}

// A tagger and lattice on the shared model, counted; NULL when MeCab fails.
static mecabshim_tagger *newTagger(struct mecabshim_model *shared) {
    mecabshim_tagger *tagger = malloc(sizeof *tagger);
    if (tagger == NULL) return NULL;
    tagger->shared = shared;
    tagger->mecab = shared->newTagger(shared->model);
    tagger->lattice = tagger->mecab ? shared->newLattice(shared->model) : NULL;
    tagger->longest = 0;
    tagger->reading = (yomi_buffer){0};
    tagger->features = (yomi_memo){0};
    if (tagger->lattice == NULL) {
        if (tagger->mecab) shared->destroyTagger(tagger->mecab);
        free(tagger);
        return NULL;
    }
    atomic_fetch_add(&shared->taggers, 1);
    return tagger;
}

// Parses `utf8` into the tagger's lattice; 0 when MeCab fails.
static int parse(mecabshim_tagger *tagger, const char *utf8, size_t length) {
    struct mecabshim_model *shared = tagger->shared;
    shared->setSentence(tagger->lattice, utf8, length);
    if (length > tagger->longest) tagger->longest = length;
    return shared->parse(tagger->mecab, tagger->lattice);
}

// Whether YomiWriter's walk writes what MeCab's writer writes for every
// probe text: true for IPAdic's yomi format, which the walk is; a
// dictionary whose yomi format differs keeps MeCab's writer.
static int walkAgrees(mecabshim_tagger *tagger) {
    struct mecabshim_model *shared = tagger->shared;
    int agrees = 1;
    for (const char *const *text = probeTexts; *text != NULL && agrees; text++) {
        if (!parse(tagger, *text, strlen(*text))) return 0;
        const char *formatted = shared->toString(tagger->lattice);
        agrees = formatted != NULL && yomi_write(shared->bosNode(tagger->lattice), &tagger->reading, NULL) == yomi_written
            && strcmp(formatted, tagger->reading.bytes) == 0;
    }
    tagger->longest = 0;
    return agrees;
}

mecabshim_tagger *mecabshim_open(const char *libraryPath, char *reason, size_t reasonCapacity) {
    const char *path = NULL;
    struct mecabshim_model *shared = calloc(1, sizeof *shared);
    if (shared == NULL) {
        snprintf(reason, reasonCapacity, "out of memory");
        return NULL;
    }
    shared->library = openLibrary(libraryPath, &path, reason, reasonCapacity);
    mecab_model_new2_f newModel = NULL;
    mecab_strerror_f strerror = NULL;
    if (shared->library == NULL) {
        free(shared);
        return NULL;
    }
    if (!findEntryPoints(shared, &newModel, &strerror)) {
        snprintf(reason, reasonCapacity, "%s lacks MeCab's C API", path);
    } else if ((shared->model = newModel("-Oyomi")) == NULL) {
        // mecab_strerror(NULL) reports why the last creation failed, e.g. no dictionary.
        snprintf(reason, reasonCapacity, "MeCab could not start: %s", strerror(NULL));
    } else {
        mecabshim_tagger *tagger = newTagger(shared);
        if (tagger != NULL) {
            shared->walks = shared->bosNode != NULL && walkAgrees(tagger);
            return tagger;
        }
        snprintf(reason, reasonCapacity, "MeCab could not start a tagger");
        shared->destroyModel(shared->model);
    }
    dlclose(shared->library);
    free(shared);
    return NULL;
}

mecabshim_tagger *mecabshim_sibling(const mecabshim_tagger *tagger) {
    return newTagger(tagger->shared);
}

const char *mecabshim_reading(mecabshim_tagger *tagger, const char *utf8, size_t length) {
    struct mecabshim_model *shared = tagger->shared;
    if (!parse(tagger, utf8, length)) return NULL;
    if (shared->walks) {
        switch (yomi_write(shared->bosNode(tagger->lattice), &tagger->reading, &tagger->features)) {
        case yomi_written: return tagger->reading.bytes;
        case yomi_failed: return NULL;
        case yomi_declined: break;
        }
    }
    return shared->toString(tagger->lattice);
}

const char *mecabshim_reading_formatted(mecabshim_tagger *tagger, const char *utf8, size_t length) {
    return parse(tagger, utf8, length) ? tagger->shared->toString(tagger->lattice) : NULL;
}

int mecabshim_walks(const mecabshim_tagger *tagger) {
    return tagger->shared->walks;
}

void mecabshim_release(mecabshim_tagger *tagger) {
    if (tagger->reading.capacity > longReading) yomi_buffer_free(&tagger->reading);
    if (tagger->longest <= longSentence) return;
    struct mecabshim_model *shared = tagger->shared;
    mecab_lattice_t *fresh = shared->newLattice(shared->model);
    if (fresh == NULL) return; // keep the old one: it still works
    shared->destroyLattice(tagger->lattice);
    tagger->lattice = fresh;
    tagger->longest = 0;
}

size_t mecabshim_longest_text(const mecabshim_tagger *tagger) {
    return tagger->longest;
}

void mecabshim_close(mecabshim_tagger *tagger) {
    if (tagger == NULL) return;
    struct mecabshim_model *shared = tagger->shared;
    shared->destroyLattice(tagger->lattice);
    shared->destroyTagger(tagger->mecab);
    yomi_buffer_free(&tagger->reading);
    yomi_memo_free(&tagger->features);
    free(tagger);
    if (atomic_fetch_sub(&shared->taggers, 1) == 1) {
        shared->destroyModel(shared->model);
        dlclose(shared->library);
        free(shared);
    }
}
