#include "catalog/capabilityscaffold.h"

#include "jsonliteral.h"
#include "scaffoldfiles.h"
#include "schemasample.h"
#include "tsliteral.h"
#include "zodschemawriter.h"

#include <QJsonArray>

namespace capstudio {

namespace {

const QString CreatePath = QStringLiteral("/api/v1/admin/orchestration/capabilities");

QString pathWithoutExtension(const QString &fileName)
{
    return fileName.endsWith(QLatin1String(".ts")) ? fileName.chopped(3) : fileName;
}

} // namespace

QString CapabilityScaffold::classNameForSlug(const QString &slug)
{
    QString name;
    bool upper = true;
    for (const QChar c : slug) {
        const bool alnum = (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
                || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
                || (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
        if (!alnum) {
            upper = true; // '_' and '-' (and anything a slug should not hold) start a new word
            continue;
        }
        name += upper ? c.toUpper() : c;
        upper = false;
    }
    if (name.isEmpty() || name.front().isDigit())
        name.prepend(QStringLiteral("Cap"));
    if (!name.endsWith(QLatin1String("Capability")))
        name += QStringLiteral("Capability");
    return name;
}

QString CapabilityScaffold::fileNameForSlug(const QString &slug)
{
    QString stem = slug;
    stem.replace(QLatin1Char('_'), QLatin1Char('-'));
    if (stem.isEmpty())
        stem = QStringLiteral("capability");
    return stem + QStringLiteral(".ts");
}

CapabilityScaffold::Result CapabilityScaffold::generate(const Capability &capability,
                                                        const Options &options)
{
    Result result;
    const auto rowFinding = [&](Severity severity, const QString &field, const QString &message) {
        result.unsupported.append(Diagnostic(
                severity, rowRule(), message,
                SourceLocation::atPointer(options.sourceFile, options.rowPointer + field)));
    };

    result.className = options.className.isEmpty() ? classNameForSlug(capability.slug)
                                                   : options.className;
    if (!TsLiteral::isIdentifier(result.className))
        rowFinding(Severity::Warning, QString(),
                   tr("Class name \"%1\" is not a valid TypeScript identifier.").arg(result.className));
    result.fileName = options.fileName.isEmpty() ? fileNameForSlug(capability.slug) : options.fileName;
    const QString modulePath = QStringLiteral("built-in/") + pathWithoutExtension(result.fileName);
    result.classPath = QStringLiteral("lib/orchestration/capabilities/%1.ts").arg(modulePath);
    result.testPath = QStringLiteral("tests/unit/lib/orchestration/capabilities/%1.test.ts").arg(modulePath);

    // The function definition as both the class and the row carry it: the create API
    // requires name == slug and a description string next to the parameters.
    QJsonObject definition = capability.functionDefinition;
    const QString fdPointer = QStringLiteral("/functionDefinition");
    if (definition.value(QStringLiteral("name")).toString() != capability.slug) {
        if (definition.contains(QStringLiteral("name")))
            rowFinding(Severity::Warning, fdPointer + QStringLiteral("/name"),
                       tr("functionDefinition.name %1 differs from the slug; the slug is used, "
                          "as the create API requires.")
                               .arg(JsonLiteral::toJson(definition.value(QStringLiteral("name")),
                                                        SchemaKeywords::Role::Data)));
        definition.insert(QStringLiteral("name"), capability.slug);
    }
    if (!definition.value(QStringLiteral("description")).isString()) {
        rowFinding(Severity::Warning, fdPointer + QStringLiteral("/description"),
                   tr("functionDefinition.description is missing or not a string; the "
                      "capability's description is used."));
        definition.insert(QStringLiteral("description"), capability.description);
    }
    if (!definition.value(QStringLiteral("parameters")).isObject()) {
        rowFinding(Severity::Warning, fdPointer + QStringLiteral("/parameters"),
                   tr("functionDefinition.parameters is missing or not an object; an object "
                      "schema without properties is used."));
        definition.insert(QStringLiteral("parameters"),
                          QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                                      {QStringLiteral("properties"), QJsonObject()}});
    }
    const QJsonValue parameters = definition.value(QStringLiteral("parameters"));

    // Step 1 inputs: the Zod schema, the sample arguments for the test, the PII keys.
    const QString parametersPointer = fdPointer + QStringLiteral("/parameters");
    ZodSchemaWriter writer(options.sourceFile, options.rowPointer + parametersPointer);
    ScaffoldPlan plan;
    plan.schema = writer.write(parameters);
    result.unsupported += writer.diagnostics();

    plan.slug = capability.slug;
    plan.name = capability.name;
    plan.className = result.className;
    plan.modulePath = modulePath;
    plan.executionType = capability.executionType;
    plan.requiresApproval = capability.requiresApproval;
    plan.processesPii = options.processesPii;
    plan.functionDefinition = definition;
    plan.piiKeys = parameters.toObject().value(QStringLiteral("properties")).toObject().keys();
    plan.sample = SchemaSample::valid(parameters);
    plan.invalid = SchemaSample::invalid(parameters, plan.sample.value);

    // Step 2: the registry lines.
    result.registryImport = QStringLiteral("import { %1 } from './%2';")
                                    .arg(result.className, modulePath);
    result.registryRegistration =
            QStringLiteral("capabilityDispatcher.register(new %1());").arg(result.className);
    result.registryLines = QStringLiteral(
                                   "// lib/orchestration/capabilities/registry.ts\n"
                                   "// With the other capability imports:\n"
                                   "%1\n"
                                   "\n"
                                   "// In registerBuiltInCapabilities(), next to the other "
                                   "registrations:\n"
                                   "%2\n")
                                   .arg(result.registryImport, result.registryRegistration);

    // Step 3: the create body, with only the fields the create API accepts (reference
    // §4.2); isIdempotent and isSystem would be dropped, so they are reported instead.
    QString handler = capability.executionHandler;
    if (capability.executionType == QLatin1String("internal") && handler != result.className) {
        if (!handler.isEmpty())
            rowFinding(Severity::Info, QStringLiteral("/executionHandler"),
                       tr("executionHandler \"%1\" is replaced by the class name \"%2\".")
                               .arg(handler, result.className));
        handler = result.className;
    }
    QJsonObject row{
            {QStringLiteral("name"), capability.name},
            {QStringLiteral("slug"), capability.slug},
            {QStringLiteral("description"), capability.description},
            {QStringLiteral("category"), capability.category},
            {QStringLiteral("functionDefinition"), definition},
            {QStringLiteral("executionType"), capability.executionType},
            {QStringLiteral("executionHandler"), handler},
            {QStringLiteral("requiresApproval"), capability.requiresApproval},
            {QStringLiteral("rateLimit"),
             capability.rateLimit ? QJsonValue(*capability.rateLimit) : QJsonValue::Null},
            {QStringLiteral("isActive"), capability.isActive},
    };
    if (capability.approvalTimeoutMs)
        row.insert(QStringLiteral("approvalTimeoutMs"), *capability.approvalTimeoutMs);
    for (const auto &[key, value] :
         {std::pair{QStringLiteral("executionConfig"), capability.executionConfig.get()},
          std::pair{QStringLiteral("metadata"), capability.metadata.get()}}) {
        if (value.isObject())
            row.insert(key, value);
        else if (!value.isNull() && !value.isUndefined())
            rowFinding(Severity::Warning, QLatin1Char('/') + key,
                       tr("%1 must be an object for the create API; it is left out.").arg(key));
    }
    if (capability.isIdempotent)
        rowFinding(Severity::Warning, QStringLiteral("/isIdempotent"),
                   tr("isIdempotent cannot be set through the create API (the key is dropped); "
                      "the row starts with isIdempotent = false. Change it in the database."));
    if (capability.isSystem)
        rowFinding(Severity::Warning, QStringLiteral("/isSystem"),
                   tr("isSystem cannot be set through the create API; the row starts with "
                      "isSystem = false."));
    result.createPath = CreatePath;
    result.dbRowJson = JsonLiteral::toJson(row, SchemaKeywords::Role::Row) + QLatin1Char('\n');

    // Step 4: the binding.
    const QString agentId = options.agentId.isEmpty() ? agentPlaceholder() : options.agentId;
    result.bindingPath = QStringLiteral("/api/v1/admin/orchestration/agents/%1/capabilities").arg(agentId);
    const QJsonObject binding{
            {QStringLiteral("capabilityId"),
             capability.id.isEmpty() ? capabilityPlaceholder() : capability.id},
            {QStringLiteral("isEnabled"), true},
            {QStringLiteral("customRateLimit"), QJsonValue::Null},
    };
    result.bindingJson = JsonLiteral::toJson(binding, SchemaKeywords::Role::Binding) + QLatin1Char('\n');

    plan.createPath = result.createPath;
    plan.bindingPath = result.bindingPath;
    result.classFile = ScaffoldFiles::classFile(plan);
    result.testFile = ScaffoldFiles::testFile(plan);
    return result;
}

} // namespace capstudio
