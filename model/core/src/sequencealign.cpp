#include "core/sequencealign.h"

#include <algorithm>

namespace capstudio {

namespace {

using Pairs = std::vector<std::pair<std::uint32_t, std::uint32_t>>;

// Longest common subsequence of a[a0, a1) and b[b0, b1) by dynamic programming over suffixes;
// one byte of direction per cell, lengths in two rolling rows.
void alignExactly(const std::vector<std::uint64_t> &a, std::size_t a0, std::size_t a1,
                  const std::vector<std::uint64_t> &b, std::size_t b0, std::size_t b1, Pairs &out)
{
    const std::size_t n = a1 - a0;
    const std::size_t m = b1 - b0;
    enum : unsigned char { Match, SkipA, SkipB };
    std::vector<unsigned char> step(n * m);
    std::vector<std::uint32_t> below(m + 1, 0), row(m + 1, 0);
    for (std::size_t i = n; i-- > 0;) {
        row[m] = 0;
        for (std::size_t j = m; j-- > 0;) {
            unsigned char &s = step[i * m + j];
            if (a[a0 + i] == b[b0 + j]) {
                row[j] = below[j + 1] + 1;
                s = Match;
            } else if (below[j] >= row[j + 1]) {
                row[j] = below[j];
                s = SkipA;
            } else {
                row[j] = row[j + 1];
                s = SkipB;
            }
        }
        std::swap(row, below);
    }
    std::size_t i = 0, j = 0;
    while (i < n && j < m) {
        switch (step[i * m + j]) {
        case Match:
            out.emplace_back(std::uint32_t(a0 + i), std::uint32_t(b0 + j));
            ++i;
            ++j;
            break;
        case SkipA: ++i; break;
        default: ++j; break;
        }
    }
}

// Walks both sequences together; at a mismatch, moves on to the nearest pair of equal keys
// ahead (fewest elements skipped on both sides together, within a window), or past one element
// of each when there is none. Exact for scattered insertions, removals and replacements.
void alignGreedily(const std::vector<std::uint64_t> &a, std::size_t a0, std::size_t a1,
                   const std::vector<std::uint64_t> &b, std::size_t b0, std::size_t b1, Pairs &out)
{
    constexpr std::size_t window = 128;
    std::size_t i = a0, j = b0;
    while (i < a1 && j < b1) {
        if (a[i] == b[j]) {
            out.emplace_back(std::uint32_t(i), std::uint32_t(j));
            ++i;
            ++j;
            continue;
        }
        bool found = false;
        for (std::size_t skipped = 1; skipped <= window && !found; ++skipped) {
            for (std::size_t p = 0; p <= skipped; ++p) {
                const std::size_t q = skipped - p;
                if (i + p < a1 && j + q < b1 && a[i + p] == b[j + q]) {
                    i += p;
                    j += q;
                    found = true;
                    break;
                }
            }
        }
        if (!found) {
            ++i;
            ++j;
        }
    }
}

} // namespace

Pairs alignSequences(const std::vector<std::uint64_t> &a, const std::vector<std::uint64_t> &b,
                     std::size_t exactLimit)
{
    Pairs pairs;
    std::size_t prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a[prefix] == b[prefix]) {
        pairs.emplace_back(std::uint32_t(prefix), std::uint32_t(prefix));
        ++prefix;
    }
    std::size_t suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix
           && a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix])
        ++suffix;
    const std::size_t a1 = a.size() - suffix;
    const std::size_t b1 = b.size() - suffix;
    if (prefix < a1 && prefix < b1) {
        const std::size_t n = a1 - prefix;
        const std::size_t m = b1 - prefix;
        if (n <= exactLimit / m)
            alignExactly(a, prefix, a1, b, prefix, b1, pairs);
        else
            alignGreedily(a, prefix, a1, b, prefix, b1, pairs);
    }
    for (std::size_t k = 0; k < suffix; ++k)
        pairs.emplace_back(std::uint32_t(a1 + k), std::uint32_t(b1 + k));
    return pairs;
}

} // namespace capstudio
