#pragma once

#include "core/diagnostic.h"
#include "core/expected.h"
#include "flowgate/value.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace capstudio::flowgate {

class YamlSpanTree;
struct TextEdit;
struct YamlLayout;

// One step of a path into a YAML document: a mapping key, or (index >= 0) a sequence item.
struct PathStep
{
    QString key;
    qsizetype index = -1;

    bool isIndex() const { return index >= 0; }
};
using NodePath = QList<PathStep>;

// {workflows, flow.x, states} — a path of keys.
NodePath keyPath(const QStringList &keys);
// "workflows/flow.x/states/open/guards[0]", for messages.
QString pathText(const NodePath &path);
// "/workflows/flow.x/states/open/guards/0": the path as a JSON pointer.
QString pathPointer(const NodePath &path);

// A transition of a workflow in the document.
struct TransitionRef
{
    QString workflow;
    QString state;
    QString transition;
};

// One flowgate YAML file, edited where it is written (reference §8): every edit changes
// only the text of the node it is about, so comments, key order, quoting, indentation
// and line endings of everything else stay byte for byte; opening and saving without an
// edit writes the bytes that were read.
//
// Edits go through a span tree of the text (libyaml events: every node's byte span,
// kind and style), are rendered in the style of the text around them, and the text is
// parsed again after each edit; an edit that fails leaves the document as it was. Every
// edit function below is one step (a domain edit that touches several places changes
// them together or not at all).
//
// Rendering: a replaced scalar keeps its quoting style (plain, 'single', "double",
// literal |, folded >) when the new value can be written in it; otherwise it is plain
// when the plain text reads back as the same typed value (YAML 1.2 core schema, so the
// strings "true", "3", "null" are quoted; "yes" is plain), else double-quoted with
// escapes. A new scalar copies the quoting of its last sibling (keys likewise).
// Collections are written in block style at the indentation used by the file (the unit
// and whether `- ` lists are indented under their key are detected; new items start as far
// after their `-` as the existing ones); empty ones as {} / []. Flow style is used inside
// a flow collection (with the collection's `{ padding }`), for a small flat value
// replacing a flow collection, and for a small flat first member of an empty `{}` / `[]`;
// a larger first member turns the empty `{}` / `[]` into a block collection. New
// mappings list keys in the order a person reads a workflow (verb, lifecycle, snippet,
// initialState, states — the initial state first —, target, actor, guards, executor,
// output …), other keys sorted. A comment on the line of a replaced scalar stays; the
// comments inside a replaced collection go with it.
//
// Rules (an edit breaking one returns an error and changes nothing):
// - Loader-generated keys are never written: no path step, new key or key inside a new
//   value may start with `_` (`_snippetOutputs`, `_skillsLibrary` …), and no edit may add
//   a transition named `ask_human` (the loader injects it for `enable_human_ask`).
// - No duplicate keys: setting a missing key or renaming onto a key that exists fails.
// - `workflows:` stays a mapping keyed by id; a file with a `workflows:` list is refused.
class SourceDocument
{
public:
    ~SourceDocument();
    SourceDocument(const SourceDocument &) = delete;
    SourceDocument &operator=(const SourceDocument &) = delete;

    // Reads a file. Text that is not YAML fails with StoreError::Invalid whose message
    // starts with "file:line:col:"; *diagnostic (when given) receives the YamlReader
    // diagnostic (rule YAML_PARSE …). A missing or unreadable file is StoreError::NotFound
    // / Backend.
    static Expected<std::unique_ptr<SourceDocument>> open(const QString &path,
                                                          Diagnostic *diagnostic = nullptr);
    // A document not (yet) on disk; fileName is used in messages and by save().
    static Expected<std::unique_ptr<SourceDocument>> fromText(const QByteArray &text,
                                                              const QString &fileName,
                                                              Diagnostic *diagnostic = nullptr);

    const QByteArray &text() const { return m_text; }
    const QString &fileName() const { return m_fileName; }
    // The text differs from what was read or last saved.
    bool isModified() const { return m_text != m_savedText; }
    // Replaces the whole text with one this document held before (undo and redo of an
    // edit). Text that is not YAML is refused and nothing changes.
    Status restoreText(const QByteArray &text);
    // "\r\n" when the file's first line ends so, else "\n"; used for every new line.
    QByteArray lineEnding() const;

    // ---- Queries (on the current text) -------------------------------------------------
    bool contains(const NodePath &path) const;
    // Mapping keys in the order they are written; empty for anything else.
    QStringList keys(const NodePath &path) const;
    // Items of a sequence / entries of a mapping; -1 when the path does not exist.
    qsizetype count(const NodePath &path) const;
    // A scalar as the reader types it; nullopt for a collection or a missing path.
    std::optional<Value> scalar(const NodePath &path) const;

    // ---- Structural edits ---------------------------------------------------------------
    // Replaces the node at `path`. When keys at the end of the path are missing, they are
    // created (as the last entry of the deepest existing mapping, or in place of a null).
    Status setValue(const NodePath &path, const Value &value);
    // Removes a mapping entry or a sequence item: in block style with its lines, the
    // comment lines directly above it at its indentation (taken as its own) and, between
    // two blank lines, one of them; in flow style with its comma. Removing the only entry
    // / item leaves {} / []. The first entry of a `- key: value` item lets the next entry
    // move up onto the `- ` line.
    Status remove(const NodePath &path);
    // Renames the key of the mapping entry at `path`.
    Status renameKey(const NodePath &path, const QString &newKey);
    // Appends an item; a missing (or null) sequence is created.
    Status append(const NodePath &sequencePath, const Value &value);

    // ---- Batches -------------------------------------------------------------------------
    // Between beginBatch() and endBatch() the structural edits above are planned against the
    // text as it stood when the batch began (a key renamed in the batch is found under its
    // new name) and put in place together, with one parse, by endBatch(): a merge writing
    // hundreds of edits into a large file parses it once instead of once per edit. An edit
    // that touches text an earlier edit of the batch changed puts the batch in place first.
    // Queries made in a batch read the text as it stood before it. endBatch() fails, and
    // leaves the text as it was before the edits still pending, when they would not read as
    // YAML.
    void beginBatch();
    Status endBatch();

    // ---- Workflow edits (workflowedits.cpp) ---------------------------------------------
    // A capability `cap.<verb>.<name>` that passes the validator: verb, lifecycle
    // experimental, empty snippet, a `ready` state whose transition satisfies the verb's
    // V6 rule (noop for cognitive verbs, an mcp call with placeholder connection and tool
    // for deterministic verbs and coordinate, a human transition for gate) and a terminal
    // `done`. Null for a verb that is not one of the 24 cap verbs.
    static Value capabilityTemplate(const QString &verb, const QString &name);
    // An orchestrator `flow.<name>`: initialState `start`, one transition to terminal `done`.
    static Value orchestratorTemplate(const QString &name);
    // A value as a YAML document of its own, in block style (a merge shows each side so).
    static QByteArray render(const Value &value);

    // Adds a workflow under `workflows:` (created when missing).
    Status addWorkflow(const QString &id, const Value &body);
    Status addCapability(const QString &verb, const QString &name);
    Status addOrchestrator(const QString &name);

    Status addState(const QString &workflow, const QString &state,
                    const Value &body = Value::makeObject());
    // Renames the state and retargets, in that workflow, every transition `target`,
    // `branches[].target`, `onTimeout.target` and `initialState` that named it.
    Status renameState(const QString &workflow, const QString &from, const QString &to);
    // Removes the state and the transitions of other states that target it. Refused while
    // it is the initial state, the onTimeout target or a branch target of another state.
    Status deleteState(const QString &workflow, const QString &state);

    // `extra` (an object or null) holds further transition keys (actor, executor …).
    Status addTransition(const TransitionRef &transition, const QString &target,
                         const Value &extra = Value());
    Status deleteTransition(const TransitionRef &transition);
    Status retargetTransition(const TransitionRef &transition, const QString &target);

    // Appends to / removes from the transition's `guards:` (removing the last guard
    // removes the key).
    Status addGuard(const TransitionRef &transition, const Value &guard);
    Status removeGuard(const TransitionRef &transition, qsizetype index);

    // `use:` bindings and the contract pin of a `kind: workflow` executor.
    Status setUseInput(const TransitionRef &transition, const QString &input, const Value &value);
    Status removeUseInput(const TransitionRef &transition, const QString &input);
    // contextPath must be `$.context.<slot>` (V12); output names a capability output.
    Status setUseOutput(const TransitionRef &transition, const QString &contextPath,
                        const QString &output);
    Status removeUseOutput(const TransitionRef &transition, const QString &contextPath);
    // An empty hash removes the pin.
    Status setExpectsContractHash(const TransitionRef &transition, const QString &hash);

    // ---- Saving -------------------------------------------------------------------------
    // Writes atomically (QSaveFile). Overwriting the file the document was read from (or
    // last saved to) is refused with StoreError::Conflict when that file changed on disk
    // since; afterwards `path` is the document's file.
    Status save(const QString &path);
    Status save();
    // The file the document was read from changed (or vanished) on disk.
    bool changedOnDisk() const;
    // For a caller that saves several files together (SaveFileSet): where save() would write,
    // whether it may (the Conflict save() would give), and, once the bytes are in place, that
    // they are what the document now matches on disk.
    QString savePath() const { return m_disk.path.isEmpty() ? m_fileName : m_disk.path; }
    Status checkOverwrite(const QString &path) const;
    void markSaved(const QString &path);

private:
    struct Located;
    struct DiskState
    {
        QString path;
        qint64 size = -1;
        QDateTime modified;
        QByteArray sha256;
    };

    SourceDocument();
    static Expected<std::unique_ptr<SourceDocument>> create(const QByteArray &text,
                                                            const QString &fileName,
                                                            Diagnostic *diagnostic);

    Located locate(const NodePath &path) const;
    // Runs an edit; when it touched the pending edits of a batch, puts them in place and
    // plans the edit again on the new text.
    Status planned(const std::function<Status()> &edit);
    Status setValueNow(const NodePath &path, const Value &value);
    Status removeNow(const NodePath &path);
    Status renameKeyNow(const NodePath &path, const QString &newKey);
    Status appendNow(const NodePath &sequencePath, const Value &value);
    Status flushBatch();
    int nodeAt(const NodePath &path) const;
    Status checkWritable(const NodePath &path, const Value &value, bool creates) const;
    // Applies edits planned against the current text (non-overlapping) in one step.
    Status apply(std::vector<TextEdit> edits);
    Status appendToEmptyDocument(const QString &key, const Value &value);
    void detectLayout();
    Status inTransaction(const std::function<Status()> &steps);

    // Workflow helpers (workflowedits.cpp).
    Status requireWorkflow(const QString &workflow) const;
    Status requireState(const QString &workflow, const QString &state) const;
    Status requireTransition(const TransitionRef &transition) const;
    Status requireWorkflowExecutor(const TransitionRef &transition) const;

    QByteArray m_text;
    QByteArray m_savedText;
    QString m_fileName;
    DiskState m_disk;
    std::unique_ptr<YamlSpanTree> m_tree;
    std::unique_ptr<YamlLayout> m_layout;
    // A batch: edits planned against m_text, not yet in it; keys renamed in it (the JSON
    // pointer of the new name → the key in m_text); an edit that met a pending one.
    bool m_batching = false;
    std::vector<TextEdit> m_pending;
    QHash<QString, QString> m_renamedKeys;
    bool m_metPending = false;
};

} // namespace capstudio::flowgate
