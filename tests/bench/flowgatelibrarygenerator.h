#pragma once

#include <QString>

// Writes realistic, valid flowgate libraries for benchmarks: cognitive capabilities that
// each produce one output, and orchestrators whose states form a chain of capability
// calls (use: inputs read the previous state's output slot, guards check it).
class FlowgateLibraryGenerator
{
public:
    struct Shape
    {
        int capabilities = 22;
        int orchestrators = 4;
        int statesPerOrchestrator = 14;
    };

    // A repo folder (flowgate.repo.yaml, capabilities/, orchestrators/), one file per
    // workflow, like the runtime's fixture library. Returns the bytes written.
    static qint64 writeRepo(const QString &folder, const Shape &shape);
    // One host YAML file holding every workflow. Returns the bytes written.
    static qint64 writeSingleFile(const QString &path, const Shape &shape);
};
