// Conformance of ContractHash with the flowgate runtime: every vector of
// corpus/flowgate/contract-hash-vectors.json (runtime tests and unit tests) and of
// corpus/flowgate/contract-hash-fixture-vectors.json (the fixture capabilities) must give
// the same canonical JSON (where the vector states it) and the same hash.
//
// The fixture snippets come from YAML files; here they are read from the vector's JSON
// `snippet` with JsonValueReader, which keeps integers and floats as written.

#include <flowgate/contracthash.h>
#include <flowgate/value.h>

#include <QFile>
#include <QTest>

#include <vector>

using capstudio::flowgate::ContractHash;
using capstudio::flowgate::JsonValueReader;
using capstudio::flowgate::Value;

class TestContractHashConformance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void vector_data();
    void vector();

private:
    struct Vector
    {
        QString name;
        Value snippet;
        QString hash;
        bool hasCanonical = false;
        QByteArray canonical;
    };

    bool load(const QString &fileName, const QString &label, QString *problem);

    std::vector<Vector> m_vectors;
};

bool TestContractHashConformance::load(const QString &fileName, const QString &label,
                                       QString *problem)
{
    const QString path = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/") + fileName;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    QString error;
    const Value document = JsonValueReader::parse(file.readAll(), &error);
    if (!error.isEmpty()) {
        *problem = QStringLiteral("%1 is not JSON: %2").arg(path, error);
        return false;
    }
    if (!document.isArray() || document.size() == 0) {
        *problem = QStringLiteral("%1 holds no vectors").arg(path);
        return false;
    }
    for (qsizetype i = 0; i < document.size(); ++i) {
        const Value &entry = document.at(i);
        const Value *snippet = entry.find(u"snippet");
        const Value *hash = entry.find(u"hash");
        if (!snippet || !hash || !hash->isString()) {
            *problem = QStringLiteral("%1: vector %2 lacks snippet or hash").arg(path).arg(i);
            return false;
        }
        Vector vector;
        vector.snippet = *snippet;
        vector.hash = hash->toString();
        if (const Value *canonical = entry.find(u"canonical")) {
            if (!canonical->isString()) {
                *problem = QStringLiteral("%1: vector %2 has a non-string canonical")
                               .arg(path)
                               .arg(i);
                return false;
            }
            vector.hasCanonical = true;
            vector.canonical = canonical->toString().toUtf8();
        }
        // A descriptive row name: the capability id (fixtures) or the test it comes from.
        QString what = entry.value(u"definitionId").toString();
        if (const Value *file = entry.find(u"file"))
            what += QStringLiteral(" (%1)").arg(file->toString());
        if (what.isEmpty())
            what = entry.value(u"source").toString();
        vector.name = QStringLiteral("%1 %2 %3")
                          .arg(label)
                          .arg(i, 2, 10, QLatin1Char('0'))
                          .arg(what.left(160));
        m_vectors.push_back(std::move(vector));
    }
    return true;
}

void TestContractHashConformance::initTestCase()
{
    QString problem;
    if (!load(QStringLiteral("contract-hash-vectors.json"), QStringLiteral("vectors"), &problem))
        QFAIL(qPrintable(problem));
    if (!load(QStringLiteral("contract-hash-fixture-vectors.json"), QStringLiteral("fixtures"),
              &problem))
        QFAIL(qPrintable(problem));
}

void TestContractHashConformance::vector_data()
{
    QTest::addColumn<int>("index");
    for (size_t i = 0; i < m_vectors.size(); ++i)
        QTest::newRow(qPrintable(m_vectors[i].name)) << int(i);
}

void TestContractHashConformance::vector()
{
    QFETCH(int, index);
    const Vector &vector = m_vectors[size_t(index)];
    if (vector.hasCanonical)
        QCOMPARE(ContractHash::canonicalJson(vector.snippet), vector.canonical);
    QCOMPARE(ContractHash::of(vector.snippet), vector.hash);
}

QTEST_GUILESS_MAIN(TestContractHashConformance)
#include "tst_contracthash_conformance.moc"
