#include "views/capabilityimportdialog.h"

#include "core/jsontext.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace capstudio {

namespace {

constexpr int MaxValueLength = 56;

QString shortJson(const QJsonValue &value)
{
    const QString text = QString::fromUtf8(JsonText::compact(value));
    return text.size() > MaxValueLength ? text.left(MaxValueLength - 1) + QChar(0x2026) : text;
}

QString fullJson(const QJsonValue &value)
{
    return QString::fromUtf8(JsonText::compact(value));
}

} // namespace

CapabilityImportDialog::CapabilityImportDialog(const CapabilityImport::Plan &plan, QWidget *parent)
    : QDialog(parent)
    , m_plan(plan)
    , m_tree(new QTreeWidget(this))
    , m_summary(new QLabel(this))
    , m_stage(nullptr)
{
    setWindowTitle(tr("Import Capabilities"));

    auto *heading = new QLabel(this);
    heading->setTextFormat(Qt::PlainText);
    heading->setText(tr("Rows of %1 compared with the capabilities being edited. The checked rows are "
                        "staged as one change you can undo; nothing is written until you apply.")
                         .arg(QFileInfo(plan.file).fileName()));
    heading->setWordWrap(true);

    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({tr("Kind"), tr("Slug / Field"), tr("Details")});
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_tree->header()->setStretchLastSection(true);

    m_tree->setUpdatesEnabled(false);
    for (int i = 0; i < m_plan.rows.size(); ++i)
        addRow(m_plan.rows.at(i), i);
    m_tree->setUpdatesEnabled(true);
    m_tree->resizeColumnToContents(KindColumn);
    m_tree->resizeColumnToContents(SlugColumn);

    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setText(summary());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_stage = buttons->addButton(tr("&Stage Selected"), QDialogButtonBox::AcceptRole);
    m_stage->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_tree, &QTreeWidget::itemChanged, this, &CapabilityImportDialog::updateButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    resize(920, 560);
    updateButtons();
}

QTreeWidgetItem *CapabilityImportDialog::addRow(const CapabilityImport::Row &row, int index)
{
    using Kind = CapabilityImport::Kind;
    auto *item = new QTreeWidgetItem(m_tree);
    item->setData(KindColumn, PlanRowRole, index);
    item->setData(KindColumn, KindRole, int(row.kind));
    item->setText(KindColumn, CapabilityImport::kindName(row.kind));
    item->setText(SlugColumn, row.slug.isEmpty() ? tr("(row %1)").arg(row.pointer) : row.slug);
    if (row.isStageable()) {
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(KindColumn, Qt::Checked);
    } else {
        item->setFlags(item->flags() & ~Qt::ItemIsUserCheckable);
    }

    QString detail;
    switch (row.kind) {
    case Kind::New:
        detail = row.capability.name;
        break;
    case Kind::Changed: {
        QStringList keys;
        for (const CapabilityImport::FieldChange &change : row.changes)
            keys.append(change.key);
        detail = tr("%n field(s): %1", nullptr, int(keys.size())).arg(keys.join(QStringLiteral(", ")));
        break;
    }
    case Kind::Unchanged:
        detail = tr("Identical to the capability being edited");
        break;
    case Kind::Invalid:
        for (const Diagnostic &diagnostic : row.diagnostics) {
            if (diagnostic.severity() == Severity::Error) {
                detail = diagnostic.message();
                break;
            }
        }
        break;
    }
    item->setText(DetailColumn, detail);
    if (!row.matchedId.isEmpty())
        item->setToolTip(SlugColumn, row.matchedById ? tr("Matched by id %1").arg(row.matchedId)
                                                     : tr("Matched by slug (id %1)").arg(row.matchedId));

    for (const CapabilityImport::FieldChange &change : row.changes) {
        auto *child = new QTreeWidgetItem(item);
        child->setText(SlugColumn, change.key);
        child->setText(DetailColumn, tr("%1 → %2").arg(shortJson(change.before), shortJson(change.after)));
        child->setToolTip(DetailColumn, tr("Before: %1\nAfter: %2").arg(fullJson(change.before), fullJson(change.after)));
        child->setFlags(Qt::ItemIsEnabled);
    }
    for (const Diagnostic &diagnostic : row.diagnostics) {
        auto *child = new QTreeWidgetItem(item);
        const bool error = diagnostic.severity() == Severity::Error;
        child->setIcon(KindColumn, style()->standardIcon(error ? QStyle::SP_MessageBoxCritical
                                                               : QStyle::SP_MessageBoxWarning));
        child->setText(KindColumn, severityName(diagnostic.severity()));
        child->setText(SlugColumn, diagnostic.location().jsonPointer);
        child->setText(DetailColumn, diagnostic.message());
        child->setToolTip(DetailColumn, diagnostic.toText());
        child->setFlags(Qt::ItemIsEnabled);
    }
    if (row.kind == Kind::Changed || row.kind == Kind::Invalid)
        item->setExpanded(true);
    return item;
}

QString CapabilityImportDialog::summary() const
{
    using Kind = CapabilityImport::Kind;
    return tr("%1 new, %2 changed, %3 unchanged, %4 invalid")
        .arg(m_plan.count(Kind::New))
        .arg(m_plan.count(Kind::Changed))
        .arg(m_plan.count(Kind::Unchanged))
        .arg(m_plan.count(Kind::Invalid));
}

QList<int> CapabilityImportDialog::chosenRows() const
{
    QList<int> chosen;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_tree->topLevelItem(i);
        if ((item->flags() & Qt::ItemIsUserCheckable) && item->checkState(KindColumn) == Qt::Checked)
            chosen.append(item->data(KindColumn, PlanRowRole).toInt());
    }
    return chosen;
}

void CapabilityImportDialog::updateButtons()
{
    if (m_stage)
        m_stage->setEnabled(!chosenRows().isEmpty());
}

} // namespace capstudio
