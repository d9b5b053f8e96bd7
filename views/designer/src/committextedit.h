#pragma once

#include <QPlainTextEdit>

namespace capstudio {

// A multi-line field (goal, guidance, description) that commits its text when focus
// leaves it or on Ctrl+Return, and only when it changed. Tab moves to the next field;
// Esc goes back to the committed text.
class CommitTextEdit : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit CommitTextEdit(QWidget *parent = nullptr);

    void setCommittedText(const QString &text);
    const QString &committedText() const { return m_committed; }
    void revert();
    // Commits now when the text changed (as leaving the field would).
    void finish();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void commitRequested(const QString &text);

protected:
    void focusOutEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QString m_committed;
};

} // namespace capstudio
