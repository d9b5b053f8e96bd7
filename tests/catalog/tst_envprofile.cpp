// EnvProfile: `.env` parsing (with the line and column of malformed lines), name lists,
// the process environment, states, lookups and ORCHESTRATION_ALLOWED_HOSTS.
#include "rules/envprofile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;

Q_DECLARE_METATYPE(capstudio::EnvState)

class tst_EnvProfile : public QObject
{
    Q_OBJECT

private slots:
    void dotEnvValues_data();
    void dotEnvValues();
    void malformedLines_data();
    void malformedLines();
    void laterLineWins();
    void states();
    void namesProfile();
    void processProfile();
    void lookupFeedsEnvTemplate();
    void allowedHosts_data();
    void allowedHosts();
    void readsFile();
    void unreadableFile();
};

void tst_EnvProfile::dotEnvValues_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");

    QTest::newRow("plain") << QByteArray("A=b") << "A" << "b";
    QTest::newRow("lower-case name") << QByteArray("api_key=x") << "api_key" << "x";
    QTest::newRow("blanks around") << QByteArray("  A =  b c  ") << "A" << "b c";
    QTest::newRow("export") << QByteArray("export TOKEN=abc") << "TOKEN" << "abc";
    QTest::newRow("empty") << QByteArray("EMPTY=") << "EMPTY" << "";
    QTest::newRow("empty quoted") << QByteArray("EMPTY=\"\"") << "EMPTY" << "";
    QTest::newRow("inline comment") << QByteArray("A=b # note") << "A" << "b";
    QTest::newRow("hash inside value") << QByteArray("A=b#c") << "A" << "b#c";
    QTest::newRow("equals in value") << QByteArray("URL=https://x.example/?a=1&b=2") << "URL"
                                     << "https://x.example/?a=1&b=2";
    QTest::newRow("single quotes literal") << QByteArray("A='x \\n ${env:B} # y'") << "A"
                                          << "x \\n ${env:B} # y";
    QTest::newRow("double quotes escapes") << QByteArray(R"(A="l1\nl2 \"q\" \\ \t")") << "A"
                                           << "l1\nl2 \"q\" \\ \\t";
    QTest::newRow("quoted then comment") << QByteArray("A=\"b\"   # c") << "A" << "b";
    QTest::newRow("crlf") << QByteArray("A=b\r") << "A" << "b";
    QTest::newRow("utf-8") << QByteArray("A=h\xc3\xa9") << "A" << QString::fromUtf8("h\xc3\xa9");
}

void tst_EnvProfile::dotEnvValues()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, name);
    QFETCH(QString, value);
    Diagnostics problems;
    const EnvProfile profile = EnvProfile::fromDotEnv(QStringLiteral("prod"), "# header\n\n" + line + '\n',
                                                      QStringLiteral("prod.env"), &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toText()));
    QCOMPARE(profile.names(), QStringList{name});
    QCOMPARE(profile.value(name), std::optional<QString>(value));
    QCOMPARE(profile.kind(), EnvProfile::Kind::DotEnv);
    QCOMPARE(profile.name(), QStringLiteral("prod"));
}

void tst_EnvProfile::malformedLines_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("words");

    QTest::newRow("no equals") << QByteArray("JUSTANAME") << 10 << "\"=\"";
    QTest::newRow("space in name") << QByteArray("MY VAR=1") << 4 << "\"=\"";
    QTest::newRow("digit first") << QByteArray("1ABC=x") << 1 << "variable name";
    QTest::newRow("no name") << QByteArray("=x") << 1 << "variable name";
    QTest::newRow("indented no name") << QByteArray("   =x") << 4 << "variable name";
    QTest::newRow("unterminated double") << QByteArray("A=\"abc") << 3 << "closing \"";
    QTest::newRow("unterminated single") << QByteArray("A='abc") << 3 << "closing '";
    QTest::newRow("text after quote") << QByteArray("A=\"abc\" def") << 9 << "after the closing quote";
}

void tst_EnvProfile::malformedLines()
{
    QFETCH(QByteArray, line);
    QFETCH(int, column);
    QFETCH(QString, words);
    Diagnostics problems;
    const QByteArray text = "GOOD=1\n# comment\n" + line + "\nAFTER=2\n";
    const EnvProfile profile = EnvProfile::fromDotEnv(QStringLiteral("p"), text, QStringLiteral("x.env"), &problems);
    QCOMPARE(problems.size(), 1);
    const Diagnostic &problem = problems.first();
    QCOMPARE(problem.ruleId(), QStringLiteral("env-file-syntax"));
    QCOMPARE(problem.location().file, QStringLiteral("x.env"));
    QCOMPARE(problem.location().line, 3);
    QCOMPARE(problem.location().column, column);
    QVERIFY2(problem.message().contains(words), qPrintable(problem.message()));
    QVERIFY(problem.toText().startsWith(QStringLiteral("x.env:3:%1:").arg(column)));
    // The malformed line is skipped, the others are kept.
    QCOMPARE(profile.names(), (QStringList{QStringLiteral("AFTER"), QStringLiteral("GOOD")}));
}

void tst_EnvProfile::laterLineWins()
{
    const EnvProfile profile = EnvProfile::fromDotEnv(QString(), "A=1\nA=2\n", QString());
    QCOMPARE(profile.value(QStringLiteral("A")), std::optional<QString>(QStringLiteral("2")));
}

void tst_EnvProfile::states()
{
    const EnvProfile profile = EnvProfile::fromDotEnv(QString(), "SET=v\nEMPTY=\nBLANK=\"\"\n", QString());
    QCOMPARE(profile.state(QStringLiteral("SET")), EnvState::Set);
    QCOMPARE(profile.state(QStringLiteral("EMPTY")), EnvState::Empty);
    QCOMPARE(profile.state(QStringLiteral("BLANK")), EnvState::Empty);
    QCOMPARE(profile.state(QStringLiteral("NOPE")), EnvState::Missing);
    QCOMPARE(profile.state(QStringLiteral("set")), EnvState::Missing); // names are case-sensitive
    QCOMPARE(profile.value(QStringLiteral("NOPE")), std::nullopt);
    QCOMPARE(profile.value(QStringLiteral("EMPTY")), std::optional<QString>(QString()));
    QCOMPARE(EnvProfile::stateName(EnvState::Set), QStringLiteral("set"));
    QCOMPARE(EnvProfile::stateName(EnvState::Empty), QStringLiteral("empty"));
    QCOMPARE(EnvProfile::stateName(EnvState::Missing), QStringLiteral("missing"));
}

void tst_EnvProfile::namesProfile()
{
    const EnvProfile profile = EnvProfile::fromNames(
        QStringLiteral("staging"), {QStringLiteral("  B  "), QString(), QStringLiteral("A\nC\n\n")});
    QCOMPARE(profile.kind(), EnvProfile::Kind::Names);
    QCOMPARE(profile.names(), (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}));
    QCOMPARE(profile.state(QStringLiteral("A")), EnvState::Set);
    QCOMPARE(profile.state(QStringLiteral("D")), EnvState::Missing);
    QCOMPARE(profile.value(QStringLiteral("A")), std::nullopt); // values are unknown
    const auto lookup = profile.lookup();
    QCOMPARE(lookup(QStringLiteral("A")), std::optional<QString>(QStringLiteral("<A>")));
    QCOMPARE(lookup(QStringLiteral("D")), std::nullopt);
    // A names profile never claims an allowlist: it cannot know the hosts.
    const EnvProfile withHosts = EnvProfile::fromNames(QString(), {QStringLiteral("ORCHESTRATION_ALLOWED_HOSTS")});
    QCOMPARE(withHosts.allowedHosts(), std::nullopt);
}

void tst_EnvProfile::processProfile()
{
    qputenv("CAPSTUDIO_TST_SET", "value");
    qputenv("CAPSTUDIO_TST_EMPTY", "");
    qunsetenv("CAPSTUDIO_TST_MISSING");
    const EnvProfile profile = EnvProfile::fromProcess();
    QCOMPARE(profile.kind(), EnvProfile::Kind::Process);
    QCOMPARE(profile.state(QStringLiteral("CAPSTUDIO_TST_SET")), EnvState::Set);
    QCOMPARE(profile.state(QStringLiteral("CAPSTUDIO_TST_EMPTY")), EnvState::Empty);
    QCOMPARE(profile.state(QStringLiteral("CAPSTUDIO_TST_MISSING")), EnvState::Missing);
    QCOMPARE(profile.value(QStringLiteral("CAPSTUDIO_TST_SET")), std::optional<QString>(QStringLiteral("value")));
}

void tst_EnvProfile::lookupFeedsEnvTemplate()
{
    const EnvProfile profile = EnvProfile::fromDotEnv(QString(), "HOST=api.example.com\nEMPTY=\n", QString());
    const auto ok = EnvTemplate::resolve(QStringLiteral("https://${env:HOST}/v1"), profile.lookup());
    QVERIFY(ok.ok());
    QCOMPARE(ok.value, QStringLiteral("https://api.example.com/v1"));
    const auto bad = EnvTemplate::resolve(QStringLiteral("${env:HOST}${env:EMPTY}${env:NOPE}"), profile.lookup());
    QCOMPARE(bad.missing, (QStringList{QStringLiteral("EMPTY"), QStringLiteral("NOPE")}));
    QCOMPARE(bad.value, QString());
}

void tst_EnvProfile::allowedHosts_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("defined");
    QTest::addColumn<QStringList>("hosts");

    QTest::newRow("undefined") << QByteArray("OTHER=1") << false << QStringList();
    QTest::newRow("empty blocks all") << QByteArray("ORCHESTRATION_ALLOWED_HOSTS=") << true << QStringList();
    QTest::newRow("only commas") << QByteArray("ORCHESTRATION_ALLOWED_HOSTS= , ,") << true << QStringList();
    QTest::newRow("list") << QByteArray("ORCHESTRATION_ALLOWED_HOSTS=API.Stripe.com, hooks.slack.com ,x.internal")
                          << true
                          << QStringList{QStringLiteral("api.stripe.com"), QStringLiteral("hooks.slack.com"),
                                         QStringLiteral("x.internal")};
}

void tst_EnvProfile::allowedHosts()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, defined);
    QFETCH(QStringList, hosts);
    const EnvProfile profile = EnvProfile::fromDotEnv(QString(), text, QString());
    const std::optional<QStringList> allowed = profile.allowedHosts();
    QCOMPARE(allowed.has_value(), defined);
    if (defined)
        QCOMPARE(*allowed, hosts);
}

void tst_EnvProfile::readsFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("prod.env"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("A=1\nBROKEN\n");
    file.close();
    Diagnostics problems;
    const EnvProfile profile = EnvProfile::fromDotEnvFile(QStringLiteral("prod"), path, &problems);
    QCOMPARE(profile.names(), QStringList{QStringLiteral("A")});
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().location().file, path);
    QCOMPARE(problems.first().location().line, 2);
}

void tst_EnvProfile::unreadableFile()
{
    Diagnostics problems;
    const EnvProfile profile = EnvProfile::fromDotEnvFile(QStringLiteral("x"), QStringLiteral("/nonexistent/x.env"),
                                                          &problems);
    QVERIFY(profile.names().isEmpty());
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().severity(), Severity::Error);
    QCOMPARE(problems.first().ruleId(), QStringLiteral("env-file-unreadable"));
}

QTEST_APPLESS_MAIN(tst_EnvProfile)
#include "tst_envprofile.moc"
