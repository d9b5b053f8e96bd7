#pragma once

#include "core/expected.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace capstudio {

// Saves several files as nearly together as a file system allows: every file is written in
// full to a temporary beside it and flushed to the disk first; only when all of them are
// written are they renamed over their targets, one after another. A failure while writing
// leaves every target as it was. A failure while renaming (rare: the target was made a folder
// meanwhile, the disk was unmounted) is reported with precisely which files were saved and
// which were not.
class SaveFileSet
{
    Q_DECLARE_TR_FUNCTIONS(SaveFileSet)

public:
    void add(const QString &path, const QByteArray &bytes);
    bool isEmpty() const { return m_files.isEmpty(); }

    struct Outcome
    {
        QStringList saved;    // renamed over their targets, in order
        QStringList notSaved; // left as they were
    };
    // On success every file is in `saved`; on failure the error says what was saved.
    Expected<Outcome> commit(Outcome *partial = nullptr);

    // For tests: runs after every temporary is written, before the first rename.
    void setBeforeRename(std::function<void()> hook) { m_beforeRename = std::move(hook); }

private:
    struct File
    {
        QString path;
        QByteArray bytes;
    };
    QList<File> m_files;
    std::function<void()> m_beforeRename;
};

} // namespace capstudio
