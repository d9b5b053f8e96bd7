#pragma once

#include <QComboBox>
#include <QList>
#include <QPair>

class QStandardItemModel;

namespace capstudio {

// An editable combo for a value that is usually a path: its list offers suggestions with
// a second column (a slot's type), the text can be anything. Like CommitLineEdit it
// commits the whole value on Return, on picking a suggestion or when focus leaves, and
// only when the value changed.
class PathComboBox : public QComboBox
{
    Q_OBJECT

public:
    explicit PathComboBox(QWidget *parent = nullptr);

    // Suggestions: (text, detail) pairs; the current text stays.
    void setSuggestions(const QList<QPair<QString, QString>> &suggestions);
    void setCommittedText(const QString &text);
    const QString &committedText() const { return m_committed; }
    void revert();
    QString text() const;

signals:
    void commitRequested(const QString &text);

private:
    void finish();

    QStandardItemModel *m_model;
    QString m_committed;
};

} // namespace capstudio
