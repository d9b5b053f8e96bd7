// The manual: every page's links and pictures resolve, and Help ▸ Manual opens it in the
// window, follows a link and shows the pictures.
#include "mainwindow.h"
#include "session.h"
#include "views/manualwindow.h"
#include "workspace.h"

#include <QAction>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

using namespace capstudio;

class tst_Manual : public QObject
{
    Q_OBJECT

private slots:
    void everyLinkAndPictureResolves();
    void helpManualOpensTheManual();
};

// Markdown links and pictures with a relative target: each names a file of the manual.
void tst_Manual::everyLinkAndPictureResolves()
{
    const QDir manual(QStringLiteral(CAPSTUDIO_MANUAL_DIR));
    const QStringList pages = manual.entryList({QStringLiteral("*.md")}, QDir::Files);
    QVERIFY2(pages.size() >= 6, qPrintable(pages.join(QLatin1Char(' '))));
    QVERIFY(pages.contains(QStringLiteral("index.md")));
    const QRegularExpression link(QStringLiteral("!?\\[[^\\]]*\\]\\(([^)\\s]+)\\)"));
    int checked = 0;
    QStringList broken;
    QSet<QString> linkedPages;
    for (const QString &page : pages) {
        QFile file(manual.filePath(page));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        for (auto it = link.globalMatch(text); it.hasNext();) {
            QString target = it.next().captured(1);
            if (target.startsWith(QLatin1String("http")) || target.startsWith(QLatin1Char('#')))
                continue;
            target = target.section(QLatin1Char('#'), 0, 0);
            ++checked;
            if (!QFileInfo::exists(manual.filePath(target)))
                broken.append(page + QStringLiteral(" → ") + target);
            if (target.endsWith(QLatin1String(".md")))
                linkedPages.insert(target);
        }
    }
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
    QVERIFY(checked > 20);
    // Every page is reachable from another.
    for (const QString &page : pages) {
        if (page != QLatin1String("index.md"))
            QVERIFY2(linkedPages.contains(page), qPrintable(page));
    }
}

void tst_Manual::helpManualOpensTheManual()
{
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir profile;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, profile.path());
    auto opened = Workspace::open(profile.filePath(QStringLiteral("manual.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading());
    window.show();
    auto *action = window.findChild<QAction *>(QStringLiteral("manualAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    action->trigger();
    auto *manual = window.findChild<ManualWindow *>();
    QVERIFY(manual);
    QTRY_VERIFY(manual->isVisible());
    QTextBrowser *browser = manual->browser();
    QVERIFY2(browser->toPlainText().contains(QLatin1String("capstudio user manual"), Qt::CaseInsensitive),
             qPrintable(browser->toPlainText().left(200)));
    QVERIFY(manual->windowTitle().contains(QLatin1String("Manual")));

    // A chapter through its link, with its picture loaded and no wider than the page.
    manual->showPage(QStringLiteral("designer.md"));
    QVERIFY(browser->source().fileName() == QLatin1String("designer.md"));
    QVERIFY(browser->toPlainText().contains(QLatin1String("Designer")));
    const QUrl picture = QUrl::fromLocalFile(QDir(QStringLiteral(CAPSTUDIO_MANUAL_DIR)).filePath(
        QStringLiteral("images/first-run-designer.png")));
    const QVariant image = browser->loadResource(QTextDocument::ImageResource, picture);
    QVERIFY(image.canConvert<QImage>());
    QVERIFY(!image.value<QImage>().isNull());
    QVERIFY(image.value<QImage>().width() <= browser->viewport()->width());
    if (const QString shots = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR"); !shots.isEmpty()) {
        QTest::qWait(50);
        QVERIFY(manual->grab().save(QDir(shots).filePath(QStringLiteral("manual-window.png"))));
    }
    browser->backward();
    QTRY_COMPARE(browser->source().fileName(), QStringLiteral("index.md"));

    // A second Help ▸ Manual brings the same window forward.
    action->trigger();
    QCOMPARE(window.findChildren<ManualWindow *>().size(), 1);
}

QTEST_MAIN(tst_Manual)
#include "tst_manual.moc"
