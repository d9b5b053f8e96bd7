// Import and export through the Capabilities pane, as a user would: the plan shown in the
// dialog, staging the chosen rows as one undo step, a broken file, and export → import.
#include "catalog/capabilityfile.h"
#include "catalog/capabilityimport.h"
#include "catalog/capabilitytablemodel.h"
#include "catalog/catalogdocument.h"
#include "mainwindow.h"
#include "session.h"
#include "views/capabilitiespane.h"
#include "views/capabilityimportdialog.h"
#include "workspace.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <algorithm>

using namespace capstudio;
using Kind = CapabilityImport::Kind;

namespace {

template<typename T>
T *visibleTopLevel()
{
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *found = qobject_cast<T *>(widget); found && found->isVisible())
            return found;
    }
    return nullptr;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Closes any dialog left open after a while, so that a failed check cannot hang the test.
class Watchdog
{
public:
    Watchdog()
    {
        m_timer.setSingleShot(true);
        QObject::connect(&m_timer, &QTimer::timeout, [] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                if (auto *dialog = qobject_cast<QDialog *>(widget); dialog && dialog->isVisible())
                    dialog->reject();
            }
        });
        m_timer.start(10000);
    }

private:
    QTimer m_timer;
};

} // namespace

class tst_CapabilityImportDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void importShowsThePlanAndStagesOneStep();
    void brokenFileShowsWhere();
    void exportThenImportIsUnchanged();

private:
    std::unique_ptr<MainWindow> openWindow(const QString &name);
    QTemporaryDir m_dir;
};

void tst_CapabilityImportDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

std::unique_ptr<MainWindow> tst_CapabilityImportDialog::openWindow(const QString &name)
{
    auto opened = Workspace::open(m_dir.filePath(name));
    if (!opened.ok())
        return nullptr;
    auto window = std::make_unique<MainWindow>(std::move(opened).value());
    window->show();
    // The first reads run on the store's thread.
    if (!QTest::qWaitFor([&window] { return !window->session().isReading(); }))
        return nullptr;
    return window;
}

void tst_CapabilityImportDialog::importShowsThePlanAndStagesOneStep()
{
    const std::unique_ptr<MainWindow> window = openWindow(QStringLiteral("import.sqlite"));
    QVERIFY(window);
    auto *pane = window->findChild<CapabilitiesPane *>();
    QVERIFY(pane);
    CatalogDocument *document = pane->tableModel()->document();
    const int before = document->count();
    int lookup = -1;
    for (int i = 0; i < document->count() && lookup < 0; ++i) {
        if (document->at(i).slug == QLatin1String("lookup_order"))
            lookup = i;
    }
    QVERIFY(lookup >= 0);
    const Capability existing = document->at(lookup);

    Capability fresh = existing;
    fresh.id.clear();
    fresh.slug = QStringLiteral("import_probe");
    fresh.name = QStringLiteral("Import Probe");
    fresh.functionDefinition.insert(QStringLiteral("name"), fresh.slug);
    QJsonObject changed = existing.toJson();
    changed.insert(QStringLiteral("description"), QStringLiteral("Looks up an order, imported"));
    QJsonObject invalid = fresh.toJson();
    invalid.insert(QStringLiteral("slug"), QStringLiteral("import_broken"));
    invalid.insert(QStringLiteral("rateLimit"), 0);
    const QString path = m_dir.filePath(QStringLiteral("three.json"));
    QVERIFY(writeFile(path, QJsonDocument(QJsonArray{fresh.toJson(), changed, invalid}).toJson()));

    bool checked = false;
    Watchdog watchdog;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = visibleTopLevel<CapabilityImportDialog>();
        QVERIFY(dialog);
        QTreeWidget *tree = dialog->tree();
        QCOMPARE(tree->topLevelItemCount(), 3);
        const QList<Kind> kinds{Kind::New, Kind::Changed, Kind::Invalid};
        for (int i = 0; i < 3; ++i) {
            const QTreeWidgetItem *item = tree->topLevelItem(i);
            QCOMPARE(item->data(CapabilityImportDialog::KindColumn, CapabilityImportDialog::KindRole).toInt(),
                     int(kinds.at(i)));
            QCOMPARE(item->text(CapabilityImportDialog::KindColumn), CapabilityImport::kindName(kinds.at(i)));
            const bool stageable = kinds.at(i) != Kind::Invalid;
            QCOMPARE(bool(item->flags() & Qt::ItemIsUserCheckable), stageable);
            if (stageable)
                QCOMPARE(item->checkState(CapabilityImportDialog::KindColumn), Qt::Checked);
        }
        QCOMPARE(tree->topLevelItem(0)->text(CapabilityImportDialog::SlugColumn), QStringLiteral("import_probe"));
        QCOMPARE(tree->topLevelItem(1)->text(CapabilityImportDialog::SlugColumn), QStringLiteral("lookup_order"));
        // The changed field with before → after, and the finding with its pointer.
        const QTreeWidgetItem *field = tree->topLevelItem(1)->child(0);
        QVERIFY(field);
        QCOMPARE(field->text(CapabilityImportDialog::SlugColumn), QStringLiteral("description"));
        QVERIFY(field->text(CapabilityImportDialog::DetailColumn).contains(QStringLiteral("→")));
        QVERIFY(field->text(CapabilityImportDialog::DetailColumn).contains(QStringLiteral("imported")));
        bool pointer = false;
        const QTreeWidgetItem *broken = tree->topLevelItem(2);
        for (int j = 0; j < broken->childCount(); ++j)
            pointer = pointer || broken->child(j)->text(CapabilityImportDialog::SlugColumn) == QLatin1String("/2/rateLimit");
        QVERIFY(pointer);
        QCOMPARE(dialog->summary(), QStringLiteral("1 new, 1 changed, 0 unchanged, 1 invalid"));
        const auto labels = dialog->findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [&](QLabel *label) { return label->text() == dialog->summary(); }));
        QCOMPARE(dialog->chosenRows(), (QList<int>{0, 1}));

        QPushButton *stage = nullptr;
        for (QPushButton *button : dialog->findChildren<QPushButton *>()) {
            if (button->text() == QLatin1String("&Stage Selected"))
                stage = button;
        }
        QVERIFY(stage && stage->isEnabled());
        if (const QString shots = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR"); !shots.isEmpty())
            dialog->grab().save(shots + QStringLiteral("/capability-import.png"));
        checked = true;
        stage->click();
    });
    pane->importFile(path);
    QVERIFY(checked);

    const QList<CatalogDocument::Change> changes = document->pendingChanges();
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes.at(0).id, existing.id);
    QCOMPARE(changes.at(0).fields, QStringList{QStringLiteral("description")});
    QCOMPARE(changes.at(1).kind, CatalogDocument::Change::Kind::Added);
    QCOMPARE(changes.at(1).after.slug, QStringLiteral("import_probe"));
    QCOMPARE(document->count(), before + 1);
    QCOMPARE(document->undoStack()->count(), 1);
    QVERIFY(window->isWindowModified());

    document->undoStack()->undo();
    QVERIFY(!document->hasPendingChanges());
    QCOMPARE(document->count(), before);
}

void tst_CapabilityImportDialog::brokenFileShowsWhere()
{
    const std::unique_ptr<MainWindow> window = openWindow(QStringLiteral("broken.sqlite"));
    QVERIFY(window);
    auto *pane = window->findChild<CapabilitiesPane *>();
    const QString path = m_dir.filePath(QStringLiteral("broken.json"));
    QVERIFY(writeFile(path, "[\n  {\"slug\": }\n]\n"));

    QString shown;
    Watchdog watchdog;
    QTimer::singleShot(0, this, [&] {
        if (auto *box = visibleTopLevel<QMessageBox>()) {
            shown = box->text();
            box->accept();
        }
    });
    pane->importFile(path);
    QVERIFY2(shown.contains(path + QStringLiteral(":2:")), qPrintable(shown));
    QCOMPARE(pane->tableModel()->document()->undoStack()->count(), 0);
}

void tst_CapabilityImportDialog::exportThenImportIsUnchanged()
{
    const std::unique_ptr<MainWindow> window = openWindow(QStringLiteral("export.sqlite"));
    QVERIFY(window);
    auto *pane = window->findChild<CapabilitiesPane *>();
    CatalogDocument *document = pane->tableModel()->document();
    QVERIFY(document->count() > 2);

    const QString all = m_dir.filePath(QStringLiteral("all.json"));
    pane->exportRows(all, false);
    const CapabilityFile::Content content = CapabilityFile::read(all);
    QVERIFY(content.ok());
    QCOMPARE(content.rows.size(), document->count());
    const CapabilityImport::Plan plan = CapabilityImport::plan(*document, content, all);
    QCOMPARE(plan.count(Kind::Unchanged), document->count());

    // Export Selection writes the selected rows only, in the document's order.
    QTableView *table = pane->tableView();
    table->selectionModel()->select(table->model()->index(1, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    table->selectionModel()->select(table->model()->index(0, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const QStringList ids = pane->selectedIds();
    QCOMPARE(ids.size(), 2);
    const QString some = m_dir.filePath(QStringLiteral("some.json"));
    pane->exportRows(some, true);
    const CapabilityFile::Content selected = CapabilityFile::read(some);
    QVERIFY(selected.ok());
    QCOMPARE(selected.rows.size(), 2);
    QStringList written;
    for (const QJsonValue &value : selected.rows)
        written.append(value.toObject().value(QStringLiteral("id")).toString());
    QVERIFY(document->rowOf(written.at(0)) < document->rowOf(written.at(1)));
    QCOMPARE(QSet<QString>(written.begin(), written.end()), QSet<QString>(ids.begin(), ids.end()));
}

QTEST_MAIN(tst_CapabilityImportDialog)
#include "tst_capabilityimportdialog.moc"
