#include "analysispanel.h"

#include "sidepanellist.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace capstudio {

using flowgate::AnalysisFinding;

AnalysisFindingsModel::AnalysisFindingsModel(QObject *parent) : QAbstractTableModel(parent) {}

void AnalysisFindingsModel::setFindings(QList<AnalysisFinding> findings)
{
    beginResetModel();
    m_findings = std::move(findings);
    endResetModel();
}

const AnalysisFinding *AnalysisFindingsModel::finding(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.row() >= m_findings.size())
        return nullptr;
    return &m_findings.at(index.row());
}

int AnalysisFindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int AnalysisFindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString AnalysisFindingsModel::kindLabel(AnalysisFinding::Kind kind)
{
    switch (kind) {
    case AnalysisFinding::Kind::DeadEnd: return tr("Dead end");
    case AnalysisFinding::Kind::Trap: return tr("Trap");
    case AnalysisFinding::Kind::NeverTrue: return tr("Never true");
    case AnalysisFinding::Kind::Uncovered: return tr("Uncovered");
    case AnalysisFinding::Kind::Overlap: return tr("Overlap");
    case AnalysisFinding::Kind::Shadowed: return tr("Shadowed");
    case AnalysisFinding::Kind::GuardsIgnored: return tr("Guards ignored");
    case AnalysisFinding::Kind::UnhandledFailure: return tr("Unhandled failure");
    case AnalysisFinding::Kind::Unknown: return tr("Undecided");
    }
    return QString();
}

QVariant AnalysisFindingsModel::data(const QModelIndex &index, int role) const
{
    const AnalysisFinding *found = finding(index);
    if (!found)
        return {};
    const QString place = found->transition.isEmpty() ? found->state : found->state + QLatin1Char('/') + found->transition;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case KindColumn: return kindLabel(found->kind);
        case PlaceColumn: return place;
        case FindingColumn: return found->message;
        }
        return {};
    case Qt::ToolTipRole:
        return found->witness.isEmpty() ? found->message
                                         : tr("%1\n\nReplay Witness shows the run that reproduces it.").arg(found->message);
    case HasWitnessRole:
        return !found->witness.isEmpty();
    default:
        return {};
    }
}

QVariant AnalysisFindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KindColumn: return tr("Kind");
    case PlaceColumn: return tr("Where");
    case FindingColumn: return tr("Finding");
    }
    return {};
}

AnalysisPanel::AnalysisPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new AnalysisFindingsModel(this))
    , m_view(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_analyze(new QPushButton(tr("Analyze"), this))
    , m_replay(new QPushButton(tr("Replay Witness"), this))
{
    m_summary->setText(tr("Finds dead ends, traps, guards that never hold and deterministic choices that stall, "
                          "each with a run that shows it."));
    m_analyze->setToolTip(tr("Analyze the workflow in front"));
    m_replay->setToolTip(tr("Replay the selected finding's witness run in the simulator"));
    sidepanellist::setUp(m_view, m_model, tr("Analysis findings"), AnalysisFindingsModel::KindColumn,
                         AnalysisFindingsModel::FindingColumn, m_summary, m_detail, tr("Selected finding"));

    connect(m_analyze, &QPushButton::clicked, this, &AnalysisPanel::analyze);
    connect(m_replay, &QPushButton::clicked, this, &AnalysisPanel::replaySelectedWitness);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        updateButtons();
        const AnalysisFinding *selected = m_model->finding(m_view->currentIndex());
        m_detail->setText(selected ? selected->message : QString());
        if (const AnalysisFinding *found = selected)
            emit elementActivated(found->workflow, found->transition.isEmpty()
                                                       ? found->state
                                                       : found->state + QLatin1Char('/') + found->transition);
    });
    connect(m_view, &QTableView::activated, this, &AnalysisPanel::replaySelectedWitness);

    sidepanellist::lay(this, {m_analyze, m_replay}, m_summary, m_view, m_detail);
    updateButtons();
}

AnalysisPanel::~AnalysisPanel()
{
    m_tasks.finish();
}

void AnalysisPanel::setConfig(const flowgate::Value &config)
{
    m_config = config;
    ++m_run; // an analysis on its way is of the old library
    m_running = false;
    if (!m_model->findings().isEmpty())
        m_summary->setText(tr("The library changed since these were found: analyze again."));
    updateButtons();
}

void AnalysisPanel::setWorkflow(const QString &workflowId)
{
    if (workflowId == m_workflowId)
        return;
    m_workflowId = workflowId;
    if (m_analyzedWorkflow != workflowId) {
        m_model->setFindings({});
        m_detail->clear();
        m_summary->setText(workflowId.isEmpty() ? tr("Open a workflow to analyze it.")
                                                : tr("Analyze %1 to look for dead ends, traps and guards that never hold.")
                                                      .arg(workflowId));
    }
    updateButtons();
}

void AnalysisPanel::analyze()
{
    if (m_workflowId.isEmpty() || !m_config.isObject())
        return;
    const int run = ++m_run;
    m_running = true;
    m_summary->setText(tr("Analyzing %1…").arg(m_workflowId));
    updateButtons();
    // m_tasks waits for the analysis before the panel goes, so the answer may name it.
    m_tasks.start([this, run, config = m_config, workflow = m_workflowId] {
        auto analysis = std::make_shared<flowgate::WorkflowAnalysis>(flowgate::FlowAnalysis::analyze(config, workflow));
        QMetaObject::invokeMethod(
            this, [this, run, analysis] {
                if (run != m_run)
                    return; // the library or the request changed since
                m_running = false;
                showResult(*analysis);
                emit analyzed();
            },
            Qt::QueuedConnection);
    });
}

void AnalysisPanel::showResult(const flowgate::WorkflowAnalysis &analysis)
{
    m_analyzedWorkflow = analysis.workflow;
    m_model->setFindings(analysis.findings);
    m_detail->clear();
    int undecided = 0;
    for (const AnalysisFinding &finding : analysis.findings)
        undecided += finding.kind == AnalysisFinding::Kind::Unknown ? 1 : 0;
    const int found = int(analysis.findings.size()) - undecided;
    QString text = found == 0 && undecided == 0
        ? tr("Nothing found in %1: no dead end, trap, never-true guard or stalled choice.").arg(analysis.workflow)
        : tr("%n finding(s) in %1", nullptr, found).arg(analysis.workflow);
    if (undecided > 0)
        text += QLatin1Char(' ') + tr("(%n undecided)", nullptr, undecided);
    text += QLatin1Char(' ') + tr("%n run(s) explored.", nullptr, int(analysis.runsExplored));
    if (analysis.exhausted)
        text += QLatin1Char(' ') + tr("The search stopped at its limit; what lies beyond was not seen.");
    m_summary->setText(text);
    if (m_model->rowCount() > 0)
        m_view->selectRow(0);
    updateButtons();
}

void AnalysisPanel::replaySelectedWitness()
{
    const AnalysisFinding *found = m_model->finding(m_view->currentIndex());
    if (!found || found->witness.isEmpty())
        return;
    const QString place = found->transition.isEmpty() ? found->state : found->state + QLatin1Char('/') + found->transition;
    emit witnessReplayRequested(found->witness,
                                tr("the witness of %1 at %2").arg(AnalysisFindingsModel::kindLabel(found->kind).toLower(), place));
}

void AnalysisPanel::updateButtons()
{
    m_analyze->setEnabled(!m_running && !m_workflowId.isEmpty() && m_config.isObject());
    m_replay->setEnabled(m_view->currentIndex().data(AnalysisFindingsModel::HasWitnessRole).toBool());
}

} // namespace capstudio
