#pragma once

#include "catalog/capability.h"
#include "core/diagnostic.h"

#include <QCoreApplication>
#include <QString>

namespace capstudio {

struct CapabilityScaffoldOptions
{
    QString className; // empty: from the slug, lookup_order -> LookupOrderCapability
    bool processesPii = false; // adds processesPii = true and a redactProvenance() stub
    QString fileName; // empty: the slug with '_' -> '-' and ".ts", lookup-order.ts
    QString agentId; // empty: the placeholder "<agent id>" in the binding's path
    QString sourceFile; // names the input in the diagnostics
    QString rowPointer; // JSON pointer of the capability row in that file ("" = the file)
};

// The four-step pipeline of Sunrise's capability builder, as text: the TypeScript
// class, its registry lines, the database row and the agent binding, plus the class's
// unit test.
struct CapabilityScaffoldResult
{
    QString className;
    QString fileName;
    QString classPath; // lib/orchestration/capabilities/built-in/<fileName>
    QString testPath; // tests/unit/lib/orchestration/capabilities/built-in/<name>.test.ts

    // Step 1: the capability class (Zod schema, Args, Data, functionDefinition, execute()).
    QString classFile;
    // Step 2: lines for lib/orchestration/capabilities/registry.ts.
    QString registryImport;
    QString registryRegistration;
    QString registryLines; // both, each under a comment saying where it goes
    // Step 3: POST createPath with dbRowJson (only fields the create API accepts).
    QString createPath;
    QString dbRowJson;
    // Step 4: POST bindingPath with bindingJson.
    QString bindingPath;
    QString bindingJson;
    // The vitest unit test for the class.
    QString testFile;

    // What could not be carried over as given: JSON Schema constructs without a Zod
    // translation (each with its JSON pointer, a z.any() and a TODO in the class), and
    // row fields the create API does not accept.
    Diagnostics unsupported;
};

// Generates the scaffold. Pure and deterministic: the same capability and options
// give the same bytes. Property order follows the order of the JSON objects (which for
// QJsonObject is by key); schema keywords are written in a conventional order.
class CapabilityScaffold
{
    Q_DECLARE_TR_FUNCTIONS(CapabilityScaffold)

public:
    using Options = CapabilityScaffoldOptions;
    using Result = CapabilityScaffoldResult;

    static Result generate(const Capability &capability, const Options &options = Options());

    // lookup_order -> LookupOrderCapability; a valid TypeScript class name for any slug.
    static QString classNameForSlug(const QString &slug);
    // lookup_order -> lookup-order.ts
    static QString fileNameForSlug(const QString &slug);

    static QString agentPlaceholder() { return QStringLiteral("<agent id>"); }
    static QString capabilityPlaceholder() { return QStringLiteral("<capability id>"); }

    // Rule id of the findings about the row (the schema's are ZodSchemaWriter's).
    static QString rowRule() { return QStringLiteral("scaffold-row-field"); }
};

} // namespace capstudio
