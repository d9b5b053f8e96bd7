// Unit tests of UrlGuard beyond the Sunrise corpus (see tst_urlguard_conformance.cpp): the WHATWG
// host parser (IPv4 number forms, IPv6 literals, percent-encoding, IDNA), ports, credentials,
// schemes, input clean-up, very long input, and parsesAsUrl (JavaScript's `new URL(text)`).
// Every expected parse outcome and host below was cross-checked against Node 20's URL parser.

#include <rules/urlguard.h>

#include <QElapsedTimer>
#include <QTest>

using capstudio::UrlGuard;
using capstudio::UrlGuardOptions;
using capstudio::UrlVerdict;

class TestUrlGuard : public QObject
{
    Q_OBJECT

private slots:
    void check_data();
    void check();
    void defaultOptionsAreStrict();
    void messageNamesTheHost();
    void longInput_data();
    void longInput();
    void parsesAsUrl_data();
    void parsesAsUrl();
};

void TestUrlGuard::check_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("allowLoopback");
    QTest::addColumn<bool>("allowPrivateNetwork");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("host");

    QTest::newRow("uppercase host is lowercased")
        << QStringLiteral("http://EXAMPLE.COM/")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("uppercase https scheme")
        << QStringLiteral("HTTPS://Example.com/v1")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("mixed-case scheme loopback")
        << QStringLiteral("hTtP://LocalHost:11434/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("localhost");
    QTest::newRow("trailing dot domain passes")
        << QStringLiteral("http://example.com./")
        << false << false << true << QString() << QStringLiteral("example.com.");
    QTest::newRow("trailing dot ipv4 is still ipv4")
        << QStringLiteral("http://127.0.0.1./")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("127.0.0.1");
    QTest::newRow("trailing dot unspecified ipv4 still blocked")
        << QStringLiteral("http://0.0.0.0./")
        << false << false << false << QStringLiteral("blocked_host") << QStringLiteral("0.0.0.0");
    QTest::newRow("two trailing dots make a domain")
        << QStringLiteral("http://127.0.0.1../")
        << false << false << true << QString() << QStringLiteral("127.0.0.1..");
    QTest::newRow("uppercase trailing-dot localhost passes")
        << QStringLiteral("http://LOCALHOST./")
        << false << false << true << QString() << QStringLiteral("localhost.");
    QTest::newRow("localhost subdomain passes")
        << QStringLiteral("http://api.localhost/")
        << false << false << true << QString() << QStringLiteral("api.localhost");
    QTest::newRow("host.docker.internal is loopback")
        << QStringLiteral("http://host.docker.internal/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("host.docker.internal");
    QTest::newRow("uppercase denylisted name")
        << QStringLiteral("http://METADATA/")
        << false << false << false << QStringLiteral("blocked_host") << QStringLiteral("metadata");
    QTest::newRow("denylisted name as a prefix passes")
        << QStringLiteral("http://metadata.google.internal.example.com/")
        << false << false << true
        << QString() << QStringLiteral("metadata.google.internal.example.com");
    QTest::newRow("metadata ip inside a domain passes")
        << QStringLiteral("http://169.254.169.254.nip.io/")
        << false << false << true << QString() << QStringLiteral("169.254.169.254.nip.io");
    QTest::newRow("percent-encoded loopback digits")
        << QStringLiteral("http://%31%32%37.0.0.1/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("127.0.0.1");
    QTest::newRow("percent-encoded localhost")
        << QStringLiteral("http://%6c%6F%63%61%6c%68%6f%73%74/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("localhost");
    QTest::newRow("percent-encoded dots in metadata name")
        << QStringLiteral("http://metadata%2Egoogle%2einternal/")
        << false << false << false
        << QStringLiteral("blocked_host") << QStringLiteral("metadata.google.internal");
    QTest::newRow("percent-encoded utf-8 idn")
        << QStringLiteral("http://b%C3%BCcher.example/")
        << false << false << true << QString() << QStringLiteral("xn--bcher-kva.example");
    QTest::newRow("percent-encoded invalid utf-8")
        << QStringLiteral("http://%ff/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("percent-encoded percent sign")
        << QStringLiteral("http://ex%2577.com/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("malformed percent escape")
        << QStringLiteral("http://%zz/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("percent-encoded space")
        << QStringLiteral("http://ex%20ample.com/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("percent-encoded nul")
        << QStringLiteral("http://a%00b/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("space in host")
        << QStringLiteral("http://exa mple.com/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("caret in host")
        << QStringLiteral("http://a^b/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("pipe in host")
        << QStringLiteral("http://a|b/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("curly brace in host is allowed")
        << QStringLiteral("http://a{b/")
        << false << false << true << QString() << QStringLiteral("a{b");
    QTest::newRow("underscore in host")
        << QStringLiteral("http://my_host.example/")
        << false << false << true << QString() << QStringLiteral("my_host.example");
    QTest::newRow("leading hyphen label")
        << QStringLiteral("http://-x.example/")
        << false << false << true << QString() << QStringLiteral("-x.example");
    QTest::newRow("empty labels are kept")
        << QStringLiteral("http://a..b/")
        << false << false << true << QString() << QStringLiteral("a..b");
    QTest::newRow("octal ipv4")
        << QStringLiteral("http://0177.0.0.1/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("127.0.0.1");
    QTest::newRow("single hex number ipv4")
        << QStringLiteral("http://0x7f000001/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("127.0.0.1");
    QTest::newRow("uppercase hex prefix")
        << QStringLiteral("http://0X7F.1/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("127.0.0.1");
    QTest::newRow("long zero-padded octal")
        << QStringLiteral("http://00000000000000000000177.1/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("127.0.0.1");
    QTest::newRow("two-part rfc1918")
        << QStringLiteral("http://10.1/")
        << false << false << false << QStringLiteral("private_ip") << QStringLiteral("10.0.0.1");
    QTest::newRow("three-part rfc1918")
        << QStringLiteral("http://192.168.257/")
        << false << false << false << QStringLiteral("private_ip") << QStringLiteral("192.168.1.1");
    QTest::newRow("three-part rfc1918 relaxed")
        << QStringLiteral("http://192.168.257/")
        << false << true << true << QString() << QStringLiteral("192.168.1.1");
    QTest::newRow("decimal metadata address")
        << QStringLiteral("http://2852039166/")
        << true << true << false
        << QStringLiteral("blocked_host") << QStringLiteral("169.254.169.254");
    QTest::newRow("hex metadata address")
        << QStringLiteral("http://0xa9fea9fe/")
        << false << false << false
        << QStringLiteral("blocked_host") << QStringLiteral("169.254.169.254");
    QTest::newRow("mixed-radix metadata address")
        << QStringLiteral("http://0251.0xfe.43518/")
        << false << false << false
        << QStringLiteral("blocked_host") << QStringLiteral("169.254.169.254");
    QTest::newRow("bare 0x is 0.0.0.0")
        << QStringLiteral("http://0x/")
        << false << false << false << QStringLiteral("blocked_host") << QStringLiteral("0.0.0.0");
    QTest::newRow("bare zero is 0.0.0.0")
        << QStringLiteral("http://0/")
        << true << true << false << QStringLiteral("blocked_host") << QStringLiteral("0.0.0.0");
    QTest::newRow("max ipv4 passes")
        << QStringLiteral("http://255.255.255.255/")
        << false << false << true << QString() << QStringLiteral("255.255.255.255");
    QTest::newRow("max single number")
        << QStringLiteral("http://4294967295/")
        << false << false << true << QString() << QStringLiteral("255.255.255.255");
    QTest::newRow("ipv4 number too large")
        << QStringLiteral("http://4294967296/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("ipv4 with five parts")
        << QStringLiteral("http://1.2.3.4.5/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("ipv4 part above 255")
        << QStringLiteral("http://1.256.0.0/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("ipv4 last part too large")
        << QStringLiteral("http://1.2.65536/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("invalid octal digit")
        << QStringLiteral("http://09/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("domain ending in a number")
        << QStringLiteral("http://example.123/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("domain ending in a bad octal")
        << QStringLiteral("http://foo.09/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("domain ending in hex-like text")
        << QStringLiteral("http://foo.0xg/")
        << false << false << true << QString() << QStringLiteral("foo.0xg");
    QTest::newRow("leading empty ipv4 part")
        << QStringLiteral("http://.1/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("cgnat lower edge")
        << QStringLiteral("http://100.64.0.0/")
        << false << true << false << QStringLiteral("private_ip") << QStringLiteral("100.64.0.0");
    QTest::newRow("below cgnat")
        << QStringLiteral("http://100.63.255.255/")
        << false << false << true << QString() << QStringLiteral("100.63.255.255");
    QTest::newRow("rfc1918 172.31 top")
        << QStringLiteral("http://172.31.255.255/")
        << false << false << false
        << QStringLiteral("private_ip") << QStringLiteral("172.31.255.255");
    QTest::newRow("link-local not relaxed by both options")
        << QStringLiteral("http://169.254.0.1/")
        << true << true << false << QStringLiteral("private_ip") << QStringLiteral("169.254.0.1");
    QTest::newRow("loopback allowed skips later checks")
        << QStringLiteral("http://127.10.20.30/")
        << true << false << true << QString() << QStringLiteral("127.10.20.30");
    QTest::newRow("ipv6 uppercase link-local")
        << QStringLiteral("http://[FE80::1]/")
        << false << false << false << QStringLiteral("private_ip") << QStringLiteral("fe80::1");
    QTest::newRow("ipv6 link-local upper part")
        << QStringLiteral("http://[fea0::1]/")
        << false << true << false << QStringLiteral("private_ip") << QStringLiteral("fea0::1");
    QTest::newRow("ipv6 below unique-local")
        << QStringLiteral("http://[fbff::1]/")
        << false << false << true << QString() << QStringLiteral("fbff::1");
    QTest::newRow("ipv6 fe00 is neither")
        << QStringLiteral("http://[fe00::1]/")
        << false << false << true << QString() << QStringLiteral("fe00::1");
    QTest::newRow("ipv6 unique-local relaxed")
        << QStringLiteral("http://[fd00::1]/")
        << false << true << true << QString() << QStringLiteral("fd00::1");
    QTest::newRow("ipv6 loopback full form")
        << QStringLiteral("http://[0:0:0:0:0:0:0:1]/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("::1");
    QTest::newRow("ipv6 loopback with port allowed")
        << QStringLiteral("http://[::1]:8080/")
        << true << false << true << QString() << QStringLiteral("::1");
    QTest::newRow("ipv6 unspecified full form")
        << QStringLiteral("http://[0:0:0:0:0:0:0:0]/")
        << true << true << false << QStringLiteral("blocked_host") << QStringLiteral("::");
    QTest::newRow("ipv6 metadata long form")
        << QStringLiteral("http://[fd00:0ec2:0:0:0:0:0:254]/")
        << false << true << false
        << QStringLiteral("blocked_host") << QStringLiteral("fd00:ec2::254");
    QTest::newRow("ipv6 public compressed")
        << QStringLiteral("http://[2001:db8:0:0:1:0:0:1]/")
        << false << false << true << QString() << QStringLiteral("2001:db8::1:0:0:1");
    QTest::newRow("ipv4-compatible hex loopback")
        << QStringLiteral("http://[::7f00:1]/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("127.0.0.1");
    QTest::newRow("ipv4-compatible ::0.0.0.1 stays ::1")
        << QStringLiteral("http://[::0.0.0.1]/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("::1");
    QTest::newRow("ipv4-mapped private hex")
        << QStringLiteral("http://[::ffff:c0a8:101]/")
        << false << false << false << QStringLiteral("private_ip") << QStringLiteral("192.168.1.1");
    QTest::newRow("ipv4-mapped private relaxed")
        << QStringLiteral("http://[::ffff:c0a8:101]/")
        << false << true << true << QString() << QStringLiteral("192.168.1.1");
    QTest::newRow("ipv4-mapped cgnat not relaxed")
        << QStringLiteral("http://[::ffff:100.64.0.1]/")
        << false << true << false << QStringLiteral("private_ip") << QStringLiteral("100.64.0.1");
    QTest::newRow("ipv4-mapped public")
        << QStringLiteral("http://[::ffff:8.8.8.8]/")
        << false << false << true << QString() << QStringLiteral("8.8.8.8");
    QTest::newRow("ipv4-mapped zero is blocked")
        << QStringLiteral("http://[::ffff:0:0]/")
        << false << false << false << QStringLiteral("blocked_host") << QStringLiteral("0.0.0.0");
    QTest::newRow("ipv4-mapped full form")
        << QStringLiteral("http://[0:0:0:0:0:FFFF:A9FE:A9FE]/")
        << false << false << false
        << QStringLiteral("blocked_host") << QStringLiteral("169.254.169.254");
    QTest::newRow("ipv6 zone id")
        << QStringLiteral("http://[fe80::1%25eth0]/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("ipv6 unterminated")
        << QStringLiteral("http://[::1/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("ipv6 too many pieces")
        << QStringLiteral("http://[1:2:3:4:5:6:7:8:9]/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("ipv6 double compression")
        << QStringLiteral("http://[1::2::3]/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("ipv6 embedded ipv4 leading zero")
        << QStringLiteral("http://[::1.2.3.04]/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("ipv6 embedded ipv4 too short")
        << QStringLiteral("http://[::1.2.3]/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("ipv6 trailing junk")
        << QStringLiteral("http://[::1]x/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("ipv6 empty brackets")
        << QStringLiteral("http://[]/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("ipv6 five hex digits")
        << QStringLiteral("http://[12345::]/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("max port")
        << QStringLiteral("http://example.com:65535/")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("port too large")
        << QStringLiteral("http://example.com:65536/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("port with letters")
        << QStringLiteral("http://example.com:80a/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("port with many digits")
        << QStringLiteral("http://example.com:99999999999999999999/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("empty port")
        << QStringLiteral("http://example.com:/")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("zero-padded port")
        << QStringLiteral("http://example.com:00080/")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("negative port")
        << QStringLiteral("http://example.com:-1/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("port without host")
        << QStringLiteral("http://:80/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("port on ipv6 loopback")
        << QStringLiteral("http://[::1]:0/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("::1");
    QTest::newRow("credentials do not hide a private host")
        << QStringLiteral("http://user:pass@10.0.0.1/")
        << false << false << false << QStringLiteral("private_ip") << QStringLiteral("10.0.0.1");
    QTest::newRow("host is after the last at sign")
        << QStringLiteral("http://a@b@127.0.0.1/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("127.0.0.1");
    QTest::newRow("loopback name as userinfo")
        << QStringLiteral("http://localhost@example.com/")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("loopback host behind userinfo")
        << QStringLiteral("http://example.com@localhost/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("localhost");
    QTest::newRow("userinfo with colon and port")
        << QStringLiteral("http://u:p@example.com:8443/x")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("empty userinfo")
        << QStringLiteral("http://@example.com/")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("colon-only userinfo")
        << QStringLiteral("http://:@example.com/")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("userinfo without host")
        << QStringLiteral("http://user@/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("userinfo at end of input")
        << QStringLiteral("http://user:pass@")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("idn host")
        << QStringLiteral("https://b\u00fccher.example/")
        << false << false << true << QString() << QStringLiteral("xn--bcher-kva.example");
    QTest::newRow("idn uppercase host")
        << QStringLiteral("https://B\u00dcCHER.example/")
        << false << false << true << QString() << QStringLiteral("xn--bcher-kva.example");
    QTest::newRow("idn eszett is not transitional")
        << QStringLiteral("https://fa\u00df.de/")
        << false << false << true << QString() << QStringLiteral("xn--fa-hia.de");
    QTest::newRow("punycode host")
        << QStringLiteral("https://xn--bcher-kva.example/")
        << false << false << true << QString() << QStringLiteral("xn--bcher-kva.example");
    QTest::newRow("uppercase punycode host")
        << QStringLiteral("https://XN--BCHER-KVA.example/")
        << false << false << true << QString() << QStringLiteral("xn--bcher-kva.example");
    QTest::newRow("invalid punycode")
        << QStringLiteral("http://xn--a.example/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("empty punycode label")
        << QStringLiteral("http://xn--.example/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("fullwidth loopback digits")
        << QStringLiteral("http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("127.0.0.1");
    QTest::newRow("fullwidth localhost")
        << QStringLiteral("http://\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("localhost");
    QTest::newRow("ideographic full stops")
        << QStringLiteral("http://metadata\u3002google\u3002internal/")
        << false << false << false
        << QStringLiteral("blocked_host") << QStringLiteral("metadata.google.internal");
    QTest::newRow("soft hyphen is ignored")
        << QStringLiteral("http://local\u00adhost/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("localhost");
    QTest::newRow("zero width joiner is rejected")
        << QStringLiteral("http://a\u200db.example/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("zero width joiner after a virama")
        << QStringLiteral("http://\u0915\u094d\u200d\u0937.example/")
        << false << false << true << QString() << QStringLiteral("xn--11b2ezcw70k.example");
    QTest::newRow("zero width non-joiner between joining letters")
        << QStringLiteral("http://\u0628\u200c\u0628/")
        << false << false << true << QString() << QStringLiteral("xn--ngba799q");
    QTest::newRow("zero width non-joiner without joining context")
        << QStringLiteral("http://\u00fc\u200c.example/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("right-to-left label")
        << QStringLiteral("http://\u0628\u0661/")
        << false << false << true << QString() << QStringLiteral("xn--ngb8i");
    QTest::newRow("bidi rule: arabic and european digits mixed")
        << QStringLiteral("http://\u0628\u06611/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("bidi rule: left-to-right letters around arabic")
        << QStringLiteral("http://a\u0628a/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("punycode with a leading delimiter")
        << QStringLiteral("http://xn---file/")
        << false << false << true << QString() << QStringLiteral("xn---file");
    QTest::newRow("punycode decoding to a leading combining mark")
        << QStringLiteral("http://xn--ffff09ffff/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    // Stricter than Node (QUrl::toAce applies the STD3 rules to non-ASCII labels): Node accepts
    // this host as "xn--{-dha.example". See whatwgidna.cpp.
    QTest::newRow("non-ascii label with a curly brace (stricter than node)")
        << QStringLiteral("http://\u00fc{.example/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("fullwidth percent sign")
        << QStringLiteral("http://\uff05/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("lone surrogate in host")
        << (QStringLiteral("http://a") + QChar(0xD800) + QStringLiteral("b/"))
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("no slashes after scheme")
        << QStringLiteral("http:example.com")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("backslashes after scheme")
        << QStringLiteral("http:\\\\localhost\\x")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("localhost");
    QTest::newRow("many slashes after scheme")
        << QStringLiteral("https:////example.com")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("backslash ends the host")
        << QStringLiteral("http://example.com\\@127.0.0.1/")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("query ends the host")
        << QStringLiteral("http://example.com?@127.0.0.1/")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("fragment ends the host")
        << QStringLiteral("http://example.com#@127.0.0.1/")
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("scheme only")
        << QStringLiteral("https:")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("three slashes")
        << QStringLiteral("http:///")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("empty host before query")
        << QStringLiteral("http://?x")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("missing colon")
        << QStringLiteral("http//example.com")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("scheme starting with a digit")
        << QStringLiteral("1http://example.com")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("no scheme")
        << QStringLiteral("example.com")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("relative path")
        << QStringLiteral("/v1/chat")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("empty string")
        << QString() << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("only spaces")
        << QStringLiteral("   ")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("env template is not a url")
        << QStringLiteral("${env:PROVIDER_URL}")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("mailto scheme")
        << QStringLiteral("mailto:ops@example.com")
        << false << false << false << QStringLiteral("disallowed_scheme") << QString();
    QTest::newRow("blob scheme")
        << QStringLiteral("blob:https://example.com/x")
        << false << false << false << QStringLiteral("disallowed_scheme") << QString();
    QTest::newRow("wss scheme")
        << QStringLiteral("wss://example.com/")
        << false << false << false << QStringLiteral("disallowed_scheme") << QString();
    QTest::newRow("file with invalid host")
        << QStringLiteral("file://host:80/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("surrounding spaces trimmed")
        << QStringLiteral("  http://localhost/  ")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("localhost");
    QTest::newRow("surrounding controls trimmed")
        << (QStringLiteral("\001\037http://example.com/") + QChar(0x0000))
        << false << false << true << QString() << QStringLiteral("example.com");
    QTest::newRow("tab inside scheme removed")
        << QStringLiteral("ht\ttp://localhost/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("localhost");
    QTest::newRow("newline inside host removed")
        << QStringLiteral("http://local\nhost/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("localhost");
    QTest::newRow("carriage return inside ipv4")
        << QStringLiteral("http://127.0.\r0.1/")
        << false << false << false
        << QStringLiteral("loopback_not_allowed") << QStringLiteral("127.0.0.1");
    QTest::newRow("nul inside host")
        << (QStringLiteral("http://a") + QChar(0x0000) + QStringLiteral("b/"))
        << false << false << false << QStringLiteral("invalid_url") << QString();
    QTest::newRow("delete inside host")
        << QStringLiteral("http://a\177b/")
        << false << false << false << QStringLiteral("invalid_url") << QString();
}

void TestUrlGuard::check()
{
    QFETCH(QString, url);
    QFETCH(bool, allowLoopback);
    QFETCH(bool, allowPrivateNetwork);
    QFETCH(bool, ok);
    QFETCH(QString, reason);
    QFETCH(QString, host);

    UrlGuardOptions options;
    options.allowLoopback = allowLoopback;
    options.allowPrivateNetwork = allowPrivateNetwork;
    const UrlVerdict verdict = UrlGuard::check(url, options);
    QCOMPARE(verdict.ok, ok);
    QCOMPARE(verdict.reason, reason);
    QCOMPARE(verdict.host, host);
    QCOMPARE(verdict.message.isEmpty(), ok);
    // Whatever the verdict, a URL the guard could not parse is exactly one `new URL` rejects.
    QCOMPARE(UrlGuard::parsesAsUrl(url), reason != QLatin1String("invalid_url"));
}

void TestUrlGuard::defaultOptionsAreStrict()
{
    QCOMPARE(UrlGuard::check(QStringLiteral("http://localhost/")).reason,
             QStringLiteral("loopback_not_allowed"));
    QCOMPARE(UrlGuard::check(QStringLiteral("http://192.168.0.10/")).reason,
             QStringLiteral("private_ip"));
    QVERIFY(UrlGuard::check(QStringLiteral("https://api.example.com/v1")).ok);
}

void TestUrlGuard::messageNamesTheHost()
{
    const UrlVerdict blocked = UrlGuard::check(QStringLiteral("http://[::ffff:a9fe:a9fe]/"));
    QCOMPARE(blocked.reason, QStringLiteral("blocked_host"));
    QVERIFY2(blocked.message.contains(QStringLiteral("169.254.169.254")),
             qPrintable(blocked.message));

    const UrlVerdict scheme = UrlGuard::check(QStringLiteral("gopher://example.com/"));
    QVERIFY2(scheme.message.contains(QStringLiteral("gopher:")), qPrintable(scheme.message));
    QVERIFY(scheme.host.isEmpty());
}

void TestUrlGuard::longInput_data()
{
    constexpr int oneMegabyte = 1 << 20;
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("reason");

    QTest::newRow("1 MB ascii host")
        << QStringLiteral("http://") + QString(oneMegabyte, QLatin1Char('a')) << true << QString();
    QTest::newRow("1 MB path")
        << QStringLiteral("https://example.com/") + QString(oneMegabyte, QLatin1Char('p')) << true
        << QString();
    QTest::newRow("1 MB userinfo")
        << QStringLiteral("http://") + QString(oneMegabyte, QLatin1Char('u'))
            + QStringLiteral("@10.0.0.1/")
        << false << QStringLiteral("private_ip");
    QTest::newRow("1 MB of scheme characters")
        << QString(oneMegabyte, QLatin1Char('h')) << false << QStringLiteral("invalid_url");
    QTest::newRow("1 MB of spaces around a url")
        << QString(oneMegabyte, QLatin1Char(' ')) + QStringLiteral("http://localhost/")
            + QString(oneMegabyte, QLatin1Char(' '))
        << false << QStringLiteral("loopback_not_allowed");
    QTest::newRow("1 MB non-ascii host")
        << QStringLiteral("http://") + QString(oneMegabyte, QChar(0x00FC)) << false
        << QStringLiteral("invalid_url");
    QTest::newRow("1 MB of short non-ascii labels")
        << QStringLiteral("http://") + QStringLiteral("\u00fc.").repeated(oneMegabyte / 2)
        << false << QStringLiteral("invalid_url");
    QTest::newRow("1 MB punycode label")
        << QStringLiteral("http://xn--") + QString(oneMegabyte, QLatin1Char('a')) << false
        << QStringLiteral("invalid_url");
    QTest::newRow("1 MB of ipv4 parts")
        << QStringLiteral("http://") + QStringLiteral("1.").repeated(oneMegabyte / 2) << false
        << QStringLiteral("invalid_url");
    QTest::newRow("1 MB ipv6 literal")
        << QStringLiteral("http://[") + QStringLiteral("1:").repeated(oneMegabyte / 2)
            + QStringLiteral("]/")
        << false << QStringLiteral("invalid_url");
    QTest::newRow("1 MB hex ipv4 number")
        << QStringLiteral("http://0x") + QString(oneMegabyte, QLatin1Char('f')) << false
        << QStringLiteral("invalid_url");
    QTest::newRow("1 MB port")
        << QStringLiteral("http://example.com:") + QString(oneMegabyte, QLatin1Char('1')) << false
        << QStringLiteral("invalid_url");
    QTest::newRow("1 MB of at signs")
        << QStringLiteral("http://") + QString(oneMegabyte, QLatin1Char('@')) << false
        << QStringLiteral("invalid_url");
}

void TestUrlGuard::longInput()
{
    QFETCH(QString, url);
    QFETCH(bool, ok);
    QFETCH(QString, reason);

    // A megabyte of input must come back with a verdict (the benchmark-free check that
    // nothing is quadratic is that this test finishes at all within CTest's timeout).
    const UrlVerdict verdict = UrlGuard::check(url);
    UrlGuard::parsesAsUrl(url);
    QCOMPARE(verdict.ok, ok);
    QCOMPARE(verdict.reason, reason);
}

void TestUrlGuard::parsesAsUrl_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("parses");

    QTest::newRow("https url") << QStringLiteral("https://example.com") << true;
    QTest::newRow("non-special scheme with path") << QStringLiteral("foo:bar") << true;
    QTest::newRow("mailto") << QStringLiteral("mailto:someone@example.com") << true;
    QTest::newRow("urn") << QStringLiteral("urn:isbn:0451450523") << true;
    QTest::newRow("scheme with empty rest") << QStringLiteral("a:") << true;
    QTest::newRow("scheme with plus dot hyphen") << QStringLiteral("a+b-c.d:x") << true;
    QTest::newRow("javascript") << QStringLiteral("javascript:alert(1)") << true;
    QTest::newRow("data") << QStringLiteral("data:,hi") << true;
    QTest::newRow("file") << QStringLiteral("file:///etc/passwd") << true;
    QTest::newRow("file without slashes") << QStringLiteral("file:") << true;
    QTest::newRow("file drive letter") << QStringLiteral("file://C:/x") << true;
    QTest::newRow("file localhost") << QStringLiteral("file://localhost/etc") << true;
    QTest::newRow("file ipv6") << QStringLiteral("file://[::1]/") << true;
    QTest::newRow("file host with port") << QStringLiteral("file://host:80/") << false;
    QTest::newRow("file bad host") << QStringLiteral("file://%/") << false;
    QTest::newRow("surrounding spaces") << QStringLiteral("  https://example.com  ") << true;
    QTest::newRow("tab and newline inside") << QStringLiteral("\thttps://exa\nmple.com\r") << true;
    QTest::newRow("not a url") << QStringLiteral("not a url") << false;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("bare domain") << QStringLiteral("example.com") << false;
    QTest::newRow("relative path") << QStringLiteral("/relative/path") << false;
    QTest::newRow("scheme starts with digit") << QStringLiteral("1abc:x") << false;
    QTest::newRow("scheme starts with plus") << QStringLiteral("+a:b") << false;
    QTest::newRow("special scheme empty host") << QStringLiteral("http://") << false;
    QTest::newRow("special scheme only") << QStringLiteral("https:") << false;
    QTest::newRow("space in host") << QStringLiteral("http://exa mple.com") << false;
    QTest::newRow("port without host") << QStringLiteral("http://:80") << false;
    QTest::newRow("port too large") << QStringLiteral("http://example.com:65536") << false;
    QTest::newRow("wss port too large") << QStringLiteral("wss://x:99999") << false;
    QTest::newRow("ftp with empty userinfo") << QStringLiteral("ftp://@x") << true;
    QTest::newRow("non-special empty authority") << QStringLiteral("foo://") << true;
    QTest::newRow("non-special empty host after at") << QStringLiteral("foo://@") << false;
    QTest::newRow("non-special port without host") << QStringLiteral("foo://:80") << false;
    QTest::newRow("non-special bad port") << QStringLiteral("foo://host:port") << false;
    QTest::newRow("non-special space in host") << QStringLiteral("foo://a b") << false;
    QTest::newRow("non-special backslash in host") << QStringLiteral("foo://x\\y") << false;
    QTest::newRow("non-special percent host kept") << QStringLiteral("foo://a%zz") << true;
    QTest::newRow("non-special ipv6") << QStringLiteral("foo://[::1]") << true;
    QTest::newRow("non-special bad ipv6") << QStringLiteral("foo://[x]") << false;
    QTest::newRow("unterminated ipv6") << QStringLiteral("https://[::1") << false;
    QTest::newRow("no slashes special") << QStringLiteral("http:example.com") << true;
    QTest::newRow("env template") << QStringLiteral("${env:WEBHOOK_URL}") << false;
    QTest::newRow("env template in path")
        << QStringLiteral("https://hooks.example.com/${env:TOKEN}") << true;
    QTest::newRow("env template as host") << QStringLiteral("https://${env:HOST}/x") << false;
    QTest::newRow("lone surrogate in path")
        << (QStringLiteral("https://example.com/") + QChar(0xD800)) << true;
    QTest::newRow("lone surrogate in host")
        << (QStringLiteral("https://a") + QChar(0xD800) + QStringLiteral("b/")) << false;
    QTest::newRow("url with everything")
        << QStringLiteral("https://u:p@example.com:8443/p/a?q=1#f") << true;
}

void TestUrlGuard::parsesAsUrl()
{
    QFETCH(QString, text);
    QFETCH(bool, parses);

    QCOMPARE(UrlGuard::parsesAsUrl(text), parses);
}

QTEST_APPLESS_MAIN(TestUrlGuard)

#include "tst_urlguard.moc"
