#pragma once

#include <QUrl>

namespace capstudio {

// True when the URL points at this computer's loopback interface, so that plain HTTP never
// leaves the machine: the host is exactly "localhost", an IPv4 address in 127.0.0.0/8, or
// ::1 (also written as IPv4-mapped ::ffff:127.x.y.z).
//
// The host is judged as QUrl normalised it, which is also the host Qt Network connects to:
// "127.1", "0x7f.1" and "2130706433" are 127.0.0.1 and count, whereas names that merely
// begin or end like a loopback address ("127.0.0.1.evil.com", "localhost.example",
// "localhost.") are names for DNS to resolve and do not. No DNS lookup is made.
bool isLoopbackUrl(const QUrl &url);

} // namespace capstudio
