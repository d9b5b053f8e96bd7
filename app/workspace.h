#pragma once

#include "core/expected.h"
#include "store/sqlcatalogstore.h"

#include <QCoreApplication>
#include <memory>

namespace capstudio {

// The composition root of one open workspace: the SQLite file, its migrated schema and
// the store over it. A new file is created, migrated and seeded with the demo data in
// resources/demo, all in one transaction.
class Workspace
{
    Q_DECLARE_TR_FUNCTIONS(Workspace)

public:
    ~Workspace();

    // <AppDataLocation>/workspace.sqlite
    static QString defaultPath();
    static Expected<std::unique_ptr<Workspace>> open(const QString &path);

    const QString &path() const { return m_path; }
    bool wasCreated() const { return m_created; }
    SqlCatalogStore &store() { return *m_store; }

    // The flowgate library the Designer opens by default: `flowgate/library.yaml` beside the
    // workspace file, copied from the demo library in resources/demo/flowgate the first time
    // (files that exist are never overwritten). Fails when the folder cannot be written.
    Expected<QString> designerLibraryPath() const;

private:
    Workspace() = default;

    QString m_path;
    QString m_connectionName;
    bool m_created = false;
    std::unique_ptr<SqlCatalogStore> m_store;
};

} // namespace capstudio
