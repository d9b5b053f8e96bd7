#pragma once

#include <QtGlobal>

namespace capstudio::provenance::detail {

// Keeps a memory-mapped file from killing the process when it shrinks under the map.
//
// Reading a page of a mapping that lies past the end of its (truncated) file raises SIGBUS.
// Registered ranges get a SIGBUS handler that puts a page of zeros in place of the one that
// faulted, marks the range, and lets the read go on: the reader sees zeros, and whoever owns
// the range asks faulted() and reports that the file changed, instead of the process dying.
// A SIGBUS outside every registered range goes to the handler that was there before, or
// ends the process as it would have.
class MappingGuard
{
public:
    // Registers [data, data + size); -1 when every slot is taken (read the file instead).
    static int add(const void *data, qint64 size);
    // Before the range is unmapped.
    static void remove(int slot);
    static bool faulted(int slot);

    static constexpr int Slots = 256;
};

} // namespace capstudio::provenance::detail
