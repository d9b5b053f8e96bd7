#include "comparepanel.h"

#include "sidepanellist.h"

#include <designer/layoutsidecar.h>
#include <flowgate/loader.h>

#include <QColor>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QVBoxLayout>

namespace capstudio {

using flowgate::SemanticDiff;
using flowgate::Value;

namespace {

constexpr int GitTimeoutMs = 15000;

bool isRemoval(const QString &kind)
{
    return kind.endsWith(QLatin1String("-removed"));
}

bool isAddition(const QString &kind)
{
    return kind.endsWith(QLatin1String("-added"));
}

// A config holding one workflow (or none): the comparison of the workflow in front.
Value only(const Value &config, const QString &workflowId)
{
    Value workflows = Value::makeObject();
    if (const Value *definition = config.value(u"workflows").find(workflowId))
        workflows.insert(workflowId, *definition);
    Value result = Value::makeObject();
    result.insert(QStringLiteral("workflows"), workflows);
    return result;
}

// Runs git in `directory`; the standard output, or nullopt with `error` set.
std::optional<QByteArray> git(const QString &directory, const QStringList &arguments, QString *error)
{
    QProcess process;
    process.setWorkingDirectory(directory);
    process.start(QStringLiteral("git"), arguments);
    if (!process.waitForFinished(GitTimeoutMs) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished();
        }
        const QString said = QString::fromUtf8(process.readAllStandardError()).trimmed();
        *error = said.isEmpty() ? process.errorString() : said;
        return std::nullopt;
    }
    return process.readAllStandardOutput();
}

// The positions a layout sidecar holds, by workflow; none when it is missing or unreadable
// (the ghosts then go beside the drawing).
QHash<QString, QHash<QString, QPointF>> sidecarPositions(const QString &sidecarPath)
{
    QHash<QString, QHash<QString, QPointF>> positions;
    const Expected<designer::LayoutSidecar> sidecar = designer::LayoutSidecar::load(sidecarPath);
    if (sidecar) {
        for (const QString &workflow : sidecar.value().workflowIds())
            positions.insert(workflow, sidecar.value().positions(workflow));
    }
    return positions;
}

} // namespace

WorkflowChangesModel::WorkflowChangesModel(QObject *parent) : QAbstractTableModel(parent) {}

void WorkflowChangesModel::setChanges(QList<SemanticDiff::Change> changes)
{
    beginResetModel();
    m_changes = std::move(changes);
    endResetModel();
}

int WorkflowChangesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_changes.size());
}

int WorkflowChangesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString WorkflowChangesModel::changeLabel(const QString &kind)
{
    if (isAddition(kind))
        return tr("Added");
    if (isRemoval(kind))
        return tr("Removed");
    if (kind == QLatin1String("state-renamed"))
        return tr("Renamed");
    return tr("Changed");
}

QVariant WorkflowChangesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_changes.size())
        return {};
    const SemanticDiff::Change &change = m_changes.at(index.row());
    const QString place = change.transition.isEmpty() ? change.state : change.state + QLatin1Char('/') + change.transition;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ChangeColumn: return changeLabel(change.kind);
        case PlaceColumn: return place;
        case WhatColumn: return change.describe();
        }
        return {};
    case Qt::ToolTipRole:
        return change.describe();
    case Qt::ForegroundRole:
        if (index.column() != ChangeColumn)
            return {};
        // The canvas's colours: green added, amber changed, red removed (ghosts).
        return isAddition(change.kind) ? QColor(0x25, 0x8f, 0x42)
               : isRemoval(change.kind) ? QColor(0xd9, 0x30, 0x25)
                                        : QColor(0xb0, 0x78, 0x00);
    case ElementRole:
        return place; // a removed element centres on its ghost
    default:
        return {};
    }
}

QVariant WorkflowChangesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ChangeColumn: return tr("Change");
    case PlaceColumn: return tr("Where");
    case WhatColumn: return tr("What");
    }
    return {};
}

ComparePanel::ComparePanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new WorkflowChangesModel(this))
    , m_view(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_clear(new QPushButton(tr("Clear"), this))
{
    auto *file = new QPushButton(tr("Compare With File…"), this);
    auto *revision = new QPushButton(tr("Compare With Revision…"), this);
    file->setToolTip(tr("Compare the library with another version of it on disk"));
    revision->setToolTip(tr("Compare the open file with a git revision of it (git show REV:PATH)"));
    m_clear->setToolTip(tr("Stop comparing and take the marks off the canvas"));
    m_summary->setText(tr("Compare the library with a file or a git revision: added states and transitions are "
                          "outlined green on the canvas, changed ones amber, removed ones drawn as red ghosts."));
    sidepanellist::setUp(m_view, m_model, tr("Changes"), WorkflowChangesModel::ChangeColumn,
                         WorkflowChangesModel::WhatColumn, m_summary, m_detail, tr("Selected change"));

    connect(file, &QPushButton::clicked, this, &ComparePanel::chooseFile);
    connect(revision, &QPushButton::clicked, this, &ComparePanel::chooseRevision);
    connect(m_clear, &QPushButton::clicked, this, &ComparePanel::clear);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        const QModelIndex what = current.siblingAtColumn(WorkflowChangesModel::WhatColumn);
        m_detail->setText(what.data().toString());
        const QString element = current.data(WorkflowChangesModel::ElementRole).toString();
        if (!element.isEmpty())
            emit elementActivated(m_workflowId, element);
    });

    sidepanellist::lay(this, {file, revision, m_clear}, m_summary, m_view, m_detail);
    m_clear->setEnabled(false);
}

void ComparePanel::setLibrary(const QString &path, const Value &config)
{
    m_path = path;
    m_config = config;
    recompute();
}

void ComparePanel::setWorkflow(const QString &workflowId)
{
    if (workflowId == m_workflowId)
        return;
    m_workflowId = workflowId;
    recompute();
}

bool ComparePanel::compareWithFile(const QString &path, QString *error)
{
    const flowgate::Loader::Result loaded = flowgate::Loader::load(path);
    if (!loaded.readable || !loaded.config.isObject()) {
        const QString why = loaded.loadErrors.isEmpty() ? tr("%1 cannot be read").arg(QDir::toNativeSeparators(path))
                                                        : loaded.loadErrors.front().toText();
        if (error)
            *error = why;
        m_summary->setText(why);
        return false;
    }
    m_otherPositions = sidecarPositions(designer::LayoutSidecar::pathFor(path));
    return compareWith(loaded.config, QFileInfo(path).fileName(), error);
}

bool ComparePanel::compareWithRevision(const QString &revision, QString *error)
{
    QString why;
    const QFileInfo info(m_path);
    const auto fail = [&] {
        const QString message = tr("git show %1 of %2: %3").arg(revision, info.fileName(), why);
        if (error)
            *error = message;
        m_summary->setText(message);
        return false;
    };
    if (!info.isFile()) {
        why = tr("only a library in one file can be compared with a revision");
        return fail();
    }
    const std::optional<QByteArray> prefix = git(info.absolutePath(), {QStringLiteral("rev-parse"), QStringLiteral("--show-prefix")}, &why);
    if (!prefix)
        return fail();
    const QString inRepository = QString::fromUtf8(prefix->trimmed()) + info.fileName();
    const std::optional<QByteArray> text =
        git(info.absolutePath(), {QStringLiteral("show"), revision + QLatin1Char(':') + inRepository}, &why);
    if (!text)
        return fail();
    QTemporaryDir dir;
    const QString copy = dir.filePath(info.fileName());
    QFile file(copy);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(*text) != text->size()) {
        why = file.errorString();
        return fail();
    }
    file.close();
    const flowgate::Loader::Result loaded = flowgate::Loader::load(copy);
    if (!loaded.readable || !loaded.config.isObject()) {
        why = loaded.loadErrors.isEmpty() ? tr("it cannot be read") : loaded.loadErrors.front().toText();
        return fail();
    }
    // The layout of that revision, when it was committed beside the file.
    m_otherPositions.clear();
    QString noLayout;
    const QString sidecarName = QFileInfo(designer::LayoutSidecar::pathFor(info.fileName())).fileName();
    if (const std::optional<QByteArray> layout = git(
            info.absolutePath(),
            {QStringLiteral("show"), revision + QLatin1Char(':') + QString::fromUtf8(prefix->trimmed()) + sidecarName},
            &noLayout)) {
        QFile sidecar(dir.filePath(sidecarName));
        if (sidecar.open(QIODevice::WriteOnly) && sidecar.write(*layout) == layout->size()) {
            sidecar.close();
            m_otherPositions = sidecarPositions(sidecar.fileName());
        }
    }
    return compareWith(loaded.config, revision, error);
}

bool ComparePanel::compareWith(const Value &other, const QString &label, QString *)
{
    m_other = other;
    m_otherLabel = label;
    m_comparing = true;
    m_clear->setEnabled(true);
    recompute();
    return true;
}

void ComparePanel::clear()
{
    m_comparing = false;
    m_other = Value();
    m_otherPositions.clear();
    m_otherLabel.clear();
    m_clear->setEnabled(false);
    m_summary->setText(tr("Not comparing."));
    recompute();
}

void ComparePanel::recompute()
{
    QList<SemanticDiff::Change> changes;
    m_differences.clear();
    if (m_comparing && !m_workflowId.isEmpty() && m_config.isObject()) {
        const QList<SemanticDiff::WorkflowChanges> workflows =
            SemanticDiff::compare(only(m_other, m_workflowId), only(m_config, m_workflowId));
        if (!workflows.isEmpty())
            changes = workflows.front().changes;
        const Value definition = m_config.value(u"workflows").value(m_workflowId);
        QSet<QString> addedStates;
        for (const SemanticDiff::Change &change : std::as_const(changes)) {
            if (change.kind == QLatin1String("workflow-added")) {
                for (const Value::Member &state : definition.value(u"states").members())
                    addedStates.insert(state.key);
            } else if (change.kind == QLatin1String("state-added")) {
                addedStates.insert(change.state);
            }
        }
        for (const QString &state : std::as_const(addedStates)) {
            m_differences.insert(state, DesignerScene::Difference::Added);
            for (const Value::Member &transition : definition.value(u"states").value(state).value(u"transitions").members())
                m_differences.insert(state + QLatin1Char('/') + transition.key, DesignerScene::Difference::Added);
        }
        for (const SemanticDiff::Change &change : std::as_const(changes)) {
            if (isRemoval(change.kind) || change.state.isEmpty() || addedStates.contains(change.state))
                continue;
            const QString element =
                change.transition.isEmpty() ? change.state : change.state + QLatin1Char('/') + change.transition;
            if (!m_differences.contains(element))
                m_differences.insert(element, change.kind == QLatin1String("transition-added")
                                                  ? DesignerScene::Difference::Added
                                                  : DesignerScene::Difference::Changed);
        }
        m_summary->setText(changes.isEmpty()
                               ? tr("%1 is the same in %2.").arg(m_workflowId, m_otherLabel)
                               : tr("%n change(s) in %1 against %2", nullptr, int(changes.size()))
                                     .arg(m_workflowId, m_otherLabel));
    }
    computeGhosts(changes);
    m_model->setChanges(changes);
    m_detail->clear();
    emit differencesChanged(m_workflowId, m_differences);
    emit ghostsChanged(m_workflowId, m_ghosts);
}

void ComparePanel::computeGhosts(const QList<SemanticDiff::Change> &changes)
{
    m_ghosts.clear();
    if (!m_comparing || m_workflowId.isEmpty())
        return;
    const Value states = m_config.value(u"workflows").value(m_workflowId).value(u"states");
    const Value otherStates = m_other.value(u"workflows").value(m_workflowId).value(u"states");
    // Names the other version gave states this one renamed, both ways.
    QHash<QString, QString> toCurrent;
    QHash<QString, QString> toOther;
    for (const SemanticDiff::Change &change : changes) {
        if (change.kind == QLatin1String("state-renamed")) {
            toCurrent.insert(change.from, change.state);
            toOther.insert(change.state, change.from);
        }
    }
    const QHash<QString, QPointF> positions = m_otherPositions.value(m_workflowId);
    const auto ghostEdges = [&](const QString &from, const QString &otherFrom, const QString &name) {
        const Value transition = otherStates.value(otherFrom).value(u"transitions").value(name);
        const QString id = from + QLatin1Char('/') + name;
        const auto add = [&](const QString &edgeId, const QString &target) {
            if (target.isEmpty())
                return;
            DesignerScene::Ghost ghost;
            ghost.id = edgeId;
            ghost.from = from;
            ghost.to = toCurrent.value(target, target);
            m_ghosts.append(ghost);
        };
        add(id, transition.value(u"target").toString());
        const Value::Array &branches = transition.value(u"branches").items();
        for (size_t i = 0; i < branches.size(); ++i)
            add(id + QLatin1Char('#') + QString::number(i), branches[i].value(u"target").toString());
    };
    for (const SemanticDiff::Change &change : changes) {
        if (change.kind == QLatin1String("state-removed") && !states.find(change.state)) {
            DesignerScene::Ghost ghost;
            ghost.id = change.state;
            if (const auto found = positions.constFind(change.state); found != positions.cend()) {
                ghost.position = *found;
                ghost.placed = true;
            }
            m_ghosts.append(ghost);
            for (const Value::Member &transition : otherStates.value(change.state).value(u"transitions").members())
                ghostEdges(change.state, change.state, transition.key);
        } else if (change.kind == QLatin1String("transition-removed") && !change.transition.isEmpty()
                   && states.find(change.state)) {
            ghostEdges(change.state, toOther.value(change.state, change.state), change.transition);
        }
    }
}

void ComparePanel::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare With File"),
                                                      QFileInfo(m_path).absolutePath(),
                                                      tr("flowgate YAML (*.yaml *.yml);;All files (*)"));
    if (!path.isEmpty())
        compareWithFile(path);
}

void ComparePanel::chooseRevision()
{
    bool ok = false;
    const QString revision = QInputDialog::getText(this, tr("Compare With Revision"),
                                                   tr("Git revision of %1:").arg(QFileInfo(m_path).fileName()),
                                                   QLineEdit::Normal, QStringLiteral("HEAD"), &ok)
                                 .trimmed();
    if (ok && !revision.isEmpty())
        compareWithRevision(revision);
}

} // namespace capstudio
