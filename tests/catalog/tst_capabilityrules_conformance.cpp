// Sunrise's own seeded capability rows (corpus/sunrise/builtin-capabilities.json) and its
// binding response must pass the capability rules that claim parity with Sunrise.
#include "catalog/capabilityfile.h"
#include "catalog/capabilityrules.h"

#include <QJsonObject>
#include <QTest>

using namespace capstudio;

class tst_CapabilityRulesConformance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void seededRowsHaveNoErrors_data();
    void seededRowsHaveNoErrors();
    void unseededRowsAreNotRows();
    void bindingResponseCapabilitiesHaveNoErrors();

private:
    QJsonArray m_rows;
    QString m_path;
};

void tst_CapabilityRulesConformance::initTestCase()
{
    m_path = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/builtin-capabilities.json");
    const CapabilityFile::Content content = CapabilityFile::read(m_path);
    QVERIFY2(content.ok(), content.ok() ? "" : qPrintable(content.error->toText()));
    m_rows = content.rows;
    QCOMPARE(m_rows.size(), 13);
}

void tst_CapabilityRulesConformance::seededRowsHaveNoErrors_data()
{
    QTest::addColumn<int>("row");
    for (int i = 0; i < m_rows.size(); ++i) {
        const QJsonObject row = m_rows.at(i).toObject();
        if (row.value(QStringLiteral("id")).isString())
            QTest::newRow(qPrintable(row.value(QStringLiteral("slug")).toString())) << i;
    }
}

void tst_CapabilityRulesConformance::seededRowsHaveNoErrors()
{
    QFETCH(int, row);
    const Diagnostics diagnostics =
        CapabilityRules::checkRow(m_rows.at(row).toObject(), m_path, QStringLiteral("/%1").arg(row));
    QStringList errors;
    for (const Diagnostic &d : diagnostics) {
        if (d.severity() == Severity::Error)
            errors.append(d.toText());
    }
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
}

void tst_CapabilityRulesConformance::unseededRowsAreNotRows()
{
    // read_user_memory, write_user_memory, escalate_to_human: only slug and function
    // definition are known; a row with null name and type would be refused by the API.
    int unseeded = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        const QJsonObject row = m_rows.at(i).toObject();
        if (row.value(QStringLiteral("id")).isString())
            continue;
        ++unseeded;
        const Diagnostics diagnostics = CapabilityRules::checkRow(row, m_path, QStringLiteral("/%1").arg(i));
        QVERIFY(hasErrors(diagnostics));
        const bool nameReported = std::any_of(diagnostics.cbegin(), diagnostics.cend(), [&](const Diagnostic &d) {
            return d.location().jsonPointer == QStringLiteral("/%1/name").arg(i);
        });
        QVERIFY(nameReported);
    }
    QCOMPARE(unseeded, 3);
}

void tst_CapabilityRulesConformance::bindingResponseCapabilitiesHaveNoErrors()
{
    const CapabilityFile::Content content =
        CapabilityFile::read(QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/agent-capabilities-response.json"));
    QVERIFY(content.ok());
    QCOMPARE(content.rows.size(), 3);
    for (qsizetype i = 0; i < content.rows.size(); ++i) {
        const QJsonObject capability =
            content.rows.at(i).toObject().value(QStringLiteral("capability")).toObject();
        QVERIFY(!capability.isEmpty());
        const Diagnostics diagnostics = CapabilityRules::checkRow(capability, QStringLiteral("response"));
        QVERIFY2(!hasErrors(diagnostics), qPrintable(diagnostics.value(0).toText()));
    }
}

QTEST_GUILESS_MAIN(tst_CapabilityRulesConformance)
#include "tst_capabilityrules_conformance.moc"
