#pragma once

#include "core/expected.h"
#include "provenance/bundle.h"
#include "provenance/review.h"

#include <QHash>
#include <QString>

namespace capstudio {

class SqlCatalogStore;
struct StoredVerdict;

// Verdicts on the findings of a live connection's conversations, as the workspace keeps them
// (one signed row each): read for a scan, made by `review add --from` and the Audit area.
namespace liveverdicts {

// The verdicts the workspace keeps on findings of `connection` (as shown, never with a
// secret), by LiveVerdict::scanKey(); those altered after signing are left out and counted in
// `altered`.
Expected<QHash<QString, provenance::LiveVerdict>> read(SqlCatalogStore &workspace, const QString &connection,
                                                       int *altered);

// Conversation `id`'s data object ({conversation, messages}, as a store gives it) read as a
// bundle the way a deployment scan reads it, so that findings have the same keys.
provenance::Bundle::Result openConversation(const QByteArray &data, const QString &id);

// A verdict on `finding` of that conversation, signed with `key`, its evidence the data's
// SHA-256; false when OpenSSL could not sign.
struct Judgement
{
    QString connection;
    QString conversationId;
    provenance::Verdict verdict = provenance::Verdict::ConfirmedLeak;
    QString note;
    QString reviewer;
    QString time; // ISO 8601, UTC
};
bool sign(const Judgement &judgement, const provenance::Bundle &bundle, const provenance::Finding &finding,
          const QByteArray &data, const provenance::SigningKey &key, provenance::LiveVerdict *verdict);

// The row the workspace keeps.
StoredVerdict stored(const provenance::LiveVerdict &verdict);

} // namespace liveverdicts
} // namespace capstudio
