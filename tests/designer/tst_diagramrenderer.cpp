// DiagramRenderer: SVG and PNG of a whole DesignerScene, atomic writes with errors naming
// the path, and the scene put back as it was.
#include "scenetestsupport.h"

#include "views/designer/designerscene.h"
#include "views/designer/diagramrenderer.h"
#include "views/designer/stateitem.h"

#include <QFile>
#include <QImageReader>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace capstudio;

class TestDiagramRenderer : public QObject
{
    Q_OBJECT

private slots:
    void formatForPath_data();
    void formatForPath();
    void svgHasEveryStateAndTheTitle();
    void pngSizeFollowsTheScale_data();
    void pngSizeFollowsTheScale();
    void sceneIsRestored();
    void writeErrorsNameThePath_data();
    void writeErrorsNameThePath();
    void failedWriteKeepsTheOldFile();
    void emptySceneIsRefused();

private:
    static void build(DesignerScene &scene)
    {
        flowgate::WorkflowGraph graph;
        QVERIFY(scenetest::graphFromYaml(scenetest::SampleYaml, &graph));
        scene.setGraph(graph, {});
    }
};

void TestDiagramRenderer::formatForPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("format"); // -1 none
    QTest::newRow("svg") << "out/diagram.svg" << int(DiagramRenderer::Format::Svg);
    QTest::newRow("PNG in capitals") << "DIAGRAM.PNG" << int(DiagramRenderer::Format::Png);
    QTest::newRow("pdf is not supported") << "diagram.pdf" << -1;
    QTest::newRow("no extension") << "diagram" << -1;
}

void TestDiagramRenderer::formatForPath()
{
    QFETCH(QString, path);
    QFETCH(int, format);
    const auto found = DiagramRenderer::formatForPath(path);
    QCOMPARE(found ? int(*found) : -1, format);
}

void TestDiagramRenderer::svgHasEveryStateAndTheTitle()
{
    DesignerScene scene;
    build(scene);
    const auto svg = DiagramRenderer::toSvg(scene);
    QVERIFY(svg.ok());
    QXmlStreamReader xml(svg.value());
    QString title;
    QString text;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("title"))
            title = xml.readElementText();
        else if (xml.isCharacters())
            text += xml.text().toString() + QLatin1Char('\n');
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(title, QStringLiteral("flow.sample"));
    for (const QString id : {"start", "planning", "done", "failed"})
        QVERIFY2(text.contains(id), qPrintable(id));
    QVERIFY(text.contains(QStringLiteral("cap.plan.vet")));
    QVERIFY(!svg.value().contains("<image")); // vectors, not cached pixmaps
}

void TestDiagramRenderer::pngSizeFollowsTheScale_data()
{
    QTest::addColumn<double>("scale");
    QTest::newRow("1x") << 1.0;
    QTest::newRow("2x, the default") << 2.0;
    QTest::newRow("3x") << 3.0;
}

void TestDiagramRenderer::pngSizeFollowsTheScale()
{
    QFETCH(double, scale);
    DesignerScene scene;
    build(scene);
    DiagramRenderer::Options options;
    options.scale = scale;
    const auto image = DiagramRenderer::toImage(scene, options);
    QVERIFY(image.ok());
    const QRectF bounds = scene.diagramBounds();
    QCOMPARE(image.value().width(), qCeil((bounds.width() + 2 * options.margin) * scale));
    QCOMPARE(image.value().height(), qCeil((bounds.height() + 2 * options.margin) * scale));
    // A white page with a drawing on it.
    QCOMPARE(image.value().pixelColor(0, 0), QColor(Qt::white));
    const QPointF start = (scene.stateItem(QStringLiteral("start"))->sceneBoxRect().topLeft() + QPointF(2, 8)
                           - bounds.topLeft() + QPointF(options.margin, options.margin)) * scale;
    QVERIFY(image.value().pixelColor(start.toPoint()) != QColor(Qt::white));
}

void TestDiagramRenderer::sceneIsRestored()
{
    DesignerScene scene;
    build(scene);
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x10, 0x10, 0x10));
    dark.setColor(QPalette::Text, QColor(0xf0, 0xf0, 0xf0));
    scene.setPalette(dark);
    scene.selectElement(QStringLiteral("planning"));
    const auto image = DiagramRenderer::toImage(scene);
    QVERIFY(image.ok());
    QCOMPARE(image.value().pixelColor(0, 0), QColor(Qt::white)); // exported light by default
    QCOMPARE(scene.selectedStateIds(), QStringList{QStringLiteral("planning")});
    QCOMPARE(scene.backgroundBrush().color(), QColor(0x10, 0x10, 0x10));
    QCOMPARE(scene.stateItem(QStringLiteral("start"))->cacheMode(), QGraphicsItem::DeviceCoordinateCache);
    QVERIFY(scene.decorationsVisible());

    DiagramRenderer::Options themed;
    themed.usePalette = true;
    const auto dim = DiagramRenderer::toImage(scene, themed);
    QVERIFY(dim.ok());
    QCOMPARE(dim.value().pixelColor(0, 0), QColor(0x10, 0x10, 0x10));
}

void TestDiagramRenderer::writeErrorsNameThePath_data()
{
    QTest::addColumn<QString>("name"); // relative to a temporary folder
    QTest::addColumn<QString>("message");
    QTest::newRow("a folder that does not exist") << "missing/sub/out.svg" << "cannot write";
    QTest::newRow("a folder as the file name") << "folder.png" << "is a folder";
    QTest::newRow("an unknown extension") << "out.pdf" << ".svg or .png";
}

void TestDiagramRenderer::writeErrorsNameThePath()
{
    QFETCH(QString, name);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.png")));
    DesignerScene scene;
    build(scene);
    const QString path = dir.filePath(name);
    const Status status = DiagramRenderer::write(scene, path);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().message.contains(path), qPrintable(status.error().message));
    QVERIFY2(status.error().message.contains(message), qPrintable(status.error().message));
}

void TestDiagramRenderer::failedWriteKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("diagram.png"));
    DesignerScene scene;
    build(scene);
    QVERIFY(DiagramRenderer::write(scene, path).ok());
    QCOMPARE(QImageReader(path).size(), DiagramRenderer::toImage(scene).value().size());

    // Too large a scale fails before anything is written; the old file stays.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    DiagramRenderer::Options huge;
    huge.scale = 400;
    const Status status = DiagramRenderer::write(scene, path, huge);
    QVERIFY(!status.ok());
    QVERIFY2(status.error().message.contains(QStringLiteral("too large")), qPrintable(status.error().message));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
}

void TestDiagramRenderer::emptySceneIsRefused()
{
    DesignerScene scene;
    QVERIFY(!DiagramRenderer::toSvg(scene).ok());
    QVERIFY(!DiagramRenderer::toImage(scene).ok());
}

QTEST_MAIN(TestDiagramRenderer)
#include "tst_diagramrenderer.moc"
