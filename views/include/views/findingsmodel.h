#pragma once

#include <QAbstractTableModel>
#include <memory>

namespace capstudio::provenance {
class Bundle;
}

namespace capstudio {

// Every leak finding of one bundle, one per row.
class FindingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { SeverityColumn, KindColumn, MessageColumn, CallColumn, MaskedColumn, LocationColumn,
                  ColumnCount };
    enum Roles { FindingRole = Qt::UserRole + 1, SortRole };

    explicit FindingsModel(QObject *parent = nullptr);

    void setBundle(std::shared_ptr<const provenance::Bundle> bundle);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const provenance::Bundle> m_bundle;
};

} // namespace capstudio
