// TextSearch: the rows a free text finds, searched in slices as the timeline filter runs it
// off the window's thread, agree with the rows' own search text; publications only grow;
// a cancelled search stops where it is.
#include "provenance/bundle.h"
#include "provenance/textsearch.h"

#include <QTest>

using namespace capstudio::provenance;

namespace {

const char *const Bundles[] = {CAPSTUDIO_CORPUS_DIR "/sunrise/provenance-example.json",
                               CAPSTUDIO_RESOURCES_DIR "/demo/conversation.json"};

// The rows found, as "m" and "m/call".
QStringList found(const TextSearch &search, const Bundle &bundle)
{
    QStringList rows;
    for (int m = 0; m < search.messagesDone(); ++m) {
        if (search.messageMatches(m))
            rows.append(QString::number(m));
        const MessageSummary &message = bundle.messages()[size_t(m)];
        for (quint32 c = 0; c < message.callCount; ++c) {
            if (search.callMatches(int(message.firstCall + c)))
                rows.append(QStringLiteral("%1/%2").arg(m).arg(message.firstCall + c));
        }
    }
    return rows;
}

// The same, row by row, from the text the timeline shows for each row.
QStringList expected(const Bundle &bundle, const QString &text)
{
    QStringList rows;
    for (int m = 0; m < int(bundle.messages().size()); ++m) {
        const MessageSummary &message = bundle.messages()[size_t(m)];
        const QString content = bundle.content(m, 500) + QLatin1Char(' ') + bundle.slugAt(message.slug);
        if (content.contains(text, Qt::CaseInsensitive))
            rows.append(QString::number(m));
        for (quint32 c = 0; c < message.callCount; ++c) {
            const CallSummary &call = bundle.calls()[size_t(message.firstCall + c)];
            if ((bundle.slugAt(call.slug) + QLatin1Char(' ') + call.errorCode).contains(text, Qt::CaseInsensitive))
                rows.append(QStringLiteral("%1/%2").arg(m).arg(message.firstCall + c));
        }
    }
    return rows;
}

} // namespace

class tst_TextSearch : public QObject
{
    Q_OBJECT

private slots:
    void findsWhatEachRowShows_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("text");
        for (const char *path : Bundles) {
            const QString name = QFileInfo(QString::fromUtf8(path)).fileName();
            for (const char *text : {"RF-20931", "rf-20931", "refund policy", "lookup", "customer", "e", "zzz-nothing"})
                QTest::addRow("%s %s", qPrintable(name), text) << QString::fromUtf8(path) << QString::fromUtf8(text);
        }
    }
    void findsWhatEachRowShows()
    {
        QFETCH(QString, path);
        QFETCH(QString, text);
        const Bundle::Result opened = Bundle::open(path);
        QVERIFY2(opened.ok(), qPrintable(opened.error.message));
        const Bundle &bundle = *opened.bundle;
        QVERIFY(bundle.messages().size() > 3);
        TextSearch search(opened.bundle, text);
        QList<int> published;
        const std::atomic<bool> cancelled{false};
        search.run(cancelled, [&](int done) { published.append(done); }, 2);
        QVERIFY(search.isFinished());
        QCOMPARE(published.last(), search.messageCount());
        QVERIFY(std::is_sorted(published.begin(), published.end()));
        QCOMPARE(published.size(), (search.messageCount() + 1) / 2);
        QCOMPARE(found(search, bundle), expected(bundle, text));
    }

    void theRefundIdIsInTwoMessages()
    {
        const Bundle::Result opened = Bundle::open(QString::fromUtf8(Bundles[0]));
        QVERIFY(opened.ok());
        TextSearch search(opened.bundle, QStringLiteral("rf-20931"));
        search.run(std::atomic<bool>{false}, {});
        // run_workflow's raw result and the assistant's answer.
        QCOMPARE(found(search, *opened.bundle), (QStringList{QStringLiteral("6"), QStringLiteral("7")}));
    }

    void aCancelledSearchStopsWhereItIs()
    {
        const Bundle::Result opened = Bundle::open(QString::fromUtf8(Bundles[0]));
        QVERIFY(opened.ok());
        TextSearch before(opened.bundle, QStringLiteral("e"));
        before.run(std::atomic<bool>{true}, {});
        QCOMPARE(before.messagesDone(), 0);
        QVERIFY(!before.isFinished());

        TextSearch during(opened.bundle, QStringLiteral("e"));
        std::atomic<bool> cancelled{false};
        during.run(cancelled, [&](int) { cancelled = true; }, 3);
        QCOMPARE(during.messagesDone(), 3);
        QVERIFY(!during.isFinished());
    }
};

QTEST_GUILESS_MAIN(tst_TextSearch)
#include "tst_textsearch.moc"
