#include "catalog/capabilityimport.h"

#include "catalog/capabilityrules.h"
#include "catalog/catalogdocument.h"
#include "core/jsonpointer.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QUndoStack>
#include <algorithm>

namespace capstudio {

namespace {

const QString SlugKey = QStringLiteral("slug");

// Everything the planner needs to know about the rows seen so far.
struct Claims
{
    QHash<QString, QString> documentIds; // document id -> pointer of the file row taking it
    QHash<QString, QString> slugs; // slug after import -> pointer of the file row holding it
};

Diagnostic errorAt(const QString &rule, const QString &message, const QString &file,
                   const QString &pointer)
{
    return Diagnostic::error(rule, message, SourceLocation::atPointer(file, pointer));
}

Diagnostic warningAt(const QString &rule, const QString &message, const QString &file,
                     const QString &pointer)
{
    return Diagnostic::warning(rule, message, SourceLocation::atPointer(file, pointer));
}

} // namespace

int CapabilityImport::Plan::count(Kind kind) const
{
    return int(std::count_if(rows.cbegin(), rows.cend(), [kind](const Row &row) { return row.kind == kind; }));
}

QList<int> CapabilityImport::Plan::stageableRows() const
{
    QList<int> chosen;
    for (int i = 0; i < rows.size(); ++i) {
        if (rows.at(i).isStageable())
            chosen.append(i);
    }
    return chosen;
}

QString CapabilityImport::kindName(Kind kind)
{
    switch (kind) {
    case Kind::New:
        return tr("New");
    case Kind::Changed:
        return tr("Changed");
    case Kind::Unchanged:
        return tr("Unchanged");
    case Kind::Invalid:
        return tr("Invalid");
    }
    return {};
}

CapabilityImport::Plan CapabilityImport::plan(const CatalogDocument &document,
                                              const CapabilityFile::Content &content, const QString &file)
{
    Plan plan;
    plan.file = file;
    if (!content.ok())
        return plan;

    QHash<QString, int> slugRows; // the first document row holding each slug
    slugRows.reserve(document.count());
    for (int i = document.count() - 1; i >= 0; --i)
        slugRows.insert(document.at(i).slug, i);

    const QStringList editable = CatalogDocument::editableFields();
    Claims claims;
    plan.rows.reserve(content.rows.size());
    for (int i = 0; i < content.rows.size(); ++i) {
        Row row;
        row.index = i;
        row.pointer = content.singleRow ? content.rowsPointer : jsonpointer::append(content.rowsPointer, i);
        const auto at = [&row](const QString &key) { return jsonpointer::append(row.pointer, key); };
        const QJsonValue value = content.rows.at(i);
        if (!value.isObject()) {
            row.diagnostics.append(errorAt(QStringLiteral("wrong-type"),
                                           tr("each capability must be an object"), file, row.pointer));
            plan.rows.append(row);
            continue;
        }
        const QJsonObject object = value.toObject();
        row.slug = object.value(SlugKey).toString();

        // Only the editable fields are imported, normalised as the document stores them.
        QJsonObject editableJson;
        for (const QString &key : editable) {
            if (object.contains(key))
                editableJson.insert(key, object.value(key));
        }
        const QJsonObject imported = Capability::fromJson(editableJson).toJson();

        const Diagnostics ruleFindings = CapabilityRules::checkRow(object, file, row.pointer);
        Diagnostics importErrors;

        const QString fileId = object.value(QStringLiteral("id")).toString();
        int documentRow = fileId.isEmpty() ? -1 : document.rowOf(fileId);
        row.matchedById = documentRow >= 0;
        if (documentRow < 0 && !row.slug.isEmpty())
            documentRow = slugRows.value(row.slug, -1);

        bool identical = false;
        bool systemRow = false;
        QString finalSlug = row.slug;
        if (documentRow < 0) {
            row.kind = Kind::New;
            row.capability = Capability::fromJson(editableJson);
            row.capability.id = fileId;
        } else {
            const Capability &current = document.at(documentRow);
            const QJsonObject currentJson = current.toJson();
            row.matchedId = current.id;
            systemRow = current.isSystem && !document.isNew(current.id);
            identical = true;
            for (const QString &key : editable) {
                if (!object.contains(key))
                    continue;
                identical = identical && object.value(key) == currentJson.value(key);
                if (imported.value(key) != currentJson.value(key))
                    row.changes.append({key, currentJson.value(key), imported.value(key)});
            }
            row.kind = row.changes.isEmpty() ? Kind::Unchanged : Kind::Changed;
            if (!object.contains(SlugKey))
                finalSlug = current.slug;

            if (systemRow) {
                for (const FieldChange &change : std::as_const(row.changes)) {
                    if (CatalogDocument::isProtectedOnSystem(change.key))
                        importErrors.append(errorAt(
                            QStringLiteral("system-capability"),
                            tr("%1 of the system capability '%2' is seeded from code; an import cannot change it")
                                .arg(change.key, current.slug),
                            file, at(change.key)));
                    else if (change.key == QLatin1String("isActive") && change.after == QJsonValue(false))
                        importErrors.append(errorAt(QStringLiteral("system-capability"),
                                                    tr("System capabilities cannot be deactivated"), file,
                                                    at(change.key)));
                }
            }
            const int slugOwner = slugRows.value(finalSlug, -1);
            if (finalSlug != current.slug && slugOwner >= 0 && slugOwner != documentRow)
                importErrors.append(errorAt(QStringLiteral("slug-duplicate"),
                                            tr("Another capability already uses the slug '%1'").arg(finalSlug),
                                            file, at(SlugKey)));
            if (const auto taken = claims.documentIds.constFind(current.id); taken != claims.documentIds.constEnd())
                importErrors.append(errorAt(QStringLiteral("import-duplicate"),
                                            tr("The file updates the capability '%1' already at %2")
                                                .arg(current.slug, taken.value()),
                                            file, row.pointer));
        }
        if (const auto taken = claims.slugs.constFind(finalSlug);
            !finalSlug.isEmpty() && taken != claims.slugs.constEnd() && importErrors.isEmpty())
            importErrors.append(errorAt(QStringLiteral("import-duplicate"),
                                        tr("The file holds the slug '%1' already at %2").arg(finalSlug, taken.value()),
                                        file, at(SlugKey)));

        const QJsonValue isSystem = object.value(QStringLiteral("isSystem"));
        if (isSystem.isBool() && isSystem.toBool() != systemRow)
            row.diagnostics.append(warningAt(QStringLiteral("import-system"),
                                             isSystem.toBool()
                                                 ? tr("isSystem is not imported: this capability will not be "
                                                      "a system capability")
                                                 : tr("isSystem is not imported: this capability stays a "
                                                      "system capability"),
                                             file, at(QStringLiteral("isSystem"))));

        // A row identical to the document changes nothing, whatever its findings; a row
        // that would change something must pass Sunrise's rules.
        if (!importErrors.isEmpty() || (hasErrors(ruleFindings) && !(row.kind == Kind::Unchanged && identical)))
            row.kind = Kind::Invalid;
        row.diagnostics = ruleFindings + importErrors + row.diagnostics;
        if (row.kind == Kind::Invalid) {
            row.capability = Capability();
        } else {
            if (!row.matchedId.isEmpty())
                claims.documentIds.insert(row.matchedId, row.pointer);
            if (!finalSlug.isEmpty())
                claims.slugs.insert(finalSlug, row.pointer);
        }
        plan.rows.append(row);
    }
    return plan;
}

void CapabilityImport::stage(CatalogDocument &document, const Plan &plan, const QList<int> &chosenRows)
{
    QList<int> chosen = chosenRows;
    std::sort(chosen.begin(), chosen.end());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());

    QList<Capability> added;
    QList<const Row *> changed;
    for (const int index : std::as_const(chosen)) {
        if (index < 0 || index >= plan.rows.size())
            continue;
        const Row &row = plan.rows.at(index);
        if (row.kind == Kind::New)
            added.append(row.capability);
        else if (row.kind == Kind::Changed)
            changed.append(&row);
    }
    const int total = int(added.size() + changed.size());
    if (total == 0)
        return;

    QUndoStack *stack = document.undoStack();
    stack->beginMacro(tr("Import %n capability(ies) from %1", nullptr, total).arg(QFileInfo(plan.file).fileName()));
    if (!added.isEmpty())
        document.addCapabilities(added, tr("Add %n imported capability(ies)", nullptr, int(added.size())));
    for (const Row *row : std::as_const(changed)) {
        for (const FieldChange &change : row->changes)
            document.setField(row->matchedId, change.key, change.after); // a refusal skips the field
    }
    stack->endMacro();
}

QByteArray CapabilityImport::exportRows(const QList<Capability> &rows, bool envelope)
{
    QJsonArray array;
    for (const Capability &row : rows)
        array.append(row.toJson());
    // QJsonObject keeps its keys sorted, so equal rows always give equal bytes.
    const QJsonDocument json = envelope
        ? QJsonDocument(QJsonObject{{QStringLiteral("success"), true}, {QStringLiteral("data"), array}})
        : QJsonDocument(array);
    return json.toJson(QJsonDocument::Indented);
}

} // namespace capstudio
