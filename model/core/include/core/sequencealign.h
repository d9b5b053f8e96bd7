#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace capstudio {

// Aligns two sequences of keys: the pairs (i, j) with a[i] == b[j] of a longest common
// subsequence, in increasing order of both. Elements of either side left out of the pairs are
// the ones only that side has.
//
// The common prefix and suffix are matched directly; the rest is aligned exactly by dynamic
// programming while its two lengths multiply to at most `exactLimit` cells (one byte each),
// else by a greedy walk that, at a mismatch, skips to the nearest equal pair ahead: exact for
// the usual case of a few scattered elements added, removed or replaced.
std::vector<std::pair<std::uint32_t, std::uint32_t>>
alignSequences(const std::vector<std::uint64_t> &a, const std::vector<std::uint64_t> &b,
               std::size_t exactLimit = std::size_t(16) << 20);

} // namespace capstudio
