// capstudio lint-capabilities on Sunrise's own seeded rows.
#include <QProcess>
#include <QTest>

class tst_CommandLineConformance : public QObject
{
    Q_OBJECT

private slots:
    void builtinCapabilities();
};

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
