#pragma once

#include "core/diagnostic.h"

#include <QAbstractTableModel>

namespace capstudio {

namespace designer {
class FlowLibrary;
}

// Every problem of an open flowgate library (FlowLibrary::problems()), one row each:
// severity (with the style's icon), what it means for the runtime ("would not load" for a
// load error, "`check` would fail" for a check error, "warning"), rule id, message,
// location (file:line) and the workflow / element it is about. The workflow is the one
// the message names (`workflow '<id>'`, `capability '<id>'`, `orchestrator '<id>'`), else
// the workflow written last before the finding's line in its file; the element comes from
// FlowLibrary::elementOf(). The model resets on FlowLibrary::reloaded().
class DesignerProblemsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { SeverityColumn, KindColumn, RuleColumn, MessageColumn, LocationColumn, ElementColumn, ColumnCount };
    enum class Kind { LoadError, CheckError, Warning };
    enum Role {
        WorkflowIdRole = Qt::UserRole + 1, // QString, empty when the finding is about no workflow
        ElementIdRole,                     // QString: state id, "state/transition" or empty
        SeverityRole,                      // int: capstudio::Severity
        KindRole,                          // int: Kind
        RuleIdRole,                        // QString
    };

    explicit DesignerProblemsModel(QObject *parent = nullptr);
    ~DesignerProblemsModel() override;

    void setLibrary(designer::FlowLibrary *library);
    designer::FlowLibrary *library() const { return m_library; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const Diagnostic &diagnostic(int row) const { return m_rows.at(row).diagnostic; }
    Kind kind(int row) const { return m_rows.at(row).kind; }
    QString workflowId(int row) const { return m_rows.at(row).workflowId; }
    QString elementId(int row) const { return m_rows.at(row).elementId; }
    int errorCount() const;
    int warningCount() const;

    // What a kind is called in the Kind column.
    static QString kindName(Kind kind);
    // The workflow a finding is about (see the class comment); empty when none.
    static QString workflowOf(const designer::FlowLibrary &library, const Diagnostic &diagnostic);

public slots:
    // Reads the library's problems again.
    void reload();

private:
    struct Row
    {
        Diagnostic diagnostic;
        Kind kind = Kind::Warning;
        QString workflowId;
        QString elementId;
    };

    designer::FlowLibrary *m_library = nullptr; // cleared when it is destroyed
    QList<Row> m_rows;
};

} // namespace capstudio
