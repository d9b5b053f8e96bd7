#include "flowgate/configvalidation.h"
#include "flowgate/contracthash.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace capstudio;
using namespace capstudio::flowgate;

namespace {

QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.toText());
    return lines.join(QLatin1Char('\n'));
}

Value readJsonFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return JsonValueReader::parse(file.readAll());
}

} // namespace

class tst_FlowgateConformance : public QObject
{
    Q_OBJECT

private slots:
    void invalidCorpus_data();
    void invalidCorpus();
    void fixtureLibraryIsClean();
    void fixtureContractHashes_data();
    void fixtureContractHashes();

private:
    ValidationReport m_fixture;
    bool m_fixtureLoaded = false;
    const ValidationReport &fixture();
};

void tst_FlowgateConformance::invalidCorpus_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("message");

    const Value expectations = readJsonFile(QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/invalid/expectations.json"));
    QVERIFY2(expectations.size() == 67, "expectations.json must list 67 documents");
    for (const Value &entry : expectations.items()) {
        const QString file = entry.value(u"file").toString();
        QTest::newRow(qPrintable(file)) << file << entry.value(u"rule").toString()
                                        << entry.value(u"phase").toString() << entry.value(u"message").toString();
    }
}

void tst_FlowgateConformance::invalidCorpus()
{
    QFETCH(QString, file);
    QFETCH(QString, rule);
    QFETCH(QString, phase);
    QFETCH(QString, message);

    // Messages quote the path as it was given, so run from inside the corpus folder.
    const QString previous = QDir::currentPath();
    QVERIFY(QDir::setCurrent(QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/invalid")));
    const ValidationReport report = ConfigValidation::run(file);
    QDir::setCurrent(previous);

    QVERIFY(report.readable());
    if (phase == QLatin1String("load")) {
        QVERIFY2(report.loaded.loadErrors.size() == 1, qPrintable(describe(report.loaded.loadErrors)));
        QCOMPARE(report.loaded.loadErrors.first().message(), message);
        QCOMPARE(report.loaded.loadErrors.first().ruleId(), rule);
        return;
    }
    QVERIFY2(!report.refusesToLoad(), qPrintable(describe(report.loaded.loadErrors)));
    QVERIFY2(report.loaded.loadWarnings.isEmpty(), qPrintable(describe(report.loaded.loadWarnings)));
    QVERIFY2(report.checkWarnings.isEmpty(), qPrintable(describe(report.checkWarnings)));
    QVERIFY2(report.checkErrors.size() == 1, qPrintable(describe(report.checkErrors)));
    QCOMPARE(report.checkErrors.first().message(), message);
    QCOMPARE(report.checkErrors.first().ruleId(), rule);
}

const ValidationReport &tst_FlowgateConformance::fixture()
{
    if (!m_fixtureLoaded) {
        m_fixture = ConfigValidation::run(QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/cognitive-architectures"));
        m_fixtureLoaded = true;
    }
    return m_fixture;
}

void tst_FlowgateConformance::fixtureLibraryIsClean()
{
    const ValidationReport &report = fixture();
    QVERIFY(report.readable());
    QVERIFY2(!report.refusesToLoad(), qPrintable(describe(report.loaded.loadErrors)));
    QVERIFY2(report.loaded.loadWarnings.isEmpty(), qPrintable(describe(report.loaded.loadWarnings)));
    QVERIFY2(report.checkErrors.isEmpty(), qPrintable(describe(report.checkErrors)));
    QVERIFY2(report.checkWarnings.isEmpty(), qPrintable(describe(report.checkWarnings)));
    const Value workflows = report.loaded.config.value(u"workflows");
    QCOMPARE(workflows.size(), 26); // 22 capabilities and 4 orchestrators
    QVERIFY(workflows.contains(u"cognitive/cap.plan.vet"));
    QVERIFY(workflows.contains(u"cognitive/flow.add-feature"));
}

void tst_FlowgateConformance::fixtureContractHashes_data()
{
    QTest::addColumn<QString>("file"); // empty: the fixture library
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("hash");
    const Value vectors =
        readJsonFile(QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/contract-hash-fixture-vectors.json"));
    QVERIFY2(vectors.size() >= 22, "expected at least the 22 fixture capabilities");
    for (const Value &vector : vectors.items()) {
        if (vector.contains(u"loadedAs")) {
            QTest::newRow(qPrintable(vector.value(u"loadedAs").toString()))
                << QString() << vector.value(u"loadedAs").toString() << vector.value(u"hash").toString();
            continue;
        }
        // Vectors taken from other corpus files name the file first ("invalid/x.yaml (also …)").
        const QString file = vector.value(u"file").toString().section(QLatin1Char(' '), 0, 0);
        const QString id = vector.value(u"definitionId").toString();
        QTest::newRow(qPrintable(file + QLatin1Char(':') + id))
            << QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/") + file << id << vector.value(u"hash").toString();
    }
}

void tst_FlowgateConformance::fixtureContractHashes()
{
    QFETCH(QString, file);
    QFETCH(QString, id);
    QFETCH(QString, hash);
    const Loader::Result other = file.isEmpty() ? Loader::Result() : Loader::load(file);
    const Value &config = file.isEmpty() ? fixture().loaded.config : other.config;
    const Value *workflow = config.value(u"workflows").find(id);
    QVERIFY2(workflow, qPrintable(id));
    const Value *snippet = workflow->find(u"snippet");
    QVERIFY(snippet);
    QCOMPARE(ContractHash::of(*snippet), hash);
}

QTEST_GUILESS_MAIN(tst_FlowgateConformance)
#include "tst_flowgate_conformance.moc"
