#pragma once

#include <QLineEdit>

namespace capstudio {

// A line edit that commits a whole value, not keystrokes: commitRequested() is emitted on
// Return or when focus leaves, and only when the text differs from the committed value.
// Esc goes back to the committed value. The owner applies the value and, when the document
// refuses it, calls revert().
class CommitLineEdit : public QLineEdit
{
    Q_OBJECT

public:
    explicit CommitLineEdit(QWidget *parent = nullptr);

    // Shows `text` as the committed value (no signal).
    void setCommittedText(const QString &text);
    const QString &committedText() const { return m_committed; }
    void revert();

signals:
    void commitRequested(const QString &text);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void finish();

    QString m_committed;
};

} // namespace capstudio
