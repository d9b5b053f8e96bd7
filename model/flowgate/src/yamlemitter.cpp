#include "yamlemitter.h"

#include "yamlscalar.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace capstudio::flowgate {

namespace {

constexpr qsizetype kMaxImplicitKey = 1024; // libyaml's limit for a key without `?`

// Characters YAML cannot hold unescaped (non-printable, BOM, non-characters).
bool needsEscape(char32_t c)
{
    if (c == '\t' || c == '\n')
        return false;
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F) || c == 0xFEFF || c == 0xFFFE
           || c == 0xFFFF;
}

// Line breaks for YAML (NEL, LS, PS count as breaks in libyaml).
bool isLineBreak(char32_t c)
{
    return c == '\n' || c == '\r' || c == 0x85 || c == 0x2028 || c == 0x2029;
}

bool isFlowIndicator(QChar c)
{
    return c == QLatin1Char(',') || c == QLatin1Char('[') || c == QLatin1Char(']')
           || c == QLatin1Char('{') || c == QLatin1Char('}');
}

bool anyChar(const QString &text, bool (*predicate)(char32_t))
{
    for (char32_t c : text.toUcs4()) {
        if (predicate(c))
            return true;
    }
    return false;
}

bool hasUnwritable(const QString &text)
{
    return anyChar(text, needsEscape);
}

bool hasBreak(const QString &text)
{
    return anyChar(text, isLineBreak);
}

// Whether `text` can be written as a plain scalar that parses back to exactly `text`.
bool plainParses(const QString &text, bool flow)
{
    if (text.isEmpty() || hasUnwritable(text) || hasBreak(text) || text.contains(QLatin1Char('\t')))
        return false;
    if (text.front() == QLatin1Char(' ') || text.back() == QLatin1Char(' '))
        return false;
    if (text.startsWith(QLatin1String("---")) || text.startsWith(QLatin1String("...")))
        return false;
    const QChar first = text.front();
    if (first == QLatin1Char('-') || first == QLatin1Char('?') || first == QLatin1Char(':')) {
        if (text.size() == 1 || text.at(1) == QLatin1Char(' ')
            || (flow && isFlowIndicator(text.at(1)))) {
            return false;
        }
    } else if (QStringLiteral(",[]{}#&*!|>'\"%@`").contains(first)) {
        return false;
    }
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (flow && (isFlowIndicator(c) || c == QLatin1Char(':') || c == QLatin1Char('?')))
            return false;
        if (c == QLatin1Char(':') && (i + 1 == text.size() || text.at(i + 1) == QLatin1Char(' ')))
            return false;
        if (c == QLatin1Char('#') && i > 0 && text.at(i - 1) == QLatin1Char(' '))
            return false;
    }
    return true;
}

bool plainTypesAsString(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    bool outOfRange = false;
    const Value typed =
        yamlscalar::resolvePlain(std::string_view(utf8.constData(), utf8.size()), &outOfRange);
    return !outOfRange && typed.isString() && typed.toString() == text;
}

QByteArray singleQuoted(const QString &text)
{
    QString body = text;
    body.replace(QLatin1Char('\''), QStringLiteral("''"));
    return '\'' + body.toUtf8() + '\'';
}

QByteArray doubleQuoted(const QString &text)
{
    QByteArray out = "\"";
    for (char32_t c : text.toUcs4()) {
        switch (c) {
        case '"':
            out += "\\\"";
            continue;
        case '\\':
            out += "\\\\";
            continue;
        case '\n':
            out += "\\n";
            continue;
        case '\t':
            out += "\\t";
            continue;
        case '\r':
            out += "\\r";
            continue;
        case 0:
            out += "\\0";
            continue;
        case 0x2028:
            out += "\\L";
            continue;
        case 0x2029:
            out += "\\P";
            continue;
        default:
            break;
        }
        if (c < 0x100 && needsEscape(c)) {
            out += "\\x" + QByteArray::number(uint(c), 16).rightJustified(2, '0').toUpper();
        } else if (needsEscape(c) || c == 0x85) {
            out += "\\u" + QByteArray::number(uint(c), 16).rightJustified(4, '0').toUpper();
        } else {
            out += QString::fromUcs4(&c, 1).toUtf8();
        }
    }
    return out + '"';
}

QByteArray numberText(const Value &value)
{
    if (value.isInt())
        return QByteArray::number(value.toInt());
    const double d = value.toDouble();
    if (std::isnan(d))
        return ".nan";
    if (std::isinf(d))
        return d < 0 ? "-.inf" : ".inf";
    QByteArray text = QString::number(d, 'g', QLocale::FloatingPointShortest).toLatin1();
    if (!text.contains('.') && !text.contains('e') && !text.contains('E'))
        text += ".0"; // 3.0 stays a float
    return text;
}

int keyRank(const QString &key)
{
    static const QStringList order = {
        QStringLiteral("version"),      QStringLiteral("verb"),
        QStringLiteral("type"),         QStringLiteral("required"),
        QStringLiteral("lifecycle"),    QStringLiteral("title"),
        QStringLiteral("description"),  QStringLiteral("tags"),
        QStringLiteral("snippet"),      QStringLiteral("inputs"),
        QStringLiteral("outputs"),      QStringLiteral("skills"),
        QStringLiteral("blackboard"),   QStringLiteral("initialContext"),
        QStringLiteral("initialState"), QStringLiteral("timeoutMs"),
        QStringLiteral("onTimeout"),    QStringLiteral("states"),
        QStringLiteral("terminal"),     QStringLiteral("goal"),
        QStringLiteral("guidance"),     QStringLiteral("onEnter"),
        QStringLiteral("transitions"),  QStringLiteral("target"),
        QStringLiteral("actor"),        QStringLiteral("guards"),
        QStringLiteral("kind"),         QStringLiteral("expr"),
        QStringLiteral("definitionId"), QStringLiteral("expects_contract_hash"),
        QStringLiteral("use"),          QStringLiteral("connection"),
        QStringLiteral("tool"),         QStringLiteral("executor"),
        QStringLiteral("output"),       QStringLiteral("branches"),
    };
    const qsizetype rank = order.indexOf(key);
    return rank < 0 ? int(order.size()) : int(rank);
}

} // namespace

bool YamlEmitter::isInline(const Value &value)
{
    return (!value.isObject() && !value.isArray()) || value.size() == 0;
}

bool YamlEmitter::canWrite(const QString &text, Style style, bool flow, bool key) const
{
    if (key && text.toUtf8().size() > kMaxImplicitKey - 3)
        return false;
    switch (style) {
    case Style::Plain:
        return plainParses(text, flow) && (key || plainTypesAsString(text));
    case Style::SingleQuoted:
        return !hasUnwritable(text) && !hasBreak(text);
    case Style::DoubleQuoted:
        return true;
    case Style::Literal:
    case Style::Folded:
        return !flow && !key && !blockScalarLines(text, style).isEmpty();
    case Style::Block:
    case Style::Flow:
        break;
    }
    return false;
}

YamlEmitter::Style YamlEmitter::stringStyle(const QString &text, Style preferred, bool flow,
                                            bool key) const
{
    if (preferred != Style::Block && preferred != Style::Flow
        && canWrite(text, preferred, flow, key))
        return preferred;
    if (canWrite(text, Style::Plain, flow, key))
        return Style::Plain;
    return Style::DoubleQuoted;
}

namespace {

// One folded paragraph as lines of at most room characters, broken only at a single space
// between two other characters (a break there reads back as that space); a word longer than
// room stays whole on its line.
QStringList wrapFolded(const QString &line, qsizetype room)
{
    QStringList out;
    qsizetype start = 0;
    while (line.size() - start > room) {
        qsizetype cut = -1;
        for (qsizetype i = start + 1; i < line.size() - 1; ++i) {
            if (line.at(i) != QLatin1Char(' ') || line.at(i - 1) == QLatin1Char(' ') || line.at(i + 1) == QLatin1Char(' '))
                continue;
            if (i - start > room && cut >= 0)
                break;
            cut = i;
            if (i - start > room)
                break;
        }
        if (cut < 0)
            break;
        out.append(line.mid(start, cut - start));
        start = cut + 1;
    }
    out.append(line.mid(start));
    return out;
}

} // namespace

QList<QByteArray> YamlEmitter::blockScalarLines(const QString &text, Style style, int room) const
{
    if (text.contains(QLatin1Char('\r')) || hasUnwritable(text))
        return {};
    for (char32_t c : text.toUcs4()) {
        if (c != '\n' && isLineBreak(c))
            return {};
    }
    QString body = text;
    qsizetype trailing = 0;
    while (body.endsWith(QLatin1Char('\n'))) {
        body.chop(1);
        ++trailing;
    }
    // Keep chomping would swallow the blank lines that follow in the file.
    if (trailing > 1 || body.isEmpty())
        return {};
    const QStringList lines = body.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const bool blank = !line.isEmpty() && line.trimmed().isEmpty();
        if (blank)
            return {};
    }
    QList<QByteArray> out;
    QByteArray header = style == Style::Literal ? "|" : ">";
    if (trailing == 0)
        header += '-';
    out << header;
    if (style == Style::Literal) {
        if (lines.front().startsWith(QLatin1Char(' '))
            || lines.front().startsWith(QLatin1Char('\t')))
            return {};
        for (const QString &line : lines)
            out << line.toUtf8();
        return out;
    }
    // Folded: every line break is written as a blank line (one more than a run of breaks),
    // so no line is joined to the next; indented lines would not fold and are refused.
    if (lines.front().isEmpty())
        return {};
    bool previousEmpty = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line.startsWith(QLatin1Char(' ')) || line.startsWith(QLatin1Char('\t')))
            return {};
        if (i > 0 && !previousEmpty)
            out << QByteArray();
        if (room > 0 && !line.isEmpty()) {
            for (const QString &part : wrapFolded(line, std::max<qsizetype>(room, 20)))
                out << part.toUtf8();
        } else {
            out << line.toUtf8();
        }
        previousEmpty = line.isEmpty();
    }
    return out;
}

QByteArray YamlEmitter::scalar(const Value &value, Style preferred, bool flow,
                               int contentColumn, int wrapWidth) const
{
    switch (value.type()) {
    case Value::Type::Null:
        return "null";
    case Value::Type::Bool:
        return value.toBool() ? "true" : "false";
    case Value::Type::Int:
    case Value::Type::Float:
        return numberText(value);
    case Value::Type::Array:
        return value.size() == 0 ? QByteArray("[]") : flowText(value, false);
    case Value::Type::Object:
        return value.size() == 0 ? QByteArray("{}") : flowText(value, false);
    case Value::Type::String:
        break;
    }
    const QString &text = value.toString();
    const Style style = stringStyle(text, preferred, flow, false);
    switch (style) {
    case Style::Plain:
        return text.toUtf8();
    case Style::SingleQuoted:
        return singleQuoted(text);
    case Style::Literal:
    case Style::Folded: {
        const QList<QByteArray> lines =
            blockScalarLines(text, style, wrapWidth > 0 ? std::max(1, wrapWidth - contentColumn) : 0);
        QByteArray out = lines.front();
        const QByteArray indent(contentColumn, ' ');
        for (qsizetype i = 1; i < lines.size(); ++i)
            out += m_layout.eol + (lines.at(i).isEmpty() ? QByteArray() : indent + lines.at(i));
        return out;
    }
    default:
        return doubleQuoted(text);
    }
}

QByteArray YamlEmitter::key(const QString &key, Style preferred, bool flow) const
{
    switch (stringStyle(
        key, preferred == Style::Literal || preferred == Style::Folded ? Style::Block : preferred,
        flow, true)) {
    case Style::Plain:
        return key.toUtf8();
    case Style::SingleQuoted:
        return singleQuoted(key);
    default:
        return doubleQuoted(key);
    }
}

QByteArray YamlEmitter::flow(const Value &value, bool padded) const
{
    return flowText(value, padded);
}

QByteArray YamlEmitter::flowText(const Value &value, bool padded) const
{
    const QByteArray pad = padded ? " " : "";
    if (value.isArray() && value.size() > 0) {
        QList<QByteArray> parts;
        for (const Value &item : value.items())
            parts << flowText(item, padded);
        return '[' + pad + parts.join(", ") + pad + ']';
    }
    if (value.isObject() && value.size() > 0) {
        QList<QByteArray> parts;
        for (const Value::Member *member : orderedMembers(value))
            parts << key(member->key, Style::Plain, true) + ": " + flowText(member->value, padded);
        return '{' + pad + parts.join(", ") + pad + '}';
    }
    return scalar(value, Style::Plain, true, 0);
}

std::vector<const Value::Member *> YamlEmitter::orderedMembers(const Value &object,
                                                               const QString &firstKey)
{
    std::vector<const Value::Member *> members;
    for (const Value::Member &member : object.members())
        members.push_back(&member);
    std::stable_sort(members.begin(), members.end(),
                     [&firstKey](const Value::Member *a, const Value::Member *b) {
                         const bool aFirst = !firstKey.isEmpty() && a->key == firstKey;
                         const bool bFirst = !firstKey.isEmpty() && b->key == firstKey;
                         if (aFirst != bFirst)
                             return aFirst;
                         return keyRank(a->key) < keyRank(b->key);
                     });
    return members;
}

QList<QByteArray> YamlEmitter::blockLines(const Value &collection, const QString &firstKey) const
{
    QList<QByteArray> lines;
    if (collection.isArray()) {
        for (const Value &item : collection.items())
            lines += itemLines(item);
        return lines;
    }
    // An orchestrator or capability lists its initial state first.
    const Value *initial = collection.find(QStringLiteral("initialState"));
    const QString initialState = initial && initial->isString() ? initial->toString() : QString();
    for (const Value::Member *member : orderedMembers(collection, firstKey)) {
        const QString nested = member->key == QLatin1String("states") ? initialState : QString();
        lines += entryLines(member->key, member->value, Style::Plain, Style::Plain, nested);
    }
    return lines;
}

QList<QByteArray> YamlEmitter::entryLines(const QString &key, const Value &value, Style keyStyle,
                                          Style valueStyle, const QString &firstKey) const
{
    const QByteArray head = this->key(key, keyStyle, false) + ':';
    if (isInline(value)) {
        const QList<QByteArray> text = scalarLines(value, valueStyle);
        QList<QByteArray> lines{head + ' ' + text.front()};
        lines += indented(text.mid(1), m_layout.indent);
        return lines;
    }
    QList<QByteArray> lines{head};
    lines += indented(blockLines(value, firstKey),
                      value.isArray() ? m_layout.sequenceIndent : m_layout.indent);
    return lines;
}

QList<QByteArray> YamlEmitter::itemLines(const Value &value, Style preferred, int gap) const
{
    gap = std::max(gap, 2);
    const QList<QByteArray> inner =
        isInline(value) ? scalarLines(value, preferred) : blockLines(value);
    QList<QByteArray> lines{'-' + QByteArray(gap - 1, ' ') + inner.front()};
    lines += indented(inner.mid(1), isInline(value) ? std::max(gap, m_layout.indent) : gap);
    return lines;
}

QList<QByteArray> YamlEmitter::scalarLines(const Value &value, Style preferred) const
{
    if (value.isString()) {
        const Style style = stringStyle(value.toString(), preferred, false, false);
        if (style == Style::Literal || style == Style::Folded)
            return blockScalarLines(value.toString(), style);
    }
    return {scalar(value, preferred, false, 0)};
}

QList<QByteArray> YamlEmitter::indented(const QList<QByteArray> &lines, qsizetype column)
{
    QList<QByteArray> out;
    out.reserve(lines.size());
    const QByteArray indent(column, ' ');
    for (const QByteArray &line : lines)
        out << (line.isEmpty() ? line : indent + line);
    return out;
}

QByteArray YamlEmitter::join(const QList<QByteArray> &lines, qsizetype column) const
{
    QByteArray out;
    const QByteArray indent(column, ' ');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            out += m_layout.eol;
        if (i > 0 && !lines.at(i).isEmpty())
            out += indent;
        out += lines.at(i);
    }
    return out;
}

} // namespace capstudio::flowgate
