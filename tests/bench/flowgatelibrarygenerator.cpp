#include "flowgatelibrarygenerator.h"

#include <QDir>
#include <QFile>

namespace {

const char *const Verbs[] = {"plan", "review", "diagnose", "research", "summarize", "compose", "explain", "triage"};

QString capabilityId(int index)
{
    return QStringLiteral("cap.%1.gen-%2").arg(QLatin1String(Verbs[index % 8])).arg(index, 5, 10, QLatin1Char('0'));
}

QByteArray capability(int index, const QString &indent)
{
    const QString id = capabilityId(index);
    QString text;
    text += indent + id + QStringLiteral(":\n");
    const QString i1 = indent + QStringLiteral("  ");
    const QString i2 = i1 + QStringLiteral("  ");
    const QString i3 = i2 + QStringLiteral("  ");
    const QString i4 = i3 + QStringLiteral("  ");
    const QString i5 = i4 + QStringLiteral("  ");
    text += i1 + QStringLiteral("verb: %1\n").arg(QLatin1String(Verbs[index % 8]));
    text += i1 + QStringLiteral("lifecycle: experimental\n");
    text += i1 + QStringLiteral("description: |\n");
    text += i2 + QStringLiteral("Generated capability %1. It turns a brief into a structured result and a\n").arg(index);
    text += i2 + QStringLiteral("verdict, citing each finding. Callers pin its contract when it is stable.\n");
    text += i1 + QStringLiteral("tags: [generated, benchmark, %1]\n").arg(QLatin1String(Verbs[index % 8]));
    text += i1 + QStringLiteral("snippet:\n");
    text += i2 + QStringLiteral("inputs:\n");
    text += i3 + QStringLiteral("brief: { type: object, required: true }\n");
    text += i3 + QStringLiteral("max_iterations: { type: integer, default: 3 }\n");
    text += i2 + QStringLiteral("outputs:\n");
    text += i3 + QStringLiteral("result: { type: object }\n");
    text += i3 + QStringLiteral("verdict: { type: string, enum: [pass, fail, needs-revision] }\n");
    text += i1 + QStringLiteral("initialState: ready\n");
    text += i1 + QStringLiteral("states:\n");
    text += i2 + QStringLiteral("ready:\n");
    text += i3 + QStringLiteral("goal: \"Work on {{ $.workflow.input.brief }} and cite each finding.\"\n");
    text += i3 + QStringLiteral("transitions:\n");
    text += i4 + QStringLiteral("submit:\n");
    text += i5 + QStringLiteral("target: done\n");
    text += i5 + QStringLiteral("actor: agent\n");
    text += i5 + QStringLiteral("inputSchema:\n");
    text += i5 + QStringLiteral("  type: object\n");
    text += i5 + QStringLiteral("  required: [result, verdict]\n");
    text += i5 + QStringLiteral("  properties:\n");
    text += i5 + QStringLiteral("    result: { type: object }\n");
    text += i5 + QStringLiteral("    verdict: { type: string, enum: [pass, fail, needs-revision] }\n");
    text += i5 + QStringLiteral("executor: { kind: noop }\n");
    text += i5 + QStringLiteral("output:\n");
    text += i5 + QStringLiteral("  result: \"$.arguments.result\"\n");
    text += i5 + QStringLiteral("  verdict: \"$.arguments.verdict\"\n");
    text += i2 + QStringLiteral("done: { terminal: true }\n");
    return text.toUtf8();
}

QByteArray orchestrator(int index, const FlowgateLibraryGenerator::Shape &shape, const QString &indent)
{
    QString text;
    const QString i1 = indent + QStringLiteral("  ");
    const QString i2 = i1 + QStringLiteral("  ");
    const QString i3 = i2 + QStringLiteral("  ");
    const QString i4 = i3 + QStringLiteral("  ");
    const QString i5 = i4 + QStringLiteral("  ");
    const QString i6 = i5 + QStringLiteral("  ");
    text += indent + QStringLiteral("flow.generated-%1:\n").arg(index, 5, 10, QLatin1Char('0'));
    text += i1 + QStringLiteral("description: Generated lifecycle %1 chaining capability calls.\n").arg(index);
    text += i1 + QStringLiteral("inputs:\n");
    text += i2 + QStringLiteral("brief: { type: object }\n");
    text += i1 + QStringLiteral("initialState: s000\n");
    text += i1 + QStringLiteral("states:\n");
    const int last = shape.statesPerOrchestrator - 1;
    for (int s = 0; s < last; ++s) {
        const QString input = s == 0 ? QStringLiteral("$.context.brief") : QStringLiteral("$.context.out%1").arg(s - 1, 3, 10, QLatin1Char('0'));
        text += i2 + QStringLiteral("s%1:\n").arg(s, 3, 10, QLatin1Char('0'));
        if (shape.statesPerOrchestrator <= 20)
            text += i3 + QStringLiteral("goal: Step %1.\n").arg(s);
        // Every fourth state carries the kind of guidance text real orchestrators have.
        if (s % 4 == 0 && shape.statesPerOrchestrator <= 20)
            text += i3 + QStringLiteral("guidance: |\n") + i4
                + QStringLiteral("Read the previous result before calling the next capability; stop and ask\n") + i4
                + QStringLiteral("a human when the verdict is fail twice in a row. Keep findings cited.\n");
        text += i3 + QStringLiteral("transitions:\n");
        text += i4 + QStringLiteral("step:\n");
        text += i5 + QStringLiteral("target: s%1\n").arg(s + 1, 3, 10, QLatin1Char('0'));
        if (s > 0)
            text += i5 + QStringLiteral("guards: [{ kind: expr, expr: \"%1 != null\" }]\n").arg(input);
        text += i5 + QStringLiteral("executor:\n");
        text += i6 + QStringLiteral("kind: workflow\n");
        text += i6 + QStringLiteral("definitionId: %1\n").arg(capabilityId((index * 7 + s) % shape.capabilities));
        text += i6 + QStringLiteral("use:\n");
        text += i6 + QStringLiteral("  inputs: { brief: \"%1\", max_iterations: 2 }\n").arg(input);
        text += i6 + QStringLiteral("  outputs: { \"$.context.out%1\": result }\n").arg(s, 3, 10, QLatin1Char('0'));
    }
    text += i2 + QStringLiteral("s%1: { terminal: true }\n").arg(last, 3, 10, QLatin1Char('0'));
    return text.toUtf8();
}

// Real library files open with a long comment explaining the workflow; so do these.
QByteArray headerComment(const QString &id)
{
    QByteArray text = "# " + id.toUtf8() + "\n#\n";
    for (int line = 0; line < 26; ++line)
        text += "# Generated for benchmarks: this paragraph stands for the prose that explains when to use\n";
    return text + "\n";
}

qint64 writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return -1;
    return file.write(content);
}

} // namespace

qint64 FlowgateLibraryGenerator::writeRepo(const QString &folder, const Shape &shape)
{
    QDir().mkpath(folder + QStringLiteral("/capabilities"));
    QDir().mkpath(folder + QStringLiteral("/orchestrators"));
    qint64 bytes = writeFile(folder + QStringLiteral("/flowgate.repo.yaml"),
                             "schema: flowgate.repo/v1\nname: generated\nnamespace: gen\nversion: 1.0.0\n");
    for (int i = 0; i < shape.capabilities; ++i)
        bytes += writeFile(folder + QStringLiteral("/capabilities/%1.yaml").arg(capabilityId(i)),
                           headerComment(capabilityId(i)) + "workflows:\n" + capability(i, QStringLiteral("  ")));
    for (int i = 0; i < shape.orchestrators; ++i)
        bytes += writeFile(folder + QStringLiteral("/orchestrators/flow.generated-%1.yaml").arg(i, 5, 10, QLatin1Char('0')),
                           headerComment(QStringLiteral("flow %1").arg(i)) + "workflows:\n"
                               + orchestrator(i, shape, QStringLiteral("  ")));
    return bytes;
}

qint64 FlowgateLibraryGenerator::writeSingleFile(const QString &path, const Shape &shape)
{
    QByteArray content = "version: \"1.0.0\"\nworkflows:\n";
    content.reserve(qsizetype(shape.orchestrators) * shape.statesPerOrchestrator * 400 + shape.capabilities * 1200);
    for (int i = 0; i < shape.capabilities; ++i)
        content += capability(i, QStringLiteral("  "));
    for (int i = 0; i < shape.orchestrators; ++i)
        content += orchestrator(i, shape, QStringLiteral("  "));
    return writeFile(path, content);
}
