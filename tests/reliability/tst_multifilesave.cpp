// Saving a flowgate library of several files used to stop at the first file that could not be
// written, with the files before it already written: a library half old, half new. Now every
// file is written to a temporary first and put in place only when all are written; should
// putting them in place fail part-way, the message says exactly which files were saved.
#include "core/savefileset.h"
#include "designer/flowlibrary.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

using namespace capstudio;

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// Limits the size of any file this process writes; restores the limit when it goes.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_before);
        rlimit limited = m_before;
        limited.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limited);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &m_before); }

private:
    rlimit m_before{};
};

} // namespace

class tst_MultiFileSave : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { ::signal(SIGXFSZ, SIG_IGN); }
    void aFileThatCannotBeWrittenStopsTheWholeSave();
    void aLibraryOfSeveralFilesSavesTogether();
    void aRenameThatFailsSaysWhatWasSaved();
};

void tst_MultiFileSave::aFileThatCannotBeWrittenStopsTheWholeSave()
{
    QTemporaryDir dir;
    const QString main = dir.filePath(QStringLiteral("main.yaml"));
    const QString a = dir.filePath(QStringLiteral("a.yaml"));
    const QString b = dir.filePath(QStringLiteral("b.yaml"));
    write(main, "version: \"1.0.0\"\ninclude:\n  - a.yaml\n  - b.yaml\n");
    write(a, "workflows: {}\n");
    write(b, "workflows: {}\n");
    Expected<std::unique_ptr<designer::FlowLibrary>> opened = designer::FlowLibrary::open(main);
    QVERIFY2(opened.ok(), qPrintable(opened ? QString() : opened.error().message));
    designer::FlowLibrary &library = *opened.value();
    QVERIFY(library.addOrchestrator(QStringLiteral("alpha"), a).ok());
    QVERIFY(library.addOrchestrator(QStringLiteral("beta"), b).ok());
    // beta's file grows well past alpha's.
    const QString beta = library.workflowIds().filter(QStringLiteral("beta")).value(0);
    QVERIFY(!beta.isEmpty());
    for (int i = 0; i < 200; ++i)
        QVERIFY(library.addState(beta, QStringLiteral("step_number_%1").arg(i), QPointF(0, i * 80)).ok());
    QVERIFY(library.isModified());

    {
        // a.yaml fits under the limit, b.yaml does not: the disk "fills up" half-way.
        FileSizeLimit limit(rlim_t(4096));
        const Status saved = library.save();
        QVERIFY(!saved);
        QVERIFY2(saved.error().message.startsWith(QStringLiteral("Nothing was saved: %1 cannot be written").arg(b)),
                 qPrintable(saved.error().message));
    }
    QCOMPARE(contents(a), QByteArray("workflows: {}\n")); // not written either
    QCOMPARE(contents(b), QByteArray("workflows: {}\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 3); // no temporaries left
    QVERIFY(library.isModified());

    // With room on the disk, the same save writes both.
    QVERIFY(library.save().ok());
    QVERIFY(contents(a).contains("alpha"));
    QVERIFY(contents(b).contains("step_number_199"));
    QVERIFY2(contents(a).size() < 4096 && contents(b).size() > 4096, "the limit must fall between the two files");
    QVERIFY(!library.isModified());
}

void tst_MultiFileSave::aLibraryOfSeveralFilesSavesTogether()
{
    QTemporaryDir dir;
    SaveFileSet files;
    for (const char *name : {"one.yaml", "two.yaml", "three.yaml"})
        files.add(dir.filePath(QString::fromLatin1(name)), QByteArray("name: ") + name + '\n');
    const Expected<SaveFileSet::Outcome> committed = files.commit();
    QVERIFY(committed.ok());
    QCOMPARE(committed.value().saved.size(), 3);
    QCOMPARE(contents(dir.filePath(QStringLiteral("two.yaml"))), QByteArray("name: two.yaml\n"));
}

void tst_MultiFileSave::aRenameThatFailsSaysWhatWasSaved()
{
    QTemporaryDir dir;
    const QString one = dir.filePath(QStringLiteral("one.yaml"));
    const QString two = dir.filePath(QStringLiteral("two.yaml"));
    const QString three = dir.filePath(QStringLiteral("three.yaml"));
    for (const QString &path : {one, two, three})
        write(path, "old\n");
    SaveFileSet files;
    files.add(one, "new\n");
    files.add(two, "new\n");
    files.add(three, "new\n");
    // Between writing and putting in place, someone makes two.yaml a folder with a file in it.
    files.setBeforeRename([&] {
        QFile::remove(two);
        QDir(dir.path()).mkpath(QStringLiteral("two.yaml"));
        write(two + QStringLiteral("/inside"), "x");
    });
    SaveFileSet::Outcome outcome;
    const Expected<SaveFileSet::Outcome> committed = files.commit(&outcome);
    QVERIFY(!committed);
    QCOMPARE(outcome.saved, QStringList{one});
    QCOMPARE(outcome.notSaved, (QStringList{two, three}));
    const QString message = committed.error().message;
    QVERIFY2(message.startsWith(QStringLiteral("Only part was saved: %1 could not be put in place").arg(two)), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("Saved: %1. Not saved: %2, %3.").arg(one, two, three)));
    QCOMPARE(contents(one), QByteArray("new\n"));
    QCOMPARE(contents(three), QByteArray("old\n"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2); // one and three, no temporaries
}

QTEST_GUILESS_MAIN(tst_MultiFileSave)
#include "tst_multifilesave.moc"
