#include "committextedit.h"

#include <QKeyEvent>

namespace capstudio {

CommitTextEdit::CommitTextEdit(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setTabChangesFocus(true);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void CommitTextEdit::setCommittedText(const QString &text)
{
    // A reload while a person is typing here keeps the typing; it commits against the new value.
    const bool typing = hasFocus() && toPlainText() != m_committed;
    m_committed = text;
    if (typing)
        return;
    if (toPlainText() != text)
        setPlainText(text);
}

void CommitTextEdit::revert()
{
    setPlainText(m_committed);
}

void CommitTextEdit::finish()
{
    if (isReadOnly() || toPlainText() == m_committed)
        return;
    emit commitRequested(toPlainText());
}

QSize CommitTextEdit::sizeHint() const
{
    const int lines = 4;
    const int height = fontMetrics().lineSpacing() * lines + 2 * frameWidth()
        + int(document()->documentMargin() * 2);
    return QSize(QPlainTextEdit::sizeHint().width(), height);
}

QSize CommitTextEdit::minimumSizeHint() const
{
    return QSize(80, sizeHint().height());
}

void CommitTextEdit::focusOutEvent(QFocusEvent *event)
{
    QPlainTextEdit::focusOutEvent(event);
    finish();
}

void CommitTextEdit::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        && (event->modifiers() & Qt::ControlModifier)) {
        finish();
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Escape && toPlainText() != m_committed) {
        revert();
        event->accept();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

} // namespace capstudio
