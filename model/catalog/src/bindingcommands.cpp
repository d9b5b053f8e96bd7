#include "bindingcommands.h"

#include "catalog/bindingdocument.h"

namespace capstudio {

BindingEditCommand::BindingEditCommand(BindingDocument *document, QList<Edit> edits,
                                       const QString &text, const QString &mergeKey,
                                       QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_edits(std::move(edits))
    , m_mergeKey(mergeKey)
{
}

void BindingEditCommand::redo()
{
    for (const Edit &edit : std::as_const(m_edits))
        m_document->setStaged(edit.agentId, edit.capabilityId, edit.after);
}

void BindingEditCommand::undo()
{
    for (auto it = m_edits.crbegin(); it != m_edits.crend(); ++it)
        m_document->setStaged(it->agentId, it->capabilityId, it->before);
}

int BindingEditCommand::id() const
{
    return m_mergeKey.isEmpty() ? -1 : 0x42494e44; // "BIND"
}

bool BindingEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const BindingEditCommand *>(other);
    if (next->m_mergeKey != m_mergeKey || m_edits.size() != 1 || next->m_edits.size() != 1)
        return false;
    m_edits.first().after = next->m_edits.first().after;
    setText(next->text());
    if (m_edits.first().after == m_edits.first().before)
        setObsolete(true);
    return true;
}

} // namespace capstudio
