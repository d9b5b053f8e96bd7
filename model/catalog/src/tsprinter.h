#pragma once

#include "tsnode.h"

#include <QString>
#include <optional>

namespace capstudio {

// Lays out a TsNode as Prettier does for Sunrise's settings (print width 100, two
// spaces, single quotes, trailing commas in literals but not in argument lists):
// a node stays on one line when it fits; otherwise a single-call chain hugs its object
// or array argument (z.object({ … })), a longer chain puts each call on its own line,
// objects and arrays put one entry per line, and a string that does not fit after
// "key:" moves to the next line.
class TsPrinter
{
public:
    static constexpr int Width = 100;
    static constexpr int Step = 2;

    // `node` starting at `column` on a line indented by `indent`, with `tail` more
    // characters after it on its last line (a "," or ");"). The node's own comments
    // are the caller's to print (see commentLines()).
    static QString print(const TsNode &node, int indent, int column, int tail);

    // The node on one line, if nothing inside it has comments and nothing forces a line
    // break. The node's own comments do not count: they go on the lines before it.
    static std::optional<QString> flat(const TsNode &node);

    // The node's comments as "// …" lines at `indent`, each ending in a newline.
    static QString commentLines(const TsNode &node, int indent);

    // Display width as Prettier counts it (wide East Asian characters count twice).
    static int width(const QString &text);

private:
    static std::optional<QString> flatInside(const TsNode &node);
    static QString printChain(const TsNode &node, int indent, int column, int tail);
    static QString printArgs(const TsNode::Call &call, int indent, int column, int tail);
    static QString printObject(const TsNode &node, int indent);
    static QString printArray(const TsNode &node, int indent);
    static bool isSimpleArgument(const TsNode &node, int depth);
    static bool mustExpand(const TsNode &node);
};

} // namespace capstudio
