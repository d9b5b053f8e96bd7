#pragma once

#include "catalog/capability.h"
#include "catalog/catalogstore.h"
#include "core/diagnostic.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonValue>
#include <QObject>
#include <QSet>

#include <functional>

class QUndoStack;

namespace capstudio {

// The capabilities an admin is editing: the rows as the store holds them (the base) and
// the working copies with every staged edit. Every edit is a QUndoCommand on the
// document's stack; views only listen. apply() writes all pending changes in one
// transaction, or nothing when a row changed in the store meanwhile.
class CatalogDocument : public QObject
{
    Q_OBJECT

public:
    // One row's pending change, field by field.
    struct Change
    {
        enum class Kind { Added, Modified };
        Kind kind = Kind::Modified;
        QString id;
        Capability before; // the stored row (empty for Added)
        Capability after;
        QStringList fields; // JSON keys that differ (all set fields for Added)
    };

    struct ApplyResult
    {
        bool ok = false;
        QString error;                        // a store failure, nothing written
        QString errorRowId;                   // … about this row, when the store says
        QString errorField;                   // … and this field (a JSON pointer)
        QList<CapabilityConflict> conflicts; // rows changed meanwhile, nothing written
        int written = 0;
        int added = 0; // of them, rows new to the store
    };

    // Fields Sunrise refuses to change on a system capability (reference §4.4).
    static bool isProtectedOnSystem(const QString &key);
    // The JSON keys an admin edits, in form order.
    static QStringList editableFields();

    explicit CatalogDocument(QObject *parent = nullptr);
    ~CatalogDocument() override;

    QUndoStack *undoStack() const { return m_undoStack; }

    // How a view orders the rows (CapabilitySortProxy sets it): a list read computes that
    // order on the reading thread, with the list's indexes, so that the view's reset does
    // not sort on the window's thread. `key` names the order; `order` maps the rows and
    // their case-folded names to the view's rows as rows of the list, on any thread.
    struct Presort
    {
        QString key;
        std::function<QList<int>(const QList<Capability> &rows, const QList<QString> &foldedNames)> order;
    };
    void setPresort(Presort presort) { m_presort = std::move(presort); }
    const Presort &presort() const { return m_presort; }

    // A list read from the store with the indexes load() needs, built by prepare() on any
    // thread (the thread that read the list), so that loadPrepared() only swaps them in.
    struct Prepared
    {
        QList<Capability> rows;
        QHash<QString, int> index;
        QHash<QString, Capability> base;
        QHash<QString, int> slugCount;
        QHash<QString, int> categoryCount;
        QList<QString> foldedNames;
        QList<QString> searchText; // as many null strings as rows, built when first asked for
        QString orderKey;          // the presort's key, and its order of the rows
        QList<int> order;
    };
    static Prepared prepare(QList<Capability> stored, const Presort &presort = {});
    // While the views reset for a load (wasReset): the order prepare() computed for `key`,
    // or nothing when the list was ordered for another key or not at all.
    QList<int> presorted(const QString &key) const;

    // Replaces everything with rows read from the store; clears the undo stack. What it
    // held before is freed on a pool thread.
    void load(QList<Capability> stored);
    void loadPrepared(Prepared prepared);

    // Fields the store behind the document cannot write (StoreTraits), and why: edits of
    // them are refused with that reason, and forms show them read-only.
    void setReadOnlyFields(const QStringList &fields, const QString &reason);
    bool isReadOnlyField(const QString &key) const { return m_readOnlyFields.contains(key); }
    const QString &readOnlyReason() const { return m_readOnlyReason; }

    int count() const { return int(m_rows.size()); }
    // The rows as the store holds them (pending edits left out, pending additions too), in
    // the document's order: what other areas read.
    QList<Capability> storedRows() const;
    const Capability &at(int row) const { return m_rows.at(row); }
    int rowOf(const QString &id) const { return m_index.value(id, -1); }
    bool isNew(const QString &id) const { return !m_base.contains(id); }
    bool isModified(int row) const;
    // The categories in use, sorted (counted as rows change, not read from every row).
    QStringList categories() const;

    // Problems of one row: Sunrise's rules, the row checks, and slugs taken by another row.
    // Cached.
    Diagnostics problems(int row) const;
    // Checks the window adds to Sunrise's rules for every row (literal secrets, the team's
    // policy), cached with them; setting them checks every row again (rowsChanged).
    using RowChecks = std::function<Diagnostics(const Capability &capability)>;
    void setRowChecks(RowChecks checks);
    // Name, slug, handler and description case-folded into one string, for fast filtering
    // (compare with a case-folded needle). Cached per row.
    const QString &searchText(int row) const;
    // The row's name case-folded, kept as rows change (built with the list, on the thread
    // that read it): what sorting by name compares.
    const QString &foldedName(int row) const { return m_foldedNames.at(row); }
    // Every row, and every folded name, in the document's order.
    const QList<Capability> &rows() const { return m_rows; }
    const QList<QString> &foldedNames() const { return m_foldedNames; }

    // Edits; each pushes one command (or a macro for several rows). False, with a reason
    // a person understands in *why, when the edit is refused.
    bool setField(const QString &id, const QString &key, const QJsonValue &value, QString *why = nullptr);
    bool setFieldForMany(const QStringList &ids, const QString &key, const QJsonValue &value, QString *why = nullptr);
    // Stages new rows (ids are assigned when empty); returns their ids.
    QStringList addCapabilities(const QList<Capability> &capabilities, const QString &text);
    // Sunrise's delete: a soft delete (inactive); refused for system capabilities. Rows
    // not yet applied are simply removed.
    bool deleteCapabilities(const QStringList &ids, QString *why = nullptr);

    QList<Change> pendingChanges() const;
    bool hasPendingChanges() const { return !m_pending.isEmpty(); }
    // Rows with pending changes; kept as edits happen, O(1).
    int pendingCount() const { return int(m_pending.size()); }
    void discardChanges(const QStringList &ids);
    void discardAll();

    ApplyResult apply(CatalogStore &store);
    // apply() in three steps, for a store on another thread: the changes to write, taken
    // here; the write (CatalogStore::applyCapabilityChanges) on the store's thread; and
    // settleApply() back here with what the write answered. What was written becomes the
    // base; an edit made while the write ran stays pending against it.
    QList<CapabilityChange> changesToApply() const;
    ApplyResult settleApply(const QList<CapabilityChange> &written,
                            const Expected<QList<CapabilityConflict>> &applied);

    // Used by the undo commands; they bypass the checks above. A command wraps its work in a
    // Batch, so that however many rows it changes, pendingChanged() is emitted once and the
    // changed rows are reported together.
    class Batch
    {
    public:
        explicit Batch(CatalogDocument *document);
        ~Batch();
        Batch(const Batch &) = delete;
        Batch &operator=(const Batch &) = delete;

    private:
        CatalogDocument *m_document;
    };
    void replaceRow(const QString &id, const Capability &capability);
    void insertRows(const QList<Capability> &capabilities, int position);
    void removeRow(const QString &id);

signals:
    void aboutToReset();
    void wasReset();
    void rowsAboutToBeInserted(int first, int last);
    void rowsInserted(int first, int last);
    void rowAboutToBeRemoved(int row);
    void rowRemoved(int row);
    // The data of rows first..last changed (some of them at least). An undo command reports
    // every row it changed when it ends, as a few spans (one covering them all when they
    // are scattered), before any row is inserted or removed.
    void rowsChanged(int first, int last);
    void pendingChanged();

private:
    void reindex(int from);
    void updatePending(const QString &id);
    void notePendingChanged();
    void noteRowChanged(int row);
    // Reports the rows changed in the running batch (rowsChanged).
    void flushChangedRows();
    // The problems of every row whose slug is `slug` are stale.
    void forgetSlugProblems(const QString &slug, int except);
    static void count(QHash<QString, int> &counts, const QString &key, int delta);
    QString checkEdit(const Capability &row, const QString &key, const QJsonValue &value) const;

    QStringList m_readOnlyFields;
    QString m_readOnlyReason;
    QUndoStack *m_undoStack;
    QList<Capability> m_rows;
    QHash<QString, int> m_index;
    QHash<QString, Capability> m_base;
    QHash<QString, int> m_slugCount;
    QHash<QString, int> m_categoryCount; // rows per category, for categories()
    QSet<QString> m_pending;
    mutable QHash<QString, Diagnostics> m_problems;
    RowChecks m_rowChecks;
    mutable QList<QString> m_searchText; // parallel to m_rows; null = not built yet
    QList<QString> m_foldedNames;        // parallel to m_rows
    Presort m_presort;
    QString m_presortedKey; // only while wasReset is emitted
    QList<int> m_presorted;
    int m_batchDepth = 0;
    QList<int> m_changedRows; // changed in the running batch, not reported yet
    bool m_pendingDirty = false;
};

} // namespace capstudio
