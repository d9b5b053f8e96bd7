#pragma once

#include "designer/flowlibrary.h"

#include <QUndoCommand>
#include <optional>

namespace capstudio::designer {

// The one span of a text that an edit replaced: the bytes before and after share everything
// outside [offset, offset + removed.size()) of the old text. An edit's undo step keeps this,
// not two copies of the file.
struct TextDelta
{
    qsizetype offset = 0;
    QByteArray removed;  // the old text's bytes at offset
    QByteArray inserted; // the new text's bytes at offset

    static TextDelta between(const QByteArray &before, const QByteArray &after);
    // `text` with `from` at offset replaced by `to`; nullopt when `text` does not hold `from`
    // there (the file moved on some other way).
    static std::optional<QByteArray> replace(const QByteArray &text, qsizetype offset, const QByteArray &from,
                                             const QByteArray &to);
};

// One designer edit: what changed in the file it touched — the span of text, the sidecar
// positions and the computed layout — before and after. Undo and redo put that state back,
// so an edit that made several changes to the text is undone as one. The text is kept as a
// delta (TextDelta), so a step costs what it changed, not the file's size twice. The first
// redo is the edit itself (already done).
class LibrarySnapshotCommand : public QUndoCommand
{
public:
    LibrarySnapshotCommand(FlowLibrary *library, FlowLibrary::Snapshot before,
                           FlowLibrary::Snapshot after, const QString &text);

    void undo() override;
    void redo() override;
    // Bytes of text this step holds (the delta's two spans).
    qsizetype textBytes() const { return m_delta.removed.size() + m_delta.inserted.size(); }

private:
    // `state` with the text the delta gives from the document's current text (the other side
    // of the delta); false when the document does not hold what the step expects.
    bool withText(FlowLibrary::Snapshot &state, bool undoing) const;

    FlowLibrary *m_library;
    TextDelta m_delta;
    // The rest of each side; their `text` stays empty.
    FlowLibrary::Snapshot m_before;
    FlowLibrary::Snapshot m_after;
    bool m_done = true;
};

} // namespace capstudio::designer
