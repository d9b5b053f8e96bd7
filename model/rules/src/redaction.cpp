#include "rules/redaction.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <vector>

namespace capstudio {

namespace {

// The sentinels are protocol strings shared with Sunrise: never translated.
QString sentinel(QLatin1String reason)
{
    return QLatin1String("<redacted: ") + reason + QLatin1Char('>');
}

// ECMAScript's \s: WhiteSpace plus LineTerminator.
bool isEcmaScriptWhitespace(char16_t c)
{
    switch (c) {
    case 0x0009: case 0x000A: case 0x000B: case 0x000C: case 0x000D:
    case 0x0020: case 0x00A0: case 0x1680:
    case 0x2028: case 0x2029: case 0x202F: case 0x205F: case 0x3000: case 0xFEFF:
        return true;
    default:
        return c >= 0x2000 && c <= 0x200A;
    }
}

char16_t asciiLower(char16_t c)
{
    return (c >= u'A' && c <= u'Z') ? char16_t(c + (u'a' - u'A')) : c;
}

// Case-insensitive comparison of `text` at the start against an ASCII word. JS's
// non-unicode `i` flag never folds a non-ASCII character onto an ASCII one, so an
// ASCII-only comparison is exact.
bool startsWithAsciiCaseInsensitive(const QString &text, QLatin1String word)
{
    if (text.size() < word.size())
        return false;
    for (qsizetype i = 0; i < word.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (c > 0x7F || asciiLower(c) != asciiLower(char16_t(uchar(word.at(i).toLatin1()))))
            return false;
    }
    return true;
}

QJsonValue applyReplacement(const Redaction::Replacement &replacement, const QJsonValue &original)
{
    if (!replacement)
        return QJsonValue(Redaction::redactedString());
    return replacement(original);
}

// One container being rebuilt. Its result starts as a (shared) copy of the original and
// is only detached when a child actually changes, so untouched subtrees stay shared.
struct Frame
{
    bool isObject = false;
    QJsonObject object;
    QJsonArray array;
    QStringList objectKeys;
    qsizetype next = 0;
    bool changed = false;
    QJsonObject objectResult;
    QJsonArray arrayResult;
};

Frame makeFrame(const QJsonValue &container)
{
    Frame frame;
    frame.isObject = container.isObject();
    if (frame.isObject) {
        frame.object = container.toObject();
        frame.objectKeys = frame.object.keys();
        frame.objectResult = frame.object;
    } else {
        frame.array = container.toArray();
        frame.arrayResult = frame.array;
    }
    return frame;
}

QJsonValue maskKeys(const QJsonValue &value, const QStringList &keys,
                    const Redaction::Replacement &replacement)
{
    if (!value.isObject() && !value.isArray())
        return value;

    QSet<QString> lowered;
    lowered.reserve(keys.size());
    for (const QString &key : keys)
        lowered.insert(key.toLower());

    // Explicit stack: arbitrarily deep input never grows the call stack.
    std::vector<Frame> stack;
    stack.push_back(makeFrame(value));
    QJsonValue finished;

    while (!stack.empty()) {
        Frame &top = stack.back();
        const qsizetype count = top.isObject ? top.objectKeys.size() : top.array.size();

        if (top.next < count) {
            const qsizetype index = top.next++;
            if (top.isObject) {
                const QString &key = top.objectKeys.at(index);
                const QJsonValue child = top.object.value(key);
                if (!lowered.isEmpty() && lowered.contains(key.toLower())) {
                    top.objectResult.insert(key, applyReplacement(replacement, child));
                    top.changed = true;
                    continue;
                }
                if (child.isObject() || child.isArray())
                    stack.push_back(makeFrame(child)); // invalidates `top`
            } else {
                const QJsonValue child = top.array.at(index);
                if (child.isObject() || child.isArray())
                    stack.push_back(makeFrame(child));
            }
            continue;
        }

        // Container complete: hand it to the parent (or finish).
        const bool changed = top.changed;
        QJsonValue done = top.isObject ? QJsonValue(top.objectResult) : QJsonValue(top.arrayResult);
        stack.pop_back();
        if (stack.empty()) {
            finished = done;
            break;
        }
        if (!changed)
            continue; // the parent's copy already holds the identical original
        Frame &parent = stack.back();
        const qsizetype childIndex = parent.next - 1;
        if (parent.isObject)
            parent.objectResult.insert(parent.objectKeys.at(childIndex), done);
        else
            parent.arrayResult.replace(childIndex, done);
        parent.changed = true;
    }
    return finished;
}

} // namespace

QString Redaction::redactedString(const QString &reason)
{
    if (reason.isEmpty())
        return QStringLiteral("<redacted>");
    return QLatin1String("<redacted: ") + reason + QLatin1Char('>');
}

QString Redaction::maskEmail(const QJsonValue &value)
{
    const QString fallback = sentinel(QLatin1String("email"));
    if (!value.isString())
        return fallback;
    const QString text = value.toString();

    const qsizetype at = text.indexOf(QLatin1Char('@'));
    if (at <= 0 || at == text.size() - 1)
        return fallback;
    const QString domain = text.mid(at + 1);
    const qsizetype dot = domain.lastIndexOf(QLatin1Char('.'));
    if (dot <= 0 || dot == domain.size() - 1)
        return fallback;

    // First UTF-16 code unit of each part, as JS string indexing does.
    return QString(text.at(0)) + QLatin1String("***@") + domain.at(0) + QLatin1String("***")
            + domain.mid(dot);
}

QString Redaction::maskPhone(const QJsonValue &value)
{
    const QString fallback = sentinel(QLatin1String("phone"));
    if (!value.isString())
        return fallback;
    const QString text = value.toString();

    QString digits;
    digits.reserve(text.size());
    for (const QChar c : text) {
        if (c.unicode() >= u'0' && c.unicode() <= u'9')
            digits.append(c);
    }
    if (digits.size() < 4)
        return fallback;
    return QLatin1String("***-***-") + digits.right(4);
}

QString Redaction::maskCredentialsInText(const QString &text, const QStringList &secrets)
{
    QString masked = text;
    for (const QString &secret : secrets) {
        if (secret.size() >= 4)
            masked.replace(secret, QLatin1String("****"));
    }
    static const QRegularExpression scheme(
        QStringLiteral("\\b(Bearer|Basic)(\\s+)[A-Za-z0-9._~+/=\\-]{8,}"),
        QRegularExpression::CaseInsensitiveOption);
    masked.replace(scheme, QStringLiteral("\\1\\2****"));
    static const QRegularExpression key(QStringLiteral("\\bsk([_-])[A-Za-z0-9_\\-]{6,}"));
    masked.replace(key, QStringLiteral("sk\\1****"));
    return masked;
}

QString Redaction::maskBearerToken(const QJsonValue &value)
{
    const QString fallback = sentinel(QLatin1String("token"));
    if (!value.isString())
        return fallback;
    const QString text = value.toString();

    static const QLatin1String schemes[] = {
        QLatin1String("Bearer"), QLatin1String("Basic"), QLatin1String("Digest"),
        QLatin1String("Token"), QLatin1String("API-Key"),
    };
    for (const QLatin1String &scheme : schemes) {
        if (!startsWithAsciiCaseInsensitive(text, scheme))
            continue;
        if (text.size() > scheme.size() && isEcmaScriptWhitespace(text.at(scheme.size()).unicode()))
            return text.left(scheme.size()) + QLatin1String(" ****");
    }
    return fallback;
}

QJsonValue Redaction::maskKeysInObject(const QJsonValue &value, const QStringList &keys,
                                       const QString &replacement)
{
    const QJsonValue fixed(replacement);
    return maskKeys(value, keys, [fixed](const QJsonValue &) { return fixed; });
}

QJsonValue Redaction::maskKeysInObject(const QJsonValue &value, const QStringList &keys,
                                       const Replacement &replacement)
{
    return maskKeys(value, keys, replacement);
}

} // namespace capstudio
