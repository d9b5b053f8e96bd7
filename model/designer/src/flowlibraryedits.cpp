#include "designer/flowlibrary.h"

#include "filestate.h"

#include "flowgate/yamlreader.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace capstudio::designer {

using flowgate::NodePath;
using flowgate::PathStep;
using flowgate::SourceDocument;
using flowgate::TransitionRef;
using flowgate::Value;

namespace {

const QString kClipboardFormat = QStringLiteral("capstudio-states");

StoreError invalid(const QString &message)
{
    return StoreError{StoreError::Kind::Invalid, message};
}

struct EdgeRef
{
    QString state;
    QString transition;
    int branch = -1;
};

EdgeRef parseEdge(const QString &edgeId)
{
    EdgeRef ref;
    const qsizetype slash = edgeId.indexOf(QLatin1Char('/'));
    QString rest = edgeId.mid(slash + 1);
    ref.state = edgeId.left(slash);
    const qsizetype hash = rest.lastIndexOf(QLatin1Char('#'));
    if (hash >= 0) {
        bool ok = false;
        const int branch = rest.mid(hash + 1).toInt(&ok);
        if (ok) {
            ref.branch = branch;
            rest = rest.left(hash);
        }
    }
    ref.transition = rest;
    return ref;
}

QString uniqueName(const QString &base, const std::function<bool(const QString &)> &taken)
{
    if (!taken(base))
        return base;
    for (int i = 2;; ++i) {
        const QString candidate = base + QLatin1Char('_') + QString::number(i);
        if (!taken(candidate))
            return candidate;
    }
}

} // namespace

Expected<QString> FlowLibrary::workflowKey(const QString &workflowId, SourceDocument &document) const
{
    if (document.contains(flowgate::keyPath({QStringLiteral("workflows"), workflowId})))
        return workflowId;
    const QString key = sidecarKey(workflowId);
    if (document.contains(flowgate::keyPath({QStringLiteral("workflows"), key})))
        return key;
    return invalid(tr("workflow '%1' is not written in %2").arg(workflowId, document.fileName()));
}

Status FlowLibrary::editWorkflow(const QString &workflowId, const QString &undoText,
                                 const std::function<Status(SourceDocument &, const QString &)> &edit)
{
    const QString file = fileOf(workflowId);
    return recordStep(file, undoText, [&]() -> Status {
        SourceDocument &document = *m_files.at(file)->document;
        const Expected<QString> key = workflowKey(workflowId, document);
        if (!key)
            return key.error();
        return edit(document, key.value());
    });
}

Status FlowLibrary::addState(const QString &workflowId, const QString &state, QPointF position,
                             const Value &body)
{
    return editWorkflow(workflowId, tr("Add State %1").arg(state),
                        [&](SourceDocument &document, const QString &key) -> Status {
                            const Status added = document.addState(key, state, body);
                            if (added)
                                setPinned(workflowId, state, position);
                            return added;
                        });
}

Status FlowLibrary::renameState(const QString &workflowId, const QString &from, const QString &to)
{
    if (from == to)
        return Status();
    return editWorkflow(workflowId, tr("Rename State %1 to %2").arg(from, to),
                        [&](SourceDocument &document, const QString &key) -> Status {
                            const Status renamed = document.renameState(key, from, to);
                            if (!renamed)
                                return renamed;
                            const QHash<QString, QPointF> known = positions(workflowId);
                            if (known.contains(from))
                                setPinned(workflowId, to, known.value(from));
                            setPinned(workflowId, from, std::nullopt);
                            m_computed[workflowId].remove(from);
                            return Status();
                        });
}

Status FlowLibrary::deleteStates(const QString &workflowId, const QStringList &states)
{
    if (states.isEmpty())
        return Status();
    const QString text = states.size() == 1 ? tr("Delete State %1").arg(states.first())
                                            : tr("Delete %n State(s)", nullptr, int(states.size()));
    return editWorkflow(workflowId, text, [&](SourceDocument &document, const QString &key) -> Status {
        for (const QString &state : states) {
            const Status deleted = document.deleteState(key, state);
            if (!deleted)
                return deleted;
            setPinned(workflowId, state, std::nullopt);
            m_computed[workflowId].remove(state);
        }
        return Status();
    });
}

Status FlowLibrary::addTransition(const QString &workflowId, const QString &fromState, const QString &name,
                                  const QString &target, const Value &extra)
{
    const flowgate::WorkflowGraph shape = graph(workflowId);
    const QString transition = name.isEmpty()
        ? uniqueName(QStringLiteral("to_") + target,
                     [&](const QString &candidate) {
                         return shape.transitionIndex(fromState + QLatin1Char('/') + candidate) >= 0;
                     })
        : name;
    return editWorkflow(workflowId, tr("Add Transition %1").arg(transition),
                        [&](SourceDocument &document, const QString &key) {
                            return document.addTransition(TransitionRef{key, fromState, transition}, target, extra);
                        });
}

Status FlowLibrary::retarget(const QString &workflowId, const QString &edgeId, const QString &target)
{
    const EdgeRef edge = parseEdge(edgeId);
    return editWorkflow(workflowId, tr("Retarget %1 to %2").arg(edge.transition, target),
                        [&](SourceDocument &document, const QString &key) -> Status {
                            const TransitionRef ref{key, edge.state, edge.transition};
                            if (edge.branch < 0)
                                return document.retargetTransition(ref, target);
                            NodePath path = flowgate::keyPath({QStringLiteral("workflows"), key, QStringLiteral("states"),
                                                               edge.state, QStringLiteral("transitions"),
                                                               edge.transition, QStringLiteral("branches")});
                            path.append(PathStep{QString(), edge.branch});
                            path.append(PathStep{QStringLiteral("target")});
                            if (!document.contains(path))
                                return invalid(tr("transition '%1' has no branch %2").arg(edge.transition).arg(edge.branch));
                            return document.setValue(path, Value(target));
                        });
}

Status FlowLibrary::deleteTransitions(const QString &workflowId, const QStringList &transitionIds)
{
    if (transitionIds.isEmpty())
        return Status();
    const QString text = transitionIds.size() == 1
        ? tr("Delete Transition %1").arg(parseEdge(transitionIds.first()).transition)
        : tr("Delete %n Transition(s)", nullptr, int(transitionIds.size()));
    return editWorkflow(workflowId, text, [&](SourceDocument &document, const QString &key) -> Status {
        QSet<QString> done;
        for (const QString &id : transitionIds) {
            const EdgeRef edge = parseEdge(id);
            const QString plain = edge.state + QLatin1Char('/') + edge.transition;
            if (done.contains(plain))
                continue;
            done.insert(plain);
            const Status deleted = document.deleteTransition(TransitionRef{key, edge.state, edge.transition});
            if (!deleted)
                return deleted;
        }
        return Status();
    });
}

Status FlowLibrary::setValue(const QString &workflowId, const NodePath &path, const Value &value,
                             const QString &undoText)
{
    return editWorkflow(workflowId, undoText, [&](SourceDocument &document, const QString &key) {
        NodePath full = flowgate::keyPath({QStringLiteral("workflows"), key});
        full += path;
        return document.setValue(full, value);
    });
}

Status FlowLibrary::removeValue(const QString &workflowId, const NodePath &path, const QString &undoText)
{
    return editWorkflow(workflowId, undoText, [&](SourceDocument &document, const QString &key) -> Status {
        NodePath full = flowgate::keyPath({QStringLiteral("workflows"), key});
        full += path;
        if (!document.contains(full))
            return Status();
        return document.remove(full);
    });
}

namespace {

QString defaultFile(const FlowLibrary &library)
{
    if (QFileInfo(library.path()).isFile())
        return library.path();
    const QStringList ids = library.workflowIds();
    return ids.isEmpty() ? QString() : library.fileOf(ids.first());
}

} // namespace

Status FlowLibrary::addCapability(const QString &verb, const QString &name, const QString &file)
{
    const QString target = file.isEmpty() ? defaultFile(*this) : file;
    return recordStep(target, tr("New Capability cap.%1.%2").arg(verb, name), [&]() {
        return m_files.at(target)->document->addCapability(verb, name);
    });
}

Status FlowLibrary::addOrchestrator(const QString &name, const QString &file)
{
    const QString target = file.isEmpty() ? defaultFile(*this) : file;
    return recordStep(target, tr("New Orchestrator flow.%1").arg(name), [&]() {
        return m_files.at(target)->document->addOrchestrator(name);
    });
}

void FlowLibrary::moveStates(const QString &workflowId, const QHash<QString, QPointF> &from,
                             const QHash<QString, QPointF> &to)
{
    Q_UNUSED(from); // the snapshot keeps where they were, pinned or computed
    const QString text = to.size() == 1 ? tr("Move State %1").arg(to.constBegin().key())
                                        : tr("Move %n State(s)", nullptr, int(to.size()));
    recordStep(fileOf(workflowId), text, [&]() {
        for (auto it = to.constBegin(); it != to.constEnd(); ++it)
            setPinned(workflowId, it.key(), it.value());
        return Status();
    });
}

Status FlowLibrary::autoLayout(const QString &workflowId, const flowgate::LayoutGraph &graph,
                               const flowgate::LayoutEngine &engine)
{
    Expected<flowgate::LayoutResult> result = engine.layout(graph, flowgate::LayoutOptions());
    if (!result)
        return result.error();
    return recordStep(fileOf(workflowId), tr("Auto Layout"), [&]() {
        const auto it = m_files.find(fileOf(workflowId));
        if (it != m_files.end())
            it->second->sidecar.removeWorkflow(sidecarKey(workflowId));
        m_computed.insert(workflowId, result.value().nodeCenters);
        m_layouts.insert(workflowId, result.value());
        return Status();
    });
}

// ---- Copy and paste -------------------------------------------------------------------------

Expected<QByteArray> FlowLibrary::copyStates(const QString &workflowId, const QStringList &states) const
{
    const QString file = fileOf(workflowId);
    const auto it = m_files.find(file);
    flowgate::YamlReader::Result read;
    if (it != m_files.end() && it->second->document)
        read = flowgate::YamlReader::read(it->second->document->text(), file, 0);
    else
        read = flowgate::YamlReader::readFile(file, 0);
    if (!read.ok())
        return invalid(read.error->message());
    const Value workflows = read.value.value(u"workflows");
    Value definition = workflows.value(workflowId);
    if (!definition.isObject())
        definition = workflows.value(sidecarKey(workflowId));
    const QHash<QString, QPointF> known = positions(workflowId);
    QJsonObject bodies;
    QJsonObject centres;
    for (const QString &state : states) {
        const Value *body = definition.value(u"states").find(state);
        if (!body)
            return invalid(tr("workflow '%1' has no state '%2'").arg(workflowId, state));
        bodies.insert(state, body->toJson());
        if (known.contains(state))
            centres.insert(state, QJsonObject{{QStringLiteral("x"), known.value(state).x()},
                                              {QStringLiteral("y"), known.value(state).y()}});
    }
    const QJsonObject clipboard{{QStringLiteral("format"), kClipboardFormat},
                                {QStringLiteral("version"), 1},
                                {QStringLiteral("workflow"), workflowId},
                                {QStringLiteral("states"), bodies},
                                {QStringLiteral("positions"), centres}};
    return QJsonDocument(clipboard).toJson(QJsonDocument::Compact);
}

Expected<QStringList> FlowLibrary::pasteStates(const QString &workflowId, const QByteArray &clipboard, QPointF offset)
{
    QJsonParseError parseError;
    const QJsonDocument json = QJsonDocument::fromJson(clipboard, &parseError);
    const QJsonObject root = json.object();
    if (parseError.error != QJsonParseError::NoError || root.value(QStringLiteral("format")).toString() != kClipboardFormat
        || !root.value(QStringLiteral("states")).isObject())
        return invalid(tr("the clipboard holds no copied states"));
    const QJsonObject bodies = root.value(QStringLiteral("states")).toObject();
    const QJsonObject centres = root.value(QStringLiteral("positions")).toObject();
    const flowgate::WorkflowGraph shape = graph(workflowId);

    QHash<QString, QString> renamed; // copied id → id in this workflow
    QSet<QString> taken;
    for (const flowgate::GraphState &state : shape.states)
        taken.insert(state.id);
    for (auto it = bodies.constBegin(); it != bodies.constEnd(); ++it) {
        const QString id = uniqueName(it.key(), [&](const QString &candidate) { return taken.contains(candidate); });
        taken.insert(id);
        renamed.insert(it.key(), id);
    }
    const auto mapTarget = [&](const QString &target) -> std::optional<QString> {
        if (renamed.contains(target))
            return renamed.value(target);
        if (shape.stateIndex(target) >= 0)
            return target;
        return std::nullopt;
    };

    QStringList added;
    const Status status = editWorkflow(
        workflowId, tr("Paste %n State(s)", nullptr, int(bodies.size())),
        [&](SourceDocument &document, const QString &key) -> Status {
            for (auto it = bodies.constBegin(); it != bodies.constEnd(); ++it) {
                if (!it.value().isObject())
                    return invalid(tr("the copied state '%1' is not a mapping").arg(it.key()));
                Value body = Value::fromJson(it.value());
                Value transitions = body.value(u"transitions");
                if (transitions.isObject()) {
                    Value kept = Value::makeObject();
                    for (const Value::Member &member : transitions.members()) {
                        Value transition = member.value;
                        const auto target = mapTarget(transition.value(u"target").toString());
                        if (!target)
                            continue; // its target is neither pasted nor here
                        transition.insert(QStringLiteral("target"), Value(*target));
                        if (transition.value(u"branches").isArray()) {
                            Value branches = Value::makeArray();
                            for (const Value &branch : transition.value(u"branches").items()) {
                                const auto branchTarget = mapTarget(branch.value(u"target").toString());
                                if (!branchTarget)
                                    continue;
                                Value copy = branch;
                                copy.insert(QStringLiteral("target"), Value(*branchTarget));
                                branches.append(copy);
                            }
                            transition.insert(QStringLiteral("branches"), branches);
                        }
                        kept.insert(member.key, transition);
                    }
                    body.insert(QStringLiteral("transitions"), kept);
                }
                const QString id = renamed.value(it.key());
                const Status added_ = document.addState(key, id, body);
                if (!added_)
                    return added_;
                added.append(id);
                const QJsonObject centre = centres.value(it.key()).toObject();
                if (!centre.isEmpty())
                    setPinned(workflowId, id,
                              QPointF(centre.value(QStringLiteral("x")).toDouble(),
                                      centre.value(QStringLiteral("y")).toDouble())
                                  + offset);
            }
            return Status();
        });
    if (!status)
        return status.error();
    return added;
}

} // namespace capstudio::designer
