#include "core/savefileset.h"

#include <QSaveFile>

#include <memory>
#include <vector>

#include <unistd.h>

namespace capstudio {

void SaveFileSet::add(const QString &path, const QByteArray &bytes)
{
    m_files.append({path, bytes});
}

Expected<SaveFileSet::Outcome> SaveFileSet::commit(Outcome *partial)
{
    Outcome outcome;
    // Written and flushed, not yet in place: a QSaveFile that is destroyed uncommitted removes
    // its temporary.
    std::vector<std::unique_ptr<QSaveFile>> pending;
    for (const File &file : std::as_const(m_files)) {
        auto save = std::make_unique<QSaveFile>(file.path);
        const bool written = save->open(QIODevice::WriteOnly) && save->write(file.bytes) == file.bytes.size()
                             && save->flush() && ::fsync(save->handle()) == 0;
        if (!written) {
            for (const File &other : std::as_const(m_files))
                outcome.notSaved.append(other.path);
            if (partial)
                *partial = outcome;
            return StoreError{StoreError::Kind::Backend,
                              tr("Nothing was saved: %1 cannot be written: %2").arg(file.path, save->errorString())};
        }
        pending.push_back(std::move(save));
    }
    if (m_beforeRename)
        m_beforeRename();
    for (size_t i = 0; i < pending.size(); ++i) {
        const QString &path = m_files.at(qsizetype(i)).path;
        if (pending[i]->commit()) {
            outcome.saved.append(path);
            continue;
        }
        const QString reason = pending[i]->errorString();
        for (size_t j = i; j < pending.size(); ++j)
            outcome.notSaved.append(m_files.at(qsizetype(j)).path);
        if (partial)
            *partial = outcome;
        return StoreError{StoreError::Kind::Backend,
                          outcome.saved.isEmpty()
                              ? tr("Nothing was saved: %1 could not be put in place: %2").arg(path, reason)
                              : tr("Only part was saved: %1 could not be put in place (%2). Saved: %3. Not saved: %4. "
                                   "Save again to write the rest.")
                                    .arg(path, reason, outcome.saved.join(QLatin1String(", ")),
                                         outcome.notSaved.join(QLatin1String(", ")))};
    }
    if (partial)
        *partial = outcome;
    return outcome;
}

} // namespace capstudio
