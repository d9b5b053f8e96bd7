#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTreeView;

namespace capstudio {

namespace designer {
class FlowLibrary;
}

class DesignerProblemsModel;

// The designer's problems: a header line with the counts ("2 errors, 3 warnings") and a
// filter (all workflows, or the one being edited plus the findings about no workflow, such
// as a file that does not load), and the table of DesignerProblemsModel. Activating a row
// (double-click, Return) asks to show the workflow and element it is about.
class DesignerProblemsPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Filter { All, CurrentWorkflow };

    explicit DesignerProblemsPanel(QWidget *parent = nullptr);
    ~DesignerProblemsPanel() override;

    void setLibrary(designer::FlowLibrary *library);
    // The workflow "This workflow" shows.
    void setCurrentWorkflow(const QString &workflowId);
    QString currentWorkflow() const { return m_currentWorkflow; }
    void setFilter(Filter filter);
    Filter filter() const;

    DesignerProblemsModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTreeView *view() const { return m_view; }
    // The header line, e.g. "2 errors, 3 warnings".
    QString summaryText() const;

signals:
    void problemActivated(const QString &workflowId, const QString &elementId);

private:
    void applyFilter();
    void updateSummary();

    DesignerProblemsModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLabel *m_summary;
    QComboBox *m_filter;
    QTreeView *m_view;
    QString m_currentWorkflow;
};

} // namespace capstudio
