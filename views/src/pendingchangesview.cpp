#include "views/pendingchangesview.h"

#include "catalog/catalogdocument.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPushButton>
#include <QShowEvent>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace capstudio {

namespace {

constexpr int IdRole = Qt::UserRole + 1;
constexpr int FieldRole = Qt::UserRole + 2;
constexpr int ChangeRole = Qt::UserRole + 3; // a row's index in m_changes

QString shortJson(const QJsonValue &value)
{
    QString text;
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return QStringLiteral("—");
    case QJsonValue::Object:
        text = QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
        break;
    case QJsonValue::Array:
        text = QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
        break;
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::String:
        text = value.toString();
        break;
    }
    return text.size() > 120 ? text.left(119) + QChar(0x2026) : text;
}

} // namespace

PendingChangesView::PendingChangesView(CatalogDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_tree(new QTreeWidget(this))
    , m_discardSelected(new QPushButton(tr("Discard &Selected"), this))
    , m_rebuild(new QTimer(this))
{
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({tr("Change"), tr("Before"), tr("After")});
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_discardSelected);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tree, 1);
    layout->addLayout(buttons);

    connect(m_discardSelected, &QPushButton::clicked, this, [this] {
        QStringList ids;
        for (QTreeWidgetItem *item : m_tree->selectedItems()) {
            const QString id = item->data(0, IdRole).toString();
            if (!ids.contains(id))
                ids.append(id);
        }
        m_document->discardChanges(ids);
    });
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        emit capabilityActivated(item->data(0, IdRole).toString(), item->data(0, FieldRole).toString());
    });
    connect(m_tree, &QTreeWidget::itemExpanded, this, &PendingChangesView::addFields);
    // Rebuild once per event-loop turn, however many edits a macro made.
    m_rebuild->setSingleShot(true);
    connect(m_rebuild, &QTimer::timeout, this, &PendingChangesView::rebuild);
    connect(m_document, &CatalogDocument::pendingChanged, this, &PendingChangesView::documentChanged);
    connect(m_document, &CatalogDocument::rowsChanged, this, &PendingChangesView::documentChanged);
    rebuild();
}

void PendingChangesView::documentChanged()
{
    if (isVisible())
        m_rebuild->start();
    else
        m_stale = true; // a hidden list costs nothing; it is rebuilt when shown
}

void PendingChangesView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (std::exchange(m_stale, false))
        rebuild();
}

void PendingChangesView::rebuild()
{
    m_tree->clear();
    m_changes = m_document->pendingChanges();
    const bool expand = m_changes.size() < 50;
    for (qsizetype index = 0; index < m_changes.size(); ++index) {
        const CatalogDocument::Change &change = m_changes.at(index);
        auto *row = new QTreeWidgetItem(m_tree);
        const bool added = change.kind == CatalogDocument::Change::Kind::Added;
        row->setText(0, added ? tr("New: %1").arg(change.after.slug)
                              : tr("%1 (%n field(s))", nullptr, int(change.fields.size())).arg(change.after.slug));
        row->setData(0, IdRole, change.id);
        row->setData(0, ChangeRole, int(index));
        QFont bold = row->font(0);
        bold.setBold(true);
        row->setFont(0, bold);
        row->setChildIndicatorPolicy(QTreeWidgetItem::ShowIndicator);
        if (expand)
            row->setExpanded(true); // builds its fields
    }
    m_discardSelected->setEnabled(!m_changes.isEmpty());
}

void PendingChangesView::addFields(QTreeWidgetItem *row)
{
    if (row->parent() || row->childCount() > 0)
        return;
    const int index = row->data(0, ChangeRole).toInt();
    if (index < 0 || index >= m_changes.size())
        return;
    const CatalogDocument::Change &change = m_changes.at(index);
    const bool added = change.kind == CatalogDocument::Change::Kind::Added;
    for (const QString &field : change.fields) {
        if (added && (field == QLatin1String("id")))
            continue;
        auto *item = new QTreeWidgetItem(row);
        item->setText(0, field);
        item->setText(1, added ? QString() : shortJson(change.before.value(field)));
        item->setText(2, shortJson(change.after.value(field)));
        item->setToolTip(2, item->text(2));
        item->setData(0, IdRole, change.id);
        item->setData(0, FieldRole, field);
    }
    row->setChildIndicatorPolicy(QTreeWidgetItem::DontShowIndicatorWhenChildless);
}

} // namespace capstudio
