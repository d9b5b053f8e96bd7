#include "executorfields.h"

#include "commitlineedit.h"
#include "inspectorvalues.h"

#include <QCompleter>
#include <QFormLayout>
#include <QStringListModel>

namespace capstudio {

using flowgate::Value;

namespace {

QStringList fieldsOf(const QString &kind)
{
    if (kind == QLatin1String("mcp"))
        return {QStringLiteral("connection"), QStringLiteral("tool")};
    if (kind == QLatin1String("rest"))
        return {QStringLiteral("connection"), QStringLiteral("method"), QStringLiteral("path")};
    if (kind == QLatin1String("cli"))
        return {QStringLiteral("connection"), QStringLiteral("command")};
    if (kind == QLatin1String("script"))
        return {QStringLiteral("subject")};
    if (kind == QLatin1String("human"))
        return {QStringLiteral("queue")};
    return {};
}

void offer(CommitLineEdit *field, const QStringList &words)
{
    auto *completer = field->completer();
    if (!completer) {
        completer = new QCompleter(field);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        completer->setModel(new QStringListModel(completer));
        field->setCompleter(completer);
    }
    static_cast<QStringListModel *>(completer->model())->setStringList(words);
}

QStringList keysOf(const Value &mapping)
{
    QStringList keys;
    for (const Value::Member &member : mapping.members())
        keys.append(member.key);
    return keys;
}

} // namespace

ExecutorFields::ExecutorFields(QWidget *parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
    , m_structure(new QLineEdit(this))
{
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addField(QStringLiteral("connection"), tr("C&onnection:"), tr("a name under connections:"));
    addField(QStringLiteral("tool"), tr("Too&l:"), tr("MCP tool name"));
    addField(QStringLiteral("method"), tr("&Method:"), tr("GET when not set"));
    addField(QStringLiteral("path"), tr("&Path:"), tr("/ when not set"));
    addField(QStringLiteral("command"), tr("Co&mmand:"), tr("inline command (or a cli connection)"));
    addField(QStringLiteral("subject"), tr("&Subject:"), tr("a key of scripts:"));
    addField(QStringLiteral("queue"), tr("&Queue:"), tr("default when not set"));
    offer(m_fields.value(QStringLiteral("method")),
          {QStringLiteral("GET"), QStringLiteral("POST"), QStringLiteral("PUT"), QStringLiteral("PATCH"),
           QStringLiteral("DELETE")});
    m_structure->setObjectName(QStringLiteral("executor.structure"));
    m_structure->setReadOnly(true);
    m_form->addRow(tr("Structure:"), m_structure);
}

CommitLineEdit *ExecutorFields::addField(const QString &key, const QString &label, const QString &placeholder)
{
    auto *field = new CommitLineEdit(this);
    field->setObjectName(QStringLiteral("executor.") + key);
    field->setPlaceholderText(placeholder);
    m_form->addRow(label, field);
    m_fields.insert(key, field);
    connect(field, &CommitLineEdit::commitRequested, this, [this, key](const QString &text) {
        emit fieldCommitted(key, text.trimmed().isEmpty() ? Value() : Value(text.trimmed()));
    });
    return field;
}

bool ExecutorFields::setExecutor(const Value &executor, const Value &config)
{
    const QString kind = executor.value(u"kind").toString();
    const QStringList shown = fieldsOf(kind);
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        m_form->setRowVisible(it.value(), shown.contains(it.key()));
        it.value()->setCommittedText(InspectorValues::fieldText(executor.value(it.key())));
    }
    // Connections of the kind the executor needs (any kind for mcp, which may be stdio or url).
    QStringList connections;
    for (const Value::Member &connection : config.value(u"connections").members()) {
        const QString connectionKind = connection.value.value(u"kind").toString();
        if (connectionKind.isEmpty() || connectionKind == kind)
            connections.append(connection.key);
    }
    offer(m_fields.value(QStringLiteral("connection")), connections);
    offer(m_fields.value(QStringLiteral("subject")), keysOf(config.value(u"scripts")));

    const QString structureKey = kind == QLatin1String("parallel") ? QStringLiteral("branches")
        : kind == QLatin1String("pipeline")                        ? QStringLiteral("steps")
                                                                   : QString();
    m_form->setRowVisible(m_structure, !structureKey.isEmpty());
    if (!structureKey.isEmpty()) {
        const Value structure = executor.value(structureKey);
        m_structure->setText(structureKey + QStringLiteral(": ") + InspectorValues::compactJson(structure));
        m_structure->setToolTip(InspectorValues::prettyJson(structure));
        m_structure->setCursorPosition(0);
    }
    return !shown.isEmpty() || !structureKey.isEmpty();
}

void ExecutorFields::setReadOnly(bool readOnly)
{
    for (CommitLineEdit *field : std::as_const(m_fields))
        field->setReadOnly(readOnly);
}

} // namespace capstudio
