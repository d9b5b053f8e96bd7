#include "views/catalogcomparedialog.h"

#include "views/catalogcomparemodel.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeView>
#include <QVBoxLayout>

namespace capstudio {

namespace {

QString fullJson(const QJsonValue &value)
{
    if (value.isUndefined())
        return CatalogCompareDialog::tr("(absent)");
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)).trimmed();
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)).trimmed();
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

const QString SettingsGroup = QStringLiteral("catalogCompare");

} // namespace

CatalogCompareDialog::CatalogCompareDialog(QWidget *parent)
    : QDialog(parent), m_model(new CatalogCompareModel(this)), m_heading(new QLabel(this)),
      m_onlyDifferences(new QCheckBox(tr("Only &differences"), this)), m_tree(new QTreeView(this)),
      m_detail(new QTableWidget(0, 3, this)), m_outcome(new QLabel(this)),
      m_pickAll(new QPushButton(tr("Pick &All"), this)), m_stage(new QPushButton(tr("&Stage in This Connection"), this))
{
    setWindowTitle(tr("Compare Catalogs"));
    m_heading->setWordWrap(true);
    m_onlyDifferences->setChecked(true);
    m_tree->setModel(m_model);
    m_tree->setObjectName(QStringLiteral("compareTree"));
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(CatalogCompareModel::NameColumn, QHeaderView::Interactive);
    m_tree->header()->setSectionResizeMode(CatalogCompareModel::HereColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(CatalogCompareModel::ThereColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(CatalogCompareModel::StatusColumn, QHeaderView::ResizeToContents);
    m_tree->setColumnWidth(CatalogCompareModel::NameColumn, 320);

    m_detail->setObjectName(QStringLiteral("compareDetail"));
    m_detail->setTabKeyNavigation(false);
    m_detail->setHorizontalHeaderLabels({tr("Field"), tr("This connection"), tr("Other")});
    m_detail->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_detail->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_detail->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_detail->verticalHeader()->hide();
    m_detail->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_detail->setWordWrap(true);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("compareSplitter"));
    splitter->addWidget(m_tree);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    m_outcome->setWordWrap(true);
    m_outcome->hide();
    m_stage->setDefault(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_pickAll, QDialogButtonBox::ActionRole);
    buttons->addButton(m_stage, QDialogButtonBox::ApplyRole);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_onlyDifferences);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_outcome);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_onlyDifferences, &QCheckBox::toggled, this, [this](bool only) {
        m_model->setOnlyDifferences(only);
        m_tree->expandToDepth(0);
    });
    connect(m_model, &CatalogCompareModel::picksChanged, this, &CatalogCompareDialog::updateButtons);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &CatalogCompareDialog::showDetail);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CatalogCompareDialog::showDetail);
    connect(m_pickAll, &QPushButton::clicked, this, [this] { m_model->setAllPicked(m_model->pickCount() == 0); });
    connect(m_stage, &QPushButton::clicked, this, [this] { emit stageRequested(m_model->picks()); });

    QSettings settings;
    settings.beginGroup(SettingsGroup);
    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()))
        resize(1000, 680);
    splitter->restoreState(settings.value(QStringLiteral("splitter")).toByteArray());
    connect(this, &QDialog::finished, this, [this, splitter] {
        QSettings settings;
        settings.beginGroup(SettingsGroup);
        settings.setValue(QStringLiteral("geometry"), saveGeometry());
        settings.setValue(QStringLiteral("splitter"), splitter->saveState());
    });
    updateButtons();
}

CatalogCompareDialog::~CatalogCompareDialog() = default;

void CatalogCompareDialog::setComparison(const CatalogSnapshot &here, const QString &hereLabel,
                                         const CatalogSnapshot &there, const QString &thereLabel)
{
    m_here = here;
    m_there = there;
    m_model->setComparison(here, there, thereLabel);
    m_detail->setHorizontalHeaderLabels({tr("Field"), tr("This connection"), thereLabel});
    const CatalogDiff &diff = m_model->diff();
    m_heading->setText(diff.isEmpty()
                           ? tr("This connection (%1) and %2 hold the same catalog: %n capabilities.", nullptr,
                                int(here.capabilities.size()))
                                 .arg(hereLabel, thereLabel)
                           : tr("This connection (%1) beside %2: %3 capabilities and %4 bindings differ. Pick rows or "
                                "single fields and stage them here; they become ordinary edits to review and apply.")
                                 .arg(hereLabel, thereLabel)
                                 .arg(diff.capabilities.size())
                                 .arg(diff.bindings.size()));
    m_tree->expandToDepth(0);
    updateButtons();
}

void CatalogCompareDialog::showOutcome(const QString &text)
{
    m_outcome->setText(text);
    m_outcome->setVisible(!text.isEmpty());
}

void CatalogCompareDialog::updateButtons()
{
    const int picks = m_model->pickCount();
    m_stage->setEnabled(picks > 0);
    m_stage->setText(picks > 0 ? tr("&Stage %n Change(s) in This Connection", nullptr, picks)
                               : tr("&Stage in This Connection"));
    m_pickAll->setEnabled(!m_model->diff().isEmpty());
    m_pickAll->setText(picks == 0 ? tr("Pick &All") : tr("Pick &None"));
}

void CatalogCompareDialog::showDetail()
{
    m_detail->setRowCount(0);
    const QModelIndex current = m_tree->currentIndex();
    QList<FieldChange> rows;
    const int capability = m_model->capabilityChange(current);
    const int binding = m_model->bindingChange(current);
    const auto allFields = [&rows](const QJsonObject &before, const QJsonObject &after) {
        QStringList keys = before.keys() + after.keys();
        keys.removeDuplicates();
        for (const QString &key : std::as_const(keys))
            rows.append({QLatin1Char('/') + key, before.value(key), after.value(key)});
    };
    if (capability >= 0) {
        const CapabilityDiff &change = m_model->diff().capabilities.at(capability);
        if (change.kind == ChangeKind::Update)
            rows = change.fields;
        else
            allFields(change.before ? CatalogSnapshot::capabilityFields(*change.before) : QJsonObject(),
                      change.after ? CatalogSnapshot::capabilityFields(*change.after) : QJsonObject());
    } else if (binding >= 0) {
        const BindingDiff &change = m_model->diff().bindings.at(binding);
        if (change.kind == ChangeKind::Update)
            rows = change.fields;
        else
            allFields(change.before ? change.before->fields() : QJsonObject(),
                      change.after ? change.after->fields() : QJsonObject());
    } else {
        const QString name = m_model->equalRowName(current);
        for (const Capability &row : std::as_const(m_here.capabilities)) {
            if (row.slug == name)
                allFields(CatalogSnapshot::capabilityFields(row), CatalogSnapshot::capabilityFields(row));
        }
    }
    m_detail->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        m_detail->setItem(i, 0, new QTableWidgetItem(rows.at(i).pointer));
        m_detail->setItem(i, 1, new QTableWidgetItem(fullJson(rows.at(i).before)));
        m_detail->setItem(i, 2, new QTableWidgetItem(fullJson(rows.at(i).after)));
    }
    m_detail->resizeRowsToContents();
}

} // namespace capstudio
