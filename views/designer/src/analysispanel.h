#pragma once

#include <core/workpool.h>
#include <flowgate/flowanalysis.h>
#include <flowgate/value.h>

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace capstudio {

// The findings of FlowAnalysis::analyze for one workflow: kind, place, what was found.
class AnalysisFindingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { KindColumn, PlaceColumn, FindingColumn, ColumnCount };
    enum Role { HasWitnessRole = Qt::UserRole + 1 };

    explicit AnalysisFindingsModel(QObject *parent = nullptr);

    void setFindings(QList<flowgate::AnalysisFinding> findings);
    const QList<flowgate::AnalysisFinding> &findings() const { return m_findings; }
    const flowgate::AnalysisFinding *finding(const QModelIndex &index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "Dead end", "Trap", "Never true", … for a person.
    static QString kindLabel(flowgate::AnalysisFinding::Kind kind);

private:
    QList<flowgate::AnalysisFinding> m_findings;
};

// The designer's Analysis panel: analyzes the workflow on the canvas in front (off the
// window's thread), lists what it finds, shows the place on the canvas and hands a
// finding's witness to the simulator to replay.
class AnalysisPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AnalysisPanel(QWidget *parent = nullptr);
    ~AnalysisPanel() override;

    // The library as loaded; findings of an older one are marked out of date.
    void setConfig(const flowgate::Value &config);
    void setWorkflow(const QString &workflowId);
    const QString &workflowId() const { return m_workflowId; }
    AnalysisFindingsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    bool isRunning() const { return m_running; }

public slots:
    // Analyzes the current workflow; analyzed() follows.
    void analyze();
    // Hands the selected finding's witness to whoever replays it.
    void replaySelectedWitness();

signals:
    void analyzed();
    void witnessReplayRequested(const QJsonObject &witness, const QString &label);
    void elementActivated(const QString &workflowId, const QString &elementId);

private:
    void updateButtons();
    void showResult(const flowgate::WorkflowAnalysis &analysis);

    flowgate::Value m_config;
    QString m_workflowId;
    QString m_analyzedWorkflow;
    int m_run = 0;
    bool m_running = false;
    AnalysisFindingsModel *m_model;
    QTableView *m_view;
    QLabel *m_summary;
    QLabel *m_detail; // the selected finding in full
    QPushButton *m_analyze;
    QPushButton *m_replay;
    TaskGroup m_tasks; // the analysis on its way
};

} // namespace capstudio
