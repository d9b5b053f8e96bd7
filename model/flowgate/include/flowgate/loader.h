#pragma once

#include "core/diagnostic.h"
#include "flowgate/value.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QStringList>

namespace capstudio::flowgate {

// The flowgate runtime's load pipeline (reference §1, §2.11, §6): a single YAML file, a
// host file with `include:` and `repos:`/`overrides:` (a gateway.yaml), or a repo folder
// with flowgate.repo.yaml. The result is the config as the runtime holds it after
// resolving, ready for the Validator.
class Loader
{
    Q_DECLARE_TR_FUNCTIONS(Loader)

public:
    struct Result
    {
        Value config;
        // SourcePos::file indexes this list; paths as they appear in messages.
        QStringList files;
        // What makes the runtime refuse the config: the first failure (at most one).
        Diagnostics loadErrors;
        // `mcp-flowgate check`'s own top-level version requirement (rule CHECK_VERSION).
        Diagnostics checkCliErrors;
        // Soft findings of loading (unblessed roots without strict namespacing, script
        // bodies behind https:// that capstudio does not fetch).
        Diagnostics loadWarnings;
        // False when the path itself cannot be read (missing, unreadable).
        bool readable = true;

        bool loaded() const { return loadErrors.isEmpty(); }
    };

    // `path` is shown in messages as given (relative paths stay relative).
    static Result load(const QString &path);
    // As load(), reading the files named in `overlay` (any path form) from the texts given
    // there instead of from disk: a designer validates unsaved edits this way.
    static Result load(const QString &path, const QHash<QString, QByteArray> &overlay);
};

} // namespace capstudio::flowgate
