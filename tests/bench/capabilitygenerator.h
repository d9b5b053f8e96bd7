#pragma once

#include "catalog/capability.h"

#include <QJsonArray>
#include <QList>

// Realistic generated capabilities for benchmarks: varied categories, execution types,
// parameter schemas of a few properties, rate limits and metadata, all valid.
class CapabilityGenerator
{
public:
    static QList<capstudio::Capability> capabilities(int count);
    static QJsonArray rows(int count);
    // Writes the rows as a JSON array file; returns its size in bytes.
    static qint64 writeFile(const QString &path, int count);
};
