// The Audit area at scale: 200,000 findings in 50,000 conversations delivered as a scan
// delivers them (batches of 4,000) to the real pane (model, sort proxy, tree, chart) painted
// offscreen, then a filter change that rebuilds the tree.
#include "provenance/deploymentscan.h"
#include "views/auditfindingsmodel.h"
#include "views/auditpane.h"

#include <QApplication>
#include <QTreeView>
#include <benchmark/benchmark.h>

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#endif

using namespace capstudio;
using provenance::DeploymentFinding;

namespace {

// Findings [first, first + count) of the deployment, each with text of its own as a scan
// delivers it (nothing shared with an earlier batch).
std::vector<DeploymentFinding> findings(int count, int first = 0)
{
    static const provenance::LeakKind kinds[] = {provenance::LeakKind::Email, provenance::LeakKind::Phone,
                                                 provenance::LeakKind::Authorization, provenance::LeakKind::Jwt,
                                                 provenance::LeakKind::CardNumber};
    static const char *const agents[] = {"billing", "sales", "support"};
    std::vector<DeploymentFinding> list;
    list.reserve(std::size_t(count));
    for (int i = first; i < first + count; ++i) {
        DeploymentFinding finding;
        const int conversation = i / 4;
        finding.conversationId = QStringLiteral("cdep%1").arg(conversation, 21, 10, QLatin1Char('0'));
        finding.messageId = QStringLiteral("cmsg%1").arg(i, 21, 10, QLatin1Char('0'));
        finding.pointer = QStringLiteral("/provenance/capabilityCalls/%1/arguments/email").arg(i % 3);
        finding.kind = kinds[i % 5];
        finding.capability = i % 7 == 0 ? QString() : QStringLiteral("capability_%1").arg(i % 20);
        finding.agent = QString::fromLatin1(agents[conversation % 3]);
        finding.day = QDate(2026, 11, 1).addDays(conversation % 30).toString(Qt::ISODate);
        finding.timeMs = QDateTime(QDate::fromString(finding.day, Qt::ISODate), QTime(9, 0), Qt::UTC).toMSecsSinceEpoch();
        finding.masked = QString::fromUtf8("j***@e***.com");
        finding.hint = QString::fromUtf8("jo…");
        finding.reviewKey = QStringLiteral("key%1").arg(i);
        list.push_back(std::move(finding));
    }
    return list;
}

qint64 peakKb()
{
#if defined(Q_OS_LINUX)
    struct rusage usage {};
    if (::getrusage(RUSAGE_SELF, &usage) == 0)
        return qint64(usage.ru_maxrss);
#endif
    return 0;
}

void BM_AuditPaneDelivery(benchmark::State &state)
{
    const int count = int(state.range(0));
    const qint64 before = peakKb();
    for (auto _ : state) {
        AuditPane pane;
        pane.resize(1400, 800);
        pane.show();
        pane.scanStarted({}, {});
        constexpr int Batch = 4000;
        QHash<QString, QString> titles;
        for (int at = 0; at < count; at += Batch) {
            state.PauseTiming();
            std::vector<DeploymentFinding> batch = findings(std::min(Batch, count - at), at);
            state.ResumeTiming();
            pane.addResults(std::move(batch), {}, titles, qint64(at / 4), qint64(at), qint64(count));
            QCoreApplication::processEvents(); // the window paints between batches
        }
        pane.findingsView()->viewport()->repaint();
        benchmark::DoNotOptimize(pane.model()->shownCount());
    }
    state.counters["findings"] = double(count);
    state.counters["peak_MB"] = double(peakKb()) / 1024.0;
    state.counters["peak_growth_MB"] = double(peakKb() - before) / 1024.0;
}
BENCHMARK(BM_AuditPaneDelivery)->Arg(200000)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_AuditPaneFilter(benchmark::State &state)
{
    AuditPane pane;
    pane.resize(1400, 800);
    pane.show();
    pane.scanStarted({}, {});
    pane.addResults(findings(int(state.range(0))), {}, {}, 0, 0, -1);
    QCoreApplication::processEvents();
    AuditFindingsModel::Filter filter;
    int changes = 0;
    for (auto _ : state) {
        filter.agent = changes % 2 == 0 ? QStringLiteral("sales") : QString();
        pane.model()->setFilter(filter);
        pane.findingsView()->viewport()->repaint();
        ++changes;
    }
    state.counters["findings"] = double(state.range(0));
}
BENCHMARK(BM_AuditPaneFilter)->Arg(200000)->Unit(benchmark::kMillisecond)->Iterations(6);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
