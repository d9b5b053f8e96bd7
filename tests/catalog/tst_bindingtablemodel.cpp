// The bindings of one agent as a table: order, effective rate limits, status summaries,
// edits through the document, and precise change signals, under QAbstractItemModelTester.
#include "bindingfixture.h"

#include "catalog/bindingtablemodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace capstudio;
using namespace bindingfixture;

class tst_BindingTableModel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void rowsFollowTheAgent();
    void effectiveRateLimit_data();
    void effectiveRateLimit();
    void statusSummaries();
    void editsGoThroughTheDocument();
    void attachAndDetachInsertAndRemoveRows();
    void profileChangeUpdatesTheStatusColumn();
    void demoWorkspaceTellsTheConfigureStory();

private:
    QString text(int row, int column) const
    {
        return m_model->index(row, column).data().toString();
    }

    BindingDocument *m_document = nullptr;
    BindingTableModel *m_model = nullptr;
    QAbstractItemModelTester *m_tester = nullptr;
};

void tst_BindingTableModel::init()
{
    m_document = new BindingDocument;
    load(*m_document);
    m_model = new BindingTableModel(m_document);
    m_tester = new QAbstractItemModelTester(m_model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_model->setAgent(Concierge);
}

void tst_BindingTableModel::cleanup()
{
    delete m_tester;
    delete m_model;
    delete m_document;
}

void tst_BindingTableModel::rowsFollowTheAgent()
{
    QCOMPARE(m_model->agentId(), Concierge);
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_model->columnCount(), int(BindingTableModel::ColumnCount));
    QCOMPARE(m_model->capabilityIdAt(0), ExternalApi);
    QCOMPARE(m_model->capabilityIdAt(5), QString());
    QCOMPARE(m_model->rowOf(LookupOrder), 1);
    QCOMPARE(text(0, BindingTableModel::CapabilityColumn), QStringLiteral("Call external API"));
    QCOMPARE(text(1, BindingTableModel::SlugColumn), QStringLiteral("lookup_order"));
    QCOMPARE(m_model->index(0, 0).data(BindingTableModel::CapabilityIdRole).toString(), ExternalApi);
    QCOMPARE(m_model->headerData(BindingTableModel::StatusColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
             QStringLiteral("Status"));

    QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
    m_model->setAgent(Ops);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(m_model->capabilityIdAt(0), Legacy);
    QCOMPARE(m_model->index(0, BindingTableModel::EnabledColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    m_model->setAgent(QString());
    QCOMPARE(m_model->rowCount(), 0);

    // A reload of the document resets the model and keeps the agent.
    m_model->setAgent(Concierge);
    load(*m_document);
    QCOMPARE(reset.size(), 4);
    QCOMPARE(m_model->rowCount(), 2);
}

void tst_BindingTableModel::effectiveRateLimit_data()
{
    QTest::addColumn<QString>("capabilityId");
    QTest::addColumn<int>("custom"); // 0 = none
    QTest::addColumn<QString>("display");
    QTest::newRow("custom wins") << ExternalApi << 20 << QStringLiteral("20/min (custom)");
    QTest::newRow("capability's") << ExternalApi << 0 << QStringLiteral("60/min (capability)");
    QTest::newRow("capability 0 is unlimited") << LookupOrder << 0 << QStringLiteral("unlimited");
    QTest::newRow("custom on unlimited") << LookupOrder << 3 << QStringLiteral("3/min (custom)");
}

void tst_BindingTableModel::effectiveRateLimit()
{
    QFETCH(QString, capabilityId);
    QFETCH(int, custom);
    QFETCH(QString, display);
    QVERIFY(m_document->setCustomRateLimit(Concierge, capabilityId,
                                           custom > 0 ? std::optional<int>(custom) : std::nullopt));
    const int row = m_model->rowOf(capabilityId);
    QCOMPARE(text(row, BindingTableModel::EffectiveRateLimitColumn), display);
    QCOMPARE(m_model->index(row, BindingTableModel::CustomRateLimitColumn).data(Qt::EditRole).toString(),
             custom > 0 ? QString::number(custom) : QString());

    // Null capability limit: unlimited too.
    m_model->setAgent(Ops);
    QVERIFY(m_document->setCustomConfig(Ops, RunWorkflow, QJsonValue::Null));
    QCOMPARE(text(m_model->rowOf(RunWorkflow), BindingTableModel::EffectiveRateLimitColumn),
             QStringLiteral("unlimited"));
}

void tst_BindingTableModel::statusSummaries()
{
    // No profile: the email binding misses its variables, first named.
    const QModelIndex email = m_model->index(0, BindingTableModel::StatusColumn);
    QCOMPARE(email.data().toString(), QStringLiteral("Missing env: EMAIL_GATEWAY_URL, …"));
    QCOMPARE(email.data(BindingTableModel::ProblemSeverityRole).toInt(), 1);
    const QStringList missing = email.data(BindingTableModel::MissingEnvRole).toStringList();
    QCOMPARE(missing.first(), QStringLiteral("EMAIL_GATEWAY_URL"));
    QVERIFY(missing.contains(QStringLiteral("EMAIL_TENANT_ID")));
    QVERIFY(email.data(Qt::ToolTipRole).toString().contains(QLatin1String("EMAIL_TENANT_ID")));
    QCOMPARE(text(1, BindingTableModel::StatusColumn), QStringLiteral("OK"));
    QCOMPARE(m_model->index(1, 0).data(BindingTableModel::ProblemSeverityRole).toInt(), 0);

    m_model->setAgent(Ops);
    const QModelIndex workflow = m_model->index(m_model->rowOf(RunWorkflow), BindingTableModel::StatusColumn);
    QVERIFY2(workflow.data().toString().startsWith(QLatin1String("Invalid config (")),
             qPrintable(workflow.data().toString()));
    QCOMPARE(workflow.data(BindingTableModel::ProblemSeverityRole).toInt(), 2);
    // The tooltip has one line per diagnostic, the unknown key among them.
    const QString tooltip = workflow.data(Qt::ToolTipRole).toString();
    const BindingCheck check = m_document->check(Ops, RunWorkflow);
    QCOMPARE(tooltip.count(QLatin1Char('\n')) + 1, check.diagnostics.size());
    QVERIFY(tooltip.contains(QLatin1String("allowedWorkflows")));
    QCOMPARE(text(m_model->rowOf(Legacy), BindingTableModel::StatusColumn), QStringLiteral("Capability inactive"));
}

void tst_BindingTableModel::editsGoThroughTheDocument()
{
    QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
    const QModelIndex enabled = m_model->index(1, BindingTableModel::EnabledColumn);
    QVERIFY(m_model->flags(enabled) & Qt::ItemIsUserCheckable);
    QVERIFY(!(m_model->flags(enabled) & Qt::ItemIsEditable));
    QVERIFY(m_model->setData(enabled, Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(!m_document->binding(Concierge, LookupOrder)->isEnabled);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
    QVERIFY(enabled.data(BindingTableModel::PendingRole).toBool());
    QVERIFY(!m_model->index(0, 0).data(BindingTableModel::PendingRole).toBool());

    const QModelIndex limit = m_model->index(1, BindingTableModel::CustomRateLimitColumn);
    QVERIFY(m_model->flags(limit) & Qt::ItemIsEditable);
    QVERIFY(m_model->setData(limit, QStringLiteral("15")));
    QCOMPARE(m_document->binding(Concierge, LookupOrder)->customRateLimit, std::optional<int>(15));
    QCOMPARE(limit.data().toString(), QStringLiteral("15/min"));
    QVERIFY(m_model->setData(limit, QStringLiteral("30/min")));
    QCOMPARE(m_document->binding(Concierge, LookupOrder)->customRateLimit, std::optional<int>(30));
    QVERIFY(!m_model->setData(limit, QStringLiteral("fast")));
    QVERIFY(!m_model->setData(limit, QStringLiteral("0")));
    QVERIFY(!m_model->setData(limit, QStringLiteral("10001")));
    QCOMPARE(m_document->binding(Concierge, LookupOrder)->customRateLimit, std::optional<int>(30));
    QVERIFY(m_model->setData(limit, QString())); // empty = none
    QVERIFY(!m_document->binding(Concierge, LookupOrder)->customRateLimit.has_value());
    QVERIFY(!m_model->setData(m_model->index(1, BindingTableModel::SlugColumn), QStringLiteral("x")));

    // Typing the limit and clearing it again merged into nothing; undo reverts the checkbox.
    QCOMPARE(m_document->undoStack()->count(), 1);
    m_document->undoStack()->undo();
    QCOMPARE(enabled.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QVERIFY(!enabled.data(BindingTableModel::PendingRole).toBool());
    m_document->undoStack()->redo();
    QVERIFY(m_model->setData(limit, 12));
    m_document->undoStack()->undo();
    QCOMPARE(limit.data().toString(), QString());
}

void tst_BindingTableModel::attachAndDetachInsertAndRemoveRows()
{
    QSignalSpy inserted(m_model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(m_model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);

    // "Legacy tool" sorts between the two existing rows.
    QVERIFY(m_document->attach(Concierge, Legacy));
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.first().at(1).toInt(), 1);
    QCOMPARE(m_model->capabilityIdAt(1), Legacy);
    QVERIFY(m_model->index(1, 0).data(BindingTableModel::PendingRole).toBool());

    QVERIFY(m_document->detach(Concierge, {ExternalApi, LookupOrder}));
    QCOMPARE(removed.size(), 2);
    QCOMPARE(m_model->rowCount(), 1);
    m_document->undoStack()->undo();
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(m_model->capabilityIdAt(0), ExternalApi);
    QCOMPARE(m_model->capabilityIdAt(2), LookupOrder);

    // Edits of another agent leave this model alone.
    QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
    QVERIFY(m_document->setEnabled(Ops, {RunWorkflow}, false));
    QCOMPARE(changed.size(), 0);
    QCOMPARE(reset.size(), 0);
}

void tst_BindingTableModel::profileChangeUpdatesTheStatusColumn()
{
    QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
    m_document->setProfile(completeProfile());
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
    QCOMPARE(changed.first().at(1).toModelIndex().column(), int(BindingTableModel::StatusColumn));
    QVERIFY(changed.first().at(2).value<QList<int>>().contains(BindingTableModel::MissingEnvRole));
    QVERIFY(m_model->index(0, 0).data(BindingTableModel::MissingEnvRole).toStringList().isEmpty());
    QVERIFY(!text(0, BindingTableModel::StatusColumn).startsWith(QLatin1String("Missing env")));
}

// The demo catalog (resources/demo/catalog.json, bindings by slug) as the app seeds it:
// an email binding whose env vars are missing and a run_workflow binding with a typo.
void tst_BindingTableModel::demoWorkspaceTellsTheConfigureStory()
{
    QFile file(QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/catalog.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject demo = QJsonDocument::fromJson(file.readAll()).object();
    QList<Capability> capabilities;
    for (const QJsonValue &row : demo.value(QStringLiteral("capabilities")).toArray()) {
        capabilities.append(Capability::fromJson(row.toObject()));
        capabilities.last().id = capabilities.last().slug;
    }
    QList<Agent> agents;
    for (const QJsonValue &row : demo.value(QStringLiteral("agents")).toArray()) {
        agents.append(Agent::fromJson(row.toObject()));
        agents.last().id = agents.last().slug;
    }
    QList<AgentBinding> bindings;
    for (const QJsonValue &row : demo.value(QStringLiteral("bindings")).toArray()) {
        bindings.append(AgentBinding::fromJson(row.toObject()));
        bindings.last().agentId = row[QStringLiteral("agent")].toString();
        bindings.last().capabilityId = row[QStringLiteral("capability")].toString();
    }
    m_document->load(agents, capabilities, bindings);

    m_model->setAgent(QStringLiteral("ops-runner"));
    const int email = m_model->rowOf(QStringLiteral("call_external_api"));
    QVERIFY(email >= 0);
    QCOMPARE(text(email, BindingTableModel::StatusColumn), QStringLiteral("Missing env: EMAIL_GATEWAY_URL, …"));
    QCOMPARE(text(email, BindingTableModel::EffectiveRateLimitColumn), QStringLiteral("30/min (custom)"));
    const AgentBinding binding = *m_document->binding(QStringLiteral("ops-runner"), QStringLiteral("call_external_api"));
    QCOMPARE(binding.customConfig[QStringLiteral("forcedUrl")].toString(), QStringLiteral("${env:EMAIL_GATEWAY_URL}"));
    QCOMPARE(binding.customConfig[QStringLiteral("auth")][QStringLiteral("secret")].toString(),
             QStringLiteral("EMAIL_GATEWAY_TOKEN"));

    m_model->setAgent(QStringLiteral("support-concierge"));
    const int typo = m_model->rowOf(QStringLiteral("run_workflow"));
    QVERIFY(typo >= 0);
    QVERIFY2(text(typo, BindingTableModel::StatusColumn).startsWith(QLatin1String("Invalid config (")),
             qPrintable(text(typo, BindingTableModel::StatusColumn)));
    QVERIFY(m_model->index(typo, BindingTableModel::StatusColumn).data(Qt::ToolTipRole).toString()
                .contains(QLatin1String("allowedWorkflows")));
}

QTEST_GUILESS_MAIN(tst_BindingTableModel)
#include "tst_bindingtablemodel.moc"
