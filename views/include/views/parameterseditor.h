#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace capstudio {

class ParametersTableModel;

// The parameters of a function definition as a table (ParametersTableModel): name, type
// (a drop-down), required, description, and a read-only summary of the constraints,
// with buttons to add and remove parameters. The editor only reports: each edit emits
// schemaEdited() with the whole new parameters schema, and the owner decides what to do
// with it (the capability form writes it to the document and hands it back through
// setParameters()).
class ParametersEditor : public QWidget
{
    Q_OBJECT

public:
    explicit ParametersEditor(QWidget *parent = nullptr);

    ParametersTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

    // Shows the "parameters" value of a function definition: an object, or Undefined/Null
    // when there is none (adding a parameter then creates it). Anything else is left to
    // the JSON and the table says so. Rows, the current cell and an open editor stay when
    // the value is the one shown.
    void setParameters(const QJsonValue &parameters);
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }

    // Adds "param" (or "param2" …) and opens its name for editing.
    void addParameter();
    // Removes the parameter of the current row.
    void removeCurrentParameter();

signals:
    void schemaEdited(const QJsonObject &schema);
    // An edit the table refused, with the reason (also shown under the table).
    void editRefused(const QString &reason);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateState();
    // Splits the width the fixed columns leave between description and constraints,
    // until the user sizes the description column.
    void fitColumns();

    ParametersTableModel *m_model;
    QTableView *m_view;
    QLabel *m_note;
    QPushButton *m_add;
    QPushButton *m_remove;
    bool m_readOnly = false;
    bool m_shapeEditable = true;
    bool m_fitting = false;
    bool m_userSizedColumns = false;
};

} // namespace capstudio
