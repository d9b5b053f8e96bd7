#pragma once

#include "catalogcode/catalogstaging.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTreeView;

namespace capstudio {

class CatalogCompareModel;

// File ▸ Compare With…: this connection's catalog beside a catalog folder (or another
// connection), as a tree of capabilities and bindings marked added / changed / removed /
// equal, the field differences of the current row beside it. Picked rows or single fields
// are handed to stageRequested(); the window stages them as ordinary edits and calls
// setComparison() again with what this connection then shows.
class CatalogCompareDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CatalogCompareDialog(QWidget *parent = nullptr);
    ~CatalogCompareDialog() override;

    void setComparison(const CatalogSnapshot &here, const QString &hereLabel, const CatalogSnapshot &there,
                       const QString &thereLabel);
    CatalogCompareModel *model() const { return m_model; }
    QTreeView *tree() const { return m_tree; }
    // Says what the last staging did (or refused) under the tree.
    void showOutcome(const QString &text);

signals:
    void stageRequested(const QList<ComparePick> &picks);

private:
    void showDetail();
    void updateButtons();

    CatalogCompareModel *m_model;
    QLabel *m_heading;
    QCheckBox *m_onlyDifferences;
    QTreeView *m_tree;
    QTableWidget *m_detail;
    QLabel *m_outcome;
    QPushButton *m_pickAll;
    QPushButton *m_stage;
    CatalogSnapshot m_here;
    CatalogSnapshot m_there;
};

} // namespace capstudio
