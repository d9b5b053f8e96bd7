#pragma once

#include <QDir>
#include <QString>

// Large provenance bundles for benchmarks and reliability probes: Sunrise's example bundle
// (from the corpus when it is there, else the demo conversation) with its messages repeated
// until the file holds at least the size asked for.
class BundleGenerator
{
public:
    // Writes DIR/bundle-<megabytes>mb.json; `messageCount` receives how many messages it has.
    static QString write(const QDir &dir, int megabytes, qint64 *messageCount = nullptr);
};
