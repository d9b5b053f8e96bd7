#pragma once

// Private to capstudio_rules: the parts of the WHATWG URL Standard (https://url.spec.whatwg.org/)
// that decide whether JavaScript's `new URL(text)` accepts a string and which host it yields.
// Paths, queries, fragments and credentials are only skipped over (they cannot make parsing
// fail); the host is parsed and serialised exactly as the standard does, apart from the IDNA
// caveats described in whatwgidna.cpp.

#include <QString>
#include <QtGlobal>
#include <array>
#include <optional>

namespace capstudio::whatwg {

enum class HostKind {
    Empty,  // "" (file: URLs, non-special URLs such as foo://)
    Domain, // an ASCII, lowercased domain
    IPv4,
    IPv6,
    Opaque, // the host of a non-special URL
};

struct Host
{
    HostKind kind = HostKind::Empty;
    QString text;                     // Domain and Opaque hosts
    quint32 ipv4 = 0;                 // IPv4 hosts
    std::array<quint16, 8> ipv6 = {}; // IPv6 hosts

    // The WHATWG host serialiser, except that IPv6 addresses come without brackets.
    QString serialize() const;
};

struct Url
{
    QString scheme;            // lowercase, without the trailing ':'
    bool special = false;      // http, https, ws, wss, ftp or file
    std::optional<Host> host;  // absent for URLs without an authority (mailto:, data:, …)
};

// The basic URL parser without a base URL; std::nullopt where `new URL(input)` throws.
std::optional<Url> parseUrl(const QString &input);

QString serializeIPv4(quint32 address);
QString serializeIPv6(const std::array<quint16, 8> &pieces);

} // namespace capstudio::whatwg
