#include "workflowinspector.h"

#include "commitlineedit.h"
#include "committextedit.h"
#include "inspectorsection.h"
#include "inspectorvalues.h"
#include "snippeteditor.h"

#include "designer/flowlibrary.h"
#include "flowgate/configvalidation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace capstudio {

using flowgate::Value;

namespace {

// Selects the item whose data is `value`; an unknown value is added (marked) so that what
// is written is always what is shown.
void selectData(QComboBox *combo, const QString &value, const QString &unknownFormat)
{
    const QSignalBlocker blocker(combo);
    for (int i = combo->count() - 1; i >= 0; --i) {
        if (combo->itemData(i, Qt::UserRole + 1).toBool())
            combo->removeItem(i);
    }
    int index = combo->findData(value);
    if (index < 0 && !value.isEmpty()) {
        combo->addItem(unknownFormat.arg(value), value);
        index = combo->count() - 1;
        combo->setItemData(index, true, Qt::UserRole + 1);
    }
    combo->setCurrentIndex(index);
}

} // namespace

WorkflowInspector::WorkflowInspector(QWidget *parent)
    : InspectorPage(parent)
{
    build();
}

void WorkflowInspector::build()
{
    m_general = addSection(tr("Workflow"));
    QFormLayout *form = m_general->form();
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("workflow.id"));
    m_id->setReadOnly(true);
    form->addRow(tr("Id:"), m_id);
    m_tier = new QLabel(this);
    m_tier->setObjectName(QStringLiteral("workflow.tier"));
    form->addRow(tr("Tier:"), m_tier);

    m_verb = new QComboBox(this);
    m_verb->setObjectName(QStringLiteral("workflow.verb"));
    m_verb->setPlaceholderText(tr("(missing)"));
    m_verb->setToolTip(tr("One of the 24 cap verbs; it must match the second part of the id (V1, V2)."));
    for (const QString &verb : InspectorValues::capVerbs())
        m_verb->addItem(verb, verb);
    form->addRow(tr("&Verb:"), m_verb);
    connect(m_verb, &QComboBox::activated, this, [this](int index) {
        commit({QStringLiteral("verb")}, Value(m_verb->itemData(index).toString()), tr("Set verb"));
    });

    m_lifecycle = new QComboBox(this);
    m_lifecycle->setObjectName(QStringLiteral("workflow.lifecycle"));
    m_lifecycle->addItem(tr("(not set: experimental)"), QString());
    for (const char *lifecycle : {"experimental", "stable", "deprecated"})
        m_lifecycle->addItem(QLatin1String(lifecycle), QLatin1String(lifecycle));
    form->addRow(tr("&Lifecycle:"), m_lifecycle);
    connect(m_lifecycle, &QComboBox::activated, this, [this](int index) {
        const QString value = m_lifecycle->itemData(index).toString();
        commit({QStringLiteral("lifecycle")}, value.isEmpty() ? Value() : Value(value), tr("Set lifecycle"));
    });

    m_version = new CommitLineEdit(this);
    m_version->setObjectName(QStringLiteral("workflow.version"));
    m_version->setPlaceholderText(tr("\"0\" when not set; an ISO date is usual"));
    form->addRow(tr("Ve&rsion:"), m_version);
    connect(m_version, &CommitLineEdit::commitRequested, this, [this](const QString &text) {
        commit({QStringLiteral("version")}, text.isEmpty() ? Value() : Value(text), tr("Set version"));
    });

    m_initialState = new QComboBox(this);
    m_initialState->setObjectName(QStringLiteral("workflow.initialState"));
    m_initialState->setPlaceholderText(tr("(missing)"));
    form->addRow(tr("&Initial state:"), m_initialState);
    connect(m_initialState, &QComboBox::activated, this, [this](int index) {
        commit({QStringLiteral("initialState")}, Value(m_initialState->itemData(index).toString()),
               tr("Set initial state"));
    });

    m_description = new CommitTextEdit(this);
    m_description->setObjectName(QStringLiteral("workflow.description"));
    form->addRow(tr("&Description:"), m_description);
    connect(m_description, &CommitTextEdit::commitRequested, this, [this](const QString &text) {
        commit({QStringLiteral("description")}, text.isEmpty() ? Value() : Value(text), tr("Set description"));
    });

    m_inputs = new QLineEdit(this);
    m_inputs->setObjectName(QStringLiteral("workflow.inputs"));
    m_inputs->setReadOnly(true);
    form->addRow(tr("Inputs:"), m_inputs);

    m_behaviour = addSection(tr("Behaviour"));
    form = m_behaviour->form();
    m_humanAsk = new QCheckBox(tr("Offer ask_&human in every state"), this);
    m_humanAsk->setObjectName(QStringLiteral("workflow.enable_human_ask"));
    m_humanAsk->setToolTip(tr("enable_human_ask: the loader adds an ask_human transition to every state."));
    form->addRow(m_humanAsk);
    connect(m_humanAsk, &QCheckBox::clicked, this, [this](bool checked) {
        commit({QStringLiteral("enable_human_ask")}, checked ? Value(true) : Value(),
               checked ? tr("Enable human ask") : tr("Disable human ask"));
    });

    m_maxChainDepth = new QSpinBox(this);
    m_maxChainDepth->setObjectName(QStringLiteral("workflow.maxChainDepth"));
    m_maxChainDepth->setRange(0, 1000000);
    m_maxChainDepth->setSpecialValueText(tr("default (50)"));
    m_maxChainDepth->setKeyboardTracking(false);
    form->addRow(tr("Max &chain depth:"), m_maxChainDepth);
    connect(m_maxChainDepth, &QSpinBox::editingFinished, this, &WorkflowInspector::commitMaxChainDepth);

    m_linkFilter = new QComboBox(this);
    m_linkFilter->setObjectName(QStringLiteral("workflow.linkFilter"));
    m_linkFilter->addItem(tr("(not set: all)"), QString());
    m_linkFilter->addItem(QStringLiteral("all"), QStringLiteral("all"));
    m_linkFilter->addItem(QStringLiteral("byGuards"), QStringLiteral("byGuards"));
    form->addRow(tr("Link &filter:"), m_linkFilter);
    connect(m_linkFilter, &QComboBox::activated, this, [this](int index) {
        const QString value = m_linkFilter->itemData(index).toString();
        commit({QStringLiteral("linkFilter")}, value.isEmpty() ? Value() : Value(value), tr("Set link filter"));
    });

    m_contract = addSection(tr("Contract (snippet)"));
    m_snippet = new SnippetEditor(this);
    m_contract->form()->addRow(m_snippet);
    connect(m_snippet, &SnippetEditor::applyRequested, this, [this](const Value &snippet) {
        commit({QStringLiteral("snippet")}, snippet, tr("Edit contract snippet"));
    });
}

void WorkflowInspector::commit(const QStringList &keys, const Value &value, const QString &undoText)
{
    InspectorSection *section = keys.constFirst() == QLatin1String("snippet") ? m_contract
        : (keys.constFirst() == QLatin1String("enable_human_ask") || keys.constFirst() == QLatin1String("maxChainDepth")
           || keys.constFirst() == QLatin1String("linkFilter"))
        ? m_behaviour
        : m_general;
    if (!section->check(setOrRemove(keys, value, undoText))) {
        refresh();
        revertFields();
    } // the field goes back to what is written
}

void WorkflowInspector::commitMaxChainDepth()
{
    const int value = m_maxChainDepth->value();
    if (value == m_committedDepth)
        return;
    commit({QStringLiteral("maxChainDepth")}, value == 0 ? Value() : Value(qint64(value)),
           tr("Set max chain depth"));
}

void WorkflowInspector::refresh()
{
    reloadDefinition();
    const Value &def = definition();
    const bool capability = flowgate::ConfigValidation::isCapabilityId(workflowId());
    const bool orchestrator = flowgate::ConfigValidation::isOrchestratorId(workflowId());

    m_id->setText(workflowId());
    m_tier->setText(InspectorValues::tierName(workflowId()));
    QFormLayout *form = m_general->form();
    form->setRowVisible(m_verb, capability || def.contains(u"verb"));
    form->setRowVisible(m_lifecycle, capability || def.contains(u"lifecycle"));
    form->setRowVisible(m_inputs, orchestrator || def.contains(u"inputs"));

    selectData(m_verb, def.value(u"verb").toString(), tr("%1 (not a cap verb)"));
    selectData(m_lifecycle, def.value(u"lifecycle").toString(), tr("%1 (unknown)"));
    m_version->setCommittedText(def.value(u"version").isString() ? def.value(u"version").toString()
                                                                 : InspectorValues::fieldText(def.value(u"version")));

    {
        const QSignalBlocker blocker(m_initialState);
        m_initialState->clear();
        for (const Value::Member &state : def.value(u"states").members())
            m_initialState->addItem(state.key, state.key);
    }
    selectData(m_initialState, def.value(u"initialState").toString(), tr("%1 (not a state)"));
    m_description->setCommittedText(def.value(u"description").toString());
    m_inputs->setText(def.contains(u"inputs") ? InspectorValues::compactJson(def.value(u"inputs")) : QString());
    m_inputs->setCursorPosition(0); // read from its start, not scrolled to its end
    m_inputs->setToolTip(m_inputs->text());

    m_humanAsk->setChecked(def.value(u"enable_human_ask").toBool());
    m_committedDepth = int(def.value(u"maxChainDepth").toInt(0));
    {
        const QSignalBlocker blocker(m_maxChainDepth);
        m_maxChainDepth->setValue(m_committedDepth);
    }
    selectData(m_linkFilter, def.value(u"linkFilter").toString(), tr("%1 (unknown)"));

    m_contract->setVisible(capability || def.contains(u"snippet"));
    if (m_contract->isVisibleTo(this))
        m_snippet->setCapability(library(), workflowId());
}

} // namespace capstudio
