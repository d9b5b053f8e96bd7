#include "workspace.h"

#include "demoseeder.h"
#include "store/schemamigrator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

namespace capstudio {

Workspace::~Workspace()
{
    m_store.reset();
    if (!m_connectionName.isEmpty())
        QSqlDatabase::removeDatabase(m_connectionName);
}

QString Workspace::defaultPath()
{
    // ~/.local/share/capstudio/workspace.sqlite. Versions up to 0.1 kept it one folder deeper
    // (organisation and application name both "capstudio"); a workspace found there is used
    // where it is rather than moved, since another running copy may hold it open.
    const QString name = QStringLiteral("/workspace.sqlite");
    const QString legacy = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + name;
    const QString current = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + u'/' + QCoreApplication::applicationName() + name;
    return !QFileInfo::exists(current) && QFileInfo::exists(legacy) ? legacy : current;
}

Expected<std::unique_ptr<Workspace>> Workspace::open(const QString &path)
{
    const QFileInfo info(path);
    const bool isNew = !info.exists() || info.size() == 0;
    if (isNew && !QDir().mkpath(info.absolutePath()))
        return StoreError{StoreError::Kind::Backend,
                          tr("Cannot create the folder %1").arg(info.absolutePath())};

    std::unique_ptr<Workspace> workspace(new Workspace);
    workspace->m_path = info.absoluteFilePath();
    workspace->m_connectionName =
        QStringLiteral("workspace-") + QUuid::createUuid().toString(QUuid::WithoutBraces);

    // A failed start leaves the file as SQLite left it: rolled back, never deleted, as another
    // process may be using it by now.
    Expected<QSqlDatabase> database =
        SqlCatalogStore::openSqlite(workspace->m_path, workspace->m_connectionName);
    if (!database)
        return database.error();
    workspace->m_store = std::make_unique<SqlCatalogStore>(database.value());

    // A new workspace is migrated and seeded in one transaction that holds the write lock:
    // a second process starting at the same moment waits and finds it complete, and a kill
    // half-way leaves it as it was (empty), to be made again on the next start.
    SchemaMigrator migrator(database.value());
    SqlCatalogStore &store = *workspace->m_store;
    const Expected<SchemaMigrator::Outcome> outcome =
        migrator.prepareForUse(info.absoluteFilePath(), [&store](const SchemaMigrator::Outcome &migrated) -> Status {
            if (!migrated.created())
                return {};
            const Status seeded = DemoSeeder::seed(store);
            if (!seeded)
                return StoreError{seeded.error().kind,
                                  tr("Cannot seed the new workspace with demo data: %1").arg(seeded.error().message)};
            return {};
        });
    if (!outcome)
        return outcome.error();
    workspace->m_created = outcome.value().created();
    return workspace;
}

Expected<QString> Workspace::designerLibraryPath() const
{
    const QString folder = QFileInfo(m_path).absolutePath() + QStringLiteral("/flowgate");
    if (!QDir().mkpath(folder))
        return StoreError{StoreError::Kind::Backend, tr("Cannot create the folder %1").arg(folder)};
    const QDir demo(QStringLiteral(":/demo/flowgate"));
    for (const QString &name : demo.entryList(QDir::Files)) {
        const QString target = folder + QLatin1Char('/') + name;
        if (QFileInfo::exists(target))
            continue;
        if (!QFile::copy(demo.filePath(name), target))
            return StoreError{StoreError::Kind::Backend, tr("Cannot write %1").arg(target)};
        // Files copied out of the resources are read-only; the designer edits them.
        QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    }
    return folder + QStringLiteral("/library.yaml");
}

} // namespace capstudio
