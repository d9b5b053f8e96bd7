#pragma once

#include <QString>

namespace capstudio {

struct UrlGuardOptions
{
    bool allowLoopback = false;
    bool allowPrivateNetwork = false;
};

// The verdict of UrlGuard::check. `reason` is one of Sunrise's categories:
// invalid_url, disallowed_scheme, blocked_host, loopback_not_allowed, private_ip.
struct UrlVerdict
{
    bool ok = false;
    QString reason;
    QString message; // a sentence for a person, translated
    QString host;    // the normalised host the checks ran on (empty when unparsable)
};

// SSRF guard with the behaviour of Sunrise's checkSafeProviderUrl (reference §10):
// WHATWG URL parsing and host normalisation, then denylist, loopback, link-local and
// private-range checks in Sunrise's order. No DNS lookups.
class UrlGuard
{
public:
    static UrlVerdict check(const QString &url, const UrlGuardOptions &options = {});

    // True when the WHATWG URL parser (JavaScript's `new URL(text)`) accepts the text:
    // Sunrise's only check on api/webhook executionHandler values.
    static bool parsesAsUrl(const QString &url);
};

} // namespace capstudio
