#include "inspectorpage.h"

#include "commitlineedit.h"
#include "committextedit.h"
#include "inspectorsection.h"
#include "pathcombobox.h"

#include "designer/flowlibrary.h"

#include <QVBoxLayout>

namespace capstudio {

InspectorPage::InspectorPage(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
}

void InspectorPage::setTarget(designer::FlowLibrary *library, const QString &workflowId,
                              const QString &elementId)
{
    const bool changed = library != m_library || workflowId != m_workflowId || elementId != m_elementId;
    m_library = library;
    m_workflowId = workflowId;
    m_elementId = elementId;
    if (changed)
        clearErrors();
}

void InspectorPage::clearErrors()
{
    for (InspectorSection *section : std::as_const(m_sections))
        section->clearError();
}

void InspectorPage::revertFields()
{
    for (CommitLineEdit *field : findChildren<CommitLineEdit *>())
        field->revert();
    for (CommitTextEdit *field : findChildren<CommitTextEdit *>())
        field->revert();
    for (PathComboBox *field : findChildren<PathComboBox *>())
        field->revert();
}

InspectorSection *InspectorPage::addSection(const QString &title)
{
    auto *section = new InspectorSection(title, this);
    connect(section, &InspectorSection::errorShown, this, &InspectorPage::errorShown);
    m_layout->addWidget(section);
    m_sections.append(section);
    return section;
}

void InspectorPage::addWidget(QWidget *widget)
{
    m_layout->addWidget(widget);
}

void InspectorPage::reloadDefinition()
{
    m_definition = m_library ? m_library->definition(m_workflowId) : flowgate::Value();
}

bool InspectorPage::has(const QStringList &keys) const
{
    const flowgate::Value *current = &m_definition;
    for (const QString &key : keys) {
        current = current->find(key);
        if (!current)
            return false;
    }
    return true;
}

Status InspectorPage::setOrRemove(const QStringList &keys, const flowgate::Value &value,
                                  const QString &undoText)
{
    if (!m_library)
        return StoreError{StoreError::Kind::NotFound, tr("No library is open.")};
    if (value.isNull()) {
        if (!has(keys))
            return Status();
        return m_library->removeValue(m_workflowId, flowgate::keyPath(keys), undoText);
    }
    return m_library->setValue(m_workflowId, flowgate::keyPath(keys), value, undoText);
}

} // namespace capstudio
