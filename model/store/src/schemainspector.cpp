#include "store/schemainspector.h"

#include "storecolumns.h"

#include <QSqlField>
#include <QSqlRecord>

namespace capstudio {

namespace {

struct Requirement
{
    QString table;
    const QStringList *columns;
    const char *neededFor;
};

QString quotedList(const QStringList &names)
{
    QStringList quoted;
    for (const QString &name : names)
        quoted.append(QLatin1Char('"') + name + QLatin1Char('"'));
    return quoted.join(QStringLiteral(", "));
}

} // namespace

Expected<QList<SchemaInspector::Gap>> SchemaInspector::check(const QSqlDatabase &database)
{
    if (!database.isOpen())
        return StoreError{StoreError::Kind::Backend, tr("the database connection is not open")};
    const Requirement requirements[] = {
        {QStringLiteral("ai_capability"), &CapabilityColumns, QT_TR_NOOP("capabilities")},
        {QStringLiteral("ai_agent_capability"), &BindingColumns, QT_TR_NOOP("agent bindings")},
        {QStringLiteral("ai_agent"), &AgentColumns, QT_TR_NOOP("agents")},
        {QStringLiteral("ai_conversation"), &ConversationColumns, QT_TR_NOOP("conversations")},
        {QStringLiteral("ai_message"), &MessageColumns, QT_TR_NOOP("messages and their provenance")},
    };
    const QStringList tables = database.tables();
    QList<Gap> gaps;
    for (const Requirement &requirement : requirements) {
        Gap gap;
        gap.table = requirement.table;
        gap.neededFor = tr(requirement.neededFor);
        if (!tables.contains(requirement.table)) {
            gap.tableMissing = true;
            gap.columns = *requirement.columns;
            gaps.append(gap);
            continue;
        }
        const QSqlRecord record = database.record(requirement.table);
        for (const QString &column : *requirement.columns) {
            if (record.indexOf(column) < 0)
                gap.columns.append(column);
        }
        if (!gap.columns.isEmpty())
            gaps.append(gap);
    }
    return gaps;
}

QString SchemaInspector::describe(const QList<Gap> &gaps)
{
    QStringList lines;
    for (const Gap &gap : gaps) {
        if (gap.tableMissing)
            lines.append(tr("table \"%1\" is missing (needed for %2)").arg(gap.table, gap.neededFor));
        else
            lines.append(tr("table \"%1\" lacks the column(s) %2 (needed for %3)", nullptr, int(gap.columns.size()))
                             .arg(gap.table, quotedList(gap.columns), gap.neededFor));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace capstudio
