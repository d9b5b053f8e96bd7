#include "schemasupport.h"

#include "core/jsonpointer.h"

#include <QJsonArray>
#include <QJsonObject>

namespace capstudio::jsonschema {

bool isStrictPrefix(const QStringList &prefix, const QStringList &tokens)
{
    if (prefix.size() >= tokens.size())
        return false;
    for (qsizetype i = 0; i < prefix.size(); ++i) {
        if (prefix.at(i) != tokens.at(i))
            return false;
    }
    return true;
}

QString pointerFor(const QString &prefix, const QStringList &tokens)
{
    QString pointer = prefix;
    for (const QString &token : tokens)
        pointer = jsonpointer::append(pointer, token);
    return pointer;
}

QJsonValue childOf(const QJsonValue &value, const QString &token)
{
    if (value.isObject())
        return value.toObject().value(token);
    if (value.isArray()) {
        bool ok = false;
        const qsizetype index = token.toLongLong(&ok);
        const QJsonArray array = value.toArray();
        if (ok && index >= 0 && index < array.size())
            return array.at(index);
    }
    return QJsonValue(QJsonValue::Undefined);
}

} // namespace capstudio::jsonschema
