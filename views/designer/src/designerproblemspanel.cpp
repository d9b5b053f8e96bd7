#include "views/designer/designerproblemspanel.h"

#include "views/designer/designerproblemsmodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace capstudio {

DesignerProblemsPanel::DesignerProblemsPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new DesignerProblemsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_summary(new QLabel(this))
    , m_filter(new QComboBox(this))
    , m_view(new QTreeView(this))
{
    m_summary->setObjectName(QStringLiteral("problems.summary"));
    m_filter->setObjectName(QStringLiteral("problems.filter"));
    m_view->setObjectName(QStringLiteral("problems.view"));
    m_view->setAccessibleName(tr("Problems"));
    m_filter->addItem(tr("All workflows"), int(Filter::All));
    m_filter->addItem(tr("This workflow"), int(Filter::CurrentWorkflow));
    m_filter->setAccessibleName(tr("Show problems of"));

    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(DesignerProblemsModel::WorkflowIdRole);
    m_proxy->setFilterKeyColumn(0);
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // the library's order until a header is clicked
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    QHeaderView *header = m_view->header();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(DesignerProblemsModel::SeverityColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(DesignerProblemsModel::KindColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(DesignerProblemsModel::RuleColumn, QHeaderView::ResizeToContents);
    header->resizeSection(DesignerProblemsModel::MessageColumn, 420);
    header->setStretchLastSection(true);

    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_filter);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    connect(m_filter, &QComboBox::currentIndexChanged, this, &DesignerProblemsPanel::applyFilter);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &DesignerProblemsPanel::updateSummary);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &DesignerProblemsPanel::updateSummary);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &DesignerProblemsPanel::updateSummary);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &DesignerProblemsPanel::updateSummary);
    // activated covers double-click (or single click where the style says so) and Return.
    connect(m_view, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        emit problemActivated(index.data(DesignerProblemsModel::WorkflowIdRole).toString(),
                              index.data(DesignerProblemsModel::ElementIdRole).toString());
    });
    applyFilter();
}

DesignerProblemsPanel::~DesignerProblemsPanel() = default;

void DesignerProblemsPanel::setLibrary(designer::FlowLibrary *library)
{
    m_model->setLibrary(library);
}

void DesignerProblemsPanel::setCurrentWorkflow(const QString &workflowId)
{
    if (workflowId == m_currentWorkflow)
        return;
    m_currentWorkflow = workflowId;
    applyFilter();
}

void DesignerProblemsPanel::setFilter(Filter filter)
{
    m_filter->setCurrentIndex(m_filter->findData(int(filter)));
}

DesignerProblemsPanel::Filter DesignerProblemsPanel::filter() const
{
    return Filter(m_filter->currentData().toInt());
}

void DesignerProblemsPanel::applyFilter()
{
    if (filter() == Filter::All) {
        m_proxy->setFilterRegularExpression(QRegularExpression());
    } else {
        // The workflow's findings and those about no workflow (a file that does not load).
        m_proxy->setFilterRegularExpression(
            QRegularExpression(QStringLiteral("^(?:%1)?$").arg(QRegularExpression::escape(m_currentWorkflow))));
    }
    updateSummary();
}

QString DesignerProblemsPanel::summaryText() const
{
    return m_summary->text();
}

void DesignerProblemsPanel::updateSummary()
{
    int errors = 0;
    int warnings = 0;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const int severity = m_proxy->index(row, 0).data(DesignerProblemsModel::SeverityRole).toInt();
        if (severity == int(Severity::Error))
            ++errors;
        else if (severity == int(Severity::Warning))
            ++warnings;
    }
    if (errors == 0 && warnings == 0) {
        m_summary->setText(tr("No problems"));
        return;
    }
    const QString errorText = errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors);
    const QString warningText = warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings);
    m_summary->setText(tr("%1, %2").arg(errorText, warningText));
}

} // namespace capstudio
