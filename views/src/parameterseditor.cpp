#include "views/parameterseditor.h"

#include "catalog/parameterstablemodel.h"
#include "parametertypedelegate.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace capstudio {

ParametersEditor::ParametersEditor(QWidget *parent)
    : QWidget(parent)
    , m_model(new ParametersTableModel(this))
    , m_view(new QTableView(this))
    , m_note(new QLabel(this))
    , m_add(new QPushButton(tr("Add Parameter"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
{
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Parameters"));
    m_view->setTabKeyNavigation(false);
    m_view->setItemDelegateForColumn(ParametersTableModel::TypeColumn, new ParameterTypeDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::SelectedClicked
                            | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    m_view->setMinimumHeight(160);
    QHeaderView *header = m_view->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(ParametersTableModel::RequiredColumn, QHeaderView::ResizeToContents);
    header->setStretchLastSection(true); // the constraints take what is left
    const int em = m_view->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    header->resizeSection(ParametersTableModel::NameColumn, 10 * em);
    header->resizeSection(ParametersTableModel::TypeColumn, 7 * em);
    header->resizeSection(ParametersTableModel::DescriptionColumn, 16 * em);
    connect(header, &QHeaderView::sectionResized, this, [this](int section) {
        if (!m_fitting && section == ParametersTableModel::DescriptionColumn)
            m_userSizedColumns = true;
    });
    m_view->viewport()->installEventFilter(this);

    m_note->setWordWrap(true);
    m_note->setForegroundRole(QPalette::PlaceholderText);
    m_add->setToolTip(tr("Add a string parameter and type its name."));
    m_remove->setToolTip(tr("Remove the selected parameter."));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_note, 1);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    connect(m_model, &ParametersTableModel::schemaEdited, this, &ParametersEditor::schemaEdited);
    connect(m_model, &ParametersTableModel::editRefused, this, [this](const QString &reason) {
        m_note->setText(tr("⚠ %1").arg(reason));
        emit editRefused(reason);
    });
    connect(m_add, &QPushButton::clicked, this, &ParametersEditor::addParameter);
    connect(m_remove, &QPushButton::clicked, this, &ParametersEditor::removeCurrentParameter);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &ParametersEditor::updateState);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &ParametersEditor::updateState);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &ParametersEditor::updateState);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ParametersEditor::updateState);
    updateState();
}

void ParametersEditor::setParameters(const QJsonValue &parameters)
{
    m_shapeEditable = parameters.isObject() || parameters.isUndefined() || parameters.isNull();
    m_model->setSchema(parameters.toObject());
    updateState();
}

void ParametersEditor::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateState();
}

void ParametersEditor::addParameter()
{
    const int row = m_model->addParameter(m_model->unusedName(QStringLiteral("param")));
    if (row < 0)
        return;
    const QModelIndex name = m_model->index(row, ParametersTableModel::NameColumn);
    m_view->setCurrentIndex(name);
    m_view->scrollTo(name);
    m_view->setFocus(Qt::OtherFocusReason);
    m_view->edit(name);
}

void ParametersEditor::removeCurrentParameter()
{
    const int row = m_view->currentIndex().row();
    if (row < 0 || !m_model->removeParameter(row))
        return;
    if (m_model->rowCount() > 0) {
        const int next = qMin(row, m_model->rowCount() - 1);
        m_view->setCurrentIndex(m_model->index(next, ParametersTableModel::NameColumn));
    }
    updateState();
}

bool ParametersEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void ParametersEditor::fitColumns()
{
    if (m_userSizedColumns)
        return;
    QHeaderView *header = m_view->horizontalHeader();
    const int fixed = header->sectionSize(ParametersTableModel::NameColumn)
        + header->sectionSize(ParametersTableModel::TypeColumn)
        + header->sectionSize(ParametersTableModel::RequiredColumn);
    const int minimum = 8 * m_view->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    m_fitting = true;
    header->resizeSection(ParametersTableModel::DescriptionColumn,
                          qMax(minimum, (m_view->viewport()->width() - fixed) / 2));
    m_fitting = false;
}

void ParametersEditor::updateState()
{
    const bool editable = !m_readOnly && m_shapeEditable && m_model->canEditProperties();
    m_model->setReadOnly(!editable);
    m_add->setEnabled(editable);
    m_remove->setEnabled(editable && m_view->currentIndex().isValid());
    QString note;
    if (!m_shapeEditable || !m_model->canEditProperties())
        note = tr("\"parameters\" is not a schema with \"properties\"; edit it in the JSON tab.");
    else if (m_model->rowCount() == 0)
        note = tr("No parameters: the function is called without arguments.");
    else
        note = tr("Constraints, nested schemas and other keywords are edited in the JSON tab.");
    m_note->setText(note);
}

} // namespace capstudio
