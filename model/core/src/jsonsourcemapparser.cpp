#include "jsonsourcemapparser.h"

namespace capstudio {

using namespace jsonchars;

namespace {

QString hex4(uint unit)
{
    return QStringLiteral("%1").arg(unit, 4, 16, QLatin1Char('0')).toUpper();
}

} // namespace

void JsonSourceMapParser::run()
{
    m_stack.reserve(64);
    m_map.m_nodes.reserve(size_t(m_n / 8 + 1));
    for (;;) {
        while (m_pos < m_n && isWhitespace(m_s[m_pos]))
            ++m_pos;
        bool ok = true;
        switch (m_state) {
        case State::Value:
            ok = parseValue();
            break;
        case State::ObjectFirst:
        case State::ObjectNext:
            if (m_pos < m_n && m_s[m_pos] == u'}') {
                if (m_state == State::ObjectNext)
                    return void(fail(m_commaPos, 1, tr("Trailing comma: remove the ',' before '}'.")));
                close();
            } else {
                ok = parseKey(m_state == State::ObjectNext);
            }
            break;
        case State::ArrayFirst:
        case State::ArrayNext:
            if (m_pos < m_n && m_s[m_pos] == u']') {
                if (m_state == State::ArrayNext)
                    return void(fail(m_commaPos, 1, tr("Trailing comma: remove the ',' before ']'.")));
                close();
            } else {
                m_state = State::Value;
            }
            break;
        case State::AfterValue:
            if (m_stack.empty()) {
                if (m_pos < m_n)
                    fail(m_pos, tokenLength(m_pos),
                         tr("Unexpected %1 after the end of the document; a JSON text holds exactly one value.")
                             .arg(describe(m_pos)));
                return;
            }
            ok = afterValue();
            break;
        }
        if (!ok)
            return;
    }
}

bool JsonSourceMapParser::parseValue()
{
    if (m_pos >= m_n) {
        if (m_map.m_nodes.empty())
            return fail(m_pos, 0, tr("The document is empty; expected a JSON value."));
        return fail(m_pos, 0, m_hasKey ? tr("Unexpected end of text; expected a value after ':'.")
                                       : tr("Unexpected end of text; expected a value."));
    }
    const int start = m_pos;
    const char16_t c = m_s[m_pos];
    switch (c) {
    case u'{':
    case u'[':
        if (int(m_stack.size()) >= JsonSourceMap::MaxDepth)
            return fail(m_pos, 1, tr("Nested too deeply: more than %1 levels of objects and arrays.")
                                      .arg(JsonSourceMap::MaxDepth));
        {
            const int node = addNode(start, start + 1);
            Frame frame;
            frame.node = node;
            frame.object = c == u'{';
            m_stack.push_back(frame);
        }
        ++m_pos;
        m_state = c == u'{' ? State::ObjectFirst : State::ArrayFirst;
        return true;
    case u'"':
        if (!scanString(nullptr))
            return false;
        break;
    case u't':
        if (!scanLiteral(QLatin1String("true")))
            return false;
        break;
    case u'f':
        if (!scanLiteral(QLatin1String("false")))
            return false;
        break;
    case u'n':
        if (!scanLiteral(QLatin1String("null")))
            return false;
        break;
    default:
        if (c == u'-' || isDigit(c)) {
            if (!scanNumber())
                return false;
            break;
        }
        return unexpectedValue();
    }
    addNode(start, m_pos);
    m_state = State::AfterValue;
    return true;
}

bool JsonSourceMapParser::parseKey(bool afterComma)
{
    if (m_pos >= m_n)
        return fail(m_pos, 0, afterComma ? tr("Unexpected end of text; expected a key after ','.")
                                         : tr("Unexpected end of text; expected a key or '}'."));
    const char16_t c = m_s[m_pos];
    if (c != u'"') {
        const int length = tokenLength(m_pos);
        if (c == u'\'')
            return fail(m_pos, length, tr("Keys must be in double quotes, not single quotes."));
        if (isWordChar(c))
            return fail(m_pos, length, tr("Keys must be strings in double quotes; found %1.").arg(describe(m_pos)));
        return fail(m_pos, length, afterComma
                        ? tr("Expected a key in double quotes after ',' but found %1.").arg(describe(m_pos))
                        : tr("Expected a key in double quotes or '}' but found %1.").arg(describe(m_pos)));
    }
    m_keyStart = m_pos;
    if (!scanString(&m_keyEscaped))
        return false;
    m_keyEnd = m_pos;
    while (m_pos < m_n && isWhitespace(m_s[m_pos]))
        ++m_pos;
    const QString key = m_map.m_text.mid(m_keyStart, qMin(m_keyEnd - m_keyStart, 40));
    if (m_pos >= m_n)
        return fail(m_pos, 0, tr("Unexpected end of text; expected ':' after the key %1.").arg(key));
    if (m_s[m_pos] != u':')
        return fail(m_pos, tokenLength(m_pos),
                    tr("Expected ':' after the key %1 but found %2.").arg(key, describe(m_pos)));
    ++m_pos;
    m_hasKey = true;
    m_state = State::Value;
    return true;
}

bool JsonSourceMapParser::afterValue()
{
    const Frame &frame = m_stack.back();
    if (m_pos >= m_n)
        return fail(m_pos, 0, frame.object
                        ? tr("Unexpected end of text; the object opened at %1 is not closed with '}'.").arg(openedAt(frame))
                        : tr("Unexpected end of text; the array opened at %1 is not closed with ']'.").arg(openedAt(frame)));
    const char16_t c = m_s[m_pos];
    if (c == u',') {
        m_commaPos = m_pos++;
        m_state = frame.object ? State::ObjectNext : State::ArrayNext;
        return true;
    }
    if (c == (frame.object ? u'}' : u']')) {
        close();
        return true;
    }
    if (c == u'}' || c == u']')
        return fail(m_pos, 1, frame.object
                        ? tr("']' cannot close the object opened at %1; expected '}'.").arg(openedAt(frame))
                        : tr("'}' cannot close the array opened at %1; expected ']'.").arg(openedAt(frame)));
    const bool startsValue = c == u'"' || c == u'{' || c == u'[' || c == u'-' || isWordChar(c);
    if (startsValue)
        return fail(m_pos, tokenLength(m_pos), frame.object
                        ? tr("Missing ',' between object members (or '}' to close the object).")
                        : tr("Missing ',' between array elements (or ']' to close the array)."));
    return fail(m_pos, tokenLength(m_pos), frame.object
                    ? tr("Expected ',' or '}' after an object member but found %1.").arg(describe(m_pos))
                    : tr("Expected ',' or ']' after an array element but found %1.").arg(describe(m_pos)));
}

bool JsonSourceMapParser::scanString(bool *escaped)
{
    const int start = m_pos;
    bool sawEscape = false;
    int i = start + 1;
    for (;;) {
        if (i >= m_n)
            return fail(start, m_n - start, tr("Missing closing quote: the string runs to the end of the text."));
        const char16_t c = m_s[i];
        if (c >= 0x20 && c != u'"' && c != u'\\' && (c & 0xF800) != 0xD800) {
            ++i;
            continue;
        }
        if (c == u'"')
            break;
        if (c == u'\\') {
            sawEscape = true;
            if (i + 1 >= m_n)
                return fail(start, m_n - start, tr("Missing closing quote: the string runs to the end of the text."));
            const char16_t e = m_s[i + 1];
            if (e == u'"' || e == u'\\' || e == u'/' || e == u'b' || e == u'f' || e == u'n' || e == u'r'
                || e == u't') {
                i += 2;
                continue;
            }
            if (e != u'u')
                return fail(i, isHighSurrogate(e) && i + 2 < m_n && isLowSurrogate(m_s[i + 2]) ? 3 : 2,
                            tr("Invalid escape \\%1; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.")
                                .arg(e < 0x20 ? QStringLiteral("U+") + hex4(e) : QString(QChar(e))));
            auto unitAt = [this](int at) {
                if (at + 4 > m_n)
                    return -1;
                int unit = 0;
                for (int k = 0; k < 4; ++k) {
                    const int digit = hexValue(m_s[at + k]);
                    if (digit < 0)
                        return -1;
                    unit = unit * 16 + digit;
                }
                return unit;
            };
            const int unit = unitAt(i + 2);
            if (unit < 0)
                return fail(i, qMin(6, m_n - i), tr("Invalid escape: \\u must be followed by four hexadecimal digits."));
            if (isLowSurrogate(char16_t(unit)))
                return fail(i, 6, tr("Unpaired surrogate \\u%1: a low surrogate must follow a high surrogate.")
                                      .arg(hex4(uint(unit))));
            if (isHighSurrogate(char16_t(unit))) {
                const int low = i + 7 < m_n && m_s[i + 6] == u'\\' && m_s[i + 7] == u'u' ? unitAt(i + 8) : -1;
                if (low < 0 || !isLowSurrogate(char16_t(low)))
                    return fail(i, 6, tr("Unpaired surrogate \\u%1: a high surrogate must be followed by a low surrogate such as \\uDC00.")
                                          .arg(hex4(uint(unit))));
                i += 12;
                continue;
            }
            i += 6;
            continue;
        }
        if (c == u'\n' || c == u'\r')
            return fail(start, i - start, tr("Missing closing quote: a string must end on the line it starts."));
        if (c < 0x20)
            return fail(i, 1, tr("Control character U+%1 must be escaped in a string (as \\u%1).").arg(hex4(c)));
        if (isHighSurrogate(c) && i + 1 < m_n && isLowSurrogate(m_s[i + 1])) {
            i += 2;
            continue;
        }
        return fail(i, 1, tr("Unpaired surrogate U+%1 in a string.").arg(hex4(c)));
    }
    m_pos = i + 1;
    if (escaped)
        *escaped = sawEscape;
    return true;
}

bool JsonSourceMapParser::scanNumber()
{
    const int start = m_pos;
    int i = m_pos;
    if (m_s[i] == u'-')
        ++i;
    if (i >= m_n || !isDigit(m_s[i]))
        return fail(start, i - start, tr("Expected a digit after '-'."));
    if (m_s[i] == u'0') {
        ++i;
        if (i < m_n && isDigit(m_s[i])) {
            while (i < m_n && isDigit(m_s[i]))
                ++i;
            return fail(start, i - start, tr("Leading zeros are not allowed in numbers."));
        }
    } else {
        while (i < m_n && isDigit(m_s[i]))
            ++i;
    }
    if (i < m_n && m_s[i] == u'.') {
        ++i;
        if (i >= m_n || !isDigit(m_s[i]))
            return fail(start, i - start, tr("Expected a digit after the decimal point."));
        while (i < m_n && isDigit(m_s[i]))
            ++i;
    }
    bool exponent = false;
    if (i < m_n && (m_s[i] == u'e' || m_s[i] == u'E')) {
        exponent = true;
        ++i;
        if (i < m_n && (m_s[i] == u'+' || m_s[i] == u'-'))
            ++i;
        if (i >= m_n || !isDigit(m_s[i]))
            return fail(start, i - start, tr("Expected a digit in the exponent."));
        while (i < m_n && isDigit(m_s[i]))
            ++i;
    }
    // Only an exponent or hundreds of digits can leave the range of a double; QJsonDocument
    // refuses such numbers (overflow and underflow alike), so they are errors here too.
    if (exponent || i - start > 300) {
        bool ok = false;
        const double value = QStringView(m_s + start, i - start).toDouble(&ok);
        Q_UNUSED(value)
        if (!ok)
            return fail(start, i - start, tr("The number is out of range for a double-precision value."));
    }
    m_pos = i;
    return true;
}

bool JsonSourceMapParser::scanLiteral(QLatin1String word)
{
    const int length = int(word.size());
    const bool matches = m_pos + length <= m_n
        && QStringView(m_s + m_pos, length) == word
        && (m_pos + length == m_n || !isWordChar(m_s[m_pos + length]));
    if (!matches)
        return unexpectedValue();
    m_pos += length;
    return true;
}

bool JsonSourceMapParser::unexpectedValue()
{
    const char16_t c = m_s[m_pos];
    const int length = tokenLength(m_pos);
    if (c == u'\'')
        return fail(m_pos, length, tr("Strings must be in double quotes, not single quotes."));
    if (isWordChar(c))
        return fail(m_pos, length, tr("Unexpected word %1; text values need double quotes, and the only bare words are true, false and null.")
                                       .arg(describe(m_pos)));
    if (c == u'+')
        return fail(m_pos, length, tr("A number cannot start with '+'."));
    if (c == u'.')
        return fail(m_pos, length, tr("A number needs a digit before the decimal point."));
    if (c == u'/')
        return fail(m_pos, length, tr("Comments are not allowed in JSON."));
    if (m_hasKey)
        return fail(m_pos, length, tr("Expected a value after ':' but found %1.").arg(describe(m_pos)));
    return fail(m_pos, length, tr("Expected a value but found %1.").arg(describe(m_pos)));
}

int JsonSourceMapParser::addNode(int start, int end)
{
    const int index = int(m_map.m_nodes.size());
    JsonSourceMap::Node node;
    node.valueStart = start;
    node.valueEnd = end;
    if (!m_stack.empty()) {
        Frame &frame = m_stack.back();
        node.parent = frame.node;
        node.index = frame.count++;
        if (frame.lastChild >= 0)
            m_map.m_nodes[size_t(frame.lastChild)].nextSibling = index;
        frame.lastChild = index;
        if (frame.object) {
            node.keyStart = m_keyStart;
            node.keyEnd = m_keyEnd;
            node.keyEscaped = m_keyEscaped;
        }
    }
    m_hasKey = false;
    m_map.m_nodes.push_back(node);
    return index;
}

void JsonSourceMapParser::close()
{
    m_map.m_nodes[size_t(m_stack.back().node)].valueEnd = m_pos + 1;
    m_stack.pop_back();
    ++m_pos;
    m_state = State::AfterValue;
}

bool JsonSourceMapParser::fail(int offset, int length, const QString &message)
{
    JsonSourceMap::SyntaxError error;
    error.offset = offset;
    error.length = qMax(0, length);
    const auto [line, column] = JsonSourceMap::lineColumnAt(m_map.m_text, offset);
    error.line = line;
    error.column = column;
    error.message = message;
    m_map.m_error = error;
    for (const Frame &frame : m_stack) {
        JsonSourceMap::Node &node = m_map.m_nodes[size_t(frame.node)];
        node.valueEnd = qMax(offset, node.valueStart + 1);
    }
    return false;
}

int JsonSourceMapParser::tokenLength(int offset) const
{
    if (offset >= m_n)
        return 0;
    if (m_s[offset] == u'"') { // a whole string, as far as it goes on its line
        int end = offset + 1;
        while (end < m_n && m_s[end] != u'"' && m_s[end] != u'\n' && end - offset < 200)
            end += m_s[end] == u'\\' ? 2 : 1;
        return qMin(end + (end < m_n && m_s[end] == u'"' ? 1 : 0), m_n) - offset;
    }
    if (isWordChar(m_s[offset])) {
        int end = offset;
        while (end < m_n && isWordChar(m_s[end]) && end - offset < 64)
            ++end;
        return end - offset;
    }
    if (isHighSurrogate(m_s[offset]) && offset + 1 < m_n && isLowSurrogate(m_s[offset + 1]))
        return 2;
    return 1;
}

QString JsonSourceMapParser::describe(int offset) const
{
    if (offset >= m_n)
        return tr("the end of the text");
    const char16_t c = m_s[offset];
    if (isWordChar(c))
        return QLatin1Char('\'') + m_map.m_text.mid(offset, tokenLength(offset)) + QLatin1Char('\'');
    if (c < 0x20 || c == 0x7F || (c & 0xF800) == 0xD800 || c == 0xFEFF) {
        if (tokenLength(offset) == 2)
            return QLatin1Char('\'') + m_map.m_text.mid(offset, 2) + QLatin1Char('\'');
        return QStringLiteral("U+") + hex4(c);
    }
    return QLatin1Char('\'') + QChar(c) + QLatin1Char('\'');
}

QString JsonSourceMapParser::openedAt(const Frame &frame) const
{
    const auto [line, column] =
        JsonSourceMap::lineColumnAt(m_map.m_text, m_map.m_nodes[size_t(frame.node)].valueStart);
    return tr("line %1, column %2").arg(line).arg(column);
}

} // namespace capstudio
