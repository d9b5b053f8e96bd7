#include "cli/commandline.h"
#include "core/workpool.h"
#include "mainwindow.h"
#include "workspace.h"
#include "views/theme.h"

#include <QApplication>
#include <QSettings>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>
#include <QTranslator>
#include <cstdio>

namespace {

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("capstudio"));
    QCoreApplication::setApplicationName(QStringLiteral("capstudio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CAPSTUDIO_VERSION));
}

// The interface follows the system locale; the translations are compiled into the binary.
void installTranslations(QCoreApplication &app)
{
    auto *own = new QTranslator(&app);
    // The C/POSIX locale (CI machines, containers) gets English, plural forms included.
    const QLocale locale = QLocale().language() == QLocale::C ? QLocale(QLocale::English)
                                                              : QLocale();
    if (own->load(locale, QStringLiteral("capstudio"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

int runHeadless(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    setIdentity();
    installTranslations(app);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return capstudio::cli::CommandLine().run(app.arguments(), out, err);
}

// Subcommands that draw (fonts, QGraphicsScene) need a QApplication, still without a
// window: on the offscreen platform unless QT_QPA_PLATFORM chooses one, so that they run
// with no display at all.
bool needsGui(const QStringList &arguments)
{
    return arguments.value(1) == QLatin1String("render");
}

// Qt warns about a missing XDG_RUNTIME_DIR when a QGuiApplication starts without a desktop
// session (CI, containers); a command that succeeds should print nothing.
QtMessageHandler previousHandler = nullptr;

void quietHeadlessMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (previousHandler)
        previousHandler(type, context, message);
}

int runHeadlessGui(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    previousHandler = qInstallMessageHandler(quietHeadlessMessages);
    QApplication app(argc, argv);
    setIdentity();
    installTranslations(app);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return capstudio::cli::CommandLine().run(app.arguments(), out, err);
}

// `capstudio BUNDLE.json [BUNDLE2.json …]`: positional .json files with no subcommand open the
// window with those bundles in the Provenance area. A subcommand's own .json arguments
// (`capstudio validate x.json`) stay with the command line.
bool isHeadless(const QStringList &arguments)
{
    QStringList rest{arguments.value(0)};
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        const QString &previous = arguments.at(i - 1);
        const bool optionValue = i > 1 && previous.startsWith(QLatin1Char('-')) && !previous.contains(QLatin1Char('='));
        const bool bundle = !optionValue && !argument.startsWith(QLatin1Char('-'))
            && argument.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
        if (!bundle)
            rest.append(argument);
    }
    return capstudio::cli::CommandLine().isHeadless(rest);
}

int runWindow(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    setIdentity();
    QGuiApplication::setDesktopFileName(QStringLiteral("org.capstudio.CapStudio")); // the installed .desktop file
    installTranslations(app);

    QCommandLineParser parser;
    const QCommandLineOption workspaceOption(QStringLiteral("workspace"),
                                             QCoreApplication::translate("main", "Open this workspace file."),
                                             QStringLiteral("PATH"));
    parser.addOption(workspaceOption);
    const QCommandLineOption themeOption(QStringLiteral("theme"),
                                         QCoreApplication::translate("main", "Use this theme for this run: system, light or dark."),
                                         QStringLiteral("THEME"));
    parser.addOption(themeOption);
    const QCommandLineOption mergeOption(
        QStringLiteral("merge"),
        QCoreApplication::translate("main", "Open the designer's merge of BASE OURS THEIRS [RESULT] (a git mergetool)."));
    parser.addOption(mergeOption);
    parser.addPositionalArgument(QStringLiteral("bundles"),
                                 QCoreApplication::translate("main", "Provenance bundles to open."),
                                 QStringLiteral("[BUNDLE.json…]"));
    parser.process(app);
    // View ▸ Theme's choice, or --theme for this run only.
    capstudio::applyTheme(capstudio::themeFromKey(
        parser.isSet(themeOption) ? parser.value(themeOption)
                                  : QSettings().value(QStringLiteral("view/theme")).toString()));
    const QString path = parser.isSet(workspaceOption) ? parser.value(workspaceOption)
                                                       : capstudio::Workspace::defaultPath();

    auto workspace = capstudio::Workspace::open(path);
    if (!workspace) {
        QMessageBox::critical(nullptr, QCoreApplication::translate("main", "capstudio"),
                              QCoreApplication::translate("main", "Cannot open the workspace %1:\n%2")
                                  .arg(path, workspace.error().message));
        return 2;
    }

    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(mergeOption) && (positional.size() < 3 || positional.size() > 4)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("main", "capstudio --merge: expected BASE OURS THEIRS [RESULT]")));
        return 2;
    }

    capstudio::MainWindow window(std::move(workspace).value());
    window.show();
    if (parser.isSet(mergeOption))
        window.mergeFiles(positional);
    else
        window.openBundles(positional);

    // For the start-up benchmark: report the time to the first painted window and quit.
    if (qEnvironmentVariableIsSet("CAPSTUDIO_EXIT_AFTER_FIRST_PAINT")) {
        QTimer::singleShot(0, &app, [&] {
            window.repaint();
            std::fprintf(stderr, "first-paint-ms %lld\n", static_cast<long long>(sinceStart.elapsed()));
            QCoreApplication::quit();
        });
    }
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    if (isHeadless(arguments))
        return needsGui(arguments) ? runHeadlessGui(argc, argv) : runHeadless(argc, argv);
    // The window's allocator setting, before any thread starts (a command line has no
    // repaint to keep and keeps glibc's faster default).
    capstudio::WorkPool::prepareAllocator();
    return runWindow(argc, argv);
}
