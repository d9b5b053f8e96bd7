#include "inspectorvalues.h"

#include "flowgate/configvalidation.h"
#include "flowgate/contracthash.h"

#include <QRegularExpression>

namespace capstudio {

using flowgate::Value;

QString InspectorValues::compactJson(const Value &value)
{
    return QString::fromUtf8(flowgate::ContractHash::canonicalJson(value));
}

QString InspectorValues::prettyJson(const Value &value, int indent)
{
    const QString pad(indent + 2, QLatin1Char(' '));
    const QString close(indent, QLatin1Char(' '));
    if (value.isObject()) {
        if (value.members().empty())
            return QStringLiteral("{}");
        QStringList parts;
        for (const Value::Member &member : value.members()) {
            parts.append(pad + QString::fromUtf8(flowgate::ContractHash::quoteString(member.key))
                         + QStringLiteral(": ") + prettyJson(member.value, indent + 2));
        }
        return QStringLiteral("{\n") + parts.join(QStringLiteral(",\n")) + QLatin1Char('\n') + close
            + QLatin1Char('}');
    }
    if (value.isArray()) {
        if (value.items().empty())
            return QStringLiteral("[]");
        QStringList parts;
        for (const Value &item : value.items())
            parts.append(pad + prettyJson(item, indent + 2));
        return QStringLiteral("[\n") + parts.join(QStringLiteral(",\n")) + QLatin1Char('\n') + close
            + QLatin1Char(']');
    }
    return compactJson(value);
}

QString InspectorValues::fieldText(const Value &value)
{
    if (value.isNull())
        return QString();
    if (value.isString()) {
        const QString &text = value.toString();
        if (text.isEmpty())
            return QStringLiteral("\"\"");
        // A string that would read back as another type (or with different spaces) is quoted.
        if (parseField(text) != value)
            return compactJson(value);
        return text;
    }
    return compactJson(value);
}

Value InspectorValues::parseField(const QString &text)
{
    if (text.startsWith(QLatin1String("$.")))
        return Value(text);
    QString error;
    const Value parsed = flowgate::JsonValueReader::parse(text.toUtf8(), &error);
    if (error.isEmpty() && !text.trimmed().isEmpty())
        return parsed;
    return Value(text);
}

QString InspectorValues::schemaType(const Value &schema)
{
    if (schema.isNull())
        return tr("unknown");
    const Value type = schema.value(u"type");
    if (type.isString())
        return type.toString();
    if (type.isArray()) {
        QStringList names;
        for (const Value &item : type.items())
            names.append(item.isString() ? item.toString() : compactJson(item));
        return names.join(QLatin1Char('|'));
    }
    if (schema.contains(u"enum"))
        return tr("enum");
    return tr("any");
}

QString InspectorValues::tierName(const QString &workflowId)
{
    if (flowgate::ConfigValidation::isCapabilityId(workflowId))
        return tr("capability");
    if (flowgate::ConfigValidation::isOrchestratorId(workflowId))
        return tr("orchestrator");
    return tr("other (no tier rules)");
}

const QStringList &InspectorValues::capVerbs()
{
    static const QStringList verbs{
        QStringLiteral("triage"),    QStringLiteral("diagnose"), QStringLiteral("plan"),
        QStringLiteral("implement"), QStringLiteral("review"),   QStringLiteral("refactor"),
        QStringLiteral("explain"),   QStringLiteral("compose"),  QStringLiteral("research"),
        QStringLiteral("summarize"), QStringLiteral("build"),    QStringLiteral("test"),
        QStringLiteral("deploy"),    QStringLiteral("format"),   QStringLiteral("lint"),
        QStringLiteral("install"),   QStringLiteral("verify"),   QStringLiteral("run"),
        QStringLiteral("inspect"),   QStringLiteral("search"),   QStringLiteral("fetch"),
        QStringLiteral("audit"),     QStringLiteral("gate"),     QStringLiteral("coordinate")};
    return verbs;
}

const QStringList &InspectorValues::executorKinds()
{
    static const QStringList kinds{QStringLiteral("noop"),     QStringLiteral("mcp"),
                                   QStringLiteral("cli"),      QStringLiteral("rest"),
                                   QStringLiteral("script"),   QStringLiteral("human"),
                                   QStringLiteral("workflow"), QStringLiteral("parallel"),
                                   QStringLiteral("pipeline")};
    return kinds;
}

bool InspectorValues::isContextSlotPath(const QString &path)
{
    static const QRegularExpression slot(QStringLiteral("^\\$\\.context\\.[a-z][a-z0-9_-]*$"));
    return slot.match(path).hasMatch();
}

Value InspectorValues::at(const Value &root, const QStringList &keys)
{
    const Value *current = &root;
    for (const QString &key : keys) {
        current = current->find(key);
        if (!current)
            return Value();
    }
    return *current;
}

} // namespace capstudio
