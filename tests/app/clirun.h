#pragma once

// Runs the real capstudio binary headless, as a user or a CI job would, with the English
// messages whatever the machine's locale.
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QTemporaryDir>
#include <QProcess>
#include <QStringList>
#include <QTimer>

namespace clirun {

struct Run
{
    int exitCode = -1; // -1: timed out, -2: crashed
    QString out;
    QString err;
};

// `extraEnv` is set in the child's environment; `removedEnv` is taken out of it.
inline Run capstudio(const QStringList &arguments, const QHash<QString, QString> &extraEnv = {},
                     const QStringList &removedEnv = {})
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("LANGUAGE"));
    for (const QString &name : removedEnv)
        environment.remove(name);
    for (auto it = extraEnv.begin(); it != extraEnv.end(); ++it)
        environment.insert(it.key(), it.value());
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(CAPSTUDIO_BINARY), arguments);
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// The same for a child that talks to a server in this process (the loopback Sunrise double):
// the wait runs an event loop instead of blocking in waitForFinished(). `input` is written to
// the child's standard input, which is then closed.
inline Run capstudioServed(const QStringList &arguments, const QHash<QString, QString> &extraEnv = {},
                           const QByteArray &input = {})
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {QStringLiteral("DISPLAY"), QStringLiteral("LANGUAGE"), QStringLiteral("CAPSTUDIO_API_KEY"),
                                QStringLiteral("CAPSTUDIO_PGPASSWORD")})
        environment.remove(name);
    // No keychain in reach: an absent secret must be reported, not looked for forever.
    environment.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent/bus"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    for (auto it = extraEnv.begin(); it != extraEnv.end(); ++it)
        environment.insert(it.key(), it.value());
    process.setProcessEnvironment(environment);
    QEventLoop loop;
    QObject::connect(&process, &QProcess::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(300000, &loop, &QEventLoop::quit);
    process.start(QStringLiteral(CAPSTUDIO_BINARY), arguments);
    process.write(input);
    process.closeWriteChannel();
    loop.exec();
    Run run;
    if (process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// Writes `content` to NAME in `dir` and returns its path; stops the test run when it cannot.
inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace clirun
