// check-bindings on 50,000 generated bindings (mixed capabilities, env templates, some
// broken): BindingRules over every row, in process. Measures; asserts nothing.
#include "catalog/bindingrules.h"
#include "core/jsontext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>

namespace {

using namespace capstudio;

QJsonObject capabilityRow(const QString &slug)
{
    return QJsonObject{{"id", "cap_" + slug}, {"slug", slug}, {"name", slug}, {"isActive", true},
                       {"quarantineState", "active"}};
}

// One binding of kind i % 6; every 10th has an unknown key, every 7th a bad rate limit.
QJsonObject binding(int i)
{
    const QString n = QString::number(i % 500);
    QJsonObject config;
    QString slug;
    switch (i % 6) {
    case 0:
        slug = "call_external_api";
        config = QJsonObject{{"forcedUrl", "${env:GATEWAY_" + n + "}"},
                             {"forcedHeaders", QJsonObject{{"X-Tenant", "${env:TENANT_" + n + "}"},
                                                           {"Accept", "application/json"}}},
                             {"auth", QJsonObject{{"type", "api-key"}, {"secret", "TOKEN_" + n}}},
                             {"timeoutMs", 10000}};
        break;
    case 1:
        slug = "call_external_api";
        config = QJsonObject{{"allowedUrlPrefixes", QJsonArray{"https://api" + n + ".example.com/v1/"}},
                             {"auth", QJsonObject{{"type", "bearer"}, {"secret", "TOKEN_" + n}}},
                             {"defaultResponseTransform", QJsonObject{{"type", "jmespath"}, {"expression", "{id: id}"}}},
                             {"autoIdempotency", true}};
        break;
    case 2:
        slug = "run_workflow";
        config = QJsonObject{{"allowedWorkflowSlugs", QJsonArray{"flow-" + n}}, {"defaultBudgetUsd", 0.5}};
        break;
    case 3:
        slug = "upload_to_storage";
        config = QJsonObject{{"keyPrefix", "docs/" + n + "/"}, {"allowedContentTypes", QJsonArray{"application/pdf"}},
                             {"signedUrlTtlSeconds", 3600}};
        break;
    case 4:
        slug = "send_message_to_channel";
        config = QJsonObject{{"providers", QJsonObject{{"twilio", QJsonObject{{"accountSidEnv", "SID_" + n}}}}},
                             {"throttle", QJsonObject{{"perConversationPerHour", 20}}}};
        break;
    default:
        slug = "search_knowledge_base";
        break;
    }
    if (i % 10 == 9 && !config.isEmpty())
        config.insert("unexpected", 1);
    QJsonObject row{{"id", "b" + QString::number(i)}, {"agentId", "agent" + QString::number(i / 20)},
                    {"capabilityId", "cap_" + slug}, {"isEnabled", true},
                    {"customConfig", config.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(config)},
                    {"customRateLimit", i % 7 == 6 ? QJsonValue(0) : QJsonValue(QJsonValue::Null)}};
    if (i % 2 == 0)
        row.insert("capability", capabilityRow(slug)); // the response envelope's nested row
    else
        row.insert("capabilitySlug", slug);
    return row;
}

qint64 writeFile(const QString &path, int count)
{
    QJsonArray rows;
    for (int i = 0; i < count; ++i)
        rows.append(binding(i));
    const QByteArray text = QJsonDocument(QJsonObject{{"success", true}, {"data", rows}}).toJson(QJsonDocument::Compact);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return 0;
    return file.write(text);
}

// Half of the referenced variables set, an allowlist with some of the hosts.
EnvProfile profile()
{
    QByteArray env = "ORCHESTRATION_ALLOWED_HOSTS=";
    for (int i = 0; i < 500; i += 2)
        env += "api" + QByteArray::number(i) + ".example.com,";
    env += "\n";
    for (int i = 0; i < 500; i += 2) {
        const QByteArray n = QByteArray::number(i);
        env += "GATEWAY_" + n + "=https://gw" + n + ".example.com/send\nTENANT_" + n + "=t" + n + "\nTOKEN_" + n
            + "=x\nSID_" + n + "=s\n";
    }
    return EnvProfile::fromDotEnv(QStringLiteral("bench"), env, QString());
}

void BM_CheckBindings(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bindings.json"));
    const int count = int(state.range(0));
    const qint64 bytes = writeFile(path, count);
    const EnvProfile env = profile();
    const QJsonArray rows = JsonText::readFile(path).value.toObject().value("data").toArray();
    qsizetype findings = 0;
    for (auto _ : state) {
        findings = 0;
        for (const QJsonValue &value : rows) {
            const QJsonObject row = value.toObject();
            const QJsonValue nested = row.value("capability");
            Capability capability;
            if (nested.isObject())
                capability = Capability::fromJson(nested.toObject());
            else
                capability.slug = row.value("capabilitySlug").toString();
            findings += BindingRules::checkJson(row, capability, env).diagnostics.size();
        }
        benchmark::DoNotOptimize(findings);
    }
    state.counters["bindings"] = double(count);
    state.counters["file_MiB"] = double(bytes) / (1024.0 * 1024.0);
    state.counters["findings"] = double(findings);
    state.counters["s_per_binding"] = benchmark::Counter(double(count),
                                                          benchmark::Counter::kIsIterationInvariantRate
                                                              | benchmark::Counter::kInvert);
}
BENCHMARK(BM_CheckBindings)->Arg(50000)->Unit(benchmark::kMillisecond)->Iterations(3);

// The same with the file read and parsed each time, as the CLI does.
void BM_CheckBindingsFile(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bindings.json"));
    const int count = int(state.range(0));
    const qint64 bytes = writeFile(path, count);
    const EnvProfile env = profile();
    for (auto _ : state) {
        const QJsonArray rows = JsonText::readFile(path).value.toObject().value("data").toArray();
        qsizetype findings = 0;
        for (const QJsonValue &value : rows) {
            const QJsonObject row = value.toObject();
            Capability capability = row.value("capability").isObject()
                ? Capability::fromJson(row.value("capability").toObject())
                : Capability();
            if (capability.slug.isEmpty())
                capability.slug = row.value("capabilitySlug").toString();
            findings += BindingRules::checkJson(row, capability, env).diagnostics.size();
        }
        benchmark::DoNotOptimize(findings);
    }
    state.SetBytesProcessed(state.iterations() * bytes);
}
BENCHMARK(BM_CheckBindingsFile)->Arg(50000)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace
