// The policy rules on a catalog folder: each finds what it names, at file:line:col, with the
// default severity; a .capstudio-policy.yaml changes severities, turns rules off and names the
// profiles for the env rules; a broken policy file is an error at its line.
#include "catalogcode/catalogfolder.h"
#include "catalogtestdata.h"
#include "catalogcode/catalogpolicy.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace capstudio;

namespace {

using catalogtest::capability;

void put(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

// rule → "file:line:col severity" for each finding.
QMultiHash<QString, QString> byRule(const Diagnostics &diagnostics)
{
    QMultiHash<QString, QString> out;
    for (const Diagnostic &d : diagnostics)
        out.insert(d.ruleId(), QStringLiteral("%1:%2:%3 %4")
                                   .arg(QFileInfo(d.location().file).fileName())
                                   .arg(d.location().line)
                                   .arg(d.location().column)
                                   .arg(severityName(d.severity())));
    return out;
}

} // namespace

class tst_CatalogPolicy : public QObject
{
    Q_OBJECT

private slots:
    void rulesFindWhatTheyName();
    void thePolicyFileDecides();
    void aBrokenPolicyIsAnError();
};

void tst_CatalogPolicy::rulesFindWhatTheyName()
{
    QTemporaryDir dir;
    CatalogSnapshot snapshot;
    Capability retired = capability(QStringLiteral("retired"));
    retired.isActive = false;
    Capability gated = capability(QStringLiteral("gated"));
    gated.requiresApproval = true;
    Capability limited = capability(QStringLiteral("limited"));
    limited.rateLimit = 10;
    snapshot.capabilities = {retired, gated, limited, capability(QStringLiteral("lonely"))};
    snapshot.agentSlugs = {QStringLiteral("support")};
    snapshot.bindings = {
        {QStringLiteral("support"), QStringLiteral("gated"), true, QJsonValue::Null, std::nullopt},
        {QStringLiteral("support"), QStringLiteral("limited"), true,
         QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("${env:GATEWAY_URL}/x")}}, 20},
        {QStringLiteral("support"), QStringLiteral("retired"), true, QJsonValue::Null, std::nullopt},
    };
    snapshot.sort();
    QVERIFY(CatalogFolder::write(snapshot, dir.path()));
    const CatalogFolder::ReadResult read = CatalogFolder::read(dir.path());
    QVERIFY(read.ok());

    const Expected<CatalogPolicy> policy = CatalogPolicy::load(dir.path());
    QVERIFY(policy);
    const QMultiHash<QString, QString> found = byRule(policy.value().check(read.snapshot, dir.path()));
    QCOMPARE(found.values(QStringLiteral("approval-dead-end")), QStringList({QStringLiteral("gated.yaml:8:19 warning")}));
    QCOMPARE(found.values(QStringLiteral("unbound-capability")), QStringList({QStringLiteral("lonely.yaml:1:1 warning")}));
    QCOMPARE(found.values(QStringLiteral("bound-inactive")), QStringList({QStringLiteral("support.yaml:13:16 warning")}));
    QCOMPARE(found.values(QStringLiteral("binding-rate-above-capability")),
             QStringList({QStringLiteral("support.yaml:9:22 warning")}));
    QVERIFY(!found.contains(QStringLiteral("env-undefined"))); // no profiles: the env rules do not run
    // Scopes.
    QVERIFY(!byRule(policy.value().check(read.snapshot, dir.path(), CatalogPolicy::Scope::Capabilities)).contains(QStringLiteral("bound-inactive")));
    QVERIFY(!byRule(policy.value().check(read.snapshot, dir.path(), CatalogPolicy::Scope::Bindings)).contains(QStringLiteral("unbound-capability")));
}

void tst_CatalogPolicy::thePolicyFileDecides()
{
    QTemporaryDir dir;
    CatalogSnapshot snapshot;
    snapshot.capabilities = {capability(QStringLiteral("lonely")), capability(QStringLiteral("used"))};
    snapshot.agentSlugs = {QStringLiteral("support")};
    snapshot.bindings = {{QStringLiteral("support"), QStringLiteral("used"), true,
                          QJsonObject{{QStringLiteral("forcedUrl"), QStringLiteral("${env:GATEWAY_URL}")},
                                      {QStringLiteral("forcedHeaders"), QJsonObject{{QStringLiteral("Authorization"),
                                                                                     QStringLiteral("Bearer ${env:API_TOKEN}")}}}},
                          std::nullopt}};
    snapshot.sort();
    QVERIFY(CatalogFolder::write(snapshot, dir.path()));
    put(dir.filePath(QStringLiteral("env/production.env")), "GATEWAY_URL=https://gw.example.com\nOLD_KEY=x\n");
    put(dir.filePath(CatalogPolicy::FileName), "rules:\n  unbound-capability: off\n  env-undefined: error\n  env-unused: info\n"
                                              "profiles:\n  - env/production.env\n");
    const CatalogFolder::ReadResult read = CatalogFolder::read(dir.path());
    const Expected<CatalogPolicy> policy = CatalogPolicy::load(dir.path());
    QVERIFY2(policy, policy ? "" : qPrintable(policy.error().message));
    QVERIFY(!policy.value().severityOf(QStringLiteral("unbound-capability")));
    const Diagnostics diagnostics = policy.value().check(read.snapshot, dir.path());
    const QMultiHash<QString, QString> found = byRule(diagnostics);
    QVERIFY(!found.contains(QStringLiteral("unbound-capability")));
    QCOMPARE(found.values(QStringLiteral("env-undefined")), QStringList({QStringLiteral("support.yaml:7:7 error")}));
    QCOMPARE(found.values(QStringLiteral("env-unused")), QStringList({QStringLiteral("production.env:0:0 info")}));
    bool namesToken = false;
    for (const Diagnostic &d : diagnostics)
        namesToken |= d.message().contains(QLatin1String("API_TOKEN"));
    QVERIFY(namesToken);
}

void tst_CatalogPolicy::aBrokenPolicyIsAnError()
{
    QTemporaryDir dir;
    put(dir.filePath(CatalogPolicy::FileName), "rules:\n  no-such-rule: error\n");
    Expected<CatalogPolicy> policy = CatalogPolicy::load(dir.path());
    QVERIFY(!policy);
    QVERIFY2(policy.error().message.contains(QLatin1String(".capstudio-policy.yaml:2:3: unknown rule")), qPrintable(policy.error().message));
    put(dir.filePath(CatalogPolicy::FileName), "rules:\n  bound-inactive: loud\n");
    policy = CatalogPolicy::load(dir.path());
    QVERIFY(!policy);
    QVERIFY(policy.error().message.contains(QStringLiteral(":2:19: “bound-inactive” must be error, warning, info or off")));
    put(dir.filePath(CatalogPolicy::FileName), "profiles:\n  - missing.env\n");
    QVERIFY(!CatalogPolicy::load(dir.path()));
}

QTEST_GUILESS_MAIN(tst_CatalogPolicy)
#include "tst_catalogpolicy.moc"
