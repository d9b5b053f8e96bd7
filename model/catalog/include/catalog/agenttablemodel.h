#pragma once

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

namespace capstudio {

class BindingDocument;

// The agents of a BindingDocument, one row each: name, slug, kind, visibility, active,
// number of enabled capabilities (staged state), and a problem summary of its bindings.
class AgentTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, SlugColumn, KindColumn, VisibilityColumn, ActiveColumn,
                  EnabledCapabilitiesColumn, ProblemsColumn, ColumnCount };
    enum Role {
        AgentIdRole = Qt::UserRole + 1,
        SortRole,
        ProblemSeverityRole, // 0 none, 1 warning, 2 error (worst over its bindings)
        SearchTextRole,      // name, slug, kind, visibility, case-folded
    };

    explicit AgentTableModel(BindingDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    BindingDocument *m_document;
};

// Filters agents by free text (name, slug, kind, visibility) and sorts by SortRole.
class AgentFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit AgentFilterProxy(QObject *parent = nullptr);
    void setText(const QString &text);
protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
private:
    QString m_text; // case-folded
};

} // namespace capstudio
