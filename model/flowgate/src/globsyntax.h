#pragma once

#include <QString>

namespace capstudio::flowgate::checks {

// Syntax check of a path glob the way the runtime's glob library (Rust `globset`,
// `Glob::new`, backslash escapes on) parses it: unclosed `[…]`, reversed ranges, unopened
// or unclosed `{…}` groups (nesting allowed) and a trailing `\` are errors. Returns the
// library's error text ("error parsing glob '<glob>': <reason>"), or an empty string when
// the glob is valid.
class GlobSyntax
{
public:
    static QString error(const QString &glob);
};

} // namespace capstudio::flowgate::checks
