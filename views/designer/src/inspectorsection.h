#pragma once

#include "core/expected.h"

#include <QGroupBox>

class QFormLayout;
class QLabel;

namespace capstudio {

// One titled group of the inspector: a form and, under it, the message of the last edit
// the document refused (in red), so an error shows next to the fields it is about.
class InspectorSection : public QGroupBox
{
    Q_OBJECT

public:
    explicit InspectorSection(const QString &title, QWidget *parent = nullptr);

    QFormLayout *form() const { return m_form; }
    // Shows the message (red, wrapped) or hides it when empty.
    void showError(const QString &message);
    void clearError() { showError(QString()); }
    QString errorText() const;
    // True when the status is ok (and clears the message); otherwise shows its message.
    bool check(const Status &status);

    // The colour errors are written in (as the capability ProblemsView).
    static QColor errorColor();
    static QColor warningColor();
    static QColor okColor();

signals:
    void errorShown(const QString &message);

private:
    QFormLayout *m_form;
    QLabel *m_error;
};

} // namespace capstudio
