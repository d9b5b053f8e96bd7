#pragma once

#include "cli/command.h"

#include <QByteArray>
#include <QHash>
#include <QString>

namespace capstudio::cli {

// "-" as the PATH of a flowgate command: the YAML comes from standard input, read no further
// than the YAML reader's limit, and is handed to the loader as the text of a file named "-"
// in the current folder (so relative includes resolve from there).
class StandardInput
{
    Q_DECLARE_TR_FUNCTIONS(StandardInput)

public:
    // Fills `overlay` when `path` is "-"; false, with the reason printed, when it cannot be read.
    static bool flowgateOverlay(const QString &path, CommandContext &context, const QString &command,
                                QHash<QString, QByteArray> *overlay);
};

} // namespace capstudio::cli
