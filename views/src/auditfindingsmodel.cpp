#include "views/auditfindingsmodel.h"

#include "core/tone.h"

#include <QDateTime>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace capstudio {

using provenance::DeploymentFinding;

const QString AuditFindingsModel::MessageTextKey = QStringLiteral("\x01message-text");

struct AuditFindingsModel::Node
{
    Node *parent = nullptr;
    int row = 0;
    int depth = -1; // -1 the root, then Level
    QString key;    // kind id, capability slug (or MessageTextKey), conversation id
    QString name;   // kind title (groups of kinds)
    QString agent;  // conversations
    int finding = -1;
    qint64 count = 0;
    qint64 lastTimeMs = 0;
    std::vector<std::unique_ptr<Node>> children;
    QHash<QString, Node *> groups; // key → child, above the findings

    Level level() const { return Level(depth); }
};

namespace {

// Groups sort by key, with the findings outside any call after the capabilities.
bool groupBefore(const QString &left, const QString &right)
{
    const bool leftText = left == AuditFindingsModel::MessageTextKey;
    const bool rightText = right == AuditFindingsModel::MessageTextKey;
    if (leftText != rightText)
        return rightText;
    return left < right;
}

QString timeText(qint64 ms)
{
    if (ms <= 0)
        return {};
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

} // namespace

bool AuditFindingsModel::Filter::operator==(const Filter &other) const
{
    return from == other.from && to == other.to && agent == other.agent && capability == other.capability
           && kind == other.kind && verdict == other.verdict;
}

AuditFindingsModel::AuditFindingsModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>())
{
}

AuditFindingsModel::~AuditFindingsModel() = default;

void AuditFindingsModel::clear()
{
    beginResetModel();
    m_root = std::make_unique<Node>();
    m_findings = {};
    m_pool.clear();
    m_titles.clear();
    m_verdicts.clear();
    m_shown = 0;
    m_perDay.clear();
    m_agents.clear();
    m_capabilities.clear();
    m_kinds.clear();
    endResetModel();
    emit shownChanged();
    emit choicesChanged();
}

void AuditFindingsModel::addFindings(std::vector<DeploymentFinding> findings, const QHash<QString, QString> &titles)
{
    for (auto title = titles.cbegin(); title != titles.cend(); ++title)
        m_titles.insert(title.key(), title.value());
    bool newChoice = false;
    std::vector<int> shown;
    // Agents, capabilities, days, kinds and masked forms repeat across a deployment: each
    // finding shares one copy of the text instead of holding its own.
    const auto intern = [this](QString &text) {
        if (text.isEmpty())
            return;
        const auto pooled = m_pool.constFind(text);
        if (pooled != m_pool.cend())
            text = *pooled;
        else
            m_pool.insert(text);
    };
    for (DeploymentFinding &finding : findings) {
        intern(finding.agent);
        intern(finding.capability);
        intern(finding.day);
        intern(finding.role);
        intern(finding.masked);
        intern(finding.hint);
        const QString capability = finding.capability.isEmpty() ? MessageTextKey : finding.capability;
        const QString kind = provenance::leakKindId(finding.kind);
        if (!m_agents.contains(finding.agent) && !finding.agent.isEmpty()) {
            m_agents.insert(finding.agent);
            newChoice = true;
        }
        if (!m_capabilities.contains(capability)) {
            m_capabilities.insert(capability);
            newChoice = true;
        }
        if (!m_kinds.contains(kind)) {
            m_kinds.insert(kind, provenance::leakKindTitle(finding.kind));
            newChoice = true;
        }
        m_findings.push_back(std::move(finding));
        if (passes(m_findings.back()))
            shown.push_back(int(m_findings.size()) - 1);
    }
    if (!shown.empty()) {
        insertShown(shown);
        emit shownChanged();
    }
    if (newChoice)
        emit choicesChanged();
}

void AuditFindingsModel::setVerdicts(QHash<QString, AuditVerdict> verdicts)
{
    m_verdicts = std::move(verdicts);
    rebuild();
}

QString AuditFindingsModel::verdictLabel(provenance::Verdict verdict)
{
    switch (verdict) {
    case provenance::Verdict::ConfirmedLeak:
        return tr("Confirmed leak");
    case provenance::Verdict::FalsePositive:
        return tr("False positive");
    case provenance::Verdict::AcceptedRisk:
        return tr("Accepted risk");
    }
    return {};
}

QString AuditFindingsModel::verdictKey(const DeploymentFinding &finding)
{
    return finding.conversationId + QLatin1Char('\n') + finding.reviewKey;
}

void AuditFindingsModel::addVerdicts(const QHash<QString, AuditVerdict> &verdicts)
{
    for (auto verdict = verdicts.cbegin(); verdict != verdicts.cend(); ++verdict)
        m_verdicts.insert(verdict.key(), verdict.value());
    if (m_filter.verdict != VerdictFilter::Any) {
        rebuild();
        return;
    }
    verdictsChanged(m_root.get());
}

void AuditFindingsModel::markStale(const QSet<QString> &keys)
{
    QHash<QString, AuditVerdict> changed;
    for (const QString &key : keys) {
        const auto verdict = m_verdicts.constFind(key);
        if (verdict != m_verdicts.cend() && !verdict->stale) {
            AuditVerdict stale = *verdict;
            stale.stale = true;
            changed.insert(key, stale);
        }
    }
    if (!changed.isEmpty())
        addVerdicts(changed);
}

void AuditFindingsModel::verdictsChanged(const Node *node)
{
    if (node->depth == int(Level::Conversation)) {
        if (!node->children.empty())
            emit dataChanged(indexOf(node->children.front().get(), 0),
                             indexOf(node->children.back().get(), ColumnCount - 1));
        return;
    }
    for (const std::unique_ptr<Node> &child : node->children)
        verdictsChanged(child.get());
}

void AuditFindingsModel::setFilter(const Filter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    rebuild();
}

std::optional<AuditVerdict> AuditFindingsModel::verdictOf(const DeploymentFinding &finding) const
{
    const auto found = m_verdicts.constFind(verdictKey(finding));
    if (found == m_verdicts.cend())
        return std::nullopt;
    return *found;
}

QStringList AuditFindingsModel::agents() const
{
    QStringList list(m_agents.cbegin(), m_agents.cend());
    list.sort();
    return list;
}

QStringList AuditFindingsModel::capabilities() const
{
    QStringList list(m_capabilities.cbegin(), m_capabilities.cend());
    std::sort(list.begin(), list.end(), groupBefore);
    return list;
}

QStringList AuditFindingsModel::kinds() const
{
    QStringList list = m_kinds.keys();
    list.sort();
    return list;
}

bool AuditFindingsModel::passes(const DeploymentFinding &finding) const
{
    if (m_filter.from.isValid() || m_filter.to.isValid()) {
        const QDate day = QDate::fromString(finding.day, Qt::ISODate);
        if (!day.isValid())
            return false; // a finding without a time is outside every window
        if ((m_filter.from.isValid() && day < m_filter.from) || (m_filter.to.isValid() && day > m_filter.to))
            return false;
    }
    if (!m_filter.agent.isEmpty() && finding.agent != m_filter.agent)
        return false;
    if (!m_filter.capability.isEmpty()) {
        const QString capability = finding.capability.isEmpty() ? MessageTextKey : finding.capability;
        if (capability != m_filter.capability)
            return false;
    }
    if (!m_filter.kind.isEmpty() && provenance::leakKindId(finding.kind) != m_filter.kind)
        return false;
    if (m_filter.verdict == VerdictFilter::Any)
        return true;
    const std::optional<AuditVerdict> verdict = verdictOf(finding);
    switch (m_filter.verdict) {
    case VerdictFilter::Any:
        return true;
    case VerdictFilter::Unreviewed:
        return !verdict;
    case VerdictFilter::ConfirmedLeak:
        return verdict && verdict->verdict == provenance::Verdict::ConfirmedLeak;
    case VerdictFilter::FalsePositive:
        return verdict && verdict->verdict == provenance::Verdict::FalsePositive;
    case VerdictFilter::AcceptedRisk:
        return verdict && verdict->verdict == provenance::Verdict::AcceptedRisk;
    }
    return true;
}

AuditFindingsModel::Node *AuditFindingsModel::groupOf(Node *parent, Level level, const QString &key)
{
    if (Node *found = parent->groups.value(key))
        return found;
    auto node = std::make_unique<Node>();
    node->parent = parent;
    node->depth = int(level);
    node->key = key;
    // Kinds and capabilities sorted; conversations as they come (the store gives them in id order).
    auto at = parent->children.end();
    if (level != Level::Conversation) {
        at = std::lower_bound(parent->children.begin(), parent->children.end(), key,
                              [](const std::unique_ptr<Node> &child, const QString &wanted) {
                                  return groupBefore(child->key, wanted);
                              });
    }
    const int row = int(at - parent->children.begin());
    if (!m_quiet)
        beginInsertRows(indexOf(parent, 0), row, row);
    Node *made = node.get();
    parent->children.insert(at, std::move(node));
    for (int i = row; i < int(parent->children.size()); ++i)
        parent->children[std::size_t(i)]->row = i;
    parent->groups.insert(key, made);
    if (!m_quiet)
        endInsertRows();
    return made;
}

void AuditFindingsModel::insertShown(const std::vector<int> &indexes)
{
    // The findings of one conversation come together: each conversation's new rows are
    // inserted at once.
    std::vector<std::pair<Node *, std::vector<int>>> runs;
    QHash<Node *, std::size_t> runOf;
    for (const int index : indexes) {
        const DeploymentFinding &finding = m_findings[std::size_t(index)];
        Node *kind = groupOf(m_root.get(), Level::Kind, provenance::leakKindId(finding.kind));
        if (kind->name.isEmpty())
            kind->name = provenance::leakKindTitle(finding.kind);
        Node *capability = groupOf(kind, Level::Capability,
                                   finding.capability.isEmpty() ? MessageTextKey : finding.capability);
        Node *conversation = groupOf(capability, Level::Conversation, finding.conversationId);
        conversation->agent = finding.agent;
        const auto run = runOf.constFind(conversation);
        if (run == runOf.cend()) {
            runOf.insert(conversation, runs.size());
            runs.push_back({conversation, {index}});
        } else {
            runs[*run].second.push_back(index);
        }
        const QDate day = QDate::fromString(finding.day, Qt::ISODate);
        if (day.isValid())
            ++m_perDay[day];
        ++m_shown;
    }
    for (auto &[conversation, found] : runs) {
        const int first = int(conversation->children.size());
        if (!m_quiet)
            beginInsertRows(indexOf(conversation, 0), first, first + int(found.size()) - 1);
        qint64 lastTime = 0;
        for (const int index : found) {
            auto leaf = std::make_unique<Node>();
            leaf->parent = conversation;
            leaf->row = int(conversation->children.size());
            leaf->depth = int(Level::Finding);
            leaf->finding = index;
            leaf->count = 1;
            leaf->lastTimeMs = m_findings[std::size_t(index)].timeMs;
            lastTime = std::max(lastTime, leaf->lastTimeMs);
            conversation->children.push_back(std::move(leaf));
        }
        if (!m_quiet)
            endInsertRows();
        for (Node *node = conversation; node && node != m_root.get(); node = node->parent)
            node->lastTimeMs = std::max(node->lastTimeMs, lastTime);
        countAdded(conversation, qint64(found.size()));
    }
}

void AuditFindingsModel::countAdded(Node *node, qint64 added)
{
    for (; node && node != m_root.get(); node = node->parent) {
        node->count += added;
        if (!m_quiet)
            emit dataChanged(indexOf(node, CountColumn), indexOf(node, TimeColumn));
    }
}

void AuditFindingsModel::rebuild()
{
    // Built inside one reset: the views hear of it once, not row by row.
    beginResetModel();
    m_root = std::make_unique<Node>();
    m_shown = 0;
    m_perDay.clear();
    std::vector<int> shown;
    for (int index = 0; index < int(m_findings.size()); ++index) {
        if (passes(m_findings[std::size_t(index)]))
            shown.push_back(index);
    }
    m_quiet = true;
    insertShown(shown);
    m_quiet = false;
    endResetModel();
    emit shownChanged();
}

QModelIndex AuditFindingsModel::indexOf(const Node *node, int column) const
{
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row, column, const_cast<Node *>(node));
}

QModelIndex AuditFindingsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const Node *node = parent.isValid() ? static_cast<const Node *>(parent.internalPointer()) : m_root.get();
    if (parent.isValid() && parent.column() != 0)
        return {};
    if (row >= int(node->children.size()))
        return {};
    return createIndex(row, column, node->children[std::size_t(row)].get());
}

QModelIndex AuditFindingsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const Node *node = static_cast<const Node *>(child.internalPointer());
    return indexOf(node->parent, 0);
}

int AuditFindingsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_root->children.size());
    if (parent.column() != 0)
        return 0;
    return int(static_cast<const Node *>(parent.internalPointer())->children.size());
}

int AuditFindingsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant AuditFindingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node *node = static_cast<const Node *>(index.internalPointer());
    const Level level = node->level();
    const DeploymentFinding *finding = node->finding >= 0 ? &m_findings[std::size_t(node->finding)] : nullptr;
    switch (role) {
    case LevelRole:
        return int(level);
    case FindingRole:
        return node->finding;
    case ConversationRole:
        if (level == Level::Conversation)
            return node->key;
        return finding ? finding->conversationId : QVariant();
    default:
        break;
    }
    if (role == SortRole) {
        if (index.column() == CountColumn)
            return node->count;
        if (index.column() == TimeColumn)
            return node->lastTimeMs;
        return data(index, Qt::DisplayRole).toString().toLower();
    }
    if (role != Qt::DisplayRole && role != Qt::ForegroundRole && role != Qt::ToolTipRole
        && role != Qt::TextAlignmentRole)
        return {};
    // Looked up only for what shows it (the sorting asks for counts many times a batch).
    const std::optional<AuditVerdict> verdict =
        finding && role != Qt::TextAlignmentRole ? verdictOf(*finding) : std::nullopt;
    if (role == Qt::ForegroundRole) {
        if (verdict && verdict->stale && index.column() == VerdictColumn)
            return toneColor(Tone::Neutral);
        if (verdict && verdict->verdict == provenance::Verdict::FalsePositive)
            return QGuiApplication::palette().color(QPalette::PlaceholderText);
        if (finding && finding->severity == provenance::LeakSeverity::High && index.column() == NameColumn)
            return toneColor(Tone::Negative);
        return {};
    }
    if (role == Qt::TextAlignmentRole && index.column() == CountColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && finding) {
        QString tip = tr("%1 (%2 severity) in conversation %3, message %4 at %5")
                          .arg(provenance::leakKindTitle(finding->kind), provenance::leakSeverityId(finding->severity),
                               finding->conversationId,
                               finding->messageId.isEmpty() ? tr("(the conversation's fields)") : finding->messageId,
                               finding->pointer);
        if (!finding->embeddedPointer.isEmpty())
            tip += tr(" → %1").arg(finding->embeddedPointer);
        if (verdict) {
            tip += QLatin1Char('\n')
                   + tr("%1 by %2 at %3").arg(verdictLabel(verdict->verdict), verdict->reviewer, verdict->time);
            if (!verdict->note.isEmpty())
                tip += QLatin1Char('\n') + verdict->note;
            if (verdict->stale)
                tip += QLatin1Char('\n') + tr("Stale: the conversation changed since this verdict was given.");
        }
        tip += QLatin1Char('\n') + tr("Double-click to open the conversation at this finding.");
        return tip;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NameColumn:
        switch (level) {
        case Level::Kind:
            return node->name;
        case Level::Capability:
            return node->key == MessageTextKey ? tr("Message text (no capability call)") : node->key;
        case Level::Conversation: {
            const QString title = m_titles.value(node->key);
            return title.isEmpty() ? node->key : title;
        }
        case Level::Finding:
            return tr("\"%1\" — masked: %2").arg(finding->hint, finding->masked);
        }
        return {};
    case CountColumn:
        return level == Level::Finding ? QVariant() : QVariant(node->count);
    case AgentColumn:
        if (level == Level::Conversation)
            return node->agent;
        return finding ? finding->agent : QVariant();
    case TimeColumn:
        return level >= Level::Conversation ? timeText(node->lastTimeMs) : QString();
    case VerdictColumn:
        if (!verdict)
            return {};
        if (verdict->stale)
            return tr("%1 (%2) — stale").arg(verdictLabel(verdict->verdict), verdict->reviewer);
        return tr("%1 (%2)").arg(verdictLabel(verdict->verdict), verdict->reviewer);
    case WhereColumn:
        if (level == Level::Conversation)
            return node->key;
        if (!finding)
            return {};
        {
            QString where = finding->messageId.isEmpty() ? finding->pointer
                                                          : tr("%1 %2").arg(finding->messageId, finding->pointer);
            if (!finding->embeddedPointer.isEmpty())
                where += tr(" → %1").arg(finding->embeddedPointer);
            return where;
        }
    default:
        return {};
    }
}

bool AuditFindingsModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const Node *a = static_cast<const Node *>(left.internalPointer());
    const Node *b = static_cast<const Node *>(right.internalPointer());
    switch (left.column()) {
    case CountColumn:
        return a->count < b->count;
    case TimeColumn:
        return a->lastTimeMs < b->lastTimeMs;
    default:
        return QString::compare(data(left).toString(), data(right).toString(), Qt::CaseInsensitive) < 0;
    }
}

QVariant AuditFindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Finding");
    case CountColumn:
        return tr("Count");
    case AgentColumn:
        return tr("Agent");
    case TimeColumn:
        return tr("Last seen (UTC)");
    case VerdictColumn:
        return tr("Verdict");
    case WhereColumn:
        return tr("Where");
    default:
        return {};
    }
}

} // namespace capstudio
