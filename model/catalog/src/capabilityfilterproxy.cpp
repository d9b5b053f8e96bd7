#include "catalog/capabilityfilterproxy.h"

#include "catalog/capabilitysortproxy.h"
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
    setDynamicSortFilter(true);
    m_matcher.setCaseSensitivity(Qt::CaseSensitive); // both sides are case-folded
}

void CapabilityFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    m_sorter = qobject_cast<CapabilitySortProxy *>(model);
    m_table = qobject_cast<CapabilityTableModel *>(m_sorter ? m_sorter->sourceModel() : model);
    QSortFilterProxyModel::setSourceModel(model);
}

void CapabilityFilterProxy::sort(int column, Qt::SortOrder order)
{
    if (m_sorter)
        m_sorter->sort(column, order);
    else
        QSortFilterProxyModel::sort(column, order);
}

bool CapabilityFilterProxy::isFiltering() const
{
    return !m_text.isEmpty() || !m_category.isEmpty() || !m_executionType.isEmpty() || m_active != Tristate::Any
        || m_system != Tristate::Any || m_quarantinedOnly || m_problemsOnly || m_pendingOnly;
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
    m_matcher.setPattern(text.toCaseFolded());
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
    if (!m_table || sourceParent.isValid() || !isFiltering())
        return true; // a list read shows 100,000 rows without mapping each through the sorter
    const int row = m_sorter ? m_sorter->sourceRow(sourceRow) : sourceRow;
    const CatalogDocument *document = m_table->document();
    const Capability &capability = document->at(row);
    if (!m_category.isEmpty() && capability.category != m_category)
        return false;
    if (!m_executionType.isEmpty() && capability.executionType != m_executionType)
        return false;
    if (!passes(m_active, capability.isActive) || !passes(m_system, capability.isSystem))
        return false;
    if (m_quarantinedOnly
        && capability.effectiveQuarantineState(QDateTime::currentDateTimeUtc()) == QLatin1String("active"))
        return false;
    if (m_pendingOnly && !document->isModified(row))
        return false;
    if (!m_text.isEmpty()) {
        if (m_matcher.indexIn(document->searchText(row)) < 0)
            return false;
    }
    if (m_problemsOnly && document->problems(row).isEmpty())
        return false;
    return true;
}

} // namespace capstudio
