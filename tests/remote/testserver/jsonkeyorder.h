#pragma once

#include <QByteArray>
#include <QStringList>

namespace sunrisetest {

// QJsonObject sorts its keys; JavaScript keeps them in the order JSON.parse met them (with
// array-index-like keys first, ascending). Sunrise reports env-var names "in key order", so the
// double reads that order back from the raw request body.
class JsonKeyOrder
{
public:
    // The keys of the object reached from the top-level value of `json` by following `path`
    // (object member names; the last duplicate wins, as in JSON.parse), in JavaScript's
    // property order. Empty when the path does not lead to an object or the text is not JSON.
    static QStringList keysAt(const QByteArray &json, const QStringList &path);
};

} // namespace sunrisetest
