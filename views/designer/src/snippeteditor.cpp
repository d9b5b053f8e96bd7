#include "snippeteditor.h"

#include "inspectorsection.h"
#include "inspectorvalues.h"

#include "designer/flowlibrary.h"
#include "flowgate/capabilitycallers.h"
#include "flowgate/contracthash.h"
#include "flowgate/contractimpact.h"
#include "views/jsoneditor.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace capstudio {

using flowgate::Value;

namespace {

void setColor(QLabel *label, const QColor &color)
{
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, color);
    label->setPalette(palette);
}

} // namespace

SnippetEditor::SnippetEditor(QWidget *parent)
    : QWidget(parent)
    , m_editor(new JsonEditor(this))
    , m_hashes(new QFormLayout)
    , m_hash(new QLineEdit(this))
    , m_newHash(new QLineEdit(this))
    , m_callers(new QLabel(this))
    , m_impactTitle(new QLabel(this))
    , m_impact(new QListWidget(this))
    , m_apply(new QPushButton(tr("&Apply snippet"), this))
    , m_revert(new QPushButton(tr("Re&vert"), this))
{
    m_editor->setObjectName(QStringLiteral("snippet.editor"));
    m_editor->setTabChangesFocus(true);
    m_editor->setMinimumHeight(m_editor->fontMetrics().lineSpacing() * 8);
    m_editor->setAccessibleName(tr("Snippet (inputs and outputs) as JSON"));
    m_hash->setObjectName(QStringLiteral("snippet.hash"));
    m_newHash->setObjectName(QStringLiteral("snippet.newHash"));
    m_callers->setObjectName(QStringLiteral("snippet.callers"));
    m_impact->setObjectName(QStringLiteral("snippet.impact"));
    m_apply->setObjectName(QStringLiteral("snippet.apply"));
    m_revert->setObjectName(QStringLiteral("snippet.revert"));
    for (QLineEdit *hash : {m_hash, m_newHash})
        hash->setReadOnly(true);
    m_hash->setPlaceholderText(tr("none: no `snippet:` yet"));
    m_hashes->setContentsMargins(0, 0, 0, 0);
    m_hashes->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_hashes->addRow(tr("Contract hash:"), m_hash);
    m_hashes->addRow(tr("After this edit:"), m_newHash);
    for (QLabel *label : {m_callers, m_impactTitle}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_impact->setWordWrap(true);
    m_impact->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_impact->setResizeMode(QListView::Adjust);
    m_impact->setMaximumHeight(m_impact->fontMetrics().lineSpacing() * 8);
    m_impact->setTextElideMode(Qt::ElideNone);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_apply);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_editor, 1);
    layout->addLayout(m_hashes);
    layout->addWidget(m_callers);
    layout->addWidget(m_impactTitle);
    layout->addWidget(m_impact);
    layout->addLayout(buttons);

    connect(m_editor, &JsonEditor::documentChanged, this, &SnippetEditor::updateImpact);
    connect(m_editor, &JsonEditor::syntaxChanged, this, &SnippetEditor::updateImpact);
    connect(m_apply, &QPushButton::clicked, this, &SnippetEditor::apply);
    connect(m_revert, &QPushButton::clicked, this, &SnippetEditor::revert);
}

void SnippetEditor::setCapability(designer::FlowLibrary *library, const QString &workflowId)
{
    const bool sameCapability = library == m_library && workflowId == m_workflowId;
    const Value snippet = library ? library->definition(workflowId).value(u"snippet") : Value();
    const bool keepText = sameCapability && m_hasLoaded && snippet == m_loaded && isEdited();
    m_library = library;
    m_workflowId = workflowId;
    if (!keepText)
        loadText(snippet);
    else
        updateImpact();
}

void SnippetEditor::loadText(const Value &snippet)
{
    m_loaded = snippet;
    m_hasLoaded = true;
    m_editor->setJsonText(snippet.isNull() ? QString() : InspectorValues::prettyJson(snippet));
    updateImpact();
}

Value SnippetEditor::editedSnippet() const
{
    QString error;
    const Value value = flowgate::JsonValueReader::parse(m_editor->toPlainText().toUtf8(), &error);
    return error.isEmpty() ? value : Value();
}

bool SnippetEditor::isEdited() const
{
    const Value edited = editedSnippet();
    if (edited.isNull())
        return !m_editor->toPlainText().trimmed().isEmpty() || !m_loaded.isNull();
    return edited != m_loaded;
}

void SnippetEditor::updateImpact()
{
    const bool known = !m_loaded.isNull();
    m_hash->setText(known ? flowgate::ContractHash::of(m_loaded) : QString());
    m_hash->setCursorPosition(0);

    int callers = 0;
    if (m_library) {
        callers = int(flowgate::CapabilityCallers::of(m_library->config().value(u"workflows"), m_workflowId)
                          .size());
    }
    m_callers->setText(callers == 0 ? tr("No workflow calls this capability.")
                           : callers == 1 ? tr("Called by 1 transition.")
                                          : tr("Called by %1 transitions.").arg(callers));

    m_impact->clear();
    const Value edited = editedSnippet();
    const bool edit = isEdited();
    const bool valid = !edited.isNull();
    m_apply->setEnabled(edit && valid);
    m_revert->setEnabled(edit);
    m_hashes->setRowVisible(m_newHash, edit && valid);
    m_impact->hide();
    if (!edit) {
        m_impactTitle->hide();
        return;
    }
    m_impactTitle->show();
    if (!valid) {
        m_impactTitle->setText(tr("The text is not valid JSON."));
        setColor(m_impactTitle, InspectorSection::errorColor());
        return;
    }
    m_newHash->setText(flowgate::ContractHash::of(edited));
    m_newHash->setCursorPosition(0);

    Diagnostics impact;
    if (m_library) {
        impact = flowgate::ContractImpact::ofSnippetChange(m_library->config(), m_library->report().loaded.files,
                                                           m_workflowId, edited);
    }
    if (impact.isEmpty()) {
        m_impactTitle->setText(tr("No caller would break."));
        setColor(m_impactTitle, InspectorSection::okColor());
        m_impact->hide();
        return;
    }
    m_impactTitle->setText(impact.size() == 1 ? tr("Applying this would add 1 problem in callers:")
                                              : tr("Applying this would add %1 problems in callers:").arg(impact.size()));
    setColor(m_impactTitle, InspectorSection::errorColor());
    const QIcon icon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const Diagnostic &diagnostic : std::as_const(impact)) {
        auto *item = new QListWidgetItem(icon, QStringLiteral("%1 — %2").arg(diagnostic.ruleId(), diagnostic.message()),
                                         m_impact);
        item->setToolTip(diagnostic.toText());
        item->setData(Qt::UserRole, diagnostic.ruleId());
    }
    m_impact->show();
}

void SnippetEditor::apply()
{
    m_editor->reparseNow();
    const Value edited = editedSnippet();
    if (edited.isNull() || !isEdited())
        return;
    emit applyRequested(edited);
}

void SnippetEditor::revert()
{
    loadText(m_loaded);
}

} // namespace capstudio
