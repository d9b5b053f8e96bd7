#pragma once

#include "catalog/catalogdocument.h"

#include <QWidget>

class QPushButton;
class QTimer;
class QTreeWidgetItem;
class QTreeWidget;

namespace capstudio {

// Every staged change, row by row and field by field (before → after). Discards the
// selected changes as one undoable step; Apply and Discard All are the pane's. The list is
// rebuilt once per event-loop turn, and only while it is on screen; a row's fields are
// built when it is expanded (rows start expanded when there are few).
class PendingChangesView : public QWidget
{
    Q_OBJECT

public:
    explicit PendingChangesView(CatalogDocument *document, QWidget *parent = nullptr);

signals:
    void capabilityActivated(const QString &id, const QString &field);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void documentChanged();
    void rebuild();
    void addFields(QTreeWidgetItem *row);

    CatalogDocument *m_document;
    QTreeWidget *m_tree;
    QPushButton *m_discardSelected;
    QTimer *m_rebuild;
    QList<CatalogDocument::Change> m_changes; // what the rows show; a row holds its index
    bool m_stale = false; // changed while hidden

};

} // namespace capstudio
