#include "rules/urlguard.h"

#include "whatwgurl.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>

namespace capstudio {

namespace {

// The host the checks run on, after Sunrise's normalisation (reference §10 step 3).
struct CheckedHost
{
    whatwg::HostKind kind = whatwg::HostKind::Domain;
    QString text; // lowercase; IPv6 without brackets, in the WHATWG serialisation
    quint32 ipv4 = 0;
    std::array<quint16, 8> ipv6 = {};
};

// IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses are checked as the
// IPv4 address they carry. Sunrise matches these shapes on the serialised host, where WHATWG
// always prints the hex form (::ffff:a9fe:a9fe, ::a9fe:a9fe); the compatible form therefore
// needs two non-compressed pieces, so "::" and "::1" (serialised with a single group) keep
// their IPv6 meaning.
CheckedHost normalise(const whatwg::Host &host)
{
    CheckedHost checked;
    checked.kind = host.kind;
    checked.ipv4 = host.ipv4;
    checked.ipv6 = host.ipv6;
    if (host.kind == whatwg::HostKind::IPv6) {
        const auto &p = host.ipv6;
        const bool leadingZeros = p[0] == 0 && p[1] == 0 && p[2] == 0 && p[3] == 0 && p[4] == 0;
        const bool mapped = leadingZeros && p[5] == 0xFFFF;
        const bool compatible = leadingZeros && p[5] == 0 && p[6] != 0;
        if (mapped || compatible) {
            checked.kind = whatwg::HostKind::IPv4;
            checked.ipv4 = (quint32(p[6]) << 16) | p[7];
        }
    }
    checked.text = checked.kind == whatwg::HostKind::IPv4 ? whatwg::serializeIPv4(checked.ipv4)
                                                          : host.serialize().toLower();
    return checked;
}

bool isBlocked(const QString &host)
{
    static const QStringList denylist = {
        QStringLiteral("169.254.169.254"),
        QStringLiteral("fd00:ec2::254"),
        QStringLiteral("metadata.google.internal"),
        QStringLiteral("metadata.goog"),
        QStringLiteral("metadata"),
        QStringLiteral("100.100.100.200"),
        QStringLiteral("0.0.0.0"),
        QStringLiteral("::"),
    };
    return denylist.contains(host);
}

bool isLoopback(const CheckedHost &host)
{
    if (host.text == u"localhost" || host.text == u"127.0.0.1" || host.text == u"::1"
        || host.text == u"host.docker.internal")
        return true;
    return host.kind == whatwg::HostKind::IPv4 && (host.ipv4 >> 24) == 127;
}

// The IPv6 ranges are tested as the prefixes the reference states (fe80::/10, fc00::/7). An
// older Sunrise revision matched them with string patterns (/^fe[89ab][0-9a-f]?:/ and
// /^f[cd][0-9a-f]{0,2}:/) that also catch short spellings outside those prefixes, such as
// fe8::1 or fc::1; no vector covers that difference.
bool isLinkLocal(const CheckedHost &host)
{
    if (host.kind == whatwg::HostKind::IPv4)
        return (host.ipv4 >> 16) == 0xA9FE; // 169.254.0.0/16
    if (host.kind == whatwg::HostKind::IPv6)
        return (host.ipv6[0] & 0xFFC0) == 0xFE80; // fe80::/10
    return false;
}

bool isCarrierGradeNat(const CheckedHost &host)
{
    return host.kind == whatwg::HostKind::IPv4 && (host.ipv4 & 0xFFC00000u) == 0x64400000u;
}

bool isRfc1918(const CheckedHost &host)
{
    if (host.kind != whatwg::HostKind::IPv4)
        return false;
    return (host.ipv4 >> 24) == 10 || (host.ipv4 & 0xFFF00000u) == 0xAC100000u
        || (host.ipv4 >> 16) == 0xC0A8;
}

bool isUniqueLocal(const CheckedHost &host)
{
    return host.kind == whatwg::HostKind::IPv6 && (host.ipv6[0] & 0xFE00) == 0xFC00; // fc00::/7
}

UrlVerdict reject(const char *reason, const QString &message, const QString &host = QString())
{
    UrlVerdict verdict;
    verdict.ok = false;
    verdict.reason = QString::fromLatin1(reason);
    verdict.message = message;
    verdict.host = host;
    return verdict;
}

UrlVerdict accept(const QString &host)
{
    UrlVerdict verdict;
    verdict.ok = true;
    verdict.host = host;
    return verdict;
}

} // namespace

UrlVerdict UrlGuard::check(const QString &url, const UrlGuardOptions &options)
{
    const auto parsed = whatwg::parseUrl(url);
    if (!parsed) {
        return reject("invalid_url",
                      QCoreApplication::translate("capstudio::UrlGuard",
                                                  "The address is not a valid URL."));
    }
    if (parsed->scheme != u"http" && parsed->scheme != u"https") {
        return reject("disallowed_scheme",
                      QCoreApplication::translate("capstudio::UrlGuard",
                                                  "The scheme \"%1:\" is not allowed; use http: "
                                                  "or https:.")
                          .arg(parsed->scheme));
    }
    // An http(s) URL always has a non-empty host once parsing succeeded.
    const CheckedHost host = normalise(parsed->host.value_or(whatwg::Host()));

    if (isBlocked(host.text)) {
        return reject("blocked_host",
                      QCoreApplication::translate("capstudio::UrlGuard",
                                                  "The host \"%1\" is not allowed: it is a cloud "
                                                  "metadata service or the unspecified address.")
                          .arg(host.text),
                      host.text);
    }
    if (isLoopback(host)) {
        if (!options.allowLoopback) {
            return reject("loopback_not_allowed",
                          QCoreApplication::translate("capstudio::UrlGuard",
                                                      "The host \"%1\" points back at the server "
                                                      "itself (loopback), which is not allowed "
                                                      "here.")
                              .arg(host.text),
                          host.text);
        }
        return accept(host.text); // loopback explicitly allowed: no further checks
    }
    const bool privateAddress = isLinkLocal(host) || isCarrierGradeNat(host)
        || (!options.allowPrivateNetwork && (isRfc1918(host) || isUniqueLocal(host)));
    if (privateAddress) {
        return reject("private_ip",
                      QCoreApplication::translate("capstudio::UrlGuard",
                                                  "The host \"%1\" is a private or link-local "
                                                  "address.")
                          .arg(host.text),
                      host.text);
    }
    return accept(host.text);
}

bool UrlGuard::parsesAsUrl(const QString &url)
{
    return whatwg::parseUrl(url).has_value();
}

} // namespace capstudio
