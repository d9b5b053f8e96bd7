#pragma once

#include "loadsession.h"

#include <functional>

namespace capstudio::flowgate {

// Load step 3 (reference §6): loads the repos a host config lists, namespaces their ids,
// checks V19–V23 and merges repo content under the host's. Removes `repos:` and
// `overrides:` from the config.
class RepoLoader
{
public:
    // `hostDir` (absolute) resolves relative repo paths; `hostUserDir` is the host's folder
    // as the user named it, so that diagnostics point at paths the user can open.
    static bool apply(Value &config, const QString &hostDir, const QString &hostUserDir,
                      LoadSession &session);

    // Every `definitionId` of an object with `kind: workflow`, depth-first in key order.
    static void forEachWorkflowRef(const Value &value, const std::function<bool(const Value &)> &visit);
};

} // namespace capstudio::flowgate
