#include "catalogcode/yamlwriter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace capstudio {

namespace {

// Characters YAML does not allow raw in a document, or reads as line breaks (NEL, LS, PS),
// or that a reader may drop (BOM): these go in double quotes as \u escapes.
bool needsEscape(char16_t c)
{
    return (c < 0x20 && c != u'\t' && c != u'\n') || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029
        || c == 0xfeff || (c >= 0xd800 && c <= 0xdfff) || c == 0xfffe || c == 0xffff;
}

QByteArray quoted(const QString &text)
{
    QByteArray out;
    out.reserve(text.size() + 2);
    out += '"';
    QString run;
    const auto flush = [&] {
        out += run.toUtf8();
        run.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        // A surrogate pair is one character: kept as it is.
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && QChar::isLowSurrogate(text.at(i + 1).unicode())) {
            run += text.at(i);
            run += text.at(++i);
            continue;
        }
        const char *escape = nullptr;
        switch (c) {
        case u'"': escape = "\\\""; break;
        case u'\\': escape = "\\\\"; break;
        case u'\n': escape = "\\n"; break;
        case u'\t': escape = "\\t"; break;
        case u'\r': escape = "\\r"; break;
        default: break;
        }
        if (escape) {
            flush();
            out += escape;
        } else if (needsEscape(c)) {
            flush();
            out += "\\u" + QByteArray::number(uint(c), 16).rightJustified(4, '0');
        } else {
            run += QChar(c);
        }
    }
    flush();
    out += '"';
    return out;
}

// Words that YAML 1.1 or 1.2 readers take for something other than a string.
bool isReservedWord(const QString &text)
{
    static const QStringList words{QStringLiteral("null"), QStringLiteral("~"),     QStringLiteral("true"),
                                   QStringLiteral("false"), QStringLiteral("yes"),  QStringLiteral("no"),
                                   QStringLiteral("on"),    QStringLiteral("off"),  QStringLiteral("y"),
                                   QStringLiteral("n"),     QStringLiteral("<<"),   QStringLiteral("=")};
    return words.contains(text, Qt::CaseInsensitive);
}

// Multi-line text as a literal block, when the block reads back as exactly this text.
bool suitsLiteralBlock(const QString &text)
{
    if (!text.contains(QLatin1Char('\n')) || text.endsWith(QLatin1Char('\n')))
        return false;
    bool firstContent = true;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool end = i == text.size() || text.at(i) == QLatin1Char('\n');
        if (i < text.size() && !end && needsEscape(text.at(i).unicode()))
            return false;
        if (!end)
            continue;
        const QStringView line = QStringView(text).mid(lineStart, i - lineStart);
        lineStart = i + 1;
        if (line.isEmpty())
            continue;
        // Whitespace-only lines and trailing blanks do not survive every editor; the first
        // line with content sets the block's indentation, so it must not start with a blank.
        if (line.trimmed().isEmpty() || line.back().isSpace())
            return false;
        if (firstContent && line.front().isSpace())
            return false;
        firstContent = false;
    }
    return !firstContent;
}

QByteArray number(double value)
{
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 9007199254740992.0)
        return QByteArray::number(qint64(value));
    QByteArray text = QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
    // YAML 1.2's core schema needs a digit or a point before the exponent, which 'g' gives,
    // and reads "1e+20" as a float: nothing to add.
    return text;
}

QByteArray scalar(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined: return QByteArrayLiteral("null");
    case QJsonValue::Bool: return value.toBool() ? QByteArrayLiteral("true") : QByteArrayLiteral("false");
    case QJsonValue::Double: return number(value.toDouble());
    case QJsonValue::String: {
        const QString text = value.toString();
        return YamlWriter::isPlainSafe(text) ? text.toUtf8() : quoted(text);
    }
    case QJsonValue::Array: return QByteArrayLiteral("[]");
    case QJsonValue::Object: return QByteArrayLiteral("{}");
    }
    return QByteArrayLiteral("null");
}

QByteArray key(const QString &name)
{
    return YamlWriter::isPlainSafe(name) ? name.toUtf8() : quoted(name);
}

QStringList orderedKeys(const QJsonObject &object, const QStringList &first)
{
    QStringList keys;
    keys.reserve(object.size());
    for (const QString &name : first) {
        if (object.contains(name))
            keys.append(name);
    }
    QStringList rest = object.keys(); // QJsonObject keeps its keys sorted
    if (!keys.isEmpty())
        rest.erase(std::remove_if(rest.begin(), rest.end(), [&](const QString &k) { return keys.contains(k); }),
                   rest.end());
    return keys + rest;
}

bool isBlock(const QJsonValue &value)
{
    return (value.isObject() && !value.toObject().isEmpty()) || (value.isArray() && !value.toArray().isEmpty());
}

void writeNode(QByteArray &out, const QJsonValue &value, int indent, const QStringList &keyOrder);

// `prefix` is what comes before the value on its first line ("key:" or "-"), already indented.
void writeEntry(QByteArray &out, const QByteArray &prefix, const QJsonValue &value, int indent,
                const QStringList &keyOrder)
{
    out += prefix;
    if (value.isString() && suitsLiteralBlock(value.toString())) {
        out += " |-\n";
        const QByteArray pad(indent + 2, ' ');
        for (const QString &line : value.toString().split(QLatin1Char('\n'))) {
            if (!line.isEmpty())
                out += pad + line.toUtf8();
            out += '\n';
        }
        return;
    }
    if (!isBlock(value)) {
        out += ' ' + scalar(value) + '\n';
        return;
    }
    out += '\n';
    writeNode(out, value, indent + 2, keyOrder);
}

void writeNode(QByteArray &out, const QJsonValue &value, int indent, const QStringList &keyOrder)
{
    const QByteArray pad(indent, ' ');
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (const QString &name : orderedKeys(object, keyOrder))
            writeEntry(out, pad + key(name) + ':', object.value(name), indent, {});
        return;
    }
    // A sequence: each item after "- ", a nested block starting on the dash's line.
    for (const QJsonValue &item : value.toArray()) {
        if (!isBlock(item)) {
            writeEntry(out, pad + '-', item, indent, {});
            continue;
        }
        QByteArray nested;
        writeNode(nested, item, indent + 2, keyOrder);
        nested.replace(0, indent + 2, pad + "- ");
        out += nested;
    }
}

} // namespace

bool YamlWriter::isPlainSafe(const QString &text)
{
    if (text.isEmpty() || isReservedWord(text))
        return false;
    const QChar first = text.front();
    static const QString indicators = QStringLiteral("-?:,[]{}#&*!|>'\"%@`. ");
    if (indicators.contains(first) || first.isDigit() || first == QLatin1Char('+') || text.back().isSpace()
        || text.back() == QLatin1Char(':'))
        return false;
    if (text.contains(QLatin1String(": ")) || text.contains(QLatin1String(" #")))
        return false;
    for (const QChar c : text) {
        if (needsEscape(c.unicode()) || c == QLatin1Char('\n') || c == QLatin1Char('\t'))
            return false;
    }
    return true;
}

void YamlWriter::add(const QString &name, const QJsonValue &value, const QStringList &keyOrder)
{
    writeEntry(m_text, key(name) + ':', value, 0, keyOrder);
}

} // namespace capstudio
