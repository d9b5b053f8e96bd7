#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace capstudio {

class CatalogDocument;

// Every staged change, row by row and field by field (before → after). Discards one
// change or all of them (as undoable steps); Apply is the window's.
class PendingChangesView : public QWidget
{
    Q_OBJECT

public:
    explicit PendingChangesView(CatalogDocument *document, QWidget *parent = nullptr);

signals:
    void applyRequested();
    void capabilityActivated(const QString &id, const QString &field);

private:
    void rebuild();

    CatalogDocument *m_document;
    QTreeWidget *m_tree;
    QLabel *m_summary;
    QPushButton *m_discardSelected;
    QPushButton *m_discardAll;
    QPushButton *m_apply;
};

} // namespace capstudio
