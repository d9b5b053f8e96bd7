// CallInspector: the `use.inputs` and `use.outputs` rows.
#include "callinspector.h"

#include "bindingrowseditor.h"
#include "inspectorsection.h"
#include "inspectorvalues.h"
#include "pathcombobox.h"

#include "designer/flowlibrary.h"
#include "flowgate/slottable.h"

#include <QRegularExpression>

namespace capstudio {

using flowgate::SourceDocument;
using flowgate::TransitionRef;
using flowgate::Value;

namespace {

const QLatin1String OutputRowPrefix("out:");
const QLatin1String ExtraRowPrefix("key:");

// A slot name V12 accepts, made from an output name.
QString slotNameFor(const QString &output)
{
    QString name = output.toLower();
    name.replace(QRegularExpression(QStringLiteral("[^a-z0-9_-]")), QStringLiteral("_"));
    if (name.isEmpty() || !name.at(0).isLetter())
        name.prepend(QLatin1String("out_"));
    return name;
}

bool comparableTypes(const QString &a, const QString &b)
{
    static const QStringList vague{QStringLiteral("any"), QStringLiteral("unknown"), QStringLiteral("enum")};
    if (vague.contains(a) || vague.contains(b) || a == b)
        return true;
    const QStringList left = a.split(QLatin1Char('|'));
    const QStringList right = b.split(QLatin1Char('|'));
    for (const QString &type : left) {
        if (right.contains(type) || (type == QLatin1String("integer") && right.contains(QLatin1String("number")))
            || (type == QLatin1String("number") && right.contains(QLatin1String("integer"))))
            return true;
    }
    return false;
}

} // namespace

void CallInspector::refreshInputs()
{
    const Value snippet = calleeSnippet();
    const Value declared = snippet.value(u"inputs");
    const Value bound = executor().value(u"use").value(u"inputs");
    const flowgate::SlotTable slotTable =
        flowgate::SlotTable::build(definition(), library() ? library()->config().value(u"workflows") : Value());

    QList<QPair<QString, QString>> suggestions;
    for (const flowgate::SlotEntry &entry : slotTable.entries()) {
        suggestions.append({entry.path, tr("%1 — written by %2")
                                            .arg(InspectorValues::schemaType(entry.schema), entry.writer.describe())});
    }
    for (const Value::Member &input : definition().value(u"inputs").members()) {
        suggestions.append({QStringLiteral("$.workflow.input.") + input.key,
                            tr("%1 — start input").arg(InspectorValues::schemaType(input.value))});
    }
    for (const Value::Member &property : definition().value(u"inputSchema").value(u"properties").members()) {
        const QString path = QStringLiteral("$.workflow.input.") + property.key;
        if (!definition().value(u"inputs").contains(property.key))
            suggestions.append({path, tr("%1 — start input").arg(InspectorValues::schemaType(property.value))});
    }

    const auto hintFor = [&](const QString &expected, const Value &value, bool required) -> QPair<QString, QColor> {
        if (value.isNull() && required)
            return {tr("The capability requires this input."), InspectorSection::warningColor()};
        if (!value.isString() || !value.toString().startsWith(QLatin1String("$.context.")))
            return {};
        const flowgate::SlotEntry *slot = slotTable.find(value.toString());
        if (!slot) {
            return {tr("No state writes this slot and the orchestrator's inputs: do not declare it (V13)."),
                    InspectorSection::errorColor()};
        }
        const QString type = InspectorValues::schemaType(slot->schema);
        if (!comparableTypes(type, expected)) {
            return {tr("The slot holds %1; the input expects %2.").arg(type, expected),
                    InspectorSection::warningColor()};
        }
        return {};
    };

    QList<BindingRowsEditor::Row> rows;
    for (const Value::Member &input : declared.members()) {
        BindingRowsEditor::Row row;
        row.id = input.key;
        const QString type = InspectorValues::schemaType(input.value);
        row.label = tr("%1: %2").arg(input.key, type);
        row.toolTip = InspectorValues::prettyJson(input.value);
        const Value *value = bound.find(input.key);
        row.bound = value != nullptr;
        row.text = value ? InspectorValues::fieldText(*value) : QString();
        const bool required = input.value.value(u"required").toBool();
        const auto hint = hintFor(type, value ? *value : Value(), required);
        row.hint = hint.first;
        row.hintColor = hint.second;
        row.suggestions = suggestions;
        rows.append(row);
    }
    for (const Value::Member &input : bound.members()) {
        if (declared.contains(input.key))
            continue;
        BindingRowsEditor::Row row;
        row.id = input.key;
        row.label = tr("%1 (not declared)").arg(input.key);
        row.bound = true;
        row.text = InspectorValues::fieldText(input.value);
        row.hint = tr("The capability declares no input '%1'.").arg(input.key);
        row.hintColor = InspectorSection::warningColor();
        row.suggestions = suggestions;
        rows.append(row);
    }
    m_inputs->setRows(rows);
}

void CallInspector::refreshOutputs()
{
    const Value declared = calleeSnippet().value(u"outputs");
    const Value bound = executor().value(u"use").value(u"outputs");
    const flowgate::SlotTable slotTable =
        flowgate::SlotTable::build(definition(), library() ? library()->config().value(u"workflows") : Value());

    QList<BindingRowsEditor::Row> rows;
    QStringList shownKeys;
    for (const Value::Member &output : declared.members()) {
        BindingRowsEditor::Row row;
        row.id = OutputRowPrefix + output.key;
        const QString type = InspectorValues::schemaType(output.value);
        row.label = tr("%1: %2").arg(output.key, type);
        row.toolTip = InspectorValues::prettyJson(output.value);
        for (const Value::Member &binding : bound.members()) {
            if (binding.value.isString() && binding.value.toString() == output.key) {
                row.text = binding.key;
                row.bound = true;
                shownKeys.append(binding.key);
                break;
            }
        }
        const QString suggested = QStringLiteral("$.context.") + slotNameFor(output.key);
        row.suggestions.append({suggested, slotTable.find(suggested) ? tr("existing slot") : tr("new slot")});
        for (const flowgate::SlotEntry &entry : slotTable.entries()) {
            if (entry.path != suggested && InspectorValues::isContextSlotPath(entry.path))
                row.suggestions.append({entry.path, InspectorValues::schemaType(entry.schema)});
        }
        rows.append(row);
    }
    for (const Value::Member &binding : bound.members()) {
        if (shownKeys.contains(binding.key))
            continue;
        BindingRowsEditor::Row row;
        row.id = ExtraRowPrefix + binding.key;
        const QString output = binding.value.isString() ? binding.value.toString()
                                                        : InspectorValues::compactJson(binding.value);
        row.label = tr("%1 (not declared)").arg(output);
        row.text = binding.key;
        row.bound = true;
        row.hint = binding.value.isString() ? tr("The capability declares no output '%1'.").arg(output)
                                            : tr("The value must be the name of a capability output (V12).");
        row.hintColor = InspectorSection::warningColor();
        rows.append(row);
    }
    m_outputs->setRows(rows);
    for (const BindingRowsEditor::Row &row : std::as_const(rows)) {
        if (!row.text.isEmpty() && !InspectorValues::isContextSlotPath(row.text)) {
            m_outputs->setHint(row.id, tr("Must be one context slot: $.context.<name> in lower case (V12)."),
                               InspectorSection::errorColor());
        }
    }
}

Status CallInspector::bindInput(const QString &input, const QString &text)
{
    const bool bound = executor().value(u"use").value(u"inputs").contains(input);
    if (text.trimmed().isEmpty()) {
        if (!bound)
            return Status();
        return edit(m_inputSection, tr("Unbind input %1").arg(input),
                    [&](SourceDocument &document, const TransitionRef &ref) {
                        return document.removeUseInput(ref, input);
                    });
    }
    const Value value = InspectorValues::parseField(text.trimmed());
    return edit(m_inputSection, tr("Bind input %1").arg(input), [&](SourceDocument &document, const TransitionRef &ref) {
        return document.setUseInput(ref, input, value);
    });
}

void CallInspector::commitInput(const QString &id, const QString &text)
{
    if (!bindInput(id, text).ok()) {
        if (PathComboBox *editor = m_inputs->valueEditor(id))
            editor->revert();
    }
}

void CallInspector::removeInput(const QString &id)
{
    bindInput(id, QString());
}

QPair<QString, QString> CallInspector::outputRow(const QString &id) const
{
    const Value bound = executor().value(u"use").value(u"outputs");
    if (id.startsWith(ExtraRowPrefix)) {
        const QString key = id.mid(ExtraRowPrefix.size());
        return {bound.value(key).toString(), key};
    }
    const QString output = id.mid(OutputRowPrefix.size());
    for (const Value::Member &binding : bound.members()) {
        if (binding.value.isString() && binding.value.toString() == output)
            return {output, binding.key};
    }
    return {output, QString()};
}

Status CallInspector::bindOutput(const QString &output, const QString &contextPath)
{
    QString current;
    for (const Value::Member &binding : executor().value(u"use").value(u"outputs").members()) {
        if (binding.value.isString() && binding.value.toString() == output) {
            current = binding.key;
            break;
        }
    }
    const QString path = contextPath.trimmed();
    if (path.isEmpty()) {
        if (current.isEmpty())
            return Status();
        return edit(m_outputSection, tr("Unbind output %1").arg(output),
                    [&](SourceDocument &document, const TransitionRef &ref) {
                        return document.removeUseOutput(ref, current);
                    });
    }
    if (!InspectorValues::isContextSlotPath(path)) {
        const Status status = StoreError{StoreError::Kind::Invalid,
                                         tr("'%1' is not a single context slot: use.outputs keys must match "
                                            "^\\$\\.context\\.[a-z][a-z0-9_-]*$ (V12).")
                                             .arg(path)};
        m_outputSection->check(status);
        return status;
    }
    if (path == current)
        return Status();
    return edit(m_outputSection, tr("Bind output %1").arg(output), [&](SourceDocument &document, const TransitionRef &ref) {
        if (!current.isEmpty()) {
            if (Status status = document.removeUseOutput(ref, current); !status)
                return status;
        }
        return document.setUseOutput(ref, path, output);
    });
}

void CallInspector::commitOutput(const QString &id, const QString &text)
{
    const QPair<QString, QString> row = outputRow(id);
    const QString output = row.first;
    const QString key = row.second;
    Status status;
    if (id.startsWith(ExtraRowPrefix)) {
        // A binding of an output the callee does not declare: only its key can change.
        const QString path = text.trimmed();
        if (path.isEmpty()) {
            removeOutput(id);
            return;
        }
        if (!InspectorValues::isContextSlotPath(path)) {
            status = StoreError{StoreError::Kind::Invalid,
                                tr("'%1' is not a single context slot: use.outputs keys must match "
                                   "^\\$\\.context\\.[a-z][a-z0-9_-]*$ (V12).")
                                    .arg(path)};
            m_outputSection->check(status);
        } else {
            const QString oldKey = key;
            status = edit(m_outputSection, tr("Rebind output %1").arg(output),
                          [&](SourceDocument &document, const TransitionRef &ref) {
                              if (Status removed = document.removeUseOutput(ref, oldKey); !removed)
                                  return removed;
                              return document.setUseOutput(ref, path, output);
                          });
        }
    } else {
        status = bindOutput(output, text);
    }
    if (!status.ok()) {
        if (PathComboBox *editor = m_outputs->valueEditor(id))
            editor->revert();
    }
}

void CallInspector::removeOutput(const QString &id)
{
    const QPair<QString, QString> row = outputRow(id);
    const QString output = row.first;
    const QString path = row.second;
    if (path.isEmpty())
        return;
    edit(m_outputSection, tr("Unbind output %1").arg(output), [&](SourceDocument &document, const TransitionRef &ref) {
        return document.removeUseOutput(ref, path);
    });
}

} // namespace capstudio
