// JSON text -> Value, keeping what QJsonDocument loses: integers stay apart from floats, and
// every key is kept. Parsed with nlohmann_json's SAX interface (no exceptions escape; the
// library reports errors through the handler).
//
// Numbers, following serde_json's reading of JSON into a serde_json::Value:
// - an integer literal that fits i64 becomes Int;
// - "-0" becomes Float -0.0 (serde_json reads it as an f64, so it hashes as "-0.0");
// - an integer above i64::MAX becomes Float (serde_json would keep a u64 up to u64::MAX;
//   Value has no unsigned integers), as does any integer beyond the 64-bit range;
// - a literal with a fraction or an exponent becomes Float (correctly rounded);
// - a float literal beyond the double range (1e400) is an error, as in serde_json.
// Objects: a repeated key keeps its last value (serde_json::Map::insert). Strings must be
// valid UTF-8 and \u escapes must pair surrogates. A UTF-8 byte order mark at the start is
// skipped. Values carry no source positions (file = -1).

#include "flowgate/contracthash.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <limits>
#include <string>
#include <vector>

namespace capstudio::flowgate {

namespace {

// 1-based line and column (in characters) of the byte at index offset.
void lineAndColumn(const QByteArray &text, qsizetype offset, qsizetype *line, qsizetype *column)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    qsizetype lineNumber = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (text.at(i) == '\n') {
            ++lineNumber;
            lineStart = i + 1;
        }
    }
    qsizetype characters = 0;
    for (qsizetype i = lineStart; i < offset; ++i) {
        // Count every byte that starts a UTF-8 sequence (skip continuation bytes).
        if ((static_cast<unsigned char>(text.at(i)) & 0xC0) != 0x80)
            ++characters;
    }
    *line = lineNumber;
    *column = characters + 1;
}

// Byte offset of the bracket that opens nesting level maxDepth + 1 (or -1). Only called
// after the parser stopped there, so the text before that point is well-formed JSON.
qsizetype tooDeepOffset(const QByteArray &text, int maxDepth)
{
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char ch = text.at(i);
        if (inString) {
            if (escaped)
                escaped = false;
            else if (ch == '\\')
                escaped = true;
            else if (ch == '"')
                inString = false;
            continue;
        }
        if (ch == '"') {
            inString = true;
        } else if (ch == '[' || ch == '{') {
            if (++depth > maxDepth)
                return i;
        } else if (ch == ']' || ch == '}') {
            --depth;
        }
    }
    return -1;
}

// nlohmann's own description of the problem, without its "[json.exception.x.y] " tag and
// "parse error at line L, column C: " prefix (we give the position ourselves).
QString problemText(const char *what)
{
    std::string text(what);
    if (!text.empty() && text.front() == '[') {
        const size_t close = text.find("] ");
        if (close != std::string::npos)
            text.erase(0, close + 2);
    }
    if (text.rfind("parse error", 0) == 0) {
        const size_t colon = text.find(": ");
        if (colon != std::string::npos)
            text.erase(0, colon + 2);
    }
    return QString::fromStdString(text);
}

class ValueBuilder
{
public:
    using json = nlohmann::json;

    explicit ValueBuilder(const QByteArray &text) : m_text(text) {}

    bool null() { return add(Value()); }
    bool boolean(bool value) { return add(Value(value)); }
    bool number_integer(json::number_integer_t value)
    {
        // nlohmann reports non-negative literals through number_unsigned, so a zero here
        // was written "-0": serde_json reads that as the float -0.0.
        if (value == 0)
            return add(Value(-0.0));
        return add(Value(qint64(value)));
    }
    bool number_unsigned(json::number_unsigned_t value)
    {
        if (value <= json::number_unsigned_t(std::numeric_limits<qint64>::max()))
            return add(Value(qint64(value)));
        return add(Value(double(value)));
    }
    bool number_float(json::number_float_t value, const json::string_t & /*literal*/)
    {
        return add(Value(double(value)));
    }
    bool string(json::string_t &value)
    {
        return add(Value(QString::fromUtf8(value.data(), qsizetype(value.size()))));
    }
    bool binary(json::binary_t & /*value*/)
    {
        // Never produced by the JSON reader; refuse rather than guess.
        m_error = QCoreApplication::translate("capstudio::flowgate::JsonValueReader",
                                              "Binary values are not supported.");
        return false;
    }
    bool start_object(std::size_t /*elements*/) { return open(true); }
    bool key(json::string_t &value)
    {
        m_stack.back().key = QString::fromUtf8(value.data(), qsizetype(value.size()));
        return true;
    }
    bool end_object() { return close(); }
    bool start_array(std::size_t /*elements*/) { return open(false); }
    bool end_array() { return close(); }

    bool parse_error(std::size_t position, const std::string &lastToken,
                     const nlohmann::detail::exception &exception)
    {
        // position counts the bytes read, the offending one included (one past the end of
        // the text when the input ended early): point at that byte. A number too large for
        // a double (out_of_range 406) is reported at its first character instead.
        qsizetype offset = qsizetype(position) - 1;
        if (exception.id == 406)
            offset = qsizetype(position) - qsizetype(lastToken.size());
        setErrorAt(offset, problemText(exception.what()));
        return false;
    }

    Value takeResult() { return std::move(m_root); }
    const QString &error() const { return m_error; }
    bool failed() const { return !m_error.isEmpty(); }

    void setErrorAt(qsizetype offset, const QString &problem)
    {
        qsizetype line = 0;
        qsizetype column = 0;
        lineAndColumn(m_text, offset, &line, &column);
        m_error = QCoreApplication::translate("capstudio::flowgate::JsonValueReader",
                                              "Invalid JSON at line %1, column %2: %3")
                      .arg(line)
                      .arg(column)
                      .arg(problem);
    }

private:
    struct Frame
    {
        bool isObject = false;
        Value::Array items;
        Value::Object members;
        QString key;
    };

    bool add(Value value)
    {
        if (m_stack.empty()) {
            m_root = std::move(value);
            return true;
        }
        Frame &top = m_stack.back();
        if (top.isObject)
            top.members.push_back(Value::Member{std::move(top.key), std::move(value), {}});
        else
            top.items.push_back(std::move(value));
        return true;
    }

    bool open(bool isObject)
    {
        if (int(m_stack.size()) >= JsonValueReader::kMaxDepth) {
            setErrorAt(tooDeepOffset(m_text, JsonValueReader::kMaxDepth),
                       QCoreApplication::translate("capstudio::flowgate::JsonValueReader",
                                                   "nesting is deeper than %1 levels")
                           .arg(JsonValueReader::kMaxDepth));
            return false;
        }
        Frame frame;
        frame.isObject = isObject;
        m_stack.push_back(std::move(frame));
        return true;
    }

    bool close()
    {
        Frame frame = std::move(m_stack.back());
        m_stack.pop_back();
        if (frame.isObject)
            return add(Value::makeObject(std::move(frame.members)));
        return add(Value::makeArray(std::move(frame.items)));
    }

    const QByteArray &m_text;
    std::vector<Frame> m_stack;
    Value m_root;
    QString m_error;
};

} // namespace

Value JsonValueReader::parse(const QByteArray &text, QString *error)
{
    ValueBuilder builder(text);
    bool ok = false;
    try {
        ok = nlohmann::json::sax_parse(text.constBegin(), text.constEnd(), &builder,
                                       nlohmann::json::input_format_t::json,
                                       /*strict=*/true, /*ignore_comments=*/false);
    } catch (const std::exception &exception) {
        // sax_parse reports errors through the handler; this is only a safety net.
        if (!builder.failed())
            builder.setErrorAt(text.size(), QString::fromUtf8(exception.what()));
        ok = false;
    } catch (...) {
        if (!builder.failed())
            builder.setErrorAt(text.size(),
                               QCoreApplication::translate("capstudio::flowgate::JsonValueReader",
                                                           "unknown error"));
        ok = false;
    }
    if (!ok || builder.failed()) {
        if (error) {
            *error = builder.failed()
                ? builder.error()
                : QCoreApplication::translate("capstudio::flowgate::JsonValueReader", "Invalid JSON.");
        }
        return Value();
    }
    if (error)
        error->clear();
    return builder.takeResult();
}

} // namespace capstudio::flowgate
