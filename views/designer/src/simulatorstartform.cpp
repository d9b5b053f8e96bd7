#include "simulatorstartform.h"

#include "executoroutcomeeditor.h"
#include "simulatortemplates.h"
#include "views/tonestyle.h"

#include <views/jsoneditor.h>

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QVBoxLayout>

namespace capstudio {

using flowgate::SimulationSettings;
using flowgate::Value;

namespace {

QStringList listOf(const QLineEdit *edit)
{
    QStringList items;
    for (const QString &item : edit->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString trimmed = item.trimmed();
        if (!trimmed.isEmpty() && !items.contains(trimmed))
            items.append(trimmed);
    }
    return items;
}

QLineEdit *listEdit(QWidget *parent, const QString &name, const QString &placeholder)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(name);
    edit->setPlaceholderText(placeholder);
    edit->setClearButtonEnabled(true);
    return edit;
}

} // namespace

SimulatorStartForm::SimulatorStartForm(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);

    auto *inputPage = new QWidget(m_tabs);
    auto *inputLayout = new QVBoxLayout(inputPage);
    inputLayout->setContentsMargins(0, 4, 0, 0);
    m_input = new JsonEditor(inputPage);
    m_input->setObjectName(QStringLiteral("simulatorInputEditor"));
    m_input->setTabChangesFocus(true);
    m_input->setToolTip(tr("The start input ($.workflow.input). The workflow's inputSchema defaults are applied "
                           "and the input validated when the run starts."));
    m_inputHint = new QLabel(inputPage);
    m_inputHint->setWordWrap(true);
    m_inputHint->setForegroundRole(QPalette::PlaceholderText);
    m_inputError = new QLabel(inputPage);
    m_inputError->setObjectName(QStringLiteral("simulatorInputError"));
    m_inputError->setWordWrap(true);
    setTextTone(m_inputError, Tone::Negative);
    m_inputError->hide();
    inputLayout->addWidget(m_input, 1);
    inputLayout->addWidget(m_inputError);
    inputLayout->addWidget(m_inputHint);
    m_tabs->addTab(inputPage, tr("&Input"));
    m_tabs->addTab(buildSettings(), tr("Se&ttings"));
    layout->addWidget(m_tabs);

    connect(m_input, &JsonEditor::syntaxChanged, this, &SimulatorStartForm::updateInputState);
    m_input->setJsonText(QStringLiteral("{}"));
}

QWidget *SimulatorStartForm::buildSettings()
{
    auto *page = new QWidget(m_tabs);
    auto *form = new QFormLayout(page);
    form->setContentsMargins(4, 6, 4, 4);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_human = new QCheckBox(tr("The principal has the \"&human\" role"), page);
    m_human->setObjectName(QStringLiteral("simulatorHumanRole"));
    m_human->setToolTip(tr("Transitions with actor: human need a submitting principal with the role \"human\" "
                           "(else ACTOR_MISMATCH)."));
    m_roles = listEdit(page, QStringLiteral("simulatorRoles"), tr("other roles, comma separated"));
    m_permissions = listEdit(page, QStringLiteral("simulatorPermissions"), tr("e.g. deploy, approve"));
    m_guidance = listEdit(page, QStringLiteral("simulatorGuidance"), tr("skill subjects for guidance_acknowledged"));
    m_scripts = listEdit(page, QStringLiteral("simulatorScripts"), tr("script subjects for script_acknowledged"));
    m_principal = new QLineEdit(SimulationSettings().principal, page);
    m_principal->setObjectName(QStringLiteral("simulatorPrincipal"));
    m_instanceId = new QLineEdit(SimulationSettings().instanceId, page);
    m_instanceId->setObjectName(QStringLiteral("simulatorInstanceId"));
    m_instanceId->setToolTip(tr("What $.workflow.id reads: the runtime gives the instance id, not the definition id."));
    m_allowPending = new QCheckBox(tr("Start despite undefined lexicon subjects"), page);
    m_allowPending->setObjectName(QStringLiteral("simulatorAllowPending"));
    m_allowPending->setToolTip(tr("The runtime refuses to start with SUBJECT_NEEDS_DEFINITION; with this set the "
                                  "simulator starts anyway and notes it."));
    form->addRow(m_human);
    form->addRow(tr("Other &roles:"), m_roles);
    form->addRow(tr("&Permissions:"), m_permissions);
    form->addRow(tr("Acknowledged &guidance:"), m_guidance);
    form->addRow(tr("Acknowledged &scripts:"), m_scripts);
    form->addRow(tr("Princi&pal:"), m_principal);
    form->addRow(tr("Instance i&d:"), m_instanceId);
    form->addRow(m_allowPending);

    for (QLineEdit *edit : {m_roles, m_permissions, m_guidance, m_scripts, m_principal, m_instanceId})
        connect(edit, &QLineEdit::textChanged, this, &SimulatorStartForm::settingsChanged);
    for (QCheckBox *box : {m_human, m_allowPending})
        connect(box, &QCheckBox::toggled, this, &SimulatorStartForm::settingsChanged);
    return page;
}

void SimulatorStartForm::prefill(const Value &definition, bool force)
{
    const QString current = m_input->toPlainText();
    const Value schema = definition.value(u"inputSchema");
    m_inputHint->setText(schema.isObject() && !SimulatorTemplates::schemaSummary(schema).isEmpty()
                             ? tr("inputSchema: %1").arg(SimulatorTemplates::schemaSummary(schema).replace(
                                   QLatin1Char('\n'), QStringLiteral("; ")))
                             : QString());
    m_inputHint->setVisible(!m_inputHint->text().isEmpty());
    if (!force && !m_prefilledText.isNull() && current != m_prefilledText)
        return;
    m_prefilledText = SimulatorTemplates::pretty(definition.isObject() ? SimulatorTemplates::startInput(definition)
                                                                      : Value::makeObject());
    m_input->setJsonText(m_prefilledText);
    updateInputState();
}

bool SimulatorStartForm::isInputValid() const
{
    return m_input->isSyntaxValid();
}

Value SimulatorStartForm::input() const
{
    return m_input->isSyntaxValid() ? Value::fromJson(m_input->value()) : Value();
}

void SimulatorStartForm::setInput(const Value &input)
{
    m_input->setJsonText(SimulatorTemplates::pretty(input));
    updateInputState();
}

QString SimulatorStartForm::inputError() const
{
    return ExecutorOutcomeEditor::syntaxErrorText(m_input);
}

void SimulatorStartForm::reparseNow()
{
    m_input->reparseNow();
    updateInputState();
}

SimulationSettings SimulatorStartForm::settings() const
{
    SimulationSettings settings;
    QStringList roles;
    if (m_human->isChecked())
        roles.append(QStringLiteral("human"));
    for (const QString &role : listOf(m_roles)) {
        if (!roles.contains(role))
            roles.append(role);
    }
    settings.roles = roles;
    settings.permissions = listOf(m_permissions);
    settings.acknowledgedGuidance = listOf(m_guidance);
    settings.acknowledgedScripts = listOf(m_scripts);
    if (!m_principal->text().trimmed().isEmpty())
        settings.principal = m_principal->text().trimmed();
    if (!m_instanceId->text().trimmed().isEmpty())
        settings.instanceId = m_instanceId->text().trimmed();
    settings.allowPendingLexicon = m_allowPending->isChecked();
    return settings;
}

void SimulatorStartForm::setSettings(const SimulationSettings &settings)
{
    const QSignalBlocker blocker(this);
    QStringList roles = settings.roles;
    m_human->setChecked(roles.removeAll(QStringLiteral("human")) > 0);
    m_roles->setText(roles.join(QStringLiteral(", ")));
    m_permissions->setText(settings.permissions.join(QStringLiteral(", ")));
    m_guidance->setText(settings.acknowledgedGuidance.join(QStringLiteral(", ")));
    m_scripts->setText(settings.acknowledgedScripts.join(QStringLiteral(", ")));
    m_principal->setText(settings.principal);
    m_instanceId->setText(settings.instanceId);
    m_allowPending->setChecked(settings.allowPendingLexicon);
}

void SimulatorStartForm::updateInputState()
{
    const QString error = inputError();
    m_inputError->setText(error.isEmpty() ? QString() : tr("Input: %1").arg(error));
    m_inputError->setVisible(!error.isEmpty());
    const bool valid = isInputValid();
    if (valid != m_lastValid) {
        m_lastValid = valid;
        emit inputValidityChanged(valid);
    }
}

} // namespace capstudio
