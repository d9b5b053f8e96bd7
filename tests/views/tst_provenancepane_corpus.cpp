#include "provenancetestsupport.h"

using namespace capstudio;
using namespace capstudio::provenancetest;

// The Provenance area on the Sunrise example bundle of the conformance corpus.
class tst_ProvenancePaneCorpus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void corpusHeaderCounts();
    void leaksOnlyFilter();
    void failedOnlyAndSlugFilters();
    void freeTextFilter();
    void followFindingSelectsCallOrMessageAndHighlights();
    void keyboardNextPreviousLeakAndCall();
    void toolRowAndCallJumpBothWays();
    void redactionAndTruncationMarks();
    void twoBundlesOpenAtOnce();
    void exportsWriteFiles();

private:
    QTemporaryDir m_dir;
};

void tst_ProvenancePaneCorpus::initTestCase()
{
    QVERIFY(m_dir.isValid());
    useTemporarySettings(m_dir.path());
    QVERIFY(QFile::exists(CorpusPath));
}

void tst_ProvenancePaneCorpus::corpusHeaderCounts()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, CorpusPath));
    BundleView *view = pane.currentView();
    QVERIFY(view);
    const QString header = view->header()->text();
    QVERIFY2(header.contains(QStringLiteral("Damaged order ORD-1042")), qPrintable(header));
    QVERIFY(header.contains(QStringLiteral("Support Desk (support-desk)")));
    QVERIFY(header.contains(QStringLiteral("cmf3k9x2a0000qz8r7t4vb6nc")));
    QVERIFY(header.contains(QStringLiteral("cmf3k7v0c0000ab1c2d3e4f5g")));
    QVERIFY(header.contains(QStringLiteral("cmf3k8w1b0000lm2n4p6q8r0s")));
    QVERIFY(header.contains(QStringLiteral("2026-05-18 08:00:00 UTC")));
    QVERIFY(header.contains(QStringLiteral("2026-05-18 08:00:12 UTC")));
    QVERIFY(header.contains(QStringLiteral("8 messages")));
    QVERIFY(header.contains(QStringLiteral("4 capability calls")));
    QVERIFY(header.contains(QStringLiteral("1 failed")));
    QVERIFY(!header.contains(QStringLiteral("invalid provenance")));
    QVERIFY(view->bundle()->findings().size() >= 3); // user text, lookup_customer and run_workflow rows
    QVERIFY(header.contains(QStringLiteral("%1 leaks").arg(view->bundle()->findings().size())));
    // The first message is selected and shown.
    QCOMPARE(view->currentMessage(), 0);
    QVERIFY(view->detailView()->toPlainText().contains(QStringLiteral("alice.smith@example.com")));
}

void tst_ProvenancePaneCorpus::leaksOnlyFilter()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, CorpusPath));
    BundleView *view = pane.currentView();
    QAbstractItemModelTester tester(view->filterProxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    view->leaksOnlyFilter()->setChecked(true);
    const QList<int> shown = visibleMessages(view->filterProxy());
    // The user's own text (#1), lookup_customer's raw result (#4), run_workflow's raw result (#7).
    QVERIFY2(shown.contains(0) && shown.contains(3) && shown.contains(6), qPrintable(QString::number(shown.size())));
    QVERIFY(!shown.contains(1));
    QVERIFY(!shown.contains(2));
    for (const auto &[message, call] : visibleRows(view->filterProxy())) {
        const int leaks = call >= 0 ? int(view->bundle()->calls()[size_t(call)].leakCount)
                                    : int(view->bundle()->messages()[size_t(message)].leakCount);
        QVERIFY(leaks > 0);
    }
    view->leaksOnlyFilter()->setChecked(false);
    QCOMPARE(view->filterProxy()->rowCount(), 8);
}

void tst_ProvenancePaneCorpus::failedOnlyAndSlugFilters()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, CorpusPath));
    BundleView *view = pane.currentView();
    const Bundle &bundle = *view->bundle();
    const int failedCall = callOf(bundle, QStringLiteral("call_external_api"));
    QVERIFY(failedCall >= 0);

    view->failedOnlyFilter()->setChecked(true);
    // The tool row of the failed call (#6) and the terminal message (#8) with that call alone.
    QCOMPARE(visibleRows(view->filterProxy()), (QList<QPair<int, int>>{{5, -1}, {7, -1}, {7, failedCall}}));
    view->failedOnlyFilter()->setChecked(false);

    const int slugIndex = view->slugFilter()->findData(QStringLiteral("lookup_customer"));
    QVERIFY(slugIndex > 0);
    view->slugFilter()->setCurrentIndex(slugIndex);
    const int lookup = callOf(bundle, QStringLiteral("lookup_customer"));
    QCOMPARE(visibleRows(view->filterProxy()), (QList<QPair<int, int>>{{3, -1}, {7, -1}, {7, lookup}}));

    // Role: tool rows only.
    view->slugFilter()->setCurrentIndex(0);
    view->roleFilter()->setCurrentIndex(view->roleFilter()->findData(QStringLiteral("tool")));
    QCOMPARE(visibleMessages(view->filterProxy()), (QList<int>{2, 3, 5, 6}));
}

void tst_ProvenancePaneCorpus::freeTextFilter()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, CorpusPath));
    BundleView *view = pane.currentView();
    QTest::keyClicks(view->textFilter(), QStringLiteral("REFUND POLICY"));
    // Debounced: applied after a pause in typing.
    QTRY_COMPARE(visibleMessages(view->filterProxy()), QList<int>{0});
    // The text is searched off the window's thread: the rows come when the search has run.
    view->textFilter()->setText(QStringLiteral("RF-20931"));
    view->applyTextFilter();
    // run_workflow's raw result and the assistant's answer mention the refund id.
    QTRY_COMPARE(visibleMessages(view->filterProxy()), (QList<int>{6, 7}));
    QTRY_VERIFY(!view->filterProxy()->isSearching());
    QVERIFY2(!view->countLabel()->text().contains(QStringLiteral("searching")), qPrintable(view->countLabel()->text()));
    // A new text replaces the search under way: only its rows remain.
    view->textFilter()->setText(QStringLiteral("REFUND POLICY"));
    view->applyTextFilter();
    view->textFilter()->setText(QStringLiteral("no such text anywhere"));
    view->applyTextFilter();
    QTRY_VERIFY(!view->filterProxy()->isSearching());
    QCOMPARE(view->filterProxy()->rowCount(), 0);
    QCOMPARE(view->countLabel()->text(), QStringLiteral("0 of 8 messages"));
}

void tst_ProvenancePaneCorpus::followFindingSelectsCallOrMessageAndHighlights()
{
    ProvenancePane pane;
    pane.resize(1280, 800);
    QVERIFY(openAndWait(pane, CorpusPath));
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    BundleView *view = pane.currentView();
    const Bundle &bundle = *view->bundle();
    // The email in lookup_customer's raw result (message #4), not redacted by Sunrise.
    int target = -1;
    for (size_t i = 0; i < bundle.findings().size(); ++i) {
        const provenance::Finding &f = bundle.findings()[i];
        if (f.message == 3 && f.kind == provenance::LeakKind::Email)
            target = int(i);
    }
    QVERIFY(target >= 0);
    const provenance::Finding &finding = bundle.findings()[size_t(target)];
    QCOMPARE(finding.text, QStringLiteral("alice.smith@example.com"));

    QTableView *table = view->findingsView();
    QModelIndex row;
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        if (table->model()->index(r, 0).data(FindingsModel::FindingRole).toInt() == target)
            row = table->model()->index(r, 0);
    }
    QVERIFY(row.isValid());
    table->setFocus();
    table->setCurrentIndex(row);
    QTest::keyClick(table, Qt::Key_Return);

    QCOMPARE(view->currentMessage(), 3);
    QCOMPARE(view->currentCall(), -1);
    QCOMPARE(view->timeline()->currentIndex().data(TimelineModel::MessageRole).toInt(), 3);
    MessageDetailView *detail = view->detailView();
    QCOMPARE(detail->currentMessage(), 3);
    bool found = false;
    for (const MessageDetailView::Highlight &highlight : detail->highlights()) {
        if (highlight.kind != MessageDetailView::Highlight::Leak || highlight.finding != target)
            continue;
        found = true;
        QCOMPARE(highlightedText(detail, highlight), finding.text);
        const QTextCharFormat format = formatAt(detail, highlight.start);
        QCOMPARE(format.property(MessageDetailView::FindingProperty).toInt(), target);
        QVERIFY(isRed(format.background().color()));
        QVERIFY(format.toolTip().contains(provenance::leakKindTitle(finding.kind)));
        QVERIFY(format.toolTip().contains(finding.masked));
        // The followed leak stands out in the detail view.
        QCOMPARE(detail->focusedFinding(), target);
        QCOMPARE(detail->textCursor().position(), highlight.start);
    }
    QVERIFY(found);
    // Text next to the leak is not highlighted.
    const QString text = detail->toPlainText();
    const int customer = int(text.indexOf(QStringLiteral("CUST-88213")));
    QVERIFY(customer > 0);
    QVERIFY(!formatAt(detail, customer).hasProperty(MessageDetailView::HighlightKindProperty));

    // A leak with the filters hiding it: following clears the filters.
    view->slugFilter()->setCurrentIndex(view->slugFilter()->findData(QStringLiteral("search_knowledge_base")));
    view->followFinding(target);
    QCOMPARE(view->currentMessage(), 3);
    QCOMPARE(view->slugFilter()->currentIndex(), 0);

    if (qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR")) {
        QTest::qWait(50);
        const QDir out(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR"));
        pane.grab().save(out.filePath(QStringLiteral("provenance.png")));
        view->selectCall(callOf(bundle, QStringLiteral("search_knowledge_base")));
        pane.grab().save(out.filePath(QStringLiteral("provenance-call.png")));
        view->selectMessage(7);
        pane.grab().save(out.filePath(QStringLiteral("provenance-terminal.png")));
    }
}

void tst_ProvenancePaneCorpus::keyboardNextPreviousLeakAndCall()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, CorpusPath));
    pane.show();
    QApplication::setActiveWindow(&pane);
    QVERIFY(QTest::qWaitForWindowActive(&pane));
    BundleView *view = pane.currentView();
    const Bundle &bundle = *view->bundle();
    view->timeline()->setFocus();
    QCOMPARE(view->currentMessage(), 0);

    // Leak stops in timeline order: messages with their own leaks, then calls.
    QList<QPair<int, int>> stops;
    for (const provenance::Finding &f : bundle.findings()) {
        if (!stops.contains(qMakePair(f.message, f.call)))
            stops.append({f.message, f.call});
    }
    std::sort(stops.begin(), stops.end());
    QVERIFY(stops.size() >= 3);
    QCOMPARE(stops.constFirst(), qMakePair(0, -1)); // the user's text
    QTest::keyClick(view->timeline(), Qt::Key_F8);
    QCOMPARE(qMakePair(view->currentMessage(), view->currentCall()), stops.at(1));
    QTest::keyClick(view->timeline(), Qt::Key_F8);
    QCOMPARE(qMakePair(view->currentMessage(), view->currentCall()), stops.at(2));
    QTest::keyClick(view->timeline(), Qt::Key_F8, Qt::ShiftModifier);
    QCOMPARE(qMakePair(view->currentMessage(), view->currentCall()), stops.at(1));
    // The detail view shows the leak it moved to.
    const int focused = view->detailView()->focusedFinding();
    QVERIFY(focused >= 0);
    QCOMPARE(qMakePair(bundle.findings()[size_t(focused)].message, bundle.findings()[size_t(focused)].call), stops.at(1));

    // Calls: Ctrl+Down from a message before the terminal one goes to the first call.
    view->selectMessage(2);
    QTest::keyClick(view->timeline(), Qt::Key_Down, Qt::ControlModifier);
    QCOMPARE(view->currentCall(), 0);
    QCOMPARE(view->detailView()->currentCall(), 0);
    QTest::keyClick(view->timeline(), Qt::Key_Down, Qt::ControlModifier);
    QCOMPARE(view->currentCall(), 1);
    QTest::keyClick(view->timeline(), Qt::Key_Up, Qt::ControlModifier);
    QCOMPARE(view->currentCall(), 0);
    // Backward from the first call wraps to the last.
    QTest::keyClick(view->timeline(), Qt::Key_Up, Qt::ControlModifier);
    QCOMPARE(view->currentCall(), int(bundle.calls().size()) - 1);

    // Next call skips what the filters hide.
    view->failedOnlyFilter()->setChecked(true);
    view->selectMessage(5);
    QTest::keyClick(view->timeline(), Qt::Key_Down, Qt::ControlModifier);
    QCOMPARE(view->currentCall(), callOf(bundle, QStringLiteral("call_external_api")));
}

void tst_ProvenancePaneCorpus::toolRowAndCallJumpBothWays()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, CorpusPath));
    pane.show();
    QApplication::setActiveWindow(&pane);
    QVERIFY(QTest::qWaitForWindowActive(&pane));
    BundleView *view = pane.currentView();
    const Bundle &bundle = *view->bundle();
    const int lookup = callOf(bundle, QStringLiteral("lookup_customer"));
    QCOMPARE(bundle.messages()[3].answersCall, lookup);
    QCOMPARE(bundle.calls()[size_t(lookup)].toolMessage, 3);

    view->selectMessage(3);
    view->timeline()->setFocus();
    QVERIFY(view->hasCounterpart());
    QTest::keyClick(view->timeline(), Qt::Key_J, Qt::ControlModifier);
    QCOMPARE(view->currentCall(), lookup);
    // The call's detail shows the tool row's raw content, with its leak highlighted.
    const QString text = view->detailView()->toPlainText();
    QVERIFY(text.contains(QStringLiteral("tool row #4")));
    QVERIFY(text.contains(QStringLiteral("CUST-88213")));
    QVERIFY(std::any_of(view->detailView()->highlights().cbegin(), view->detailView()->highlights().cend(),
                        [](const MessageDetailView::Highlight &h) { return h.kind == MessageDetailView::Highlight::Leak; }));
    QTest::keyClick(view->timeline(), Qt::Key_J, Qt::ControlModifier);
    QCOMPARE(view->currentMessage(), 3);
    QCOMPARE(view->currentCall(), -1);
    // The link in the detail view goes there too.
    QSignalSpy spy(view->detailView(), &MessageDetailView::callLinkActivated);
    emit view->detailView()->anchorClicked(QUrl(QStringLiteral("capstudio:call/%1").arg(lookup)));
    QCOMPARE(spy.size(), 1);
    QCOMPARE(view->currentCall(), lookup);
}

void tst_ProvenancePaneCorpus::redactionAndTruncationMarks()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, CorpusPath));
    BundleView *view = pane.currentView();
    const Bundle &bundle = *view->bundle();
    MessageDetailView *detail = view->detailView();

    // call_external_api: Authorization and body were masked by Sunrise.
    view->selectCall(callOf(bundle, QStringLiteral("call_external_api")));
    QStringList masked;
    for (const MessageDetailView::Highlight &h : detail->highlights()) {
        if (h.kind == MessageDetailView::Highlight::Masked)
            masked.append(highlightedText(detail, h));
        QVERIFY(h.kind != MessageDetailView::Highlight::Truncated);
    }
    QVERIFY2(masked.contains(QStringLiteral("\"<redacted>\"")), qPrintable(masked.join(QLatin1Char('|'))));
    QVERIFY(masked.contains(QStringLiteral("\"<redacted: body>\"")));
    const MessageDetailView::Highlight first = *std::find_if(
        detail->highlights().cbegin(), detail->highlights().cend(),
        [](const MessageDetailView::Highlight &h) { return h.kind == MessageDetailView::Highlight::Masked; });
    QCOMPARE(formatAt(detail, first.start).toolTip(), QStringLiteral("Redacted by Sunrise"));
    QVERIFY(detail->toPlainText().contains(QStringLiteral("invalid_binding")));

    // lookup_customer: arguments masked with maskEmail.
    view->selectCall(callOf(bundle, QStringLiteral("lookup_customer")));
    masked.clear();
    for (const MessageDetailView::Highlight &h : detail->highlights()) {
        if (h.kind == MessageDetailView::Highlight::Masked)
            masked.append(highlightedText(detail, h));
    }
    QVERIFY2(masked.contains(QStringLiteral("\"a***@e***.com\"")), qPrintable(masked.join(QLatin1Char('|'))));

    // search_knowledge_base: its preview was cut to 479 characters + "…".
    const int search = callOf(bundle, QStringLiteral("search_knowledge_base"));
    QVERIFY(bundle.calls()[size_t(search)].truncatedPreview);
    view->selectCall(search);
    QStringList truncated;
    for (const MessageDetailView::Highlight &h : detail->highlights()) {
        if (h.kind == MessageDetailView::Highlight::Truncated)
            truncated.append(highlightedText(detail, h));
    }
    QVERIFY2(truncated.contains(QStringLiteral(" truncated ")), qPrintable(truncated.join(QLatin1Char('|'))));
    QVERIFY(truncated.contains(QString(QChar(0x2026))));
    QVERIFY(view->timelineModel()->callIndex(search, TimelineModel::PreviewColumn).data().toString().startsWith(
        QStringLiteral("[truncated]")));
}

void tst_ProvenancePaneCorpus::twoBundlesOpenAtOnce()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, DemoPath));
    QVERIFY(openAndWait(pane, CorpusPath));
    QCOMPARE(pane.bundleCount(), 2);
    QCOMPARE(pane.currentEntry(), 1);
    QCOMPARE(pane.currentView()->bundle()->conversation().title, QStringLiteral("Damaged order ORD-1042"));
    // Both are in the recent list, newest first.
    const QList<QAction *> recent = pane.recentMenu()->actions();
    QVERIFY(recent.size() >= 2);
    QCOMPARE(recent.at(0)->text(), QStringLiteral("provenance-example.json"));
    QCOMPARE(recent.at(1)->text(), QStringLiteral("conversation.json"));
    pane.setCurrentEntry(0);
    QCOMPARE(pane.currentView()->bundle()->conversation().title, QStringLiteral("Late delivery DE-104233"));
    // Opening the same file again selects it instead of opening it twice.
    pane.openFile(CorpusPath);
    QCOMPARE(pane.entryCount(), 2);
    QCOMPARE(pane.currentEntry(), 1);
    pane.closeCurrent();
    QCOMPARE(pane.bundleCount(), 1);
    QCOMPARE(pane.viewAt(0)->bundle()->conversation().title, QStringLiteral("Late delivery DE-104233"));
}

void tst_ProvenancePaneCorpus::exportsWriteFiles()
{
    ProvenancePane pane;
    QVERIFY(openAndWait(pane, CorpusPath));
    const QString redacted = m_dir.filePath(QStringLiteral("redacted.json"));
    const QString report = m_dir.filePath(QStringLiteral("report.md"));
    pane.exportRedactedCopy(redacted);
    pane.exportAuditReport(report);
    QFile copy(redacted);
    QVERIFY(copy.open(QIODevice::ReadOnly));
    const QByteArray bytes = copy.readAll();
    QVERIFY(!bytes.contains("alice.smith@example.com"));
    QVERIFY(bytes.contains("a***@e***.com"));
    QVERIFY(QFileInfo(report).size() > 0);
}

QTEST_MAIN(tst_ProvenancePaneCorpus)
#include "tst_provenancepane_corpus.moc"
