// The corpus library against itself, and against a copy with a comment in every file and
// every file's text otherwise untouched: no change either way.
#include "flowgate/loader.h"
#include "flowgate/semanticdiff.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio::flowgate;

class tst_SemanticDiffCorpus : public QObject
{
    Q_OBJECT

private slots:
    void theLibraryEqualsItself();
};

void tst_SemanticDiffCorpus::theLibraryEqualsItself()
{
    const QString source = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/cognitive-architectures");
    const Loader::Result original = Loader::load(source);
    QVERIFY(original.loaded());
    QVERIFY(original.config.value(u"workflows").size() > 10);
    QVERIFY(SemanticDiff::compare(original.config, original.config, original.files).isEmpty());

    QTemporaryDir dir;
    int files = 0;
    for (QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        const QString path = it.next();
        const QString copy = dir.filePath(QDir(source).relativeFilePath(path));
        QDir().mkpath(QFileInfo(copy).absolutePath());
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        if (path.endsWith(QLatin1String(".yaml")) || path.endsWith(QLatin1String(".yml"))) {
            text.prepend("# reviewed copy\n");
            ++files;
        }
        QFile out(copy);
        QVERIFY(out.open(QIODevice::WriteOnly));
        QCOMPARE(out.write(text), text.size());
    }
    QVERIFY(files > 10);
    const Loader::Result commented = Loader::load(dir.path());
    QVERIFY(commented.loaded());
    const auto changes = SemanticDiff::compare(original.config, commented.config, commented.files);
    QVERIFY2(changes.isEmpty(), qPrintable(changes.isEmpty() ? QString() : changes.first().changes.first().describe()));
}

QTEST_MAIN(tst_SemanticDiffCorpus)
#include "tst_semanticdiff_corpus.moc"
