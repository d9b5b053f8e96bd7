#pragma once

#include "catalog/agentbinding.h"
#include "catalog/capability.h"
#include "core/diagnostic.h"
#include "core/expected.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <memory>
#include <optional>

namespace capstudio {

class CatalogStore;
class FilePositions;

// A binding named the way it is matched across environments: by the agent's slug and the
// capability's slug, never by database ids.
struct NamedBinding
{
    QString agentSlug;
    QString capabilitySlug;
    bool isEnabled = true;
    QJsonValue customConfig = QJsonValue::Null;
    std::optional<int> customRateLimit;
    // Where the binding was read from a store: its row and the two ids it joins. Not part of
    // what is compared.
    QString id;
    QString agentId;
    QString capabilityId;

    // The binding as the store's row, with the ids above.
    AgentBinding toRow() const;
    // A store's row named by its agent's and its capability's slugs (its ids kept).
    static NamedBinding fromRow(const AgentBinding &row, const QString &agentSlug, const QString &capabilitySlug);

    // The fields a file holds and a diff compares: isEnabled, customConfig, customRateLimit.
    QJsonObject fields() const;
    static NamedBinding fromFields(const QString &agentSlug, const QString &capabilitySlug, const QJsonObject &fields);
    bool operator==(const NamedBinding &other) const;
};

// Where a value of a catalog folder was written: its file, and the line and column of each
// JSON pointer inside that file's document.
struct FileOrigin
{
    QString file;
    std::shared_ptr<const FilePositions> positions; // null: the file's first line
    // In an agent's file: where each binding is, by its capability's slug ("/bindings/3").
    QHash<QString, QString> bindingPointers;

    // The place of `pointer`, or of its nearest written ancestor.
    SourceLocation at(const QString &pointer) const;
};

// A whole catalog at one moment: every capability (sorted by slug), the slugs of the agents,
// and every binding (sorted by agent slug, then capability slug). Read from a store or a
// folder; compared with CatalogDiff.
struct CatalogSnapshot
{
    Q_DECLARE_TR_FUNCTIONS(CatalogSnapshot)

public:
    QList<Capability> capabilities;
    QStringList agentSlugs;
    QList<NamedBinding> bindings;
    // For a store: each agent's id by its slug.
    QHash<QString, QString> agentIds;
    // For a folder: where each capability (by slug) and each agent's bindings (by agent slug)
    // were read from.
    QHash<QString, FileOrigin> capabilityOrigins;
    QHash<QString, FileOrigin> agentOrigins;

    // Reads the store's whole catalog. Agents that are soft-deleted are not part of it. A
    // binding is named by its capability's slug; one whose capability the list lacks is read
    // by id. Any part that cannot be read whole fails the read: a snapshot is never smaller
    // than the catalog.
    static Expected<CatalogSnapshot> read(CatalogStore &store);

    // A capability as files and diffs hold it: toJson() without the database id.
    static QJsonObject capabilityFields(const Capability &capability);

    void sort();
};

} // namespace capstudio
