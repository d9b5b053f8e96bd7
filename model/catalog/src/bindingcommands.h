#pragma once

// The undo command behind every BindingDocument edit. Private to model/catalog.
#include "catalog/agentbinding.h"

#include <QList>
#include <QUndoCommand>
#include <optional>

namespace capstudio {

class BindingDocument;

// Replaces the staged state of one or more (agent, capability) pairs: nullopt = not bound.
// Every edit keeps the whole row before and after, so undo restores it exactly. Commands
// with the same non-empty merge key (typing a rate limit or a config into one binding)
// merge into one step; a merge that ends where it started makes the step obsolete.
class BindingEditCommand : public QUndoCommand
{
public:
    struct Edit
    {
        QString agentId;
        QString capabilityId;
        std::optional<AgentBinding> before;
        std::optional<AgentBinding> after;
    };

    BindingEditCommand(BindingDocument *document, QList<Edit> edits, const QString &text,
                       const QString &mergeKey = {}, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    BindingDocument *m_document;
    QList<Edit> m_edits;
    QString m_mergeKey;
};

} // namespace capstudio
