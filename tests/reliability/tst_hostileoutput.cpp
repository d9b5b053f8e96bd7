// What data carries into capstudio's output: terminal escape sequences, NULs, carriage
// returns and bidirectional overrides in capability names, bundle text and server answers
// reach a terminal only as visible escapes (JSON stays exact); a server's error text that
// reflects the API key reaches no message with the key in it.
#include "clirun.h"
#include "sunrisetestserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// Every byte a terminal would act on, and the characters that reorder what it shows.
bool hasControl(const QString &text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n' || u == u'\t')
            continue;
        if (u < 0x20 || u == 0x7f || (u >= 0x80 && u <= 0x9f) || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069))
            return true;
    }
    return false;
}

const QString Hostile = QStringLiteral("clear\u001b[2J\u0000nul\rcr\u009bcsi\u202eevil");

QJsonObject capabilityNamed(const QString &name, const QString &slug)
{
    QJsonObject row = SunriseTestServer::capabilityRow(slug);
    row.insert(QStringLiteral("name"), name);
    row.insert(QStringLiteral("description"), name);
    row.insert(QStringLiteral("category"), name); // an invalid one: the finding quotes it
    return row;
}

} // namespace

class tst_HostileOutput : public QObject
{
    Q_OBJECT

private slots:
    void controlCharactersFromFilesAreEscaped();
    void controlCharactersFromAServerAreEscaped();
    void aServerThatReflectsTheKeyNeverShowsIt();
};

void tst_HostileOutput::controlCharactersFromFilesAreEscaped()
{
    QTemporaryDir dir;
    const QString capabilities = clirun::writeFile(
        dir, QStringLiteral("caps.json"),
        QJsonDocument(QJsonArray{capabilityNamed(Hostile, QStringLiteral("Bad Slug") + Hostile)}).toJson());
    const clirun::Run lint = clirun::capstudio({QStringLiteral("lint-capabilities"), capabilities});
    QCOMPARE(lint.exitCode, 1);
    QVERIFY2(!hasControl(lint.out) && !hasControl(lint.err), qPrintable(lint.out));
    QVERIFY2(lint.out.contains(QStringLiteral("\\x1B[2J\\x00nul\\x0Dcr\\x9Bcsi\\u202Eevil")), qPrintable(lint.out));

    // JSON output stays exact: the same characters, escaped by JSON itself.
    const clirun::Run json = clirun::capstudio({QStringLiteral("lint-capabilities"), QStringLiteral("--format"),
                                                QStringLiteral("json"), capabilities});
    for (const QChar c : json.out) // JSON escapes C0 controls itself; the rest is kept as it is
        QVERIFY(c.unicode() >= 0x20 || c == u'\n');
    const QJsonObject report = QJsonDocument::fromJson(json.out.toUtf8()).object();
    bool quoted = false;
    for (const QJsonValue &diagnostic : report.value(QLatin1String("diagnostics")).toArray())
        quoted = quoted || diagnostic.toObject().value(QLatin1String("message")).toString().contains(QStringLiteral("\u001b[2J"));
    QVERIFY2(quoted, "the JSON report should quote the value exactly");

    // A bundle whose message text carries the sequence, scanned as text.
    QJsonObject conversation{{QStringLiteral("id"), QStringLiteral("cconv00000000000000000001")},
                             {QStringLiteral("title"), Hostile}};
    QJsonObject message{{QStringLiteral("id"), QStringLiteral("cmsg000000000000000000001")},
                        {QStringLiteral("role"), QStringLiteral("assistant")},
                        {QStringLiteral("content"), QStringLiteral("mail ada%1@example.com").arg(Hostile)}};
    const QString bundle = clirun::writeFile(
        dir, QStringLiteral("bundle.json"),
        QJsonDocument(QJsonObject{{QStringLiteral("conversation"), conversation}, {QStringLiteral("messages"), QJsonArray{message}}})
            .toJson());
    const clirun::Run scan = clirun::capstudio({QStringLiteral("scan"), bundle});
    QVERIFY2(scan.exitCode == 0 || scan.exitCode == 1, qPrintable(scan.err));
    QVERIFY2(!hasControl(scan.out) && !hasControl(scan.err), qPrintable(scan.out + scan.err));

    // A flowgate file with the sequence in a state name, validated.
    const QString flow = clirun::writeFile(
        dir, QStringLiteral("flow.yaml"),
        QStringLiteral("version: \"1.0.0\"\nworkflows:\n  a:\n    initial: \"x\\e[2J\\0y\"\n    states: {}\n").toUtf8());
    const clirun::Run validate = clirun::capstudio({QStringLiteral("validate"), flow});
    QVERIFY2(validate.exitCode == 1 || validate.exitCode == 2, qPrintable(validate.err));
    QVERIFY2(!hasControl(validate.out) && !hasControl(validate.err), qPrintable(validate.out + validate.err));
}

void tst_HostileOutput::controlCharactersFromAServerAreEscaped()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    server.addCapability(capabilityNamed(Hostile, QStringLiteral("bad") + Hostile));
    const clirun::Run lint = clirun::capstudioServed({QStringLiteral("lint-capabilities"), QStringLiteral("--from"), server.url().toString()},
                                                     {{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}});
    QCOMPARE(lint.exitCode, 1);
    QVERIFY2(!hasControl(lint.out) && !hasControl(lint.err), qPrintable(lint.out));
    QVERIFY2(lint.out.contains(QStringLiteral("\\x1B[2J")), qPrintable(lint.out));

    // An error message from the server with the sequence in it.
    server.failNext(500, "INTERNAL_ERROR", QStringLiteral("boom") + Hostile);
    const clirun::Run failed = clirun::capstudioServed({QStringLiteral("lint-capabilities"), QStringLiteral("--from"), server.url().toString()},
                                                       {{QStringLiteral("CAPSTUDIO_API_KEY"), server.adminKey()}});
    QCOMPARE(failed.exitCode, 2);
    QVERIFY2(!hasControl(failed.err), qPrintable(failed.err));
    QVERIFY2(failed.err.contains(QStringLiteral("boomclear\\x1B[2J")), qPrintable(failed.err));
}

void tst_HostileOutput::aServerThatReflectsTheKeyNeverShowsIt()
{
    SunriseTestServer server;
    QVERIFY(server.listen());
    const QString key = server.adminKey();
    const QHash<QString, QString> env{{QStringLiteral("CAPSTUDIO_API_KEY"), key}};
    const QStringList lint{QStringLiteral("lint-capabilities"), QStringLiteral("--from"), server.url().toString()};

    // A proxy that echoes the request headers in its error page, as a server error and as a
    // validation error's details.
    server.failNext(500, "INTERNAL_ERROR", QStringLiteral("upstream failed; request headers: Authorization: Bearer %1").arg(key));
    const clirun::Run echoed = clirun::capstudioServed(lint, env);
    QCOMPARE(echoed.exitCode, 2);
    QVERIFY2(!echoed.err.contains(key) && !echoed.out.contains(key), qPrintable(echoed.err));
    QVERIFY2(echoed.err.contains(QLatin1String("Bearer ****")), qPrintable(echoed.err));
    QVERIFY(!echoed.err.contains(key.mid(3, 16))); // not even a piece of it

    server.failNext(502, "BAD_GATEWAY", QStringLiteral("key=%1").arg(key), 8); // every retry too
    const clirun::Run gateway = clirun::capstudioServed(lint, env);
    QCOMPARE(gateway.exitCode, 2);
    QVERIFY2(!gateway.err.contains(key), qPrintable(gateway.err));
    QVERIFY2(gateway.err.contains(QLatin1String("key=****")), qPrintable(gateway.err));
    server.clearFaults();

    const clirun::Run json = clirun::capstudioServed(lint + QStringList{QStringLiteral("--format"), QStringLiteral("json")}, env);
    QVERIFY(!json.out.contains(key) && !json.err.contains(key));
}

QTEST_GUILESS_MAIN(tst_HostileOutput)
#include "tst_hostileoutput.moc"
