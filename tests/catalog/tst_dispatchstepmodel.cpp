#include "core/tone.h"
#include "catalog/dispatchstepmodel.h"

#include <QGuiApplication>
#include <QAbstractItemModelTester>
#include <QColor>
#include <QFont>
#include <QSignalSpy>
#include <QtTest>

using namespace capstudio;

Q_DECLARE_METATYPE(capstudio::DispatchVerdict)

namespace {

const QList<DispatchStep> AllSteps{
    DispatchStep::Advertised,    DispatchStep::TurnLimit,     DispatchStep::LoadRegistry,
    DispatchStep::HandlerLookup, DispatchStep::RegistryLookup, DispatchStep::Quarantine,
    DispatchStep::Binding,       DispatchStep::GuardAndScope, DispatchStep::RateLimit,
    DispatchStep::Approval,      DispatchStep::ValidateArgs,  DispatchStep::BindingConfig,
    DispatchStep::Execute,       DispatchStep::CostLog,
};

DispatchStepResult step(DispatchStep which, StepOutcome outcome, const QString &code = QString(),
                        const QString &message = QString())
{
    DispatchStepResult result;
    result.step = which;
    result.outcome = outcome;
    result.errorCode = code;
    result.message = message;
    return result;
}

// Every step passes; 4a/4b does not apply and a missing binding row is a caution.
DispatchVerdict wouldRun()
{
    DispatchVerdict verdict;
    for (DispatchStep which : AllSteps) {
        StepOutcome outcome = StepOutcome::Passed;
        if (which == DispatchStep::GuardAndScope || which == DispatchStep::BindingConfig)
            outcome = StepOutcome::NotApplicable;
        else if (which == DispatchStep::Binding)
            outcome = StepOutcome::Caution;
        verdict.steps.append(step(which, outcome, QString(), QStringLiteral("ok")));
    }
    return verdict;
}

// The same, stopped at `at` with `code`: later steps are not reached.
DispatchVerdict stoppedAt(DispatchStep at, const QString &code)
{
    DispatchVerdict verdict = wouldRun();
    bool after = false;
    for (DispatchStepResult &result : verdict.steps) {
        if (result.step == at) {
            result.outcome = StepOutcome::Stopped;
            result.errorCode = code;
            result.message = QStringLiteral("Rate limit exceeded for capability lookup_order (5/min)\nsecond line");
            after = true;
        } else if (after) {
            result.outcome = StepOutcome::NotReached;
            result.message.clear();
        }
    }
    return verdict;
}

int rowOf(const DispatchStepModel &model, DispatchStep which)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data(DispatchStepModel::StepRole).toInt() == int(which))
            return row;
    }
    return -1;
}

} // namespace

class tst_DispatchStepModel : public QObject
{
    Q_OBJECT
private slots:
    void columnsAndDisplay();
    void rolesPerOutcome();
    void changedMarks_data();
    void changedMarks();
    void marksChangeWithoutReset();
    void changedRowsStayReadable();
    void emptyVerdict();
};

void tst_DispatchStepModel::columnsAndDisplay()
{
    DispatchStepModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(DispatchStepModel::ColumnCount));

    const DispatchVerdict verdict = stoppedAt(DispatchStep::RateLimit, QStringLiteral("rate_limited"));
    model.setVerdict(verdict);
    QCOMPARE(model.rowCount(), verdict.steps.size());
    QCOMPARE(model.headerData(DispatchStepModel::CodeColumn, Qt::Horizontal).toString(), QStringLiteral("Code"));

    const int rate = rowOf(model, DispatchStep::RateLimit);
    QVERIFY(rate >= 0);
    QCOMPARE(model.index(rate, DispatchStepModel::StepColumn).data().toString(), QStringLiteral("5"));
    QCOMPARE(model.index(rate, DispatchStepModel::CheckColumn).data().toString(),
             DispatchStepResult::title(DispatchStep::RateLimit));
    QCOMPARE(model.index(rate, DispatchStepModel::OutcomeColumn).data().toString(),
             DispatchStepModel::outcomeText(StepOutcome::Stopped));
    QCOMPARE(model.index(rate, DispatchStepModel::CodeColumn).data().toString(), QStringLiteral("rate_limited"));
    // A message on several lines reads as one line in the table and in full as the tooltip.
    const QString shown = model.index(rate, DispatchStepModel::MessageColumn).data().toString();
    QVERIFY2(!shown.contains(QLatin1Char('\n')), qPrintable(shown));
    QVERIFY(shown.startsWith(QStringLiteral("Rate limit exceeded for capability lookup_order (5/min)")));
    QCOMPARE(model.index(rate, DispatchStepModel::MessageColumn).data(Qt::ToolTipRole).toString(),
             verdict.steps.at(rate).message);

    QCOMPARE(model.index(rowOf(model, DispatchStep::Quarantine), 0).data().toString(), QStringLiteral("3a"));
    QCOMPARE(model.index(rowOf(model, DispatchStep::Advertised), 0).data().toString(),
             DispatchStepResult::number(DispatchStep::Advertised));
    QCOMPARE(model.index(rowOf(model, DispatchStep::Execute), DispatchStepModel::OutcomeColumn).data().toString(),
             DispatchStepModel::outcomeText(StepOutcome::NotReached));
    QCOMPARE(model.stepAt(rate)->errorCode, QStringLiteral("rate_limited"));
    QCOMPARE(model.rowOf(DispatchStep::RateLimit), rate);
    QVERIFY(!model.stepAt(model.rowCount()));
}

void tst_DispatchStepModel::rolesPerOutcome()
{
    DispatchStepModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setVerdict(stoppedAt(DispatchStep::RateLimit, QStringLiteral("rate_limited")));

    // StepRole and OutcomeRole in pipeline order.
    for (int row = 0; row < model.rowCount(); ++row) {
        QCOMPARE(model.index(row, DispatchStepModel::MessageColumn).data(DispatchStepModel::StepRole).toInt(),
                 int(AllSteps.at(row)));
    }
    const QModelIndex stopped = model.index(rowOf(model, DispatchStep::RateLimit), DispatchStepModel::OutcomeColumn);
    const QModelIndex caution = model.index(rowOf(model, DispatchStep::Binding), DispatchStepModel::OutcomeColumn);
    const QModelIndex passed = model.index(rowOf(model, DispatchStep::HandlerLookup), DispatchStepModel::OutcomeColumn);
    const QModelIndex notReached = model.index(rowOf(model, DispatchStep::Approval), DispatchStepModel::OutcomeColumn);
    QCOMPARE(stopped.data(DispatchStepModel::OutcomeRole).toInt(), int(StepOutcome::Stopped));
    QCOMPARE(caution.data(DispatchStepModel::OutcomeRole).toInt(), int(StepOutcome::Caution));

    // Stopped and caution rows have their own colours; a passed row keeps the palette's.
    const QVariant red = stopped.data(Qt::ForegroundRole);
    const QVariant amber = caution.data(Qt::ForegroundRole);
    QVERIFY(red.canConvert<QColor>() && amber.canConvert<QColor>());
    QVERIFY(red.value<QColor>() != amber.value<QColor>());
    QVERIFY(red.value<QColor>().red() > red.value<QColor>().green());
    QVERIFY(!passed.data(Qt::ForegroundRole).isValid());
    QVERIFY(notReached.data(Qt::ForegroundRole).isValid());
    QVERIFY(stopped.data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!passed.data(Qt::FontRole).isValid());

    // Nothing is marked changed without a previous verdict.
    for (int row = 0; row < model.rowCount(); ++row) {
        QVERIFY(!model.index(row, 0).data(DispatchStepModel::ChangedRole).toBool());
        QVERIFY(!model.index(row, 0).data(Qt::BackgroundRole).isValid());
    }
}

void tst_DispatchStepModel::changedMarks_data()
{
    QTest::addColumn<DispatchVerdict>("previous");
    QTest::addColumn<DispatchVerdict>("current");
    QTest::addColumn<QList<int>>("changedSteps");
    QTest::addColumn<QString>("wasText");

    const DispatchVerdict running = wouldRun();
    const DispatchVerdict rateLimited = stoppedAt(DispatchStep::RateLimit, QStringLiteral("rate_limited"));
    const DispatchVerdict scopeConflict = stoppedAt(DispatchStep::RateLimit, QStringLiteral("scope_conflict"));

    QTest::newRow("same verdict, nothing marked") << running << running << QList<int>{} << QString();
    // Stopping at 5: step 5 changes, and every step after it is now not reached.
    QList<int> afterRate;
    bool from = false;
    for (DispatchStep which : AllSteps) {
        from = from || which == DispatchStep::RateLimit;
        if (from) // not applicable → not reached (binding config) is a change too
            afterRate.append(int(which));
    }
    QTest::newRow("would run, now rate limited")
        << running << rateLimited << afterRate << DispatchStepModel::tr("Was: %1").arg(DispatchStepModel::outcomeText(StepOutcome::Passed));
    QTest::newRow("rate limited, now runs")
        << rateLimited << running << afterRate
        << DispatchStepModel::tr("Was: %1 %2").arg(DispatchStepModel::outcomeText(StepOutcome::Stopped),
                                                   QStringLiteral("rate_limited"));
    QTest::newRow("same step, other code")
        << rateLimited << scopeConflict << QList<int>{int(DispatchStep::RateLimit)}
        << DispatchStepModel::tr("Was: %1 %2").arg(DispatchStepModel::outcomeText(StepOutcome::Stopped),
                                                   QStringLiteral("rate_limited"));
}

void tst_DispatchStepModel::changedMarks()
{
    QFETCH(DispatchVerdict, previous);
    QFETCH(DispatchVerdict, current);
    QFETCH(QList<int>, changedSteps);
    QFETCH(QString, wasText);

    DispatchStepModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setVerdict(current);
    model.setPrevious(previous);
    QVERIFY(model.hasPrevious());
    QCOMPARE(model.changes().size(), changedSteps.size());

    for (int row = 0; row < model.rowCount(); ++row) {
        const int which = model.index(row, 0).data(DispatchStepModel::StepRole).toInt();
        const bool expected = changedSteps.contains(which);
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            QCOMPARE(index.data(DispatchStepModel::ChangedRole).toBool(), expected);
            QCOMPARE(index.data(Qt::BackgroundRole).isValid(), expected);
            if (expected) {
                QVERIFY(index.data(Qt::FontRole).value<QFont>().bold());
                QVERIFY2(index.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Was: ")),
                         qPrintable(index.data(Qt::ToolTipRole).toString()));
            }
        }
        QCOMPARE(model.isChanged(row), expected);
    }
    // The step that decided carries what it was, outcome and code.
    if (!changedSteps.isEmpty()) {
        const int rate = rowOf(model, DispatchStep::RateLimit);
        const QString tip = model.index(rate, DispatchStepModel::CodeColumn).data(Qt::ToolTipRole).toString();
        QCOMPARE(tip.section(QLatin1Char('\n'), 0, 0), wasText);
    }

    // Without the previous verdict the marks go away.
    model.clearPrevious();
    for (int row = 0; row < model.rowCount(); ++row)
        QVERIFY(!model.index(row, 0).data(DispatchStepModel::ChangedRole).toBool());
}

void tst_DispatchStepModel::marksChangeWithoutReset()
{
    DispatchStepModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy aboutToReset(&model, &QAbstractItemModel::modelAboutToBeReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);

    model.setVerdict(wouldRun());
    QCOMPARE(aboutToReset.size(), 1);
    QCOMPARE(resets.size(), 1);

    model.setPrevious(stoppedAt(DispatchStep::RateLimit, QStringLiteral("rate_limited")));
    QCOMPARE(resets.size(), 1);
    QCOMPARE(changes.size(), 1);
    const QModelIndex topLeft = changes.constFirst().at(0).value<QModelIndex>();
    const QModelIndex bottomRight = changes.constFirst().at(1).value<QModelIndex>();
    QCOMPARE(topLeft, model.index(0, 0));
    QCOMPARE(bottomRight, model.index(model.rowCount() - 1, model.columnCount() - 1));
    QVERIFY(changes.constFirst().at(2).value<QList<int>>().contains(DispatchStepModel::ChangedRole));

    // A new verdict is a reset and is compared with the same previous verdict.
    model.setVerdict(stoppedAt(DispatchStep::RateLimit, QStringLiteral("rate_limited")));
    QCOMPARE(resets.size(), 2);
    QVERIFY(model.changes().isEmpty());
    model.setVerdict(wouldRun());
    QVERIFY(!model.changes().isEmpty());
    QVERIFY(model.isChanged(model.rowOf(DispatchStep::RateLimit)));
}

void tst_DispatchStepModel::changedRowsStayReadable()
{
    DispatchStepModel model;
    model.setVerdict(stoppedAt(DispatchStep::RateLimit, QStringLiteral("rate_limited")));
    model.setPrevious(wouldRun());
    // A changed row's tint and its text (the outcome's tone, or the palette's own text) are
    // far apart in lightness on a light palette and on a dark one alike.
    const QPalette original = QGuiApplication::palette();
    QPalette dark = original;
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        dark.setColor(group, QPalette::Base, QColor(0x1f, 0x1f, 0x1f));
        dark.setColor(group, QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    }
    QPalette light = original;
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        light.setColor(group, QPalette::Base, Qt::white);
        light.setColor(group, QPalette::Text, Qt::black);
    }
    for (const QPalette &palette : {light, dark}) {
        QGuiApplication::setPalette(palette);
        int changed = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (!model.isChanged(row))
                continue;
            ++changed;
            const QModelIndex index = model.index(row, DispatchStepModel::MessageColumn);
            const QColor background = index.data(Qt::BackgroundRole).value<QColor>();
            const QVariant foreground = index.data(Qt::ForegroundRole);
            const QColor text = foreground.isValid() ? foreground.value<QColor>() : palette.color(QPalette::Text);
            QVERIFY2(qAbs(background.lightness() - text.lightness()) > 100,
                     qPrintable(QStringLiteral("row %1: %2 on %3").arg(row).arg(text.name(), background.name())));
        }
        QVERIFY(changed > 0);
    }
    QGuiApplication::setPalette(original);
}

void tst_DispatchStepModel::emptyVerdict()
{
    DispatchStepModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    model.setVerdict(DispatchVerdict());
    model.setPrevious(wouldRun());
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(changes.size(), 0);
    QVERIFY(!model.stepAt(0));
    QCOMPARE(model.rowOf(DispatchStep::RateLimit), -1);
}

QTEST_MAIN(tst_DispatchStepModel)
#include "tst_dispatchstepmodel.moc"
