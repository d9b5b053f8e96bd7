#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <optional>

namespace capstudio {

// Sample arguments for the generated unit test: a value the schema accepts (built from
// its keywords: formats, bounds, enums, required properties) and a variant of it that
// the Zod translation rejects.
class SchemaSample
{
public:
    struct Valid
    {
        QJsonValue value;
        QStringList todos; // why the sample may need a hand (no sample for a pattern …)
    };
    struct Invalid
    {
        QJsonValue value;
        QString reason; // "missing required property \"order_id\"" …
    };

    static Valid valid(const QJsonValue &schema);
    static std::optional<Invalid> invalid(const QJsonValue &schema, const QJsonValue &valid);

private:
    static QJsonValue sample(const QJsonValue &schema, const QString &at,
                             const QJsonObject &inherited, QStringList &todos, int depth);
    static QJsonValue stringSample(const QJsonObject &schema, const QString &at,
                                   QStringList &todos);
    static QJsonValue numberSample(const QJsonObject &schema, bool integer, const QString &at,
                                   QStringList &todos);
    static QJsonValue objectSample(const QJsonObject &schema, const QString &at,
                                   const QJsonObject &inherited, QStringList &todos, int depth);
    static bool rejects(const QJsonObject &schema, const QJsonValue &value);
};

} // namespace capstudio
