#pragma once

#include <QColor>
#include <QHash>
#include <QList>
#include <QPair>
#include <QWidget>

class QFormLayout;
class QLabel;
class QToolButton;

namespace capstudio {

class PathComboBox;

// Rows of `use:` bindings of a capability call: a label (name and schema type), an
// editable value with suggestions (slots and their types), a button that removes the
// binding, and a hint under the value. Rows are kept by id across setRows() calls with the
// same ids, so focus and typing survive a reload.
class BindingRowsEditor : public QWidget
{
    Q_OBJECT

public:
    struct Row
    {
        QString id;
        QString label;
        QString toolTip;
        QString text;      // the committed value
        bool bound = false; // the remove button is enabled
        QString hint;
        QColor hintColor;
        QList<QPair<QString, QString>> suggestions;
    };

    explicit BindingRowsEditor(const QString &emptyText, QWidget *parent = nullptr);

    void setRows(const QList<Row> &rows);
    void setReadOnly(bool readOnly);
    // Shows a hint under one row's value (empty hides it).
    void setHint(const QString &id, const QString &hint, const QColor &color);
    PathComboBox *valueEditor(const QString &id) const;
    QToolButton *removeButton(const QString &id) const;
    QStringList ids() const { return m_order; }

signals:
    void commitRequested(const QString &id, const QString &text);
    void removeRequested(const QString &id);
    void textEdited(const QString &id, const QString &text);

private:
    struct Widgets
    {
        QWidget *field = nullptr;
        QLabel *label = nullptr;
        PathComboBox *value = nullptr;
        QToolButton *remove = nullptr;
        QLabel *hint = nullptr;
    };

    Widgets createRow(const Row &row);
    void updateRow(const Widgets &widgets, const Row &row);
    void clearRows();

    QFormLayout *m_form;
    QLabel *m_empty;
    QStringList m_order;
    QHash<QString, Widgets> m_rows;
    bool m_readOnly = false;
};

} // namespace capstudio
