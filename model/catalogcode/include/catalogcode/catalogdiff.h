#pragma once

#include "catalogcode/catalogsnapshot.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <optional>

namespace capstudio {

// One field that differs, by JSON pointer into the row ("/rateLimit",
// "/functionDefinition/parameters/properties/id/type"). Undefined = absent on that side.
struct FieldChange
{
    QString pointer;
    QJsonValue before;
    QJsonValue after;
};

enum class ChangeKind { Create, Update, Delete };

struct CapabilityDiff
{
    ChangeKind kind = ChangeKind::Update;
    QString slug;
    QList<FieldChange> fields; // for an update
    std::optional<Capability> before;
    std::optional<Capability> after;
};

struct BindingDiff
{
    ChangeKind kind = ChangeKind::Update;
    QString agentSlug;
    QString capabilitySlug;
    QList<FieldChange> fields;
    std::optional<NamedBinding> before;
    std::optional<NamedBinding> after;
};

// What it takes to make one catalog (`from`) equal another (`to`): capabilities matched by
// slug, bindings by agent slug and capability slug. An update lists every field that differs;
// inside the JSON fields (functionDefinition, executionConfig, metadata, customConfig) down to
// the leaf that differs, so a changed parameter type is one line and not the whole schema.
// Object key order never counts (PostgreSQL's jsonb does not keep it); array order does.
struct CatalogDiff
{
    Q_DECLARE_TR_FUNCTIONS(CatalogDiff)

public:
    QList<CapabilityDiff> capabilities; // by slug
    QList<BindingDiff> bindings;        // by agent slug, then capability slug

    bool isEmpty() const { return capabilities.isEmpty() && bindings.isEmpty(); }
    int count(ChangeKind kind) const;

    static CatalogDiff compare(const CatalogSnapshot &from, const CatalogSnapshot &to);
    // The changes between two JSON values, by pointer below `pointer`.
    static void compareJson(const QJsonValue &before, const QJsonValue &after, const QString &pointer,
                            QList<FieldChange> &changes);

    // {"equal", "summary": {...}, "capabilities": [...], "bindings": [...]}
    QJsonObject toJson() const;
    // One line per row, then one indented line per field: "~ capability lookup_order",
    // "    /rateLimit: 60 → 120".
    QString toText() const;
    static QString kindName(ChangeKind kind); // create, update, delete
};

} // namespace capstudio
