#pragma once

#include "core/expected.h"

#include <QByteArray>
#include <QString>

namespace capstudio::provenance {

class Bundle;

// The bundle text with every finding replaced by the masked form Sunrise's matching helper
// produces. Only the string values that hold a finding change; every other byte stays as it
// was (a string holding JSON is re-encoded with minimal escaping after its inner values are
// masked).
QByteArray redactedCopy(const Bundle &bundle);

// Writes redactedCopy() atomically (QSaveFile).
Status writeRedactedCopy(const Bundle &bundle, const QString &path);

} // namespace capstudio::provenance
