// YomiWriter: MeCab's "yomi" output of a parsed lattice, written by walking
// its best path instead of through MeCab's format interpreter.
//
// Internal to MeCabShim (not in include/, so not part of the module's API).
#ifndef MECABSHIM_YOMI_WRITER_H
#define MECABSHIM_YOMI_WRITER_H

#include <stddef.h>

// The first fields of mecab_node_t (mecab.h, MeCab 0.99x: a public struct
// whose layout MeCab keeps), as far as the walk reads them.
typedef struct yomi_node {
    struct yomi_node *prev;
    struct yomi_node *next;
    struct yomi_node *enext;
    struct yomi_node *bnext;
    void *rpath;
    void *lpath;
    const char *surface;
    const char *feature;
    unsigned int id;
    unsigned short length;
    unsigned short rlength;
    unsigned short rcAttr;
    unsigned short lcAttr;
    unsigned short posid;
    unsigned char char_type;
    unsigned char stat;
} yomi_node;

// A growable output buffer, owned by one tagger.
typedef struct yomi_buffer {
    char *bytes;
    size_t count;
    size_t capacity;
} yomi_buffer;

// The reading field of each dictionary feature the walk has read, by the
// feature's address, for one tagger: a known word's feature points into the
// dictionary MeCab maps (immutable while the model lives), so its address
// stands for its text. A name's words repeat across names (田中, 太郎); a
// word found here costs a probe and a copy instead of reading its feature
// (cold memory in a dictionary of 50 MB) and splitting it at commas.
// Bounded: emptied when full (yomi_memo_slots / 2 words, yomi_memo_bytes
// bytes of readings; 256 KiB in all).
typedef struct yomi_memo_slot {
    const char *feature; // NULL: empty
    unsigned int offset; // the reading's bytes in `bytes`
    unsigned int length;
} yomi_memo_slot;

enum { yomi_memo_log2 = 13, yomi_memo_slots = 1 << yomi_memo_log2, yomi_memo_bytes = 1 << 17 };

typedef struct yomi_memo {
    yomi_memo_slot *slots; // yomi_memo_slots, allocated on first use
    size_t count;          // slots used, at most half
    char *bytes;           // yomi_memo_bytes
    size_t used;
} yomi_memo;

typedef enum {
    yomi_written,  // the reading is in the buffer, NUL-terminated
    yomi_failed,   // MeCab's writer would fail on this lattice (it returns NULL)
    yomi_declined, // a case the walk leaves to MeCab's writer (a feature of 8 KiB or more)
} yomi_result;

// Writes what the yomi format `%pS%f[7]` for known words, `%M` for unknown
// ones and `\n` at the end (IPAdic's dicrc) writes for the best path that
// starts after `bos`, into `buffer`. `memo` (NULL: none) remembers the
// reading fields of the features read.
yomi_result yomi_write(const yomi_node *bos, yomi_buffer *buffer, yomi_memo *memo);

// Frees the buffer's bytes.
void yomi_buffer_free(yomi_buffer *buffer);

// Frees the memo's slots and bytes.
void yomi_memo_free(yomi_memo *memo);

#endif
