#include "views/designer/inspectorpanel.h"

#include "inspectorpage.h"
#include "stateinspector.h"
#include "transitioninspector.h"
#include "workflowinspector.h"

#include "designer/flowlibrary.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace capstudio {

namespace {

constexpr int MinimumWidth = 320;

} // namespace

InspectorPanel::InspectorPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_scroll(new QScrollArea(this))
    , m_placeholder(new QLabel(tr("Select a workflow, state or transition to see its properties."), this))
    , m_workflow(new WorkflowInspector(this))
    , m_state(new StateInspector(this))
    , m_transition(new TransitionInspector(this))
{
    m_title->setObjectName(QStringLiteral("inspector.title"));
    QFont font = m_title->font();
    font.setBold(true);
    m_title->setFont(font);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setEnabled(false);

    auto *content = new QWidget;
    auto *pages = new QVBoxLayout(content);
    pages->addWidget(m_placeholder);
    for (InspectorPage *page : std::initializer_list<InspectorPage *>{m_workflow, m_state, m_transition}) {
        page->setParent(content);
        pages->addWidget(page);
        page->hide();
        connectPage(page);
    }
    pages->addStretch(1);
    // Long state or workflow names must not widen the panel: combos size to a few
    // characters and show the rest in their list.
    for (QComboBox *combo : content->findChildren<QComboBox *>()) {
        if (combo->objectName() == QLatin1String("guards.kind"))
            continue; // three short words: its own width
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(std::min(combo->minimumContentsLength() > 0 ? combo->minimumContentsLength() : 10, 12));
    }
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_scroll, 1);
    setMinimumWidth(MinimumWidth);
    refresh();
}

InspectorPanel::~InspectorPanel() = default;

void InspectorPanel::connectPage(InspectorPage *page)
{
    connect(page, &InspectorPage::errorShown, this, [this](const QString &message) { m_lastError = message; });
    connect(page, &InspectorPage::aboutToRename, this, [this](const QString &elementId) { m_renameTo = elementId; });
    connect(page, &InspectorPage::elementRenamed, this, &InspectorPanel::onRenamed);
}

QSize InspectorPanel::sizeHint() const
{
    return QSize(380, 600);
}

QSize InspectorPanel::minimumSizeHint() const
{
    return QSize(MinimumWidth, 200);
}

void InspectorPanel::setLibrary(designer::FlowLibrary *library)
{
    if (library == m_library)
        return;
    commitPendingEdit();
    if (m_library)
        disconnect(m_library, nullptr, this, nullptr);
    m_library = library;
    m_workflowId.clear();
    m_elementId.clear();
    if (m_library) {
        connect(m_library, &designer::FlowLibrary::reloaded, this, &InspectorPanel::refresh);
        connect(m_library, &QObject::destroyed, this, [this] {
            m_library = nullptr;
            for (InspectorPage *page : std::initializer_list<InspectorPage *>{m_workflow, m_state, m_transition})
                page->setTarget(nullptr, QString(), QString());
            refresh();
        });
    }
    refresh();
}

void InspectorPanel::inspect(const QString &workflowId, const QString &elementId)
{
    commitPendingEdit();
    QString element = elementId;
    if (const int hash = element.lastIndexOf(QLatin1Char('#')); hash > 0 && element.indexOf(QLatin1Char('/')) >= 0)
        element.truncate(hash); // a branch edge shows its transition
    m_workflowId = workflowId;
    m_elementId = element;
    m_renameTo.clear();
    refresh();
}

void InspectorPanel::commitPendingEdit()
{
    // Leaving a field commits it (editingFinished / focus out) while it still shows the
    // element it belongs to.
    QWidget *focus = QApplication::focusWidget();
    if (focus && isAncestorOf(focus))
        focus->clearFocus();
}

void InspectorPanel::onRenamed(const QString &elementId)
{
    m_renameTo.clear();
    if (m_elementId == elementId)
        return;
    m_elementId = elementId;
    if (m_library && !m_library->isChecking())
        refresh();
    emit inspectedChanged(m_workflowId, m_elementId);
}

void InspectorPanel::showPage(InspectorPage *page)
{
    for (InspectorPage *candidate : std::initializer_list<InspectorPage *>{m_workflow, m_state, m_transition}) {
        if (candidate != page)
            candidate->hide();
    }
    m_placeholder->setVisible(page == nullptr);
    if (page) {
        page->setTarget(m_library, m_workflowId, page == m_workflow ? QString() : m_elementId);
        page->refresh();
        page->show();
    }
}

void InspectorPanel::refresh()
{
    if (!m_library || m_workflowId.isEmpty() || !m_library->hasWorkflow(m_workflowId)) {
        const bool vanished = m_library && !m_workflowId.isEmpty() && !m_library->isChecking();
        m_kind = Kind::Nothing;
        m_title->setText(vanished ? tr("Workflow %1 is not loaded").arg(m_workflowId) : tr("Inspector"));
        showPage(nullptr);
        return;
    }
    const flowgate::WorkflowGraph graph = m_library->graph(m_workflowId);
    const auto exists = [&graph](const QString &id) {
        return graph.stateIndex(id) >= 0 || graph.transitionIndex(id) >= 0;
    };
    if (!m_elementId.isEmpty() && !exists(m_elementId)) {
        // A rename in progress names the new element; otherwise it is gone: show the workflow.
        m_elementId = !m_renameTo.isEmpty() && exists(m_renameTo) ? m_renameTo : QString();
        m_renameTo.clear();
        emit inspectedChanged(m_workflowId, m_elementId);
    }
    if (m_elementId.isEmpty()) {
        m_kind = Kind::Workflow;
        m_title->setText(tr("Workflow %1").arg(m_workflowId));
        showPage(m_workflow);
    } else if (graph.stateIndex(m_elementId) >= 0) {
        m_kind = Kind::State;
        m_title->setText(tr("State %1 — %2").arg(m_elementId, m_workflowId));
        showPage(m_state);
    } else {
        m_kind = Kind::Transition;
        m_title->setText(tr("Transition %1 — %2").arg(m_elementId, m_workflowId));
        showPage(m_transition);
    }
}

} // namespace capstudio
