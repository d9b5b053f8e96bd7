#include "provenance/textsearch.h"

#include "provenance/bundle.h"

namespace capstudio::provenance {

TextSearch::TextSearch(std::shared_ptr<const Bundle> bundle, QString text)
    : m_bundle(std::move(bundle))
    , m_text(std::move(text))
    , m_messages(m_bundle ? m_bundle->messages().size() : 0, 0)
    , m_calls(m_bundle ? m_bundle->calls().size() : 0, 0)
{
}

bool TextSearch::messageMatches(const Bundle &bundle, int m, const QString &text)
{
    const QString slug = bundle.slugAt(bundle.messages()[size_t(m)].slug);
    // Content, then slug, as the row's search text joins them: a match may span the space.
    return (bundle.content(m, 500) + QLatin1Char(' ') + slug).contains(text, Qt::CaseInsensitive);
}

bool TextSearch::callMatches(const Bundle &bundle, int call, const QString &text)
{
    const CallSummary &summary = bundle.calls()[size_t(call)];
    return (bundle.slugAt(summary.slug) + QLatin1Char(' ') + summary.errorCode).contains(text, Qt::CaseInsensitive);
}

void TextSearch::run(const std::atomic<bool> &cancelled, const std::function<void(int done)> &published,
                     int sliceMessages)
{
    const int count = messageCount();
    int m = messagesDone();
    while (m < count) {
        if (cancelled.load(std::memory_order_relaxed))
            return;
        const int end = std::min(count, m + std::max(1, sliceMessages));
        for (; m < end; ++m) {
            m_messages[size_t(m)] = messageMatches(*m_bundle, m, m_text);
            const MessageSummary &message = m_bundle->messages()[size_t(m)];
            for (quint32 c = 0; c < message.callCount; ++c) {
                const int call = int(message.firstCall + c);
                m_calls[size_t(call)] = callMatches(*m_bundle, call, m_text);
            }
        }
        m_done.store(m, std::memory_order_release);
        if (published)
            published(m);
    }
}

} // namespace capstudio::provenance
