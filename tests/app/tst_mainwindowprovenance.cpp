#include "mainwindow.h"
#include "session.h"
#include "provenance/bundle.h"
#include "views/bundleview.h"
#include "views/provenancepane.h"
#include "workspace.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QDir>
#include <QFile>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUrl>

using namespace capstudio;

namespace {
const QString DemoPath = QStringLiteral(CAPSTUDIO_SOURCE_DIR "/resources/demo/conversation.json");
}

// The window's side of the Provenance area: workspace conversations, files and drops.
class tst_MainWindowProvenance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void workspaceConversationOpensFromTheStore();
    void filesAndDropsOpenInTheProvenanceArea();

private:
    QTemporaryDir m_dir;
};

void tst_MainWindowProvenance::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

void tst_MainWindowProvenance::workspaceConversationOpensFromTheStore()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("ws1.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading()); // the first reads run on the store's thread
    ProvenancePane *pane = window.provenancePane();
    QTreeWidgetItem *workspace = pane->documentList()->topLevelItem(1);
    QVERIFY(workspace);
    QCOMPARE(workspace->childCount(), 1); // the demo conversation
    QCOMPARE(workspace->child(0)->text(0), QStringLiteral("Late delivery DE-104233"));

    QSignalSpy loaded(pane, &ProvenancePane::loadFinished);
    pane->documentList()->setCurrentItem(workspace->child(0));
    QVERIFY(loaded.wait(60000));
    QVERIFY(loaded.constFirst().constFirst().toBool());
    QCOMPARE(pane->bundleCount(), 1);
    const provenance::Bundle &bundle = *pane->currentView()->bundle();
    QCOMPARE(bundle.conversation().title, QStringLiteral("Late delivery DE-104233"));
    QCOMPARE(int(bundle.messages().size()), 8);
    QVERIFY(!bundle.findings().empty()); // the demo conversation leaks
}

void tst_MainWindowProvenance::filesAndDropsOpenInTheProvenanceArea()
{
    auto opened = Workspace::open(m_dir.filePath(QStringLiteral("ws2.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading()); // the first reads run on the store's thread
    ProvenancePane *pane = window.provenancePane();
    auto *tabs = window.findChild<QTabWidget *>();
    tabs->setCurrentIndex(0);

    QSignalSpy loaded(pane, &ProvenancePane::loadFinished);
    window.openBundles({DemoPath});
    QCOMPARE(tabs->currentWidget(), pane);
    QVERIFY(loaded.wait(60000));
    QCOMPARE(pane->bundleCount(), 1);

    const QString copy = m_dir.filePath(QStringLiteral("dropped.json"));
    QVERIFY(QFile::copy(DemoPath, copy));
    const QString text = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile(text).open(QIODevice::WriteOnly);

    QMimeData refused;
    refused.setUrls({QUrl::fromLocalFile(text)});
    QDragEnterEvent enterRefused(QPoint(10, 10), Qt::CopyAction, &refused, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enterRefused);
    QVERIFY(!enterRefused.isAccepted());

    tabs->setCurrentIndex(0);
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(copy)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    QCOMPARE(tabs->currentWidget(), pane);
    QVERIFY(loaded.wait(60000));
    QCOMPARE(pane->bundleCount(), 2);
    QCOMPARE(pane->entryCount(), 2);

    // For the README: the Sunrise example with a followed leak, when asked for.
    const QString corpus = QStringLiteral(CAPSTUDIO_CORPUS_DIR "/sunrise/provenance-example.json");
    if (qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR") && QFile::exists(corpus)) {
        while (pane->entryCount() > 0) {
            pane->setCurrentEntry(0);
            pane->closeCurrent();
        }
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openBundles({corpus});
        QVERIFY(loaded.wait(60000));
        BundleView *view = pane->currentView();
        const auto &findings = view->bundle()->findings();
        for (size_t i = 0; i < findings.size(); ++i) {
            if (findings[i].message == 3) {
                view->followFinding(int(i));
                break;
            }
        }
        QTest::qWait(100);
        window.grab().save(QDir(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR")).filePath(QStringLiteral("provenance-viewer.png")));
    }
}

QTEST_MAIN(tst_MainWindowProvenance)
#include "tst_mainwindowprovenance.moc"
