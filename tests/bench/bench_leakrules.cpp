// LeakRules::scanText throughput (bytes/s) on realistic text without findings, on text dense
// with findings, and on adversarial inputs built to provoke back-tracking.
//   tests/bench/bench_leakrules
#include <provenance/leakrules.h>

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

using capstudio::provenance::LeakRules;
using capstudio::provenance::TextLeak;

namespace {

constexpr std::size_t MiB = 1024 * 1024;

std::string repeatTo(std::initializer_list<const char *> pieces, std::size_t bytes)
{
    std::string out;
    out.reserve(bytes + 4096);
    while (out.size() < bytes)
        for (const char *p : pieces)
            out += p;
    return out;
}

// English prose and the JSON-ish tool results a provenance bundle carries: ids, ISO dates,
// decimals, hashes, counts, URLs, masked values — and no finding.
std::string plainText(std::size_t bytes)
{
    return repeatTo(
            {
                    "The assistant looked up the customer's recent orders and found that the refund for "
                    "order ORD-1042 had already been issued on 2026-05-18; it suggested waiting three to five "
                    "business days before contacting the bank again. ",
                    R"({"success":true,"data":{"id":"cmf3k9x2a0001qz8r7t4vb6nd","status":200,"createdAt":)"
                    R"("2026-05-18T08:00:00.000Z","latencyMs":2310,"usage":{"inputTokens":812,"outputTokens":95,)"
                    R"("totalTokensUsed":907},"score":0.8731,"cost":2.8e-7,"customer":"CUST-88213","email":)"
                    R"("a***@e***.com","phone":"***-***-1234","authorization":"<redacted>","body":"<redacted: body>"}} )",
                    "Schema v1.2.3 validated against https://api.example.com/v2/orders?page=2&limit=50 from 10.0.0.12; "
                    "sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855. ",
                    "Grüße aus Köln — the café's naïve résumé, 東京の天気は晴れ. ",
            },
            bytes);
}

std::string denseText(std::size_t bytes)
{
    return repeatTo(
            {
                    "alice.smith@example.com ", "+44 7700 901234 ", "(555) 123-4567 ",
                    "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl ",
                    "sk-proj-abc123def456ghi789 ", "4111 1111 1111 1111 ", "GB82 WEST 1234 5698 7654 32 ",
                    "password=hunter2 ", "AKIAIOSFODNN7EXAMPLE ", "noise words between findings ",
            },
            bytes);
}

void runScan(benchmark::State &state, const std::string &text)
{
    std::vector<TextLeak> leaks;
    for (auto _ : state) {
        leaks.clear();
        LeakRules::scanText(text, leaks);
        benchmark::DoNotOptimize(leaks.data());
    }
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(text.size()));
    state.counters["findings"] = double(leaks.size());
    state.counters["text_MiB"] = double(text.size()) / double(MiB);
}

void BM_PlainText(benchmark::State &state)
{
    static const std::string text = plainText(8 * MiB);
    runScan(state, text);
}
BENCHMARK(BM_PlainText)->Unit(benchmark::kMillisecond);

// The same text cut into the string values scanText really sees (~300 bytes each).
void BM_PlainTextValues(benchmark::State &state)
{
    static const std::string text = plainText(8 * MiB);
    const std::size_t piece = std::size_t(state.range(0));
    std::vector<TextLeak> leaks;
    for (auto _ : state) {
        leaks.clear();
        for (std::size_t at = 0; at < text.size(); at += piece)
            LeakRules::scanText(std::string_view(text).substr(at, piece), leaks);
        benchmark::DoNotOptimize(leaks.data());
    }
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(text.size()));
    state.counters["findings"] = double(leaks.size());
}
BENCHMARK(BM_PlainTextValues)->Arg(64)->Arg(300)->Unit(benchmark::kMillisecond);

void BM_DenseFindings(benchmark::State &state)
{
    static const std::string text = denseText(8 * MiB);
    runScan(state, text);
}
BENCHMARK(BM_DenseFindings)->Unit(benchmark::kMillisecond);

void BM_Adversarial(benchmark::State &state)
{
    static const std::vector<std::string> inputs = {
        std::string(10 * MiB, '7'),
        repeatTo({ "a@" }, 10 * MiB),
        std::string(10 * MiB, '+'),
        repeatTo({ "eyJ" }, 10 * MiB),
        repeatTo({ "eyJhbGciOiJIUzI1NiJ9." }, 10 * MiB),
        repeatTo({ "1 " }, 10 * MiB),
        repeatTo({ "password=" }, 10 * MiB),
        repeatTo({ "a." }, 10 * MiB),
    };
    static const char *const names[] = { "digits", "a@a@", "plus", "eyJ", "eyJ-header.", "1 1 1", "password=", "a.a." };
    const std::size_t which = std::size_t(state.range(0));
    state.SetLabel(names[which]);
    runScan(state, inputs[which]);
}
BENCHMARK(BM_Adversarial)->DenseRange(0, 7)->Unit(benchmark::kMillisecond);

} // namespace
