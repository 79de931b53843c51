// The system ICU's collator for startup-floor alone: ICU's C names carry its
// version (ucol_open_72), which Swift cannot call through the header's macros.
#include <stdint.h>

typedef struct StartupFloorCollator StartupFloorCollator;

// The locale's collator, or NULL when ICU has none or falls back to its root.
StartupFloorCollator *startup_floor_open(const char *locale);
// -1, 0 or 1, as ICU orders the two UTF-8 strings.
int startup_floor_compare(const StartupFloorCollator *collator, const char *left, int32_t leftLength,
                          const char *right, int32_t rightLength);
void startup_floor_close(StartupFloorCollator *collator);
