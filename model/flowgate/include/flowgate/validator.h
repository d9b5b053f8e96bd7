#pragma once

#include "core/diagnostic.h"
#include "flowgate/value.h"

#include <QStringList>

namespace capstudio::flowgate {

// The check-time rules of `mcp-flowgate check` (reference §4.3, §4.4): C1, V1–V16, G1–G7,
// W1–W5, B1–B5, S1, over a config that went through the load pipeline (include and repo
// merge, namespaced ids, resolved executor capabilities, default versions, use: expansion
// with synthesised output: mappings). Rule ids are the reference's ids; messages are the
// runtime's texts exactly; order is the runtime's (workflows, states and transitions in
// sorted key order). Each diagnostic points at the value it is about, through `files`
// (SourcePos::file indexes into it).
class Validator
{
public:
    static Diagnostics check(const Value &config, const QStringList &files);
};

} // namespace capstudio::flowgate
