#pragma once

#include "core/diagnostic.h"
#include "flowgate/value.h"

#include <QByteArray>
#include <optional>

namespace capstudio::flowgate {

struct YamlLimits
{
    qint64 maxBytes = qint64(512) << 20;     // larger files are refused before parsing
    int maxDepth = 128;                      // nesting of mappings/sequences (serde_yaml stops at 128 too)
    qint64 maxNodes = 50'000'000;            // nodes after alias expansion ("billion laughs")
    qint64 maxScalarBytes = qint64(128) << 20;
    // From this size on, libyaml parses on a thread of its own while the values are built
    // (the same result, sooner); 0 for every file (tests compare both ways).
    qint64 parseBesideFrom = qint64(128) << 10;
};

// Reads one YAML document into a Value the way the flowgate runtime does
// (serde_yaml 0.9 into serde_json::Value): YAML 1.2 core schema typing of plain scalars,
// quoted scalars are strings, aliases expanded, every value positioned in the file.
// Every failure is one Diagnostic (rule id YAML_PARSE, YAML_DUPLICATE_KEY, YAML_LIMIT …)
// with the file, line and column. Rule ids: YAML_PARSE (syntax, encoding, more than one
// document, unknown alias), YAML_TAG (a tag other than !!str/!!int/!!float/!!bool/!!null/
// !!map/!!seq, or one on the wrong kind of node), YAML_TYPE (a tagged value that does not
// fit its tag; an integer outside the runtime's range), YAML_KEY (a mapping or sequence as
// key), YAML_DUPLICATE_KEY, YAML_LIMIT (size, depth, scalar length, node count after
// alias expansion), FILE_READ (readFile only). Typing decisions: see yamlreader.cpp.
class YamlReader
{
public:
    struct Result
    {
        Value value;
        std::optional<Diagnostic> error;
        // A key `flowgate` or `flowgate.…` below the top-level mapping was read (the load's
        // flag check walks the workflows only when some file had one).
        bool flowgateKeyBelowTop = false;
        bool ok() const { return !error.has_value(); }
    };

    // fileIndex is stored in every SourcePos; fileName is used in diagnostics.
    static Result read(const QByteArray &text, const QString &fileName, qint32 fileIndex,
                       const YamlLimits &limits = {});
    static Result readFile(const QString &path, qint32 fileIndex, const YamlLimits &limits = {});
};

} // namespace capstudio::flowgate
