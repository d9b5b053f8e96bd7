#include "catalog/capabilityfilterproxy.h"

#include "catalog/capabilitytablemodel.h"
#include "catalog/catalogdocument.h"

#include <QDateTime>

namespace capstudio {

namespace {

bool passes(CapabilityFilterProxy::Tristate filter, bool value)
{
    return filter == CapabilityFilterProxy::Tristate::Any
        || (filter == CapabilityFilterProxy::Tristate::Yes) == value;
}

} // namespace

CapabilityFilterProxy::CapabilityFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CapabilityTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

void CapabilityFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    m_table = qobject_cast<CapabilityTableModel *>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void CapabilityFilterProxy::refilter()
{
    invalidateRowsFilter();
}

void CapabilityFilterProxy::setText(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    refilter();
}

void CapabilityFilterProxy::setCategory(const QString &category)
{
    m_category = category;
    refilter();
}

void CapabilityFilterProxy::setExecutionType(const QString &type)
{
    m_executionType = type;
    refilter();
}

void CapabilityFilterProxy::setActive(Tristate active)
{
    m_active = active;
    refilter();
}

void CapabilityFilterProxy::setSystem(Tristate system)
{
    m_system = system;
    refilter();
}

void CapabilityFilterProxy::setQuarantinedOnly(bool only)
{
    m_quarantinedOnly = only;
    refilter();
}

void CapabilityFilterProxy::setProblemsOnly(bool only)
{
    m_problemsOnly = only;
    refilter();
}

void CapabilityFilterProxy::setPendingOnly(bool only)
{
    m_pendingOnly = only;
    refilter();
}

bool CapabilityFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_table || sourceParent.isValid())
        return true;
    const CatalogDocument *document = m_table->document();
    const Capability &capability = document->at(sourceRow);
    if (!m_category.isEmpty() && capability.category != m_category)
        return false;
    if (!m_executionType.isEmpty() && capability.executionType != m_executionType)
        return false;
    if (!passes(m_active, capability.isActive) || !passes(m_system, capability.isSystem))
        return false;
    if (m_quarantinedOnly
        && capability.effectiveQuarantineState(QDateTime::currentDateTimeUtc()) == QLatin1String("active"))
        return false;
    if (m_pendingOnly && !document->isModified(sourceRow))
        return false;
    if (!m_text.isEmpty()) {
        const bool found = capability.name.contains(m_text, Qt::CaseInsensitive)
            || capability.slug.contains(m_text, Qt::CaseInsensitive)
            || capability.executionHandler.contains(m_text, Qt::CaseInsensitive)
            || capability.description.contains(m_text, Qt::CaseInsensitive);
        if (!found)
            return false;
    }
    if (m_problemsOnly && document->problems(sourceRow).isEmpty())
        return false;
    return true;
}

bool CapabilityFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(CapabilityTableModel::SortRole);
    const QVariant b = right.data(CapabilityTableModel::SortRole);
    if (a.typeId() == QMetaType::QString && b.typeId() == QMetaType::QString)
        return QString::compare(a.toString(), b.toString(), Qt::CaseInsensitive) < 0;
    return QVariant::compare(a, b) == QPartialOrdering::Less;
}

} // namespace capstudio
