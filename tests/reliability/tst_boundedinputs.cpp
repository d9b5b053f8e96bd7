// Inputs that are not regular files: /dev/zero used to grow `lint-capabilities` to 4 GB and
// an abort (the size of a device reads as 0, then everything was read), and the YAML reader
// read 512 MB from a device before its limit. Every reader now stops at the limit whatever the
// input is, a text reader at the first NUL byte; "-" reads standard input, bounded too.
#include "clirun.h"
#include "core/boundedread.h"

#include <QFile>
#include <QLocale>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <csignal>
#include <sys/stat.h>

using namespace capstudio;

class tst_BoundedInputs : public QObject
{
    Q_OBJECT

private slots:
    void devicesAreRefusedAtOnce_data();
    void devicesAreRefusedAtOnce();
    void aPipeIsReadNoFurtherThanTheLimit();
    void aFileOverTheLimitIsToldExactly();
    void standardInputIsRead();
};

void tst_BoundedInputs::devicesAreRefusedAtOnce_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString zero = QStringLiteral("/dev/zero");
    QTest::newRow("lint-capabilities") << QStringList{QStringLiteral("lint-capabilities"), zero};
    QTest::newRow("check-bindings") << QStringList{QStringLiteral("check-bindings"), zero};
    QTest::newRow("check-bindings --env-file")
        << QStringList{QStringLiteral("check-bindings"), QStringLiteral("--env-file"), zero,
                       QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/catalog.json")};
    QTest::newRow("scan") << QStringList{QStringLiteral("scan"), zero};
    QTest::newRow("validate") << QStringList{QStringLiteral("validate"), zero};
    QTest::newRow("hash") << QStringList{QStringLiteral("hash"), zero};
    QTest::newRow("urandom") << QStringList{QStringLiteral("lint-capabilities"), QStringLiteral("/dev/urandom")};
}

void tst_BoundedInputs::devicesAreRefusedAtOnce()
{
    QFETCH(QStringList, arguments);
    const clirun::Run run = clirun::capstudio(arguments);
    QCOMPARE(run.exitCode, 2); // not a crash (-2), not a hang (-1)
    QVERIFY2(run.err.contains(QLatin1String("the input is binary: it has a NUL byte at byte")), qPrintable(run.err));
}

void tst_BoundedInputs::aPipeIsReadNoFurtherThanTheLimit()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    constexpr qint64 Limit = qint64(1) << 20;
    qint64 written = 0;
    QThread *writer = QThread::create([&] {
        QFile pipe(fifo);
        if (!pipe.open(QIODevice::WriteOnly))
            return;
        const QByteArray block(64 * 1024, 'a');
        // Far more than the limit; the reader stops, and this write then fails (EPIPE).
        for (int i = 0; i < 64 && pipe.write(block) == block.size(); ++i)
            written += block.size();
    });
    ::signal(SIGPIPE, SIG_IGN);
    writer->start();
    const BoundedRead::Result read = BoundedRead::read(fifo, Limit);
    QVERIFY(writer->wait(30000));
    delete writer;
    QVERIFY(!read.ok());
    QCOMPARE(read.error->ruleId(), QStringLiteral("file-too-large"));
    const QString limit = QLocale().toString(Limit);
    QCOMPARE(read.error->message(),
             QStringLiteral("more than %1 bytes (1 MiB) came from it; at most that much is read").arg(limit));
    QVERIFY(read.bytes.isEmpty());
    QVERIFY(written < 64 * 64 * 1024); // the reader did not drain it all
}

void tst_BoundedInputs::aFileOverTheLimitIsToldExactly()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize((qint64(1) << 20) + 1));
    file.close();
    const BoundedRead::Result read = BoundedRead::read(path, qint64(1) << 20);
    QVERIFY(!read.ok());
    const QLocale locale;
    QCOMPARE(read.error->message(), QStringLiteral("the file is %1 bytes; at most %2 bytes (1 MiB) are read")
                                        .arg(locale.toString((qint64(1) << 20) + 1), locale.toString(qint64(1) << 20)));
    QCOMPARE(BoundedRead::read(path, qint64(2) << 20, BoundedRead::Content::Binary).bytes.size(), (qint64(1) << 20) + 1);
}

void tst_BoundedInputs::standardInputIsRead()
{
    const QByteArray capabilities = R"([{"name": "Bad", "slug": "Bad Slug"}])";
    const clirun::Run lint = clirun::capstudioServed({QStringLiteral("lint-capabilities"), QStringLiteral("-")}, {}, capabilities);
    QCOMPARE(lint.exitCode, 1);
    QVERIFY2(lint.out.startsWith(QLatin1String("standard input:/0/")), qPrintable(lint.out));

    QFile demo(QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/conversation.json"));
    QVERIFY(demo.open(QIODevice::ReadOnly));
    const clirun::Run scan = clirun::capstudioServed({QStringLiteral("scan"), QStringLiteral("-")}, {}, demo.readAll());
    QVERIFY2(scan.exitCode == 0 || scan.exitCode == 1, qPrintable(scan.err));
    QVERIFY2(scan.err.startsWith(QLatin1String("standard input: ")), qPrintable(scan.err));

    const clirun::Run validate = clirun::capstudioServed({QStringLiteral("validate"), QStringLiteral("-")}, {},
                                                         "version: \"1.0.0\"\nworkflows: {}\n");
    QCOMPARE(validate.exitCode, 0);

    // Standard input that never ends is bounded like any device.
    const clirun::Run zeros = clirun::capstudioServed({QStringLiteral("lint-capabilities"), QStringLiteral("-")}, {},
                                                      QByteArray(200000, '\0'));
    QCOMPARE(zeros.exitCode, 2);
    QVERIFY2(zeros.err.contains(QLatin1String("NUL byte at byte 0")), qPrintable(zeros.err));
}

QTEST_GUILESS_MAIN(tst_BoundedInputs)
#include "tst_boundedinputs.moc"
