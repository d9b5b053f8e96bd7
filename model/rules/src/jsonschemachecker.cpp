#include "rules/jsonschemachecker.h"

#include "schemamessages.h"
#include "schemasupport.h"
#include "schemawalker.h"
#include "valijsonbridge.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QMutex>
#include <QSet>
#include <QStringList>

#include <exception>
#include <regex>

namespace capstudio {

namespace {

using namespace jsonschema;

const QString kRuleViolation = QStringLiteral("json-schema-violation");

Diagnostics checkSchemaImpl(const QJsonValue &schema, const QString &file,
                            const QString &pointerPrefix)
{
    Diagnostics diagnostics;

    QString metaProblem;
    const ValijsonDocument *meta = ValijsonDocument::draft07MetaSchema(&metaProblem);
    if (!meta) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   QCoreApplication::translate(
                                           "capstudio::JsonSchemaChecker",
                                           "The schema could not be checked because the "
                                           "draft-07 meta-schema is unavailable (%1).")
                                           .arg(metaProblem)));
        return diagnostics;
    }

    ValijsonDocument document;
    if (!document.load(schema)) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   notValidSentence(pointerPrefix,
                                                    QCoreApplication::translate(
                                                            "capstudio::JsonSchemaChecker",
                                                            "it is nested more than %1 levels "
                                                            "deep")
                                                            .arg(kMaxDepth))));
        return diagnostics;
    }

    // Fast pass: stops at the first failure and collects nothing.
    const bool metaValid = meta->accepts(document);

    if (!metaValid) {
        QList<Finding> findings = meta->findings(document);

        // Keep only the deepest findings: anything with a finding below it is either a
        // summary or a failed alternative of an anyOf that the deeper finding explains.
        QList<Finding> deepest;
        for (const Finding &finding : findings) {
            bool hasDeeper = false;
            for (const Finding &other : findings) {
                if (isStrictPrefix(finding.tokens, other.tokens)) {
                    hasDeeper = true;
                    break;
                }
            }
            if (!hasDeeper)
                deepest.append(finding);
        }

        // One diagnostic per location.
        QList<QStringList> order;
        QHash<QString, QString> fallbackByPointer;
        for (const Finding &finding : deepest) {
            const QString pointer = pointerFor(QString(), finding.tokens);
            auto known = fallbackByPointer.find(pointer);
            if (known == fallbackByPointer.end()) {
                order.append(finding.tokens);
                fallbackByPointer.insert(pointer,
                                         finding.cascade ? QString() : finding.description);
            } else if (known->isEmpty() && !finding.cascade) {
                *known = finding.description;
            }
        }
        for (const QStringList &tokens : order) {
            QString fallback = fallbackByPointer.value(pointerFor(QString(), tokens));
            if (fallback.isEmpty()) {
                fallback = QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                       "it does not match the draft-07 "
                                                       "meta-schema");
            }
            diagnostics.append(invalid(file, pointerFor(pointerPrefix, tokens),
                                       notValidSentence(pointerPrefix,
                                                        describeSchemaProblem(schema, tokens,
                                                                              fallback))));
        }
        if (diagnostics.isEmpty()) {
            const QString detail = QCoreApplication::translate(
                    "capstudio::JsonSchemaChecker", "it does not match the draft-07 meta-schema");
            diagnostics.append(
                    invalid(file, pointerPrefix, notValidSentence(pointerPrefix, detail)));
        }
        return diagnostics;
    }

    // The meta-schema is satisfied; look for what it cannot express.
    SchemaWalker walker(schema);
    walker.run();
    Diagnostics unsatisfiable;
    for (const SchemaWalkFinding &finding : walker.findings) {
        if (finding.unsatisfiable)
            unsatisfiable.append(Diagnostic::warning(
                    QStringLiteral("json-schema-unsatisfiable"), finding.detail,
                    SourceLocation::atPointer(file, pointerPrefix + finding.pointer)));
        else
            diagnostics.append(invalid(file, pointerPrefix + finding.pointer,
                                       notValidSentence(pointerPrefix, finding.detail)));
    }
    for (const RefSite &ref : walker.unresolvedRefs) {
        diagnostics.append(invalid(file, pointerPrefix + ref.pointer,
                                   notValidSentence(pointerPrefix,
                                                    QCoreApplication::translate(
                                                            "capstudio::JsonSchemaChecker",
                                                            "\"$ref\" \"%1\" does not point to "
                                                            "anything in this schema")
                                                            .arg(ref.reference))));
    }
    if (!diagnostics.isEmpty())
        return diagnostics; // compiling would only repeat these (or never finish)
    diagnostics = unsatisfiable;

    // Finally compile it. For a schema that passed the meta-schema, valijson's parser can
    // only fail while resolving references, so reference-free schemas (most of them, and
    // the hot path) skip this step.
    if (!walker.hasReferences)
        return diagnostics;
    QString compileProblem;
    try {
        document.compile();
    } catch (const std::exception &error) {
        compileProblem = QString::fromUtf8(error.what());
        if (compileProblem.isEmpty())
            compileProblem = QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                         "unknown error");
    } catch (...) {
        compileProblem = QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                     "unknown error");
    }
    if (!compileProblem.isEmpty()) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   notValidSentence(pointerPrefix,
                                                    QCoreApplication::translate(
                                                            "capstudio::JsonSchemaChecker",
                                                            "it cannot be compiled (%1)")
                                                            .arg(compileProblem))));
    }
    return diagnostics;
}

// Checks `schema` and compiles it into `schemaDocument`; the problems when it cannot be used.
Diagnostics prepareSchema(ValijsonDocument &schemaDocument, const QJsonValue &schema, const QString &file,
                          const QString &pointerPrefix)
{
    // Validating against a schema that is not valid itself can crash valijson
    // (multipleOf: 0, unresolvable references): refuse such a schema first.
    Diagnostics diagnostics = checkSchemaImpl(schema, file, pointerPrefix);
    if (hasErrors(diagnostics))
        return diagnostics;
    diagnostics.clear();

    if (!schemaDocument.load(schema)) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   QCoreApplication::translate(
                                           "capstudio::JsonSchemaChecker",
                                           "The value could not be validated: its schema is "
                                           "nested more than %1 levels deep.")
                                           .arg(kMaxDepth)));
        return diagnostics;
    }

    // A schema that loops on itself would overflow the stack in valijson.
    SchemaWalker walker(schema);
    walker.run();
    for (const SchemaWalkFinding &finding : walker.findings) {
        if (!finding.loop)
            continue;
        diagnostics.append(invalid(file, pointerPrefix,
                                   QCoreApplication::translate(
                                           "capstudio::JsonSchemaChecker",
                                           "The value could not be validated: its schema "
                                           "loops at %1 (%2).")
                                           .arg(finding.pointer, finding.detail)));
        return diagnostics;
    }

    try {
        schemaDocument.compile();
    } catch (const std::exception &error) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   QCoreApplication::translate(
                                           "capstudio::JsonSchemaChecker",
                                           "The value could not be validated: its schema "
                                           "cannot be compiled (%1).")
                                           .arg(QString::fromUtf8(error.what()))));
    }
    return diagnostics;
}

// `instance` against a schema prepareSchema() compiled.
Diagnostics validateCompiled(const ValijsonDocument &schemaDocument, const QJsonValue &instance,
                             const QString &file, const QString &pointerPrefix)
{
    Diagnostics diagnostics;
    ValijsonDocument instanceDocument;
    if (!instanceDocument.load(instance)) {
        diagnostics.append(Diagnostic::error(
                kRuleViolation,
                QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                            "The value is nested more than %1 levels deep.")
                        .arg(kMaxDepth),
                SourceLocation::atPointer(file, pointerPrefix)));
        return diagnostics;
    }

    QList<Finding> collected;
    try {
        if (schemaDocument.accepts(instanceDocument))
            return diagnostics;
        collected = schemaDocument.findings(instanceDocument);
    } catch (const std::regex_error &error) {
        diagnostics.append(invalid(file, pointerPrefix,
                                   QCoreApplication::translate(
                                           "capstudio::JsonSchemaChecker",
                                           "The value could not be validated: a \"pattern\" in "
                                           "its schema cannot be evaluated (%1).")
                                           .arg(QString::fromUtf8(error.what()))));
        return diagnostics;
    }
    const QList<Finding> findings = collected;

    // Drop summaries that have a concrete finding at or below their location, then merge
    // what remains per location.
    QList<QStringList> order;
    QHash<QString, QStringList> messagesByPointer;
    for (const Finding &finding : findings) {
        if (finding.cascade) {
            bool explained = false;
            for (const Finding &other : findings) {
                if (&other == &finding)
                    continue;
                if (other.tokens == finding.tokens ? !other.cascade
                                                   : isStrictPrefix(finding.tokens, other.tokens)) {
                    explained = true;
                    break;
                }
            }
            if (explained)
                continue;
        }
        const QString pointer = pointerFor(QString(), finding.tokens);
        auto known = messagesByPointer.find(pointer);
        if (known == messagesByPointer.end()) {
            order.append(finding.tokens);
            messagesByPointer.insert(pointer, QStringList{ finding.description });
        } else if (!known->contains(finding.description)) {
            known->append(finding.description);
        }
    }

    for (const QStringList &tokens : order) {
        const QStringList messages = messagesByPointer.value(pointerFor(QString(), tokens));
        diagnostics.append(Diagnostic::error(
                kRuleViolation,
                QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                            "%1 does not match its schema: %2.")
                        .arg(describeInstanceLocation(pointerPrefix, tokens),
                             messages.join(QLatin1String("; "))),
                SourceLocation::atPointer(file, pointerFor(pointerPrefix, tokens))));
    }
    if (diagnostics.isEmpty()) {
        diagnostics.append(Diagnostic::error(
                kRuleViolation,
                QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                            "%1 does not match its schema.")
                        .arg(describeInstanceLocation(pointerPrefix, QStringList())),
                SourceLocation::atPointer(file, pointerPrefix)));
    }
    return diagnostics;
}

Diagnostics validateImpl(const QJsonValue &instance, const QJsonValue &schema,
                         const QString &file, const QString &pointerPrefix)
{
    ValijsonDocument schemaDocument;
    const Diagnostics problems = prepareSchema(schemaDocument, schema, file, pointerPrefix);
    if (!problems.isEmpty())
        return problems;
    return validateCompiled(schemaDocument, instance, file, pointerPrefix);
}

} // namespace

namespace {

// Schemas found clean. A catalog repeats its parameter schemas (the same object for every
// capability of a kind), and a clean schema is clean wherever it stands: it is checked
// against the meta-schema once. Only clean results are kept, since a finding's message names
// where the schema stands. Bounded; emptied when full.
// Keyed by a hash of the schema's shape (types, sizes, numbers and booleans, not strings:
// Qt's own hash of a QJsonValue builds a QString for every key and string, and cost a fifth
// of a lint). Equal shapes with different strings share a bucket, told apart by comparing
// (which reads the stored bytes); a bucket holds a few at most. Worked out before the lock.
struct CleanSchemas
{
    QMutex mutex;
    QMultiHash<size_t, QJsonValue> values;
};

constexpr qsizetype kCleanSchemasPerShape = 8;

size_t shapeHash(const QJsonValue &value, size_t seed, int depth)
{
    seed = qHashMulti(seed, int(value.type()));
    if (depth > 64)
        return seed;
    switch (value.type()) {
    case QJsonValue::Bool:
        return qHashMulti(seed, value.toBool());
    case QJsonValue::Double:
        return qHashMulti(seed, value.toDouble());
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        seed = qHashMulti(seed, array.size());
        for (const QJsonValue &item : array)
            seed = shapeHash(item, seed, depth + 1);
        return seed;
    }
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        seed = qHashMulti(seed, object.size());
        for (auto it = object.constBegin(); it != object.constEnd(); ++it)
            seed = shapeHash(it.value(), seed, depth + 1);
        return seed;
    }
    default:
        return seed;
    }
}

CleanSchemas &cleanSchemas()
{
    static CleanSchemas schemas;
    return schemas;
}

constexpr qsizetype kCleanSchemasLimit = 4096;

} // namespace

Diagnostics JsonSchemaChecker::checkSchema(const QJsonValue &schema, const QString &file,
                                           const QString &pointerPrefix)
{
    CleanSchemas &clean = cleanSchemas();
    const size_t hash = shapeHash(schema, 0, 0);
    QList<QJsonValue> candidates;
    {
        QMutexLocker lock(&clean.mutex);
        candidates = clean.values.values(hash);
    }
    for (const QJsonValue &candidate : std::as_const(candidates)) {
        if (candidate == schema)
            return {};
    }
    try {
        Diagnostics diagnostics = checkSchemaImpl(schema, file, pointerPrefix);
        if (diagnostics.isEmpty()) {
            QMutexLocker lock(&clean.mutex);
            if (clean.values.size() >= kCleanSchemasLimit)
                clean.values.clear();
            if (clean.values.count(hash) < kCleanSchemasPerShape)
                clean.values.insert(hash, schema);
        }
        return diagnostics;
    } catch (const std::exception &error) {
        return { invalid(file, pointerPrefix,
                         QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                     "The schema could not be checked (%1).")
                                 .arg(QString::fromUtf8(error.what()))) };
    } catch (...) {
        return { invalid(file, pointerPrefix,
                         QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                     "The schema could not be checked (unknown "
                                                     "error).")) };
    }
}

CompiledJsonSchema::CompiledJsonSchema() = default;
CompiledJsonSchema::~CompiledJsonSchema() = default;

std::shared_ptr<const CompiledJsonSchema> CompiledJsonSchema::compile(const QJsonValue &schema, Diagnostics *problems)
{
    std::shared_ptr<CompiledJsonSchema> compiled(new CompiledJsonSchema);
    compiled->m_document = std::make_unique<ValijsonDocument>();
    Diagnostics found;
    try {
        found = prepareSchema(*compiled->m_document, schema, QString(), QString());
    } catch (const std::exception &error) {
        found.append(invalid(QString(), QString(),
                             QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                         "The schema could not be checked (%1).")
                                     .arg(QString::fromUtf8(error.what()))));
    }
    if (problems)
        *problems = found;
    if (hasErrors(found))
        return nullptr;
    return compiled;
}

Diagnostics CompiledJsonSchema::validate(const QJsonValue &instance, const QString &file,
                                         const QString &pointerPrefix) const
{
    try {
        return validateCompiled(*m_document, instance, file, pointerPrefix);
    } catch (const std::exception &error) {
        return { Diagnostic::error(kRuleViolation,
                                   QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                               "The value could not be "
                                                               "validated (%1).")
                                           .arg(QString::fromUtf8(error.what())),
                                   SourceLocation::atPointer(file, pointerPrefix)) };
    }
}

Diagnostics JsonSchemaChecker::validate(const QJsonValue &instance, const QJsonValue &schema,
                                        const QString &file, const QString &pointerPrefix)
{
    try {
        return validateImpl(instance, schema, file, pointerPrefix);
    } catch (const std::exception &error) {
        return { Diagnostic::error(kRuleViolation,
                                   QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                               "The value could not be "
                                                               "validated (%1).")
                                           .arg(QString::fromUtf8(error.what())),
                                   SourceLocation::atPointer(file, pointerPrefix)) };
    } catch (...) {
        return { Diagnostic::error(kRuleViolation,
                                   QCoreApplication::translate("capstudio::JsonSchemaChecker",
                                                               "The value could not be validated "
                                                               "(unknown error)."),
                                   SourceLocation::atPointer(file, pointerPrefix)) };
    }
}

} // namespace capstudio
