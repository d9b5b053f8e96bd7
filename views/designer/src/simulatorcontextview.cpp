#include "simulatorcontextview.h"

#include "simulatortemplates.h"

#include <QHeaderView>

namespace capstudio {

using flowgate::Value;

namespace {

constexpr int PathRole = Qt::UserRole + 1;

QString childPath(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QColor highlight(const QPalette &palette)
{
    QColor colour = palette.color(QPalette::Highlight);
    colour.setAlpha(60);
    return colour;
}

} // namespace

SimulatorContextView::SimulatorContextView(QWidget *parent) : QTreeWidget(parent)
{
    setColumnCount(2);
    setHeaderLabels({tr("Key"), tr("Value")});
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setEditTriggers(NoEditTriggers);
    setSelectionMode(SingleSelection);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(0, QHeaderView::Interactive);
    setColumnWidth(0, 180);
}

void SimulatorContextView::mark(QTreeWidgetItem *item, const QString &path, const QString &toolTip)
{
    m_changed.append(path);
    QFont font = item->font(0);
    font.setBold(true);
    const QBrush tint(highlight(palette()));
    for (int column = 0; column < 2; ++column) {
        item->setFont(column, font);
        item->setBackground(column, tint);
        item->setToolTip(column, toolTip);
    }
    for (QTreeWidgetItem *parent = item->parent(); parent; parent = parent->parent())
        parent->setExpanded(true);
}

void SimulatorContextView::addRemoved(QTreeWidgetItem *parent, const QString &key, const QString &path,
                                      const Value &value)
{
    auto *removed = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(this);
    removed->setText(0, key);
    removed->setText(1, tr("(removed) %1").arg(SimulatorTemplates::compact(value, 120)));
    QFont font = removed->font(0);
    font.setStrikeOut(true);
    removed->setFont(0, font);
    mark(removed, path, tr("Removed by the last step."));
}

void SimulatorContextView::addItem(QTreeWidgetItem *parent, const QString &key, const QString &path,
                                   const Value &value, const Value *previous, bool compare, int depth)
{
    auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(this);
    item->setText(0, key);
    item->setData(0, PathRole, path);
    const bool container = (value.isObject() || value.isArray()) && depth < SimulatorTemplates::MaxDepth;
    if (container) {
        item->setText(1, value.isObject() ? tr("{%n key(s)}", nullptr, int(value.size()))
                                          : tr("[%n item(s)]", nullptr, int(value.size())));
        item->setToolTip(1, SimulatorTemplates::compact(value, 400));
    } else {
        item->setText(1, SimulatorTemplates::compact(value, 200));
        item->setToolTip(1, SimulatorTemplates::compact(value, 2000));
    }
    if (key.startsWith(QLatin1Char('_')) && depth == 0) {
        item->setForeground(0, palette().brush(QPalette::Disabled, QPalette::Text));
        item->setForeground(1, palette().brush(QPalette::Disabled, QPalette::Text));
    }

    // Children are compared only when this value existed before with the same type.
    bool compareChildren = false;
    if (compare && !previous) {
        mark(item, path, tr("Added by the last step."));
    } else if (compare && *previous != value) {
        if (container && previous->type() == value.type())
            compareChildren = true;
        else
            mark(item, path, tr("Changed by the last step (was %1).").arg(SimulatorTemplates::compact(*previous, 200)));
    }
    if (!container)
        return;

    int shown = 0;
    if (value.isObject()) {
        for (const Value::Member &member : value.members()) {
            if (++shown > MaxChildren)
                break;
            const Value *before = compareChildren ? previous->find(member.key) : nullptr;
            addItem(item, member.key, childPath(path, member.key), member.value, before, compareChildren, depth + 1);
        }
        if (compareChildren) {
            for (const Value::Member &member : previous->members()) {
                if (!value.contains(member.key))
                    addRemoved(item, member.key, childPath(path, member.key), member.value);
            }
        }
    } else {
        for (qsizetype i = 0; i < value.size(); ++i) {
            if (++shown > MaxChildren)
                break;
            const bool known = compareChildren && i < previous->size();
            const QString index = QStringLiteral("[%1]").arg(i);
            addItem(item, index, path + index, value.at(i), known ? &previous->at(i) : nullptr, compareChildren,
                    depth + 1);
        }
    }
    if (value.size() > MaxChildren) {
        auto *more = new QTreeWidgetItem(item);
        more->setText(0, tr("… %n more", nullptr, int(value.size() - MaxChildren)));
    }
}

void SimulatorContextView::setContext(const Value &context, const Value &previous)
{
    clear();
    m_changed.clear();
    const bool compare = !previous.isNull() && previous != context;
    const Value object = context.isObject() ? context : Value::makeObject();
    const Value before = previous.isObject() ? previous : Value::makeObject();
    int shown = 0;
    for (const Value::Member &member : object.members()) {
        if (++shown > MaxChildren)
            break;
        addItem(nullptr, member.key, member.key, member.value, compare ? before.find(member.key) : nullptr, compare, 0);
    }
    if (compare) {
        for (const Value::Member &member : before.members()) {
            if (!object.contains(member.key))
                addRemoved(nullptr, member.key, member.key, member.value);
        }
    }
    if (object.size() > MaxChildren) {
        auto *more = new QTreeWidgetItem(this);
        more->setText(0, tr("… %n more", nullptr, int(object.size() - MaxChildren)));
    }
    if (topLevelItemCount() == 0) {
        auto *empty = new QTreeWidgetItem(this);
        empty->setText(0, tr("(empty)"));
        empty->setForeground(0, palette().brush(QPalette::Disabled, QPalette::Text));
    }
}

} // namespace capstudio
