// Conformance of Redaction with Sunrise's lib/security/redact.ts: every vector of
// corpus/sunrise/redaction-vectors.json (taken from the unit tests or computed by running the
// real helpers) must give exactly the expected output.

#include <rules/redaction.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using capstudio::Redaction;

namespace {

QString compact(const QJsonValue &value)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray{ value }).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

QString shortened(const QString &text, qsizetype limit)
{
    return text.size() <= limit ? text : text.left(limit - 3) + QLatin1String("...");
}

} // namespace

class TestRedactionConformance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void vector_data();
    void vector();

private:
    static constexpr qsizetype kExpectedVectors = 65;
    QJsonArray m_vectors;
};

void TestRedactionConformance::initTestCase()
{
    const QString path = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/redaction-vectors.json");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        QFAIL(qPrintable(QStringLiteral("cannot read %1: %2").arg(path, file.errorString())));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        QFAIL(qPrintable(QStringLiteral("%1 is not JSON: %2").arg(path, error.errorString())));
    if (!document.isArray())
        QFAIL(qPrintable(QStringLiteral("%1 does not hold an array").arg(path)));
    m_vectors = document.array();
    if (m_vectors.size() != kExpectedVectors) {
        QFAIL(qPrintable(QStringLiteral("%1 holds %2 vectors, expected %3")
                             .arg(path)
                             .arg(m_vectors.size())
                             .arg(kExpectedVectors)));
    }
    const QSet<QString> helpers = {
        QStringLiteral("redactedString"), QStringLiteral("maskEmail"),
        QStringLiteral("maskPhone"), QStringLiteral("maskBearerToken"),
        QStringLiteral("maskKeysInObject"),
    };
    for (const QJsonValue &value : std::as_const(m_vectors)) {
        const QJsonObject vector = value.toObject();
        if (!helpers.contains(vector.value(QStringLiteral("helper")).toString()))
            QFAIL(qPrintable(QStringLiteral("unknown helper in %1").arg(compact(vector))));
        if (!vector.contains(QStringLiteral("input")) || !vector.contains(QStringLiteral("expected")))
            QFAIL(qPrintable(QStringLiteral("a vector lacks input or expected: %1").arg(compact(vector))));
    }
}

void TestRedactionConformance::vector_data()
{
    QTest::addColumn<QString>("helper");
    QTest::addColumn<QJsonValue>("input");
    QTest::addColumn<QJsonValue>("expected");

    for (qsizetype i = 0; i < m_vectors.size(); ++i) {
        const QJsonObject vector = m_vectors.at(i).toObject();
        const QString helper = vector.value(QStringLiteral("helper")).toString();
        const QJsonValue input = vector.value(QStringLiteral("input"));
        QString shownInput = input.isObject() && helper == QLatin1String("maskKeysInObject")
                ? compact(input.toObject().value(QStringLiteral("value")))
                : compact(input);
        if (helper == QLatin1String("redactedString") && input.isNull())
            shownInput = QStringLiteral("(no argument)");
        const QString name = QStringLiteral("%1 %2 %3")
                                     .arg(i, 2, 10, QLatin1Char('0'))
                                     .arg(helper, shortened(shownInput, 40));
        QTest::newRow(name.toUtf8().constData())
            << helper << input << vector.value(QStringLiteral("expected"));
    }
}

void TestRedactionConformance::vector()
{
    QFETCH(QString, helper);
    QFETCH(QJsonValue, input);
    QFETCH(QJsonValue, expected);

    QJsonValue actual;
    if (helper == QLatin1String("redactedString")) {
        actual = input.isNull() ? Redaction::redactedString()
                                : Redaction::redactedString(input.toString());
    } else if (helper == QLatin1String("maskEmail")) {
        actual = Redaction::maskEmail(input);
    } else if (helper == QLatin1String("maskPhone")) {
        actual = Redaction::maskPhone(input);
    } else if (helper == QLatin1String("maskBearerToken")) {
        actual = Redaction::maskBearerToken(input);
    } else if (helper == QLatin1String("maskKeysInObject")) {
        const QJsonObject arguments = input.toObject();
        const QJsonValue value = arguments.value(QStringLiteral("value"));
        QStringList keys;
        const QJsonArray keyArray = arguments.value(QStringLiteral("keys")).toArray();
        for (const QJsonValue &key : keyArray)
            keys.append(key.toString());
        const QJsonValue replacement = arguments.value(QStringLiteral("replacement"));
        if (replacement.isUndefined()) {
            actual = Redaction::maskKeysInObject(value, keys);
        } else if (replacement.isString()) {
            actual = Redaction::maskKeysInObject(value, keys, replacement.toString());
        } else if (replacement.toObject().value(QStringLiteral("helper")).toString()
                   == QLatin1String("maskEmail")) {
            const Redaction::Replacement function = [](const QJsonValue &original) {
                return QJsonValue(Redaction::maskEmail(original));
            };
            actual = Redaction::maskKeysInObject(value, keys, function);
        } else {
            QFAIL(qPrintable(QStringLiteral("unsupported replacement %1").arg(compact(replacement))));
        }
    } else {
        QFAIL(qPrintable(QStringLiteral("unknown helper %1").arg(helper)));
    }

    QVERIFY2(actual == expected,
             qPrintable(QStringLiteral("got %1, expected %2").arg(compact(actual), compact(expected))));
}

QTEST_GUILESS_MAIN(TestRedactionConformance)

#include "tst_redaction_conformance.moc"
