#pragma once

#include "schemakeywords.h"
#include "tsnode.h"

#include <QJsonValue>
#include <QString>

namespace capstudio {

// Writes JSON values out again, with keys in the order SchemaKeywords gives for the
// value's role: as a TypeScript literal (for TsPrinter) or as indented JSON text in
// the layout of JSON.stringify(value, null, 2).
class JsonLiteral
{
public:
    // Objects read as schemas or documents are always one key per line (like the
    // functionDefinition in Sunrise's sources); data objects stay on one line when
    // they fit.
    static TsNode toTs(const QJsonValue &value, SchemaKeywords::Role role);
    static QString toJson(const QJsonValue &value, SchemaKeywords::Role role, int indent = 0);
};

} // namespace capstudio
