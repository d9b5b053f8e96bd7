#include "dispatchscenarioeditor.h"

#include "views/argumentsform.h"
#include "views/jsoneditor.h"
#include "views/tonestyle.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QCheckBox>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

namespace capstudio {

namespace {


QStringList slugList(const QString &text)
{
    QStringList slugs;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!part.trimmed().isEmpty())
            slugs.append(part.trimmed());
    }
    return slugs;
}

} // namespace

DispatchScenarioEditor::DispatchScenarioEditor(QWidget *parent)
    : QWidget(parent)
{
    build();
}

void DispatchScenarioEditor::build()
{
    m_overrideNote = new QLabel(this);
    m_overrideNote->setObjectName(QStringLiteral("overrideNote"));
    m_overrideNote->setWordWrap(true);
    m_overrideNote->setTextFormat(Qt::PlainText);
    setBannerTone(m_overrideNote, Tone::Neutral);
    m_overrideNote->hide();

    // Who calls.
    auto *callerBox = new QGroupBox(tr("Caller"), this);
    m_chat = new QRadioButton(tr("Agent in &chat:"), callerBox);
    m_chat->setObjectName(QStringLiteral("callerChat"));
    m_workflow = new QRadioButton(tr("&Workflow tool_call step"), callerBox);
    m_workflow->setObjectName(QStringLiteral("callerWorkflow"));
    m_workflow->setToolTip(tr("Sunrise dispatches a workflow step under agent id workflow:<workflowId>"));
    m_direct = new QCheckBox(tr("Without the chat's checks (the call reaches the &dispatcher directly)"), callerBox);
    m_direct->setObjectName(QStringLiteral("callerDirect"));
    m_direct->setToolTip(tr("A tool offered before its binding changed still reaches the dispatcher: the chat's "
                            "tool list and the dispatcher's bindings cache can disagree for up to five minutes."));
    auto *group = new QButtonGroup(callerBox);
    group->addButton(m_chat);
    group->addButton(m_workflow);
    m_chat->setChecked(true);
    m_agent = new QComboBox(callerBox);
    m_agent->setObjectName(QStringLiteral("agentCombo"));
    m_agent->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_agent->setMinimumContentsLength(18);
    m_workflowFields = new QWidget(callerBox);
    m_workflowId = new QLineEdit(m_workflowFields);
    m_workflowId->setObjectName(QStringLiteral("workflowId"));
    m_workflowId->setPlaceholderText(tr("workflow id or slug"));
    m_stepId = new QLineEdit(m_workflowFields);
    m_stepId->setObjectName(QStringLiteral("stepId"));
    m_stepId->setPlaceholderText(tr("the tool_call step"));
    m_executionId = new QLineEdit(m_workflowFields);
    m_executionId->setObjectName(QStringLiteral("executionId"));
    m_executionId->setPlaceholderText(tr("optional: names the replay cache key"));
    auto *workflowForm = new QFormLayout(m_workflowFields);
    workflowForm->setContentsMargins(24, 0, 0, 0);
    workflowForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    workflowForm->addRow(tr("Workflow:"), m_workflowId);
    workflowForm->addRow(tr("Step:"), m_stepId);
    workflowForm->addRow(tr("Execution:"), m_executionId);
    auto *chatRow = new QHBoxLayout;
    chatRow->addWidget(m_chat);
    chatRow->addWidget(m_agent, 1);
    auto *callerLayout = new QVBoxLayout(callerBox);
    callerLayout->addLayout(chatRow);
    auto *directRow = new QHBoxLayout;
    directRow->setContentsMargins(24, 0, 0, 0);
    directRow->addWidget(m_direct);
    callerLayout->addLayout(directRow);
    callerLayout->addWidget(m_workflow);
    callerLayout->addWidget(m_workflowFields);

    // Which capability.
    m_capability = new QComboBox(this);
    m_capability->setObjectName(QStringLiteral("capabilityCombo"));
    m_capability->setEditable(true);
    m_capability->setInsertPolicy(QComboBox::NoInsert);
    m_capability->setToolTip(tr("The tool name of the call: a capability slug. Type one the workspace does not "
                                "have to see what Sunrise answers."));
    m_capabilityHint = new QLabel(this);
    m_capabilityHint->setObjectName(QStringLiteral("capabilityHint"));
    m_capabilityHint->setWordWrap(true);
    m_capabilityHint->setTextFormat(Qt::PlainText);
    auto *capabilityLabel = new QLabel(tr("Ca&pability:"), this);
    capabilityLabel->setBuddy(m_capability);
    auto *capabilityRow = new QHBoxLayout;
    capabilityRow->addWidget(capabilityLabel);
    capabilityRow->addWidget(m_capability, 1);

    // The arguments, twice.
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("argumentTabs"));
    m_form = new ArgumentsForm;
    m_form->setObjectName(QStringLiteral("argumentsForm"));
    auto *scroll = new QScrollArea(m_tabs);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_form);
    m_tabs->addTab(scroll, tr("&Form"));
    auto *jsonPage = new QWidget(m_tabs);
    m_json = new JsonEditor(jsonPage);
    m_json->setObjectName(QStringLiteral("argumentsJson"));
    m_json->setPlaceholderText(tr("The arguments the LLM or the workflow passes: a JSON object"));
    m_jsonStatus = new QLabel(this);
    m_jsonStatus->setObjectName(QStringLiteral("jsonStatus"));
    m_jsonStatus->setWordWrap(true);
    m_jsonStatus->setTextFormat(Qt::PlainText);
    setTextTone(m_jsonStatus, Tone::Negative);
    m_jsonStatus->hide();
    auto *jsonLayout = new QVBoxLayout(jsonPage);
    jsonLayout->setContentsMargins(0, 0, 0, 0);
    jsonLayout->addWidget(m_json, 1);
    m_tabs->addTab(jsonPage, tr("&JSON"));

    // What the workspace cannot know.
    m_deploymentToggle = new QToolButton(this);
    m_deploymentToggle->setObjectName(QStringLiteral("deploymentToggle"));
    m_deploymentToggle->setText(tr("Deployment"));
    m_deploymentToggle->setCheckable(true);
    m_deploymentToggle->setAutoRaise(true);
    m_deploymentToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_deploymentToggle->setArrowType(Qt::RightArrow);
    m_deploymentToggle->setToolTip(tr("What the server adds that the workspace does not hold"));
    m_deployment = new QWidget(this);
    m_bindingMode = new QComboBox(m_deployment);
    m_bindingMode->setObjectName(QStringLiteral("bindingMode"));
    m_bindingMode->addItem(tr("Permissive (default)"), int(BindingMode::Permissive));
    m_bindingMode->addItem(tr("Strict"), int(BindingMode::Strict));
    m_bindingMode->setToolTip(tr("CAPABILITY_BINDING_MODE: permissive lets a call without a binding row through on "
                                 "a synthetic enabled binding; strict denies it"));
    m_extraHandlers = new QLineEdit(m_deployment);
    m_extraHandlers->setObjectName(QStringLiteral("extraHandlers"));
    m_extraHandlers->setPlaceholderText(tr("slugs, comma-separated"));
    m_extraHandlers->setToolTip(tr("Capabilities whose code class is registered on the server besides the 13 "
                                   "built-ins. Without one, a capability row does nothing (unknown_capability)."));
    m_recentCalls = new QSpinBox(m_deployment);
    m_recentCalls->setObjectName(QStringLiteral("recentCalls"));
    m_recentCalls->setRange(0, 100000);
    m_recentCalls->setToolTip(tr("Calls this caller already made to the capability in the current 60-second "
                                 "window"));
    m_failures = new QSpinBox(m_deployment);
    m_failures->setObjectName(QStringLiteral("failuresThisTurn"));
    m_failures->setRange(0, 2);
    m_failures->setToolTip(tr("Calls of this tool that already failed in a row this chat turn; after two the chat "
                              "stops offering it"));
    auto *deploymentForm = new QFormLayout(m_deployment);
    deploymentForm->setContentsMargins(18, 0, 0, 0);
    deploymentForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    deploymentForm->addRow(tr("Binding mode:"), m_bindingMode);
    deploymentForm->addRow(tr("Extra handlers:"), m_extraHandlers);
    deploymentForm->addRow(tr("Calls in the last 60 s:"), m_recentCalls);
    deploymentForm->addRow(tr("Failed calls this turn:"), m_failures);
    m_deployment->hide();
    connect(m_deploymentToggle, &QToolButton::toggled, this, [this](bool open) {
        m_deployment->setVisible(open);
        m_deploymentToggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_overrideNote);
    layout->addWidget(callerBox);
    layout->addLayout(capabilityRow);
    layout->addWidget(m_capabilityHint);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_jsonStatus);
    layout->addWidget(m_deploymentToggle);
    layout->addWidget(m_deployment);

    // Every edit asks for a run; the form and the JSON follow each other.
    connect(m_chat, &QRadioButton::toggled, this, [this] {
        updateCallerWidgets();
        edited();
    });
    connect(m_direct, &QCheckBox::toggled, this, [this] {
        updateCallerWidgets();
        edited();
    });
    connect(m_agent, &QComboBox::currentIndexChanged, this, &DispatchScenarioEditor::edited);
    for (QLineEdit *edit : {m_workflowId, m_stepId, m_executionId, m_extraHandlers})
        connect(edit, &QLineEdit::textChanged, this, &DispatchScenarioEditor::edited);
    connect(m_bindingMode, &QComboBox::currentIndexChanged, this, &DispatchScenarioEditor::edited);
    connect(m_recentCalls, &QSpinBox::valueChanged, this, &DispatchScenarioEditor::edited);
    connect(m_failures, &QSpinBox::valueChanged, this, &DispatchScenarioEditor::edited);
    connect(m_capability, &QComboBox::currentTextChanged, this, [this] {
        if (m_loading)
            return;
        updateSchema();
        edited();
    });
    connect(m_form, &ArgumentsForm::argumentsEdited, this, [this](const QJsonObject &arguments) {
        if (m_loading)
            return;
        m_loading = true;
        m_json->setJsonText(QString::fromUtf8(QJsonDocument(arguments).toJson(QJsonDocument::Indented)));
        m_loading = false;
        edited();
    });
    connect(m_json, &QPlainTextEdit::textChanged, this, &DispatchScenarioEditor::edited);
    connect(m_json, &JsonEditor::documentChanged, this, [this](const QJsonValue &parsed) {
        if (m_loading)
            return;
        m_loading = true;
        if (parsed.isObject())
            m_form->setArguments(parsed.toObject());
        m_form->setEnabled(parsed.isObject());
        m_jsonStatus->setText(parsed.isObject() ? QString() : tr("The arguments are not a JSON object."));
        m_jsonStatus->setVisible(!parsed.isObject());
        m_loading = false;
    });
    connect(m_json, &JsonEditor::syntaxChanged, this, [this](bool valid) {
        const std::optional<Diagnostic> &error = m_json->syntaxError();
        m_form->setEnabled(valid && m_json->value().isObject());
        m_jsonStatus->setText(valid || !error ? QString()
                                              : tr("Not valid JSON (%1); the form shows the last valid arguments.")
                                                    .arg(error->message()));
        m_jsonStatus->setVisible(!m_jsonStatus->text().isEmpty());
    });
    updateCallerWidgets();
}

void DispatchScenarioEditor::edited()
{
    if (m_loading)
        return;
    updateHint();
    emit changed();
}

void DispatchScenarioEditor::setCatalog(const DispatchCatalog *catalog)
{
    m_catalog = catalog;
    const bool wasLoading = std::exchange(m_loading, true);
    fillAgents();
    fillCapabilities();
    m_schemaSlug.clear();
    updateSchema();
    m_loading = wasLoading;
    updateHint();
}

void DispatchScenarioEditor::fillAgents()
{
    const QString current = m_agent->currentData().toString();
    m_agent->clear();
    for (const Agent &each : m_catalog->agents) {
        m_agent->addItem(tr("%1 (%2)").arg(each.name, each.slug), each.id);
        m_agent->setItemData(m_agent->count() - 1, each.description, Qt::ToolTipRole);
    }
    int index = m_agent->findData(current);
    if (index < 0 && !current.isEmpty()) {
        m_agent->addItem(tr("%1 (not in this workspace)").arg(current), current);
        index = m_agent->count() - 1;
    }
    m_agent->setCurrentIndex(std::max(0, index));
}

void DispatchScenarioEditor::fillCapabilities()
{
    const QString current = m_capability->currentText();
    m_capability->clear();
    for (const Capability &each : m_catalog->capabilities)
        m_capability->addItem(each.slug, each.id);
    setCapabilityText(current);
}

void DispatchScenarioEditor::setCapabilityText(const QString &slug)
{
    // The item with that slug when there is one, so that the popup shows it as current.
    const int index = m_capability->findText(slug);
    m_capability->setCurrentIndex(index);
    if (index < 0)
        m_capability->setEditText(slug);
}

const Capability *DispatchScenarioEditor::capabilityBySlug(const QString &slug) const
{
    if (!m_catalog)
        return nullptr;
    for (const Capability &each : m_catalog->capabilities) {
        if (each.slug == slug)
            return &each;
    }
    return nullptr;
}

QString DispatchScenarioEditor::capabilityHints(const Capability &capability,
                                                const DispatchDeployment &deployment) const
{
    QStringList hints{capability.name};
    if (!capability.isActive)
        hints.append(tr("inactive"));
    const QString quarantine = capability.effectiveQuarantineState(
        deployment.at.isValid() ? deployment.at : QDateTime::currentDateTimeUtc());
    if (quarantine != QStringLiteral("active"))
        hints.append(tr("quarantined (%1)").arg(quarantine));
    if (!deployment.hasHandler(capability.slug))
        hints.append(tr("no handler registered"));
    return hints.join(QStringLiteral(" · "));
}

void DispatchScenarioEditor::updateSchema()
{
    const QString slug = m_capability->currentText().trimmed();
    if (slug == m_schemaSlug)
        return;
    m_schemaSlug = slug;
    const Capability *found = capabilityBySlug(slug);
    const bool wasLoading = std::exchange(m_loading, true);
    m_form->setSchema(found ? found->functionDefinition.value(QStringLiteral("parameters")).toObject() : QJsonObject());
    m_loading = wasLoading;
}

void DispatchScenarioEditor::updateHint()
{
    if (!m_catalog)
        return;
    const DispatchScenario now = scenario();
    for (int row = 0; row < m_capability->count() && row < m_catalog->capabilities.size(); ++row)
        m_capability->setItemData(row, capabilityHints(m_catalog->capabilities.at(row), now.deployment),
                                  Qt::ToolTipRole);
    const Capability *found = capabilityBySlug(now.capabilitySlug);
    if (!found) {
        m_capabilityHint->setText(now.capabilitySlug.isEmpty()
                                      ? tr("Type or pick a capability slug.")
                                      : tr("%1 is not a capability of this workspace.").arg(now.capabilitySlug));
        return;
    }
    QString text = capabilityHints(*found, now.deployment);
    if (now.caller != DispatchCaller::WorkflowStep) {
        const auto &bindings = m_catalog->bindings;
        const auto binding = std::find_if(bindings.cbegin(), bindings.cend(), [&](const AgentBinding &each) {
            return each.agentId == now.agentId && each.capabilityId == found->id;
        });
        if (binding == bindings.cend())
            text += tr(" · not bound to this agent");
        else if (!binding->isEnabled)
            text += tr(" · binding disabled");
        else
            text += tr(" · bound and enabled");
    }
    m_capabilityHint->setText(text);
}

void DispatchScenarioEditor::updateCallerWidgets()
{
    const bool isChat = m_chat->isChecked();
    m_agent->setEnabled(isChat);
    m_workflowFields->setEnabled(!isChat);
    m_direct->setEnabled(isChat);
    m_failures->setEnabled(isChat && !m_direct->isChecked());
}

void DispatchScenarioEditor::setScenario(const DispatchScenario &scenario)
{
    const bool wasLoading = std::exchange(m_loading, true);
    (scenario.caller == DispatchCaller::WorkflowStep ? m_workflow : m_chat)->setChecked(true);
    m_direct->setChecked(scenario.caller == DispatchCaller::AgentDirect);
    updateCallerWidgets();
    if (scenario.caller != DispatchCaller::WorkflowStep || !scenario.agentId.isEmpty()) {
        int index = m_agent->findData(scenario.agentId);
        if (index < 0 && !scenario.agentId.isEmpty()) {
            m_agent->addItem(tr("%1 (not in this workspace)").arg(scenario.agentId), scenario.agentId);
            index = m_agent->count() - 1;
        }
        m_agent->setCurrentIndex(index);
    }
    m_workflowId->setText(scenario.workflowId);
    m_stepId->setText(scenario.stepId);
    m_executionId->setText(scenario.executionId);
    setCapabilityText(scenario.capabilitySlug);
    updateSchema();
    m_json->setJsonText(scenario.argumentsText);
    const QJsonDocument parsed = QJsonDocument::fromJson(scenario.argumentsText.toUtf8());
    m_form->setArguments(parsed.isObject() ? parsed.object() : QJsonObject());
    m_form->setEnabled(parsed.isObject());
    m_bindingMode->setCurrentIndex(std::max(0, m_bindingMode->findData(int(scenario.deployment.bindingMode))));
    m_extraHandlers->setText(scenario.deployment.extraHandlers.join(QStringLiteral(", ")));
    m_recentCalls->setValue(scenario.deployment.recentCalls);
    m_failures->setValue(scenario.deployment.failuresThisTurn);
    m_at = scenario.deployment.at;
    m_name = scenario.name;
    m_loading = wasLoading;
    updateHint();
}

DispatchScenario DispatchScenarioEditor::scenario() const
{
    DispatchScenario scenario;
    scenario.name = m_name;
    if (m_chat->isChecked()) {
        scenario.caller = m_direct->isChecked() ? DispatchCaller::AgentDirect : DispatchCaller::ChatAgent;
        scenario.agentId = m_agent->currentData().toString();
    } else {
        scenario.caller = DispatchCaller::WorkflowStep;
        scenario.workflowId = m_workflowId->text().trimmed();
        scenario.stepId = m_stepId->text().trimmed();
        scenario.executionId = m_executionId->text().trimmed();
    }
    scenario.capabilitySlug = m_capability->currentText().trimmed();
    scenario.argumentsText = m_json->toPlainText();
    scenario.deployment.bindingMode = BindingMode(m_bindingMode->currentData().toInt());
    scenario.deployment.extraHandlers = slugList(m_extraHandlers->text());
    scenario.deployment.recentCalls = m_recentCalls->value();
    scenario.deployment.failuresThisTurn = scenario.caller == DispatchCaller::ChatAgent ? m_failures->value() : 0;
    scenario.deployment.at = m_at;
    return scenario;
}

void DispatchScenarioEditor::setArgumentDiagnostics(const Diagnostics &diagnostics)
{
    m_form->setDiagnostics(diagnostics);
    m_json->setDiagnostics(diagnostics);
}

void DispatchScenarioEditor::showArgumentPointer(const QString &pointer)
{
    m_tabs->setCurrentIndex(1);
    m_json->selectPointer(pointer);
    m_json->setFocus();
}

void DispatchScenarioEditor::setOverrideText(const QString &text)
{
    m_overrideNote->setText(text);
    m_overrideNote->setVisible(!text.isEmpty());
}

} // namespace capstudio
