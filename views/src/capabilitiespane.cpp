#include "views/capabilitiespane.h"

#include "catalog/capabilitytablemodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QDateTime>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace capstudio {

CapabilitiesPane::CapabilitiesPane(CapabilityTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
    , m_detailTitle(new QLabel(this))
    , m_detailDescription(new QLabel(this))
    , m_detailFacts(new QLabel(this))
    , m_definition(new QPlainTextEdit(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setSortRole(CapabilityTableModel::SortRole);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);

    m_filter->setPlaceholderText(tr("Filter by name, slug, category or handler"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text);
        updateCount();
    });

    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(CapabilityTableModel::CategoryColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto *top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_count);

    auto *tableSide = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tableSide);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addLayout(top);
    tableLayout->addWidget(m_table, 1);

    auto *detail = new QWidget(this);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    QFont titleFont = m_detailTitle->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_detailTitle->setFont(titleFont);
    m_detailTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detailDescription->setWordWrap(true);
    m_detailDescription->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detailDescription->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_detailFacts->setWordWrap(true);
    m_detailFacts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_definition->setReadOnly(true);
    m_definition->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_definition->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_definition->setPlaceholderText(tr("Select a capability to see its function definition."));
    detailLayout->addWidget(m_detailTitle);
    detailLayout->addWidget(m_detailDescription);
    detailLayout->addWidget(m_detailFacts);
    detailLayout->addWidget(new QLabel(tr("Function definition (sent to the LLM):"), detail));
    detailLayout->addWidget(m_definition, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(tableSide);
    splitter->addWidget(detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CapabilitiesPane::showSelected);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        updateCount();
        m_table->resizeColumnsToContents();
        for (int column = 0; column < m_model->columnCount(); ++column)
            m_table->setColumnWidth(column, std::min(m_table->columnWidth(column), 260));
        if (m_proxy->rowCount() > 0)
            m_table->selectRow(0);
    });
    updateCount();
}

void CapabilitiesPane::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

void CapabilitiesPane::showSelected()
{
    const QModelIndex current = m_proxy->mapToSource(m_table->currentIndex());
    if (!current.isValid()) {
        m_detailTitle->clear();
        m_detailDescription->clear();
        m_detailFacts->clear();
        m_definition->clear();
        return;
    }
    const Capability &capability = m_model->capabilityAt(current.row());
    m_detailTitle->setText(tr("%1 (%2)").arg(capability.name, capability.slug));
    m_detailDescription->setText(capability.description);

    QStringList facts;
    facts.append(capability.isActive ? tr("Active") : tr("Inactive"));
    if (capability.isSystem)
        facts.append(tr("System capability (seeded from code)"));
    facts.append(tr("Runs as %1: %2").arg(capability.executionType, capability.executionHandler));
    if (capability.requiresApproval)
        facts.append(capability.approvalTimeoutMs
                         ? tr("Needs approval (times out after %n s)", nullptr, *capability.approvalTimeoutMs / 1000)
                         : tr("Needs approval"));
    facts.append(capability.rateLimit ? tr("At most %1 calls a minute").arg(*capability.rateLimit)
                                      : tr("No rate limit"));
    const QString quarantine = capability.effectiveQuarantineState(QDateTime::currentDateTimeUtc());
    if (quarantine != QLatin1String("active"))
        facts.append(tr("Quarantined (%1): %2").arg(quarantine, capability.quarantineReason));
    m_detailFacts->setText(facts.join(QStringLiteral(" · ")));
    m_definition->setPlainText(
        QString::fromUtf8(QJsonDocument(capability.functionDefinition).toJson(QJsonDocument::Indented)));
}

void CapabilitiesPane::updateCount()
{
    const int shown = m_proxy->rowCount();
    const int total = m_model->rowCount();
    m_count->setText(shown == total ? tr("%n capabilities", nullptr, total)
                                    : tr("%1 of %n capabilities", nullptr, total).arg(shown));
}

} // namespace capstudio
