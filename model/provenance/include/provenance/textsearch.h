#pragma once

#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace capstudio::provenance {

class Bundle;

// Which rows of a bundle a free text finds (case-insensitive substring): a message by its
// content (the first 500 characters, as its row shows it) and capability slug, a call by its
// slug and error code. Built to run on a thread of its own while the window reads what is
// done so far: run() works through the messages in order and, after each slice, publishes
// how many are done; the flags below that count are final and may be read from any thread.
class TextSearch
{
public:
    TextSearch(std::shared_ptr<const Bundle> bundle, QString text);

    const QString &text() const { return m_text; }
    int messageCount() const { return int(m_messages.size()); }
    // Messages whose flags (and their calls' flags) are final.
    int messagesDone() const { return m_done.load(std::memory_order_acquire); }
    bool isFinished() const { return messagesDone() == messageCount(); }
    // Valid for m < messagesDone() and for the calls of those messages.
    bool messageMatches(int m) const { return m_messages[size_t(m)] != 0; }
    bool callMatches(int call) const { return m_calls[size_t(call)] != 0; }

    // Searches until done or `cancelled`; calls published(done) after each slice of about
    // `sliceMessages` messages (on the searching thread).
    void run(const std::atomic<bool> &cancelled, const std::function<void(int done)> &published,
             int sliceMessages = 8192);

    // The same answer for one row, worked out on the spot (for tests and small bundles).
    static bool messageMatches(const Bundle &bundle, int m, const QString &text);
    static bool callMatches(const Bundle &bundle, int call, const QString &text);

private:
    std::shared_ptr<const Bundle> m_bundle;
    QString m_text;
    std::vector<char> m_messages;
    std::vector<char> m_calls;
    std::atomic<int> m_done{0};
};

} // namespace capstudio::provenance
