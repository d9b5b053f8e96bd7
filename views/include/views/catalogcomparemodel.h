#pragma once

#include "catalogcode/catalogdiff.h"
#include "catalogcode/catalogstaging.h"

#include <QAbstractItemModel>
#include <vector>

namespace capstudio {

// This connection's catalog beside another (a folder, another connection) as a tree:
// Capabilities and Bindings, under each the rows of both sides marked Added (only on the
// other side: staging adds it here), Changed, Removed (only here) or Equal, and under a
// changed row each field that differs, by JSON pointer, with its value here and there.
// Changed rows and their fields are checkable (a row's check follows its fields); the
// checked ones are picks() for CatalogStaging.
class CatalogCompareModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, HereColumn, ThereColumn, StatusColumn, ColumnCount };
    enum class Status { Added, Changed, Removed, Equal };
    enum Role { StatusRole = Qt::UserRole + 1 };

    explicit CatalogCompareModel(QObject *parent = nullptr);

    // `here` is this connection's catalog (CatalogStaging::snapshotOf), `there` the other.
    void setComparison(const CatalogSnapshot &here, const CatalogSnapshot &there, const QString &thereLabel);
    void setOnlyDifferences(bool only);
    bool onlyDifferences() const { return m_onlyDifferences; }

    const CatalogDiff &diff() const { return m_diff; }
    QList<ComparePick> picks() const;
    int pickCount() const;
    // Checks (or unchecks) every change.
    void setAllPicked(bool picked);

    // The row a capability's or binding's change is shown on, for the detail view: the
    // capability diff index, the binding diff index, or -1 (groups, fields, equal rows).
    int capabilityChange(const QModelIndex &index) const;
    int bindingChange(const QModelIndex &index) const;
    // The slug of an equal capability row, or the "agent/capability" of an equal binding.
    QString equalRowName(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString statusText(Status status);

signals:
    void picksChanged();

private:
    struct Node
    {
        enum class Type { Group, Capability, Binding, Field };
        Type type = Type::Group;
        int parent = -1;
        int row = 0; // among its parent's children
        std::vector<int> children;
        Status status = Status::Equal;
        QString name;
        QString here;
        QString there;
        QString pointer;     // a field's
        int change = -1;     // index into the diff's capabilities or bindings
        bool checkable = false;
        Qt::CheckState check = Qt::Unchecked;
    };

    void rebuild();
    int addNode(Node node);
    void setCheck(int node, Qt::CheckState state);
    void updateAncestors(int node);
    QModelIndex indexOf(int node, int column = 0) const;

    CatalogSnapshot m_here;
    CatalogSnapshot m_there;
    QString m_thereLabel;
    CatalogDiff m_diff;
    bool m_onlyDifferences = true;
    std::vector<Node> m_nodes;
};

} // namespace capstudio
