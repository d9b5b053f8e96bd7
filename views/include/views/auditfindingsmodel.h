#pragma once

#include "provenance/deploymentscan.h"
#include "provenance/review.h"

#include <QAbstractItemModel>
#include <QDate>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace capstudio {

// A signed verdict from the workspace as the Audit area shows it beside its finding.
struct AuditVerdict
{
    provenance::Verdict verdict = provenance::Verdict::ConfirmedLeak;
    QString reviewer;
    QString time; // ISO 8601, UTC
    QString note;
    bool stale = false; // the conversation changed since the verdict was given
};

// The findings of a deployment scan as a tree: kind → capability → conversation → finding,
// built as the scan delivers them and rebuilt when the filter changes. Groups are sorted by
// name (the capability "message text" last), conversations and findings stay in the order
// the scan found them. The per-day counts behind the chart follow the filter.
class AuditFindingsModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, CountColumn, AgentColumn, TimeColumn, VerdictColumn, WhereColumn, ColumnCount };
    enum Roles {
        LevelRole = Qt::UserRole + 1, // Level
        FindingRole,                  // int: index into findings(), -1 on groups
        ConversationRole,             // QString: the conversation id (conversations and findings)
        SortRole,                     // what the columns sort by (counts as numbers, times as ms)
    };
    enum class Level { Kind, Capability, Conversation, Finding };

    enum class VerdictFilter { Any, Unreviewed, ConfirmedLeak, FalsePositive, AcceptedRisk };
    struct Filter
    {
        QDate from;         // inclusive, UTC days; invalid: no bound
        QDate to;           // inclusive
        QString agent;      // slug; empty: all
        QString capability; // slug; empty: all; MessageTextKey: findings outside any call
        QString kind;       // leakKindId; empty: all
        VerdictFilter verdict = VerdictFilter::Any;
        bool operator==(const Filter &other) const;
        bool operator!=(const Filter &other) const { return !(*this == other); }
    };
    // Stands for "not in a capability call" in Filter::capability.
    static const QString MessageTextKey;

    explicit AuditFindingsModel(QObject *parent = nullptr);
    ~AuditFindingsModel() override;

    // Forgets every finding and verdict (a new scan).
    void clear();
    // Adds what a scan delivered; `titles` names conversations (id → title, leaks masked).
    void addFindings(std::vector<provenance::DeploymentFinding> findings, const QHash<QString, QString> &titles);
    // The verdicts of the workspace by LiveVerdict::scanKey().
    void setVerdicts(QHash<QString, AuditVerdict> verdicts);
    // Verdicts given since (by the same key): shown in place, the tree kept unless the
    // verdict filter hides or shows findings by them.
    void addVerdicts(const QHash<QString, AuditVerdict> &verdicts);
    // "Confirmed leak", "False positive", "Accepted risk": a verdict as a choice or a cell shows it.
    static QString verdictLabel(provenance::Verdict verdict);
    // The verdicts (by scan key) whose conversation changed since they were given.
    void markStale(const QSet<QString> &keys);
    // The scan key of a finding: what verdicts are kept by.
    static QString verdictKey(const provenance::DeploymentFinding &finding);
    void setFilter(const Filter &filter);
    const Filter &filter() const { return m_filter; }

    const std::deque<provenance::DeploymentFinding> &findings() const { return m_findings; }
    // The verdict given to a finding, if any.
    std::optional<AuditVerdict> verdictOf(const provenance::DeploymentFinding &finding) const;
    QString titleOf(const QString &conversationId) const { return m_titles.value(conversationId, conversationId); }
    // How many findings the filter lets through, and per day (UTC) among those.
    qint64 shownCount() const { return m_shown; }
    const std::map<QDate, qint64> &shownPerDay() const { return m_perDay; }
    // What the filters can choose from: every agent, capability (MessageTextKey for message
    // text) and kind seen so far, sorted.
    QStringList agents() const;
    QStringList capabilities() const;
    QStringList kinds() const;
    QString kindTitle(const QString &kindId) const { return m_kinds.value(kindId, kindId); }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // The order of SortRole for two indexes of one column, without a QVariant per comparison.
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const;

signals:
    // The shown findings changed (added, filtered): the counts and the chart follow.
    void shownChanged();
    // A new agent, capability or kind was seen.
    void choicesChanged();

private:
    struct Node;
    bool passes(const provenance::DeploymentFinding &finding) const;
    // The group under `parent` named `key`, made (and announced) when missing.
    Node *groupOf(Node *parent, Level level, const QString &key);
    void insertShown(const std::vector<int> &indexes);
    void rebuild();
    QModelIndex indexOf(const Node *node, int column) const;
    void countAdded(Node *node, qint64 added);
    void verdictsChanged(const Node *node);

    std::unique_ptr<Node> m_root;
    std::deque<provenance::DeploymentFinding> m_findings; // never moved as it grows
    QHash<QString, QString> m_titles;
    QHash<QString, AuditVerdict> m_verdicts;
    Filter m_filter;
    qint64 m_shown = 0;
    std::map<QDate, qint64> m_perDay;
    QSet<QString> m_agents;
    QSet<QString> m_capabilities;
    QHash<QString, QString> m_kinds; // id → title
    bool m_quiet = false; // inside a reset: no row signals
    QSet<QString> m_pool; // the one copy of each repeated text (agents, capabilities, days …)
};

} // namespace capstudio
