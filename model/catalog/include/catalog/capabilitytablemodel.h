#pragma once

#include "catalog/capability.h"

#include <QAbstractTableModel>

namespace capstudio {

class CatalogDocument;

// The document's capabilities as a table, one row per capability. Natural cells are
// editable in place (toggles, rate limit, category, name); every edit goes through the
// document as an undoable command. Rows that break a rule or carry staged changes say so.
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
        ApprovalColumn,
        RateLimitColumn,
        IdempotentColumn,
        ActiveColumn,
        SystemColumn,
        QuarantineColumn,
        ColumnCount
    };

    enum Role {
        CapabilityIdRole = Qt::UserRole + 1,
        SortRole,
        ProblemSeverityRole, // 0 none, 1 warning, 2 error
        PendingRole,         // bool: the row has staged changes
        FieldKeyRole,        // the capability JSON key the column shows
    };

    explicit CapabilityTableModel(CatalogDocument *document, QObject *parent = nullptr);

    CatalogDocument *document() const { return m_document; }
    const Capability &capabilityAt(int row) const;
    static QString fieldOfColumn(int column);
    static int columnOfField(const QString &key);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

signals:
    // An edit the document refused, with the reason (for a status bar or tooltip).
    void editRefused(const QString &reason);

private:
    QVariant displayData(const Capability &capability, int column) const;
    QVariant checkData(const Capability &capability, int column) const;

    CatalogDocument *m_document;
};

} // namespace capstudio
