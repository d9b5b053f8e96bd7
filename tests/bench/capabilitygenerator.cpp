#include "capabilitygenerator.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

const char *const Categories[] = {"knowledge", "commerce", "crm", "external", "operations", "language"};
const char *const Types[] = {"internal", "internal", "internal", "api", "webhook"};

QJsonObject parametersFor(int i)
{
    QJsonObject properties{
        {QStringLiteral("query"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                                              {QStringLiteral("minLength"), 1},
                                              {QStringLiteral("maxLength"), 500},
                                              {QStringLiteral("description"), QStringLiteral("What to look for.")}}},
        {QStringLiteral("limit"), QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")},
                                              {QStringLiteral("minimum"), 1},
                                              {QStringLiteral("maximum"), 50}}},
    };
    if (i % 3 == 0)
        properties.insert(QStringLiteral("mode"),
                          QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                                      {QStringLiteral("enum"), QJsonArray{QStringLiteral("fast"), QStringLiteral("thorough")}}});
    if (i % 5 == 0)
        properties.insert(QStringLiteral("tags"),
                          QJsonObject{{QStringLiteral("type"), QStringLiteral("array")},
                                      {QStringLiteral("items"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}});
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                       {QStringLiteral("properties"), properties},
                       {QStringLiteral("required"), QJsonArray{QStringLiteral("query")}}};
}

} // namespace

using capstudio::Capability;

QList<Capability> CapabilityGenerator::capabilities(int count)
{
    QList<Capability> result;
    result.reserve(count);
    for (int i = 0; i < count; ++i) {
        Capability capability;
        capability.slug = QStringLiteral("generated_capability_%1").arg(i);
        capability.name = QStringLiteral("Generated Capability %1").arg(i);
        capability.description =
            QStringLiteral("Generated capability number %1 for measuring how capstudio scales.").arg(i);
        capability.category = QLatin1String(Categories[i % 6]);
        capability.executionType = QLatin1String(Types[i % 5]);
        capability.executionHandler = capability.executionType == QLatin1String("internal")
            ? QStringLiteral("GeneratedCapability%1").arg(i)
            : QStringLiteral("https://api%1.example.com/v1/run").arg(i % 97);
        capability.functionDefinition = QJsonObject{{QStringLiteral("name"), capability.slug},
                                                    {QStringLiteral("description"), capability.description},
                                                    {QStringLiteral("parameters"), parametersFor(i)}};
        if (i % 4 == 0)
            capability.rateLimit = 30 + i % 100;
        if (i % 7 == 0)
            capability.metadata = QJsonObject{{QStringLiteral("owner"), QStringLiteral("team-%1").arg(i % 13)}};
        result.append(capability);
    }
    return result;
}

QJsonArray CapabilityGenerator::rows(int count)
{
    QJsonArray rows;
    int i = 0;
    for (const Capability &capability : capabilities(count)) {
        QJsonObject row = capability.toJson();
        row.insert(QStringLiteral("id"), QStringLiteral("cgen%1").arg(i++, 21, 10, QLatin1Char('0')));
        rows.append(row);
    }
    return rows;
}

qint64 CapabilityGenerator::writeFile(const QString &path, int count)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return -1;
    return file.write(QJsonDocument(rows(count)).toJson(QJsonDocument::Compact));
}
