#pragma once

#include <cstddef>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace capstudio {

// The closing quote of the JSON string whose first character is at `p` (just past its
// opening quote), or `end` when it does not close. Escapes are stepped over, not checked:
// for scanners that only follow a text's structure (the strings are parsed elsewhere). On
// x86-64, sixteen bytes at a time.
inline const char *jsonStringEnd(const char *p, const char *end)
{
    while (p < end) {
#if defined(__SSE2__)
        const __m128i quote = _mm_set1_epi8('"');
        const __m128i backslash = _mm_set1_epi8('\\');
        while (end - p >= 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            const int special =
                _mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)));
            if (special != 0) {
                p += __builtin_ctz(unsigned(special));
                break;
            }
            p += 16;
        }
        if (p >= end)
            return end;
#endif
        if (*p == '"')
            return p;
        p += *p == '\\' ? 2 : 1;
    }
    return end;
}

} // namespace capstudio
