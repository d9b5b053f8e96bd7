#pragma once

#include "catalog/capability.h"

#include <QAbstractTableModel>
#include <QList>

namespace capstudio {

// The workspace's capabilities as a table, one row per capability. Read-only for now:
// the editor (staged edits and undo) builds on it.
class CapabilityTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        SlugColumn,
        CategoryColumn,
        ExecutionTypeColumn,
        HandlerColumn,
        ActiveColumn,
        SystemColumn,
        ApprovalColumn,
        RateLimitColumn,
        QuarantineColumn,
        ColumnCount
    };

    enum Role {
        CapabilityIdRole = Qt::UserRole + 1,
        SortRole,
    };

    explicit CapabilityTableModel(QObject *parent = nullptr);

    void setCapabilities(QList<Capability> capabilities);
    const QList<Capability> &capabilities() const { return m_capabilities; }
    const Capability &capabilityAt(int row) const { return m_capabilities.at(row); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    QVariant displayData(const Capability &capability, int column) const;

    QList<Capability> m_capabilities;
};

} // namespace capstudio
