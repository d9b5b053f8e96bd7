#include "jsonliteral.h"

#include "tsliteral.h"

#include <QJsonArray>
#include <QJsonObject>

namespace capstudio {

using Role = SchemaKeywords::Role;

TsNode JsonLiteral::toTs(const QJsonValue &value, Role role)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return TsNode::atom(value.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
    case QJsonValue::Double:
        return TsNode::atom(TsLiteral::number(value.toDouble()));
    case QJsonValue::String: {
        TsNode node = TsNode::atom(TsLiteral::string(value.toString()));
        node.isString = true;
        return node;
    }
    case QJsonValue::Array: {
        TsNode node = TsNode::array();
        const Role itemRole = SchemaKeywords::elementRole(role);
        for (const QJsonValue &item : value.toArray())
            node.items.push_back(toTs(item, itemRole));
        return node;
    }
    case QJsonValue::Object: {
        const Role objectRole = SchemaKeywords::objectRole(role);
        TsNode node = TsNode::object(objectRole != Role::Data);
        const QJsonObject object = value.toObject();
        for (const QString &key : SchemaKeywords::orderedKeys(object, objectRole))
            node.add(TsLiteral::propertyKey(key),
                     toTs(object.value(key), SchemaKeywords::childRole(objectRole, key)));
        return node;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return TsNode::atom(QStringLiteral("null"));
}

QString JsonLiteral::toJson(const QJsonValue &value, Role role, int indent)
{
    const QString inner(indent + 2, QLatin1Char(' '));
    const QString outer(indent, QLatin1Char(' '));
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return TsLiteral::jsonNumber(value.toDouble());
    case QJsonValue::String:
        return TsLiteral::jsonString(value.toString());
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        if (array.isEmpty())
            return QStringLiteral("[]");
        const Role itemRole = SchemaKeywords::elementRole(role);
        QString out = QStringLiteral("[\n");
        for (qsizetype i = 0; i < array.size(); ++i) {
            out += inner + toJson(array.at(i), itemRole, indent + 2);
            out += i + 1 < array.size() ? QStringLiteral(",\n") : QStringLiteral("\n");
        }
        return out + outer + QLatin1Char(']');
    }
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        if (object.isEmpty())
            return QStringLiteral("{}");
        const Role objectRole = SchemaKeywords::objectRole(role);
        const QStringList keys = SchemaKeywords::orderedKeys(object, objectRole);
        QString out = QStringLiteral("{\n");
        for (qsizetype i = 0; i < keys.size(); ++i) {
            const QString &key = keys.at(i);
            out += inner + TsLiteral::jsonString(key) + QLatin1String(": ")
                 + toJson(object.value(key), SchemaKeywords::childRole(objectRole, key),
                          indent + 2);
            out += i + 1 < keys.size() ? QStringLiteral(",\n") : QStringLiteral("\n");
        }
        return out + outer + QLatin1Char('}');
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("null");
}

} // namespace capstudio
