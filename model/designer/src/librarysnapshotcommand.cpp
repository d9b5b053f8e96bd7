#include "librarysnapshotcommand.h"

namespace capstudio::designer {

LibrarySnapshotCommand::LibrarySnapshotCommand(FlowLibrary *library, FlowLibrary::Snapshot before,
                                               FlowLibrary::Snapshot after, const QString &text)
    : QUndoCommand(text)
    , m_library(library)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void LibrarySnapshotCommand::undo()
{
    m_library->restore(m_before);
}

void LibrarySnapshotCommand::redo()
{
    if (m_done) {
        m_done = false;
        return;
    }
    m_library->restore(m_after);
}

} // namespace capstudio::designer
