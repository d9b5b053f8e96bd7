#pragma once

// What the catalog-as-code tests share: a valid capability to start from, and reading and
// editing a file of a catalog folder as a reviewer would.
#include "catalog/capability.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

namespace catalogtest {

// A capability Sunrise accepts, named `slug` (id "id_<slug>"), whose parameters are
// {id: string, q: string} with id required.
inline capstudio::Capability capability(const QString &slug)
{
    capstudio::Capability c;
    c.id = QStringLiteral("id_") + slug;
    c.slug = slug;
    c.name = slug;
    c.description = QStringLiteral("d");
    c.category = QStringLiteral("knowledge");
    c.functionDefinition = QJsonObject{
        {QStringLiteral("name"), slug},
        {QStringLiteral("description"), QStringLiteral("fd")},
        {QStringLiteral("parameters"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                     {QStringLiteral("properties"),
                      QJsonObject{{QStringLiteral("id"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}},
                                  {QStringLiteral("q"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}}},
                     {QStringLiteral("required"), QJsonArray{QStringLiteral("id")}}}}};
    c.executionHandler = QStringLiteral("H");
    return c;
}

inline QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Replaces every `before` in the file by `after`; fails the test when there is none.
inline void replaceIn(const QString &path, const QByteArray &before, const QByteArray &after)
{
    QByteArray text = contents(path);
    QVERIFY2(text.contains(before), text.constData());
    text.replace(before, after);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

} // namespace catalogtest
