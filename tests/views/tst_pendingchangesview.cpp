#include "catalog/catalogdocument.h"
#include "views/pendingchangesview.h"

#include <QPushButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

using namespace capstudio;

// The pending-change list: every staged row with its fields, before → after; rebuilt once
// per event-loop turn and only while on screen; a row's fields built when it is expanded.
class tst_PendingChangesView : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void fewChangesShowEveryField();
    void manyChangesBuildFieldsOnExpand();
    void aHiddenListCatchesUpWhenShown();
    void discardSelectedIsOneUndoStep();

private:
    QStringList ids(int count) const;

    CatalogDocument *m_document = nullptr;
    PendingChangesView *m_view = nullptr;
    QTreeWidget *m_tree = nullptr;
};

void tst_PendingChangesView::init()
{
    m_document = new CatalogDocument;
    QList<Capability> rows;
    for (int i = 0; i < 120; ++i) {
        Capability row;
        row.id = QStringLiteral("cap%1").arg(i);
        row.name = QStringLiteral("Capability %1").arg(i);
        row.slug = QStringLiteral("capability_%1").arg(i);
        row.description = QStringLiteral("Stored %1").arg(i);
        rows.append(row);
    }
    m_document->load(rows);
    m_view = new PendingChangesView(m_document);
    m_tree = m_view->findChild<QTreeWidget *>();
    QVERIFY(m_tree);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void tst_PendingChangesView::cleanup()
{
    delete m_view;
    delete m_document;
}

QStringList tst_PendingChangesView::ids(int count) const
{
    QStringList list;
    for (int row = 0; row < count; ++row)
        list.append(m_document->at(row).id);
    return list;
}

void tst_PendingChangesView::fewChangesShowEveryField()
{
    QVERIFY(m_document->setField(QStringLiteral("cap3"), QStringLiteral("description"), QStringLiteral("Edited")));
    QVERIFY(m_document->setField(QStringLiteral("cap3"), QStringLiteral("rateLimit"), 12));
    QCOMPARE(m_tree->topLevelItemCount(), 0); // once per event-loop turn
    QTRY_COMPARE(m_tree->topLevelItemCount(), 1);
    QTreeWidgetItem *row = m_tree->topLevelItem(0);
    QCOMPARE(row->text(0), QStringLiteral("capability_3 (2 field(s))"));
    QVERIFY(row->isExpanded());
    QCOMPARE(row->childCount(), 2);
    QTreeWidgetItem *description = row->child(0)->text(0) == QLatin1String("description") ? row->child(0) : row->child(1);
    QCOMPARE(description->text(1), QStringLiteral("Stored 3"));
    QCOMPARE(description->text(2), QStringLiteral("Edited"));
}

void tst_PendingChangesView::manyChangesBuildFieldsOnExpand()
{
    QVERIFY(m_document->setFieldForMany(ids(60), QStringLiteral("description"), QStringLiteral("Bulk")));
    QTRY_COMPARE(m_tree->topLevelItemCount(), 60);
    QTreeWidgetItem *row = m_tree->topLevelItem(59);
    QVERIFY(!row->isExpanded());
    QCOMPARE(row->childCount(), 0);
    QCOMPARE(row->childIndicatorPolicy(), QTreeWidgetItem::ShowIndicator);
    row->setExpanded(true);
    QCOMPARE(row->childCount(), 1);
    QCOMPARE(row->child(0)->text(0), QStringLiteral("description"));
    QCOMPARE(row->child(0)->text(2), QStringLiteral("Bulk"));
}

void tst_PendingChangesView::aHiddenListCatchesUpWhenShown()
{
    m_view->hide();
    QVERIFY(m_document->setFieldForMany(ids(5), QStringLiteral("description"), QStringLiteral("Hidden")));
    QTest::qWait(50);
    QCOMPARE(m_tree->topLevelItemCount(), 0); // nothing built while hidden
    m_view->show();
    QCOMPARE(m_tree->topLevelItemCount(), 5);
    m_document->undoStack()->undo();
    QTRY_COMPARE(m_tree->topLevelItemCount(), 0);
}

void tst_PendingChangesView::discardSelectedIsOneUndoStep()
{
    QVERIFY(m_document->setFieldForMany(ids(70), QStringLiteral("description"), QStringLiteral("Many")));
    QTRY_COMPARE(m_tree->topLevelItemCount(), 70);
    m_tree->topLevelItem(0)->setSelected(true);
    m_tree->topLevelItem(69)->setSelected(true);
    auto *discard = m_view->findChild<QPushButton *>();
    QVERIFY(discard && discard->isEnabled());
    const int steps = m_document->undoStack()->count();
    discard->click();
    QCOMPARE(m_document->pendingCount(), 68);
    QCOMPARE(m_document->undoStack()->count(), steps + 1);
    QTRY_COMPARE(m_tree->topLevelItemCount(), 68);
}

QTEST_MAIN(tst_PendingChangesView)
#include "tst_pendingchangesview.moc"
