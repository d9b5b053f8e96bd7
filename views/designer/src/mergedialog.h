#pragma once

#include <flowgate/semanticmerge.h>

#include <QAbstractTableModel>
#include <QDialog>
#include <QList>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTimer;
class QUndoStack;

namespace capstudio {

// The conflicts of a three-way merge, one row each, with how each one is settled.
class MergeConflictsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { PlaceColumn, ChoiceColumn, ColumnCount };
    enum class Choice { Open, Base, Ours, Theirs, Edited };

    struct Settlement
    {
        Choice choice = Choice::Open;
        flowgate::SemanticMerge::Resolution resolution;
        // The result editor's text for an edited value, kept as typed.
        QString editedText;
    };

    explicit MergeConflictsModel(QObject *parent = nullptr);

    void setConflicts(QList<flowgate::SemanticMerge::Conflict> conflicts);
    const flowgate::SemanticMerge::Conflict &conflict(int row) const { return m_conflicts.at(row); }
    const Settlement &settlement(int row) const { return m_settlements.at(row); }
    void setSettlement(int row, const Settlement &settlement);
    // The settlement of `choice` for a row (Base, Ours, Theirs: that side as it is).
    Settlement sideSettlement(int row, Choice choice) const;

    int openCount() const;
    flowgate::SemanticMerge::Resolutions resolutions() const;
    static QString choiceLabel(Choice choice);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<flowgate::SemanticMerge::Conflict> m_conflicts;
    QList<Settlement> m_settlements;
};

// A three-way merge of one flowgate YAML file, opened from three files. What merges clean
// is taken; each conflict is shown with its base, ours and theirs side by side, and is
// settled by picking a side or by editing the result. Every pick and edit is undoable. Save
// writes the result atomically (ours' untouched bytes kept), refusing when ours changed on
// disk since the merge, and says what validation finds in it first.
class MergeDialog : public QDialog
{
    Q_OBJECT

public:
    explicit MergeDialog(QWidget *parent = nullptr);

    // The three versions and where the result goes (ours when empty).
    void setFiles(const QString &base, const QString &ours, const QString &theirs, const QString &result = {});
    // Reads the three files and merges them; false (and `error`) when one cannot be read.
    bool merge(QString *error = nullptr);
    // Settles the conflict of `row` with a side; the current row follows.
    void choose(int row, MergeConflictsModel::Choice choice);
    // Settles it with YAML text typed in the result editor.
    void setEditedText(int row, const QString &yaml);
    // Writes the result. With `confirmProblems`, validation problems ask first.
    bool save(QString *error = nullptr, bool confirmProblems = true);

    MergeConflictsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QUndoStack *undoStack() const { return m_undo; }
    int taken() const { return m_taken; }
    QString resultPath() const;
    // What validation said of the last save (empty: nothing).
    QString validationText() const;

signals:
    // The result was written.
    void saved(const QString &path);

private:
    void settle(int row, const MergeConflictsModel::Settlement &settlement);
    void showConflict(int row);
    void updateState();
    void step(int delta);
    void editTimedOut();
    void flushEdit();
    int currentRow() const;
    void browse(QLineEdit *field, bool forSaving);

    MergeConflictsModel *m_model;
    QUndoStack *m_undo;
    QLineEdit *m_base;
    QLineEdit *m_ours;
    QLineEdit *m_theirs;
    QLineEdit *m_result;
    QLabel *m_summary;
    QTableView *m_view;
    QLabel *m_place;
    QPlainTextEdit *m_sides[3];
    QLabel *m_sideTitles[3];
    QPushButton *m_useSide[3];
    QPlainTextEdit *m_edit;
    QLabel *m_editState;
    QPushButton *m_remove;
    QPushButton *m_previous;
    QPushButton *m_next;
    QLabel *m_validation;
    QDialogButtonBox *m_buttons;
    QTimer *m_editTimer;
    bool m_showing = false;
    bool m_editBroken = false;
    int m_editRow = -1;
    int m_taken = 0;
    QByteArray m_baseText;
    QByteArray m_oursText;
    QByteArray m_theirsText;
    QString m_oursPath;
    QString m_lastValidation;
};

} // namespace capstudio
