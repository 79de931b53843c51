// MeCabShim: loads the MeCab morphological analyser at run time.
//
// MeCab is optional: the package builds and runs without it. When its
// library (libmecab.so.2 on Linux, libmecab.2.dylib on macOS) and a
// dictionary (Debian: libmecab2, mecab-ipadic-utf8; Homebrew: mecab,
// mecab-ipadic) are installed, a tagger reads Japanese text into katakana (the dictionary's
// "yomi" output format). Nothing here includes MeCab's headers; the few
// functions used are looked up with dlsym.
//
// Thread safety: a tagger must not be used by two threads at once.
#ifndef MECABSHIM_H
#define MECABSHIM_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct mecabshim_tagger mecabshim_tagger;

/// Loads `libraryPath` (NULL: the platform's names for MeCab's library, tried
/// in order: libmecab.so.2 and libmecab.so on Linux; libmecab.2.dylib,
/// libmecab.dylib and Homebrew's lib directories on macOS) and opens a tagger with the
/// system's default dictionary (mecabrc) and the yomi output format. On
/// failure returns NULL and writes why into `reason`.
mecabshim_tagger *mecabshim_open(const char *libraryPath, char *reason, size_t reasonCapacity);

/// Another tagger on the same model as `tagger` (the dictionary is shared,
/// not loaded again); NULL when MeCab fails. Safe while `tagger` is in use
/// on another thread. Each tagger is used by one thread at a time.
mecabshim_tagger *mecabshim_sibling(const mecabshim_tagger *tagger);

/// The katakana reading of UTF-8 text, NUL-terminated, valid until the next
/// call on this tagger (of this function or mecabshim_release); NULL when
/// MeCab fails. Written as the yomi format writes it: by walking the best
/// path when the walk agreed with MeCab's writer (mecabshim_walks), else by
/// MeCab's writer.
const char *mecabshim_reading(mecabshim_tagger *tagger, const char *utf8, size_t length);

/// mecabshim_reading, always through MeCab's own writer (the yomi format
/// of the dictionary's dicrc): what the walk is checked against.
const char *mecabshim_reading_formatted(mecabshim_tagger *tagger, const char *utf8, size_t length);

/// Whether mecabshim_reading writes readings by walking the best path
/// (it agreed with MeCab's writer when the model opened), not through
/// MeCab's format interpreter.
int mecabshim_walks(const mecabshim_tagger *tagger);

/// Frees what the last reading's text needed beyond a name's worth (MeCab's
/// lattice keeps the nodes of the longest text it has read): call once the
/// reading is copied. O(1) after a short text.
void mecabshim_release(mecabshim_tagger *tagger);

/// The bytes of the longest text the tagger's lattice has read (what its
/// memory is sized for); at most 1,024 after mecabshim_release.
size_t mecabshim_longest_text(const mecabshim_tagger *tagger);

void mecabshim_close(mecabshim_tagger *tagger);

#ifdef __cplusplus
}
#endif

#endif
