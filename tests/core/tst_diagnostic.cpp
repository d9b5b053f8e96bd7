#include "core/diagnostic.h"
#include "core/ids.h"
#include "core/jsonpointer.h"

#include <QSet>
#include <QTest>

using namespace capstudio;

class tst_Diagnostic : public QObject
{
    Q_OBJECT

private slots:
    void text_data();
    void text();
    void json();
    void pointerEscaping_data();
    void pointerEscaping();
    void cuids();
};

void tst_Diagnostic::text_data()
{
    QTest::addColumn<Diagnostic>("diagnostic");
    QTest::addColumn<QString>("expected");

    QTest::newRow("pointer") << Diagnostic::error(QStringLiteral("slug-format"), QStringLiteral("bad slug"),
                                                  SourceLocation::atPointer(QStringLiteral("caps.json"),
                                                                            QStringLiteral("/0/slug")))
                             << QStringLiteral("caps.json:/0/slug: error[slug-format]: bad slug");
    QTest::newRow("whole-document pointer")
        << Diagnostic::error(QStringLiteral("file-shape"), QStringLiteral("not an array"),
                             SourceLocation::atPointer(QStringLiteral("a.json"), QString()))
        << QStringLiteral("a.json:/: error[file-shape]: not an array");
    QTest::newRow("line and column")
        << Diagnostic::warning(QStringLiteral("V13"), QStringLiteral("slot unknown"),
                               SourceLocation::atLine(QStringLiteral("flow.yaml"), 12, 7))
        << QStringLiteral("flow.yaml:12:7: warning[V13]: slot unknown");
    QTest::newRow("no location")
        << Diagnostic::error(QStringLiteral("x"), QStringLiteral("m"))
        << QStringLiteral("error[x]: m");
}

void tst_Diagnostic::text()
{
    QFETCH(Diagnostic, diagnostic);
    QFETCH(QString, expected);
    QCOMPARE(diagnostic.toText(), expected);
}

void tst_Diagnostic::json()
{
    const Diagnostic d = Diagnostic::error(QStringLiteral("rate-limit-range"), QStringLiteral("too big"),
                                           SourceLocation::atPointer(QStringLiteral("f.json"),
                                                                     QStringLiteral("/2/rateLimit")));
    const QJsonObject json = d.toJson();
    QCOMPARE(json.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(json.value(QStringLiteral("rule")).toString(), QStringLiteral("rate-limit-range"));
    QCOMPARE(json.value(QStringLiteral("pointer")).toString(), QStringLiteral("/2/rateLimit"));
    QCOMPARE(json.value(QStringLiteral("file")).toString(), QStringLiteral("f.json"));
    QVERIFY(!json.contains(QStringLiteral("line")));
    QVERIFY(hasErrors({d}));
    QVERIFY(!hasErrors({Diagnostic::warning(QStringLiteral("w"), QStringLiteral("w"))}));
}

void tst_Diagnostic::pointerEscaping_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("slug") << QStringLiteral("/x/slug");
    QTest::newRow("slash") << QStringLiteral("a/b") << QStringLiteral("/x/a~1b");
    QTest::newRow("tilde") << QStringLiteral("m~n") << QStringLiteral("/x/m~0n");
    QTest::newRow("tilde then slash") << QStringLiteral("~/") << QStringLiteral("/x/~0~1");
    QTest::newRow("empty key") << QString() << QStringLiteral("/x/");
}

void tst_Diagnostic::pointerEscaping()
{
    QFETCH(QString, key);
    QFETCH(QString, expected);
    QCOMPARE(jsonpointer::append(QStringLiteral("/x"), key), expected);
}

void tst_Diagnostic::cuids()
{
    QSet<QString> seen;
    for (int i = 0; i < 2000; ++i) {
        const QString id = Ids::newCuid();
        QCOMPARE(id.size(), 25);
        QVERIFY2(Ids::looksLikeCuid(id), qPrintable(id));
        seen.insert(id);
    }
    QCOMPARE(seen.size(), 2000);
    QVERIFY(!Ids::looksLikeCuid(QStringLiteral("c1234567")));      // 8 chars
    QVERIFY(!Ids::looksLikeCuid(QStringLiteral("x123456789")));    // wrong first letter
    QVERIFY(!Ids::looksLikeCuid(QStringLiteral("c1234-56789")));   // hyphen
    QVERIFY(Ids::looksLikeCuid(QStringLiteral("C123456789")));
}

QTEST_GUILESS_MAIN(tst_Diagnostic)
#include "tst_diagnostic.moc"
