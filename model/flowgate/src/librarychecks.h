#pragma once

#include "loadsession.h"

namespace capstudio::flowgate {

// Load steps 6, 7 and 9: the skills, scripts and lexicon blocks, `flowgate` keys inside
// workflows, state `delegate`, `flowgate.authoring`, and the bodies behind script `uri:`s.
// The runtime's error texts, first failure only.
class LibraryChecks
{
public:
    static bool checkSkills(const Value &config, LoadSession &session);
    static bool checkScripts(const Value &config, LoadSession &session);
    static bool checkWorkflowFlags(const Value &config, LoadSession &session);
    static bool checkDelegates(const Value &config, LoadSession &session);
    static bool checkAuthoring(const Value &config, LoadSession &session);
    // Reads the file:// bodies behind script URIs (relative to `baseDir` when relative)
    // and compares their hash; https:// and git+https:// bodies are not fetched (warning).
    static bool checkScriptBodies(const Value &config, LoadSession &session);
    static bool checkLexicon(const Value &config, LoadSession &session);
};

} // namespace capstudio::flowgate
