#include "httprequestmessage.h"

namespace sunrisetest {

QByteArray HttpRequestMessage::header(const QByteArray &lowerCaseName) const
{
    QByteArray joined;
    bool found = false;
    for (const auto &header : headers) {
        if (header.first.compare(lowerCaseName, Qt::CaseInsensitive) != 0)
            continue;
        if (found)
            joined += ", ";
        joined += header.second;
        found = true;
    }
    return joined;
}

bool HttpRequestMessage::hasHeader(const QByteArray &lowerCaseName) const
{
    for (const auto &header : headers) {
        if (header.first.compare(lowerCaseName, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace sunrisetest
