#pragma once

#include "views/designer/designerscene.h"

#include <flowgate/semanticdiff.h>
#include <flowgate/value.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace capstudio {

// The changes of one workflow against another version of the library (SemanticDiff).
class WorkflowChangesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { ChangeColumn, PlaceColumn, WhatColumn, ColumnCount };
    enum Role { ElementRole = Qt::UserRole + 1 };

    explicit WorkflowChangesModel(QObject *parent = nullptr);

    void setChanges(QList<flowgate::SemanticDiff::Change> changes);
    const QList<flowgate::SemanticDiff::Change> &changes() const { return m_changes; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "Added", "Removed" or "Changed" for a change kind.
    static QString changeLabel(const QString &kind);

private:
    QList<flowgate::SemanticDiff::Change> m_changes;
};

// The designer's Changes panel: the library in the window against a file or a git revision
// of the open file. The workflow in front gets its added and changed states and transitions
// outlined on the canvas (differencesChanged), and the list selects and centres each change.
class ComparePanel : public QWidget
{
    Q_OBJECT

public:
    explicit ComparePanel(QWidget *parent = nullptr);

    // The library as it stands (its file, its loaded config); the comparison follows edits.
    void setLibrary(const QString &path, const flowgate::Value &config);
    void setWorkflow(const QString &workflowId);
    // Compares with another version; false (and `error`) when it cannot be read.
    bool compareWithFile(const QString &path, QString *error = nullptr);
    // `git show REV:PATH` of the open file, in its repository.
    bool compareWithRevision(const QString &revision, QString *error = nullptr);
    void clear();

    bool isComparing() const { return m_comparing; }
    WorkflowChangesModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    const QHash<QString, DesignerScene::Difference> &differences() const { return m_differences; }
    // What the other version has and the workflow in front does not, for the canvas.
    const QList<DesignerScene::Ghost> &ghosts() const { return m_ghosts; }

signals:
    void differencesChanged(const QString &workflowId, const QHash<QString, DesignerScene::Difference> &differences);
    void ghostsChanged(const QString &workflowId, const QList<DesignerScene::Ghost> &ghosts);
    void elementActivated(const QString &workflowId, const QString &elementId);

private:
    bool compareWith(const flowgate::Value &other, const QString &label, QString *error);
    void recompute();
    void computeGhosts(const QList<flowgate::SemanticDiff::Change> &changes);
    void chooseFile();
    void chooseRevision();

    QString m_path;
    flowgate::Value m_config;
    QString m_workflowId;
    flowgate::Value m_other;
    QString m_otherLabel;
    bool m_comparing = false;
    QHash<QString, DesignerScene::Difference> m_differences;
    // The other version's layout (workflow → state → centre), when it had one.
    QHash<QString, QHash<QString, QPointF>> m_otherPositions;
    QList<DesignerScene::Ghost> m_ghosts;
    WorkflowChangesModel *m_model;
    QTableView *m_view;
    QLabel *m_summary;
    QLabel *m_detail;
    QPushButton *m_clear;
};

} // namespace capstudio
