#pragma once

#include <QList>
#include <QWidget>

class QAction;
class QLabel;
class QHBoxLayout;

namespace capstudio {

// What an area shows while it has nothing to show: a heading, what to do next, and a button
// for each action that does it (the button follows the action's text, icon and enabled state).
class EmptyState : public QWidget
{
    Q_OBJECT

public:
    explicit EmptyState(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    void setText(const QString &text);
    void setActions(const QList<QAction *> &actions);

    QString title() const;
    QString text() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // The text wraps at the width the area gives it (at most a comfortable line) and is as
    // tall as its lines: a wrapped label centred in a layout was cut to its first lines.
    void fitText();

    QLabel *m_title;
    QLabel *m_text;
    QHBoxLayout *m_buttons;
};

} // namespace capstudio
