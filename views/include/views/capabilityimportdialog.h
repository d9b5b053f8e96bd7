#pragma once

#include "catalog/capabilityimport.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace capstudio {

// Shows an import plan: one row per capability of the file with what importing it would
// do (the changed fields before → after, or the findings), and lets a person choose the
// New and Changed rows to stage.
class CapabilityImportDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column { KindColumn, SlugColumn, DetailColumn };
    // On top-level items: the index into the plan's rows, and the CapabilityImport::Kind.
    static constexpr int PlanRowRole = Qt::UserRole + 1;
    static constexpr int KindRole = Qt::UserRole + 2;

    explicit CapabilityImportDialog(const CapabilityImport::Plan &plan, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    QString summary() const;
    // The checked rows, as indexes into the plan's rows.
    QList<int> chosenRows() const;

private:
    QTreeWidgetItem *addRow(const CapabilityImport::Row &row, int index);
    void updateButtons();

    CapabilityImport::Plan m_plan;
    QTreeWidget *m_tree;
    QLabel *m_summary;
    QPushButton *m_stage;
};

} // namespace capstudio
