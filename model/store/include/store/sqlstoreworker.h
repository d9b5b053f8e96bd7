#pragma once

#include "catalog/storeworker.h"
#include "store/sqlcatalogstore.h"

#include <memory>

namespace capstudio {

// Workers whose store is a SqlCatalogStore over a connection of their own, opened on the
// worker thread and removed there when the worker ends. The schema is not touched: the
// caller opened the database once on its own thread and checked or migrated it.
std::unique_ptr<StoreWorker> makeSqliteWorker(const QString &path);
std::unique_ptr<StoreWorker> makePostgresWorker(const PostgresSettings &settings);

} // namespace capstudio
