#pragma once

// The byte-level detectors behind LeakRules::scanText. Private to the provenance library.

#include "provenance/leakrules.h"

#include <cstddef>
#include <string_view>
#include <vector>

namespace capstudio::provenance::detail {

// One raw match before overlaps are resolved.
struct LeakCandidate
{
    LeakKind kind;
    std::size_t offset;
    std::size_t length;
};

// Appends every raw match of every detector to `out` (unordered, possibly overlapping).
// One pass over the text; each detector only starts at a cheap trigger (a word start, '@',
// ':', '=', '+', '(') and scans a bounded or non-overlapping stretch, so the whole is linear.
void findLeakCandidates(std::string_view text, std::vector<LeakCandidate> &out);

// True when `value` contains a masked part ("***", "****", "<redacted"): such a value is
// treated as already redacted by the key/value detector.
bool containsMaskMarker(std::string_view value);

} // namespace capstudio::provenance::detail
