#include "catalog/catalogstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace capstudio {

Status CatalogStore::applyOneBinding(const BindingChange &change)
{
    const Expected<QList<BindingConflict>> applied = applyBindingChanges({change});
    if (!applied)
        return applied.error();
    if (applied.value().isEmpty())
        return {};
    const BindingConflict &conflict = applied.value().first();
    const StoreError::Kind kind = !change.original ? StoreError::Kind::Duplicate
                                  : conflict.current ? StoreError::Kind::Conflict
                                                     : StoreError::Kind::NotFound;
    return StoreError{kind, conflict.message};
}

Status CatalogStore::streamConversations(
    const ConversationScanFilter &filter,
    const std::function<bool(const QByteArray &, const ConversationStreamProgress &)> &sink)
{
    Expected<QList<ConversationEntry>> listed = listConversations();
    if (!listed)
        return listed.error();
    QList<ConversationEntry> entries = listed.value();
    std::sort(entries.begin(), entries.end(),
              [](const ConversationEntry &a, const ConversationEntry &b) { return a.id < b.id; });
    ConversationStreamProgress progress;
    progress.totalMessages = 0;
    for (const ConversationEntry &entry : entries)
        progress.totalMessages += entry.messageCount;
    for (const ConversationEntry &entry : entries) {
        const Expected<QByteArray> bundle = conversationBundle(entry.id);
        if (!bundle)
            return bundle.error();
        QJsonObject data = QJsonDocument::fromJson(bundle.value()).object();
        const QJsonObject conversation = data.value(QLatin1String("conversation")).toObject();
        if (!filter.agentSlugs.isEmpty()
            && !filter.agentSlugs.contains(conversation.value(QLatin1String("agentSlug")).toString()))
            continue;
        const QJsonArray messages = data.value(QLatin1String("messages")).toArray();
        QJsonArray kept;
        for (const QJsonValue &message : messages) {
            const QDateTime created = QDateTime::fromString(
                message.toObject().value(QLatin1String("createdAt")).toString(), Qt::ISODateWithMs);
            if ((filter.since.isValid() && (!created.isValid() || created < filter.since))
                || (filter.until.isValid() && (!created.isValid() || created >= filter.until)))
                continue;
            kept.append(message);
        }
        if (kept.isEmpty())
            continue;
        ++progress.conversations;
        progress.messages += kept.size();
        const bool whole = kept.size() == messages.size();
        if (!whole)
            data.insert(QStringLiteral("messages"), kept);
        if (!sink(whole ? bundle.value() : QJsonDocument(data).toJson(QJsonDocument::Compact), progress))
            return {};
    }
    return {};
}

} // namespace capstudio
