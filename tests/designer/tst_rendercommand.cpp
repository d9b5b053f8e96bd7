// `capstudio render`, driven through the real binary without a display, as a CI job or a
// documentation build would run it.
#include "clirun.h"
#include "scenetestsupport.h"

#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using clirun::Run;

namespace {

// Every character run of an SVG document, and its <title>; sets `error` when it does not
// parse as XML.
QString svgText(const QString &path, QString *title, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QXmlStreamReader xml(&file);
    QString text;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("title"))
            *title = xml.readElementText();
        else if (xml.isCharacters())
            text += xml.text().toString() + QLatin1Char('\n');
    }
    if (xml.hasError())
        *error = xml.errorString();
    return text;
}

// `capstudio` also names the project's namespace.
Run runCapstudio(const QStringList &arguments)
{
    return clirun::capstudio(arguments);
}

QString describe(const Run &run)
{
    return QStringLiteral("exit %1\nstdout: %2\nstderr: %3").arg(run.exitCode).arg(run.out, run.err);
}

} // namespace

class TestRenderCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void svgHasEveryState();
    void pngLoads_data();
    void pngLoads();
    void runsWithoutDisplayOrPlatform();
    void namespaceMayBeLeftOut();
    void pinnedPositionsFromTheSidecar();
    void malformedSidecarWarnsAndDraws();
    void refusals_data();
    void refusals();

private:
    QTemporaryDir m_dir;
    QString m_yaml;
};

void TestRenderCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_yaml = clirun::writeFile(m_dir, QStringLiteral("flow.yaml"), scenetest::SampleYaml);
}

void TestRenderCommand::svgHasEveryState()
{
    const QString out = m_dir.filePath(QStringLiteral("sample.svg"));
    const Run run = runCapstudio({QStringLiteral("render"), m_yaml, QStringLiteral("--workflow"), QStringLiteral("flow.sample"),
                               QStringLiteral("-o"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    QString title;
    QString error;
    const QString text = svgText(out, &title, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(title, QStringLiteral("flow.sample"));
    for (const QString id : {"start", "planning", "done", "failed"})
        QVERIFY2(text.contains(id), qPrintable(id));
    for (const QString name : {"plan", "quick", "retry", "back", "vet", "ask_human"})
        QVERIFY2(text.contains(name), qPrintable(name));
}

void TestRenderCommand::pngLoads_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<double>("scale");
    QTest::newRow("default scale 2") << QStringList{} << 2.0;
    QTest::newRow("--scale 1") << QStringList{"--scale", "1"} << 1.0;
}

void TestRenderCommand::pngLoads()
{
    QFETCH(QStringList, extra);
    QFETCH(double, scale);
    const QString out = m_dir.filePath(QStringLiteral("sample-%1.png").arg(scale));
    const Run run = runCapstudio(QStringList{QStringLiteral("render"), m_yaml, QStringLiteral("-w"),
                                          QStringLiteral("flow.sample"), QStringLiteral("-o"), out}
                              + extra);
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    const QImage image(out);
    QVERIFY(!image.isNull());
    // Four states and their labels: a few hundred units each way, times the scale.
    QVERIFY2(image.width() > 400 * scale && image.width() < 4000 * scale, qPrintable(QString::number(image.width())));
    QVERIFY2(image.height() > 150 * scale && image.height() < 4000 * scale, qPrintable(QString::number(image.height())));
    QCOMPARE(image.pixelColor(0, 0), QColor(Qt::white));
}

void TestRenderCommand::runsWithoutDisplayOrPlatform()
{
    // Neither DISPLAY nor QT_QPA_PLATFORM (nor a desktop session's XDG_RUNTIME_DIR): render
    // picks the offscreen platform itself and says nothing when it succeeds.
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE", "XDG_RUNTIME_DIR"})
        environment.remove(name);
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(environment);
    const QString out = m_dir.filePath(QStringLiteral("nodisplay.png"));
    process.start(QStringLiteral(CAPSTUDIO_BINARY),
                  {QStringLiteral("render"), m_yaml, QStringLiteral("-w"), QStringLiteral("flow.sample"),
                   QStringLiteral("-o"), out});
    QVERIFY(process.waitForFinished(300000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(process.exitCode() == 0, err.constData());
    QVERIFY2(err.isEmpty(), err.constData());
    QVERIFY(process.readAllStandardOutput().isEmpty());
    QVERIFY(!QImage(out).isNull());
}

void TestRenderCommand::namespaceMayBeLeftOut()
{
    QTemporaryDir repo;
    clirun::writeFile(repo, QStringLiteral("flowgate.repo.yaml"),
                      "schema: flowgate.repo/v1\nname: sample\nnamespace: team\nversion: 1.0.0\n");
    QVERIFY(QDir(repo.path()).mkdir(QStringLiteral("orchestrators")));
    // (A repo resolves kind: workflow callees while loading: the chain calls none.)
    clirun::writeFile(repo, QStringLiteral("orchestrators/flow.chain.yaml"), scenetest::chainYaml(4));
    const QString out = m_dir.filePath(QStringLiteral("repo.svg"));
    const Run run = runCapstudio({QStringLiteral("render"), repo.path(), QStringLiteral("-w"), QStringLiteral("flow.chain"),
                                  QStringLiteral("-o"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QString title;
    QString error;
    svgText(out, &title, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(title, QStringLiteral("team/flow.chain"));
}

void TestRenderCommand::pinnedPositionsFromTheSidecar()
{
    // `done` pinned far to the right of everything else makes a much wider drawing.
    QTemporaryDir dir;
    const QString yaml = clirun::writeFile(dir, QStringLiteral("flow.yaml"), scenetest::SampleYaml);
    const QString plain = dir.filePath(QStringLiteral("plain.png"));
    Run run = runCapstudio({QStringLiteral("render"), yaml, QStringLiteral("-w"), QStringLiteral("flow.sample"),
                         QStringLiteral("-o"), plain, QStringLiteral("--scale"), QStringLiteral("1")});
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    clirun::writeFile(dir, QStringLiteral("flow.yaml.layout.json"),
                      R"({"format": "capstudio-layout", "version": 1,
                          "workflows": {"flow.sample": {"done": {"x": 4000, "y": 0}}}})");
    const QString pinned = dir.filePath(QStringLiteral("pinned.png"));
    run = runCapstudio({QStringLiteral("render"), yaml, QStringLiteral("-w"), QStringLiteral("flow.sample"),
                     QStringLiteral("-o"), pinned, QStringLiteral("--scale"), QStringLiteral("1")});
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY2(QImage(pinned).width() > QImage(plain).width() + 2000,
             qPrintable(QStringLiteral("%1 vs %2").arg(QImage(pinned).width()).arg(QImage(plain).width())));
}

void TestRenderCommand::malformedSidecarWarnsAndDraws()
{
    QTemporaryDir dir;
    const QString yaml = clirun::writeFile(dir, QStringLiteral("flow.yaml"), scenetest::SampleYaml);
    clirun::writeFile(dir, QStringLiteral("flow.yaml.layout.json"), "{ \"format\": ");
    const QString out = dir.filePath(QStringLiteral("out.svg"));
    const Run run = runCapstudio({QStringLiteral("render"), yaml, QStringLiteral("-w"), QStringLiteral("flow.sample"),
                               QStringLiteral("-o"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(describe(run)));
    QVERIFY2(run.err.contains(QStringLiteral("flow.yaml.layout.json:1:")), qPrintable(run.err));
    QVERIFY(QFile::exists(out));
}

void TestRenderCommand::refusals_data()
{
    QTest::addColumn<QByteArray>("yaml");     // written to bad.yaml; empty: the sample
    QTest::addColumn<QString>("workflow");
    QTest::addColumn<QString>("output");      // relative to the test folder
    QTest::addColumn<QStringList>("messages"); // all on stderr; <dir> is the test folder

    QTest::newRow("unknown workflow lists the ids")
        << QByteArray() << "flow.nope" << "x.svg" << QStringList{"flow.nope", "flow.sample"};
    QTest::newRow("malformed YAML names file and line")
        << QByteArray("workflows:\n  flow.bad:\n    initialState: a\n    states: [unclosed\n") << "flow.bad" << "x.svg"
        << QStringList{"bad.yaml:"};
    QTest::newRow("unknown extension") << QByteArray() << "flow.sample" << "x.pdf" << QStringList{"x.pdf", ".svg or .png"};
    QTest::newRow("unwritable output path names the path")
        << QByteArray() << "flow.sample" << "no/such/folder/x.png" << QStringList{"<dir>/no/such/folder/x.png"};
    QTest::newRow("scale out of range") << QByteArray() << "flow.sample" << "x.png --scale 0" << QStringList{"--scale"};
}

void TestRenderCommand::refusals()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, workflow);
    QFETCH(QString, output);
    QFETCH(QStringList, messages);
    QTemporaryDir dir;
    const QString input = yaml.isEmpty() ? m_yaml : clirun::writeFile(dir, QStringLiteral("bad.yaml"), yaml);
    QStringList outputArguments = output.split(QLatin1Char(' '));
    outputArguments[0] = dir.filePath(outputArguments.at(0));
    const Run run = runCapstudio(QStringList{QStringLiteral("render"), input, QStringLiteral("-w"), workflow,
                                          QStringLiteral("-o")}
                              + outputArguments);
    QVERIFY2(run.exitCode == 2, qPrintable(describe(run)));
    for (QString message : messages) {
        message.replace(QStringLiteral("<dir>"), dir.path());
        QVERIFY2(run.err.contains(message), qPrintable(describe(run)));
    }
    if (QTest::currentDataTag() == QLatin1String("malformed YAML names file and line"))
        QVERIFY2(run.err.contains(QRegularExpression(QStringLiteral("bad\\.yaml:\\d+:\\d+"))), qPrintable(run.err));
    QVERIFY(!QFile::exists(outputArguments.at(0)));
}

QTEST_MAIN(TestRenderCommand)
#include "tst_rendercommand.moc"
