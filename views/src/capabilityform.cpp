#include "views/capabilityform.h"

#include "catalog/catalogdocument.h"
#include "rules/urlguard.h"
#include "views/jsoneditor.h"
#include "views/parameterseditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace capstudio {

namespace {

// Diagnostics of one JSON field, re-based so that their pointers start inside the field.
Diagnostics under(const Diagnostics &all, const QString &key)
{
    const QString prefix = QLatin1Char('/') + key;
    Diagnostics found;
    for (const Diagnostic &diagnostic : all) {
        const QString pointer = diagnostic.location().jsonPointer;
        if (pointer != prefix && !pointer.startsWith(prefix + QLatin1Char('/')))
            continue;
        Diagnostic rebased = diagnostic;
        rebased.setLocation(SourceLocation::atPointer(QString(), pointer.mid(prefix.size())));
        found.append(rebased);
    }
    return found;
}

void setTextIfDifferent(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text)
        edit->setText(text);
}

void setJsonIfDifferent(JsonEditor *editor, const QJsonValue &value)
{
    const QByteArray current = editor->toPlainText().toUtf8();
    QJsonParseError error{};
    const QJsonDocument shown = QJsonDocument::fromJson(current, &error);
    const QJsonValue shownValue = error.error != QJsonParseError::NoError
        ? QJsonValue(QJsonValue::Undefined)
        : (shown.isObject() ? QJsonValue(shown.object()) : QJsonValue(shown.array()));
    if (value.isNull() && current.trimmed().isEmpty())
        return;
    if (shownValue == value)
        return;
    if (value.isNull()) {
        editor->setJsonText(QString());
        return;
    }
    const QJsonDocument document = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    editor->setJsonText(QString::fromUtf8(document.toJson(QJsonDocument::Indented)));
}

} // namespace

CapabilityForm::CapabilityForm(CatalogDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_title(new QLabel(this))
    , m_systemNote(new QLabel(this))
    , m_name(new QLineEdit(this))
    , m_slug(new QLineEdit(this))
    , m_description(new QPlainTextEdit(this))
    , m_category(new QComboBox(this))
    , m_executionType(new QComboBox(this))
    , m_handlerLabel(new QLabel(this))
    , m_handler(new QLineEdit(this))
    , m_handlerCheck(new QLabel(this))
    , m_requiresApproval(new QCheckBox(tr("Requires approval"), this))
    , m_approvalTimeout(new QSpinBox(this))
    , m_rateLimit(new QSpinBox(this))
    , m_idempotent(new QCheckBox(tr("Idempotent"), this))
    , m_idempotentWarning(new QLabel(this))
    , m_active(new QCheckBox(tr("Active"), this))
    , m_quarantine(new QLabel(this))
    , m_functionDefinition(new JsonEditor(this))
    , m_parameters(new ParametersEditor(this))
    , m_definitionTabs(new QTabWidget(this))
    , m_executionConfig(new JsonEditor(this))
    , m_metadata(new JsonEditor(this))
    , m_problems(new QLabel(this))
{
    buildLayout();

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) { edit(QStringLiteral("name"), text); });
    connect(m_slug, &QLineEdit::textEdited, this, [this](const QString &text) { edit(QStringLiteral("slug"), text); });
    connect(m_description, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_refreshing)
            edit(QStringLiteral("description"), m_description->toPlainText());
    });
    connect(m_category, &QComboBox::currentTextChanged, this, [this](const QString &text) {
        if (!m_refreshing)
            edit(QStringLiteral("category"), text);
    });
    connect(m_executionType, &QComboBox::activated, this, [this] {
        edit(QStringLiteral("executionType"), m_executionType->currentText());
    });
    connect(m_handler, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(QStringLiteral("executionHandler"), text);
    });
    connect(m_requiresApproval, &QCheckBox::clicked, this, [this](bool on) { edit(QStringLiteral("requiresApproval"), on); });
    connect(m_approvalTimeout, &QSpinBox::valueChanged, this, [this](int seconds) {
        if (!m_refreshing)
            edit(QStringLiteral("approvalTimeoutMs"), seconds > 0 ? QJsonValue(seconds * 1000) : QJsonValue(QJsonValue::Null));
    });
    connect(m_rateLimit, &QSpinBox::valueChanged, this, [this](int limit) {
        if (!m_refreshing)
            edit(QStringLiteral("rateLimit"), limit > 0 ? QJsonValue(limit) : QJsonValue(QJsonValue::Null));
    });
    connect(m_idempotent, &QCheckBox::clicked, this, [this](bool on) { edit(QStringLiteral("isIdempotent"), on); });
    connect(m_active, &QCheckBox::clicked, this, [this](bool on) { edit(QStringLiteral("isActive"), on); });
    connect(m_functionDefinition, &JsonEditor::documentChanged, this, [this](const QJsonValue &value) {
        if (!m_refreshing)
            edit(QStringLiteral("functionDefinition"), value);
    });
    connect(m_parameters, &ParametersEditor::schemaEdited, this, &CapabilityForm::editParameters);
    connect(m_parameters, &ParametersEditor::editRefused, this, &CapabilityForm::editRefused);
    connect(m_executionConfig, &JsonEditor::documentChanged, this, [this](const QJsonValue &value) {
        if (!m_refreshing)
            edit(QStringLiteral("executionConfig"), value);
    });
    connect(m_metadata, &JsonEditor::documentChanged, this, [this](const QJsonValue &value) {
        if (!m_refreshing)
            edit(QStringLiteral("metadata"), value);
    });

    connect(m_document, &CatalogDocument::rowsChanged, this, [this](int first, int last) {
        const int row = m_document->rowOf(m_id);
        if (row >= first && row <= last)
            refresh();
    });
    connect(m_document, &CatalogDocument::wasReset, this, [this] { setCapabilityId(m_id); });
    connect(m_document, &CatalogDocument::rowRemoved, this, [this] {
        if (m_document->rowOf(m_id) < 0)
            setCapabilityId(QString());
    });
    setCapabilityId(QString());
}

void CapabilityForm::buildLayout()
{
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_systemNote->setWordWrap(true);
    m_systemNote->setForegroundRole(QPalette::PlaceholderText);
    m_description->setTabChangesFocus(true);
    m_description->setMaximumHeight(m_description->fontMetrics().lineSpacing() * 5);
    m_category->setEditable(true);
    m_category->setInsertPolicy(QComboBox::NoInsert);
    m_executionType->addItems({QStringLiteral("internal"), QStringLiteral("api"), QStringLiteral("webhook")});
    m_handlerCheck->setWordWrap(true);
    m_approvalTimeout->setRange(0, 3600);
    m_approvalTimeout->setSuffix(tr(" s"));
    m_approvalTimeout->setSpecialValueText(tr("server default"));
    m_rateLimit->setRange(0, 10000);
    m_rateLimit->setSuffix(tr(" calls/min"));
    m_rateLimit->setSpecialValueText(tr("unlimited"));
    m_requiresApproval->setToolTip(tr("Every call waits for a person to approve it before it runs."));
    m_idempotent->setToolTip(tr("Safe to run twice with the same arguments."));
    m_handlerLabel->setBuddy(m_handler);
    m_idempotentWarning->setWordWrap(true);
    m_idempotentWarning->setText(
        tr("⚠ Leave this off unless running the call twice is provably harmless: an idempotent "
           "capability's result is not stored for replay, so a workflow re-drive after a crash "
           "runs its side effect again. Sunrise's admin API does not accept this field; it is "
           "written to the database only."));
    m_quarantine->setWordWrap(true);
    m_functionDefinition->setMinimumHeight(220);
    m_executionConfig->setMaximumHeight(90);
    m_metadata->setMaximumHeight(90);
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);

    auto *content = new QWidget(this);
    auto *form = new QFormLayout(content);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_title);
    form->addRow(m_systemNote);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Slug:"), m_slug);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(tr("&Category:"), m_category);
    form->addRow(tr("E&xecution type:"), m_executionType);
    form->addRow(m_handlerLabel, m_handler);
    form->addRow(QString(), m_handlerCheck);
    form->addRow(QString(), m_requiresApproval);
    form->addRow(tr("Approval &timeout:"), m_approvalTimeout);
    form->addRow(tr("&Rate limit:"), m_rateLimit);
    form->addRow(QString(), m_idempotent);
    form->addRow(QString(), m_idempotentWarning);
    form->addRow(QString(), m_active);
    form->addRow(tr("Quarantine:"), m_quarantine);
    auto *definitionLabel = new QLabel(tr("&Function definition (sent to the LLM):"), content);
    definitionLabel->setBuddy(m_definitionTabs);
    form->addRow(definitionLabel);
    // The parameters as a table first, the whole definition as JSON second; both follow
    // the document, so an edit in one shows in the other.
    m_definitionTabs->addTab(m_parameters, tr("Parameters"));
    m_definitionTabs->addTab(m_functionDefinition, tr("JSON"));
    m_definitionTabs->setDocumentMode(true);
    form->addRow(m_definitionTabs);
    form->addRow(tr("Execution &config:"), m_executionConfig);
    form->addRow(tr("&Metadata:"), m_metadata);
    form->addRow(m_problems);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

void CapabilityForm::setCapabilityId(const QString &id)
{
    m_id = m_document->rowOf(id) >= 0 ? id : QString();
    const bool any = !m_id.isEmpty();
    for (QWidget *widget : findChildren<QWidget *>()) {
        if (widget != m_title && qobject_cast<QScrollArea *>(widget) == nullptr)
            widget->setEnabled(any);
    }
    refresh();
}

void CapabilityForm::edit(const QString &key, const QJsonValue &value)
{
    if (m_refreshing || m_id.isEmpty())
        return;
    QString why;
    if (!m_document->setField(m_id, key, value, &why)) {
        emit editRefused(why);
        refresh();
    }
}

void CapabilityForm::refresh()
{
    const int row = m_document->rowOf(m_id);
    if (row < 0) {
        m_title->setText(tr("No capability selected"));
        m_systemNote->clear();
        return;
    }
    const QSignalBlocker blockSpinA(m_approvalTimeout);
    const QSignalBlocker blockSpinB(m_rateLimit);
    m_refreshing = true;
    const Capability &capability = m_document->at(row);
    const bool system = capability.isSystem && !m_document->isNew(capability.id);

    m_title->setText(tr("%1 (%2)").arg(capability.name, capability.slug));
    m_systemNote->setText(system ? tr("System capability: its slug, function definition, execution type and "
                                      "handler are seeded from code and cannot be changed here; it cannot be "
                                      "deactivated or deleted.")
                                 : QString());
    m_systemNote->setVisible(system);
    setTextIfDifferent(m_name, capability.name);
    setTextIfDifferent(m_slug, capability.slug);
    m_slug->setReadOnly(system);
    if (m_description->toPlainText() != capability.description)
        m_description->setPlainText(capability.description);
    if (m_category->count() != m_document->categories().size()) {
        m_category->clear();
        m_category->addItems(m_document->categories());
    }
    if (m_category->currentText() != capability.category)
        m_category->setEditText(capability.category);
    m_executionType->setCurrentText(capability.executionType);
    m_executionType->setEnabled(!system);
    setTextIfDifferent(m_handler, capability.executionHandler);
    m_handler->setReadOnly(system);
    updateHandlerCheck();
    m_requiresApproval->setChecked(capability.requiresApproval);
    m_approvalTimeout->setValue(capability.approvalTimeoutMs.value_or(0) / 1000);
    m_approvalTimeout->setEnabled(capability.requiresApproval);
    m_rateLimit->setValue(capability.rateLimit.value_or(0));
    m_idempotent->setChecked(capability.isIdempotent);
    // Connected through Sunrise's API, the flag is the server's to set (StoreTraits).
    const bool idempotentReadOnly = m_document->isReadOnlyField(QStringLiteral("isIdempotent"));
    m_idempotent->setEnabled(!idempotentReadOnly);
    m_idempotent->setToolTip(idempotentReadOnly ? tr("Read-only here: %1").arg(m_document->readOnlyReason())
                                                : tr("Safe to run twice with the same arguments."));
    m_idempotentWarning->setVisible(capability.isIdempotent);
    m_active->setChecked(capability.isActive);
    m_active->setEnabled(!(system && capability.isActive));
    const QString quarantine = capability.effectiveQuarantineState(QDateTime::currentDateTimeUtc());
    m_quarantine->setText(quarantine == QLatin1String("active")
                              ? tr("not quarantined")
                              : tr("%1: %2").arg(quarantine, capability.quarantineReason));

    setJsonIfDifferent(m_functionDefinition, capability.functionDefinition.get());
    m_functionDefinition->setReadOnly(system);
    m_parameters->setParameters(capability.functionDefinition.value(QStringLiteral("parameters")));
    m_parameters->setReadOnly(system);
    setJsonIfDifferent(m_executionConfig, capability.executionConfig.get());
    setJsonIfDifferent(m_metadata, capability.metadata.get());

    const Diagnostics problems = m_document->problems(row);
    m_functionDefinition->setDiagnostics(under(problems, QStringLiteral("functionDefinition")));
    m_executionConfig->setDiagnostics(under(problems, QStringLiteral("executionConfig")));
    m_metadata->setDiagnostics(under(problems, QStringLiteral("metadata")));
    QStringList lines;
    for (const Diagnostic &problem : problems)
        lines.append(QStringLiteral("%1 %2 — %3").arg(problem.severity() == Severity::Error ? QStringLiteral("✖")
                                                                                          : QStringLiteral("⚠"),
                                                      problem.location().jsonPointer, problem.message()));
    m_problems->setText(lines.join(QLatin1Char('\n')));
    m_problems->setVisible(!lines.isEmpty());
    m_refreshing = false;
}

void CapabilityForm::updateHandlerCheck()
{
    const QString type = m_executionType->currentText();
    const bool url = type == QLatin1String("api") || type == QLatin1String("webhook");
    m_handlerLabel->setText(url ? tr("&Handler URL:") : tr("&Handler class:"));
    m_handler->setPlaceholderText(url ? tr("https://…") : tr("ClassNameCapability"));
    if (!url) {
        m_handlerCheck->clear();
        m_handlerCheck->setVisible(false);
        return;
    }
    const QString handler = m_handler->text();
    QString text;
    if (!UrlGuard::parsesAsUrl(handler)) {
        text = tr("✖ Not a URL: Sunrise refuses it.");
    } else {
        const UrlVerdict verdict = UrlGuard::check(handler);
        text = verdict.ok ? tr("✔ Passes the provider URL guard.")
                          : tr("⚠ The provider URL guard would refuse it (%1): %2").arg(verdict.reason, verdict.message);
    }
    m_handlerCheck->setText(text);
    m_handlerCheck->setVisible(true);
}

void CapabilityForm::editParameters(const QJsonObject &parameters)
{
    const int row = m_document->rowOf(m_id);
    if (m_refreshing || row < 0)
        return;
    const Capability &capability = m_document->at(row);
    if (capability.isSystem && !m_document->isNew(capability.id)) {
        refresh(); // the table is read-only there; put back what the document holds
        return;
    }
    QJsonObject definition = capability.functionDefinition;
    definition.insert(QStringLiteral("parameters"), parameters);
    if (definition == capability.functionDefinition)
        return;
    // The document merges consecutive edits of one field (typing is one undo step); each
    // table edit is a step of its own, so it goes in a macro of its own.
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(tr("Edit parameters of %1").arg(capability.slug));
    edit(QStringLiteral("functionDefinition"), definition);
    stack->endMacro();
}

void CapabilityForm::focusField(const QString &pointer)
{
    const QString key = pointer.section(QLatin1Char('/'), 1, 1);
    const QString inner = pointer.mid(key.size() + 1);
    if (key == QLatin1String("functionDefinition")) {
        m_definitionTabs->setCurrentWidget(m_functionDefinition);
        m_functionDefinition->setFocus();
        m_functionDefinition->selectPointer(inner);
    } else if (key == QLatin1String("executionConfig")) {
        m_executionConfig->setFocus();
        m_executionConfig->selectPointer(inner);
    } else if (key == QLatin1String("metadata")) {
        m_metadata->setFocus();
        m_metadata->selectPointer(inner);
    } else if (key == QLatin1String("name")) {
        m_name->setFocus();
    } else if (key == QLatin1String("slug")) {
        m_slug->setFocus();
    } else if (key == QLatin1String("description")) {
        m_description->setFocus();
    } else if (key == QLatin1String("category")) {
        m_category->setFocus();
    } else if (key == QLatin1String("executionHandler") || key == QLatin1String("executionType")) {
        m_handler->setFocus();
    } else if (key == QLatin1String("rateLimit")) {
        m_rateLimit->setFocus();
    } else if (key == QLatin1String("approvalTimeoutMs")) {
        m_approvalTimeout->setFocus();
    }
}

} // namespace capstudio
