#pragma once

#include <QWidget>
#include <memory>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QModelIndex;
class QSettings;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;
class QTimer;
class QTreeView;

#include "core/workpool.h"
#include "provenance/deploymentscan.h"
#include "provenance/review.h"

namespace capstudio::provenance {
class Bundle;
}

namespace capstudio {

class FindingsModel;
class MessageDetailView;
class TimelineFilterProxy;
class TimelineModel;

// One open provenance bundle: its header (conversation, agent, ids, time span, counts), the
// filters, the timeline of messages and calls, the findings table and the detail of the
// selection. Navigation (next/previous leak or call, tool row ↔ call) works on what the
// filters show.
class BundleView : public QWidget
{
    Q_OBJECT

public:
    explicit BundleView(std::shared_ptr<const provenance::Bundle> bundle, QWidget *parent = nullptr);
    ~BundleView() override;

    const std::shared_ptr<const provenance::Bundle> &bundle() const { return m_bundle; }

    // A recorded call whose arguments would not pass its capability's parameters schema as
    // the connection holds it now.
    struct CallDrift
    {
        int call = -1; // index into Bundle::calls()
        QString slug;
        std::vector<provenance::DriftSchemas::Violation> violations;
    };
    // Checks every call against `schemas` (null: none) off this thread; the header then says
    // how many drift, the call detail says why, and driftChecked() follows.
    void setDriftSchemas(std::shared_ptr<const provenance::DriftSchemas> schemas);
    const std::vector<CallDrift> &drift() const { return m_drift; }
    bool isCheckingDrift() const { return m_driftRun != m_driftDone; }
    // Selects the next call that drifts (after the current one, wrapping); false when none.
    bool nextDrift();

    QLabel *header() const { return m_header; }
    QTreeView *timeline() const { return m_timeline; }
    TimelineModel *timelineModel() const { return m_model; }
    TimelineFilterProxy *filterProxy() const { return m_proxy; }
    QTableView *findingsView() const { return m_findingsView; }
    FindingsModel *findingsModel() const { return m_findings; }
    MessageDetailView *detailView() const { return m_detail; }
    QComboBox *slugFilter() const { return m_slug; }
    QComboBox *roleFilter() const { return m_role; }
    QCheckBox *failedOnlyFilter() const { return m_failedOnly; }
    QCheckBox *leaksOnlyFilter() const { return m_leaksOnly; }
    QLineEdit *textFilter() const { return m_text; }
    QLabel *countLabel() const { return m_count; }

    // The selected message (-1 for none) and call (-1 when a message row is selected).
    int currentMessage() const;
    int currentCall() const;

    void selectMessage(int message, int finding = -1);
    void selectCall(int call, int finding = -1);
    // Selects the message or call that holds finding `finding` and highlights it.
    void followFinding(int finding);

    // Each returns false when there is nowhere to go.
    bool nextLeak();
    bool previousLeak();
    bool nextCall();
    bool previousCall();
    // From a tool row to the traced call it answers, and from a call to its tool row.
    bool goToCounterpart();
    bool hasCounterpart() const;

    void clearFilters();
    void applyTextFilter(); // applies the free-text filter now instead of after the pause
    void focusFilter();

    void saveState(QSettings &settings) const;
    void restoreState(const QSettings &settings);

    // Shown once the bundle's file changed under it (truncated, rewritten, rotated).
    QWidget *changedBanner() const { return m_changedBanner; }

    // The review kept beside the bundle's file (BUNDLE.review.json), as checked: its verdicts
    // in the findings' Verdict column (marked stale when the file changed since they were
    // given; none when the review fails its signature), and a line above the findings.
    // `verdicts`: review.entriesByFinding() of this bundle.
    void setReview(const provenance::ReviewFile &review, provenance::ReviewFile::State state,
                   QHash<int, provenance::ReviewFile::Entry> verdicts);
    QLabel *reviewLabel() const { return m_review; }

signals:
    void selectionChanged();
    void driftChecked();
    void statusMessage(const QString &message);
    // The user asks to read the changed file again.
    void reopenRequested();

private:
    using Stop = std::pair<int, int>; // (message, call or -1)
    QWidget *buildFilters();
    void buildHeader();
    void checkFile();
    void updateCount();
    void showCurrent();
    void select(const QModelIndex &sourceIndex, int finding);
    QModelIndex sourceIndexOf(const Stop &stop) const;
    Stop currentStop() const;
    bool step(const std::vector<Stop> &stops, bool forward, bool leaks, const QString &what);

    std::shared_ptr<const provenance::Bundle> m_bundle;
    TimelineModel *m_model;
    TimelineFilterProxy *m_proxy;
    FindingsModel *m_findings;
    QSortFilterProxyModel *m_findingsSorter;
    QLabel *m_header;
    QComboBox *m_slug;
    QComboBox *m_role;
    QCheckBox *m_failedOnly;
    QCheckBox *m_leaksOnly;
    QLineEdit *m_text;
    QTimer *m_textTimer;
    QLabel *m_count;
    QLabel *m_review = nullptr;
    QTreeView *m_timeline;
    QTableView *m_findingsView;
    MessageDetailView *m_detail;
    QWidget *m_changedBanner;
    QLabel *m_changedText;
    QTimer *m_fileCheck;
    QSplitter *m_mainSplitter;
    QSplitter *m_leftSplitter;
    std::shared_ptr<const provenance::DriftSchemas> m_schemas;
    std::vector<CallDrift> m_drift;
    TaskGroup m_driftTasks; // the drift checks on their way
    int m_driftRun = 0;  // the check asked for last
    int m_driftDone = 0; // the check whose answer is shown
    std::vector<Stop> m_leakStops;
    std::vector<Stop> m_callStops;
    bool m_selecting = false;
};

} // namespace capstudio
