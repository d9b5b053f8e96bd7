#pragma once

#include "catalog/catalogstore.h"
#include "catalogcode/catalogdiff.h"
#include "catalogcode/catalogsnapshot.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>

namespace capstudio {

// What a push writes to make a target catalog equal a desired one (a folder), and how it is
// written. Made from the diff, then narrowed:
//   - deletions only with `prune` (and never of a system capability);
//   - with `categories`, only capabilities of those categories and their bindings;
//   - a system capability's seed-owned fields (slug, functionDefinition, executionType,
//     executionHandler; reference §4.4) and isSystem itself are never written;
//   - fields the target cannot write (Sunrise's API: isIdempotent, quarantine) are left out;
// and everything left out is said in `notes`. `blockers` are reasons the push cannot be made
// at all (a binding of an agent the target does not have).
//
// A plan remembers a fingerprint of every row of the target it was made from; applied later
// (--plan), it refuses when any of them changed, naming them.
class CatalogPlan
{
    Q_DECLARE_TR_FUNCTIONS(CatalogPlan)

public:
    struct Options
    {
        bool prune = false;
        QStringList categories; // empty = all
        StoreTraits traits;     // of the target's store
    };

    struct CapabilityStep
    {
        ChangeKind kind = ChangeKind::Update;
        QString slug;
        std::optional<Capability> before; // the target's row, with its id
        std::optional<Capability> after;  // what is written
    };
    struct BindingStep
    {
        ChangeKind kind = ChangeKind::Update;
        QString agentSlug;
        QString capabilitySlug;
        std::optional<NamedBinding> before; // with the target's ids
        std::optional<NamedBinding> after;
    };

    QString target;
    Options options;
    QList<CapabilityStep> capabilities;
    QList<BindingStep> bindings;
    QStringList notes;
    QStringList blockers;
    QMap<QString, QString> fingerprints; // "capability:<slug>", "binding:<agent>/<capability>", "agent:<slug>"

    bool isEmpty() const { return capabilities.isEmpty() && bindings.isEmpty(); }

    static CatalogPlan make(const CatalogSnapshot &target, const CatalogSnapshot &desired, const Options &options,
                            const QString &targetLabel);
    static QMap<QString, QString> fingerprintsOf(const CatalogSnapshot &target);

    // The rows of `targetNow` that are not as they were when the plan was made.
    QStringList staleRows(const CatalogSnapshot &targetNow) const;

    // The plan as a file, and back; `file` names it in errors.
    QJsonObject toJson() const;
    static Expected<CatalogPlan> fromJson(const QJsonObject &object, const QString &file);

    // The changes as a diff (for the text and JSON reports).
    CatalogDiff asDiff() const;

    struct Outcome
    {
        int capabilitiesWritten = 0;
        int bindingsWritten = 0;
        QList<BindingWarning> warnings; // the server's missingEnvVars for the bindings written
    };
    // Writes the plan through `store`, whose catalog is `target` (for the ids of agents and of
    // capabilities the plan does not create): binding detaches, then capabilities, then
    // binding updates and attaches. One transaction where the store has them; on Sunrise's
    // API a failure leaves what was written, and pushing again writes the rest.
    Expected<Outcome> apply(CatalogStore &store, const CatalogSnapshot &target) const;
};

} // namespace capstudio
