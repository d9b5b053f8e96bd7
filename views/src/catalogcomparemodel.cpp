#include "views/catalogcomparemodel.h"
#include "core/tone.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace capstudio {

namespace {

constexpr int ValueLength = 160;

QString shortJson(const QJsonValue &value)
{
    if (value.isUndefined())
        return CatalogCompareModel::tr("(absent)");
    QString text;
    if (value.isObject())
        text = QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    else if (value.isArray())
        text = QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    else {
        const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
        text = QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
    }
    text.replace(QLatin1Char('\n'), QStringLiteral("⏎"));
    return text.size() > ValueLength ? text.left(ValueLength - 1) + QStringLiteral("…") : text;
}

QString bindingSummary(const NamedBinding &binding)
{
    QString text = binding.isEnabled ? CatalogCompareModel::tr("enabled") : CatalogCompareModel::tr("disabled");
    if (binding.customRateLimit)
        text += CatalogCompareModel::tr(", %1/min").arg(*binding.customRateLimit);
    if (!binding.customConfig.isNull())
        text += CatalogCompareModel::tr(", configured");
    return text;
}

} // namespace

CatalogCompareModel::CatalogCompareModel(QObject *parent) : QAbstractItemModel(parent)
{
    rebuild();
}

QString CatalogCompareModel::statusText(Status status)
{
    switch (status) {
    case Status::Added: return tr("Added");
    case Status::Changed: return tr("Changed");
    case Status::Removed: return tr("Removed");
    case Status::Equal: return tr("Equal");
    }
    return {};
}

void CatalogCompareModel::setComparison(const CatalogSnapshot &here, const CatalogSnapshot &there, const QString &thereLabel)
{
    m_here = here;
    m_there = there;
    m_thereLabel = thereLabel;
    m_diff = CatalogDiff::compare(here, there);
    beginResetModel();
    rebuild();
    endResetModel();
    emit picksChanged();
}

void CatalogCompareModel::setOnlyDifferences(bool only)
{
    if (only == m_onlyDifferences)
        return;
    // The picks survive the switch.
    const QList<ComparePick> kept = picks();
    m_onlyDifferences = only;
    beginResetModel();
    rebuild();
    for (Node &node : m_nodes) {
        if (!node.checkable)
            continue;
        for (const ComparePick &pick : kept) {
            const bool sameRow = (node.type == Node::Type::Capability && pick.kind == ComparePick::Kind::Capability
                                  && m_diff.capabilities.at(node.change).slug == pick.slug)
                || (node.type == Node::Type::Field && pick.kind == ComparePick::Kind::Capability
                    && m_nodes.at(node.parent).type == Node::Type::Capability
                    && m_diff.capabilities.at(m_nodes.at(node.parent).change).slug == pick.slug
                    && (pick.pointers.isEmpty() || pick.pointers.contains(node.pointer)));
            const bool sameBinding = (node.type == Node::Type::Binding && pick.kind == ComparePick::Kind::Binding
                                      && m_diff.bindings.at(node.change).agentSlug == pick.agentSlug
                                      && m_diff.bindings.at(node.change).capabilitySlug == pick.capabilitySlug)
                || (node.type == Node::Type::Field && pick.kind == ComparePick::Kind::Binding
                    && m_nodes.at(node.parent).type == Node::Type::Binding
                    && m_diff.bindings.at(m_nodes.at(node.parent).change).agentSlug == pick.agentSlug
                    && m_diff.bindings.at(m_nodes.at(node.parent).change).capabilitySlug == pick.capabilitySlug
                    && (pick.pointers.isEmpty() || pick.pointers.contains(node.pointer)));
            if ((sameRow || sameBinding) && node.children.empty())
                node.check = Qt::Checked;
        }
    }
    for (int i = int(m_nodes.size()) - 1; i >= 0; --i) {
        Node &node = m_nodes[size_t(i)];
        if (node.children.empty())
            continue;
        int checked = 0, partial = 0, checkable = 0;
        for (const int child : node.children) {
            if (!m_nodes.at(size_t(child)).checkable)
                continue;
            ++checkable;
            checked += m_nodes.at(size_t(child)).check == Qt::Checked;
            partial += m_nodes.at(size_t(child)).check == Qt::PartiallyChecked;
        }
        if (checkable > 0)
            node.check = checked == checkable ? Qt::Checked : (checked || partial) ? Qt::PartiallyChecked : Qt::Unchecked;
    }
    endResetModel();
}

int CatalogCompareModel::addNode(Node node)
{
    const int id = int(m_nodes.size());
    if (node.parent >= 0) {
        node.row = int(m_nodes[size_t(node.parent)].children.size());
        m_nodes[size_t(node.parent)].children.push_back(id);
    }
    m_nodes.push_back(std::move(node));
    return id;
}

void CatalogCompareModel::rebuild()
{
    m_nodes.clear();
    Node capabilities;
    capabilities.name = tr("Capabilities");
    capabilities.row = 0;
    addNode(capabilities);
    Node bindings;
    bindings.name = tr("Bindings");
    bindings.row = 1;
    addNode(bindings);

    const auto statusOf = [](ChangeKind kind) {
        return kind == ChangeKind::Create ? Status::Added : kind == ChangeKind::Delete ? Status::Removed : Status::Changed;
    };
    const auto addFields = [this](int parent, const QList<FieldChange> &fields) {
        for (const FieldChange &field : fields) {
            Node node;
            node.type = Node::Type::Field;
            node.parent = parent;
            node.status = Status::Changed;
            node.name = field.pointer;
            node.pointer = field.pointer;
            node.here = shortJson(field.before);
            node.there = shortJson(field.after);
            node.checkable = true;
            addNode(node);
        }
    };

    // Rows in slug order, the equal ones between the changed ones.
    QSet<QString> changedSlugs;
    for (const CapabilityDiff &change : m_diff.capabilities)
        changedSlugs.insert(change.slug);
    qsizetype next = 0;
    const auto addEqualCapabilitiesBefore = [&](const QString *slug) {
        if (m_onlyDifferences)
            return;
        while (next < m_here.capabilities.size() && (!slug || m_here.capabilities.at(next).slug < *slug)) {
            const Capability &capability = m_here.capabilities.at(next++);
            if (changedSlugs.contains(capability.slug))
                continue;
            Node node;
            node.type = Node::Type::Capability;
            node.parent = 0;
            node.name = capability.slug;
            node.here = capability.name;
            node.there = capability.name;
            addNode(node);
        }
    };
    for (int i = 0; i < m_diff.capabilities.size(); ++i) {
        const CapabilityDiff &change = m_diff.capabilities.at(i);
        addEqualCapabilitiesBefore(&change.slug);
        Node node;
        node.type = Node::Type::Capability;
        node.parent = 0;
        node.status = statusOf(change.kind);
        node.name = change.slug;
        node.here = change.before ? change.before->name : QStringLiteral("—");
        node.there = change.after ? change.after->name : QStringLiteral("—");
        node.change = i;
        node.checkable = true;
        const int id = addNode(node);
        addFields(id, change.fields);
    }
    addEqualCapabilitiesBefore(nullptr);

    QSet<QString> changedBindings;
    for (const BindingDiff &change : m_diff.bindings)
        changedBindings.insert(change.agentSlug + QLatin1Char('/') + change.capabilitySlug);
    next = 0;
    const auto bindingName = [](const QString &agent, const QString &capability) {
        return tr("%1 → %2").arg(agent, capability);
    };
    const auto addEqualBindingsBefore = [&](const BindingDiff *change) {
        if (m_onlyDifferences)
            return;
        while (next < m_here.bindings.size()) {
            const NamedBinding &binding = m_here.bindings.at(next);
            if (change && std::tie(binding.agentSlug, binding.capabilitySlug) >= std::tie(change->agentSlug, change->capabilitySlug))
                break;
            ++next;
            if (changedBindings.contains(binding.agentSlug + QLatin1Char('/') + binding.capabilitySlug))
                continue;
            Node node;
            node.type = Node::Type::Binding;
            node.parent = 1;
            node.name = bindingName(binding.agentSlug, binding.capabilitySlug);
            node.here = bindingSummary(binding);
            node.there = node.here;
            addNode(node);
        }
    };
    for (int i = 0; i < m_diff.bindings.size(); ++i) {
        const BindingDiff &change = m_diff.bindings.at(i);
        addEqualBindingsBefore(&change);
        Node node;
        node.type = Node::Type::Binding;
        node.parent = 1;
        node.status = statusOf(change.kind);
        node.name = bindingName(change.agentSlug, change.capabilitySlug);
        node.here = change.before ? bindingSummary(*change.before) : QStringLiteral("—");
        node.there = change.after ? bindingSummary(*change.after) : QStringLiteral("—");
        node.change = i;
        node.checkable = true;
        const int id = addNode(node);
        addFields(id, change.fields);
    }
    addEqualBindingsBefore(nullptr);

    m_nodes[0].checkable = !m_diff.capabilities.isEmpty();
    m_nodes[1].checkable = !m_diff.bindings.isEmpty();
}

QModelIndex CatalogCompareModel::indexOf(int node, int column) const
{
    return node < 0 ? QModelIndex() : createIndex(m_nodes.at(size_t(node)).row, column, quintptr(node));
}

QModelIndex CatalogCompareModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < 2 ? createIndex(row, column, quintptr(row)) : QModelIndex();
    if (parent.column() != 0)
        return {};
    const Node &node = m_nodes.at(size_t(parent.internalId()));
    if (row >= int(node.children.size()))
        return {};
    return createIndex(row, column, quintptr(node.children.at(size_t(row))));
}

QModelIndex CatalogCompareModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOf(m_nodes.at(size_t(child.internalId())).parent);
}

int CatalogCompareModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return 2;
    if (parent.column() != 0)
        return 0;
    return int(m_nodes.at(size_t(parent.internalId())).children.size());
}

int CatalogCompareModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant CatalogCompareModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node &node = m_nodes.at(size_t(index.internalId()));
    const bool group = node.type == Node::Type::Group;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            if (group) {
                const int changes = int(index.row() == 0 ? m_diff.capabilities.size() : m_diff.bindings.size());
                return tr("%1 (%n differ)", nullptr, changes).arg(node.name);
            }
            return node.name;
        case HereColumn: return group ? QVariant() : QVariant(node.here);
        case ThereColumn: return group ? QVariant() : QVariant(node.there);
        case StatusColumn: return group || node.type == Node::Type::Field ? QVariant() : QVariant(statusText(node.status));
        }
        return {};
    case Qt::ToolTipRole:
        if (group || index.column() != StatusColumn)
            return index.column() == HereColumn || index.column() == ThereColumn ? data(index, Qt::DisplayRole) : QVariant();
        switch (node.status) {
        case Status::Added: return tr("Only in %1: staging adds it to this connection.").arg(m_thereLabel);
        case Status::Removed: return tr("Only in this connection: staging removes it here.");
        case Status::Changed: return tr("Differs: staging takes the picked fields from %1.").arg(m_thereLabel);
        case Status::Equal: return tr("The same on both sides.");
        }
        return {};
    case Qt::ForegroundRole:
        if (group || index.column() == HereColumn || index.column() == ThereColumn)
            return {};
        switch (node.status) {
        case Status::Added: return QBrush(toneColor(Tone::Positive));
        case Status::Removed: return QBrush(toneColor(Tone::Negative));
        case Status::Changed: return QBrush(toneColor(Tone::Informative));
        case Status::Equal: return QBrush(toneColor(Tone::Muted));
        }
        return {};
    case Qt::FontRole:
        if (group) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::CheckStateRole:
        return index.column() == NameColumn && node.checkable ? QVariant(node.check) : QVariant();
    case StatusRole: return group ? QVariant() : QVariant(int(node.status));
    }
    return {};
}

void CatalogCompareModel::setCheck(int id, Qt::CheckState state)
{
    Node &node = m_nodes[size_t(id)];
    if (!node.checkable)
        return;
    node.check = state;
    if (!node.children.empty()) {
        for (const int child : std::vector<int>(node.children))
            setCheck(child, state);
        const QModelIndex first = indexOf(node.children.front());
        emit dataChanged(first, first.siblingAtRow(int(node.children.size()) - 1), {Qt::CheckStateRole});
    }
}

void CatalogCompareModel::updateAncestors(int id)
{
    for (int parent = m_nodes.at(size_t(id)).parent; parent >= 0; parent = m_nodes.at(size_t(parent)).parent) {
        Node &node = m_nodes[size_t(parent)];
        if (!node.checkable)
            break;
        int checked = 0, partial = 0, checkable = 0;
        for (const int child : node.children) {
            const Node &c = m_nodes.at(size_t(child));
            if (!c.checkable)
                continue;
            ++checkable;
            checked += c.check == Qt::Checked;
            partial += c.check == Qt::PartiallyChecked;
        }
        node.check = checked == checkable ? Qt::Checked : (checked || partial) ? Qt::PartiallyChecked : Qt::Unchecked;
        const QModelIndex at = indexOf(parent);
        emit dataChanged(at, at, {Qt::CheckStateRole});
    }
}

bool CatalogCompareModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::CheckStateRole || index.column() != NameColumn)
        return false;
    const int id = int(index.internalId());
    if (!m_nodes.at(size_t(id)).checkable)
        return false;
    const Qt::CheckState state = value.value<Qt::CheckState>() == Qt::Unchecked ? Qt::Unchecked : Qt::Checked;
    setCheck(id, state);
    emit dataChanged(index, index, {Qt::CheckStateRole});
    updateAncestors(id);
    emit picksChanged();
    return true;
}

void CatalogCompareModel::setAllPicked(bool picked)
{
    for (int group = 0; group < 2; ++group) {
        if (m_nodes.at(size_t(group)).checkable)
            setData(indexOf(group), picked ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
    }
}

Qt::ItemFlags CatalogCompareModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == NameColumn && m_nodes.at(size_t(index.internalId())).checkable)
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

QVariant CatalogCompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Row or field");
    case HereColumn: return tr("This connection");
    case ThereColumn: return m_thereLabel.isEmpty() ? tr("Other") : m_thereLabel;
    case StatusColumn: return tr("Status");
    }
    return {};
}

QList<ComparePick> CatalogCompareModel::picks() const
{
    QList<ComparePick> list;
    for (const Node &node : m_nodes) {
        if ((node.type != Node::Type::Capability && node.type != Node::Type::Binding) || node.change < 0
            || node.check == Qt::Unchecked)
            continue;
        ComparePick pick;
        if (node.type == Node::Type::Capability) {
            pick.kind = ComparePick::Kind::Capability;
            pick.slug = m_diff.capabilities.at(node.change).slug;
        } else {
            pick.kind = ComparePick::Kind::Binding;
            pick.agentSlug = m_diff.bindings.at(node.change).agentSlug;
            pick.capabilitySlug = m_diff.bindings.at(node.change).capabilitySlug;
        }
        if (node.check == Qt::PartiallyChecked) {
            for (const int child : node.children) {
                if (m_nodes.at(size_t(child)).check == Qt::Checked)
                    pick.pointers.append(m_nodes.at(size_t(child)).pointer);
            }
        }
        list.append(pick);
    }
    return list;
}

int CatalogCompareModel::pickCount() const
{
    return int(picks().size());
}

int CatalogCompareModel::capabilityChange(const QModelIndex &index) const
{
    if (!index.isValid())
        return -1;
    const Node &node = m_nodes.at(size_t(index.internalId()));
    if (node.type == Node::Type::Field)
        return capabilityChange(indexOf(node.parent));
    return node.type == Node::Type::Capability ? node.change : -1;
}

int CatalogCompareModel::bindingChange(const QModelIndex &index) const
{
    if (!index.isValid())
        return -1;
    const Node &node = m_nodes.at(size_t(index.internalId()));
    if (node.type == Node::Type::Field)
        return bindingChange(indexOf(node.parent));
    return node.type == Node::Type::Binding ? node.change : -1;
}

QString CatalogCompareModel::equalRowName(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    const Node &node = m_nodes.at(size_t(index.internalId()));
    return (node.type == Node::Type::Capability || node.type == Node::Type::Binding) && node.change < 0 ? node.name
                                                                                                          : QString();
}

} // namespace capstudio
