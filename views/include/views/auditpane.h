#pragma once

#include "provenance/deploymentscan.h"
#include "views/auditfindingsmodel.h"

#include <QDateTime>
#include <QWidget>

#include <map>

class QAction;
class QComboBox;
class QDateEdit;
class QLabel;
class QProgressBar;
class QSortFilterProxyModel;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTreeView;
class QTreeWidget;

namespace capstudio {

class EmptyState;
class FindingsPerDayChart;

// The Audit area: a scan of the whole deployment the connection holds, its findings grouped
// kind → capability → conversation with the verdicts the workspace keeps, filters (days,
// agent, capability, kind, verdict), a chart of findings per day, the schema drift of the
// recorded calls and the deployment report. The window runs the scan (views never see the
// store): the pane asks for one with scanRequested() and is fed as results come.
class AuditPane : public QWidget
{
    Q_OBJECT

public:
    explicit AuditPane(QWidget *parent = nullptr);
    ~AuditPane() override;

    AuditFindingsModel *model() const { return m_model; }
    QTreeView *findingsView() const { return m_view; }
    QSortFilterProxyModel *sorter() const { return m_sorter; }
    FindingsPerDayChart *chart() const { return m_chart; }
    QTreeWidget *driftView() const { return m_drift; }
    QLabel *summaryLabel() const { return m_summary; }
    QProgressBar *progressBar() const { return m_progress; }
    QAction *scanAction() const { return m_scanAction; }
    QAction *cancelAction() const { return m_cancelAction; }
    QAction *exportAction() const { return m_exportAction; }
    QAction *verdictAction() const { return m_verdictAction; }
    QAction *openAction() const { return m_openAction; }
    // The findings the selection holds: selected findings, and every finding under a selected
    // group (a conversation, a capability, a kind), each once.
    std::vector<provenance::DeploymentFinding> selectedFindings() const;
    // Verdicts just given (by AuditFindingsModel::verdictKey).
    void addVerdicts(const QHash<QString, AuditVerdict> &verdicts);
    QComboBox *scopeChoice() const { return m_scope; }
    QComboBox *agentFilter() const { return m_agent; }
    QComboBox *capabilityFilter() const { return m_capability; }
    QComboBox *kindFilter() const { return m_kind; }
    QComboBox *verdictFilter() const { return m_verdict; }
    QDateEdit *fromFilter() const { return m_from; }
    QDateEdit *toFilter() const { return m_to; }

    // Where scans read, for the header and the report; says that a Sunrise server shows only
    // the key owner's conversations. Forgets the last scan (another connection).
    void setSource(const provenance::DeploymentScanContext &context);
    // The messages created since this time (invalid: all) are what the chosen scope covers.
    QDateTime scopeSince() const;
    // The scope is "Since the last scan": where the previous such scan stopped (kept by the
    // window's workspace) decides.
    bool scopeIsSinceLast() const;

    // The window's side of a scan: started, fed, finished.
    void scanStarted(const QHash<QString, AuditVerdict> &verdicts, const QStringList &notes);
    void addResults(std::vector<provenance::DeploymentFinding> findings,
                    const std::vector<provenance::DriftFinding> &drift, const QHash<QString, QString> &titles,
                    qint64 conversations, qint64 messages, qint64 totalMessages);
    // `error` empty when the scan read everything it selected (or was cancelled).
    // `stale`: the scan keys of verdicts whose conversation changed since they were given.
    void scanFinished(const provenance::DeploymentSummary &summary, bool cancelled, const QString &error,
                      const QStringList &notes, const QSet<QString> &stale = {});
    bool isScanning() const { return m_scanning; }
    // The aggregates of the last finished scan (what the report says).
    const std::optional<provenance::DeploymentSummary> &lastSummary() const { return m_lastSummary; }

    // Writes the deployment report of the last finished scan (.html or Markdown by suffix).
    bool exportReport(const QString &path);
    void clearFilters();

    void saveState() const;
    void restoreState();

signals:
    // Start a scan of what `since` selects (invalid: every conversation), or with `sinceLast`
    // of what arrived since the previous such scan.
    void scanRequested(const QDateTime &since, bool sinceLast);
    void cancelRequested();
    // Give these findings a verdict (the window asks for it and signs it).
    void verdictRequested(const std::vector<provenance::DeploymentFinding> &findings);
    // Open the conversation at the finding, in the Provenance area.
    void findingActivated(const provenance::DeploymentFinding &finding, const QString &title);
    void statusMessage(const QString &message);

private:
    QWidget *buildFilters();
    void applyFilter();
    void updateChoices();
    void updateSummary();
    void updateActions();
    void refillCombo(QComboBox *combo, const QStringList &values, const std::function<QString(const QString &)> &label);
    void activate(const QModelIndex &index);
    void showDay(const QDate &day);
    void rebuildDrift();

    AuditFindingsModel *m_model;
    QSortFilterProxyModel *m_sorter;
    QStackedWidget *m_stack;
    EmptyState *m_empty;
    QTreeView *m_view;
    QSplitter *m_splitter;
    QTabWidget *m_tabs;
    FindingsPerDayChart *m_chart;
    QTreeWidget *m_drift;
    QLabel *m_source;
    QLabel *m_summary;
    QLabel *m_notes;
    QProgressBar *m_progress;
    QComboBox *m_scope;
    QComboBox *m_agent;
    QComboBox *m_capability;
    QComboBox *m_kind;
    QComboBox *m_verdict;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QAction *m_scanAction;
    QAction *m_cancelAction;
    QAction *m_exportAction;
    QAction *m_clearFiltersAction;
    QAction *m_verdictAction;
    QAction *m_openAction;
    provenance::DeploymentScanContext m_context;
    std::optional<provenance::DeploymentSummary> m_lastSummary;
    bool m_scanning = false;
    bool m_cancelled = false;
    qint64 m_conversations = 0;
    qint64 m_messages = 0;
    qint64 m_totalMessages = -1;
    // capability → field → (calls, first message)
    std::map<QString, std::map<QString, std::pair<qint64, QString>>> m_driftFields;
    qint64 m_driftCalls = 0;
    bool m_driftDirty = false;
};

} // namespace capstudio
