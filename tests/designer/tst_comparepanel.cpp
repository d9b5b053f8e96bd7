// The designer's Changes panel: the demo library committed to a real git repository, then
// edited (a guard changed, a state with its transition added, a state removed); compared
// with HEAD and with the committed file, the change list names each change, the canvas
// outlines the added elements green and the changed ones amber, a row centres its element,
// Clear takes the marks off; a revision git does not know is said, not guessed.
#include "comparepanel.h"
#include "demopane.h"
#include "flowgatetexts.h"

#include "layout/autolayout.h"
#include "views/designer/designerscene.h"
#include "views/designer/designerview.h"
#include "views/designer/stateitem.h"
#include "views/designer/transitionitem.h"
#include "views/designer/workflowcanvas.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QLineF>
#include <QProcess>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;

namespace {

bool run(const QString &directory, const QStringList &arguments)
{
    QProcess process;
    process.setWorkingDirectory(directory);
    process.start(QStringLiteral("git"), arguments);
    return process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

QByteArray edited(QByteArray text)
{
    // The guard of `approved` changes, `publishing` gets a new way to a new state, and the
    // `declined` transition goes.
    text.replace("expr: \"$.context.approval == 'approved'\"", "expr: \"$.context.approval == 'ok'\"");
    text.replace("      publishing:\n        transitions:\n",
                 "      publishing:\n        transitions:\n          hold:\n            target: on_hold\n");
    text.replace("      approval_received:\n", "      on_hold:\n        terminal: true\n\n      approval_received:\n");
    text.replace("          declined:\n            target: rejected\n            actor: deterministic\n            guards:\n"
                 "              - { kind: expr, expr: \"$.context.approval == 'rejected'\" }\n",
                 "");
    return text;
}

TransitionItem *firstEdge(DesignerScene *scene, const QString &transition)
{
    const QList<TransitionItem *> items = scene->edgeItemsOf(transition);
    return items.isEmpty() ? nullptr : items.front();
}

} // namespace

class TestComparePanel : public QObject
{
    Q_OBJECT

private slots:
    void compareWithHeadAndFile()
    {
        QTemporaryDir dir;
        DesignerPane pane(std::make_shared<layout::AutoLayout>());
        pane.resize(1440, 860);
        QVERIFY(openDemoCopy(dir, pane));
        const QString path = dir.filePath(QStringLiteral("library.yaml"));
        QVERIFY(run(dir.path(), {QStringLiteral("init"), QStringLiteral("-q")}));
        QVERIFY(run(dir.path(), {QStringLiteral("-c"), QStringLiteral("user.name=t"), QStringLiteral("-c"),
                                 QStringLiteral("user.email=t@example.com"), QStringLiteral("add"), QStringLiteral("library.yaml")}));
        QVERIFY(run(dir.path(), {QStringLiteral("-c"), QStringLiteral("user.name=t"), QStringLiteral("-c"),
                                 QStringLiteral("user.email=t@example.com"), QStringLiteral("commit"), QStringLiteral("-q"),
                                 QStringLiteral("-m"), QStringLiteral("demo")}));
        QFile committed(path);
        QVERIFY(committed.open(QIODevice::ReadOnly));
        const QByteArray before = committed.readAll();
        committed.close();
        QVERIFY(QFile::copy(path, dir.filePath(QStringLiteral("committed.yaml"))));
        const QByteArray after = edited(before);
        QVERIFY(after != before);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(after);
        file.close();
        QVERIFY(pane.openLibrary(path));
        const QString workflow = QStringLiteral("flow.review-capability-change");
        QVERIFY(pane.openWorkflow(workflow));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));

        ComparePanel *panel = pane.comparePanel();
        QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QString error;
        QVERIFY2(panel->compareWithRevision(QStringLiteral("HEAD"), &error), qPrintable(error));
        QVERIFY(panel->isComparing());

        QStringList rows;
        for (int row = 0; row < panel->model()->rowCount(); ++row)
            rows.append(panel->model()->index(row, WorkflowChangesModel::ChangeColumn).data().toString() + QLatin1Char(' ')
                        + panel->model()->index(row, WorkflowChangesModel::PlaceColumn).data().toString());
        rows.sort();
        for (const QString &expected : {QStringLiteral("Added on_hold"), QStringLiteral("Added publishing/hold"),
                                        QStringLiteral("Changed approval_received/approved"),
                                        QStringLiteral("Removed approval_received/declined")})
            QVERIFY2(rows.contains(expected), qPrintable(rows.join(u", ")));

        // The canvas: added green, changed amber, the rest unmarked.
        DesignerScene *scene = pane.currentCanvas()->scene();
        QCOMPARE(scene->stateItem(QStringLiteral("on_hold"))->difference(), StateItem::Difference::Added);
        QCOMPARE(firstEdge(scene, QStringLiteral("publishing/hold"))->difference(), TransitionItem::Difference::Added);
        QCOMPARE(firstEdge(scene, QStringLiteral("approval_received/approved"))->difference(),
                 TransitionItem::Difference::Changed);
        QCOMPARE(scene->stateItem(QStringLiteral("drafting"))->difference(), StateItem::Difference::None);
        QCOMPARE(firstEdge(scene, QStringLiteral("drafting/draft"))->difference(), TransitionItem::Difference::None);

        // A row centres and selects its element.
        for (int row = 0; row < panel->model()->rowCount(); ++row)
            if (panel->model()->index(row, WorkflowChangesModel::PlaceColumn).data().toString() == QLatin1String("on_hold"))
                panel->view()->setCurrentIndex(panel->model()->index(row, 0));
        QCOMPARE(pane.currentCanvas()->currentElement(), QStringLiteral("on_hold"));
        const QString folder = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
        if (!folder.isEmpty()) {
            auto *tabs = qobject_cast<QTabWidget *>(panel->parentWidget()->parentWidget());
            if (tabs)
                tabs->setCurrentWidget(panel);
            pane.currentCanvas()->view()->fitToView();
            QTest::qWait(50);
            pane.grab().save(QDir(folder).filePath(QStringLiteral("designer-compare.png")));
        }

        // The committed file on disk gives the same changes.
        const int fromHead = panel->model()->rowCount();
        QVERIFY(panel->compareWithFile(dir.filePath(QStringLiteral("committed.yaml")), &error));
        QCOMPARE(panel->model()->rowCount(), fromHead);

        // Clear takes the marks off.
        panel->clear();
        QCOMPARE(panel->model()->rowCount(), 0);
        QCOMPARE(scene->stateItem(QStringLiteral("on_hold"))->difference(), StateItem::Difference::None);

        // A revision git does not know.
        QVERIFY(!panel->compareWithRevision(QStringLiteral("no-such-revision"), &error));
        QVERIFY2(error.contains(QStringLiteral("git show no-such-revision")), qPrintable(error));
        QVERIFY(!panel->isComparing());
    }

    // What only the other version has is drawn as ghosts: a removed state where the other
    // version's layout had it, removed transitions from their state to their target; a row
    // of the list centres on its ghost; exports (decorations off) and Clear leave them out.
    void removedElementsAreGhosts()
    {
        QTemporaryDir dir;
        DesignerPane pane(std::make_shared<layout::AutoLayout>());
        pane.resize(1280, 800);
        const QString path = dir.filePath(QStringLiteral("library.yaml"));
        QVERIFY(QFile::copy(QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/flowgate/library.yaml"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        const QByteArray demo = readFile(path);
        QVERIFY(!demo.isEmpty());
        // Here: `declined` is gone. There: `on_hold` and the way to it exist.
        const QByteArray here = edited(demo).replace("      on_hold:\n        terminal: true\n\n", "")
                                    .replace("          hold:\n            target: on_hold\n", "")
                                    .replace("\"$.context.approval == 'ok'\"", "\"$.context.approval == 'approved'\"");
        QByteArray there = demo;
        there.replace("      publishing:\n        transitions:\n",
                      "      publishing:\n        transitions:\n          hold:\n            target: on_hold\n            actor: human\n");
        there.replace("      approval_received:\n", "      on_hold:\n        terminal: true\n\n      approval_received:\n");
        QVERIFY(writeFile(path, here));
        const QString other = dir.filePath(QStringLiteral("other.yaml"));
        QVERIFY(writeFile(other, there));
        QVERIFY(pane.openLibrary(path));
        const QString workflow = QStringLiteral("flow.review-capability-change");
        QVERIFY(pane.openWorkflow(workflow));
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        // The other version's layout had on_hold right of publishing.
        const QPointF placed = pane.currentCanvas()->scene()->stateItem(QStringLiteral("publishing"))->pos()
                               + QPointF(260, 0);
        QFile sidecar(other + QStringLiteral(".layout.json"));
        QVERIFY(sidecar.open(QIODevice::WriteOnly));
        sidecar.write(QStringLiteral(R"({"format": "capstudio-layout", "version": 1,
                          "workflows": {"flow.review-capability-change": {"on_hold": {"x": %1, "y": %2}}}})")
                          .arg(placed.x())
                          .arg(placed.y())
                          .toUtf8());
        sidecar.close();

        ComparePanel *panel = pane.comparePanel();
        QString error;
        QVERIFY2(panel->compareWithFile(other, &error), qPrintable(error));

        DesignerScene *scene = pane.currentCanvas()->scene();
        QHash<QString, DesignerScene::Ghost> ghosts;
        for (const DesignerScene::Ghost &ghost : scene->ghosts())
            ghosts.insert(ghost.id, ghost);
        QCOMPARE(ghosts.size(), 3);
        QVERIFY(ghosts.value(QStringLiteral("on_hold")).isState());
        QVERIFY(ghosts.value(QStringLiteral("on_hold")).placed);
        QCOMPARE(ghosts.value(QStringLiteral("publishing/hold")).from, QStringLiteral("publishing"));
        QCOMPARE(ghosts.value(QStringLiteral("publishing/hold")).to, QStringLiteral("on_hold"));
        QCOMPARE(ghosts.value(QStringLiteral("approval_received/declined")).to, QStringLiteral("rejected"));
        const QRectF state = scene->ghostRect(QStringLiteral("on_hold"));
        QVERIFY(!state.isNull());
        QVERIFY(QLineF(state.center(), placed).length() < 1);
        QVERIFY(!scene->ghostRect(QStringLiteral("approval_received/declined")).isNull());
        // Ghosts are part of the drawing's bounds (fit to view shows them) and not of the graph.
        QVERIFY(scene->diagramBounds().contains(state));
        QVERIFY(!scene->stateItem(QStringLiteral("on_hold")));

        // The Removed row centres on its ghost.
        DesignerView *view = pane.currentCanvas()->view();
        view->setZoom(2.0);
        view->centerOn(scene->diagramBounds().topLeft());
        const auto shown = [view] { return view->mapToScene(view->viewport()->rect()).boundingRect(); };
        QVERIFY(!shown().contains(state.center()));
        for (int row = 0; row < panel->model()->rowCount(); ++row)
            if (panel->model()->index(row, WorkflowChangesModel::PlaceColumn).data().toString() == QLatin1String("on_hold"))
                panel->view()->setCurrentIndex(panel->model()->index(row, 0));
        QVERIFY(shown().contains(state));
        view->fitToView();


        QRectF drawn;
        for (const StateItem *item : scene->stateItems())
            drawn |= item->sceneBoundingRect();
        for (const TransitionItem *item : scene->edgeItems())
            drawn |= item->sceneBoundingRect();
        scene->setDecorationsVisible(false);
        QCOMPARE(scene->diagramBounds(), drawn);
        scene->setDecorationsVisible(true);
        panel->clear();
        QVERIFY(scene->ghosts().isEmpty());
        QVERIFY(scene->ghostRect(QStringLiteral("on_hold")).isNull());
    }
};

QTEST_MAIN(TestComparePanel)
#include "tst_comparepanel.moc"
