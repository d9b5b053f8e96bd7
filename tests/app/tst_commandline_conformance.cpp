// capstudio lint-capabilities on Sunrise's own seeded rows.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

class tst_CommandLineConformance : public QObject
{
    Q_OBJECT

private slots:
    void builtinCapabilities();
    void validateFixtureLibrary();
    void validateReportsRuntimeMessagesWithLocations();
    void validateJsonGroups();
    void hashFixtureLibrary();

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    static Run run(const QStringList &arguments, const QString &workingDirectory = {});
};

tst_CommandLineConformance::Run tst_CommandLineConformance::run(const QStringList &arguments,
                                                                const QString &workingDirectory)
{
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(CAPSTUDIO_BINARY), arguments);
    Run result;
    if (!process.waitForFinished(120000))
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

void tst_CommandLineConformance::validateFixtureLibrary()
{
    const Run result = run({QStringLiteral("validate"), QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/cognitive-architectures")});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.out.isEmpty(), qPrintable(result.out));
}

void tst_CommandLineConformance::validateReportsRuntimeMessagesWithLocations()
{
    const QString folder = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/invalid");
    const Run check = run({QStringLiteral("validate"), QStringLiteral("G6-transition-target-unknown.yaml")}, folder);
    QCOMPARE(check.exitCode, 1);
    const QStringList lines = check.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().startsWith(QLatin1String("G6-transition-target-unknown.yaml:")), qPrintable(lines.first()));
    QVERIFY2(lines.first().contains(QLatin1String(": error[G6]: workflow '")), qPrintable(lines.first()));

    const Run load = run({QStringLiteral("validate"), QStringLiteral("V20-duplicate-namespace/gateway.yaml")}, folder);
    QCOMPARE(load.exitCode, 1);
    QVERIFY2(load.out.contains(QLatin1String("error[V20]: DUPLICATE_REPO_NAMESPACE: namespace 'shared'")), qPrintable(load.out));
    QVERIFY(load.err.contains(QLatin1String("would refuse to load")));

    const Run missing = run({QStringLiteral("validate"), QStringLiteral("no-such-file.yaml")}, folder);
    QCOMPARE(missing.exitCode, 2);
}

void tst_CommandLineConformance::validateJsonGroups()
{
    const Run result = run({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                            QStringLiteral("CHECK_VERSION-missing-top-level-version.yaml")},
                           QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/invalid"));
    QCOMPARE(result.exitCode, 1);
    const QJsonObject report = QJsonDocument::fromJson(result.out.toUtf8()).object();
    QVERIFY(report.value(QStringLiteral("load")).toObject().value(QStringLiteral("ok")).toBool());
    const QJsonObject check = report.value(QStringLiteral("check")).toObject();
    QVERIFY(check.value(QStringLiteral("ran")).toBool());
    QVERIFY(!check.value(QStringLiteral("ok")).toBool());
    const QJsonArray errors = check.value(QStringLiteral("errors")).toArray();
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first().toObject().value(QStringLiteral("rule")).toString(), QStringLiteral("CHECK_VERSION"));
}

void tst_CommandLineConformance::hashFixtureLibrary()
{
    const Run result = run({QStringLiteral("hash"), QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/cognitive-architectures")});
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 22);
    QVERIFY(lines.contains(QStringLiteral("cognitive/cap.coordinate.label-and-route\t"
                                          "sha256:a671bab1584069c0f3a72edfa1666c4119310b569cbafad16283b3cc74f10a45")));
}

void tst_CommandLineConformance::builtinCapabilities()
{
    const QString path = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/builtin-capabilities.json");
    QProcess process;
    process.start(QStringLiteral(CAPSTUDIO_BINARY), {QStringLiteral("lint-capabilities"), path});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 1);
    const QStringList lines = QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(!lines.isEmpty());
    // Errors only for the three rows that have no database row on a stock install
    // (read_user_memory, write_user_memory, escalate_to_human at indexes 3, 4 and 5).
    for (const QString &line : lines) {
        if (!line.contains(QLatin1String(": error[")))
            continue;
        const bool unseededRow = line.startsWith(path + QStringLiteral(":/3/"))
            || line.startsWith(path + QStringLiteral(":/4/")) || line.startsWith(path + QStringLiteral(":/5/"));
        QVERIFY2(unseededRow, qPrintable(line));
    }
}

QTEST_GUILESS_MAIN(tst_CommandLineConformance)
#include "tst_commandline_conformance.moc"
