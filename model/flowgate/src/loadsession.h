#pragma once

#include "core/diagnostic.h"
#include "flowgate/value.h"

#include "flowgate/yamlreader.h"

#include <QFileInfo>
#include <QHash>
#include <QStringList>
#include <optional>

namespace capstudio::flowgate {

// State shared by the steps of one load: the file table and the first failure.
class LoadSession
{
public:
    QStringList files;
    std::optional<Diagnostic> failure;
    Diagnostics warnings;
    // Texts that replace files on disk (keyed by absolute path): a designer's unsaved edits.
    QHash<QString, QByteArray> overlay;

    // Some file read so far holds a `flowgate`/`flowgate.…` key below its top level: only then
    // can a workflow hold one (LibraryChecks::checkWorkflowFlags walks them only then).
    bool flowgateKeyBelowTop = false;

    // Reads a YAML file, or its overlay text when one is given.
    YamlReader::Result readYaml(const QString &path, qint32 index)
    {
        YamlReader::Result result;
        const auto it = overlay.isEmpty() ? overlay.constEnd() : overlay.constFind(QFileInfo(path).absoluteFilePath());
        result = it != overlay.constEnd() ? YamlReader::read(*it, path, index) : YamlReader::readFile(path, index);
        flowgateKeyBelowTop = flowgateKeyBelowTop || result.flowgateKeyBelowTop;
        return result;
    }

    qint32 addFile(const QString &displayPath)
    {
        files.append(displayPath);
        return qint32(files.size() - 1);
    }

    SourceLocation locationOf(const SourcePos &pos) const
    {
        if (!pos.isValid())
            return {};
        return SourceLocation::atLine(files.value(pos.file), pos.line, pos.column);
    }

    // Records the first failure; later ones are ignored (the runtime stops at the first).
    bool fail(const QString &rule, const QString &message, const SourcePos &pos = {})
    {
        if (!failure)
            failure = Diagnostic::error(rule, message, locationOf(pos));
        return false;
    }
    void fail(const Diagnostic &diagnostic)
    {
        if (!failure)
            failure = diagnostic;
    }
    void warn(const QString &rule, const QString &message, const SourcePos &pos = {})
    {
        warnings.append(Diagnostic::warning(rule, message, locationOf(pos)));
    }
    bool failed() const { return failure.has_value(); }
};

// Mappings merge key by key (the overlay wins), sequences concatenate, anything else is
// replaced: the runtime's merge for include: and repos:.
void deepMerge(Value &base, const Value &overlay);

} // namespace capstudio::flowgate
