#pragma once

#include "provenance/review.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSortFilterProxyModel>
#include <memory>

namespace capstudio {

// Every leak finding of one bundle, one per row.
class FindingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // The Verdict column is hidden by the view unless the bundle has a review beside it.
    enum Column { SeverityColumn, KindColumn, VerdictColumn, MessageColumn, CallColumn, MaskedColumn, LocationColumn,
                  ColumnCount };
    enum Roles { FindingRole = Qt::UserRole + 1, SortRole };

    explicit FindingsModel(QObject *parent = nullptr);

    void setBundle(std::shared_ptr<const provenance::Bundle> bundle);
    // The verdicts of the bundle's review file by finding (ReviewFile::entriesByFinding);
    // `stale` when the bundle changed since they were given. Empty: no verdicts shown.
    void setVerdicts(QHash<int, provenance::ReviewFile::Entry> verdicts, bool stale);
    // The row's verdict, or null.
    const provenance::ReviewFile::Entry *verdictOf(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The order of SortRole's values for `column`, without a QVariant per comparison.
    bool lessThan(int left, int right, int column) const;

private:
    // The call's slug, or the tool row's for a leak in a raw result.
    QString slugOf(int row) const;

    std::shared_ptr<const provenance::Bundle> m_bundle;
    QHash<int, provenance::ReviewFile::Entry> m_verdicts; // by finding row
    bool m_stale = false;
};

// Sorts a FindingsModel through FindingsModel::lessThan: a large bundle's hundreds of
// thousands of findings sort without building two QVariants per comparison.
class FindingsSortProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};

} // namespace capstudio
