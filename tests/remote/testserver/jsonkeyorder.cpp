#include "jsonkeyorder.h"

#include <QList>
#include <QPair>
#include <QSet>

#include <algorithm>
#include <optional>

namespace sunrisetest {

namespace {

constexpr int MaxDepth = 512;

class Scanner
{
public:
    explicit Scanner(const QByteArray &text)
        : m_text(text)
    {
    }

    void skipWhitespace(qsizetype &pos) const
    {
        while (pos < m_text.size()) {
            const char c = m_text.at(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                return;
            ++pos;
        }
    }

    std::optional<QString> string(qsizetype &pos) const
    {
        if (pos >= m_text.size() || m_text.at(pos) != '"')
            return std::nullopt;
        ++pos;
        QByteArray utf8;
        QString decoded;
        auto flush = [&] {
            decoded += QString::fromUtf8(utf8);
            utf8.clear();
        };
        while (pos < m_text.size()) {
            const char c = m_text.at(pos++);
            if (c == '"') {
                flush();
                return decoded;
            }
            if (c != '\\') {
                utf8.append(c);
                continue;
            }
            if (pos >= m_text.size())
                return std::nullopt;
            const char escape = m_text.at(pos++);
            switch (escape) {
            case '"': utf8.append('"'); break;
            case '\\': utf8.append('\\'); break;
            case '/': utf8.append('/'); break;
            case 'b': utf8.append('\b'); break;
            case 'f': utf8.append('\f'); break;
            case 'n': utf8.append('\n'); break;
            case 'r': utf8.append('\r'); break;
            case 't': utf8.append('\t'); break;
            case 'u': {
                if (pos + 4 > m_text.size())
                    return std::nullopt;
                bool ok = false;
                const ushort unit = m_text.mid(pos, 4).toUShort(&ok, 16);
                if (!ok)
                    return std::nullopt;
                pos += 4;
                flush();
                decoded.append(QChar(unit));
                break;
            }
            default:
                return std::nullopt;
            }
        }
        return std::nullopt;
    }

    bool skipValue(qsizetype &pos, int depth) const
    {
        if (depth > MaxDepth)
            return false;
        skipWhitespace(pos);
        if (pos >= m_text.size())
            return false;
        const char c = m_text.at(pos);
        if (c == '"')
            return string(pos).has_value();
        if (c == '{')
            return members(pos, depth, nullptr);
        if (c == '[') {
            ++pos;
            skipWhitespace(pos);
            if (pos < m_text.size() && m_text.at(pos) == ']') {
                ++pos;
                return true;
            }
            for (;;) {
                if (!skipValue(pos, depth + 1))
                    return false;
                skipWhitespace(pos);
                if (pos >= m_text.size())
                    return false;
                if (m_text.at(pos) == ']') {
                    ++pos;
                    return true;
                }
                if (m_text.at(pos++) != ',')
                    return false;
            }
        }
        // number, true, false, null
        const qsizetype start = pos;
        while (pos < m_text.size()) {
            const char d = m_text.at(pos);
            if (d == ',' || d == '}' || d == ']' || d == ' ' || d == '\t' || d == '\n' || d == '\r')
                break;
            ++pos;
        }
        return pos > start;
    }

    // Reads the object at pos; fills *out with (key, offset of its value) in source order.
    bool members(qsizetype &pos, int depth, QList<QPair<QString, qsizetype>> *out) const
    {
        if (depth > MaxDepth || pos >= m_text.size() || m_text.at(pos) != '{')
            return false;
        ++pos;
        skipWhitespace(pos);
        if (pos < m_text.size() && m_text.at(pos) == '}') {
            ++pos;
            return true;
        }
        for (;;) {
            skipWhitespace(pos);
            const std::optional<QString> key = string(pos);
            if (!key)
                return false;
            skipWhitespace(pos);
            if (pos >= m_text.size() || m_text.at(pos++) != ':')
                return false;
            skipWhitespace(pos);
            if (out)
                out->append({*key, pos});
            if (!skipValue(pos, depth + 1))
                return false;
            skipWhitespace(pos);
            if (pos >= m_text.size())
                return false;
            if (m_text.at(pos) == '}') {
                ++pos;
                return true;
            }
            if (m_text.at(pos++) != ',')
                return false;
        }
    }

private:
    const QByteArray &m_text;
};

// A canonical array index ("0", "17"; not "01" or "-1") sorts first in JavaScript objects.
std::optional<quint32> arrayIndex(const QString &key)
{
    if (key.isEmpty() || key.size() > 10 || (key.size() > 1 && key.at(0) == QLatin1Char('0')))
        return std::nullopt;
    quint64 value = 0;
    for (QChar c : key) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
        value = value * 10 + quint64(c.unicode() - '0');
    }
    if (value >= 0xffffffffULL)
        return std::nullopt;
    return quint32(value);
}

} // namespace

QStringList JsonKeyOrder::keysAt(const QByteArray &json, const QStringList &path)
{
    const Scanner scanner(json);
    qsizetype pos = 0;
    scanner.skipWhitespace(pos);
    for (const QString &step : path) {
        QList<QPair<QString, qsizetype>> members;
        qsizetype cursor = pos;
        if (!scanner.members(cursor, 0, &members))
            return {};
        std::optional<qsizetype> next;
        for (const auto &member : std::as_const(members)) {
            if (member.first == step)
                next = member.second; // the last duplicate wins
        }
        if (!next)
            return {};
        pos = *next;
    }

    QList<QPair<QString, qsizetype>> members;
    if (!scanner.members(pos, 0, &members))
        return {};
    QStringList ordered;
    QList<QPair<quint32, QString>> indices;
    QSet<QString> seen;
    for (const auto &member : std::as_const(members)) {
        if (seen.contains(member.first))
            continue;
        seen.insert(member.first);
        if (const auto index = arrayIndex(member.first))
            indices.append({*index, member.first});
        else
            ordered.append(member.first);
    }
    std::sort(indices.begin(), indices.end());
    QStringList keys;
    for (const auto &index : std::as_const(indices))
        keys.append(index.second);
    return keys + ordered;
}

} // namespace sunrisetest
