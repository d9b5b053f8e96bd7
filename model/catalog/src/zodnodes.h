#pragma once

#include "tsliteral.h"
#include "tsnode.h"

#include <vector>

namespace capstudio::zodnodes {

// z.<method>(args…)
inline TsNode z(const QString &method, std::vector<TsNode> args = {})
{
    TsNode node = TsNode::chain(QStringLiteral("z"));
    node.call(QLatin1Char('.') + method, std::move(args));
    return node;
}

inline TsNode stringAtom(const QString &text)
{
    TsNode node = TsNode::atom(TsLiteral::string(text));
    node.isString = true;
    return node;
}

inline TsNode numberAtom(double value)
{
    return TsNode::atom(TsLiteral::number(value));
}

// z.union([options…])
inline TsNode unionOf(std::vector<TsNode> options)
{
    TsNode list = TsNode::array();
    list.items = std::move(options);
    return z(QStringLiteral("union"), {std::move(list)});
}

} // namespace capstudio::zodnodes
