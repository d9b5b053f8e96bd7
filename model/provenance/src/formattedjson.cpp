#include "provenance/formattedjson.h"

#include "embeddedjson.h"
#include "jsonscanner.h"

namespace capstudio::provenance {

namespace {

class Formatter
{
public:
    Formatter(FormattedJson &out, const QString &prefix, int indent)
        : m_out(out), m_prefix(prefix), m_indent(indent)
    {
    }

    void beginObject(const char *) { open(QLatin1Char('{'), false); }
    void endObject(const char *) { close(QLatin1Char('}')); }
    void beginArray(const char *) { open(QLatin1Char('['), true); }
    void endArray(const char *) { close(QLatin1Char(']')); }
    void key(std::string_view name)
    {
        Frame &top = m_stack.back();
        top.key.assign(name);
        separate();
        const qsizetype start = m_out.text.size();
        m_out.text += quoted(name);
        m_out.spans.append({FormattedJson::Span::Kind::Key, start, m_out.text.size() - start,
                            pointer(), QString()});
        m_out.text += QStringLiteral(": ");
        m_afterKey = true;
    }
    void string(std::string_view value, const char *, const char *)
    {
        startValue();
        const qsizetype start = m_out.text.size();
        m_out.text += quoted(value);
        m_out.spans.append({FormattedJson::Span::Kind::String, start, m_out.text.size() - start,
                            pointer(), fromUtf8(value)});
    }
    void number(std::string_view text) { scalar(FormattedJson::Span::Kind::Number, fromUtf8(text)); }
    void literal(char which)
    {
        scalar(FormattedJson::Span::Kind::Literal,
               which == 't' ? QStringLiteral("true") : which == 'f' ? QStringLiteral("false")
                                                                    : QStringLiteral("null"));
    }

private:
    struct Frame
    {
        bool isArray = false;
        int count = 0;
        std::string key;
    };

    static QString quoted(std::string_view value)
    {
        std::string token;
        detail::JsonScanner::encodeString(value, token);
        return fromUtf8(token);
    }
    QString pointer() const
    {
        QString result = m_prefix;
        for (const Frame &frame : m_stack) {
            if (frame.isArray)
                result += QLatin1Char('/') + QString::number(frame.count - 1);
            else
                appendPointerToken(result, frame.key);
        }
        return result;
    }
    void newline()
    {
        m_out.text += QLatin1Char('\n');
        m_out.text += QString(qsizetype(m_stack.size()) * m_indent, QLatin1Char(' '));
    }
    // Before a key, or before a value in an array: the comma and line break.
    void separate()
    {
        Frame &top = m_stack.back();
        if (top.count > 0)
            m_out.text += QLatin1Char(',');
        ++top.count;
        newline();
    }
    void startValue()
    {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (!m_stack.empty())
            separate();
    }
    void open(QChar bracket, bool isArray)
    {
        startValue();
        m_out.text += bracket;
        Frame frame;
        frame.isArray = isArray;
        m_stack.push_back(std::move(frame));
    }
    void close(QChar bracket)
    {
        const bool empty = m_stack.back().count == 0;
        m_stack.pop_back();
        if (!empty)
            newline();
        m_out.text += bracket;
    }
    void scalar(FormattedJson::Span::Kind kind, const QString &text)
    {
        startValue();
        m_out.spans.append({kind, m_out.text.size(), text.size(), pointer(), QString()});
        m_out.text += text;
    }

    FormattedJson &m_out;
    QString m_prefix;
    int m_indent;
    std::vector<Frame> m_stack;
    bool m_afterKey = false;
};

} // namespace

FormattedJson formatJson(QByteArrayView json, const QString &pointerPrefix, int indent)
{
    FormattedJson result;
    Formatter formatter(result, pointerPrefix, indent);
    detail::JsonScanner scanner(json.data(), json.data() + json.size());
    scanner.setMaxDepth(256);
    if (scanner.run(formatter)) {
        result.ok = true;
        return result;
    }
    result = FormattedJson();
    result.text = QString::fromUtf8(json);
    return result;
}

} // namespace capstudio::provenance
