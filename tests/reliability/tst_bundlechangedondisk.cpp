// A provenance bundle keeps reading its file (memory-mapped). When the file is truncated or
// rewritten meanwhile — a log rotation, `jq … > bundle.json` — reading the vanished part used
// to kill the process with SIGBUS. Now the read finds zeros and the change is reported.
#include "bundlegenerator.h"
#include "clirun.h"
#include "provenance/bundle.h"
#include "provenance/redactedcopy.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace capstudio::provenance;

class tst_BundleChangedOnDisk : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void truncatedAfterOpeningIsReportedNotACrash();
    void rewrittenInPlaceIsReported();
    void untouchedStaysReadable();
    void truncatedWhileReadIsReportedNotACrash();
    void truncatedDuringScanExitsTwo();

private:
    QTemporaryDir m_dir;
    QString m_big;       // about 64 MB
    qint64 m_messages = 0;
};

void tst_BundleChangedOnDisk::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_big = BundleGenerator::write(QDir(m_dir.path()), 64, &m_messages);
}

// Waits until process `pid` (0: this one) has `path` mapped: the reader is in the middle of
// the file. Decided by what the process has, not by how long it takes to get there.
static bool waitUntilMapped(qint64 pid, const QString &path)
{
    const QString maps = pid > 0 ? QStringLiteral("/proc/%1/maps").arg(pid) : QStringLiteral("/proc/self/maps");
    const QByteArray needle = QFile::encodeName(QFileInfo(path).canonicalFilePath());
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 120000) {
        QFile file(maps);
        if (!file.open(QIODevice::ReadOnly))
            return false; // the process is gone
        const QByteArray mapped = file.readAll();
        if (mapped.contains(needle))
            return true;
        if (mapped.isEmpty())
            return false; // it has exited (a zombie has no maps)
        QThread::usleep(200);
    }
    return false;
}

static QString copyOf(const QString &source, const QString &name)
{
    const QString path = QFileInfo(source).dir().filePath(name);
    QFile::remove(path);
    if (!QFile::copy(source, path))
        qFatal("cannot copy %s", qPrintable(source));
    return path;
}

void tst_BundleChangedOnDisk::truncatedAfterOpeningIsReportedNotACrash()
{
    const QString path = copyOf(m_big, QStringLiteral("truncated.json"));
    const Bundle::Result opened = Bundle::open(path);
    QVERIFY2(opened.ok(), qPrintable(opened.error.message));
    const Bundle &bundle = *opened.bundle;
    const int last = int(bundle.messages().size()) - 1;
    QVERIFY(!bundle.content(last).isEmpty());
    QVERIFY(!bundle.changedOnDisk(true));

    QFile file(path);
    QVERIFY(file.resize(1000 * 1000)); // truncate -s 1M

    // Without the guard, each of these reads pages past the new end: SIGBUS.
    QVERIFY(bundle.changedOnDisk(true));
    QCOMPARE(bundle.content(last), QString());
    QCOMPARE(bundle.message(last).content, QString());
    const QByteArrayView text = bundle.text();
    qint64 sum = 0;
    for (qint64 at = text.size() - 1; at > text.size() - 20 * 4096; at -= 4096)
        sum += text.at(at); // zeros now, not a crash
    QCOMPARE(sum, 0);
    const capstudio::Status written = writeRedactedCopy(bundle, m_dir.filePath(QStringLiteral("redacted.json")));
    QVERIFY(!written);
    QCOMPARE(written.error().message, QStringLiteral("%1: the file changed while it was open: reopen it.").arg(path));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("redacted.json"))));
}

void tst_BundleChangedOnDisk::rewrittenInPlaceIsReported()
{
    const QString path = copyOf(QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/conversation.json"), QStringLiteral("rewritten.json"));
    const Bundle::Result opened = Bundle::open(path);
    QVERIFY(opened.ok());
    QVERIFY(!opened.bundle->changedOnDisk(true));
    QThread::msleep(20); // a modification time the file system tells apart
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    const QByteArray text = file.readAll();
    file.seek(0);
    file.write(text); // same bytes, same size: still a rewrite
    file.close();
    QVERIFY(opened.bundle->changedOnDisk(true));
    QCOMPARE(opened.bundle->content(0), QString());
}

void tst_BundleChangedOnDisk::untouchedStaysReadable()
{
    const Bundle::Result opened = Bundle::open(QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/conversation.json"));
    QVERIFY(opened.ok());
    QVERIFY(!opened.bundle->changedOnDisk(true));
    QVERIFY(!opened.bundle->content(0).isEmpty());
    // A bundle read from bytes has no file to change.
    const Bundle::Result copy = Bundle::fromBytes(opened.bundle->text().toByteArray(), QStringLiteral("copy"));
    QVERIFY(copy.ok());
    QVERIFY(!copy.bundle->changedOnDisk(true));
}

// The reader's threads are in the middle of the file when it shrinks.
void tst_BundleChangedOnDisk::truncatedWhileReadIsReportedNotACrash()
{
    int reported = 0;
    for (int round = 0; round < 6; ++round) {
        const QString path = copyOf(m_big, QStringLiteral("racing.json"));
        Bundle::Result opened;
        QThread *reader = QThread::create([&] { opened = Bundle::open(path); });
        reader->start();
        if (!waitUntilMapped(0, path)) {
            reader->wait();
            delete reader;
            continue; // it finished before the map could be seen
        }
        QFile(path).resize(1000 * 1000);
        QVERIFY(reader->wait(60000));
        delete reader;
        if (!opened.ok()) {
            // Zeros where the text was would read as broken JSON: the change is what is said
            // (unless the truncation came before the file was opened: then it is short).
            if (opened.error.message == QStringLiteral("%1: the file changed while it was open: reopen it.").arg(path))
                ++reported;
            else
                QVERIFY2(opened.error.message.contains(QStringLiteral("unexpected end of the document")),
                         qPrintable(opened.error.message));
        } else {
            QVERIFY(opened.bundle->changedOnDisk(true));
        }
    }
    QVERIFY2(reported > 0, "no round truncated the file while it was being read");
}

void tst_BundleChangedOnDisk::truncatedDuringScanExitsTwo()
{
    int reported = 0;
    for (int round = 0; round < 10; ++round) {
        const QString path = copyOf(m_big, QStringLiteral("scanned.json"));
        QProcess scan;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        scan.setProcessEnvironment(environment);
        scan.start(QStringLiteral(CAPSTUDIO_BINARY), {QStringLiteral("scan"), path});
        QVERIFY(scan.waitForStarted());
        if (!waitUntilMapped(scan.processId(), path)) {
            scan.waitForFinished(120000);
            continue; // done before its map could be seen
        }
        QFile(path).resize(1000 * 1000);
        QVERIFY(scan.waitForFinished(120000));
        QCOMPARE(scan.exitStatus(), QProcess::NormalExit); // not killed by a signal
        const QString err = QString::fromUtf8(scan.readAllStandardError());
        if (scan.exitCode() == 2) {
            // Truncated while read: the change is reported. (On a loaded machine the truncation
            // can come before the scan opened the file: then it is a short file, and says so.)
            if (err.contains(QStringLiteral("the file changed while it was open: reopen it.")))
                ++reported;
            else
                QVERIFY2(err.contains(QStringLiteral("not valid JSON: unexpected end of the document")), qPrintable(err));
        } else {
            QVERIFY2(scan.exitCode() == 0 || scan.exitCode() == 1, qPrintable(err));
        }
    }
    QVERIFY2(reported > 0, "no round truncated the file while capstudio scan read it");
}

QTEST_GUILESS_MAIN(tst_BundleChangedOnDisk)
#include "tst_bundlechangedondisk.moc"
