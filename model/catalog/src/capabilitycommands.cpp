#include "catalog/capabilitycommands.h"

#include "catalog/catalogdocument.h"

namespace capstudio {

namespace {

Capability withField(Capability capability, const QString &key, const QJsonValue &value)
{
    capability.setValue(key, value);
    return capability;
}

} // namespace

SetFieldsCommand::SetFieldsCommand(CatalogDocument *document, QList<Edit> edits, const QString &text,
                                   QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_edits(std::move(edits))
{
}

void SetFieldsCommand::assign(bool forward)
{
    const CatalogDocument::Batch batch(m_document); // one pendingChanged for every row
    for (const Edit &edit : std::as_const(m_edits)) {
        const int row = m_document->rowOf(edit.id);
        if (row < 0)
            continue;
        m_document->replaceRow(edit.id, withField(m_document->at(row), edit.key, forward ? edit.after : edit.before));
    }
}

void SetFieldsCommand::redo()
{
    assign(true);
}

void SetFieldsCommand::undo()
{
    assign(false);
}

int SetFieldsCommand::id() const
{
    return m_edits.size() == 1 ? 0x43415031 : -1; // "CAP1": single-field edits merge
}

bool SetFieldsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetFieldsCommand *>(other);
    if (next->m_edits.size() != 1 || m_edits.size() != 1)
        return false;
    const Edit &mine = m_edits.first();
    const Edit &theirs = next->m_edits.first();
    if (mine.id != theirs.id || mine.key != theirs.key)
        return false;
    m_edits.first().after = theirs.after;
    if (m_edits.first().after == m_edits.first().before)
        setObsolete(true);
    return true;
}

InsertCapabilitiesCommand::InsertCapabilitiesCommand(CatalogDocument *document, QList<Capability> rows,
                                                     const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_rows(std::move(rows))
{
}

void InsertCapabilitiesCommand::redo()
{
    m_position = m_document->count();
    m_document->insertRows(m_rows, m_position);
}

void InsertCapabilitiesCommand::undo()
{
    const CatalogDocument::Batch batch(m_document);
    for (auto it = m_rows.crbegin(); it != m_rows.crend(); ++it)
        m_document->removeRow(it->id);
}

RemoveCapabilitiesCommand::RemoveCapabilitiesCommand(CatalogDocument *document, const QStringList &ids,
                                                     const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
{
    for (const QString &id : ids) {
        const int row = document->rowOf(id);
        if (row >= 0)
            m_removed.append({row, document->at(row)});
    }
    std::sort(m_removed.begin(), m_removed.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
}

void RemoveCapabilitiesCommand::redo()
{
    const CatalogDocument::Batch batch(m_document);
    for (auto it = m_removed.crbegin(); it != m_removed.crend(); ++it)
        m_document->removeRow(it->second.id);
}

void RemoveCapabilitiesCommand::undo()
{
    const CatalogDocument::Batch batch(m_document);
    for (const auto &[row, capability] : std::as_const(m_removed))
        m_document->insertRows({capability}, row);
}

} // namespace capstudio
