#include "views/timelinemodel.h"

#include "provenance/bundle.h"
#include "core/tone.h"

#include <QApplication>
#include <QGuiApplication>
#include <QColor>
#include <QDateTime>
#include <QFont>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <cmath>

namespace capstudio {

using provenance::Bundle;
using provenance::CallSummary;
using provenance::MessageDetail;
using provenance::MessageSummary;
using provenance::ProvenanceState;
using provenance::Role;

namespace {

constexpr int PreviewChars = 160;

QColor roleColor(Role role)
{
    switch (role) {
    case Role::User: return toneColor(Tone::Positive);
    case Role::Assistant: return toneColor(Tone::Informative);
    case Role::Tool: return toneColor(Tone::Neutral);
    case Role::System: return toneColor(Tone::Accent);
    case Role::Other: break;
    }
    return toneColor(Tone::Muted);
}

QString oneLine(QString text)
{
    for (QChar &c : text) {
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QLatin1Char('\t'))
            c = QLatin1Char(' ');
    }
    return text.simplified();
}

QString formatTime(qint64 ms, bool withDate)
{
    if (ms == 0)
        return QString();
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC)
        .toString(withDate ? QStringLiteral("yyyy-MM-dd HH:mm:ss") : QStringLiteral("HH:mm:ss"));
}

} // namespace

TimelineModel::TimelineModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_previews(4000)
    , m_details(32)
{
}

TimelineModel::~TimelineModel() = default;

void TimelineModel::setBundle(std::shared_ptr<const Bundle> bundle)
{
    beginResetModel();
    m_bundle = std::move(bundle);
    m_showDates = false;
    if (m_bundle && m_bundle->firstTimeMs() != 0) {
        const QDate first = QDateTime::fromMSecsSinceEpoch(m_bundle->firstTimeMs(), Qt::UTC).date();
        const QDate last = QDateTime::fromMSecsSinceEpoch(m_bundle->lastTimeMs(), Qt::UTC).date();
        m_showDates = first != last;
    }
    m_previews.clear();
    m_details.clear();
    endResetModel();
}

QModelIndex TimelineModel::messageIndex(int message, int column) const
{
    if (!m_bundle || message < 0 || message >= int(m_bundle->messages().size()))
        return {};
    return createIndex(message, column, quintptr(0));
}

QModelIndex TimelineModel::callIndex(int call, int column) const
{
    if (!m_bundle || call < 0 || call >= int(m_bundle->calls().size()))
        return {};
    const CallSummary &summary = m_bundle->calls()[size_t(call)];
    const MessageSummary &message = m_bundle->messages()[summary.message];
    const int row = call - int(message.firstCall);
    if (row < 0 || row >= int(message.callCount))
        return {};
    return createIndex(row, column, quintptr(summary.message) + 1);
}

QModelIndex TimelineModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!m_bundle || row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid()) {
        if (row >= int(m_bundle->messages().size()))
            return {};
        return createIndex(row, column, quintptr(0));
    }
    if (parent.internalId() != 0 || parent.column() != 0)
        return {};
    const MessageSummary &message = m_bundle->messages()[size_t(parent.row())];
    if (row >= int(message.callCount))
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex TimelineModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int TimelineModel::rowCount(const QModelIndex &parent) const
{
    if (!m_bundle)
        return 0;
    if (!parent.isValid())
        return int(m_bundle->messages().size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return int(m_bundle->messages()[size_t(parent.row())].callCount);
}

int TimelineModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid() && (parent.internalId() != 0 || parent.column() != 0))
        return 0;
    return ColumnCount;
}

bool TimelineModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

Qt::ItemFlags TimelineModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.internalId() != 0)
        result |= Qt::ItemNeverHasChildren;
    return result;
}

QVariant TimelineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case ItemColumn: return tr("Message / call");
    case TimeColumn: return tr("UTC");
    case StatusColumn: return tr("Status");
    case LatencyColumn: return tr("Latency");
    case CostColumn: return tr("Cost");
    case LeaksColumn: return tr("Leaks");
    case PreviewColumn: return tr("Content");
    case ColumnCount: break;
    }
    return {};
}

QIcon TimelineModel::roleIcon(int role)
{
    // One icon per role and per light or dark palette: the tones differ.
    static QHash<int, QIcon> icons;
    const int key = role * 2 + (isDarkPalette(QGuiApplication::palette()) ? 1 : 0);
    auto it = icons.constFind(key);
    if (it != icons.constEnd())
        return *it;
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(roleColor(Role(role)));
    painter.drawRoundedRect(QRectF(1, 1, 10, 10), 3, 3);
    painter.end();
    return *icons.insert(key, QIcon(pixmap));
}

QString TimelineModel::preview(int message) const
{
    if (QString *cached = m_previews.object(message))
        return *cached;
    QString text = oneLine(m_bundle->content(message, PreviewChars + 40)).left(PreviewChars);
    m_previews.insert(message, new QString(text));
    return text;
}

const MessageDetail *TimelineModel::detail(int message) const
{
    if (MessageDetail *cached = m_details.object(message))
        return cached;
    auto *detail = new MessageDetail(m_bundle->message(message));
    m_details.insert(message, detail);
    return m_details.object(message);
}

QString TimelineModel::callPreview(int call) const
{
    const CallSummary &summary = m_bundle->calls()[size_t(call)];
    const MessageDetail *message = detail(int(summary.message));
    if (!message || qsizetype(summary.index) >= message->calls.size())
        return QString();
    return oneLine(message->calls.at(summary.index).resultPreview.left(PreviewChars + 40)).left(PreviewChars);
}

QVariant TimelineModel::data(const QModelIndex &index, int role) const
{
    if (!m_bundle || !index.isValid())
        return {};
    const Bundle &bundle = *m_bundle;
    if (index.internalId() == 0) {
        const int m = index.row();
        const MessageSummary &message = bundle.messages()[size_t(m)];
        const QString slug = bundle.slugAt(message.slug);
        switch (role) {
        case MessageRole: return m;
        case CallRole: return -1;
        case LeakCountRole: return int(message.leakCount);
        case FailedRole:
            if (message.failedCalls > 0)
                return true;
            if (message.answersCall >= 0)
                return !bundle.calls()[size_t(message.answersCall)].success;
            return false;
        case SlugRole: return slug;
        case RoleIdRole: return provenance::roleId(message.role);
        case SearchTextRole: return bundle.content(m, 500) + QLatin1Char(' ') + slug;
        case Qt::DecorationRole:
            if (index.column() == ItemColumn)
                return roleIcon(int(message.role));
            return {};
        case Qt::ForegroundRole:
            if (index.column() == LeaksColumn && message.leakCount > 0)
                return toneColor(Tone::Negative);
            if (index.column() == StatusColumn && message.provenance == ProvenanceState::Invalid)
                return toneColor(Tone::Negative);
            return {};
        case Qt::FontRole:
            if (index.column() == LeaksColumn && message.leakCount > 0) {
                QFont font;
                font.setBold(true);
                return font;
            }
            return {};
        case Qt::ToolTipRole:
            if (index.column() == TimeColumn)
                return QDateTime::fromMSecsSinceEpoch(message.timeMs, Qt::UTC).toString(Qt::ISODateWithMs);
            if (index.column() == StatusColumn && message.answersCall >= 0)
                return tr("This tool row carries the raw result of a traced call; press Ctrl+J to go to it.");
            return {};
        case Qt::DisplayRole:
            break;
        default:
            return {};
        }
        switch (Column(index.column())) {
        case ItemColumn: {
            QString text = tr("#%1 %2").arg(m + 1).arg(provenance::roleTitle(message.role));
            if (!slug.isEmpty())
                text += QStringLiteral(" · ") + slug;
            return text;
        }
        case TimeColumn: return formatTime(message.timeMs, m_showDates);
        case StatusColumn: {
            QStringList parts;
            if (message.provenance == ProvenanceState::Invalid)
                parts << tr("invalid provenance");
            if (message.callCount > 0) {
                parts << tr("%n call(s)", nullptr, int(message.callCount));
                if (message.failedCalls > 0)
                    parts << tr("%n failed", nullptr, int(message.failedCalls));
            }
            if (message.citationCount > 0)
                parts << tr("%n citation(s)", nullptr, int(message.citationCount));
            if (message.answersCall >= 0) {
                const CallSummary &call = bundle.calls()[size_t(message.answersCall)];
                parts << tr("→ call %1 of #%2").arg(call.index + 1).arg(call.message + 1);
            } else if (message.role == Role::Tool) {
                parts << tr("untraced");
            }
            return parts.join(QStringLiteral(" · "));
        }
        case LeaksColumn: return message.leakCount > 0 ? QVariant(int(message.leakCount)) : QVariant();
        case PreviewColumn: return preview(m);
        default: return {};
        }
    }

    const int m = int(index.internalId() - 1);
    const MessageSummary &message = bundle.messages()[size_t(m)];
    const int c = int(message.firstCall) + index.row();
    const CallSummary &call = bundle.calls()[size_t(c)];
    const QString slug = bundle.slugAt(call.slug);
    switch (role) {
    case MessageRole: return m;
    case CallRole: return c;
    case LeakCountRole: return int(call.leakCount);
    case FailedRole: return !call.success;
    case SlugRole: return slug;
    case RoleIdRole: return provenance::roleId(message.role);
    case SearchTextRole: return slug + QLatin1Char(' ') + call.errorCode;
    case Qt::ForegroundRole:
        if (index.column() == StatusColumn)
            return toneColor(call.success ? Tone::Positive : Tone::Negative);
        if (index.column() == LeaksColumn && call.leakCount > 0)
            return toneColor(Tone::Negative);
        return {};
    case Qt::FontRole:
        if (index.column() == LeaksColumn && call.leakCount > 0) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == ItemColumn && call.toolMessage >= 0)
            return tr("Its raw result is in tool row #%1; press Ctrl+J to go there.").arg(call.toolMessage + 1);
        if (index.column() == PreviewColumn && call.truncatedPreview)
            return tr("The result preview was truncated by Sunrise.");
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (Column(index.column())) {
    case ItemColumn: return (call.success ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) + slug;
    case TimeColumn: return {};
    case StatusColumn:
        if (call.success)
            return tr("ok");
        return call.errorCode.isEmpty() ? tr("failed") : tr("failed: %1").arg(call.errorCode);
    case LatencyColumn: return tr("%1 ms").arg(QLocale().toString(call.latencyMs, 'f', 0));
    case CostColumn:
        if (std::isnan(call.costUsd))
            return QStringLiteral("—");
        return QStringLiteral("$") + QString::number(call.costUsd, 'g', 6);
    case LeaksColumn: return call.leakCount > 0 ? QVariant(int(call.leakCount)) : QVariant();
    case PreviewColumn: {
        QString text = callPreview(c);
        if (call.truncatedPreview)
            text = tr("[truncated] ") + text;
        return text;
    }
    default: return {};
    }
}

} // namespace capstudio
