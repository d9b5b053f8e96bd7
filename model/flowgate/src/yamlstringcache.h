#pragma once

// Private to the YAML reader.

#include <QString>

#include <vector>

namespace capstudio::flowgate::yamlread {

// UTF-8 text as it is: a leading U+FEFF is part of the text (QString::fromUtf8 would take it
// for a byte order mark and drop it).
QString utf8Text(const char *data, qsizetype length);

// Shares one QString among equal short ASCII texts (keys such as `target`, values such as
// `agent`): fewer allocations while reading, less memory afterwards. Open addressing,
// bounded in size; anything else is converted each time.
class StringCache
{
public:
    QString get(const char *data, size_t length);

private:
    struct Slot
    {
        QString text;
        quint32 hash = 0;
        bool used = false;
    };

    static constexpr size_t kMaxLength = 40;
    // Small to start with: a catalog folder reads ten thousand files of a few dozen keys each.
    static constexpr size_t kInitialSlots = 64;
    static constexpr size_t kMaxEntries = 1 << 16;

    void grow();

    std::vector<Slot> m_slots;
    size_t m_count = 0;
};

} // namespace capstudio::flowgate::yamlread
