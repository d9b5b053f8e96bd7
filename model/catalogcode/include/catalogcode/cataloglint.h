#pragma once

#include "catalogcode/catalogsnapshot.h"
#include "core/diagnostic.h"

namespace capstudio {

// The checks a catalog passes before it is pushed, and that `lint-capabilities DIR` runs:
// Sunrise's own rules for every capability row (CapabilityRules) and literal secrets
// (LiteralSecrets). A folder's findings are placed at file:line:col; a connection's at
// "<source>:/capabilities/<slug>/…".
namespace CatalogLint {
Diagnostics check(const CatalogSnapshot &snapshot, const QString &source);
}

} // namespace capstudio
