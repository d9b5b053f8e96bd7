// The pictures of the README and the manual, taken from the real window on a fresh profile and
// the demo workspace: every area at 1280×800 and 1920×1080, light and dark, and (run with
// QT_SCALE_FACTOR=2) at 200 %. Each picture is also checked: the window filled, no pane of a
// splitter squeezed, the designer's canvas most of its column, nothing drawn off the window.
//
// CAPSTUDIO_SCREENSHOT_DIR names the folder the manual's pictures go to (scripts/screenshots.sh
// passes docs/manual/images); the other sizes, and everything without it, go to screenshots/ in
// the build folder.
#include "mainwindow.h"
#include "session.h"
#include "squeezedpanes.h"
#include "views/agentspane.h"
#include "views/designer/designerpane.h"
#include "views/theme.h"
#include "workspace.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace capstudio;

namespace {

QString outputDir()
{
    QString dir = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
    if (dir.isEmpty())
        dir = QDir::current().filePath(QStringLiteral("screenshots"));
    QDir().mkpath(dir);
    return dir;
}

const char *const AreaNames[] = {"capabilities", "agents", "designer", "provenance", "audit"};

// How many distinct colours a picture has, sampled: a blank or half-painted grab has few.
int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    }
    return int(colours.size());
}

} // namespace

class tst_Screenshots : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyArea_data();
    void everyArea();

private:
    QString prefixFor(const QString &theme, const QSize &size) const;

    QTemporaryDir m_profile;
    MainWindow *m_window = nullptr;
    QTabWidget *m_tabs = nullptr;
    bool m_scaled = false;
};

void tst_Screenshots::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_profile.path());
    m_scaled = qApp->devicePixelRatio() > 1.5;
    // A home of its own: the status bar shows the workspace where a person's would be,
    // ~/.local/share/capstudio/workspace.sqlite.
    qputenv("HOME", m_profile.path().toLocal8Bit());
    auto opened = Workspace::open(QDir::home().filePath(QStringLiteral(".local/share/capstudio/workspace.sqlite")));
    QVERIFY(opened.ok());
    m_window = new MainWindow(std::move(opened).value());
    QTRY_VERIFY(!m_window->session().isReading());
    m_tabs = m_window->findChild<QTabWidget *>();
    QVERIFY(m_tabs);
    // The demo bundle open in the Provenance area, as a first look at it shows.
    m_window->openBundles({QStringLiteral(CAPSTUDIO_DEMO_BUNDLE)});
    QTRY_VERIFY(!m_window->session().isReading());
}

void tst_Screenshots::cleanupTestCase()
{
    delete m_window;
    applyTheme(Theme::System);
}

QString tst_Screenshots::prefixFor(const QString &theme, const QSize &size) const
{
    QString prefix = theme == QLatin1String("dark") ? QStringLiteral("dark") : QStringLiteral("first-run");
    if (size.width() > 1280)
        prefix += QStringLiteral("-%1").arg(size.width());
    if (m_scaled)
        prefix += QStringLiteral("-200pc");
    return prefix;
}

void tst_Screenshots::everyArea_data()
{
    QTest::addColumn<QString>("theme");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("area");
    // At 200 % a 1280×800 window is 2560×1600 pixels: the logical sizes stay those a person sees.
    const QList<QSize> sizes = {QSize(1280, 800), QSize(1920, 1080)};
    for (const QString theme : {QStringLiteral("light"), QStringLiteral("dark")}) {
        for (const QSize &size : sizes) {
            for (int area = 0; area < int(std::size(AreaNames)); ++area) {
                QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3 %4")
                                             .arg(theme)
                                             .arg(size.width())
                                             .arg(size.height())
                                             .arg(QLatin1String(AreaNames[area]))))
                    << theme << size << area;
            }
        }
    }
}

void tst_Screenshots::everyArea()
{
    QFETCH(QString, theme);
    QFETCH(QSize, size);
    QFETCH(int, area);
    applyTheme(theme == QLatin1String("dark") ? Theme::Dark : Theme::Light);
    m_window->resize(size);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_tabs->setCurrentIndex(area);
    QTRY_VERIFY(!m_window->session().isReading());
    QTest::qWait(80);
    QCOMPARE(m_window->size(), size);

    // No pane of a visible splitter below 100 px across.
    const QStringList squeezed = squeezedPanes(m_tabs->currentWidget());
    QVERIFY2(squeezed.isEmpty(), qPrintable(QLatin1String(AreaNames[area]) + QStringLiteral(": ")
                                            + squeezed.join(QStringLiteral("; "))));
    if (m_tabs->currentWidget() == m_window->designerPane()) {
        auto *centre = m_window->designerPane()->findChild<QSplitter *>(QStringLiteral("designerCentreSplitter"));
        QVERIFY(centre);
        QVERIFY2(centre->widget(0)->height() * 3 >= centre->height() * 2,
                 qPrintable(QStringLiteral("canvas %1 of %2 px").arg(centre->widget(0)->height()).arg(centre->height())));
    }

    const QPixmap picture = m_window->grab();
    const qreal ratio = m_scaled ? 2.0 : 1.0;
    QCOMPARE(picture.size(), (QSizeF(size) * ratio).toSize());
    const QImage image = picture.toImage();
    QVERIFY2(distinctColours(image) > 40, "the window looks blank");
    if (theme == QLatin1String("dark")) {
        // Dark means dark: the window's own background, sampled at its bottom-left corner.
        QVERIFY(QColor(image.pixel(4, image.height() - 4)).lightnessF() < 0.35);
    }
    // The manual shows the 1280×800 pictures; the others are for looking over (in the build folder).
    const bool forManual = size.width() == 1280 && !m_scaled;
    const QString folder = forManual ? outputDir() : QDir::current().filePath(QStringLiteral("screenshots"));
    QDir().mkpath(folder);
    const QString file = QDir(folder).filePath(
        QStringLiteral("%1-%2.png").arg(prefixFor(theme, size), QLatin1String(AreaNames[area])));
    QVERIFY2(picture.save(file), qPrintable(file));
}

QTEST_MAIN(tst_Screenshots)
#include "tst_screenshots.moc"
