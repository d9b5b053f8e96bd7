#include "commitlineedit.h"

#include <QKeyEvent>

namespace capstudio {

CommitLineEdit::CommitLineEdit(QWidget *parent)
    : QLineEdit(parent)
{
    connect(this, &QLineEdit::editingFinished, this, &CommitLineEdit::finish);
}

void CommitLineEdit::setCommittedText(const QString &text)
{
    // A reload while a person is typing here keeps the typing; it commits against the new value.
    const bool typing = hasFocus() && QLineEdit::text() != m_committed;
    m_committed = text;
    if (typing)
        return;
    if (QLineEdit::text() != text)
        setText(text);
    setCursorPosition(0);
}

void CommitLineEdit::revert()
{
    setText(m_committed);
    setCursorPosition(0);
}

void CommitLineEdit::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && text() != m_committed) {
        revert();
        event->accept();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void CommitLineEdit::finish()
{
    if (isReadOnly() || text() == m_committed)
        return;
    emit commitRequested(text());
}

} // namespace capstudio
