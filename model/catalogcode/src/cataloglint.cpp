#include "catalogcode/cataloglint.h"

#include "catalog/capabilityrules.h"
#include "catalogcode/literalsecrets.h"
#include "core/jsonpointer.h"

namespace capstudio::CatalogLint {

Diagnostics check(const CatalogSnapshot &snapshot, const QString &source)
{
    Diagnostics diagnostics;
    for (const Capability &capability : snapshot.capabilities) {
        const auto origin = snapshot.capabilityOrigins.constFind(capability.slug);
        const bool inFile = origin != snapshot.capabilityOrigins.constEnd();
        const QString base = inFile ? QString() : jsonpointer::append(QStringLiteral("/capabilities"), capability.slug);
        // A folder's row has no id (rows are matched by slug): the rules see the row without it.
        QJsonObject row = capability.toJson();
        if (capability.id.isEmpty())
            row.remove(QStringLiteral("id"));
        for (Diagnostic diagnostic : CapabilityRules::checkRow(row, inFile ? origin->file : source, base)) {
            if (inFile)
                diagnostic.setLocation(origin->at(diagnostic.location().jsonPointer));
            diagnostics.append(diagnostic);
        }
    }
    diagnostics += LiteralSecrets::check(snapshot, source);
    return diagnostics;
}

} // namespace capstudio::CatalogLint
