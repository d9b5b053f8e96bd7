#include "agentstestsupport.h"

#include "views/agentspane.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>
#include "answered.h"

#include <QtTest>

using namespace capstudio;
using namespace agentstest;

class tst_AgentsPane : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void listsAgentsAndBindings();
    void detachWarningOffersDisable();
    void detachForReal();
    void attachOffersOnlyUnbound();
    void undoRedoActions();
    void profilePicker();
};

// Runs `handle` on the next modal widget once it is shown.
template<typename Widget, typename Handler>
static void whenModal(Handler handle)
{
    QTimer::singleShot(0, [handle] {
        QTRY_VERIFY(qobject_cast<Widget *>(QApplication::activeModalWidget()));
        handle(qobject_cast<Widget *>(QApplication::activeModalWidget()));
    });
}

static void prepare(AgentsPane &pane)
{
    load(*pane.document());
    pane.selectAgent(Concierge);
}

void tst_AgentsPane::listsAgentsAndBindings()
{
    AgentsPane pane(nullptr);
    prepare(pane);
    QCOMPARE(pane.agentView()->model()->rowCount(), 2);
    QCOMPARE(pane.currentAgentId(), Concierge);
    QCOMPARE(pane.bindingView()->model()->rowCount(), 2);
    pane.selectAgent(Ops);
    QCOMPARE(pane.bindingView()->model()->rowCount(), 2);
}

void tst_AgentsPane::detachWarningOffersDisable()
{
    AgentsPane pane(nullptr);
    prepare(pane);
    pane.selectBinding(ExternalApi);
    QCOMPARE(pane.selectedCapabilityIds(), QStringList{ExternalApi});
    QStringList buttons;
    QString defaultText;
    QString informative;
    whenModal<QMessageBox>([&](QMessageBox *box) {
        for (QAbstractButton *button : box->buttons())
            buttons.append(button->text());
        defaultText = box->defaultButton()->text();
        informative = box->informativeText();
        box->defaultButton()->click();
    });
    pane.detachSelected();
    QVERIFY(buttons.contains(QStringLiteral("Disable instead")));
    QVERIFY(buttons.contains(QStringLiteral("Detach")));
    QCOMPARE(defaultText, QStringLiteral("Disable instead"));
    QVERIFY(informative.contains(QStringLiteral("permissive")));
    // Disabled, still attached.
    const std::optional<AgentBinding> binding = pane.document()->binding(Concierge, ExternalApi);
    QVERIFY(binding);
    QVERIFY(!binding->isEnabled);
    QVERIFY(pane.hasPendingChanges());
}

void tst_AgentsPane::detachForReal()
{
    AgentsPane pane(nullptr);
    prepare(pane);
    pane.selectBinding(LookupOrder);
    whenModal<QMessageBox>([](QMessageBox *box) {
        for (QAbstractButton *button : box->buttons()) {
            if (button->text() == QStringLiteral("Detach"))
                button->click();
        }
    });
    pane.detachSelected();
    QVERIFY(!pane.document()->binding(Concierge, LookupOrder));
    QCOMPARE(pane.bindingView()->model()->rowCount(), 1);
    pane.undoAction()->trigger();
    QVERIFY(pane.document()->binding(Concierge, LookupOrder));
    QCOMPARE(pane.bindingView()->model()->rowCount(), 2);

    // Cancel changes nothing.
    pane.selectBinding(LookupOrder);
    whenModal<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Cancel)->click(); });
    pane.detachSelected();
    QVERIFY(pane.document()->binding(Concierge, LookupOrder)->isEnabled);
}

void tst_AgentsPane::attachOffersOnlyUnbound()
{
    AgentsPane pane(nullptr);
    prepare(pane);
    QStringList offered;
    whenModal<QDialog>([&](QDialog *dialog) {
        auto *list = dialog->findChild<QListWidget *>();
        for (int row = 0; row < list->count(); ++row)
            offered.append(list->item(row)->data(Qt::UserRole).toString());
        list->item(0)->setSelected(true);
        dialog->accept();
    });
    const int steps = pane.document()->undoStack()->count();
    pane.attachCapabilities();
    QCOMPARE(offered.size(), 2);
    QVERIFY(!offered.contains(ExternalApi));
    QVERIFY(!offered.contains(LookupOrder));
    QVERIFY(pane.document()->binding(Concierge, offered.first()));
    QCOMPARE(pane.document()->undoStack()->count(), steps + 1);
    QCOMPARE(pane.bindingView()->model()->rowCount(), 3);
}

void tst_AgentsPane::undoRedoActions()
{
    AgentsPane pane(nullptr);
    prepare(pane);
    pane.selectBinding(ExternalApi);
    QVERIFY(!pane.undoAction()->isEnabled());
    QVERIFY(!pane.applyAction()->isEnabled());
    pane.enableSelected(false);
    QVERIFY(pane.undoAction()->isEnabled());
    QVERIFY(pane.applyAction()->isEnabled());
    QCOMPARE(pane.undoAction()->shortcut(), QKeySequence(QKeySequence::Undo));
    pane.undoAction()->trigger();
    QVERIFY(pane.document()->binding(Concierge, ExternalApi)->isEnabled);
    pane.redoAction()->trigger();
    QVERIFY(!pane.document()->binding(Concierge, ExternalApi)->isEnabled);
    // Without a store, Apply reports and keeps the changes.
    QSignalSpy status(&pane, &AgentsPane::statusMessage);
    QVERIFY(!answered(pane.applyChanges(), true));
    QCOMPARE(status.count(), 1);
    QVERIFY(pane.hasPendingChanges());
}

void tst_AgentsPane::profilePicker()
{
    AgentsPane pane(nullptr);
    prepare(pane);
    pane.setWorkspacePath(QStringLiteral("/tmp/some/workspace.capstudio"));
    QCOMPARE(pane.profileNames().constFirst(), QStringLiteral("This process"));
    QVERIFY(pane.selectProfile(QStringLiteral("This process")));
    QCOMPARE(pane.document()->profile().kind(), EnvProfile::Kind::Process);
    QVERIFY(!pane.selectProfile(QStringLiteral("nope")));
}

QTEST_MAIN(tst_AgentsPane)
#include "tst_agentspane.moc"
