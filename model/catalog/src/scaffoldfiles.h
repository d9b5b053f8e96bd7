#pragma once

#include "schemasample.h"
#include "tsnode.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace capstudio {

// Everything the TypeScript files of a scaffold are written from.
struct ScaffoldPlan
{
    QString slug;
    QString name;
    QString className;
    QString modulePath; // "built-in/lookup-order": the class file's path without ".ts"
    QString executionType;
    bool requiresApproval = false;
    bool processesPii = false;
    QString createPath;
    QString bindingPath;
    QJsonObject functionDefinition; // name already equal to the slug
    TsNode schema; // the Zod translation of functionDefinition.parameters
    QStringList piiKeys; // argument keys the redactProvenance() stub masks
    SchemaSample::Valid sample;
    std::optional<SchemaSample::Invalid> invalid;
};

// The class file and the unit test file of a scaffold, following the templates of
// Sunrise's capability-builder guide, laid out as Prettier would (TsPrinter).
class ScaffoldFiles
{
public:
    static QString classFile(const ScaffoldPlan &plan);
    static QString testFile(const ScaffoldPlan &plan);
};

} // namespace capstudio
