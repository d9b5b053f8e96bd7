// Parity with the real Sunrise, case by case, on corpora recorded from Sunrise itself
// (tests/data/sunrise-parity, with the commit and Zod version they came from):
// - capability bodies sent to POST …/capabilities, each with the status the server answered
//   and the fields its errors named: `lint-capabilities --mode create` must refuse exactly
//   the bodies the server refused, on the same fields;
// - binding configs judged by the four built-in capabilities' own Zod schemas: the binding
//   rules must fail exactly the configs the schemas fail, on the same paths.
// Where capstudio goes beyond Sunrise it says so with warnings, never errors. The agreement
// by rule family is printed at the end.
#include "catalog/bindingrules.h"
#include "catalog/capabilityrules.h"
#include "rules/envprofile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QTest>

using namespace capstudio;

namespace {

const QString kDataDir = QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/../tests/data/sunrise-parity");

QJsonObject readCorpus(const QString &name)
{
    QFile file(kDataDir + u'/' + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// "/functionDefinition/name" → "functionDefinition.name", as Sunrise joins Zod's issue paths.
QString dotted(const QString &pointer, const QString &prefix = {})
{
    QStringList parts = pointer.mid(prefix.size()).split(u'/', Qt::SkipEmptyParts);
    for (QString &part : parts)
        part.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
    return parts.join(u'.');
}

QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.toText());
    return lines.join(u'\n');
}

QStringList sorted(QSet<QString> set)
{
    QStringList list(set.cbegin(), set.cend());
    list.sort();
    return list;
}

// Agreement by family: cases, and how many of them capstudio answered as Sunrise did.
struct Tally
{
    QMap<QString, std::pair<int, int>> byFamily;
    void count(const QString &family, bool agrees)
    {
        auto &entry = byFamily[family];
        ++entry.first;
        entry.second += agrees ? 1 : 0;
    }
    void print(const char *title) const
    {
        int cases = 0;
        int agreeing = 0;
        for (auto it = byFamily.cbegin(); it != byFamily.cend(); ++it) {
            qInfo("  %-28s %3d of %3d", qPrintable(it.key()), it.value().second, it.value().first);
            cases += it.value().first;
            agreeing += it.value().second;
        }
        qInfo("%s: %d of %d agree", title, agreeing, cases);
    }
};

Tally g_capabilityTally;
Tally g_bindingTally;

} // namespace

class tst_SunriseParity : public QObject
{
    Q_OBJECT

private slots:
    void corporaAreRecorded();
    void capabilityBodies_data();
    void capabilityBodies();
    void bindingConfigs_data();
    void bindingConfigs();
    void cleanupTestCase();
};

// The corpora name where they came from; enough cases over every family to mean something.
void tst_SunriseParity::corporaAreRecorded()
{
    for (const QString &name : {QStringLiteral("capability-bodies.json"), QStringLiteral("binding-configs.json")}) {
        const QJsonObject corpus = readCorpus(name);
        QVERIFY2(!corpus.isEmpty(), qPrintable(name));
        QCOMPARE(corpus.value(QStringLiteral("sunriseCommit")).toString().size(), 40);
        QVERIFY(!corpus.value(QStringLiteral("zod")).toString().isEmpty());
        QVERIFY2(corpus.value(QStringLiteral("cases")).toArray().size() >= 200, qPrintable(name));
    }
}

void tst_SunriseParity::capabilityBodies_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<QJsonValue>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QStringList>("errorPaths");
    QTest::addColumn<QStringList>("existingSlugs");

    const QJsonObject corpus = readCorpus(QStringLiteral("capability-bodies.json"));
    QStringList existing;
    for (const QJsonValue &slug : corpus.value(QStringLiteral("existingSlugs")).toArray())
        existing.append(slug.toString());
    QSet<QString> ids;
    for (const QJsonValue &value : corpus.value(QStringLiteral("cases")).toArray()) {
        const QJsonObject item = value.toObject();
        const QString id = item.value(QStringLiteral("id")).toString();
        QVERIFY2(!ids.contains(id), qPrintable(id));
        ids.insert(id);
        QStringList paths;
        for (const QJsonValue &path : item.value(QStringLiteral("errorPaths")).toArray())
            paths.append(path.toString());
        QTest::newRow(qPrintable(id)) << item.value(QStringLiteral("family")).toString()
                                      << item.value(QStringLiteral("body"))
                                      << item.value(QStringLiteral("status")).toInt() << paths << existing;
    }
}

void tst_SunriseParity::capabilityBodies()
{
    QFETCH(QString, family);
    QFETCH(QJsonValue, body);
    QFETCH(int, status);
    QFETCH(QStringList, errorPaths);
    QFETCH(QStringList, existingSlugs);

    // A body that is no object is checked as the one item of a file of bodies ("/0").
    const QSet<QString> existing(existingSlugs.cbegin(), existingSlugs.cend());
    const Diagnostics diagnostics = body.isObject()
        ? CapabilityRules::checkCreate(body.toObject(), QStringLiteral("body.json"), QString(), existing)
        : CapabilityRules::checkBodies(QJsonArray{body}, QStringLiteral("body.json"), QString(), existing);
    QSet<QString> errorFields;
    QSet<QString> errorRules;
    for (const Diagnostic &d : diagnostics) {
        if (d.severity() != Severity::Error)
            continue;
        errorFields.insert(dotted(d.location().jsonPointer, body.isObject() ? QString() : QStringLiteral("/0")));
        errorRules.insert(d.ruleId());
    }

    bool agrees = false;
    const auto tally = qScopeGuard([&] { g_capabilityTally.count(family, agrees); });
    if (status >= 200 && status < 300) {
        QVERIFY2(errorFields.isEmpty(), qPrintable(QStringLiteral("Sunrise accepted (%1), capstudio refuses:\n%2")
                                                      .arg(status)
                                                      .arg(describe(diagnostics))));
    } else if (status == 400) {
        QCOMPARE(sorted(errorFields), sorted(QSet<QString>(errorPaths.cbegin(), errorPaths.cend())));
    } else if (status == 409) {
        QVERIFY2(errorRules.contains(QStringLiteral("slug-exists")), qPrintable(describe(diagnostics)));
    } else {
        // PostgreSQL refuses what Zod let through (a U+0000 in text): a 500 from Sunrise.
        QCOMPARE(status, 500);
        QVERIFY2(errorRules.contains(QStringLiteral("nul-character")), qPrintable(describe(diagnostics)));
    }
    agrees = true;
}

void tst_SunriseParity::bindingConfigs_data()
{
    QTest::addColumn<QString>("capability");
    QTest::addColumn<QString>("family");
    QTest::addColumn<QJsonValue>("config");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QStringList>("issuePaths");

    const QJsonObject corpus = readCorpus(QStringLiteral("binding-configs.json"));
    // Zod reports a strict object's unknown keys on the object, naming them in the message.
    static const QRegularExpression quoted(QStringLiteral("\"([^\"]*)\""));
    QSet<QString> ids;
    for (const QJsonValue &value : corpus.value(QStringLiteral("cases")).toArray()) {
        const QJsonObject item = value.toObject();
        const QString id = item.value(QStringLiteral("id")).toString();
        QVERIFY2(!ids.contains(id), qPrintable(id));
        ids.insert(id);
        QStringList paths;
        for (const QJsonValue &issueValue : item.value(QStringLiteral("issues")).toArray()) {
            const QJsonObject issue = issueValue.toObject();
            const QString path = issue.value(QStringLiteral("path")).toString();
            if (issue.value(QStringLiteral("code")).toString() == QLatin1String("unrecognized_keys")) {
                auto keys = quoted.globalMatch(issue.value(QStringLiteral("message")).toString());
                while (keys.hasNext()) {
                    const QString key = keys.next().captured(1);
                    paths.append(path.isEmpty() ? key : path + u'.' + key);
                }
                continue;
            }
            paths.append(path);
        }
        paths.removeDuplicates();
        const QString capability = item.value(QStringLiteral("capability")).toString();
        QTest::newRow(qPrintable(capability + u'/' + id))
            << capability << item.value(QStringLiteral("family")).toString()
            << item.value(QStringLiteral("config")) << item.value(QStringLiteral("ok")).toBool() << paths;
    }
}

void tst_SunriseParity::bindingConfigs()
{
    QFETCH(QString, capability);
    QFETCH(QString, family);
    QFETCH(QJsonValue, config);
    QFETCH(bool, ok);
    QFETCH(QStringList, issuePaths);

    // The variables the configs name are unknown here, which is only ever a warning: what is
    // judged is the config, not an environment.
    const BindingCheck check = BindingRules::checkConfig(config, capability, EnvProfile::fromNames(QString(), {}));
    QSet<QString> errorPaths;
    for (const Diagnostic &d : check.diagnostics) {
        if (d.severity() == Severity::Error)
            errorPaths.insert(dotted(d.location().jsonPointer, QStringLiteral("/customConfig")));
    }

    bool agrees = false;
    const auto tally = qScopeGuard([&] { g_bindingTally.count(capability + QStringLiteral(" · ") + family, agrees); });
    if (config.isNull()) {
        // The schema refuses null, but it never sees it: each capability reads a null
        // customConfig as no config first (loadCustomConfig), and only run_workflow needs one.
        QCOMPARE(ok, false);
        QCOMPARE(sorted(errorPaths),
                 capability == QLatin1String("run_workflow") ? QStringList{QString()} : QStringList{});
    } else if (ok)
        QVERIFY2(errorPaths.isEmpty(), qPrintable(QStringLiteral("Sunrise's schema accepts it, capstudio refuses:\n%1")
                                                     .arg(describe(check.diagnostics))));
    else
        QCOMPARE(sorted(errorPaths), sorted(QSet<QString>(issuePaths.cbegin(), issuePaths.cend())));
    agrees = true;
}

void tst_SunriseParity::cleanupTestCase()
{
    g_capabilityTally.print("capability bodies (POST …/capabilities)");
    g_bindingTally.print("binding configs (the built-ins' customConfig schemas)");
}

QTEST_APPLESS_MAIN(tst_SunriseParity)
#include "tst_sunriseparity.moc"
