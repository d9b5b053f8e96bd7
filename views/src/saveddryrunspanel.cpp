#include "saveddryrunspanel.h"

#include "catalog/dispatchstepmodel.h"
#include "core/futurewatch.h"
#include "views/tonestyle.h"
#include "core/tone.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace capstudio {

namespace {


QString displayName(const SavedDryRun &run)
{
    return run.scenario.name.isEmpty() ? SavedDryRunsPanel::tr("(unnamed)") : run.scenario.name;
}

QString verdictShort(const DispatchVerdict &verdict)
{
    return verdict.wouldRun() ? SavedDryRunsPanel::tr("would run") : verdict.code();
}

// "would run → rate_limited", or, when the code is the same, the first step that changed:
// "5 Rate limit: Passed → Caution".
QString changeShort(const DispatchVerdict &before, const DispatchVerdict &after)
{
    if (before.code() != after.code() || before.wouldRun() != after.wouldRun())
        return SavedDryRunsPanel::tr("%1 → %2").arg(verdictShort(before), verdictShort(after));
    const QList<VerdictChange> changes = DispatchDryRun::compare(before, after);
    if (changes.isEmpty())
        return verdictShort(after);
    const VerdictChange &first = changes.constFirst();
    return SavedDryRunsPanel::tr("%1 %2: %3 → %4")
        .arg(DispatchStepResult::number(first.step), DispatchStepResult::title(first.step),
             DispatchStepModel::outcomeText(first.before), DispatchStepModel::outcomeText(first.after));
}

} // namespace

SavedDryRunsPanel::SavedDryRunsPanel(DryRunAccess access, QWidget *parent)
    : QWidget(parent)
    , m_access(std::move(access))
{
    auto *title = new QLabel(tr("Saved dry-runs"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);

    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("savedList"));
    m_list->setAccessibleName(tr("Saved dry-runs"));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setUniformItemSizes(false);
    m_list->setWordWrap(true);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        if (!m_filling) {
            updateActions();
            emit currentChanged(currentId());
        }
    });

    m_save = new QAction(tr("&Save"), this);
    m_save->setShortcut(QKeySequence::Save);
    m_save->setShortcutContext(Qt::WindowShortcut);
    m_save->setToolTip(tr("Save the scenario and its verdict with the workspace (over the selected dry-run)"));
    m_saveAs = new QAction(tr("Save &As…"), this);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_saveAs->setShortcutContext(Qt::WindowShortcut);
    m_saveAs->setToolTip(tr("Save the scenario under a new name"));
    m_delete = new QAction(tr("&Delete"), this);
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetShortcut);
    m_delete->setToolTip(tr("Delete the selected saved dry-run"));
    m_list->addAction(m_delete);
    m_rerunAll = new QAction(tr("Re-run A&ll"), this);
    m_rerunAll->setToolTip(tr("Run every saved dry-run on the workspace as it is now and mark those whose verdict "
                              "changed"));
    for (QAction *action : {m_save, m_saveAs, m_delete, m_rerunAll})
        action->setProperty("defaultToolTip", action->toolTip());
    connect(m_save, &QAction::triggered, this, &SavedDryRunsPanel::saveRequested);
    connect(m_saveAs, &QAction::triggered, this, &SavedDryRunsPanel::saveAsRequested);
    connect(m_delete, &QAction::triggered, this, &SavedDryRunsPanel::deleteCurrent);
    connect(m_rerunAll, &QAction::triggered, this, &SavedDryRunsPanel::rerunAll);

    const auto button = [this](QAction *action, const QString &name) {
        auto *tool = new QToolButton(this);
        tool->setDefaultAction(action);
        tool->setObjectName(name);
        tool->setToolButtonStyle(Qt::ToolButtonTextOnly);
        return tool;
    };
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(button(m_save, QStringLiteral("saveButton")));
    buttons->addWidget(button(m_saveAs, QStringLiteral("saveAsButton")));
    buttons->addWidget(button(m_delete, QStringLiteral("deleteButton")));
    buttons->addStretch(1);
    auto *rerunRow = new QHBoxLayout;
    rerunRow->addWidget(button(m_rerunAll, QStringLiteral("rerunAllButton")));
    rerunRow->addStretch(1);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("savedStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    layout->addLayout(rerunRow);
    layout->addWidget(m_status);

    reload();
}

template <typename T, typename Done>
void SavedDryRunsPanel::whenAnswered(const QFuture<T> &future, Done done)
{
    if (future.isFinished())
        done(future);
    else
        whenFinished(this, future, std::move(done));
}

StoreError SavedDryRunsPanel::cancelledWrite()
{
    return {StoreError::Kind::Backend, tr("The write was cancelled.")};
}

void SavedDryRunsPanel::failWrite(const QString &message)
{
    setStatus(message, true);
    emit writeFailed(message);
}

void SavedDryRunsPanel::busy(bool on)
{
    m_busy += on ? 1 : -1;
    m_list->setEnabled(m_available && m_busy == 0);
    updateActions();
}

void SavedDryRunsPanel::reload(const QString &select)
{
    const QString keep = select.isEmpty() ? currentId() : select;
    const quint64 generation = ++m_lastReload;
    const auto settle = [this, keep](Expected<QList<SavedDryRun>> listed) {
        m_runs.clear();
        m_available = listed.ok();
        if (listed.ok())
            m_runs = std::move(listed).value();
        else
            m_reason = m_access.isNull() ? listed.error().message
                                         : tr("Saved dry-runs are not available: %1").arg(listed.error().message);
        for (auto it = m_changed.begin(); it != m_changed.end();) {
            it = find(it.key()) ? std::next(it) : m_changed.erase(it);
        }
        fill(keep);
        const QString tip = m_available ? QString() : m_reason;
        m_list->setToolTip(tip);
        for (QAction *action : {m_save, m_saveAs, m_delete, m_rerunAll})
            action->setToolTip(m_available ? action->property("defaultToolTip").toString() : tip);
        if (!m_available)
            setStatus(m_reason, false);
        else if (m_readingShown)
            setStatus(QString(), false);
        m_readingShown = false;
        m_list->setEnabled(m_available && m_busy == 0);
        updateActions();
        emit reloaded();
    };
    if (m_access.isNull()) {
        settle(StoreError{StoreError::Kind::Invalid,
                          tr("Saved dry-runs live in the workspace database, which is not available here.")});
        return;
    }
    const QFuture<Expected<QList<SavedDryRun>>> future = m_access.list();
    if (!future.isFinished()) {
        setStatus(tr("Reading the saved dry-runs…"), false);
        m_readingShown = true;
    }
    busy(true);
    whenAnswered(future, [this, generation, settle](const QFuture<Expected<QList<SavedDryRun>>> &answered) {
        busy(false);
        if (generation == m_lastReload) // a later reload answers for both
            settle(resultOr(answered, Expected<QList<SavedDryRun>>(StoreError{
                                          StoreError::Kind::Backend, tr("The read was cancelled.")})));
    });
}

void SavedDryRunsPanel::fill(const QString &select)
{
    m_filling = true;
    m_list->clear();
    int selectRow = -1;
    for (int row = 0; row < m_runs.size(); ++row) {
        const SavedDryRun &run = m_runs.at(row);
        auto *item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, run.id);
        decorate(row);
        if (run.id == select)
            selectRow = row;
    }
    m_list->setCurrentRow(selectRow);
    m_filling = false;
}

void SavedDryRunsPanel::decorate(int row)
{
    const SavedDryRun &run = m_runs.at(row);
    QListWidgetItem *item = m_list->item(row);
    const QString date = QLocale().toString(run.savedAt.toLocalTime(), QLocale::ShortFormat);
    QString tip = tr("%1\nSaved on %2: %3").arg(displayName(run), date, run.verdict.summary());
    const auto changed = m_changed.constFind(run.id);
    if (changed != m_changed.constEnd()) {
        item->setText(tr("%1\nchanged: %2").arg(displayName(run), changeShort(run.verdict, *changed)));
        tip += tr("\nNow: %1").arg(changed->summary());
        QFont bold = m_list->font();
        bold.setBold(true);
        item->setFont(bold);
        item->setBackground(toneBackground(Tone::Neutral, palette()));
    } else {
        item->setText(tr("%1\n%2").arg(displayName(run), verdictShort(run.verdict)));
        item->setFont(m_list->font());
        item->setData(Qt::BackgroundRole, QVariant());
        item->setData(Qt::ForegroundRole, QVariant());
    }
    item->setToolTip(tip);
}

const SavedDryRun *SavedDryRunsPanel::find(const QString &id) const
{
    for (const SavedDryRun &run : m_runs) {
        if (run.id == id)
            return &run;
    }
    return nullptr;
}

QString SavedDryRunsPanel::currentId() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item && item->isSelected() ? item->data(Qt::UserRole).toString() : QString();
}

void SavedDryRunsPanel::select(const QString &id)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toString() == id) {
            if (m_list->currentRow() != row) {
                m_list->setCurrentRow(row); // emits currentChanged
            } else {
                m_list->item(row)->setSelected(true);
                updateActions();
                emit currentChanged(id);
            }
            return;
        }
    }
    m_list->setCurrentRow(-1);
    m_list->clearSelection();
    emit currentChanged(QString());
}

bool SavedDryRunsPanel::save(const SavedDryRun &dryRun, QString *error)
{
    if (!m_available || m_busy > 0) {
        if (error)
            *error = m_available ? tr("The saved dry-runs are being read or written; try again when they are.") : m_reason;
        return false;
    }
    busy(true);
    whenAnswered(m_access.save(dryRun), [this](const QFuture<Expected<SavedDryRun>> &answered) {
        const Expected<SavedDryRun> written = resultOr(answered, Expected<SavedDryRun>(cancelledWrite()));
        busy(false);
        if (!written.ok()) {
            failWrite(tr("Could not save the dry-run: %1").arg(written.error().message));
            return;
        }
        // The stored row takes its place in the list (sorted by name, then id) without
        // reading the whole list again.
        const SavedDryRun stored = written.value();
        m_changed.remove(stored.id);
        m_runs.removeIf([&stored](const SavedDryRun &run) { return run.id == stored.id; });
        const auto before = [](const SavedDryRun &a, const SavedDryRun &b) {
            return a.scenario.name != b.scenario.name ? a.scenario.name < b.scenario.name : a.id < b.id;
        };
        m_runs.insert(std::lower_bound(m_runs.begin(), m_runs.end(), stored, before) - m_runs.begin(), stored);
        fill(stored.id);
        updateActions();
        setStatus(tr("Saved “%1”.").arg(displayName(stored)), false);
        emit currentChanged(currentId());
        emit saved(stored);
    });
    return true;
}

bool SavedDryRunsPanel::remove(const QString &id, QString *error)
{
    const SavedDryRun *run = find(id);
    if (!m_available || m_busy > 0 || !run) {
        if (error)
            *error = !m_available ? m_reason
                : m_busy > 0      ? tr("The saved dry-runs are being read or written; try again when they are.")
                                  : tr("No saved dry-run is selected.");
        return false;
    }
    const QString name = displayName(*run);
    busy(true);
    whenAnswered(m_access.remove(id), [this, id, name](const QFuture<Status> &answered) {
        const Status status = resultOr(answered, Status(cancelledWrite()));
        busy(false);
        if (!status.ok()) {
            failWrite(tr("Could not delete the dry-run: %1").arg(status.error().message));
            return;
        }
        m_changed.remove(id);
        m_runs.removeIf([&id](const SavedDryRun &run) { return run.id == id; });
        fill(QString());
        m_list->setCurrentRow(-1);
        m_list->clearSelection();
        updateActions();
        setStatus(tr("Deleted “%1”.").arg(name), false);
        emit removed(id);
        emit currentChanged(QString());
    });
    return true;
}

void SavedDryRunsPanel::deleteCurrent()
{
    const QString id = currentId();
    const SavedDryRun *run = find(id);
    if (!run)
        return;
    if (isVisible()) {
        const auto answer = QMessageBox::question(this, tr("Delete Saved Dry-Run"),
                                                  tr("Delete the saved dry-run “%1”?").arg(displayName(*run)),
                                                  QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return;
    }
    remove(id);
}

int SavedDryRunsPanel::rerunAll()
{
    if (!m_available || !m_runner)
        return 0;
    emit aboutToRerunAll();
    m_changed.clear();
    QStringList names;
    for (const SavedDryRun &run : std::as_const(m_runs)) {
        const DispatchVerdict now = m_runner(run.scenario);
        if (!DispatchDryRun::compare(run.verdict, now).isEmpty()) {
            m_changed.insert(run.id, now);
            names.append(tr("%1 (%2)").arg(displayName(run), changeShort(run.verdict, now)));
        }
    }
    for (int row = 0; row < m_runs.size(); ++row)
        decorate(row);
    if (m_runs.isEmpty())
        setStatus(tr("Nothing saved to re-run."), false);
    else if (names.isEmpty())
        setStatus(tr("Re-ran %n saved dry-run(s): every verdict is as saved.", nullptr, int(m_runs.size())), false);
    else
        setStatus(tr("Re-ran %n saved dry-run(s); changed: %1", nullptr, int(m_runs.size()))
                      .arg(names.join(QStringLiteral("; "))),
                  true);
    return int(m_changed.size());
}

std::optional<DispatchVerdict> SavedDryRunsPanel::changedVerdict(const QString &id) const
{
    const auto found = m_changed.constFind(id);
    return found == m_changed.constEnd() ? std::nullopt : std::optional<DispatchVerdict>(*found);
}

QString SavedDryRunsPanel::statusText() const
{
    return m_status->text();
}

void SavedDryRunsPanel::setStatus(const QString &text, bool attention)
{
    m_status->setText(text);
    if (attention)
        setTextTone(m_status, Tone::Neutral);
    else
        clearTextTone(m_status);
    m_status->setVisible(!text.isEmpty());
}

void SavedDryRunsPanel::updateActions()
{
    const bool ready = m_available && m_busy == 0;
    m_save->setEnabled(ready);
    m_saveAs->setEnabled(ready);
    m_rerunAll->setEnabled(ready && !m_runs.isEmpty());
    m_delete->setEnabled(ready && !currentId().isEmpty());
}

} // namespace capstudio
