#include "liveverdicts.h"

#include "catalog/catalogstore.h"
#include "store/sqlcatalogstore.h"

#include <algorithm>
#include <iterator>

#include <QCryptographicHash>

namespace capstudio::liveverdicts {

Expected<QHash<QString, provenance::LiveVerdict>> read(SqlCatalogStore &workspace, const QString &connection,
                                                       int *altered)
{
    const Expected<QList<StoredVerdict>> rows = workspace.verdicts(connection);
    if (!rows)
        return rows.error();
    QHash<QString, provenance::LiveVerdict> verdicts;
    for (const StoredVerdict &row : rows.value()) {
        provenance::LiveVerdict verdict;
        verdict.connection = row.connection;
        verdict.conversationId = row.conversationId;
        verdict.findingKey = row.finding;
        verdict.kind = row.kind;
        verdict.pointer = row.pointer;
        // One with an unknown verdict gets no signature, so it is not used.
        const bool known = provenance::verdictFromId(row.verdict, &verdict.verdict);
        verdict.note = row.note;
        verdict.reviewer = row.reviewer;
        verdict.time = row.time;
        verdict.evidenceSha256 = row.evidenceSha256.toLatin1();
        verdict.publicKey = QByteArray::fromBase64(row.publicKey.toLatin1());
        verdict.signature = known ? QByteArray::fromBase64(row.signature.toLatin1()) : QByteArray();
        if (!verdict.signatureGood()) {
            if (altered)
                ++*altered;
            continue;
        }
        verdicts.insert(verdict.scanKey(), verdict);
    }
    return verdicts;
}

provenance::Bundle::Result openConversation(const QByteArray &data, const QString &id)
{
    return provenance::Bundle::fromBytes(QByteArrayLiteral("{\"success\":true,\"data\":") + data + '}', id);
}

bool sign(const Judgement &judgement, const provenance::Bundle &bundle, const provenance::Finding &finding,
          const QByteArray &data, const provenance::SigningKey &key, provenance::LiveVerdict *verdict)
{
    provenance::LiveVerdict live;
    live.connection = judgement.connection;
    live.conversationId = judgement.conversationId;
    live.findingKey = provenance::findingKey(bundle, finding);
    live.kind = provenance::leakKindId(finding.kind);
    live.pointer = finding.location();
    live.verdict = judgement.verdict;
    live.note = judgement.note;
    live.reviewer = judgement.reviewer;
    live.time = judgement.time;
    live.evidenceSha256 = QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
    if (!live.sign(key))
        return false;
    *verdict = std::move(live);
    return true;
}

StoredVerdict stored(const provenance::LiveVerdict &verdict)
{
    return StoredVerdict{verdict.connection,
                         verdict.conversationId,
                         verdict.findingKey,
                         verdict.kind,
                         verdict.pointer,
                         provenance::verdictId(verdict.verdict),
                         verdict.note,
                         verdict.reviewer,
                         verdict.time,
                         QString::fromLatin1(verdict.evidenceSha256),
                         QString::fromLatin1(verdict.publicKey.toBase64()),
                         QString::fromLatin1(verdict.signature.toBase64())};
}

std::vector<provenance::DeploymentFinding> apply(provenance::ConversationScan &scan,
                                                 const QHash<QString, provenance::LiveVerdict> &verdicts,
                                                 std::vector<Applied> &applied, provenance::DeploymentSummary &summary)
{
    std::vector<provenance::DeploymentFinding> falsePositives;
    if (verdicts.isEmpty())
        return falsePositives;
    const auto judged = std::stable_partition(scan.findings.begin(), scan.findings.end(),
                                              [&](const provenance::DeploymentFinding &finding) {
        const auto verdict = verdicts.constFind(finding.conversationId + QLatin1Char('\n') + finding.reviewKey);
        if (verdict == verdicts.cend())
            return true;
        applied.push_back({*verdict, finding.pointer});
        if (verdict->verdict != provenance::Verdict::FalsePositive)
            return true;
        summary.countReviewedFalsePositive();
        return false;
    });
    std::move(judged, scan.findings.end(), std::back_inserter(falsePositives));
    scan.findings.erase(judged, scan.findings.end());
    return falsePositives;
}

QSet<QString> addReviews(CatalogStore &store, const std::vector<Applied> &applied,
                         provenance::DeploymentSummary &summary)
{
    QSet<QString> stale;
    QHash<QString, QByteArray> currentHash;
    for (const Applied &entry : applied) {
        const QString &id = entry.verdict.conversationId;
        if (!currentHash.contains(id)) {
            const Expected<QByteArray> bundle = store.conversationBundle(id);
            currentHash.insert(id, bundle ? QCryptographicHash::hash(bundle.value(), QCryptographicHash::Sha256).toHex()
                                          : QByteArray());
        }
        const bool same = currentHash.value(id) == entry.verdict.evidenceSha256;
        if (!same)
            stale.insert(entry.verdict.scanKey());
        summary.addReview({id, entry.pointer, entry.verdict.kind, provenance::verdictTitle(entry.verdict.verdict),
                           entry.verdict.reviewer, entry.verdict.time,
                           same ? provenance::DeploymentSummary::tr("signature good, evidence unchanged")
                                : provenance::DeploymentSummary::tr("signature good, the conversation changed since (stale)")});
    }
    return stale;
}

} // namespace capstudio::liveverdicts
