// File > New Capability… driven like a user would: a description that is really an HTTP
// recipe, back to a neutral one, parameters, and Finish into a folder; the files hold the
// generator's bytes and the document one pending row in one undo step.
#include "catalog/capabilityscaffold.h"
#include "catalog/catalogdocument.h"
#include "catalog/reciperecommender.h"
#include "mainwindow.h"
#include "session.h"
#include "views/jsoneditor.h"
#include "views/newcapabilitywizard.h"
#include "workspace.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace capstudio;

namespace {

const QString ParametersText = QStringLiteral(R"({
  "type": "object",
  "properties": {
    "order_id": { "type": "string", "description": "The order to check.", "minLength": 1, "maxLength": 100 },
    "tags": { "type": "array", "items": { "type": "string" }, "contains": { "const": "vip" } }
  },
  "required": ["order_id"]
})");

const QString AgentId = QStringLiteral("cmf3k8w1b0000lm2n4p6q8r0s");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

template<typename T>
T *child(QWidget *parent, const char *name)
{
    return parent->findChild<T *>(QString::fromLatin1(name));
}

// On the indicator: a radio button reacts only to clicks on its indicator and label.
void clickRadio(QRadioButton *radio)
{
    QVERIFY(radio);
    QTest::mouseClick(radio, Qt::LeftButton, {}, QPoint(8, radio->height() / 2));
}

} // namespace

class tst_NewCapabilityWizard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void recipeThenNeutralThenFinish();
    void useRecipeFinishesWithoutWriting();
    void existingFilesNeedConfirmation();
    void fileMenuOpensTheWizard();

private:
    void load(CatalogDocument &document);
    void fillPurpose(NewCapabilityWizard &wizard, const QString &name, const QString &description);
    void screenshot(QWidget &widget, const QString &name);
    Capability expectedCapability() const;
};

void tst_NewCapabilityWizard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_NewCapabilityWizard::load(CatalogDocument &document)
{
    Capability existing;
    existing.id = QStringLiteral("cexisting000000000000000a");
    existing.name = QStringLiteral("Order Lookup");
    existing.slug = QStringLiteral("lookup_order");
    existing.description = QStringLiteral("Look up an order by ID.");
    existing.category = QStringLiteral("internal");
    existing.executionHandler = QStringLiteral("LookupOrderCapability");
    existing.functionDefinition = QJsonObject{{QStringLiteral("name"), existing.slug},
                                              {QStringLiteral("description"), existing.description},
                                              {QStringLiteral("parameters"), QJsonObject()}};
    document.load({existing});
}

void tst_NewCapabilityWizard::fillPurpose(NewCapabilityWizard &wizard, const QString &name,
                                         const QString &description)
{
    auto *nameEdit = child<QLineEdit>(&wizard, "name");
    QVERIFY(nameEdit);
    nameEdit->selectAll();
    QTest::keyClicks(nameEdit, name);
    child<QPlainTextEdit>(&wizard, "description")->setPlainText(description);
    auto *category = child<QComboBox>(&wizard, "category");
    category->lineEdit()->selectAll();
    QTest::keyClicks(category->lineEdit(), QStringLiteral("operations"));
}

void tst_NewCapabilityWizard::screenshot(QWidget &widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(200);
    QVERIFY(widget.grab().save(dir + QStringLiteral("/wizard-%1.png").arg(name)));
}

Capability tst_NewCapabilityWizard::expectedCapability() const
{
    Capability capability;
    capability.name = QStringLiteral("Check Order Status");
    capability.slug = QStringLiteral("check_order_status");
    capability.description = QStringLiteral("Look up an order by ID and return its status and total.");
    capability.category = QStringLiteral("operations");
    capability.executionType = QStringLiteral("internal");
    capability.executionHandler = QStringLiteral("CheckOrderStatusCapability");
    capability.functionDefinition = QJsonObject{
            {QStringLiteral("name"), capability.slug},
            {QStringLiteral("description"), capability.description},
            {QStringLiteral("parameters"), QJsonDocument::fromJson(ParametersText.toUtf8()).object()},
    };
    return capability;
}

void tst_NewCapabilityWizard::recipeThenNeutralThenFinish()
{
    QTemporaryDir out;
    QVERIFY(out.isValid());
    CatalogDocument document;
    load(document);
    NewCapabilityWizard wizard(&document);
    wizard.setOutputFolder(out.path());
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QCOMPARE(wizard.currentId(), int(NewCapabilityWizard::PurposePageId));
    QAbstractButton *next = wizard.button(QWizard::NextButton);
    QAbstractButton *back = wizard.button(QWizard::BackButton);
    QAbstractButton *finish = wizard.button(QWizard::FinishButton);
    QVERIFY(!next->isEnabled()); // nothing filled in yet
    screenshot(wizard, QStringLiteral("purpose-empty"));

    // Page 1: an email-sending description; the slug follows the name.
    fillPurpose(wizard, QStringLiteral("Welcome Message"),
                QStringLiteral("Send a welcome email to a new user after sign-up."));
    QCOMPARE(child<QLineEdit>(&wizard, "slug")->text(), QStringLiteral("welcome_message"));
    QVERIFY(next->isEnabled());
    QTest::mouseClick(next, Qt::LeftButton);

    // Page 2: the transactional-email recipe, said plainly, its config read-only.
    QCOMPARE(wizard.currentId(), int(NewCapabilityWizard::RecipePageId));
    const QString headline = child<QLabel>(&wizard, "recipeHeadline")->text();
    QVERIFY2(headline.contains(QLatin1String("HTTP-shaped"))
                     && headline.contains(QLatin1String("call_external_api"))
                     && headline.contains(QLatin1String("transactional-email")),
             qPrintable(headline));
    auto *config = child<JsonEditor>(&wizard, "recipeConfig");
    QVERIFY(config->isReadOnly());
    QCOMPARE(QJsonDocument::fromJson(config->toPlainText().toUtf8()).object(),
             RecipeRecommender::recipe(QStringLiteral("transactional-email"))->customConfig);
    QVERIFY(finish->isVisible() && finish->isEnabled());
    QVERIFY(!next->isVisible());
    screenshot(wizard, QStringLiteral("recipe"));
    // "Build anyway" turns Finish back into Next.
    clickRadio(child<QRadioButton>(&wizard, "buildAnyway"));
    QVERIFY(next->isVisible() && next->isEnabled());
    QVERIFY(!finish->isVisible());
    clickRadio(child<QRadioButton>(&wizard, "useRecipe"));
    QVERIFY(finish->isVisible() && !next->isVisible());

    // Back; a neutral description skips the recipe page.
    QTest::mouseClick(back, Qt::LeftButton);
    QCOMPARE(wizard.currentId(), int(NewCapabilityWizard::PurposePageId));
    fillPurpose(wizard, QStringLiteral("Check Order Status"),
                QStringLiteral("Look up an order by ID and return its status and total."));
    QCOMPARE(child<QLineEdit>(&wizard, "slug")->text(), QStringLiteral("check_order_status"));
    QVERIFY(!wizard.recommendation());
    screenshot(wizard, QStringLiteral("purpose"));
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(wizard.currentId(), int(NewCapabilityWizard::ParametersPageId));

    // Page 3: the prefilled schema, then ours.
    auto *parameters = child<JsonEditor>(&wizard, "parameters");
    QCOMPARE(QJsonDocument::fromJson(parameters->toPlainText().toUtf8()).object(),
             QJsonDocument::fromJson(R"({"type":"object","properties":{},"required":[]})").object());
    parameters->setPlainText(QStringLiteral("{ \"type\": "));
    QVERIFY(!next->isEnabled()); // not JSON
    parameters->setPlainText(ParametersText);
    parameters->reparseNow();
    QVERIFY(next->isEnabled());
    QCOMPARE(parameters->diagnostics().size(), 1); // "contains" has no Zod translation
    QCOMPARE(parameters->diagnostics().front().location().jsonPointer,
             QStringLiteral("/properties/tags/contains"));
    QVERIFY(child<QCheckBox>(&wizard, "processesPii")->isChecked());
    QTest::keyClicks(child<QLineEdit>(&wizard, "agentId"), AgentId);
    screenshot(wizard, QStringLiteral("parameters"));
    QTest::mouseClick(next, Qt::LeftButton);

    // Page 4: five tabs with the generator's text, and its findings.
    QCOMPARE(wizard.currentId(), int(NewCapabilityWizard::PreviewPageId));
    CapabilityScaffold::Options options;
    options.processesPii = true;
    options.agentId = AgentId;
    const CapabilityScaffold::Result expected = CapabilityScaffold::generate(expectedCapability(), options);
    const QList<std::pair<QString, QString>> files{
            {QStringLiteral("check-order-status.ts"), expected.classFile},
            {QStringLiteral("check-order-status.registry.ts"), expected.registryLines},
            {QStringLiteral("check-order-status.row.json"), expected.dbRowJson},
            {QStringLiteral("check-order-status.binding.json"), expected.bindingJson},
            {QStringLiteral("check-order-status.test.ts"), expected.testFile},
    };
    auto *tabs = child<QTabWidget>(&wizard, "artifactTabs");
    QCOMPARE(tabs->count(), 5);
    for (int i = 0; i < files.size(); ++i) {
        auto *text = tabs->widget(i)->findChild<QPlainTextEdit *>(files.at(i).first);
        QVERIFY2(text, qPrintable(files.at(i).first));
        QVERIFY(text->isReadOnly());
        QCOMPARE(text->toPlainText(), files.at(i).second);
    }
    QVERIFY(expected.classFile.contains(QLatin1String("processesPii = true")));
    QVERIFY(expected.bindingPath.contains(AgentId));
    auto *findings = child<QListWidget>(&wizard, "unsupported");
    QCOMPARE(findings->count(), int(expected.unsupported.size()));
    QVERIFY(findings->item(0)->text().contains(QLatin1String("/properties/tags/contains")));
    QVERIFY(finish->isVisible() && finish->isEnabled());
    screenshot(wizard, QStringLiteral("preview"));

    // Finish: the five files, byte for byte, and one staged row in one undo step.
    QTest::mouseClick(finish, Qt::LeftButton);
    QCOMPARE(wizard.result(), int(QDialog::Accepted));
    QVERIFY(!wizard.chosenRecipe());
    for (const auto &[name, content] : files)
        QCOMPARE(readAll(out.filePath(name)), content.toUtf8());
    QCOMPARE(wizard.writtenFiles().size(), 5);
    QCOMPARE(document.count(), 2);
    QCOMPARE(document.undoStack()->count(), 1);
    const QList<CatalogDocument::Change> pending = document.pendingChanges();
    QCOMPARE(pending.size(), 1);
    QCOMPARE(pending.front().kind, CatalogDocument::Change::Kind::Added);
    QCOMPARE(pending.front().id, wizard.createdId());
    Capability staged = pending.front().after;
    QVERIFY(!staged.id.isEmpty());
    staged.id.clear();
    QCOMPARE(staged, expectedCapability());
    document.undoStack()->undo();
    QCOMPARE(document.count(), 1);
    QVERIFY(!document.hasPendingChanges());
}

void tst_NewCapabilityWizard::useRecipeFinishesWithoutWriting()
{
    QTemporaryDir out;
    CatalogDocument document;
    load(document);
    NewCapabilityWizard wizard(&document);
    wizard.setOutputFolder(out.path());
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    // A PDF: the document-render recipe, with its upload_to_storage companion.
    fillPurpose(wizard, QStringLiteral("Invoice Document"), QStringLiteral("Render the invoice as a PDF."));
    QTest::mouseClick(wizard.button(QWizard::NextButton), Qt::LeftButton);
    QCOMPARE(wizard.currentId(), int(NewCapabilityWizard::RecipePageId));
    auto *companion = child<JsonEditor>(&wizard, "companionConfig");
    QVERIFY(companion->isVisible());
    QCOMPARE(QJsonDocument::fromJson(companion->toPlainText().toUtf8()).object(),
             RecipeRecommender::recipe(QStringLiteral("document-render"))->companionConfig);
    screenshot(wizard, QStringLiteral("recipe-document"));
    QTest::mouseClick(wizard.button(QWizard::BackButton), Qt::LeftButton);

    fillPurpose(wizard, QStringLiteral("Refund Order"), QStringLiteral("Refund the payment of a returned order."));
    QTest::mouseClick(wizard.button(QWizard::NextButton), Qt::LeftButton);
    QVERIFY(!child<JsonEditor>(&wizard, "companionConfig")->isVisible());
    QCOMPARE(wizard.currentId(), int(NewCapabilityWizard::RecipePageId));
    QTest::mouseClick(wizard.button(QWizard::FinishButton), Qt::LeftButton);
    QCOMPARE(wizard.result(), int(QDialog::Accepted));
    QVERIFY(wizard.chosenRecipe());
    QCOMPARE(wizard.chosenRecipe()->id, QStringLiteral("payment-charge"));
    QVERIFY(QDir(out.path()).isEmpty());
    QCOMPARE(document.count(), 1);
    QCOMPARE(document.undoStack()->count(), 0);
}

void tst_NewCapabilityWizard::existingFilesNeedConfirmation()
{
    QTemporaryDir out;
    QFile old(out.filePath(QStringLiteral("check-order-status.row.json")));
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("keep me\n");
    old.close();

    CatalogDocument document;
    load(document);
    NewCapabilityWizard wizard(&document);
    wizard.setOutputFolder(out.path());
    QStringList asked;
    bool answer = false;
    wizard.setOverwriteConfirmation([&](const QStringList &existing) {
        asked = existing;
        return answer;
    });
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    fillPurpose(wizard, QStringLiteral("Check Order Status"),
                QStringLiteral("Look up an order by ID and return its status and total."));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewCapabilityWizard::ParametersPageId));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(NewCapabilityWizard::PreviewPageId));

    // Refused: nothing written, nothing staged, the wizard stays open.
    QTest::mouseClick(wizard.button(QWizard::FinishButton), Qt::LeftButton);
    QCOMPARE(asked, QStringList{QStringLiteral("check-order-status.row.json")});
    QVERIFY(wizard.isVisible());
    QCOMPARE(readAll(old.fileName()), QByteArray("keep me\n"));
    QCOMPARE(QDir(out.path()).entryList(QDir::Files).size(), 1);
    QCOMPARE(document.undoStack()->count(), 0);

    // Confirmed: replaced.
    answer = true;
    QTest::mouseClick(wizard.button(QWizard::FinishButton), Qt::LeftButton);
    QCOMPARE(wizard.result(), int(QDialog::Accepted));
    QVERIFY(readAll(old.fileName()).startsWith("{"));
    QCOMPARE(QDir(out.path()).entryList(QDir::Files).size(), 5);
    QCOMPARE(document.undoStack()->count(), 1);
}

void tst_NewCapabilityWizard::fileMenuOpensTheWizard()
{
    QTemporaryDir dir;
    auto opened = Workspace::open(dir.filePath(QStringLiteral("wizard.sqlite")));
    QVERIFY(opened.ok());
    MainWindow window(std::move(opened).value());
    QTRY_VERIFY(!window.session().isReading()); // the first reads run on the store's thread
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *action = nullptr;
    for (QAction *candidate : window.findChildren<QAction *>()) {
        if (candidate->shortcut() == QKeySequence(QKeySequence::New))
            action = candidate;
    }
    QVERIFY(action);
    QVERIFY(action->text().contains(QLatin1String("New Capability")));

    bool shown = false;
    QTimer::singleShot(0, this, [&] {
        if (auto *wizard = qobject_cast<NewCapabilityWizard *>(QApplication::activeModalWidget())) {
            shown = wizard->currentId() == NewCapabilityWizard::PurposePageId;
            wizard->reject();
        }
    });
    action->trigger();
    QVERIFY(shown);
}

QTEST_MAIN(tst_NewCapabilityWizard)
#include "tst_newcapabilitywizard.moc"
