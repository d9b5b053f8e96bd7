// The capability editor at scale: showing 100,000 capabilities (document, table model,
// filter proxy and the real pane painted offscreen), filtering them per keystroke, and
// applying 1,000 staged changes to a SQLite workspace in one transaction.
#include "capabilitygenerator.h"

#include "catalog/capabilityfilterproxy.h"
#include "catalog/catalogdocument.h"
#include "store/schemamigrator.h"
#include "store/sqlcatalogstore.h"
#include "views/capabilitiespane.h"

#include <QApplication>
#include <QTableView>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>

using namespace capstudio;

namespace {

QList<Capability> withIds(int count)
{
    QList<Capability> rows = CapabilityGenerator::capabilities(count);
    for (int i = 0; i < rows.size(); ++i)
        rows[i].id = QStringLiteral("cgen%1").arg(i, 21, 10, QLatin1Char('0'));
    return rows;
}

void BM_ShowCapabilities(benchmark::State &state)
{
    const QList<Capability> rows = withIds(int(state.range(0)));
    for (auto _ : state) {
        CatalogDocument document;
        CapabilitiesPane pane(&document);
        pane.resize(1400, 800);
        document.load(rows);
        pane.show();
        pane.tableView()->viewport()->repaint();
        QCoreApplication::processEvents();
        benchmark::DoNotOptimize(pane.tableView()->model()->rowCount());
    }
    state.counters["rows"] = double(state.range(0));
}
BENCHMARK(BM_ShowCapabilities)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_FilterKeystroke(benchmark::State &state)
{
    CatalogDocument document;
    CapabilitiesPane pane(&document);
    document.load(withIds(int(state.range(0))));
    CapabilityFilterProxy *proxy = pane.filterProxy();
    // A user typing "capability number 4…" one key at a time, then clearing it.
    const QString typed = QStringLiteral("number 4217");
    int keystrokes = 0;
    for (auto _ : state) {
        for (int length = 1; length <= typed.size(); ++length) {
            proxy->setText(typed.left(length));
            ++keystrokes;
        }
        proxy->setText(QString());
        ++keystrokes;
    }
    state.SetItemsProcessed(keystrokes);
    state.counters["per_keystroke_ms"] =
        benchmark::Counter(double(keystrokes) / 1000.0, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_FilterKeystroke)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_ApplyStagedChanges(benchmark::State &state)
{
    const int changes = int(state.range(0));
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir dir;
        Expected<QSqlDatabase> database =
            SqlCatalogStore::openSqlite(dir.filePath(QStringLiteral("apply.sqlite")), QStringLiteral("bench-apply"));
        SchemaMigrator(database.value()).migrate();
        {
            SqlCatalogStore store(database.value());
            store.importCapabilities(withIds(10000));
            CatalogDocument document;
            document.load(store.listCapabilities().value());
            for (int i = 0; i < changes; ++i)
                document.setField(document.at(i * 7 % document.count()).id, QStringLiteral("rateLimit"), 10 + i % 90);
            state.ResumeTiming();
            const CatalogDocument::ApplyResult result = document.apply(store);
            state.PauseTiming();
            if (!result.ok)
                state.SkipWithError("apply failed");
            database.value().close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("bench-apply"));
        state.ResumeTiming();
    }
    state.counters["changes"] = double(changes);
}
BENCHMARK(BM_ApplyStagedChanges)->Arg(1000)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
