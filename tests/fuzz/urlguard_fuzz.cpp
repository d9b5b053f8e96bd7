// libFuzzer entry point for the provider URL guard (reference §10): any text gets a verdict,
// the same one every time; a refusal names one of Sunrise's categories and says why; an
// allowed URL parses as a URL and has a host; allowing loopback or private networks never
// refuses what the strict guard allows.
#include "rules/urlguard.h"

#include <QStringList>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace capstudio;

namespace {

[[noreturn]] void violated(const char *what)
{
    std::fprintf(stderr, "invariant violated: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString url = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    static const QStringList reasons{QStringLiteral("invalid_url"), QStringLiteral("disallowed_scheme"),
                                     QStringLiteral("blocked_host"), QStringLiteral("loopback_not_allowed"),
                                     QStringLiteral("private_ip")};
    const UrlVerdict strict = UrlGuard::check(url);
    const UrlVerdict again = UrlGuard::check(url);
    if (strict.ok != again.ok || strict.reason != again.reason || strict.host != again.host)
        violated("two verdicts on one text");
    if (!strict.ok && (!reasons.contains(strict.reason) || strict.message.isEmpty()))
        violated("a refusal without a known category or a message");
    if (strict.ok && (!UrlGuard::parsesAsUrl(url) || strict.host.isEmpty()))
        violated("an allowed URL that does not parse or has no host");
    UrlGuardOptions lenient;
    lenient.allowLoopback = true;
    lenient.allowPrivateNetwork = true;
    if (strict.ok && !UrlGuard::check(url, lenient).ok)
        violated("allowing more refused what the strict guard allows");
    return 0;
}
