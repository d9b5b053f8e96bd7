#pragma once

#include <QAbstractTableModel>

namespace capstudio {

class BindingDocument;

// The bindings of one agent (setAgent), ordered by capability name: capability, enabled
// (checkable, edits through the document), custom rate limit (editable), effective rate
// limit with its source ("custom" / "capability" / "unlimited"), status summarising the
// binding's check (invalid config, missing env vars, capability inactive/quarantined).
class BindingTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { CapabilityColumn, SlugColumn, EnabledColumn, CustomRateLimitColumn,
                  EffectiveRateLimitColumn, StatusColumn, ColumnCount };
    enum Role {
        CapabilityIdRole = Qt::UserRole + 1,
        SortRole,
        ProblemSeverityRole, // 0 none, 1 warning, 2 error
        PendingRole,         // bool: staged (new or changed)
        MissingEnvRole,      // QStringList of unresolved env vars
    };

    explicit BindingTableModel(BindingDocument *document, QObject *parent = nullptr);

    void setAgent(const QString &agentId);
    QString agentId() const { return m_agentId; }
    QString capabilityIdAt(int row) const;
    int rowOf(const QString &capabilityId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    void refresh();
    BindingDocument *m_document;
    QString m_agentId;
    QStringList m_capabilityIds; // row order
};

} // namespace capstudio
