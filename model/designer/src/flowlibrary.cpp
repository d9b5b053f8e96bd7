#include "designer/flowlibrary.h"

#include "core/savefileset.h"

#include "filestate.h"
#include "librarysnapshotcommand.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace capstudio::designer {

using flowgate::Value;

namespace {

StoreError error(StoreError::Kind kind, const QString &message)
{
    return StoreError{kind, message};
}

} // namespace

FlowLibrary::FlowLibrary(const QString &path)
    : m_path(path)
{
    m_undo.setUndoLimit(UndoLimit);
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this] {
        const bool modified = isModified();
        if (modified != m_lastModified) {
            m_lastModified = modified;
            emit modifiedChanged(modified);
        }
    });
}

FlowLibrary::~FlowLibrary()
{
    // The stack outlives the files (declaration order) and reports cleanChanged as it goes.
    disconnect(&m_undo, nullptr, this, nullptr);
    m_checks.finish(); // a check still queued is taken back, a running one waited for
}

Expected<std::unique_ptr<FlowLibrary>> FlowLibrary::open(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists() || !info.isReadable())
        return error(StoreError::Kind::NotFound,
                     QObject::tr("cannot read %1: no such readable file or folder").arg(path));
    std::unique_ptr<FlowLibrary> library(new FlowLibrary(info.absoluteFilePath()));
    library->adopt(flowgate::ConfigValidation::run(library->m_path));
    if (!library->m_report.loaded.readable && !library->m_report.loaded.loadErrors.isEmpty())
        return error(StoreError::Kind::NotFound, library->m_report.loaded.loadErrors.first().message());
    return library;
}

// ---- Checking -----------------------------------------------------------------------

void FlowLibrary::check()
{
    QHash<QString, QByteArray> overlay;
    qint64 bytes = 0;
    for (const auto &[file, state] : m_files) {
        if (state->document) {
            bytes += state->document->text().size();
            if (state->document->isModified())
                overlay.insert(file, state->document->text());
        }
    }
    for (const QString &file : std::as_const(m_absoluteFiles)) {
        if (!overlay.contains(file))
            bytes += QFileInfo(file).size();
    }
    const quint64 generation = ++m_generation;
    if (bytes <= SynchronousCheckBytes) {
        // It overtakes any check still running: that one's result will be dropped.
        m_checking = false;
        adopt(flowgate::ConfigValidation::run(m_path, overlay));
        return;
    }
    m_checking = true;
    if (m_checkRunning)
        return; // one check at a time: the one running starts the next when it ends
    m_checkRunning = true;
    const QString path = m_path;
    m_checks.start([this, path, overlay, generation] {
        flowgate::ValidationReport report = flowgate::ConfigValidation::run(path, overlay);
        QMetaObject::invokeMethod(
            this,
            [this, generation, report = std::move(report)]() mutable {
                m_checkRunning = false;
                if (generation != m_generation) {
                    // A newer edit came meanwhile: check what is there now, unless a
                    // synchronous check has already done so.
                    if (m_checking)
                        check();
                    return;
                }
                m_checking = false;
                adopt(std::move(report));
            },
            Qt::QueuedConnection);
    });
}

void FlowLibrary::adopt(flowgate::ValidationReport report)
{
    m_report = std::move(report);
    m_absoluteFiles.clear();
    for (const QString &file : std::as_const(m_report.loaded.files)) {
        const QString absolute = QFileInfo(file).absoluteFilePath();
        m_absoluteFiles.append(absolute);
        if (m_files.find(absolute) == m_files.end()) {
            auto state = std::make_unique<FileState>();
            if (auto sidecar = LayoutSidecar::load(LayoutSidecar::pathFor(absolute))) {
                state->sidecar = sidecar.value();
                state->savedSidecar = sidecar.value();
            }
            m_files.emplace(absolute, std::move(state));
        }
    }
    emit reloaded();
    const bool modified = isModified();
    if (modified != m_lastModified) {
        m_lastModified = modified;
        emit modifiedChanged(modified);
    }
}

// ---- Queries ----------------------------------------------------------------------------

Diagnostics FlowLibrary::problems() const
{
    Diagnostics all = m_report.loaded.loadErrors;
    all += m_report.checkErrors;
    all += m_report.checkWarnings;
    all += m_report.loaded.loadWarnings;
    return all;
}

QStringList FlowLibrary::workflowIds() const
{
    QStringList ids;
    for (const Value::Member &member : config().value(u"workflows").members())
        ids.append(member.key);
    return ids;
}

bool FlowLibrary::hasWorkflow(const QString &workflowId) const
{
    return config().value(u"workflows").contains(workflowId);
}

Value FlowLibrary::definition(const QString &workflowId) const
{
    return config().value(u"workflows").value(workflowId);
}

flowgate::WorkflowGraph FlowLibrary::graph(const QString &workflowId) const
{
    return flowgate::WorkflowGraph::fromDefinition(workflowId, definition(workflowId));
}

QString FlowLibrary::fileOf(const QString &workflowId) const
{
    const Value::Member *member = config().value(u"workflows").findMember(workflowId);
    if (!member)
        return {};
    const flowgate::SourcePos pos = member->keyPos.isValid() ? member->keyPos : member->value.pos();
    return pos.isValid() ? m_absoluteFiles.value(pos.file) : QString();
}

QString FlowLibrary::elementOf(const QString &workflowId, const Diagnostic &diagnostic) const
{
    return elementIn(graph(workflowId), fileOf(workflowId), diagnostic);
}

// The element of `shape` (defined in `file`) a diagnostic is about: by the names in its
// message, else by the last state or transition written at or before its line.
QString FlowLibrary::elementIn(const flowgate::WorkflowGraph &shape, const QString &file,
                               const Diagnostic &diagnostic)
{
    static const QRegularExpression workflowPattern(QStringLiteral("workflow '([^']*)'"));
    static const QRegularExpression statePattern(QStringLiteral("state '([^']*)'"));
    static const QRegularExpression transitionPattern(QStringLiteral("transition '([^']*)'"));
    const QString &message = diagnostic.message();
    const QRegularExpressionMatch workflow = workflowPattern.match(message);
    if (workflow.hasMatch()) {
        if (workflow.captured(1) != shape.workflowId)
            return {};
        const QString state = statePattern.match(message).captured(1);
        const QString transition = transitionPattern.match(message).captured(1);
        const QString transitionId = state + QLatin1Char('/') + transition;
        if (!transition.isEmpty() && shape.transitionIndex(transitionId) >= 0)
            return transitionId;
        if (shape.stateIndex(state) >= 0)
            return state;
    }
    const SourceLocation &location = diagnostic.location();
    if (location.line <= 0 || QFileInfo(location.file).absoluteFilePath() != file)
        return {};
    QString best;
    int bestLine = 0;
    const auto consider = [&](const flowgate::SourcePos &pos, const QString &id) {
        if (pos.isValid() && pos.line <= location.line && pos.line >= bestLine) {
            bestLine = pos.line;
            best = id;
        }
    };
    for (const flowgate::GraphState &state : shape.states)
        consider(state.pos, state.id);
    for (const flowgate::GraphTransition &transition : shape.transitions)
        consider(transition.pos, transition.id());
    return best;
}

QHash<QString, int> FlowLibrary::markers(const QString &workflowId) const
{
    QHash<QString, int> result;
    // One graph for all the findings, not one per finding.
    const flowgate::WorkflowGraph shape = graph(workflowId);
    const QString file = fileOf(workflowId);
    for (const Diagnostic &diagnostic : problems()) {
        const QString element = elementIn(shape, file, diagnostic);
        if (element.isEmpty())
            continue;
        const int severity = diagnostic.severity() == Severity::Error ? 2 : 1;
        result[element] = qMax(result.value(element), severity);
    }
    return result;
}

// ---- Positions ----------------------------------------------------------------------------

QString FlowLibrary::sidecarKey(const QString &workflowId) const
{
    // Repo libraries prefix ids with their namespace ("ns/cap.x"); the file says "cap.x".
    return workflowId.mid(workflowId.lastIndexOf(QLatin1Char('/')) + 1);
}

QHash<QString, QPointF> FlowLibrary::pinnedPositions(const QString &workflowId) const
{
    const auto it = m_files.find(fileOf(workflowId));
    if (it == m_files.end())
        return {};
    return it->second->sidecar.positions(sidecarKey(workflowId));
}

QHash<QString, QPointF> FlowLibrary::positions(const QString &workflowId) const
{
    QHash<QString, QPointF> result = m_computed.value(workflowId);
    const QHash<QString, QPointF> pinned = pinnedPositions(workflowId);
    for (auto it = pinned.constBegin(); it != pinned.constEnd(); ++it)
        result.insert(it.key(), it.value());
    return result;
}

const flowgate::LayoutResult *FlowLibrary::lastLayout(const QString &workflowId) const
{
    const auto it = m_layouts.constFind(workflowId);
    return it == m_layouts.constEnd() ? nullptr : &it.value();
}

Status FlowLibrary::ensureLayout(const QString &workflowId, const flowgate::LayoutGraph &graph,
                                 const flowgate::LayoutEngine &engine)
{
    const QHash<QString, QPointF> known = positions(workflowId);
    bool complete = true;
    for (const auto &node : graph.nodes)
        complete = complete && known.contains(node.id);
    if (complete)
        return Status();
    flowgate::LayoutOptions options;
    for (const auto &node : graph.nodes) {
        if (known.contains(node.id))
            options.pinned.insert(node.id, known.value(node.id));
    }
    Expected<flowgate::LayoutResult> result = engine.layout(graph, options);
    if (!result)
        return result.error();
    m_computed.insert(workflowId, result.value().nodeCenters);
    m_layouts.insert(workflowId, result.value());
    return Status();
}

void FlowLibrary::setPinned(const QString &workflowId, const QString &state, std::optional<QPointF> position)
{
    const auto it = m_files.find(fileOf(workflowId));
    if (it == m_files.end())
        return;
    if (position)
        it->second->sidecar.setPosition(sidecarKey(workflowId), state, *position);
    else
        it->second->sidecar.removePosition(sidecarKey(workflowId), state);
}

// ---- Undo steps ----------------------------------------------------------------------------

Expected<FlowLibrary::FileState *> FlowLibrary::fileState(const QString &absoluteFile)
{
    auto it = m_files.find(absoluteFile);
    if (it == m_files.end()) {
        auto state = std::make_unique<FileState>();
        if (auto sidecar = LayoutSidecar::load(LayoutSidecar::pathFor(absoluteFile))) {
            state->sidecar = sidecar.value();
            state->savedSidecar = sidecar.value();
        }
        it = m_files.emplace(absoluteFile, std::move(state)).first;
    }
    FileState *state = it->second.get();
    if (!state->document) {
        Expected<std::unique_ptr<flowgate::SourceDocument>> document = flowgate::SourceDocument::open(absoluteFile);
        if (!document)
            return document.error();
        state->document = std::move(document).value();
    }
    return state;
}

QByteArray FlowLibrary::text(const QString &file) const
{
    const auto it = m_files.find(QFileInfo(file).absoluteFilePath());
    return it != m_files.end() && it->second->document ? it->second->document->text() : QByteArray();
}

qsizetype FlowLibrary::undoTextBytes() const
{
    qsizetype bytes = 0;
    for (int i = 0; i < m_undo.count(); ++i) {
        if (const auto *step = dynamic_cast<const LibrarySnapshotCommand *>(m_undo.command(i)))
            bytes += step->textBytes();
    }
    return bytes;
}

FlowLibrary::Snapshot FlowLibrary::snapshot(const QString &file) const
{
    Snapshot result;
    result.file = file;
    const auto it = m_files.find(file);
    if (it != m_files.end()) {
        if (it->second->document)
            result.text = it->second->document->text();
        for (const QString &workflow : it->second->sidecar.workflowIds())
            result.pinned.insert(workflow, it->second->sidecar.positions(workflow));
    }
    result.computed = m_computed;
    result.layouts = m_layouts;
    return result;
}

void FlowLibrary::restore(const Snapshot &snapshot)
{
    Expected<FileState *> state = fileState(snapshot.file);
    if (!state)
        return;
    FileState *file = state.value();
    const bool textChanged = file->document->text() != snapshot.text;
    if (textChanged)
        file->document->restoreText(snapshot.text);
    LayoutSidecar sidecar;
    for (auto it = snapshot.pinned.constBegin(); it != snapshot.pinned.constEnd(); ++it) {
        for (auto position = it.value().constBegin(); position != it.value().constEnd(); ++position)
            sidecar.setPosition(it.key(), position.key(), position.value());
    }
    file->sidecar = sidecar;
    m_computed = snapshot.computed;
    m_layouts = snapshot.layouts;
    if (textChanged)
        check();
    else
        emit reloaded();
}

Status FlowLibrary::recordStep(const QString &file, const QString &undoText, const std::function<Status()> &change)
{
    if (file.isEmpty())
        return error(StoreError::Kind::NotFound, tr("the workflow is not defined in a file of this library"));
    Expected<FileState *> state = fileState(file);
    if (!state)
        return state.error();
    Snapshot before = snapshot(file);
    const Status status = change();
    Snapshot after = snapshot(file);
    if (!status) {
        restore(before);
        return status;
    }
    const bool textChanged = before.text != after.text;
    if (!textChanged && before.pinned == after.pinned && before.computed == after.computed)
        return Status();
    m_undo.push(new LibrarySnapshotCommand(this, std::move(before), std::move(after), undoText));
    if (textChanged)
        check();
    else
        emit reloaded();
    return Status();
}

// ---- Saving ----------------------------------------------------------------------------------

bool FlowLibrary::isModified() const
{
    for (const auto &[file, state] : m_files) {
        if ((state->document && state->document->isModified()) || state->sidecar != state->savedSidecar)
            return true;
    }
    return false;
}

QStringList FlowLibrary::modifiedFiles() const
{
    QStringList files;
    for (const auto &[file, state] : m_files) {
        if (state->document && state->document->isModified())
            files.append(file);
        if (state->sidecar != state->savedSidecar)
            files.append(LayoutSidecar::pathFor(file));
    }
    return files;
}

Status FlowLibrary::save()
{
    // Every file the library changed, written together (SaveFileSet): a file another program
    // changed meanwhile stops the save before anything is written, and so does a file that
    // cannot be written; only then are they put in place.
    SaveFileSet files;
    std::vector<std::pair<QString, FileState *>> documents;
    std::vector<std::pair<QString, FileState *>> sidecars;
    for (const auto &[file, state] : m_files) {
        if (state->document && state->document->isModified()) {
            const QString path = state->document->savePath();
            if (const Status allowed = state->document->checkOverwrite(path); !allowed)
                return allowed;
            files.add(path, state->document->text());
            documents.emplace_back(path, state.get());
        }
        if (state->sidecar != state->savedSidecar) {
            const QString path = LayoutSidecar::pathFor(file);
            files.add(path, state->sidecar.toBytes());
            sidecars.emplace_back(path, state.get());
        }
    }
    SaveFileSet::Outcome outcome;
    const Expected<SaveFileSet::Outcome> committed = files.commit(&outcome);
    // What was put in place is saved, whatever came after it.
    for (const auto &[path, state] : documents) {
        if (outcome.saved.contains(path))
            state->document->markSaved(path);
    }
    for (const auto &[path, state] : sidecars) {
        if (outcome.saved.contains(path))
            state->savedSidecar = state->sidecar;
    }
    if (!committed)
        return committed.error();
    m_undo.setClean();
    if (m_lastModified) {
        m_lastModified = false;
        emit modifiedChanged(false);
    }
    return Status();
}

} // namespace capstudio::designer
