#pragma once

#include <flowgate/value.h>

#include <QStringList>
#include <QTreeWidget>

namespace capstudio {

// The run's context as a read-only tree (key, value). Values the last step changed or added
// are bold on a tinted background with the old value in the tooltip; removed keys stay
// visible, struck out, until the next step. Runtime bookkeeping keys (`_fire_count.…`,
// `_while_iter.…`) are greyed.
class SimulatorContextView : public QTreeWidget
{
    Q_OBJECT

public:
    // Objects and arrays with more members than this show only the first ones.
    static constexpr int MaxChildren = 500;

    explicit SimulatorContextView(QWidget *parent = nullptr);

    // Shows `context`; highlights what differs from `previous` (pass the same value, or
    // Null, to highlight nothing).
    void setContext(const flowgate::Value &context, const flowgate::Value &previous);
    // The paths highlighted as changed, added or removed ("title", "plan.steps").
    const QStringList &changedPaths() const { return m_changed; }

private:
    // `compare`: the parent existed before, so a missing `previous` means "added".
    void addItem(QTreeWidgetItem *parent, const QString &key, const QString &path, const flowgate::Value &value,
                 const flowgate::Value *previous, bool compare, int depth);
    void addRemoved(QTreeWidgetItem *parent, const QString &key, const QString &path, const flowgate::Value &value);
    void mark(QTreeWidgetItem *item, const QString &path, const QString &toolTip);

    QStringList m_changed;
};

} // namespace capstudio
