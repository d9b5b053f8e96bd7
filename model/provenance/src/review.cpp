#include "provenance/review.h"

#include "provenance/bundle.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <openssl/evp.h>
#include <openssl/pem.h>

namespace capstudio::provenance {

namespace {

constexpr int Ed25519KeyBytes = 32;
constexpr int Ed25519SignatureBytes = 64;
const QLatin1String ReviewFormat("capstudio-review/1");

StoreError failure(const QString &message)
{
    return StoreError{StoreError::Kind::Invalid, message};
}

QByteArray fileSha256(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file)) {
        *error = file.errorString();
        return {};
    }
    return hash.result().toHex();
}

} // namespace

QString verdictId(Verdict verdict)
{
    switch (verdict) {
    case Verdict::ConfirmedLeak: return QStringLiteral("confirmed-leak");
    case Verdict::FalsePositive: return QStringLiteral("false-positive");
    case Verdict::AcceptedRisk: return QStringLiteral("accepted-risk");
    }
    return QString();
}

QString verdictTitle(Verdict verdict)
{
    switch (verdict) {
    case Verdict::ConfirmedLeak: return ReviewFile::tr("confirmed leak");
    case Verdict::FalsePositive: return ReviewFile::tr("false positive");
    case Verdict::AcceptedRisk: return ReviewFile::tr("accepted risk");
    }
    return QString();
}

bool verdictFromId(const QString &id, Verdict *verdict)
{
    for (const Verdict candidate : {Verdict::ConfirmedLeak, Verdict::FalsePositive, Verdict::AcceptedRisk}) {
        if (verdictId(candidate) == id) {
            *verdict = candidate;
            return true;
        }
    }
    return false;
}

QString findingKey(const Bundle &bundle, const Finding &finding, const QString &messageId)
{
    QString where;
    QString pointer = finding.pointer;
    if (finding.message >= 0 && std::size_t(finding.message) < bundle.messages().size()) {
        const QString prefix = bundle.messagePointer(finding.message);
        where = QStringLiteral("message ") + (messageId.isNull() ? bundle.message(finding.message).id : messageId);
        if (pointer.startsWith(prefix))
            pointer = pointer.mid(prefix.size());
    } else {
        where = QStringLiteral("conversation");
        if (pointer.startsWith(QLatin1String("/data/")))
            pointer = pointer.mid(5);
    }
    const QByteArray value = leakKindId(finding.kind).toUtf8() + ':' + finding.text.toUtf8();
    return where + QLatin1Char('\n') + pointer + QLatin1Char('\n') + finding.embeddedPointer + QLatin1Char('\n')
           + leakKindId(finding.kind) + QLatin1Char('\n')
           + QString::fromLatin1(QCryptographicHash::hash(value, QCryptographicHash::Sha256).toHex());
}

// ---- the signing key -------------------------------------------------------------------------

struct SigningKey::Data
{
    EVP_PKEY *key = nullptr;
    ~Data() { EVP_PKEY_free(key); }
};

SigningKey::~SigningKey() = default;
SigningKey::SigningKey(SigningKey &&) noexcept = default;
SigningKey &SigningKey::operator=(SigningKey &&) noexcept = default;

Expected<SigningKey> SigningKey::generate()
{
    SigningKey key;
    key.d = std::make_unique<Data>();
    EVP_PKEY_CTX *context = EVP_PKEY_CTX_new_id(EVP_PKEY_ED25519, nullptr);
    const bool made = context && EVP_PKEY_keygen_init(context) == 1 && EVP_PKEY_keygen(context, &key.d->key) == 1;
    EVP_PKEY_CTX_free(context);
    if (!made)
        return failure(tr("An Ed25519 key could not be made (OpenSSL)."));
    return key;
}

Expected<SigningKey> SigningKey::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failure(tr("Cannot read the signing key %1: %2").arg(path, file.errorString()));
    const QByteArray pem = file.read(64 * 1024);
    SigningKey key;
    key.d = std::make_unique<Data>();
    BIO *bio = BIO_new_mem_buf(pem.constData(), int(pem.size()));
    key.d->key = bio ? PEM_read_bio_PrivateKey(bio, nullptr, nullptr, nullptr) : nullptr;
    BIO_free(bio);
    if (!key.d->key || EVP_PKEY_get_id(key.d->key) != EVP_PKEY_ED25519)
        return failure(tr("%1 is not an Ed25519 private key in PEM form (capstudio review keygen makes one)").arg(path));
    return key;
}

Status SigningKey::save(const QString &path) const
{
    BIO *bio = BIO_new(BIO_s_mem());
    QByteArray pem;
    if (bio && PEM_write_bio_PrivateKey(bio, d->key, nullptr, nullptr, 0, nullptr, nullptr) == 1) {
        char *data = nullptr;
        const long size = BIO_get_mem_data(bio, &data);
        pem = QByteArray(data, int(size));
    }
    BIO_free(bio);
    if (pem.isEmpty())
        return failure(tr("The signing key could not be written out (OpenSSL)."));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)
        || file.write(pem) != pem.size() || !file.commit())
        return failure(tr("Cannot write the signing key %1: %2").arg(path, file.errorString()));
    return {};
}

QByteArray SigningKey::publicKey() const
{
    QByteArray raw(Ed25519KeyBytes, '\0');
    std::size_t size = std::size_t(raw.size());
    if (EVP_PKEY_get_raw_public_key(d->key, reinterpret_cast<unsigned char *>(raw.data()), &size) != 1)
        return {};
    raw.resize(qsizetype(size));
    return raw;
}

QByteArray SigningKey::sign(const QByteArray &message) const
{
    QByteArray signature(Ed25519SignatureBytes, '\0');
    std::size_t size = std::size_t(signature.size());
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    const bool signedOk = context && EVP_DigestSignInit(context, nullptr, nullptr, nullptr, d->key) == 1
        && EVP_DigestSign(context, reinterpret_cast<unsigned char *>(signature.data()), &size,
                          reinterpret_cast<const unsigned char *>(message.constData()), std::size_t(message.size()))
               == 1;
    EVP_MD_CTX_free(context);
    if (!signedOk)
        return {};
    signature.resize(qsizetype(size));
    return signature;
}

bool SigningKey::verify(const QByteArray &publicKey, const QByteArray &message, const QByteArray &signature)
{
    if (publicKey.size() != Ed25519KeyBytes || signature.size() != Ed25519SignatureBytes)
        return false;
    EVP_PKEY *key = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr,
                                                reinterpret_cast<const unsigned char *>(publicKey.constData()),
                                                std::size_t(publicKey.size()));
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    const bool good = key && context && EVP_DigestVerifyInit(context, nullptr, nullptr, nullptr, key) == 1
        && EVP_DigestVerify(context, reinterpret_cast<const unsigned char *>(signature.constData()),
                            std::size_t(signature.size()),
                            reinterpret_cast<const unsigned char *>(message.constData()), std::size_t(message.size()))
               == 1;
    EVP_MD_CTX_free(context);
    EVP_PKEY_free(key);
    return good;
}

QString SigningKey::fingerprint(const QByteArray &publicKey)
{
    return QStringLiteral("SHA256:")
        + QString::fromLatin1(QCryptographicHash::hash(publicKey, QCryptographicHash::Sha256)
                                  .toBase64(QByteArray::OmitTrailingEquals));
}

// ---- the review file -------------------------------------------------------------------------

QString ReviewFile::pathFor(const QString &bundlePath)
{
    return bundlePath + QStringLiteral(".review.json");
}

Expected<ReviewFile> ReviewFile::start(const QString &bundlePath)
{
    ReviewFile review;
    review.m_evidenceName = QFileInfo(bundlePath).fileName();
    QString error;
    review.m_evidenceSha256 = fileSha256(bundlePath, &error);
    if (review.m_evidenceSha256.isEmpty())
        return failure(tr("Cannot read the evidence %1: %2").arg(bundlePath, error));
    return review;
}

Expected<ReviewFile> ReviewFile::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failure(tr("Cannot read the review %1: %2").arg(path, file.errorString()));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.read(16 * 1024 * 1024), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return failure(tr("%1 is not a review file: %2").arg(path, parseError.errorString()));
    const QJsonObject object = document.object();
    if (object.value(QLatin1String("format")).toString() != ReviewFormat)
        return failure(tr("%1 is not a review file: /format is not \"%2\"").arg(path, ReviewFormat));
    ReviewFile review;
    const QJsonObject evidence = object.value(QLatin1String("evidence")).toObject();
    review.m_evidenceName = evidence.value(QLatin1String("file")).toString();
    review.m_evidenceSha256 = evidence.value(QLatin1String("sha256")).toString().toLatin1();
    if (review.m_evidenceName.isEmpty() || review.m_evidenceName.contains(QLatin1Char('/'))
        || review.m_evidenceName.contains(QLatin1Char('\\')) || review.m_evidenceName.startsWith(QLatin1Char('.')))
        return failure(tr("%1: /evidence/file must name a file beside the review").arg(path));
    const QJsonArray verdicts = object.value(QLatin1String("verdicts")).toArray();
    for (qsizetype i = 0; i < verdicts.size(); ++i) {
        const QJsonObject item = verdicts.at(i).toObject();
        Entry entry;
        entry.findingKey = item.value(QLatin1String("finding")).toString();
        entry.kind = item.value(QLatin1String("kind")).toString();
        entry.pointer = item.value(QLatin1String("pointer")).toString();
        entry.note = item.value(QLatin1String("note")).toString();
        entry.reviewer = item.value(QLatin1String("reviewer")).toString();
        entry.time = item.value(QLatin1String("time")).toString();
        if (entry.findingKey.isEmpty()
            || !verdictFromId(item.value(QLatin1String("verdict")).toString(), &entry.verdict))
            return failure(tr("%1: /verdicts/%2 needs a finding and a verdict (confirmed-leak, false-positive, "
                              "accepted-risk)")
                               .arg(path)
                               .arg(i));
        review.m_entries.append(entry);
    }
    const QJsonObject signature = object.value(QLatin1String("signature")).toObject();
    review.m_publicKey = QByteArray::fromBase64(signature.value(QLatin1String("publicKey")).toString().toLatin1());
    review.m_signature = QByteArray::fromBase64(signature.value(QLatin1String("value")).toString().toLatin1());
    return review;
}

void ReviewFile::setVerdict(const Entry &entry)
{
    for (Entry &existing : m_entries) {
        if (existing.findingKey == entry.findingKey) {
            existing = entry;
            return;
        }
    }
    m_entries.append(entry);
}

QHash<int, ReviewFile::Entry> ReviewFile::entriesByFinding(const Bundle &bundle) const
{
    QHash<int, Entry> byFinding;
    if (m_entries.isEmpty())
        return byFinding;
    QHash<QString, const Entry *> byKey;
    for (const Entry &entry : m_entries)
        byKey.insert(entry.findingKey, &entry);
    const std::vector<Finding> &findings = bundle.findings();
    for (size_t index = 0; index < findings.size(); ++index) {
        if (const Entry *entry = byKey.value(findingKey(bundle, findings[index])))
            byFinding.insert(int(index), *entry);
    }
    return byFinding;
}

const ReviewFile::Entry *ReviewFile::entryFor(const QString &findingKey) const
{
    for (const Entry &entry : m_entries) {
        if (entry.findingKey == findingKey)
            return &entry;
    }
    return nullptr;
}

// What the signature covers: every member but the signature's value, as compact JSON with
// the members in a fixed order (QJsonObject sorts them), so the same review signs the same.
QByteArray ReviewFile::signedBytes() const
{
    QJsonArray verdicts;
    for (const Entry &entry : m_entries)
        verdicts.append(QJsonObject{{QStringLiteral("finding"), entry.findingKey},
                                    {QStringLiteral("kind"), entry.kind},
                                    {QStringLiteral("pointer"), entry.pointer},
                                    {QStringLiteral("verdict"), verdictId(entry.verdict)},
                                    {QStringLiteral("note"), entry.note},
                                    {QStringLiteral("reviewer"), entry.reviewer},
                                    {QStringLiteral("time"), entry.time}});
    const QJsonObject object{
        {QStringLiteral("format"), QString(ReviewFormat)},
        {QStringLiteral("evidence"), QJsonObject{{QStringLiteral("file"), m_evidenceName},
                                                 {QStringLiteral("sha256"), QString::fromLatin1(m_evidenceSha256)}}},
        {QStringLiteral("verdicts"), verdicts},
        {QStringLiteral("publicKey"), QString::fromLatin1(m_publicKey.toBase64())},
    };
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

Status ReviewFile::sign(const SigningKey &key, const QString &evidencePath)
{
    QString error;
    const QByteArray hash = fileSha256(evidencePath, &error);
    if (hash.isEmpty())
        return failure(tr("Cannot read the evidence %1: %2").arg(evidencePath, error));
    m_evidenceSha256 = hash;
    m_evidenceName = QFileInfo(evidencePath).fileName();
    m_publicKey = key.publicKey();
    m_signature = key.sign(signedBytes());
    if (m_publicKey.isEmpty() || m_signature.isEmpty())
        return failure(tr("The review could not be signed (OpenSSL)."));
    return {};
}

Status ReviewFile::write(const QString &path) const
{
    QJsonObject object = QJsonDocument::fromJson(signedBytes()).object();
    object.remove(QStringLiteral("publicKey"));
    object.insert(QStringLiteral("signature"),
                  QJsonObject{{QStringLiteral("algorithm"), QStringLiteral("Ed25519")},
                              {QStringLiteral("publicKey"), QString::fromLatin1(m_publicKey.toBase64())},
                              {QStringLiteral("fingerprint"), SigningKey::fingerprint(m_publicKey)},
                              {QStringLiteral("value"), QString::fromLatin1(m_signature.toBase64())}});
    const QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Indented);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return failure(tr("Cannot write the review %1: %2").arg(path, file.errorString()));
    return {};
}

QString ReviewFile::evidencePath(const QString &reviewPath) const
{
    return QFileInfo(reviewPath).dir().filePath(m_evidenceName);
}

ReviewFile::State ReviewFile::check(const QString &reviewPath) const
{
    if (!SigningKey::verify(m_publicKey, signedBytes(), m_signature))
        return State::BadSignature;
    QString error;
    const QByteArray hash = fileSha256(evidencePath(reviewPath), &error);
    if (hash.isEmpty())
        return State::EvidenceMissing;
    return hash == m_evidenceSha256 ? State::Good : State::EvidenceChanged;
}

} // namespace capstudio::provenance

namespace capstudio::provenance {

QByteArray LiveVerdict::signedBytes() const
{
    const QJsonObject object{
        {QStringLiteral("format"), QStringLiteral("capstudio-live-verdict/1")},
        {QStringLiteral("connection"), connection},
        {QStringLiteral("conversation"), conversationId},
        {QStringLiteral("finding"), findingKey},
        {QStringLiteral("kind"), kind},
        {QStringLiteral("pointer"), pointer},
        {QStringLiteral("verdict"), verdictId(verdict)},
        {QStringLiteral("note"), note},
        {QStringLiteral("reviewer"), reviewer},
        {QStringLiteral("time"), time},
        {QStringLiteral("evidenceSha256"), QString::fromLatin1(evidenceSha256)},
        {QStringLiteral("publicKey"), QString::fromLatin1(publicKey.toBase64())},
    };
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

bool LiveVerdict::sign(const SigningKey &key)
{
    publicKey = key.publicKey();
    signature = key.sign(signedBytes());
    return !publicKey.isEmpty() && !signature.isEmpty();
}

bool LiveVerdict::signatureGood() const
{
    return SigningKey::verify(publicKey, signedBytes(), signature);
}

} // namespace capstudio::provenance
