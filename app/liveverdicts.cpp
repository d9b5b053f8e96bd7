#include "liveverdicts.h"

#include "store/sqlcatalogstore.h"

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

} // namespace capstudio::liveverdicts
