#pragma once

#include "flowgate/value.h"

#include <QWidget>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace capstudio {

// A transition's `guards:` as a list (each guard compactly) with Remove, and a row to add
// an `expr`, `role` or `permission` guard. It only asks; the owner edits the document.
class GuardListEditor : public QWidget
{
    Q_OBJECT

public:
    explicit GuardListEditor(QWidget *parent = nullptr);

    // `guards` is the transition's guards value (an array, or Null).
    void setGuards(const flowgate::Value &guards);
    void setReadOnly(bool readOnly);
    // Adds the guard described by the add row (as the Add button).
    void addFromRow();
    // Clears the add row's text (after the guard was added).
    void clearAddRow();

signals:
    void addRequested(const flowgate::Value &guard);
    void removeRequested(int index);

private:
    void updateButtons();

    QListWidget *m_list;
    QPushButton *m_remove;
    QComboBox *m_kind;
    QLineEdit *m_text;
    QPushButton *m_add;
    bool m_readOnly = false;
};

} // namespace capstudio
