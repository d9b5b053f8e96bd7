#pragma once

#include "core/expected.h"
#include "provenance/bundle.h"
#include "provenance/review.h"

#include "provenance/deploymentscan.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <vector>

namespace capstudio {

class CatalogStore;
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

// A verdict that judged a finding of a scan.
struct Applied
{
    provenance::LiveVerdict verdict;
    QString pointer; // the finding's, inside its message
};

// Matches `scan`'s findings with `verdicts` (by scan key): each match is appended to
// `applied`; the findings judged false positives are taken out of `scan` (counted in
// `summary` as reviewed, not as findings) and returned.
std::vector<provenance::DeploymentFinding> apply(provenance::ConversationScan &scan,
                                                 const QHash<QString, provenance::LiveVerdict> &verdicts,
                                                 std::vector<Applied> &applied, provenance::DeploymentSummary &summary);

// Adds each applied verdict to the summary's reviews with its signature status and whether
// its conversation is still the evidence it judged (read again from `store`); returns the
// scan keys of the stale ones.
QSet<QString> addReviews(CatalogStore &store, const std::vector<Applied> &applied,
                         provenance::DeploymentSummary &summary);

} // namespace liveverdicts
} // namespace capstudio
