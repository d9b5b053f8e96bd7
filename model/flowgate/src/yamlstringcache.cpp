#include "yamlstringcache.h"

#include <QLatin1String>
#include <QStringDecoder>

namespace capstudio::flowgate::yamlread {

QString utf8Text(const char *data, qsizetype length)
{
    if (length >= 3 && quint8(data[0]) == 0xef && quint8(data[1]) == 0xbb && quint8(data[2]) == 0xbf) {
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
        return decoder(QByteArrayView(data, length));
    }
    return QString::fromUtf8(data, length);
}

QString StringCache::get(const char *data, size_t length)
{
    if (length > kMaxLength)
        return utf8Text(data, qsizetype(length));
    quint32 hash = 2166136261u; // FNV-1a
    unsigned char high = 0;
    for (size_t i = 0; i < length; ++i) {
        const unsigned char c = static_cast<unsigned char>(data[i]);
        high |= c;
        hash = (hash ^ c) * 16777619u;
    }
    if (high & 0x80)
        return utf8Text(data, qsizetype(length));
    if (m_slots.empty())
        m_slots.resize(kInitialSlots);
    const QLatin1String text(data, qsizetype(length));
    size_t mask = m_slots.size() - 1;
    size_t index = hash & mask;
    while (m_slots[index].used) {
        const Slot &slot = m_slots[index];
        if (slot.hash == hash && slot.text == text)
            return slot.text;
        index = (index + 1) & mask;
    }
    QString made = QString::fromLatin1(data, qsizetype(length));
    if (m_count >= kMaxEntries)
        return made;
    if ((m_count + 1) * 2 > m_slots.size()) {
        grow();
        mask = m_slots.size() - 1;
        index = hash & mask;
        while (m_slots[index].used)
            index = (index + 1) & mask;
    }
    m_slots[index] = Slot{made, hash, true};
    ++m_count;
    return made;
}

void StringCache::grow()
{
    std::vector<Slot> old(m_slots.size() * 2);
    old.swap(m_slots);
    const size_t mask = m_slots.size() - 1;
    for (Slot &slot : old) {
        if (!slot.used)
            continue;
        size_t index = slot.hash & mask;
        while (m_slots[index].used)
            index = (index + 1) & mask;
        m_slots[index] = std::move(slot);
    }
}

} // namespace capstudio::flowgate::yamlread
