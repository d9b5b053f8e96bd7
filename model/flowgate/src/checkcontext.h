#pragma once

#include "core/diagnostic.h"
#include "flowgate/value.h"

#include <QHash>
#include <QSet>
#include <QStringList>

namespace capstudio::flowgate::checks {

// Workflow tier, derived from the id alone (reference §2.2): the part after the last `/`
// starting with `cap.` or `flow.`.
enum class WorkflowTier { Capability, Orchestrator, Other };

WorkflowTier tierOf(QStringView id);
// The id without its namespace prefix (everything after the last `/`).
QStringView idStem(QStringView id);

// serde_json's `Value::pointer` step: an object member, or an array element when the
// token is a canonical decimal index. nullptr when absent.
const Value *pointerStep(const Value *value, QStringView token);
// pointerStep() along a path of tokens.
const Value *pointerPath(const Value *value, std::initializer_list<QStringView> tokens);

// The string a value holds, when it is a string (`as_str()`); nullptr otherwise.
const QString *stringAt(const Value *value);

// Where a member is written: its key when known, else its value.
SourcePos memberPos(const Value::Member &member);
// The position of `key` in `object` (key position when known); `fallback` when absent.
SourcePos keyPos(const Value &object, QStringView key, const SourcePos &fallback);

// Rust's `{:?}` of a list of strings: ["a", "b"] with Rust's string escaping.
QString rustDebugList(const QStringList &items);

// Everything the check-time rules share while they run over one config: the file table
// for locations, indexes across workflows (reference §4.3: built once before the
// per-workflow rules), and the diagnostics collected so far, in runtime order.
class CheckContext
{
public:
    CheckContext(const Value &config, const QStringList &files);

    const Value &config() const { return m_config; }
    // The `workflows` mapping (Null when absent or not a mapping).
    const Value &workflows() const { return m_workflows; }

    // Cap-tier workflows with a `snippet` key: id → contract hash of that snippet.
    const QHash<QString, QString> &capabilityHashes() const { return m_capabilityHashes; }
    // Cap-tier workflows: id → `lifecycle` string, "experimental" when absent.
    QString capabilityLifecycle(const QString &id) const;
    // Top-level `skills:` keys.
    const QSet<QString> &skillSubjects() const { return m_skillSubjects; }

    void error(const QString &rule, const QString &message, const SourcePos &pos);
    void warning(const QString &rule, const QString &message, const SourcePos &pos);

    Diagnostics takeDiagnostics() { return std::move(m_diagnostics); }

private:
    SourceLocation locate(const SourcePos &pos) const;

    const Value &m_config;
    const QStringList &m_files;
    Value m_workflows;
    QHash<QString, QString> m_capabilityHashes;
    QHash<QString, QString> m_capabilityLifecycles;
    QSet<QString> m_skillSubjects;
    Diagnostics m_diagnostics;
};

// One workflow under check: its id, definition and where it is written.
struct WorkflowUnderCheck
{
    const QString &id;
    const Value &def;
    SourcePos pos;
};

// Calls visit(state, transition) for every transition of a workflow definition, states
// and transitions in the runtime's sorted key order, until visit returns false.
template <typename Visit>
void forEachTransition(const Value &definition, Visit &&visit)
{
    const Value *states = definition.find(u"states");
    if (!states || !states->isObject())
        return;
    for (const Value::Member &state : states->members()) {
        const Value *transitions = state.value.find(u"transitions");
        if (!transitions || !transitions->isObject())
            continue;
        for (const Value::Member &transition : transitions->members()) {
            if (!visit(state, transition))
                return;
        }
    }
}

} // namespace capstudio::flowgate::checks
