#include "provenance/redactedcopy.h"

#include "provenance/bundle.h"
#include "jsonscanner.h"

#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>
#include <map>

namespace capstudio::provenance {

namespace {

using detail::JsonScanner;

std::string toUtf8(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    return std::string(utf8.constData(), std::size_t(utf8.size()));
}

// Replaces the matches in `value` (their offsets index `value`), last first.
void applyMatches(std::string &value, std::vector<const Finding *> matches)
{
    std::sort(matches.begin(), matches.end(), [](const Finding *a, const Finding *b) {
        return a->matchOffset > b->matchOffset;
    });
    qint64 limit = qint64(value.size());
    for (const Finding *finding : matches) {
        if (finding->matchOffset < 0 || finding->matchOffset + finding->matchLength > limit)
            continue; // overlapping or stale: keep the earlier replacement
        value.replace(std::size_t(finding->matchOffset), std::size_t(finding->matchLength),
                      toUtf8(finding->masked));
        limit = finding->matchOffset;
    }
}

// The new text of one JSON token (a string, or a number under a sensitive key) that holds
// `findings`.
std::string redactToken(std::string_view token, const std::vector<const Finding *> &findings)
{
    std::string out;
    if (token.empty() || token.front() != '"') {
        // A number under a sensitive key becomes the masked string.
        JsonScanner::encodeString(toUtf8(findings.front()->masked), out);
        return out;
    }
    std::string value = JsonScanner::decodeString(token.data(), token.data() + token.size());
    std::vector<const Finding *> plain;
    std::map<qint64, std::vector<const Finding *>, std::greater<>> embedded; // last first
    for (const Finding *finding : findings) {
        if (finding->embeddedBegin >= 0)
            embedded[finding->embeddedBegin].push_back(finding);
        else
            plain.push_back(finding);
    }
    applyMatches(value, plain);
    for (const auto &[begin, inner] : embedded) {
        const qint64 end = inner.front()->embeddedEnd;
        if (begin < 0 || end > qint64(value.size()) || end <= begin)
            continue;
        const std::string_view innerToken(value.data() + begin, std::size_t(end - begin));
        std::string replacement;
        if (innerToken.front() != '"') {
            JsonScanner::encodeString(toUtf8(inner.front()->masked), replacement);
        } else {
            const bool open = inner.front()->embeddedOpen;
            std::string innerValue;
            if (open) {
                std::string closed(innerToken);
                closed.push_back('"');
                innerValue = JsonScanner::decodeString(closed.data(), closed.data() + closed.size());
            } else {
                innerValue = JsonScanner::decodeString(innerToken.data(),
                                                       innerToken.data() + innerToken.size());
            }
            applyMatches(innerValue, inner);
            JsonScanner::encodeString(innerValue, replacement);
            if (open)
                replacement.pop_back(); // the cut-off string stays cut off
        }
        value.replace(std::size_t(begin), std::size_t(end - begin), replacement);
    }
    JsonScanner::encodeString(value, out);
    return out;
}

QByteArray redactOnce(const Bundle &bundle)
{
    const QByteArrayView text = bundle.text();
    std::map<qint64, std::vector<const Finding *>> byToken;
    for (const Finding &finding : bundle.findings())
        byToken[finding.tokenBegin].push_back(&finding);

    QByteArray out;
    out.reserve(text.size() + 64);
    qint64 at = 0;
    for (const auto &[begin, findings] : byToken) {
        const qint64 end = findings.front()->tokenEnd;
        if (begin < at || end > text.size())
            continue;
        out.append(text.data() + at, begin - at);
        const std::string replacement = redactToken(
            std::string_view(text.data() + begin, std::size_t(end - begin)), findings);
        out.append(replacement.data(), qsizetype(replacement.size()));
        at = end;
    }
    out.append(text.data() + at, text.size() - at);
    return out;
}

} // namespace

QByteArray redactedCopy(const Bundle &bundle)
{
    // A masked form can join the text around it into something that reads as a new finding
    // ("x@b.c" + "@d.e"); the copy is read again and masked again until nothing is left.
    QByteArray copy = redactOnce(bundle);
    for (int round = 0; round < 4; ++round) {
        const Bundle::Result again = Bundle::fromBytes(copy, bundle.name());
        if (!again.ok() || again.bundle->findings().empty())
            break;
        copy = redactOnce(*again.bundle);
    }
    return copy;
}

Status writeRedactedCopy(const Bundle &bundle, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return StoreError{StoreError::Kind::Backend,
                          QCoreApplication::translate("RedactedCopy", "%1: cannot be written: %2")
                              .arg(path, file.errorString())};
    if (bundle.changedOnDisk(true))
        return StoreError{StoreError::Kind::Backend, bundle.changedMessage()};
    const QByteArray copy = redactedCopy(bundle);
    // Read while the file changed, the copy would carry zeros where the text went.
    if (bundle.changedOnDisk(true))
        return StoreError{StoreError::Kind::Backend, bundle.changedMessage()};
    if (file.write(copy) != copy.size() || !file.commit())
        return StoreError{StoreError::Kind::Backend,
                          QCoreApplication::translate("RedactedCopy", "%1: cannot be written: %2")
                              .arg(path, file.errorString())};
    return {};
}

} // namespace capstudio::provenance
