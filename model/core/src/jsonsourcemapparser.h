#pragma once

// Private to capstudio_core: the tokenizer behind JsonSourceMap::parse().

#include "core/jsonsourcemap.h"

#include <vector>

namespace capstudio {

namespace jsonchars {

inline bool isWhitespace(char16_t c)
{
    return c == u' ' || c == u'\n' || c == u'\r' || c == u'\t';
}

inline bool isDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}

inline bool isHighSurrogate(char16_t c)
{
    return c >= 0xD800 && c <= 0xDBFF;
}

inline bool isLowSurrogate(char16_t c)
{
    return c >= 0xDC00 && c <= 0xDFFF;
}

// Characters of a bare word such as `True`, `NaN` or `undefined`.
inline bool isWordChar(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || isDigit(c) || c == u'_'
        || c == u'$';
}

inline int hexValue(char16_t c)
{
    if (c >= u'0' && c <= u'9')
        return c - u'0';
    if (c >= u'a' && c <= u'f')
        return c - u'a' + 10;
    if (c >= u'A' && c <= u'F')
        return c - u'A' + 10;
    return -1;
}

} // namespace jsonchars

// The tokenizer: an explicit stack instead of recursion, one pass over the text.
class JsonSourceMapParser
{
    Q_DECLARE_TR_FUNCTIONS(JsonSourceMap)

public:
    explicit JsonSourceMapParser(JsonSourceMap &map)
        : m_map(map)
        , m_s(reinterpret_cast<const char16_t *>(map.m_text.utf16()))
        , m_n(int(map.m_text.size()))
    {
    }

    void run();

private:
    enum class State { Value, ObjectFirst, ObjectNext, ArrayFirst, ArrayNext, AfterValue };
    struct Frame
    {
        int node = 0;
        int lastChild = -1;
        int count = 0;
        bool object = false;
    };

    bool parseValue();
    bool parseKey(bool afterComma);
    bool afterValue();
    bool scanString(bool *escaped);
    bool scanNumber();
    bool scanLiteral(QLatin1String word);
    bool unexpectedValue();
    int addNode(int start, int end);
    void close();
    bool fail(int offset, int length, const QString &message);

    int tokenLength(int offset) const;
    QString describe(int offset) const;
    QString openedAt(const Frame &frame) const;

    JsonSourceMap &m_map;
    const char16_t *m_s;
    int m_n;
    int m_pos = 0;
    State m_state = State::Value;
    std::vector<Frame> m_stack;
    int m_commaPos = -1;
    bool m_hasKey = false;
    int m_keyStart = -1;
    int m_keyEnd = -1;
    bool m_keyEscaped = false;
};

} // namespace capstudio
