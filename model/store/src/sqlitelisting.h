#pragma once

#include "catalog/capability.h"
#include "core/expected.h"

#include <QList>
#include <QSqlDatabase>

#include <optional>

namespace capstudio::sqlitelisting {

// Every ai_capability row of a SQLite workspace read through SQLite's own API on the
// connection Qt opened: the columns come as UTF-8 straight into QString and QByteArray,
// without Qt's per-column QVariant. Nothing when the connection is not SQLite's. The rows
// read as readCapability() reads them.
std::optional<Expected<QList<Capability>>> capabilities(const QSqlDatabase &database, const QString &select);

} // namespace capstudio::sqlitelisting
