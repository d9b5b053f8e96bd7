#pragma once

#include "catalogcode/catalogsnapshot.h"
#include "core/diagnostic.h"
#include "core/expected.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSet>
#include <QStringList>

namespace capstudio {

// A catalog as a folder of YAML files, for review in git:
//
//   capabilities/<slug>.yaml   one capability: its fields, in a fixed order, no database id
//   agents/<agent slug>.yaml   one agent's bindings, each naming its capability by slug
//
// Writing is deterministic (the same catalog gives the same bytes), leaves a file whose
// content is already the catalog's untouched (its formatting and comments with it), and
// keeps the comments of a file it rewrites. Reading checks the shape and types of every
// field and names each problem by file:line:col.
class CatalogFolder
{
    Q_DECLARE_TR_FUNCTIONS(CatalogFolder)

public:
    static const QString CapabilitiesFolder; // "capabilities"
    static const QString AgentsFolder;       // "agents"

    // The generated text of one file.
    static QByteArray capabilityText(const Capability &capability);
    static QByteArray agentText(const QString &agentSlug, const QList<NamedBinding> &bindings);

    // `generated` with the comments of `previous` (the file as it is now) put back: the
    // lines above the file's first field, the comment lines above a field or a list item
    // (matched by its path in the document; a binding by its capability's slug), comments at
    // the end of a line, and those at the end of the file. Null when the comments could not be
    // placed so that the text still reads as `generated` does.
    static QByteArray keepComments(const QByteArray &previous, const QByteArray &generated);

    struct WriteReport
    {
        QStringList written;   // files created or rewritten (relative to the folder)
        QStringList removed;   // files of rows the catalog no longer has
        int unchanged = 0;     // files already holding what the catalog holds
        QStringList notes;     // e.g. comments that could not be kept
    };
    // Makes `folder` hold `snapshot`: writes what differs (each file atomically) and removes
    // the files of capabilities and agents the snapshot lacks. Files outside the two folders,
    // and files in them that are not .yaml/.yml, are left alone.
    //
    // With a scope, only the files of the capabilities and agents it names (by slug) are
    // written or removed; the rest of the folder is neither read nor touched (an edit of a
    // few rows in a large folder).
    struct Scope
    {
        QSet<QString> capabilities;
        QSet<QString> agents;
    };
    static Expected<WriteReport> write(const CatalogSnapshot &snapshot, const QString &folder,
                                       const std::optional<Scope> &scope = std::nullopt);

    struct ReadResult
    {
        CatalogSnapshot snapshot;
        Diagnostics diagnostics; // errors make the snapshot unusable for a diff or a push
        std::optional<Diagnostic> failure; // the folder itself could not be read
        bool ok() const { return !failure && !hasErrors(diagnostics); }
    };
    // Reads every file; problems in one file do not stop the others being read. Without
    // positions, the snapshot's origins name the files only (findings made later point at
    // line 1): a comparison needs no more, and keeps no parsed document per file.
    enum class Positions { Keep, Drop };
    static ReadResult read(const QString &folder, Positions positions = Positions::Keep);

    // Whether `path` is a folder with a capabilities/ or agents/ folder in it.
    static bool isCatalogFolder(const QString &path);
};

} // namespace capstudio
