#pragma once

// Leak scanning of JSON found inside a string value (a tool row's content, a result
// preview): keys still mark sensitive values and every string is scanned as text; nothing
// deeper is unpacked. Findings are collected first and kept only when the text really was
// JSON (or JSON cut short by truncation).

#include "provenance/leakrules.h"

#include <QString>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capstudio::provenance {

inline QString fromUtf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Appends "/" and `token` escaped as RFC 6901 requires.
inline void appendPointerToken(QString &pointer, std::string_view token)
{
    pointer += QLatin1Char('/');
    QString text = fromUtf8(token);
    text.replace(QLatin1Char('~'), QLatin1String("~0"));
    text.replace(QLatin1Char('/'), QLatin1String("~1"));
    pointer += text;
}

// LeakRules::isSensitiveKey remembered for the keys seen recently: a bundle repeats the
// same few dozen keys millions of times.
class SensitiveKeyCache
{
public:
    bool operator()(std::string_view key)
    {
        if (key.empty() || key.size() > 48)
            return LeakRules::isSensitiveKey(key);
        const auto byte = [&](std::size_t i) { return std::size_t(static_cast<unsigned char>(key[i])); };
        const std::size_t slot =
            (key.size() * 31 + byte(0) * 7 + byte(key.size() - 1) * 13 + byte(key.size() / 2) * 3) & 255;
        Entry &entry = m_entries[slot];
        if (entry.used && entry.key == key)
            return entry.sensitive;
        entry.used = true;
        entry.key.assign(key);
        entry.sensitive = LeakRules::isSensitiveKey(key);
        return entry.sensitive;
    }

private:
    struct Entry
    {
        bool used = false;
        bool sensitive = false;
        std::string key;
    };
    Entry m_entries[256];
};

class EmbeddedHandler
{
public:
    struct Pending
    {
        LeakKind kind;
        LeakSeverity severity;
        std::string text;
        QString masked;
        std::string key;
        QString pointer;
        qint64 tokenBegin;
        qint64 tokenEnd;
        std::size_t matchOffset;
    };

    EmbeddedHandler(const char *base, SensitiveKeyCache &keys) : m_base(base), m_keys(keys) {}

    void beginObject(const char *) { push(false); }
    void endObject(const char *) { m_stack.pop_back(); }
    void beginArray(const char *) { push(true); }
    void endArray(const char *) { m_stack.pop_back(); }
    void key(std::string_view name)
    {
        Frame &top = m_stack.back();
        top.key.assign(name);
        top.keySensitive = m_keys(name);
    }
    void string(std::string_view value, const char *tokenBegin, const char *tokenEnd)
    {
        scan(value, tokenBegin, tokenEnd);
    }
    void number(std::string_view text)
    {
        const Frame *parent = enter();
        if (parent && sensitive(*parent) && text != "0")
            record(LeakKind::SensitiveKey, text, LeakRules::maskFor(LeakKind::SensitiveKey, text),
                   text.data(), text.data() + text.size(), 0);
    }
    void literal(char) { enter(); }

    // The unterminated string a truncated preview ends in, scanned as plain text.
    void scanOpenTail(std::string_view decoded, const char *tokenBegin, const char *tokenEnd)
    {
        scan(decoded, tokenBegin, tokenEnd);
    }

    std::vector<Pending> findings;

private:
    struct Frame
    {
        bool isArray = false;
        bool sensitive = false;
        bool keySensitive = false;
        int index = -1;
        std::string key;
    };

    static bool sensitive(const Frame &parent)
    {
        return parent.sensitive || (!parent.isArray && parent.keySensitive);
    }
    Frame *enter()
    {
        if (m_stack.empty())
            return nullptr;
        Frame &top = m_stack.back();
        if (top.isArray)
            ++top.index;
        return &top;
    }
    void push(bool isArray)
    {
        const Frame *parent = enter();
        Frame frame;
        frame.isArray = isArray;
        frame.sensitive = parent && sensitive(*parent);
        m_stack.push_back(std::move(frame));
    }
    QString pointer() const
    {
        QString result;
        for (const Frame &frame : m_stack) {
            if (frame.isArray)
                result += QLatin1Char('/') + QString::number(frame.index);
            else
                appendPointerToken(result, frame.key);
        }
        return result;
    }
    void scan(std::string_view value, const char *tokenBegin, const char *tokenEnd, bool advance = true)
    {
        const Frame *parent = advance ? enter() : (m_stack.empty() ? nullptr : &m_stack.back());
        if (value.empty())
            return;
        if (parent && sensitive(*parent)) {
            if (!LeakRules::isMaskedValue(value))
                record(LeakKind::SensitiveKey, value,
                       LeakRules::maskFor(LeakKind::SensitiveKey, value), tokenBegin, tokenEnd, 0);
            return;
        }
        m_leaks.clear();
        LeakRules::scanText(value, m_leaks);
        for (const TextLeak &leak : m_leaks)
            record(leak.kind, value.substr(leak.offset, leak.length), leak.masked, tokenBegin,
                   tokenEnd, leak.offset, leak.severity);
    }
    void record(LeakKind kind, std::string_view text, QString masked, const char *tokenBegin,
                const char *tokenEnd, std::size_t matchOffset,
                std::optional<LeakSeverity> severity = std::nullopt)
    {
        const Frame *parent = m_stack.empty() ? nullptr : &m_stack.back();
        findings.push_back({kind, severity.value_or(defaultSeverity(kind)), std::string(text),
                            std::move(masked),
                            parent && !parent->isArray ? parent->key : std::string(), pointer(),
                            tokenBegin - m_base, tokenEnd - m_base, matchOffset});
    }

    const char *m_base;
    SensitiveKeyCache &m_keys;
    std::vector<Frame> m_stack;
    std::vector<TextLeak> m_leaks;
};

} // namespace capstudio::provenance
