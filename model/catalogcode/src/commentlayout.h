#pragma once

#include <QByteArray>

namespace capstudio {

// Carries the comments of one block-style YAML text over to another that holds (mostly) the
// same document: full-line comments are attached to the line below them, found by its path
// in the document (keys, and list items by index or, for a binding, by its capability), end
// of line comments to their line, and the lines before the first entry and after the last
// are kept as the file's header and footer. A comment whose line is gone is dropped with it.
// Purely textual: the caller checks that the result still reads as `generated`.
namespace CommentLayout {
QByteArray merge(const QByteArray &previous, const QByteArray &generated);
}

} // namespace capstudio
