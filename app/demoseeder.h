#pragma once

#include "core/expected.h"

#include <QCoreApplication>

namespace capstudio {

class SqlCatalogStore;

// Fills a new workspace with the demo catalog (resources/demo/catalog.json) and the demo
// conversation with its provenance (resources/demo/conversation.json).
class DemoSeeder
{
    Q_DECLARE_TR_FUNCTIONS(DemoSeeder)

public:
    static Status seed(SqlCatalogStore &store);
};

} // namespace capstudio
