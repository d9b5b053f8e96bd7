#pragma once

// The designer tests' way to open the demo library: a writable copy in a temporary folder,
// opened in a Designer area.
#include "views/designer/designerpane.h"

#include <QFile>
#include <QTemporaryDir>

inline bool openDemoCopy(const QTemporaryDir &dir, capstudio::DesignerPane &pane)
{
    const QString path = dir.filePath(QStringLiteral("library.yaml"));
    if (!QFile::copy(QStringLiteral(CAPSTUDIO_RESOURCES_DIR "/demo/flowgate/library.yaml"), path))
        return false;
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return bool(pane.openLibrary(path));
}
