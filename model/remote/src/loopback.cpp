#include "remote/loopback.h"

#include <QHostAddress>

namespace capstudio {

bool isLoopbackUrl(const QUrl &url)
{
    if (!url.isValid())
        return false;
    const QString host = url.host(QUrl::FullyDecoded);
    if (host.isEmpty())
        return false;
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    // QHostAddress accepts only address literals, never names; QUrl has already turned the
    // short and hexadecimal IPv4 spellings into dotted quads.
    QHostAddress address;
    return address.setAddress(host) && address.isLoopback();
}

} // namespace capstudio
