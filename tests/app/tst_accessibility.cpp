// Every control a person can reach has a name a screen reader can say, and the keyboard reaches
// every control of every area: walked over the real window on a demo workspace.
#include "designer/flowlibrary.h"
#include "mainwindow.h"
#include "session.h"
#include "views/agentspane.h"
#include "views/capabilitiespane.h"
#include "views/designer/designerpane.h"
#include "workspace.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QGraphicsView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTableView>
#include <QTextEdit>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QGraphicsScene>
#include <QGraphicsItem>
#include <QAction>

using namespace capstudio;

namespace {

// What a person operates: buttons, fields, lists, the canvas. Plain labels and frames are not.
bool isInteractive(const QWidget *widget)
{
    if (qobject_cast<const QScrollBar *>(widget))
        return false; // the scroll area around it carries the name
    return qobject_cast<const QAbstractButton *>(widget) || qobject_cast<const QLineEdit *>(widget)
           || qobject_cast<const QComboBox *>(widget) || qobject_cast<const QAbstractItemView *>(widget)
           || qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QAbstractSlider *>(widget)
           || qobject_cast<const QTextEdit *>(widget) || qobject_cast<const QPlainTextEdit *>(widget)
           || qobject_cast<const QGraphicsView *>(widget) || qobject_cast<const QTabBar *>(widget);
}

// A line edit inside a combo box or a spin box is named by its owner.
bool isPartOfAnother(const QWidget *widget)
{
    const QWidget *parent = widget->parentWidget();
    return parent && (qobject_cast<const QComboBox *>(parent) || qobject_cast<const QAbstractSpinBox *>(parent));
}

QString describe(const QWidget *widget)
{
    QStringList chain;
    for (const QWidget *at = widget; at && !at->isWindow(); at = at->parentWidget()) {
        const QString name = at->objectName();
        chain.prepend(QString::fromLatin1(at->metaObject()->className())
                      + (name.isEmpty() ? QString() : QLatin1Char('#') + name));
        if (chain.size() == 4)
            break;
    }
    return chain.join(QLatin1String(" > "));
}

QString accessibleName(QWidget *widget)
{
    QAccessibleInterface *face = QAccessible::queryAccessibleInterface(widget);
    if (!face)
        return {};
    QString name = face->text(QAccessible::Name).trimmed();
    if (name.isEmpty()) {
        // A tab bar is named by its tabs.
        if (auto *bar = qobject_cast<QTabBar *>(widget); bar && bar->count() > 0)
            name = bar->tabText(0);
    }
    return name;
}

// The interactive controls of root a person can see and reach.
QList<QWidget *> reachable(QWidget *root)
{
    QList<QWidget *> found;
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(root) || !widget->isEnabled() || !isInteractive(widget) || isPartOfAnother(widget))
            continue;
        if (!(widget->focusPolicy() & Qt::TabFocus) && !qobject_cast<QAbstractButton *>(widget))
            continue;
        found.append(widget);
    }
    return found;
}

QStringList unnamed(QWidget *root)
{
    QStringList missing;
    for (QWidget *widget : reachable(root)) {
        if (accessibleName(widget).isEmpty())
            missing.append(describe(widget));
    }
    return missing;
}

} // namespace

class tst_Accessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyControlOfEveryAreaHasAName_data();
    void everyControlOfEveryAreaHasAName();
    void theKeyboardReachesEveryControl_data();
    void theKeyboardReachesEveryControl();
    void theCanvasIsWorkedFromTheKeyboard();
    void toolBarTooltipsNameTheirKeys();
    void everyDialogsControlsHaveNames();

private:
    QTemporaryDir m_profile;
    MainWindow *m_window = nullptr;
    QTabWidget *m_tabs = nullptr;
};

void tst_Accessibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_profile.path());
    auto opened = Workspace::open(m_profile.filePath(QStringLiteral("a11y.sqlite")));
    QVERIFY(opened.ok());
    m_window = new MainWindow(std::move(opened).value());
    QTRY_VERIFY(!m_window->session().isReading());
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_tabs = m_window->findChild<QTabWidget *>();
    QVERIFY(m_tabs);
    // The Provenance area with a bundle open, so its viewer is walked too.
    m_window->openBundles({QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/conversation.json")});
    QTRY_VERIFY(!m_window->session().isReading());
}

void tst_Accessibility::cleanupTestCase()
{
    delete m_window;
}

void tst_Accessibility::everyControlOfEveryAreaHasAName_data()
{
    QTest::addColumn<int>("area");
    for (int i = 0; i < 5; ++i) // Capabilities, Agents, Designer, Provenance, Audit
        QTest::newRow(qPrintable(QStringLiteral("area %1").arg(i))) << i;
}

void tst_Accessibility::everyControlOfEveryAreaHasAName()
{
    QFETCH(int, area);
    m_tabs->setCurrentIndex(area);
    QTRY_VERIFY(!m_window->session().isReading());
    QTest::qWait(50);
    QWidget *pane = m_tabs->currentWidget();
    const QList<QWidget *> controls = reachable(pane);
    QVERIFY2(controls.size() >= 3, qPrintable(QString::number(controls.size())));
    const QStringList missing = unnamed(pane);
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 of %2 controls of %3 have no accessible name:\n  %4")
                                               .arg(missing.size())
                                               .arg(controls.size())
                                               .arg(m_tabs->tabText(area).remove(QLatin1Char('&')),
                                                    missing.join(QLatin1String("\n  ")))));
}

void tst_Accessibility::theKeyboardReachesEveryControl_data()
{
    everyControlOfEveryAreaHasAName_data();
}

// Tab from the area's first control: every control of the area gets the focus before the
// walk comes back round, and none keeps it (no trap).
void tst_Accessibility::theKeyboardReachesEveryControl()
{
    QFETCH(int, area);
    m_tabs->setCurrentIndex(area);
    QTRY_VERIFY(!m_window->session().isReading());
    QTest::qWait(50);
    QWidget *pane = m_tabs->currentWidget();
    QList<QWidget *> expected;
    for (QWidget *widget : reachable(pane)) {
        if (widget->focusPolicy() & Qt::TabFocus)
            expected.append(widget);
    }
    QVERIFY(!expected.isEmpty());
    m_window->activateWindow();
    m_tabs->tabBar()->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(m_tabs->tabBar()->hasFocus());
    QSet<QWidget *> visited;
    QWidget *last = nullptr;
    int unchanged = 0;
    for (int press = 0; press < 3000; ++press) {
        QWidget *focused = QApplication::focusWidget();
        QVERIFY(focused);
        // An editor that indents with Tab is left with Ctrl+Tab, as its description says.
        auto *plain = qobject_cast<QPlainTextEdit *>(focused);
        auto *rich = qobject_cast<QTextEdit *>(focused);
        const bool takesTab = (plain && !plain->isReadOnly() && !plain->tabChangesFocus())
                              || (rich && !rich->isReadOnly() && !rich->tabChangesFocus());
        QTest::keyClick(focused, Qt::Key_Tab, takesTab ? Qt::ControlModifier : Qt::NoModifier);
        QWidget *now = QApplication::focusWidget();
        visited.insert(now);
        unchanged = now == last ? unchanged + 1 : 0;
        // The canvas keeps the focus while Tab goes through its elements; nothing else does.
        QVERIFY2(unchanged < 200, qPrintable(QStringLiteral("Tab stays in %1").arg(describe(now))));
        last = now;
        if (now == m_tabs->tabBar() && press > 0)
            break;
    }
    QStringList missed;
    for (QWidget *widget : std::as_const(expected)) {
        if (!visited.contains(widget))
            missed.append(describe(widget));
    }
    QVERIFY2(missed.isEmpty(), qPrintable(QStringLiteral("Tab never reaches:\n  %1").arg(missed.join(QLatin1String("\n  ")))));
}

// Tab walks the canvas's elements, the arrow keys move a state as one undoable edit, Return
// opens the rename.
void tst_Accessibility::theCanvasIsWorkedFromTheKeyboard()
{
    m_tabs->setCurrentWidget(m_window->designerPane());
    QTest::qWait(50);
    auto *view = m_window->designerPane()->findChild<QGraphicsView *>();
    QVERIFY(view);
    QTRY_VERIFY(view->isVisible());
    view->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(view->hasFocus());
    QGraphicsScene *scene = view->scene();
    scene->clearSelection();
    QTest::keyClick(view, Qt::Key_Tab);
    QTRY_COMPARE(scene->selectedItems().size(), 1);
    QVERIFY(view->hasFocus());
    QGraphicsItem *first = scene->selectedItems().first();
    const QPointF before = first->pos();
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(first->pos(), before + QPointF(10, 0));
    QTest::keyClick(view, Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(first->pos(), before + QPointF(10, 40));
    // Each press is one edit of the library: undone, the state is back where it was.
    QUndoStack *stack = m_window->session().flowLibrary()->undoStack();
    QVERIFY(stack->canUndo());
    stack->undo();
    stack->undo();
    QTRY_COMPARE(scene->selectedItems().isEmpty() ? QPointF() : scene->selectedItems().first()->pos(), before);
    QTest::keyClick(view, Qt::Key_Tab);
    QTRY_COMPARE(scene->selectedItems().size(), 1);
    QVERIFY(scene->selectedItems().first() != first || scene->items().size() == 1);
}

// A button with keys says them in its tooltip, as its menu entry does.
void tst_Accessibility::toolBarTooltipsNameTheirKeys()
{
    int withKeys = 0;
    QStringList silent;
    for (QToolBar *bar : m_window->findChildren<QToolBar *>()) {
        for (QAction *action : bar->actions()) {
            if (action->shortcut().isEmpty())
                continue;
            ++withKeys;
            if (!action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)))
                silent.append(action->text().remove(QLatin1Char('&')) + QStringLiteral(": ") + action->toolTip());
        }
    }
    QVERIFY(withKeys >= 5);
    QVERIFY2(silent.isEmpty(), qPrintable(silent.join(QLatin1Char('\n'))));
}

// The dialogs a person opens: Connections, the New Capability wizard, and the Agents area's
// Configure, Dispatch Dry-Run and Attach, each walked as it opens.
void tst_Accessibility::everyDialogsControlsHaveNames()
{
    QStringList problems;
    int dialogs = 0;
    QTimer walker;
    walker.setInterval(100);
    connect(&walker, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        ++dialogs;
        const QStringList missing = unnamed(dialog);
        for (const QString &one : missing)
            problems.append(dialog->windowTitle() + QStringLiteral(": ") + one);
        dialog->reject();
    });
    walker.start();
    QAction *connections = m_window->findChild<QAction *>(QStringLiteral("connectionsAction"));
    QVERIFY(connections);
    connections->trigger();
    QTRY_VERIFY(dialogs >= 1);

    m_tabs->setCurrentWidget(m_window->findChild<CapabilitiesPane *>());
    m_window->findChild<CapabilitiesPane *>()->newCapability();
    QTRY_VERIFY(dialogs >= 2);

    // The Agents area's dialogs, on the first agent's first binding.
    auto *agents = m_window->findChild<AgentsPane *>();
    QVERIFY(agents);
    m_tabs->setCurrentWidget(agents);
    agents->agentView()->selectRow(0);
    auto *bindings = agents->findChild<QTableView *>(QStringLiteral("bindingTable"));
    QVERIFY(bindings);
    QTRY_VERIFY(bindings->model()->rowCount() > 0);
    bindings->selectRow(0);
    agents->configureSelected();
    QTRY_VERIFY(dialogs >= 3);
    agents->dryRunSelected();
    QTRY_VERIFY(dialogs >= 4);
    agents->attachCapabilities();
    QTRY_VERIFY(dialogs >= 5);
    walker.stop();
    for (const QString &problem : std::as_const(problems))
        qWarning("unnamed: %s", qPrintable(problem));
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 unnamed controls in %2 dialogs (listed above)")
                                                .arg(problems.size())
                                                .arg(dialogs)));
}

QTEST_MAIN(tst_Accessibility)
#include "tst_accessibility.moc"
