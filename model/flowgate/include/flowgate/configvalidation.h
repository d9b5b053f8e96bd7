#pragma once

#include "flowgate/loader.h"

namespace capstudio::flowgate {

// Everything the runtime would say about a config, in the two groups the reference asks
// for: what makes `serve` refuse to load it, and what `mcp-flowgate check` reports.
struct ValidationReport
{
    Loader::Result loaded;
    Diagnostics checkErrors;   // check-cli (CHECK_VERSION) and validator errors
    Diagnostics checkWarnings; // validator warnings (W1–W5)

    bool readable() const { return loaded.readable; }
    bool refusesToLoad() const { return !loaded.loadErrors.isEmpty(); }
    bool checkFails() const { return !checkErrors.isEmpty(); }
};

class ConfigValidation
{
public:
    static ValidationReport run(const QString &path);
    // With unsaved texts in place of files on disk (see Loader::load).
    static ValidationReport run(const QString &path, const QHash<QString, QByteArray> &overlay);
    // The tier of a (possibly namespaced) workflow id, from the part after the last '/'.
    static bool isCapabilityId(QStringView id);
    static bool isOrchestratorId(QStringView id);
};

} // namespace capstudio::flowgate
