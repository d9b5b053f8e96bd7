// The leak detectors: every kind found with its exact UTF-8 offset, length and Sunrise mask;
// Sunrise's masked forms and ordinary look-alikes (dates, decimals, ids, hashes, IPs …) not
// found; overlaps resolved; Unicode offsets; long and adversarial inputs; the key and
// masked-value tables. Expected values are worked out by hand from reference §9.1.

#include <provenance/leakrules.h>

#include <QTest>

#include <string>

using capstudio::provenance::defaultSeverity;
using capstudio::provenance::leakKindId;
using capstudio::provenance::leakKindTitle;
using capstudio::provenance::LeakKind;
using capstudio::provenance::LeakKindCount;
using capstudio::provenance::LeakRules;
using capstudio::provenance::LeakSeverity;
using capstudio::provenance::leakSeverityId;
using capstudio::provenance::TextLeak;

Q_DECLARE_METATYPE(capstudio::provenance::LeakKind)

namespace {

// "kind@offset+length masked"
QString expect(LeakKind kind, int offset, int length, const QString &masked)
{
    return QStringLiteral("%1@%2+%3 %4").arg(leakKindId(kind)).arg(offset).arg(length).arg(masked);
}

QString describe(const TextLeak &leak)
{
    return expect(leak.kind, int(leak.offset), int(leak.length), leak.masked);
}

QStringList scan(const QByteArray &text)
{
    std::vector<TextLeak> leaks;
    LeakRules::scanText(std::string_view(text.constData(), std::size_t(text.size())), leaks);
    QStringList out;
    for (const TextLeak &leak : leaks)
        out << describe(leak);
    return out;
}

std::vector<TextLeak> scanLeaks(const QByteArray &text)
{
    std::vector<TextLeak> leaks;
    LeakRules::scanText(std::string_view(text.constData(), std::size_t(text.size())), leaks);
    return leaks;
}

QByteArray repeated(const QByteArray &unit, qsizetype totalBytes)
{
    QByteArray out;
    out.reserve(totalBytes + unit.size());
    while (out.size() < totalBytes)
        out += unit;
    return out;
}

const QString kJwtHeader = QStringLiteral("eyJhbGciOiJIUzI1NiJ9");   // 20
const QString kJwtPayload = QStringLiteral("eyJzdWIiOiIxMjM0In0");   // 19
const QByteArray kJwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.sig123"; // 47

const QString kEmailMask = QStringLiteral("<redacted: email>");
const QString kPhone1234 = QStringLiteral("***-***-1234");
const QString kToken = QStringLiteral("<redacted: token>");
const QString kCard = QStringLiteral("<redacted: card-number>");
const QString kIban = QStringLiteral("<redacted: iban>");
const QString kRedacted = QStringLiteral("<redacted>");

} // namespace

class TestLeakRules : public QObject
{
    Q_OBJECT

private slots:
    void findings_data();
    void findings();
    void negatives_data();
    void negatives();
    void maskedFormsAreNotFindings_data();
    void maskedFormsAreNotFindings();
    void severitiesFollowTheTable();
    void appendsWithoutClearing();
    void longInputs_data();
    void longInputs();
    void isSensitiveKey_data();
    void isSensitiveKey();
    void isMaskedValue_data();
    void isMaskedValue();
    void maskFor_data();
    void maskFor();
    void idsAndTitles_data();
    void idsAndTitles();
};

// ---------------------------------------------------------------------------------------

void TestLeakRules::findings_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("expected");

    // Email
    QTest::newRow("email alone") << QByteArray("alice.smith@example.com")
                                 << QStringList{ expect(LeakKind::Email, 0, 23, "a***@e***.com") };
    QTest::newRow("email in prose") << QByteArray("Contact: alice.smith@example.com today")
                                    << QStringList{ expect(LeakKind::Email, 9, 23, "a***@e***.com") };
    QTest::newRow("email sentence dot") << QByteArray("Write to bob@host.co.uk.")
                                        << QStringList{ expect(LeakKind::Email, 9, 14, "b***@h***.uk") };
    QTest::newRow("email upper case") << QByteArray("UPPER@CASE.COM")
                                      << QStringList{ expect(LeakKind::Email, 0, 14, "U***@C***.COM") };
    QTest::newRow("email in JSON text") << QByteArray(R"({"email":"carol+tag@mail.example.org"})")
                                        << QStringList{ expect(LeakKind::Email, 10, 26, "c***@m***.org") };
    QTest::newRow("email non-ascii first letter")
            << QByteArray("Écrire à élodie@exemple.fr")
            << QStringList{ expect(LeakKind::Email, 11, 18, QString::fromUtf8("é***@e***.fr")) };
    QTest::newRow("email non-ascii inside")
            << QByteArray("mail: jürgen@münchen.de")
            << QStringList{ expect(LeakKind::Email, 6, 19, "j***@m***.de") };
    QTest::newRow("email CJK")
            << QByteArray("用户@例子.中国")
            << QStringList{ expect(LeakKind::Email, 0, 20, QString::fromUtf8("用***@例***.中国")) };
    QTest::newRow("email astral first letter masked by its first UTF-16 unit")
            << QByteArray("\xF0\x9D\x92\x9C" "lice@example.com") // U+1D49C 𝒜
            << QStringList{ expect(LeakKind::Email, 0, 20, QString(QChar(0xD835)) + QStringLiteral("***@e***.com")) };
    QTest::newRow("email between arrows")
            << QByteArray("→ alice@example.com ←")
            << QStringList{ expect(LeakKind::Email, 4, 17, "a***@e***.com") };
    QTest::newRow("email with masked part before")
            << QByteArray("a***@e***.com and bob@example.com")
            << QStringList{ expect(LeakKind::Email, 18, 15, "b***@e***.com") };
    QTest::newRow("email cut by ellipsis") << QByteArray("alice.smith@exa…")
                                           << QStringList{ expect(LeakKind::Email, 0, 15, kEmailMask) };
    QTest::newRow("email cut by three dots") << QByteArray("mail alice@exa...")
                                             << QStringList{ expect(LeakKind::Email, 5, 9, kEmailMask) };
    QTest::newRow("email complete before ellipsis") << QByteArray("from alice@example.com…")
                                                    << QStringList{ expect(LeakKind::Email, 5, 17, "a***@e***.com") };

    // Phone
    QTest::newRow("phone +44") << QByteArray("+44 7700 901234")
                               << QStringList{ expect(LeakKind::Phone, 0, 15, kPhone1234) };
    QTest::newRow("phone +1 dashes") << QByteArray("Call +1-555-123-4567 now")
                                     << QStringList{ expect(LeakKind::Phone, 5, 15, "***-***-4567") };
    QTest::newRow("phone +49 trunk") << QByteArray("+49 (0)30 1234567")
                                     << QStringList{ expect(LeakKind::Phone, 0, 17, "***-***-4567") };
    QTest::newRow("phone (0)20") << QByteArray("(0)20 7946 0958")
                                 << QStringList{ expect(LeakKind::Phone, 0, 15, "***-***-0958") };
    QTest::newRow("phone 020") << QByteArray("tel 020 7946 0958.")
                               << QStringList{ expect(LeakKind::Phone, 4, 13, "***-***-0958") };
    QTest::newRow("phone (555)") << QByteArray("(555) 123-4567")
                                 << QStringList{ expect(LeakKind::Phone, 0, 14, "***-***-4567") };
    QTest::newRow("phone 555-123-4567") << QByteArray("phone: 555-123-4567,")
                                        << QStringList{ expect(LeakKind::Phone, 7, 12, "***-***-4567") };
    QTest::newRow("phone dotted") << QByteArray("555.123.4567")
                                  << QStringList{ expect(LeakKind::Phone, 0, 12, "***-***-4567") };
    QTest::newRow("phone in parentheses") << QByteArray("(+44 7700 901234)")
                                          << QStringList{ expect(LeakKind::Phone, 1, 15, kPhone1234) };
    QTest::newRow("phone French after accents")
            << QByteArray("Téléphone : +33 1 23 45 67 89")
            << QStringList{ expect(LeakKind::Phone, 14, 17, "***-***-6789") };
    QTest::newRow("phone compact international in JSON") << QByteArray(R"({"phone":"+447700901234"})")
                                                         << QStringList{ expect(LeakKind::Phone, 10, 13, kPhone1234) };

    // Authorization
    QTest::newRow("authorization header with JWT")
            << QByteArray("Authorization: Bearer ") + kJwt
            << QStringList{ expect(LeakKind::Authorization, 15, 54, "Bearer ****") };
    QTest::newRow("basic lower case") << QByteArray("basic dXNlcjpwYXNz")
                                      << QStringList{ expect(LeakKind::Authorization, 0, 18, "basic ****") };
    QTest::newRow("token scheme") << QByteArray("header: Token abcdef123456")
                                  << QStringList{ expect(LeakKind::Authorization, 8, 18, "Token ****") };
    QTest::newRow("api-key scheme two spaces") << QByteArray("API-Key  K9x2mP4qR7")
                                               << QStringList{ expect(LeakKind::Authorization, 0, 19, "API-Key ****") };
    QTest::newRow("digest response") << QByteArray("Digest 6629fae49393a05397450978507c4ef1")
                                     << QStringList{ expect(LeakKind::Authorization, 0, 39, "Digest ****") };
    QTest::newRow("bearer cut by dots") << QByteArray("used Bearer abc123XYZ...")
                                        << QStringList{ expect(LeakKind::Authorization, 5, 16, "Bearer ****") };

    // JWT
    QTest::newRow("jwt under token key (jwt wins the tie)")
            << QByteArray("token=") + kJwt << QStringList{ expect(LeakKind::Jwt, 6, 47, kToken) };
    QTest::newRow("jwt empty signature") << QByteArray("jwt ") + kJwtHeader.toLatin1() + '.' + kJwtPayload.toLatin1() + '.'
                                         << QStringList{ expect(LeakKind::Jwt, 4, 41, kToken) };
    QTest::newRow("jwt truncated after payload")
            << kJwtHeader.toLatin1() + '.' + kJwtPayload.toLatin1() + QByteArray("…")
            << QStringList{ expect(LeakKind::Jwt, 0, 40, kToken) };

    // API keys
    QTest::newRow("stripe live") << QByteArray("key sk_live_51HxYzAbCdEfGhIjKl end")
                                 << QStringList{ expect(LeakKind::ApiKey, 4, 26, kToken) };
    QTest::newRow("stripe test in parentheses") << QByteArray("(sk_test_4eC39HqLyjWDarjtT1zdp7dc)")
                                                << QStringList{ expect(LeakKind::ApiKey, 1, 32, kToken) };
    QTest::newRow("openai project") << QByteArray("sk-proj-abc123def456ghi789")
                                    << QStringList{ expect(LeakKind::ApiKey, 0, 26, kToken) };
    QTest::newRow("anthropic") << QByteArray("sk-ant-api03-AbCdEfGhIjKlMnOp")
                               << QStringList{ expect(LeakKind::ApiKey, 0, 29, kToken) };
    QTest::newRow("aws") << QByteArray("AKIAIOSFODNN7EXAMPLE") << QStringList{ expect(LeakKind::ApiKey, 0, 20, kToken) };
    QTest::newRow("github classic") << QByteArray("ghp_1234567890abcdefghij1234")
                                    << QStringList{ expect(LeakKind::ApiKey, 0, 28, kToken) };
    QTest::newRow("github fine-grained") << QByteArray("github_pat_11ABCDEFG0123456789_abcdefghij")
                                         << QStringList{ expect(LeakKind::ApiKey, 0, 41, kToken) };
    QTest::newRow("slack") << QByteArray("xoxb-1234567890-abcdefghij")
                           << QStringList{ expect(LeakKind::ApiKey, 0, 26, kToken) };
    QTest::newRow("api key under api_key (api key wins the tie)")
            << QByteArray("api_key=sk_live_51HxYzAbCdEfGhIjKl")
            << QStringList{ expect(LeakKind::ApiKey, 8, 26, kToken) };

    // Card numbers
    QTest::newRow("visa spaced") << QByteArray("4111 1111 1111 1111") << QStringList{ expect(LeakKind::CardNumber, 0, 19, kCard) };
    QTest::newRow("visa dashed") << QByteArray("card: 4111-1111-1111-1111.")
                                 << QStringList{ expect(LeakKind::CardNumber, 6, 19, kCard) };
    QTest::newRow("mastercard compact") << QByteArray("5500005555555559") << QStringList{ expect(LeakKind::CardNumber, 0, 16, kCard) };
    QTest::newRow("amex 4-6-5") << QByteArray("Amex 3782 822463 10005")
                                << QStringList{ expect(LeakKind::CardNumber, 5, 17, kCard) };
    QTest::newRow("visa test number") << QByteArray(R"({"pan":"4012888888881881"})")
                                      << QStringList{ expect(LeakKind::CardNumber, 8, 16, kCard) };

    // IBAN
    QTest::newRow("iban grouped") << QByteArray("GB82 WEST 1234 5698 7654 32")
                                  << QStringList{ expect(LeakKind::Iban, 0, 27, kIban) };
    QTest::newRow("iban compact") << QByteArray("IBAN: DE89370400440532013000.")
                                  << QStringList{ expect(LeakKind::Iban, 6, 22, kIban) };
    QTest::newRow("iban grouped then a capital word") << QByteArray("BE68 5390 0754 7034 PAID")
                                                      << QStringList{ expect(LeakKind::Iban, 0, 19, kIban) };

    // Sensitive key/value pairs
    QTest::newRow("password=") << QByteArray("login failed: password=hunter2 for user")
                               << QStringList{ expect(LeakKind::SensitiveKey, 23, 7, kRedacted) };
    QTest::newRow("query api_key") << QByteArray("?api_key=abc123def456&x=1")
                                   << QStringList{ expect(LeakKind::SensitiveKey, 9, 12, kRedacted) };
    QTest::newRow("cookie header") << QByteArray("Cookie: session=abc123; Path=/")
                                   << QStringList{ expect(LeakKind::SensitiveKey, 8, 14, kRedacted) };
    QTest::newRow("x-api-key header in error") << QByteArray("Error 401 from upstream, X-Api-Key: k-1234abcd")
                                               << QStringList{ expect(LeakKind::SensitiveKey, 36, 10, kRedacted) };
    QTest::newRow("quoted token in prose") << QByteArray(R"(retry with "token": "abcd1234" please)")
                                           << QStringList{ expect(LeakKind::SensitiveKey, 21, 8, kRedacted) };
    QTest::newRow("camelCase key") << QByteArray("clientSecret=Zx81kQ")
                                   << QStringList{ expect(LeakKind::SensitiveKey, 13, 6, kRedacted) };
    QTest::newRow("pin") << QByteArray("pin: 4321") << QStringList{ expect(LeakKind::SensitiveKey, 5, 4, kRedacted) };
    QTest::newRow("value cut by ellipsis") << QByteArray("password=abcdefgh…")
                                           << QStringList{ expect(LeakKind::SensitiveKey, 9, 8, kRedacted) };
    QTest::newRow("authorization with short credential")
            << QByteArray("Authorization: Bearer abc") << QStringList{ expect(LeakKind::SensitiveKey, 15, 10, kRedacted) };
    QTest::newRow("cookie longer than the JWT inside")
            << QByteArray("Cookie: session=") + kJwt << QStringList{ expect(LeakKind::SensitiveKey, 8, 55, kRedacted) };

    // Several
    QTest::newRow("several, ordered")
            << QByteArray("alice@example.com, +44 7700 901234 and 4111 1111 1111 1111")
            << QStringList{ expect(LeakKind::Email, 0, 17, "a***@e***.com"), expect(LeakKind::Phone, 19, 15, kPhone1234),
                            expect(LeakKind::CardNumber, 39, 19, kCard) };
    QTest::newRow("email over the phone inside it")
            << QByteArray("+15551234567@s.whatsapp.net")
            << QStringList{ expect(LeakKind::Email, 0, 27, "+***@s***.net") };
    QTest::newRow("masked parts among real ones")
            << QByteArray(R"({"email":"a***@e***.com","backup":"dave@example.net","phone":"***-***-1234"})")
            << QStringList{ expect(LeakKind::Email, 35, 16, "d***@e***.net") };
}

void TestLeakRules::findings()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, expected);
    QCOMPARE(scan(text), expected);
}

// ---------------------------------------------------------------------------------------

void TestLeakRules::negatives_data()
{
    QTest::addColumn<QByteArray>("text");
    const char *const texts[] = {
        // dates, times, numbers
        "2026-05-18T08:00:00.000Z", "2026-05-18", "created 2026-05-18 08:00", "01.02.2026 12:30", "12/05/2026",
        "0.8731", "2.8e-7", "2.8e+10", R"({"count": 2310, "total": 812, "score": 0.8731})", "ratio 0.25 of 1,234,567",
        "1716019200000", "1716019200123456789", "the years 2026 and 1999", "call me at 12:30", "Tel. 12", "+5", "+44 7700", "+1 555 12",
        "1+1=2", "5551234567", "07700900123",
        // ids, hashes, addresses, versions
        "ORD-1042", "CUST-88213", "RF-20931", "ORD-555-123-4567", "cmf3k9x2a0001qz8r7t4vb6nd",
        "d41d8cd98f00b204e9800998ecf8427e", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "123e4567-e89b-12d3-a456-426614174000", "192.168.100.200", "10.0.0.1", "255.255.255.0", "1.2.3",
        "version 10.15.7", "abc5551234567def", "id_4111111111111111", "x4111111111111111",
        // card and IBAN look-alikes
        "4111 1111 1111 1112", "5500005555555558", "4111 1111-1111 1111", "1234 4111 1111 1111 1111",
        "DE89370400440532013001", "GB82 WEST 1234 5698 7654 33", "GB82WEST12345698765432X",
        // authorization and tokens in prose
        "Token expired", "The bearer of this card", "Basic information about the API", "Digest realm=\"example\"",
        "Token: expired", "bearer abcdefgh...", "sk-some-long-kebab-case-setting", "task-sk_live_51HxYzAbCdEfGhIjKl",
        "AKIA1234", "ghp_short", "xoxb-abc", "eyJhbGciOiJIUzI1NiJ9", "eyJ.eyJ.eyJ",
        // keys that are not sensitive, values that are not values
        "tokenCount: 1234", "totalTokensUsed=98765", "inputTokens: 512", "password=", "password=abc",
        "password: null", R"("token": {"type": "bearer"})", "session: active", "if (token == expected)",
        "a != b", "https://example.com/path",
        // email look-alikes
        "alice@example", "alice@localhost", "foo@bar.c", "user@@example.com", "@alice", "alice@", "a@b.c0m",
        // truncation
        "The quick brown fox…", "Call me maybe...", "see 1.2...", "password=…", "sk-abc…", "4111 1111 1111…",
        // ordinary prose
        "Hello world, the quick brown fox jumps over the lazy dog.",
        "Please review the attached report (page 12) before Monday; thanks!",
        "Straße, café, naïve — ünïcödé everywhere 😀",
    };
    for (const char *t : texts)
        QTest::newRow(t) << QByteArray(t);
}

void TestLeakRules::negatives()
{
    QFETCH(QByteArray, text);
    QCOMPARE(scan(text), QStringList());
}

// ---------------------------------------------------------------------------------------

void TestLeakRules::maskedFormsAreNotFindings_data()
{
    QTest::addColumn<QByteArray>("text");
    const char *const texts[] = {
        "a***@e***.com", "b***@h***.uk", "U***@C***.COM", "é***@e***.fr", "***-***-1234", "Bearer ****", "bearer ****",
        "Digest ****", "Basic ****", "Token ****", "API-Key ****", "<redacted>", "<redacted: email>",
        "<redacted: body>", "<redacted: phone>", "<redacted: token>", "<redacted: memory-value, 12 chars>",
        "<redacted: file bytes, ~1024 bytes>", "<redacted: workflow-input>", "<redacted: card-number>",
        "<redacted: iban>", "<redacted: free-text, 240 chars>", "<redacted: 1024 chars>",
        "Sent to a***@e***.com and ***-***-1234 with Bearer **** (<redacted: memory-value, 12 chars>)",
        R"({"email":"a***@e***.com","phone":"***-***-1234"})",
        R"({"authorization":"<redacted>","X-Api-Key":"<redacted>","body":"<redacted: body>"})",
        R"({"headers":{"Authorization":"Bearer ****"}})", R"({"data":"<redacted: file bytes, ~1024 bytes>"})",
        "Authorization: Bearer ****", "Authorization: Bearer <redacted>", "password: ****", "secret=<redacted>",
        "token=<redacted: token>", "Cookie: <redacted>", R"({"authorization":"<redac)", "ab***cd@example.com", "alice@example***.com",
    };
    for (const char *t : texts)
        QTest::newRow(t) << QByteArray(t);
}

void TestLeakRules::maskedFormsAreNotFindings()
{
    QFETCH(QByteArray, text);
    QCOMPARE(scan(text), QStringList());
}

// ---------------------------------------------------------------------------------------

void TestLeakRules::severitiesFollowTheTable()
{
    const std::vector<TextLeak> leaks = scanLeaks(
            QByteArray("alice@example.com +44 7700 901234 Bearer abc123XYZ789 ") + kJwt
            + " sk-proj-abc123def456ghi789 4111 1111 1111 1111 GB82 WEST 1234 5698 7654 32 password=hunter2");
    QCOMPARE(int(leaks.size()), LeakKindCount);
    const LeakSeverity expected[] = { LeakSeverity::Medium, LeakSeverity::Medium, LeakSeverity::High, LeakSeverity::High,
                                      LeakSeverity::High,   LeakSeverity::High,   LeakSeverity::Medium, LeakSeverity::High };
    const LeakKind kinds[] = { LeakKind::Email,  LeakKind::Phone,      LeakKind::Authorization, LeakKind::Jwt,
                               LeakKind::ApiKey, LeakKind::CardNumber, LeakKind::Iban,          LeakKind::SensitiveKey };
    for (int k = 0; k < LeakKindCount; ++k) {
        QCOMPARE(leaks[std::size_t(k)].kind, kinds[k]);
        QCOMPARE(leaks[std::size_t(k)].severity, expected[k]);
        QCOMPARE(defaultSeverity(kinds[k]), expected[k]);
    }
}

void TestLeakRules::appendsWithoutClearing()
{
    std::vector<TextLeak> leaks(1);
    leaks[0].offset = 999;
    LeakRules::scanText("x bob@example.org", leaks);
    QCOMPARE(int(leaks.size()), 2);
    QCOMPARE(int(leaks[0].offset), 999);
    QCOMPARE(describe(leaks[1]), expect(LeakKind::Email, 2, 15, "b***@e***.org"));
}

// ---------------------------------------------------------------------------------------

void TestLeakRules::longInputs_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("last");

    constexpr qsizetype MiB = 1024 * 1024;
    const QByteArray prose = repeated("The quick brown fox jumps over the lazy dog; order 2310 shipped. ", MiB);
    QTest::newRow("1 MiB prose, email at the end")
            << prose + "contact: bob@example.org" << 1 << expect(LeakKind::Email, int(prose.size()) + 9, 15, "b***@e***.org")
            << QString();
    const QByteArray unicodeProse = repeated("Grüße aus Köln — 東京 😀 ", MiB);
    QTest::newRow("1 MiB non-ascii prose, phone at the end")
            << unicodeProse + "+44 7700 901234" << 1 << expect(LeakKind::Phone, int(unicodeProse.size()), 15, kPhone1234)
            << QString();

    const qsizetype big = 5 * MiB;
    QTest::newRow("digits") << QByteArray(big, '1') << 0 << QString() << QString();
    QTest::newRow("a@a@") << repeated("a@", big) << 0 << QString() << QString();
    QTest::newRow("plus") << QByteArray(big, '+') << 0 << QString() << QString();
    QTest::newRow("eyJ") << repeated("eyJ", big) << 0 << QString() << QString();
    QTest::newRow("eyJ.") << repeated("eyJ.", big) << 0 << QString() << QString();
    QTest::newRow("header.header.") << repeated(kJwtHeader.toLatin1() + '.', big) << 0 << QString() << QString();
    QTest::newRow("spaced digits") << repeated("1 ", big) << 0 << QString() << QString();
    QTest::newRow("dashed groups") << repeated("555-", big) << 0 << QString() << QString();
    QTest::newRow("parentheses") << repeated("(0)", big) << 0 << QString() << QString();
    QTest::newRow("dots") << QByteArray(big, '.') << 0 << QString() << QString();
    QTest::newRow("sk-sk-") << repeated("sk-", big) << 0 << QString() << QString();
    QTest::newRow("local part run") << repeated("a.", big) + "@example.com" << 0 << QString() << QString();
    QTest::newRow("domain run") << "a@" + repeated("b.", big) + "com" << 0 << QString() << QString();
    QTest::newRow("key=key=") << repeated("key=", big) << 0 << QString() << QString();
    QTest::newRow("Bearer Bearer") << repeated("Bearer ", big) << 0 << QString() << QString();

    // Dense findings: 7-byte units "a@b.cd " → one email each.
    const QByteArray dense = repeated("a@b.cd ", big);
    const int units = int(dense.size() / 7);
    QTest::newRow("dense emails") << dense << units << expect(LeakKind::Email, 0, 6, "a***@b***.cd")
                                  << expect(LeakKind::Email, (units - 1) * 7, 6, "a***@b***.cd");
    // "password=" repeated: each value runs to the 4 KiB cap, so findings follow each other.
    const QByteArray passwords = repeated("password=", MiB);
    QTest::newRow("password=password=") << passwords << -1 << expect(LeakKind::SensitiveKey, 9, 4096, kRedacted)
                                        << QString();
}

void TestLeakRules::longInputs()
{
    QFETCH(QByteArray, text);
    QFETCH(int, count);
    QFETCH(QString, first);
    QFETCH(QString, last);
    const std::vector<TextLeak> leaks = scanLeaks(text);
    if (count >= 0)
        QCOMPARE(int(leaks.size()), count);
    else
        QVERIFY(!leaks.empty());
    if (!first.isEmpty())
        QCOMPARE(describe(leaks.front()), first);
    if (!last.isEmpty())
        QCOMPARE(describe(leaks.back()), last);
    for (std::size_t k = 1; k < leaks.size(); ++k)
        QVERIFY(leaks[k - 1].offset + leaks[k - 1].length <= leaks[k].offset);
}

// ---------------------------------------------------------------------------------------

void TestLeakRules::isSensitiveKey_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<bool>("sensitive");
    const char *const yes[] = {
        "authorization", "Authorization", "PROXY-AUTHORIZATION", "proxy_authorization", "cookie", "Set-Cookie",
        "password", "passwd", "secret", "client_secret", "clientSecret", "token", "access_token", "accessToken",
        "refresh_token", "refreshToken", "api_key", "apiKey", "apikey", "API-KEY", "x-api-key", "X_API_KEY",
        "x-auth-token", "X-Access-Token", "api-key", "private_key", "session", "sessionid", "sessionId",
        "credentials", "pin", "PIN", "ssn",
    };
    const char *const no[] = {
        "tokenCount", "totalTokensUsed", "inputTokens", "tokens", "passwordHint", "email", "", "author", "key",
        "sessions", "pinned", "secretary", "xapikeys", "Authorization ", "p\xC3\xA4ssword", "auth",
    };
    for (const char *k : yes)
        QTest::newRow(k) << QByteArray(k) << true;
    for (const char *k : no)
        QTest::newRow(*k ? k : "(empty)") << QByteArray(k) << false;
}

void TestLeakRules::isSensitiveKey()
{
    QFETCH(QByteArray, key);
    QFETCH(bool, sensitive);
    QCOMPARE(LeakRules::isSensitiveKey(std::string_view(key.constData(), std::size_t(key.size()))), sensitive);
}

void TestLeakRules::isMaskedValue_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<bool>("masked");
    const char *const yes[] = {
        "<redacted>", "<redacted: email>", "  <redacted: body>  ", "<redacted: memory-value, 12 chars>",
        "<redacted: file bytes, ~1024 bytes>", "<redacted: workflow-input>", "a***@e***.com", "b***@h***.uk",
        "U***@C***.COM", "é***@e***.fr", "***-***-1234", "Bearer ****", "bearer ****", "Digest ****",
        "API-Key ****", "token ****", "****", "***", "*", "•••• ••••",
    };
    const char *const no[] = {
        "", "   ", "hello", "alice@example.com", "Bearer abc", "Bearer ****x", "Bearer****", "xBearer ****",
        "<redacted", "redacted", "<redacted> and more", "<redactedx>", "<redacted: a> b <c>",
        "a***@e***.com and bob@example.com", "Call ***-***-1234 now", "***-***-123", "***-***-12345",
        "a***@e***", "***@e***.com", "a***@***.com", "…",
    };
    for (const char *v : yes)
        QTest::newRow(v) << QByteArray(v) << true;
    for (const char *v : no)
        QTest::newRow(*v ? v : "(empty)") << QByteArray(v) << false;
}

void TestLeakRules::isMaskedValue()
{
    QFETCH(QByteArray, value);
    QFETCH(bool, masked);
    QCOMPARE(LeakRules::isMaskedValue(std::string_view(value.constData(), std::size_t(value.size()))), masked);
}

void TestLeakRules::maskFor_data()
{
    QTest::addColumn<LeakKind>("kind");
    QTest::addColumn<QByteArray>("matched");
    QTest::addColumn<QString>("masked");
    QTest::newRow("email") << LeakKind::Email << QByteArray("alice.smith@example.com") << QStringLiteral("a***@e***.com");
    QTest::newRow("email first at") << LeakKind::Email << QByteArray("a@b@c.com") << QStringLiteral("a***@b***.com");
    QTest::newRow("email no dot") << LeakKind::Email << QByteArray("no-dot-in-domain@example") << kEmailMask;
    QTest::newRow("phone") << LeakKind::Phone << QByteArray("+44 7700 901234") << kPhone1234;
    QTest::newRow("phone trunk") << LeakKind::Phone << QByteArray("(0)20.7946.0958") << QStringLiteral("***-***-0958");
    QTest::newRow("phone few digits") << LeakKind::Phone << QByteArray("12") << QStringLiteral("<redacted: phone>");
    QTest::newRow("authorization") << LeakKind::Authorization << QByteArray("bearer abc123") << QStringLiteral("bearer ****");
    QTest::newRow("jwt") << LeakKind::Jwt << kJwt << kToken;
    QTest::newRow("api key") << LeakKind::ApiKey << QByteArray("sk-proj-abc123def") << kToken;
    QTest::newRow("card") << LeakKind::CardNumber << QByteArray("4111 1111 1111 1111") << kCard;
    QTest::newRow("iban") << LeakKind::Iban << QByteArray("GB82WEST12345698765432") << kIban;
    QTest::newRow("sensitive key") << LeakKind::SensitiveKey << QByteArray("hunter2") << kRedacted;
}

void TestLeakRules::maskFor()
{
    QFETCH(LeakKind, kind);
    QFETCH(QByteArray, matched);
    QFETCH(QString, masked);
    QCOMPARE(LeakRules::maskFor(kind, std::string_view(matched.constData(), std::size_t(matched.size()))), masked);
}

void TestLeakRules::idsAndTitles_data()
{
    QTest::addColumn<LeakKind>("kind");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("severity");
    QTest::newRow("email") << LeakKind::Email << QStringLiteral("email") << QStringLiteral("medium");
    QTest::newRow("phone") << LeakKind::Phone << QStringLiteral("phone") << QStringLiteral("medium");
    QTest::newRow("authorization") << LeakKind::Authorization << QStringLiteral("authorization") << QStringLiteral("high");
    QTest::newRow("jwt") << LeakKind::Jwt << QStringLiteral("jwt") << QStringLiteral("high");
    QTest::newRow("api-key") << LeakKind::ApiKey << QStringLiteral("api-key") << QStringLiteral("high");
    QTest::newRow("card-number") << LeakKind::CardNumber << QStringLiteral("card-number") << QStringLiteral("high");
    QTest::newRow("iban") << LeakKind::Iban << QStringLiteral("iban") << QStringLiteral("medium");
    QTest::newRow("sensitive-key") << LeakKind::SensitiveKey << QStringLiteral("sensitive-key") << QStringLiteral("high");
}

void TestLeakRules::idsAndTitles()
{
    QFETCH(LeakKind, kind);
    QFETCH(QString, id);
    QFETCH(QString, severity);
    QCOMPARE(leakKindId(kind), id);
    QCOMPARE(leakSeverityId(defaultSeverity(kind)), severity);
    QVERIFY(!leakKindTitle(kind).isEmpty());
    QVERIFY(leakKindTitle(kind) != id);
    QCOMPARE(leakSeverityId(LeakSeverity::Low), QStringLiteral("low"));
}

QTEST_GUILESS_MAIN(TestLeakRules)
#include "tst_leakrules.moc"
