#include "views/capabilitiespane.h"

#include "catalog/capabilityfile.h"
#include "catalog/capabilityfilterproxy.h"
#include "catalog/capabilityimport.h"
#include "catalog/capabilitysortproxy.h"
#include "catalog/capabilitytablemodel.h"
#include "catalog/catalogdocument.h"
#include "views/capabilityform.h"
#include "views/capabilityimportdialog.h"
#include "views/newcapabilitywizard.h"
#include "views/pendingchangesview.h"
#include "views/problemsview.h"
#include "views/emptystate.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace capstudio {

CapabilitiesPane::CapabilitiesPane(CatalogDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new CapabilityTableModel(document, this))
    , m_sorter(new CapabilitySortProxy(this))
    , m_proxy(new CapabilityFilterProxy(this))
    , m_filter(new QLineEdit(this))
    , m_category(new QComboBox(this))
    , m_type(new QComboBox(this))
    , m_more(new QToolButton(this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
    , m_tableStack(new QStackedWidget(this))
    , m_empty(new EmptyState(this))
    , m_form(new CapabilityForm(document, this))
    , m_pending(new PendingChangesView(document, this))
    , m_pendingLabel(new QLabel(this))
    , m_reviewButton(new QPushButton(tr("&Review Changes…"), this))
    , m_problemsView(new ProblemsView(document, this))
    , m_problemsButton(new QPushButton(tr("Pro&blems…"), this))
{
    // Sorting below filtering: a new filter text never re-sorts 100,000 rows.
    m_sorter->setSourceModel(m_model);
    m_proxy->setSourceModel(m_sorter);

    auto *bar = new QWidget(this);
    buildFilters(bar);

    m_table->setModel(m_proxy);
    m_table->setAccessibleName(tr("Capabilities"));
    // Tab leaves the table; the arrow keys move between its cells.
    m_table->setTabKeyNavigation(false);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(CapabilityTableModel::CategoryColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::SelectedClicked);
    m_table->verticalHeader()->hide();
    // Fixed row heights keep 100,000 rows cheap to lay out.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->horizontalHeader()->setResizeContentsPrecision(64);
    m_table->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table->horizontalHeader(), &QHeaderView::customContextMenuRequested, this,
            &CapabilitiesPane::showHeaderMenu);
    connect(m_table, &QTableView::customContextMenuRequested, this, &CapabilitiesPane::showContextMenu);

    auto *pendingBar = new QHBoxLayout;
    m_pendingLabel->setTextFormat(Qt::PlainText);
    auto *apply = new QPushButton(tr("&Apply"), this);
    auto *discard = new QPushButton(tr("&Discard All"), this);
    pendingBar->addWidget(m_problemsButton);
    pendingBar->addWidget(m_pendingLabel, 1);
    pendingBar->addWidget(m_reviewButton);
    pendingBar->addWidget(discard);
    pendingBar->addWidget(apply);
    connect(apply, &QPushButton::clicked, this, &CapabilitiesPane::applyRequested);
    connect(discard, &QPushButton::clicked, m_document, &CatalogDocument::discardAll);
    m_reviewButton->setCheckable(true);
    connect(m_reviewButton, &QPushButton::toggled, m_pending, &QWidget::setVisible);
    m_pending->setVisible(false);
    m_problemsButton->setCheckable(true);
    m_problemsView->setVisible(false);
    connect(m_problemsButton, &QPushButton::toggled, m_problemsView, &QWidget::setVisible);
    connect(m_problemsView, &ProblemsView::capabilityActivated, this, &CapabilitiesPane::selectCapability);
    connect(m_pending, &PendingChangesView::capabilityActivated, this, &CapabilitiesPane::selectCapability);

    auto *tableSide = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tableSide);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(bar);
    m_empty->setObjectName(QStringLiteral("capabilitiesEmptyState"));
    m_empty->setTitle(tr("No capabilities here yet"));
    m_empty->setText(tr("Create a capability, import a JSON export of capabilities, or connect to a deployment "
                        "that has them."));
    m_tableStack->addWidget(m_table);
    m_tableStack->addWidget(m_empty);
    auto *vertical = new QSplitter(Qt::Vertical, tableSide);
    vertical->addWidget(m_tableStack);
    vertical->addWidget(m_pending);
    vertical->addWidget(m_problemsView);
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 1);
    tableLayout->addWidget(vertical, 1);
    tableLayout->addLayout(pendingBar);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("capabilitiesSplitter"));
    splitter->addWidget(tableSide);
    splitter->addWidget(m_form);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CapabilitiesPane::showSelected);
    connect(m_model, &CapabilityTableModel::editRefused, this, &CapabilitiesPane::statusMessage);
    connect(m_form, &CapabilityForm::editRefused, this, &CapabilitiesPane::statusMessage);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        updateCount();
        if (!m_headerRestored)
            fitColumns();
        m_category->clear();
        m_category->addItem(tr("All categories"));
        m_category->addItems(m_document->categories());
        if (m_proxy->rowCount() > 0)
            m_table->selectRow(0);
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &CapabilitiesPane::updateCount);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &CapabilitiesPane::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &CapabilitiesPane::updateCount);
    connect(m_document, &CatalogDocument::pendingChanged, this, &CapabilitiesPane::updatePendingBar);
    updateCount();
    updatePendingBar();
}

void CapabilitiesPane::buildFilters(QWidget *bar)
{
    m_filter->setPlaceholderText(tr("Filter by name, slug, description or handler"));
    m_filter->setAccessibleName(tr("Filter capabilities"));
    m_filter->setClearButtonEnabled(true);
    // Filtering 100,000 rows per keystroke is fast, but coalesce bursts of typing anyway.
    auto *debounce = new QTimer(this);
    debounce->setSingleShot(true);
    debounce->setInterval(60);
    connect(m_filter, &QLineEdit::textChanged, debounce, qOverload<>(&QTimer::start));
    connect(debounce, &QTimer::timeout, this, [this] {
        m_proxy->setText(m_filter->text());
        updateCount();
    });

    m_category->addItem(tr("All categories"));
    connect(m_category, &QComboBox::activated, this, [this](int index) {
        m_proxy->setCategory(index == 0 ? QString() : m_category->itemText(index));
        updateCount();
    });
    m_type->addItems({tr("All types"), QStringLiteral("internal"), QStringLiteral("api"), QStringLiteral("webhook")});
    connect(m_type, &QComboBox::activated, this, [this](int index) {
        m_proxy->setExecutionType(index == 0 ? QString() : m_type->itemText(index));
        updateCount();
    });

    m_more->setText(tr("Show"));
    m_more->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_more);
    const auto addToggle = [this, menu](const QString &text, const std::function<void(bool)> &apply) {
        QAction *action = menu->addAction(text);
        action->setCheckable(true);
        connect(action, &QAction::toggled, this, [this, apply](bool on) {
            apply(on);
            updateCount();
        });
        return action;
    };
    addToggle(tr("Active only"), [this](bool on) {
        m_proxy->setActive(on ? CapabilityFilterProxy::Tristate::Yes : CapabilityFilterProxy::Tristate::Any);
    });
    addToggle(tr("Inactive only"), [this](bool on) {
        m_proxy->setActive(on ? CapabilityFilterProxy::Tristate::No : CapabilityFilterProxy::Tristate::Any);
    });
    addToggle(tr("System only"), [this](bool on) {
        m_proxy->setSystem(on ? CapabilityFilterProxy::Tristate::Yes : CapabilityFilterProxy::Tristate::Any);
    });
    addToggle(tr("Quarantined only"), [this](bool on) { m_proxy->setQuarantinedOnly(on); });
    addToggle(tr("With problems only"), [this](bool on) { m_proxy->setProblemsOnly(on); });
    addToggle(tr("With pending changes only"), [this](bool on) { m_proxy->setPendingOnly(on); });
    m_more->setMenu(menu);

    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter, 1);
    layout->addWidget(m_category);
    layout->addWidget(m_type);
    layout->addWidget(m_more);
    layout->addWidget(m_count);
}

void CapabilitiesPane::fitColumns()
{
    m_table->resizeColumnsToContents();
    for (int column = 0; column < m_model->columnCount(); ++column)
        m_table->setColumnWidth(column, std::min(m_table->columnWidth(column), 240));
}

QModelIndex CapabilitiesPane::toModel(const QModelIndex &viewIndex) const
{
    return m_sorter->mapToSource(m_proxy->mapToSource(viewIndex));
}

QModelIndex CapabilitiesPane::fromModel(const QModelIndex &modelIndex) const
{
    return m_proxy->mapFromSource(m_sorter->mapFromSource(modelIndex));
}

void CapabilitiesPane::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

void CapabilitiesPane::showSelected()
{
    const QModelIndex current = toModel(m_table->currentIndex());
    m_form->setCapabilityId(current.isValid() ? m_model->capabilityAt(current.row()).id : QString());
}

void CapabilitiesPane::selectCapability(const QString &id, const QString &field)
{
    const int row = m_document->rowOf(id);
    if (row < 0)
        return;
    // field is a JSON key ("rateLimit") or a pointer into the row ("/functionDefinition/name").
    const QString key = field.section(QLatin1Char('/'), field.startsWith(QLatin1Char('/')) ? 1 : 0, 
                                      field.startsWith(QLatin1Char('/')) ? 1 : 0);
    const QModelIndex index = fromModel(m_model->index(row, CapabilityTableModel::columnOfField(key)));
    if (!index.isValid()) {
        emit statusMessage(tr("The capability is hidden by the current filter"));
        return;
    }
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    if (!field.isEmpty())
        m_form->focusField(field.startsWith(QLatin1Char('/')) ? field : QLatin1Char('/') + field);
}

QStringList CapabilitiesPane::selectedIds() const
{
    QStringList ids;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        ids.append(toModel(index).data(CapabilityTableModel::CapabilityIdRole).toString());
    return ids;
}

void CapabilitiesPane::updateCount()
{
    const int shown = m_proxy->rowCount();
    const int total = m_model->rowCount();
    m_tableStack->setCurrentWidget(total == 0 && !m_reading ? static_cast<QWidget *>(m_empty) : m_table);
    m_count->setText(shown == total ? tr("%n capabilities", nullptr, total)
                                    : tr("%1 of %n capabilities", nullptr, total).arg(shown));
}

void CapabilitiesPane::setEmptyActions(const QList<QAction *> &actions)
{
    m_empty->setActions(actions);
}

void CapabilitiesPane::setReading(bool reading)
{
    m_reading = reading;
    updateCount();
}

void CapabilitiesPane::updatePendingBar()
{
    const int pending = m_document->pendingCount();
    m_pendingLabel->setText(pending == 0 ? tr("No pending changes")
                                         : tr("%n capability(ies) with pending changes", nullptr, pending));
}

void CapabilitiesPane::showContextMenu(const QPoint &position)
{
    const QStringList ids = selectedIds();
    if (ids.isEmpty())
        return;
    QMenu menu(this);
    const auto refused = [this](bool ok, const QString &why) {
        if (!ok)
            emit statusMessage(why);
    };
    menu.addAction(tr("&Activate"), this, [this, ids, refused] {
        QString why;
        refused(m_document->setFieldForMany(ids, QStringLiteral("isActive"), true, &why), why);
    });
    menu.addAction(tr("D&eactivate"), this, [this, ids, refused] {
        QString why;
        refused(m_document->setFieldForMany(ids, QStringLiteral("isActive"), false, &why), why);
    });
    menu.addAction(tr("Set &Category…"), this, [this, ids] {
        bool ok = false;
        const QString category = QInputDialog::getItem(this, tr("Set Category"), tr("Category:"),
                                                       m_document->categories(), 0, true, &ok);
        if (ok && !category.trimmed().isEmpty())
            m_document->setFieldForMany(ids, QStringLiteral("category"), category.trimmed());
    });
    menu.addAction(tr("Set &Rate Limit…"), this, [this, ids] {
        bool ok = false;
        const int limit = QInputDialog::getInt(this, tr("Set Rate Limit"),
                                               tr("Calls per minute (0 = unlimited):"), 0, 0, 10000, 1, &ok);
        if (ok)
            m_document->setFieldForMany(ids, QStringLiteral("rateLimit"),
                                        limit > 0 ? QJsonValue(limit) : QJsonValue(QJsonValue::Null));
    });
    menu.addSeparator();
    menu.addAction(tr("&Delete (deactivate)"), this, [this, ids, refused] {
        QString why;
        refused(m_document->deleteCapabilities(ids, &why), why);
    });
    menu.addSeparator();
    menu.addAction(tr("E&xport Selection…"), this, [this] {
        QString path = QFileDialog::getSaveFileName(this, tr("Export Selection"), QString(),
                                                    tr("JSON files (*.json)"));
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".json");
        exportRows(path, true);
    });
    menu.exec(m_table->viewport()->mapToGlobal(position));
}

void CapabilitiesPane::showHeaderMenu(const QPoint &position)
{
    QMenu menu(this);
    for (int column = 0; column < m_model->columnCount(); ++column) {
        QAction *action = menu.addAction(m_model->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!m_table->isColumnHidden(column));
        action->setEnabled(column != CapabilityTableModel::NameColumn);
        connect(action, &QAction::toggled, this, [this, column](bool on) { m_table->setColumnHidden(column, !on); });
    }
    menu.exec(m_table->horizontalHeader()->mapToGlobal(position));
}

void CapabilitiesPane::saveState() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("capabilities/header"), m_table->horizontalHeader()->saveState());
    if (const auto *splitter = findChild<QSplitter *>(QStringLiteral("capabilitiesSplitter")))
        settings.setValue(QStringLiteral("capabilities/splitter"), splitter->saveState());
}

void CapabilitiesPane::restoreState()
{
    QSettings settings;
    m_headerRestored =
        m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("capabilities/header")).toByteArray());
    if (auto *splitter = findChild<QSplitter *>(QStringLiteral("capabilitiesSplitter")))
        splitter->restoreState(settings.value(QStringLiteral("capabilities/splitter")).toByteArray());
}

void CapabilitiesPane::importFile(const QString &path)
{
    const CapabilityFile::Content content = CapabilityFile::read(path);
    if (!content.ok()) {
        const Diagnostic &error = *content.error;
        QMessageBox::warning(this, tr("Cannot import the capabilities"),
                             tr("%1\n%2").arg(error.location().toString(), error.message()));
        return;
    }
    const CapabilityImport::Plan plan = CapabilityImport::plan(*m_document, content, path);
    if (plan.rows.isEmpty()) {
        emit statusMessage(tr("%1 holds no capabilities").arg(QDir::toNativeSeparators(path)));
        return;
    }
    CapabilityImportDialog dialog(plan, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QList<int> chosen = dialog.chosenRows();
    CapabilityImport::stage(*m_document, plan, chosen);
    emit statusMessage(tr("Staged %n imported capability(ies); Apply writes them", nullptr, int(chosen.size())));
}

void CapabilitiesPane::exportRows(const QString &path, bool selectionOnly)
{
    QList<Capability> rows;
    if (selectionOnly) {
        QList<int> positions;
        for (const QString &id : selectedIds()) {
            if (const int row = m_document->rowOf(id); row >= 0)
                positions.append(row);
        }
        std::sort(positions.begin(), positions.end());
        for (const int row : std::as_const(positions))
            rows.append(m_document->at(row));
        if (rows.isEmpty()) {
            emit statusMessage(tr("No capabilities are selected"));
            return;
        }
    } else {
        rows.reserve(m_document->count());
        for (int row = 0; row < m_document->count(); ++row)
            rows.append(m_document->at(row));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(CapabilityImport::exportRows(rows, false)) < 0
        || !file.commit()) {
        QMessageBox::warning(this, tr("Cannot export the capabilities"),
                             tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return;
    }
    emit statusMessage(tr("Exported %n capability(ies) to %1", nullptr, int(rows.size()))
                           .arg(QDir::toNativeSeparators(path)));
}

void CapabilitiesPane::newCapability()
{
    NewCapabilityWizard wizard(m_document, this);
    if (wizard.exec() != QDialog::Accepted)
        return;
    if (const std::optional<Recipe> recipe = wizard.chosenRecipe()) {
        const QString config = QString::fromUtf8(QJsonDocument(recipe->customConfig).toJson(QJsonDocument::Indented));
        QGuiApplication::clipboard()->setText(config);
        QMessageBox box(QMessageBox::Information, tr("Use the %1 Recipe").arg(recipe->title),
                        tr("Bind %1 to the agent with the %2 recipe. Its customConfig is on the clipboard.")
                            .arg(recipe->capability, recipe->id),
                        QMessageBox::Ok, this);
        box.setInformativeText(tr("Paste it into the binding's customConfig, replace the example URLs, and set "
                                  "the environment variables it names on the server. The recipe: %1%2")
                                   .arg(RecipeRecommender::recipesFolder(), recipe->fileName));
        box.setDetailedText(config);
        box.exec();
        return;
    }
    if (wizard.createdId().isEmpty())
        return;
    selectCapability(wizard.createdId());
    emit statusMessage(tr("Wrote %n file(s) to %1; the new capability is a pending change", nullptr,
                          int(wizard.writtenFiles().size()))
                           .arg(QDir::toNativeSeparators(wizard.outputFolder())));
}

} // namespace capstudio
