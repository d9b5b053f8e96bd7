#include "cli/commandline.h"
#include "mainwindow.h"
#include "workspace.h"

#include <QApplication>
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
    if (own->load(QLocale(), QStringLiteral("capstudio"), QStringLiteral("_"), QStringLiteral(":/i18n")))
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

int runWindow(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    setIdentity();
    QGuiApplication::setDesktopFileName(QStringLiteral("capstudio"));
    installTranslations(app);

    QCommandLineParser parser;
    const QCommandLineOption workspaceOption(QStringLiteral("workspace"),
                                             QCoreApplication::translate("main", "Open this workspace file."),
                                             QStringLiteral("PATH"));
    parser.addOption(workspaceOption);
    parser.process(app);
    const QString path = parser.isSet(workspaceOption) ? parser.value(workspaceOption)
                                                       : capstudio::Workspace::defaultPath();

    auto workspace = capstudio::Workspace::open(path);
    if (!workspace) {
        QMessageBox::critical(nullptr, QCoreApplication::translate("main", "capstudio"),
                              QCoreApplication::translate("main", "Cannot open the workspace %1:\n%2")
                                  .arg(path, workspace.error().message));
        return 2;
    }

    capstudio::MainWindow window(std::move(workspace).value());
    window.show();

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
    if (capstudio::cli::CommandLine().isHeadless(arguments))
        return runHeadless(argc, argv);
    return runWindow(argc, argv);
}
