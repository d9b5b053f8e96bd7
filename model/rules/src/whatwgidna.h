#pragma once

// Private to capstudio_rules: the IDNA step of the WHATWG URL Standard's host parser.

#include <QString>
#include <optional>

namespace capstudio::whatwg {

// The standard's "domain to ASCII" with beStrict = false: UTS #46 ToASCII of a percent-decoded
// domain, giving a lowercase ASCII domain, or std::nullopt on failure (see whatwgidna.cpp for
// where it is stricter than Node).
std::optional<QString> domainToAscii(const QString &domain);

} // namespace capstudio::whatwg
