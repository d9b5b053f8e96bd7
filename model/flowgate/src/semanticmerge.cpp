#include "flowgate/semanticmerge.h"

#include "flowgate/contracthash.h"
#include "flowgate/semanticdiff.h"
#include "flowgate/sourcedocument.h"
#include "flowgate/yamlreader.h"

#include <QHash>
#include <QSet>

namespace capstudio::flowgate {

namespace {

using Conflict = SemanticMerge::Conflict;
using Resolution = SemanticMerge::Resolution;

bool same(const Value *a, const Value *b)
{
    if (!a || !b)
        return !a && !b;
    return *a == *b;
}

// "workflow flow.x, state s, transition t, field /executor/use" from a path of keys.
QString placeOf(const NodePath &path)
{
    QStringList parts;
    qsizetype i = 0;
    if (path.size() >= 2 && path.at(0).key == QLatin1String("workflows")) {
        parts << SemanticMerge::tr("workflow %1").arg(path.at(1).key);
        i = 2;
        if (path.size() >= 4 && path.at(2).key == QLatin1String("states")) {
            parts << SemanticMerge::tr("state %1").arg(path.at(3).key);
            i = 4;
            if (path.size() >= 6 && path.at(4).key == QLatin1String("transitions")) {
                parts << SemanticMerge::tr("transition %1").arg(path.at(5).key);
                i = 6;
            }
        }
    }
    if (i < path.size())
        parts << SemanticMerge::tr("field %1").arg(pathPointer(path.mid(i)));
    return parts.join(QStringLiteral(", "));
}

QStringList unionKeys(const Value *a, const Value *b, const Value *c)
{
    QStringList keys;
    QSet<QString> seen;
    for (const Value *side : {b, a, c}) { // ours' order first
        if (!side || !side->isObject())
            continue;
        for (const Value::Member &member : side->members()) {
            if (!seen.contains(member.key)) {
                seen.insert(member.key);
                keys.append(member.key);
            }
        }
    }
    return keys;
}

class Merger
{
public:
    // The three sides as read; theirs' changes go into document, which holds ours.
    Merger(const Value &base, const Value &ours, const Value &theirs, SourceDocument &document,
           const SemanticMerge::Resolutions &resolutions, SemanticMerge::Result &result)
        : m_base(base)
        , m_ours(ours)
        , m_theirs(theirs)
        , m_document(document)
        , m_resolutions(resolutions)
        , m_result(result)
    {
    }

    // One node: base, ours and theirs at the same place (any may be absent). Theirs' change
    // is written at `at`, ours' path.
    void node(const NodePath &at, const Value *base, const Value *ours, const Value *theirs)
    {
        if (same(base, theirs) || same(ours, theirs))
            return; // theirs changed nothing, or the same as ours
        // Mappings are merged key by key even where only theirs changed: only the values
        // theirs changed are written, the rest of ours keeps its bytes.
        if (base && ours && theirs && base->isObject() && ours->isObject() && theirs->isObject()) {
            if (isStates(at)) {
                states(at, *base, *ours, *theirs);
                return;
            }
            for (const QString &key : unionKeys(base, ours, theirs)) {
                NodePath child = at;
                child.append(PathStep{key});
                node(child, base->find(key), ours->find(key), theirs->find(key));
            }
            return;
        }
        // Lists of one length are merged item by item (a guard edited in place keeps its
        // flow style and quoting); a list that grew or shrank is one value.
        if (base && ours && theirs && base->isArray() && ours->isArray() && theirs->isArray()
            && base->size() == ours->size() && base->size() == theirs->size()) {
            for (qsizetype i = 0; i < base->size(); ++i)
                node(at + NodePath{PathStep{QString(), i}}, &base->at(i), &ours->at(i), &theirs->at(i));
            return;
        }
        if (same(base, ours)) {
            take(at, theirs);
            return;
        }
        conflict(at, base, ours, theirs);
    }

private:
    static bool isStates(const NodePath &at)
    {
        return at.size() == 3 && at.at(0).key == QLatin1String("workflows") && at.at(2).key == QLatin1String("states");
    }

    // A workflow's states, with renames: a state one side renamed is merged under its new
    // name with the other side's edits of it. All three sides are compared in the names the
    // result will use (a rename on either side wins; the same state renamed two ways is a
    // conflict), with every transition target carried to those names.
    void states(const NodePath &at, const Value &base, const Value &ours, const Value &theirs)
    {
        const NodePath workflowPath = at.mid(0, 2);
        const QHash<QString, QString> oursRenames =
            SemanticDiff::stateRenames(workflowValue(m_base, workflowPath), workflowValue(m_ours, workflowPath));
        const QHash<QString, QString> theirsRenames =
            SemanticDiff::stateRenames(workflowValue(m_base, workflowPath), workflowValue(m_theirs, workflowPath));
        QHash<QString, QString> fromBase;
        QHash<QString, QString> fromOurs;
        QHash<QString, QString> fromTheirs;
        QSet<QString> twoWays;
        for (const Value::Member &state : base.members()) {
            const QString oursName = oursRenames.value(state.key, state.key);
            const QString theirsName = theirsRenames.value(state.key, state.key);
            if (oursRenames.contains(state.key) && theirsRenames.contains(state.key) && oursName != theirsName) {
                twoWays.insert(state.key);
                continue;
            }
            const QString final = oursRenames.contains(state.key) ? oursName : theirsName;
            if (final != state.key)
                fromBase.insert(state.key, final);
            if (final != oursName)
                fromOurs.insert(oursName, final);
            if (final != theirsName)
                fromTheirs.insert(theirsName, final);
        }
        QSet<QString> theirsSeen;
        for (const Value::Member &state : base.members()) {
            const QString oursName = oursRenames.value(state.key, state.key);
            const QString theirsName = theirsRenames.value(state.key, state.key);
            theirsSeen.insert(theirsName);
            const Value *oursState = ours.find(oursName);
            const Value *theirsState = theirs.find(theirsName);
            if (twoWays.contains(state.key)) {
                conflict(at + NodePath{PathStep{oursName}}, &state.value, oursState, theirsState, oursName,
                         theirsName);
                continue;
            }
            const QString final = fromBase.value(state.key, state.key);
            if (oursState && final != oursName) {
                // Theirs renamed it: ours takes the new name, and ours' transitions into it
                // follow.
                if (!rename(at + NodePath{PathStep{oursName}}, final, at))
                    continue;
            }
            const Value baseState = SemanticDiff::withTargetsRenamed(state.value, fromBase);
            const Value oursNow = oursState ? SemanticDiff::withTargetsRenamed(*oursState, fromOurs) : Value();
            const Value theirsNow = theirsState ? SemanticDiff::withTargetsRenamed(*theirsState, fromTheirs) : Value();
            node(at + NodePath{PathStep{final}}, &baseState, oursState ? &oursNow : nullptr,
                 theirsState ? &theirsNow : nullptr);
        }
        // States new on theirs' side.
        for (const Value::Member &state : theirs.members()) {
            if (theirsSeen.contains(state.key))
                continue;
            const Value *oursState = ours.find(state.key);
            const Value oursNow = oursState ? SemanticDiff::withTargetsRenamed(*oursState, fromOurs) : Value();
            const Value theirsNow = SemanticDiff::withTargetsRenamed(state.value, fromTheirs);
            node(at + NodePath{PathStep{state.key}}, nullptr, oursState ? &oursNow : nullptr, &theirsNow);
        }
    }

    bool rename(const NodePath &place, const QString &newName, const NodePath &states)
    {
        if (Status status = m_document.renameKey(place, newName); !status) {
            m_result.errors.append(Diagnostic::error(QStringLiteral("merge"), status.error().message, SourceLocation()));
            return false;
        }
        ++m_result.taken;
        // Transitions of ours that enter the old name, and the initial state.
        const QString oldName = place.last().key;
        const Value workflow = workflowValue(m_ours, states.mid(0, 2));
        NodePath initial = states.mid(0, 2);
        initial.append(PathStep{QStringLiteral("initialState")});
        if (workflow.value(u"initialState").toString() == oldName)
            write(initial, Value(newName));
        for (const Value::Member &from : workflow.value(u"states").members()) {
            const QString fromName = from.key == oldName ? newName : from.key;
            for (const Value::Member &transition : from.value.value(u"transitions").members()) {
                NodePath path = states;
                path << PathStep{fromName} << PathStep{QStringLiteral("transitions")} << PathStep{transition.key};
                if (transition.value.value(u"target").toString() == oldName)
                    write(path + NodePath{PathStep{QStringLiteral("target")}}, Value(newName));
                const Value::Array &branches = transition.value.value(u"branches").items();
                for (size_t i = 0; i < branches.size(); ++i) {
                    if (branches[i].value(u"target").toString() == oldName)
                        write(path + NodePath{PathStep{QStringLiteral("branches")}, PathStep{QString(), qsizetype(i)},
                                              PathStep{QStringLiteral("target")}},
                              Value(newName));
                }
            }
        }
        return true;
    }

    static Value workflowValue(const Value &root, const NodePath &workflowPath)
    {
        return root.value(u"workflows").value(workflowPath.at(1).key);
    }

    void write(const NodePath &at, const Value &value)
    {
        if (Status status = m_document.setValue(at, value); !status)
            m_result.errors.append(Diagnostic::error(QStringLiteral("merge"), status.error().message, SourceLocation()));
    }

    void take(const NodePath &at, const Value *theirs)
    {
        if (written(at, theirs ? m_document.setValue(at, *theirs) : m_document.remove(at)))
            ++m_result.taken;
    }

    // False (the failure kept among the errors, named by its place) when `status` failed.
    bool written(const NodePath &at, const Status &status)
    {
        if (!status)
            m_result.errors.append(Diagnostic::error(QStringLiteral("merge"),
                                                     SemanticMerge::tr("%1: %2").arg(placeOf(at), status.error().message),
                                                     SourceLocation()));
        return bool(status);
    }

    void conflict(const NodePath &at, const Value *base, const Value *ours, const Value *theirs,
                  const QString &oursKey = {}, const QString &theirsKey = {})
    {
        const QString pointer = pathPointer(at);
        if (const auto chosen = m_resolutions.constFind(pointer); chosen != m_resolutions.cend()) {
            resolve(at, ours, *chosen);
            return;
        }
        Conflict conflict;
        conflict.place = placeOf(at);
        conflict.pointer = pointer;
        conflict.oursKey = oursKey;
        conflict.theirsKey = theirsKey;
        conflict.baseAbsent = !base;
        conflict.oursAbsent = !ours;
        conflict.theirsAbsent = !theirs;
        if (base)
            conflict.base = *base;
        if (ours)
            conflict.ours = *ours;
        if (theirs)
            conflict.theirs = *theirs;
        m_result.conflicts.append(conflict);
    }

    // Writes a resolution where ours holds `ours` (a value equal to ours' keeps its bytes).
    void resolve(NodePath at, const Value *ours, const Resolution &resolution)
    {
        if (ours && !at.isEmpty() && !resolution.key.isEmpty() && resolution.key != at.last().key) {
            const NodePath states = at.mid(0, at.size() - 1);
            if (!rename(at, resolution.key, states))
                return;
            at.last().key = resolution.key;
        }
        Status status;
        if (resolution.absent)
            status = ours ? m_document.remove(at) : Status();
        else if (!ours || !(*ours == resolution.value))
            status = m_document.setValue(at, resolution.value);
        if (written(at, status))
            ++m_result.resolved;
    }

    const Value m_base;
    const Value m_ours;
    const Value m_theirs;
    SourceDocument &m_document;
    const SemanticMerge::Resolutions &m_resolutions;
    SemanticMerge::Result &m_result;
};

} // namespace

QString SemanticMerge::Conflict::describe() const
{
    const auto shown = [](bool absent, const Value &value) {
        if (absent)
            return tr("(absent)");
        QString text = QString::fromUtf8(ContractHash::canonicalJson(value));
        return text.size() > 120 ? text.left(119) + QChar(0x2026) : text;
    };
    return tr("%1: base %2, ours %3, theirs %4")
        .arg(place.isEmpty() ? tr("the whole file") : place, shown(baseAbsent, base), shown(oursAbsent, ours),
             shown(theirsAbsent, theirs));
}

SemanticMerge::Result SemanticMerge::merge(const QByteArray &base, const QByteArray &ours, const QByteArray &theirs,
                                           const QString &fileName, const Resolutions &resolutions)
{
    Result result;
    result.text = ours;
    // A side that is not YAML is named by its role: git's temporary files say nothing.
    const YamlReader::Result baseRead = YamlReader::read(base, tr("%1 (base)").arg(fileName), 0);
    const YamlReader::Result oursRead = YamlReader::read(ours, fileName, 0);
    const YamlReader::Result theirsRead = YamlReader::read(theirs, tr("%1 (theirs)").arg(fileName), 0);
    for (const YamlReader::Result *side : {&baseRead, &oursRead, &theirsRead}) {
        if (!side->ok()) {
            result.readable = false;
            result.errors.append(*side->error);
        }
    }
    if (!result.readable)
        return result;
    Diagnostic problem;
    auto document = SourceDocument::fromText(ours, fileName, &problem);
    if (!document) {
        result.readable = false;
        result.errors.append(Diagnostic::error(QStringLiteral("merge"), document.error().message, SourceLocation()));
        return result;
    }
    Merger merger(baseRead.value, oursRead.value, theirsRead.value, *document.value(), resolutions, result);
    // Every change is planned against ours as read and parsed once at the end.
    document.value()->beginBatch();
    merger.node(NodePath(), &baseRead.value, &oursRead.value, &theirsRead.value);
    if (const Status written = document.value()->endBatch(); !written)
        result.errors.append(Diagnostic::error(QStringLiteral("merge"), written.error().message, SourceLocation()));
    if (result.conflicts.isEmpty() && result.errors.isEmpty())
        result.text = document.value()->text();
    return result;
}

} // namespace capstudio::flowgate
