#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace sunrisetest {

// The issue list of a failed Zod parse, as Sunrise reports it in `details.errors[]`
// ({ path: "a.b", message }), plus the small checks the server double needs, each producing
// Zod 4's default wording unless the Sunrise schema sets its own message.
class ZodIssues
{
public:
    void add(const QString &path, const QString &message);
    bool isEmpty() const { return m_errors.isEmpty(); }
    int size() const { return int(m_errors.size()); }
    QJsonObject details() const { return QJsonObject{{QStringLiteral("errors"), m_errors}}; }

    // Zod 4's name for a JSON value's type: undefined, null, string, number, boolean, array, object.
    static QString typeName(const QJsonValue &value);
    // "Invalid input: expected <type>, received <typeName(value)>"
    static QString expected(const QString &type, const QJsonValue &value);
    // `Invalid option: expected one of "a"|"b"`
    static QString invalidOption(const QStringList &options);
    static QString tooBigString(int max);
    static QString tooSmallString(int min);

    // z.cuid(): ^[cC][^\s-]{8,}$ with JavaScript's \s.
    static bool isCuid(const QString &value);
    static bool isJsWhitespace(QChar c);
    // String.prototype.trim()
    static QString jsTrim(const QString &value);
    // String length as JavaScript counts it (UTF-16 code units, which QString already uses).
    static int jsLength(const QString &value) { return int(value.size()); }

    // new URL(value) succeeds (WHATWG URL parser, no base). Covers the rules that decide
    // success for the values a capability handler holds; not a full WHATWG implementation.
    static bool isWhatwgUrl(const QString &value);

    // JavaScript Number(string) as z.coerce.number() applies it; NaN when not numeric.
    static double jsNumber(const QString &text);

    // z.coerce.number().int().positive()[.max(max)] on a query value. Adds an issue at `path` and
    // returns nullopt when it fails.
    std::optional<int> coercePositiveInt(const QString &path, const QString &text, int max);

    // queryBooleanSchema: "true" / "false" only.
    std::optional<bool> queryBoolean(const QString &path, const QString &text);

    // z.string().datetime(): ISO 8601 in UTC with a Z suffix.
    static bool isIsoDateTime(const QString &value);

private:
    QJsonArray m_errors;
};

} // namespace sunrisetest
