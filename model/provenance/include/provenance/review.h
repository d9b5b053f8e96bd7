#pragma once

#include "core/expected.h"
#include "provenance/leakrules.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace capstudio::provenance {

class Bundle;
struct Finding;

// An auditor's judgement of one finding.
enum class Verdict { ConfirmedLeak, FalsePositive, AcceptedRisk };
QString verdictId(Verdict verdict);    // "confirmed-leak", "false-positive", "accepted-risk"
QString verdictTitle(Verdict verdict); // translated
bool verdictFromId(const QString &id, Verdict *verdict);

// What names a finding in any copy of the same conversation: where it is (the pointer inside
// the message, by message id, so that a longer export still matches) and a hash of the leaked
// value (so that a changed value is a new finding). The value itself is never stored.
// `messageId`: the id of the finding's message when the caller has it already decoded
// (else it is read from the bundle).
QString findingKey(const Bundle &bundle, const Finding &finding, const QString &messageId = QString());

// An Ed25519 key pair for signing review files (OpenSSL). The private key is kept in a PEM
// file readable by its owner only.
class SigningKey
{
    Q_DECLARE_TR_FUNCTIONS(SigningKey)
public:
    ~SigningKey();
    SigningKey(SigningKey &&) noexcept;
    SigningKey &operator=(SigningKey &&) noexcept;

    static Expected<SigningKey> generate();
    static Expected<SigningKey> load(const QString &path);
    Status save(const QString &path) const; // PKCS#8 PEM, mode 0600, atomically

    QByteArray publicKey() const; // the 32 raw bytes
    QByteArray sign(const QByteArray &message) const;
    // Whether `signature` is `publicKey`'s Ed25519 signature of `message`.
    static bool verify(const QByteArray &publicKey, const QByteArray &message, const QByteArray &signature);
    // "SHA256:…" of the raw public key, base64 without padding, for people to compare.
    static QString fingerprint(const QByteArray &publicKey);

private:
    SigningKey() = default;
    struct Data;
    std::unique_ptr<Data> d;
};

// The review of one bundle file, kept beside it (BUNDLE.review.json), never inside it: the
// SHA-256 of the evidence it judged, each verdict with its reviewer, time and note, and an
// Ed25519 signature over all of that. Any change to the review after signing breaks the
// signature; any change to the evidence breaks the hash and turns the verdicts stale.
class ReviewFile
{
    Q_DECLARE_TR_FUNCTIONS(ReviewFile)
public:
    struct Entry
    {
        QString findingKey;
        QString kind;    // leakKindId
        QString pointer; // where the finding was when judged, for people
        Verdict verdict = Verdict::ConfirmedLeak;
        QString note;
        QString reviewer;
        QString time;    // ISO 8601, UTC
    };

    enum class State {
        Good,            // signed by its key, evidence as judged
        EvidenceChanged, // signed, but the evidence is no longer what was judged: verdicts stale
        EvidenceMissing,
        BadSignature,    // altered after it was signed, or not signed
    };

    static QString pathFor(const QString &bundlePath); // BUNDLE + ".review.json"
    static Expected<ReviewFile> read(const QString &path);
    // A new review of `bundlePath` (hashes the file).
    static Expected<ReviewFile> start(const QString &bundlePath);

    // Adds or replaces the verdict on a finding; then the review must be signed again.
    void setVerdict(const Entry &entry);
    const QList<Entry> &entries() const { return m_entries; }
    const Entry *entryFor(const QString &findingKey) const;
    // The verdicts on `bundle`'s findings, by index into Bundle::findings() (a key per
    // finding: worth doing off the window's thread for a large bundle).
    QHash<int, Entry> entriesByFinding(const Bundle &bundle) const;

    // Re-hashes the evidence (the file as it is now) and signs.
    Status sign(const SigningKey &key, const QString &evidencePath);
    Status write(const QString &path) const;

    // The evidence named by the review, relative to the review file's folder.
    QString evidencePath(const QString &reviewPath) const;
    State check(const QString &reviewPath) const;
    const QString &evidenceName() const { return m_evidenceName; }
    const QByteArray &evidenceSha256() const { return m_evidenceSha256; }
    const QByteArray &publicKey() const { return m_publicKey; }

private:
    QByteArray signedBytes() const;

    QString m_evidenceName;       // file name, beside the review
    QByteArray m_evidenceSha256;  // hex
    QList<Entry> m_entries;
    QByteArray m_publicKey;       // raw
    QByteArray m_signature;       // raw
};

} // namespace capstudio::provenance

namespace capstudio::provenance {

// A verdict on a finding of a live connection's conversation, kept in the workspace (one row
// each) rather than beside a file. The evidence is the conversation's bundle as the connection
// gave it when judged; the signature covers every field below but itself.
struct LiveVerdict
{
    Q_DECLARE_TR_FUNCTIONS(LiveVerdict)
public:
    QString connection;     // as shown (never with a secret)
    QString conversationId;
    QString findingKey;     // findingKey() of the finding in that conversation's bundle
    QString kind;
    QString pointer;        // where the finding was when judged, for people
    Verdict verdict = Verdict::ConfirmedLeak;
    QString note;
    QString reviewer;
    QString time;           // ISO 8601, UTC
    QByteArray evidenceSha256; // hex, of the conversation's bundle text when judged
    QByteArray publicKey;   // raw
    QByteArray signature;   // raw

    QByteArray signedBytes() const;
    bool sign(const SigningKey &key);
    bool signatureGood() const;
    // The key a deployment scan matches findings by: conversation id and findingKey.
    QString scanKey() const { return conversationId + QLatin1Char('\n') + findingKey; }
};

} // namespace capstudio::provenance
