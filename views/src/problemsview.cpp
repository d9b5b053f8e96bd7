#include "views/problemsview.h"

#include "catalog/catalogdocument.h"
#include "core/tone.h"

#include <QHeaderView>
#include <QLabel>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace capstudio {

namespace {

constexpr int IdRole = Qt::UserRole + 1;
constexpr int PointerRole = Qt::UserRole + 2;
constexpr int RowsPerSlice = 5000;

} // namespace

ProblemsView::ProblemsView(CatalogDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_tree(new QTreeWidget(this))
    , m_notes(new QLabel(this))
    , m_status(new QLabel(this))
    , m_slice(new QTimer(this))
    , m_restart(new QTimer(this))
{
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({tr("Capability / field"), tr("Rule"), tr("Problem")});
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);

    m_notes->setObjectName(QStringLiteral("readNotes"));
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->setFrameShape(QFrame::StyledPanel);
    m_notes->setMargin(6);
    m_notes->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_notes);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_status);

    m_slice->setInterval(0);
    connect(m_slice, &QTimer::timeout, this, &ProblemsView::scanSlice);
    // Edits arrive in bursts (a macro, typing); rescan once they settle, and only when shown.
    m_restart->setSingleShot(true);
    m_restart->setInterval(300);
    connect(m_restart, &QTimer::timeout, this, [this] {
        if (isVisible())
            rescan();
    });
    connect(m_document, &CatalogDocument::rowsChanged, m_restart, qOverload<>(&QTimer::start));
    connect(m_document, &CatalogDocument::wasReset, m_restart, qOverload<>(&QTimer::start));
    connect(m_document, &CatalogDocument::rowsInserted, m_restart, qOverload<>(&QTimer::start));
    connect(m_document, &CatalogDocument::rowRemoved, m_restart, qOverload<>(&QTimer::start));
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        emit capabilityActivated(item->data(0, IdRole).toString(), item->data(0, PointerRole).toString());
    });
}

void ProblemsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    rescan();
}

void ProblemsView::setReadNotes(const QStringList &notes, bool failed)
{
    m_readNotes = notes;
    m_notes->setVisible(!notes.isEmpty());
    if (notes.isEmpty())
        return;
    const QString title = failed ? tr("The catalog could not be read whole; what is listed is not the catalog.")
                                 : tr("About the last read of the catalog:");
    QStringList lines;
    for (const QString &note : notes)
        lines.append(note.toHtmlEscaped());
    m_notes->setText(QStringLiteral("<b>%1</b><br>%2").arg(title.toHtmlEscaped(), lines.join(QLatin1String("<br>"))));
}

bool ProblemsView::isScanning() const
{
    return m_slice->isActive();
}

void ProblemsView::rescan()
{
    m_tree->clear();
    m_next = 0;
    m_problems = m_errors = m_warnings = 0;
    m_slice->start();
    scanSlice();
}

void ProblemsView::scanSlice()
{
    const int end = std::min(m_document->count(), m_next + RowsPerSlice);
    for (int row = m_next; row < end; ++row) {
        const Diagnostics problems = m_document->problems(row);
        if (problems.isEmpty())
            continue;
        const Capability &capability = m_document->at(row);
        auto *top = new QTreeWidgetItem(m_tree);
        top->setText(0, capability.slug.isEmpty() ? capability.id : capability.slug);
        top->setData(0, IdRole, capability.id);
        top->setText(2, tr("%n problem(s)", nullptr, int(problems.size())));
        for (const Diagnostic &problem : problems) {
            auto *item = new QTreeWidgetItem(top);
            item->setText(0, problem.location().jsonPointer);
            item->setText(1, problem.ruleId());
            item->setText(2, problem.message());
            item->setToolTip(2, problem.message());
            item->setData(0, IdRole, capability.id);
            item->setData(0, PointerRole, problem.location().jsonPointer);
            item->setForeground(1, toneColor(problem.severity() == Severity::Error ? Tone::Negative : Tone::Neutral,
                                             palette()));
            (problem.severity() == Severity::Error ? m_errors : m_warnings)++;
        }
        ++m_problems;
    }
    m_next = end;
    const bool done = m_next >= m_document->count();
    if (done)
        m_slice->stop();
    m_status->setText(done ? tr("%n capability(ies) with problems: %1 error(s), %2 warning(s)", nullptr, m_problems)
                                 .arg(m_errors)
                                 .arg(m_warnings)
                           : tr("Checking… %1 of %2").arg(m_next).arg(m_document->count()));
    if (done)
        emit countChanged(m_errors, m_warnings);
}

} // namespace capstudio
