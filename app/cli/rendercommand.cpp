#include "cli/rendercommand.h"

#include "flowgate/loader.h"
#include "flowgate/workflowgraph.h"
#include "layout/autolayout.h"
#include "designer/layoutsidecar.h"
#include "views/designer/designerscene.h"
#include "views/designer/diagramrenderer.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>

namespace capstudio::cli {

namespace {

const QString WorkflowOption = QStringLiteral("workflow");
const QString OutputOption = QStringLiteral("output");
const QString ScaleOption = QStringLiteral("scale");
constexpr int ListedWorkflows = 20;

// The workflow by its id, or by its id without a namespace when exactly one matches
// ("flow.x" for "cognitive/flow.x").
QString resolveWorkflow(const flowgate::Value &workflows, const QString &id)
{
    if (workflows.contains(id))
        return id;
    QString found;
    for (const flowgate::Value::Member &member : workflows.members()) {
        if (member.key.endsWith(QLatin1Char('/') + id)) {
            if (!found.isEmpty())
                return {};
            found = member.key;
        }
    }
    return found;
}

// The positions a person placed: the sidecar next to PATH when it is a file, else (or when
// that has none for the workflow) the one next to the file that defines the workflow.
QHash<QString, QPointF> pinnedPositions(const QString &path, const flowgate::Loader::Result &loaded,
                                        const QString &workflowId, QTextStream &err)
{
    QStringList candidates;
    if (QFileInfo(path).isFile())
        candidates << designer::LayoutSidecar::pathFor(path);
    const flowgate::SourcePos pos = loaded.config.value(u"workflows").value(workflowId).pos();
    if (pos.isValid() && pos.file < loaded.files.size())
        candidates << designer::LayoutSidecar::pathFor(loaded.files.at(pos.file));
    QStringList seen;
    const QString shortId = workflowId.section(QLatin1Char('/'), -1);
    for (const QString &candidate : std::as_const(candidates)) {
        const QString canonical = QFileInfo(candidate).absoluteFilePath();
        if (seen.contains(canonical))
            continue;
        seen << canonical;
        const auto sidecar = designer::LayoutSidecar::load(candidate);
        if (!sidecar) {
            err << RenderCommand::tr("warning: %1; laying out without it").arg(sidecar.error().message) << '\n';
            continue;
        }
        QHash<QString, QPointF> positions = sidecar.value().positions(workflowId);
        if (positions.isEmpty())
            positions = sidecar.value().positions(shortId);
        if (!positions.isEmpty())
            return positions;
    }
    return {};
}

} // namespace

QString RenderCommand::summary() const
{
    return tr("Draw one flowgate workflow as an SVG or PNG diagram, laid out as in the designer.");
}

void RenderCommand::configure(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("PATH"),
                                 tr("A flowgate YAML file, a repo folder (with flowgate.repo.yaml) or a "
                                    "gateway.yaml with repos:."));
    parser.addOption(QCommandLineOption({QStringLiteral("w"), WorkflowOption},
                                        tr("The workflow to draw (its id; the namespace may be left out)."),
                                        QStringLiteral("ID")));
    parser.addOption(QCommandLineOption({QStringLiteral("o"), OutputOption},
                                        tr("The file to write: .svg or .png."), QStringLiteral("FILE")));
    parser.addOption(QCommandLineOption(ScaleOption, tr("PNG pixels per diagram unit (default 2)."),
                                        QStringLiteral("F"), QStringLiteral("2")));
}

int RenderCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    QTextStream &err = context.err;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err << tr("capstudio render: expected exactly one PATH") << '\n';
        return ExitFailure;
    }
    const QString path = positional.constFirst();
    const QString requested = parser.value(WorkflowOption);
    if (requested.isEmpty()) {
        err << tr("capstudio render: --workflow ID is required") << '\n';
        return ExitFailure;
    }
    const QString output = parser.value(OutputOption);
    if (output.isEmpty()) {
        err << tr("capstudio render: -o FILE (.svg or .png) is required") << '\n';
        return ExitFailure;
    }
    if (!DiagramRenderer::formatForPath(output)) {
        err << tr("capstudio render: cannot tell the format of \"%1\": the output file name must end in "
                  ".svg or .png")
                   .arg(output)
            << '\n';
        return ExitFailure;
    }
    // Where the drawing goes is checked before anything is laid out.
    const QFileInfo target(output);
    const QFileInfo folder(target.absolutePath());
    if (!folder.isDir()) {
        err << tr("capstudio render: cannot write %1: the folder %2 does not exist").arg(output, folder.filePath()) << '\n';
        return ExitFailure;
    }
    if (!folder.isWritable() || (target.exists() && (target.isDir() || !target.isWritable()))) {
        err << tr("capstudio render: cannot write %1: %2").arg(output, target.isDir() ? tr("it is a folder")
                                                                                        : tr("permission denied"))
            << '\n';
        return ExitFailure;
    }
    bool scaleOk = false;
    const double scale = parser.value(ScaleOption).toDouble(&scaleOk);
    if (!scaleOk || scale < 0.1 || scale > 16) {
        err << tr("capstudio render: --scale must be a number from 0.1 to 16, not \"%1\"")
                   .arg(parser.value(ScaleOption))
            << '\n';
        return ExitFailure;
    }
    if (!qobject_cast<QApplication *>(QCoreApplication::instance())) {
        err << tr("capstudio render: drawing needs a QApplication") << '\n';
        return ExitFailure;
    }

    const flowgate::Loader::Result loaded = flowgate::Loader::load(path);
    if (!loaded.readable || !loaded.loaded()) {
        if (!loaded.loadErrors.isEmpty())
            err << loaded.loadErrors.constFirst().toText() << '\n';
        err << tr("capstudio render: %1 does not load; nothing drawn").arg(path) << '\n';
        return ExitFailure;
    }

    const flowgate::Value workflows = loaded.config.value(u"workflows");
    const QString workflowId = resolveWorkflow(workflows, requested);
    if (workflowId.isEmpty()) {
        QStringList ids;
        for (const flowgate::Value::Member &member : workflows.members())
            ids << member.key;
        err << tr("capstudio render: no workflow \"%1\" in %2").arg(requested, path) << '\n';
        if (ids.isEmpty()) {
            err << tr("It defines no workflows.") << '\n';
        } else {
            err << tr("Its workflows:") << '\n';
            for (const QString &id : ids.mid(0, ListedWorkflows))
                err << "  " << id << '\n';
            if (ids.size() > ListedWorkflows)
                err << tr("  … and %n more", nullptr, int(ids.size() - ListedWorkflows)) << '\n';
        }
        return ExitFailure;
    }

    const flowgate::WorkflowGraph graph = flowgate::WorkflowGraph::fromDefinition(workflowId, workflows.value(workflowId));
    if (graph.states.isEmpty()) {
        err << tr("capstudio render: the workflow %1 has no states to draw").arg(workflowId) << '\n';
        return ExitFailure;
    }

    DesignerScene scene;
    scene.setGraph(graph, {}); // measures the boxes and labels for the layout engine
    flowgate::LayoutOptions options;
    options.pinned = pinnedPositions(path, loaded, workflowId, err);
    const auto laidOut = layout::AutoLayout().layout(scene.layoutGraph(), options);
    if (!laidOut) {
        err << tr("capstudio render: cannot lay out %1: %2").arg(workflowId, laidOut.error().message) << '\n';
        return ExitFailure;
    }
    scene.setGraph(graph, laidOut.value().nodeCenters, &laidOut.value());

    DiagramRenderer::Options renderOptions;
    renderOptions.scale = scale;
    renderOptions.title = workflowId;
    const Status written = DiagramRenderer::write(scene, output, renderOptions);
    if (!written) {
        err << tr("capstudio render: %1").arg(written.error().message) << '\n';
        return ExitFailure;
    }
    return ExitClean;
}

} // namespace capstudio::cli
