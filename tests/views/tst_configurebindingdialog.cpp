#include "agentstestsupport.h"

#include "catalog/bindingrecipes.h"
#include "views/configurebindingdialog.h"
#include "views/jsoneditor.h"

#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

using namespace capstudio;
using namespace agentstest;

class tst_ConfigureBindingDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void recipeFillSetsFormAndJson();
    void badKeyInJsonIsAnError();
    void bannerFollowsTheProfile();
    void okPushesOneUndoStep();
    void schemalessCapabilityHasJsonOnly();
    void screenshotAndOpenTime();
};

static QJsonObject editorObject(ConfigureBindingDialog &dialog)
{
    return QJsonDocument::fromJson(dialog.jsonEditor()->toPlainText().toUtf8()).object();
}

void tst_ConfigureBindingDialog::recipeFillSetsFormAndJson()
{
    BindingDocument document;
    load(document);
    document.setProfile(fullProfile());
    ConfigureBindingDialog dialog(&document, Ops, RunWorkflow);
    // run_workflow has recipes too; the call_external_api one is what matters here.
    ConfigureBindingDialog email(&document, Concierge, ExternalApi);
    const QList<BindingRecipe> recipes = BindingRecipes::forCapability(QStringLiteral("call_external_api"));
    QVERIFY(!recipes.isEmpty());
    QCOMPARE(email.recipeIds().size(), recipes.size());
    const BindingRecipe &recipe = recipes.constFirst();
    QVERIFY(email.fillRecipe(recipe.id));
    QCOMPARE(email.currentConfig().toObject(), recipe.customConfig);
    QCOMPARE(editorObject(email), recipe.customConfig);
    // The form shows it: auth.type in the enum combo, every key reported in the note.
    auto *authType = email.form()->findChild<QComboBox *>(QStringLiteral("field:/auth/type"));
    QVERIFY(authType);
    QCOMPARE(authType->currentText(), recipe.customConfig.value(QStringLiteral("auth")).toObject()
                                          .value(QStringLiteral("type")).toString());
    auto *note = email.findChild<QLabel *>(QStringLiteral("recipeNote"));
    QVERIFY(note && !note->isHidden());
    for (const QString &key : recipe.customConfig.keys())
        QVERIFY2(note->text().contains(key), qPrintable(note->text()));

    // Editing the form updates the JSON, keeping keys the form does not know.
    QJsonObject withExtra = recipe.customConfig;
    withExtra.insert(QStringLiteral("x-comment"), QStringLiteral("kept"));
    email.jsonEditor()->setPlainText(QString::fromUtf8(QJsonDocument(withExtra).toJson()));
    email.jsonEditor()->reparseNow();
    auto *timeout = email.form()->findChild<QSpinBox *>(QStringLiteral("field:/timeoutMs"));
    QVERIFY(timeout);
    timeout->setValue(4321);
    QCOMPARE(editorObject(email).value(QStringLiteral("timeoutMs")).toInt(), 4321);
    QCOMPARE(editorObject(email).value(QStringLiteral("x-comment")).toString(), QStringLiteral("kept"));
}

void tst_ConfigureBindingDialog::badKeyInJsonIsAnError()
{
    BindingDocument document;
    load(document);
    document.setProfile(fullProfile());
    ConfigureBindingDialog dialog(&document, Concierge, ExternalApi);
    QJsonObject config = emailConfig();
    config.insert(QStringLiteral("forcedUrll"), QStringLiteral("https://mail.example.com/"));
    dialog.jsonEditor()->setPlainText(QString::fromUtf8(QJsonDocument(config).toJson()));
    dialog.jsonEditor()->reparseNow();
    bool found = false;
    for (const Diagnostic &diagnostic : dialog.jsonEditor()->diagnostics()) {
        if (diagnostic.severity() == Severity::Error && diagnostic.location().jsonPointer == QStringLiteral("/forcedUrll"))
            found = true;
    }
    QVERIFY(found);
    auto *formProblems = dialog.form()->findChild<QLabel *>(QStringLiteral("formProblems"));
    QVERIFY(formProblems && !formProblems->isHidden());
    QVERIFY(formProblems->text().contains(QStringLiteral("forcedUrll")));
}

void tst_ConfigureBindingDialog::bannerFollowsTheProfile()
{
    BindingDocument document;
    load(document);
    document.setProfile(EnvProfile::fromNames(QStringLiteral("staging"), {QStringLiteral("EMAIL_GATEWAY_URL")}));
    ConfigureBindingDialog dialog(&document, Concierge, ExternalApi);
    QVERIFY(!dialog.envBanner()->isHidden());
    QVERIFY(dialog.envBanner()->text().contains(QStringLiteral("staging")));
    QVERIFY(dialog.envBanner()->text().contains(QStringLiteral("EMAIL_TENANT_ID")));
    QVERIFY(dialog.envBanner()->text().contains(QStringLiteral("EMAIL_GATEWAY_TOKEN")));
    QVERIFY(!dialog.envBanner()->text().contains(QStringLiteral("EMAIL_GATEWAY_URL")));
    QVERIFY(dialog.highlightedFields().contains(QStringLiteral("/forcedHeaders")));
    QVERIFY(dialog.highlightedFields().contains(QStringLiteral("/auth/secret")));
    QCOMPARE(dialog.envTable()->rowCount(), 3);

    document.setProfile(fullProfile());
    QVERIFY(dialog.envBanner()->isHidden());
    QVERIFY(!dialog.highlightedFields().contains(QStringLiteral("/auth/secret")));
    QCOMPARE(dialog.envTable()->item(0, 2)->text(), QStringLiteral("set"));
    auto *resolved = dialog.findChild<QLabel *>(QStringLiteral("resolvedUrl"));
    QVERIFY(resolved->text().contains(QStringLiteral("https://mail.example.com/send")));
    QVERIFY(resolved->text().contains(QStringLiteral("is in ORCHESTRATION_ALLOWED_HOSTS")));
}

void tst_ConfigureBindingDialog::okPushesOneUndoStep()
{
    BindingDocument document;
    load(document);
    document.setProfile(fullProfile());
    const AgentBinding before = *document.binding(Concierge, ExternalApi);
    ConfigureBindingDialog dialog(&document, Concierge, ExternalApi);
    dialog.findChild<QSpinBox *>(QStringLiteral("rateLimit"))->setValue(25);
    auto *timeout = dialog.form()->findChild<QSpinBox *>(QStringLiteral("field:/timeoutMs"));
    timeout->setValue(5000);
    const int steps = document.undoStack()->count();
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(document.undoStack()->count(), steps + 1);
    const AgentBinding after = *document.binding(Concierge, ExternalApi);
    QCOMPARE(after.customRateLimit, std::optional<int>(25));
    QCOMPARE(after.customConfig.toObject().value(QStringLiteral("timeoutMs")).toInt(), 5000);
    QCOMPARE(after.customConfig.toObject().value(QStringLiteral("forcedHeaders")),
             before.customConfig.toObject().value(QStringLiteral("forcedHeaders")));
    document.undoStack()->undo();
    QCOMPARE(*document.binding(Concierge, ExternalApi), before);
}

void tst_ConfigureBindingDialog::schemalessCapabilityHasJsonOnly()
{
    BindingDocument document;
    load(document);
    ConfigureBindingDialog dialog(&document, Concierge, LookupOrder);
    QVERIFY(dialog.form() == nullptr);
    QVERIFY(dialog.recipeIds().isEmpty());
    dialog.jsonEditor()->setPlainText(QStringLiteral("{ \"a\": "));
    dialog.jsonEditor()->reparseNow();
    QVERIFY(!dialog.jsonEditor()->isSyntaxValid());
}

void tst_ConfigureBindingDialog::screenshotAndOpenTime()
{
    BindingDocument document;
    load(document);
    // A staging profile that lacks the email gateway variables.
    document.setProfile(EnvProfile::fromDotEnv(QStringLiteral("staging"),
                                               "ORCHESTRATION_ALLOWED_HOSTS=api.postmarkapp.com\n"
                                               "EMAIL_TENANT_ID=\n",
                                               QStringLiteral("staging.env")));
    // The largest config: the email recipe through the gateway, with many forced headers.
    QJsonObject config;
    for (const BindingRecipe &recipe : BindingRecipes::forCapability(QStringLiteral("call_external_api"))) {
        if (recipe.customConfig.contains(QStringLiteral("forcedUrl"))
            && recipe.customConfig.value(QStringLiteral("forcedUrl")).toString().contains(QStringLiteral("EMAIL"))) {
            config = recipe.customConfig;
        }
    }
    if (config.isEmpty())
        config = emailConfig();
    QJsonObject headers = config.value(QStringLiteral("forcedHeaders")).toObject();
    headers.insert(QStringLiteral("X-Tenant"), QStringLiteral("${env:EMAIL_TENANT_ID}"));
    for (int i = 0; i < 40; ++i)
        headers.insert(QStringLiteral("X-Trace-%1").arg(i, 2, 10, QLatin1Char('0')), QStringLiteral("value-%1").arg(i));
    QJsonObject big = config;
    big.insert(QStringLiteral("forcedHeaders"), headers);
    AgentBinding updated = *document.binding(Concierge, ExternalApi);
    updated.customConfig = big;
    QVERIFY(document.replaceBinding(updated));

    QElapsedTimer timer;
    timer.start();
    {
        ConfigureBindingDialog dialog(&document, Concierge, ExternalApi);
        dialog.show();
        QCoreApplication::processEvents();
        qDebug("Configure dialog open time (43 forced headers, %d bytes of JSON): %lld ms",
               int(QJsonDocument(big).toJson().size()), timer.elapsed());
    }

    updated.customConfig = config;
    QVERIFY(document.replaceBinding(updated));
    ConfigureBindingDialog dialog(&document, Concierge, ExternalApi);
    QVERIFY(!dialog.envBanner()->isHidden());
    if (qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR")) {
        dialog.show();
        QTest::qWait(250);
        const QDir out(qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR"));
        QVERIFY(dialog.grab().save(out.filePath(QStringLiteral("configure-dialog.png"))));
    }
}

QTEST_MAIN(tst_ConfigureBindingDialog)
#include "tst_configurebindingdialog.moc"
