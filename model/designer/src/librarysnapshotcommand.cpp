#include "librarysnapshotcommand.h"

#include <algorithm>
#include <cstring>

namespace capstudio::designer {

TextDelta TextDelta::between(const QByteArray &before, const QByteArray &after)
{
    const qsizetype shorter = std::min(before.size(), after.size());
    qsizetype prefix = 0;
    while (prefix < shorter && before.at(prefix) == after.at(prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < shorter - prefix && before.at(before.size() - 1 - suffix) == after.at(after.size() - 1 - suffix))
        ++suffix;
    TextDelta delta;
    delta.offset = prefix;
    delta.removed = before.mid(prefix, before.size() - prefix - suffix);
    delta.inserted = after.mid(prefix, after.size() - prefix - suffix);
    return delta;
}

std::optional<QByteArray> TextDelta::replace(const QByteArray &text, qsizetype offset, const QByteArray &from,
                                             const QByteArray &to)
{
    if (offset < 0 || offset + from.size() > text.size()
        || std::memcmp(text.constData() + offset, from.constData(), size_t(from.size())) != 0)
        return std::nullopt;
    QByteArray result;
    result.reserve(text.size() - from.size() + to.size());
    result.append(text.constData(), offset);
    result.append(to);
    result.append(text.constData() + offset + from.size(), text.size() - offset - from.size());
    return result;
}

LibrarySnapshotCommand::LibrarySnapshotCommand(FlowLibrary *library, FlowLibrary::Snapshot before,
                                               FlowLibrary::Snapshot after, const QString &text)
    : QUndoCommand(text)
    , m_library(library)
    , m_delta(TextDelta::between(before.text, after.text))
    , m_before(std::move(before))
    , m_after(std::move(after))
{
    m_before.text.clear();
    m_after.text.clear();
}

bool LibrarySnapshotCommand::withText(FlowLibrary::Snapshot &state, bool undoing) const
{
    const QByteArray current = m_library->snapshot(state.file).text;
    const std::optional<QByteArray> text =
        undoing ? TextDelta::replace(current, m_delta.offset, m_delta.inserted, m_delta.removed)
                : TextDelta::replace(current, m_delta.offset, m_delta.removed, m_delta.inserted);
    if (!text)
        return false;
    state.text = *text;
    return true;
}

void LibrarySnapshotCommand::undo()
{
    FlowLibrary::Snapshot state = m_before;
    if (withText(state, true))
        m_library->restore(state);
}

void LibrarySnapshotCommand::redo()
{
    if (m_done) {
        m_done = false;
        return;
    }
    FlowLibrary::Snapshot state = m_after;
    if (withText(state, false))
        m_library->restore(state);
}

} // namespace capstudio::designer
