#include "workspace.h"

#include "demoseeder.h"
#include "store/schemamigrator.h"

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
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/workspace.sqlite");
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

    const auto discard = [&workspace, isNew] {
        const QString file = workspace->m_path;
        workspace.reset();
        if (isNew) {
            for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
                QFile::remove(file + suffix);
        }
    };

    Expected<QSqlDatabase> database =
        SqlCatalogStore::openSqlite(workspace->m_path, workspace->m_connectionName);
    if (!database) {
        const StoreError error = database.error();
        discard();
        return error;
    }

    SchemaMigrator migrator(database.value());
    const Expected<SchemaMigrator::Outcome> outcome = migrator.prepareForUse(info.absoluteFilePath());
    if (!outcome) {
        const StoreError error = outcome.error();
        discard();
        return error;
    }
    workspace->m_store = std::make_unique<SqlCatalogStore>(database.value());
    workspace->m_created = outcome.value().created();

    if (workspace->m_created) {
        const Status seeded = DemoSeeder::seed(*workspace->m_store);
        if (!seeded) {
            const StoreError error{seeded.error().kind,
                                   tr("Cannot seed the new workspace with demo data: %1")
                                       .arg(seeded.error().message)};
            discard();
            return error;
        }
    }
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
