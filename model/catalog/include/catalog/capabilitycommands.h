#pragma once

#include "catalog/capability.h"

#include <QJsonValue>
#include <QList>
#include <QUndoCommand>

namespace capstudio {

class CatalogDocument;

// Sets fields of one or more rows. Consecutive edits of the same field of the same row
// merge into one step (typing in a form field is one undo step).
class SetFieldsCommand : public QUndoCommand
{
public:
    struct Edit
    {
        QString id;
        QString key;
        QJsonValue before;
        QJsonValue after;
    };

    SetFieldsCommand(CatalogDocument *document, QList<Edit> edits, const QString &text,
                     QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void assign(bool forward);

    CatalogDocument *m_document;
    QList<Edit> m_edits;
};

// Adds new rows at the end (undo removes them).
class InsertCapabilitiesCommand : public QUndoCommand
{
public:
    InsertCapabilitiesCommand(CatalogDocument *document, QList<Capability> rows, const QString &text,
                              QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CatalogDocument *m_document;
    QList<Capability> m_rows;
    int m_position = -1;
};

// Removes rows that were never applied (undo puts them back where they were).
class RemoveCapabilitiesCommand : public QUndoCommand
{
public:
    RemoveCapabilitiesCommand(CatalogDocument *document, const QStringList &ids, const QString &text,
                              QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    CatalogDocument *m_document;
    QList<QPair<int, Capability>> m_removed; // row position (ascending) and content
};

} // namespace capstudio
