#pragma once

#include <QWidget>

class QPushButton;
class QTreeWidget;

namespace capstudio {

class CatalogDocument;

// Every staged change, row by row and field by field (before → after). Discards the
// selected changes as one undoable step; Apply and Discard All are the pane's.
class PendingChangesView : public QWidget
{
    Q_OBJECT

public:
    explicit PendingChangesView(CatalogDocument *document, QWidget *parent = nullptr);

signals:
    void capabilityActivated(const QString &id, const QString &field);

private:
    void rebuild();

    CatalogDocument *m_document;
    QTreeWidget *m_tree;
    QPushButton *m_discardSelected;
};

} // namespace capstudio
