#pragma once

#include "loadsession.h"

namespace capstudio::flowgate {

// Load step 4: flattens the top-level `capabilities:` block (executor definitions with
// `executor` or `wraps`), inlines every `executor: { capability: … }` of the workflows,
// checks `proxy.expose[].capability`, and removes the block.
class ExecutorCapabilities
{
public:
    static bool resolve(Value &config, LoadSession &session);
};

} // namespace capstudio::flowgate
