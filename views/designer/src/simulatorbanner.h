#pragma once

#include <QFrame>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace capstudio {

// A coloured strip above the simulator's content: an error code or title in bold, a message
// a person can select and copy, and optional buttons on the right. Hidden until shown.
class SimulatorBanner : public QFrame
{
    Q_OBJECT

public:
    enum class Kind { Error, Warning, Info, Success };

    explicit SimulatorBanner(QWidget *parent = nullptr);

    // Replaces the message and removes the buttons; shows the banner.
    void showMessage(Kind kind, const QString &title, const QString &message);
    // Adds a button after the message (until the next showMessage() or clear()).
    QPushButton *addButton(const QString &text);
    // Hides the banner and forgets its message and buttons.
    void clear();

    Kind kind() const { return m_kind; }
    QString title() const;
    QString message() const;
    // Title and message as one line of plain text.
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColours();

    Kind m_kind = Kind::Info;
    bool m_applying = false;
    QLabel *m_title = nullptr;
    QLabel *m_message = nullptr;
    QHBoxLayout *m_buttons = nullptr;
};

} // namespace capstudio
