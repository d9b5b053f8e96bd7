#pragma once

#include "designer/flowlibrary.h"

#include <QUndoCommand>

namespace capstudio::designer {

// One designer edit: the state of the file it touched (text, sidecar positions, computed
// layout) before and after. Undo and redo put the whole state back, so an edit that made
// several changes to the text is undone as one, and nothing depends on replaying the edit
// on a text that might have moved on. The first redo is the edit itself (already done).
class LibrarySnapshotCommand : public QUndoCommand
{
public:
    LibrarySnapshotCommand(FlowLibrary *library, FlowLibrary::Snapshot before,
                           FlowLibrary::Snapshot after, const QString &text);

    void undo() override;
    void redo() override;

private:
    FlowLibrary *m_library;
    FlowLibrary::Snapshot m_before;
    FlowLibrary::Snapshot m_after;
    bool m_done = true;
};

} // namespace capstudio::designer
