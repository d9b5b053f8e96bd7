#pragma once

#include "core/expected.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace capstudio {

class SqlCatalogStore;

// Fills a new workspace with the demo catalog (resources/demo/catalog.json), the saved
// dispatch dry-runs (resources/demo/dryruns.json) and the demo conversation with its
// provenance (resources/demo/conversation.json).
class DemoSeeder
{
    Q_DECLARE_TR_FUNCTIONS(DemoSeeder)

public:
    static Status seed(SqlCatalogStore &store);

private:
    static Status seedDryRuns(SqlCatalogStore &store, const QHash<QString, QString> &agentIds);
};

} // namespace capstudio
