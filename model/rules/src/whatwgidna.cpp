#include "whatwgidna.h"

#include <QChar>
#include <QList>
#include <QStringList>
#include <QStringView>
#include <QUrl>

#include <algorithm>

// IDNA. The standard runs UTS #46 ToASCII (non-transitional; CheckHyphens, UseSTD3ASCIIRules and
// VerifyDnsLength off; CheckBidi and CheckJoiners on). Here ASCII labels are lowercased, as the
// standard does; any other label is mapped and Punycode-encoded by QUrl::toAce; and every `xn--`
// label, given or produced, is decoded again and checked: not empty, no leading combining mark,
// CheckJoiners and CheckBidi in the form Node 20 applies them, and already mapped.
// QUrl::toAce also applies the STD3 ASCII rules, the hyphen rules and the 63-octet label limit,
// which the standard does not: a non-ASCII label that holds or maps to a character such as '{',
// '(' or '=', starts or ends with a hyphen, or is longer than 63 octets is refused here although
// Node accepts it. These differences only ever turn a host into "not a URL".

namespace capstudio::whatwg {

namespace {

// A Unicode host this long can never be a DNS name; refusing it keeps QUrl::toAce (quadratic in
// the label length) away from megabyte inputs.
constexpr qsizetype kMaxUnicodeDomainLength = 4096;
// Punycode decoding is quadratic as well; a longer `xn--` label is refused.
constexpr qsizetype kMaxAceLabelLength = 1024;

bool isAsciiDigit(char16_t c) { return c >= u'0' && c <= u'9'; }
bool isAsciiAlpha(char16_t c) { return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z'); }

// RFC 3492 decoding of the part after "xn--"; std::nullopt on malformed input. Like Node's URL
// parser, a delimiter at the very start is skipped (RFC 3492 would read it as a digit and fail).
std::optional<QList<uint>> punycodeDecode(QStringView input)
{
    constexpr quint32 base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700;
    constexpr quint32 maxInt = 0x7FFFFFFF;
    QList<uint> output;
    const qsizetype delimiter = input.lastIndexOf(u'-');
    qsizetype in = 0;
    if (delimiter >= 0) {
        for (qsizetype i = 0; i < delimiter; ++i)
            output.append(input.at(i).unicode());
        in = delimiter + 1;
    }
    auto adapt = [](quint32 delta, quint32 points, bool first) {
        delta = first ? delta / damp : delta / 2;
        delta += delta / points;
        quint32 k = 0;
        while (delta > ((base - tMin) * tMax) / 2) {
            delta /= base - tMin;
            k += base;
        }
        return k + (base - tMin + 1) * delta / (delta + skew);
    };
    quint32 n = 128, i = 0, bias = 72;
    while (in < input.size()) {
        const quint32 oldI = i;
        quint32 w = 1;
        for (quint32 k = base;; k += base) {
            if (in >= input.size())
                return std::nullopt;
            const char16_t c = input.at(in++).unicode();
            quint32 digit;
            if (isAsciiDigit(c))
                digit = c - u'0' + 26;
            else if (isAsciiAlpha(c))
                digit = (c | 0x20) - u'a';
            else
                return std::nullopt;
            if (digit > (maxInt - i) / w)
                return std::nullopt;
            i += digit * w;
            const quint32 t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias);
            if (digit < t)
                break;
            if (w > maxInt / (base - t))
                return std::nullopt;
            w *= base - t;
        }
        const quint32 points = quint32(output.size()) + 1;
        bias = adapt(i - oldI, points, oldI == 0);
        if (i / points > maxInt - n)
            return std::nullopt;
        n += i / points;
        i %= points;
        if (n > 0x10FFFF || (n >= 0xD800 && n <= 0xDFFF))
            return std::nullopt;
        output.insert(i++, n);
    }
    return output;
}

// UTS #46 CheckJoiners (RFC 5892 CONTEXTJ) as Node's URL parser applies it: a ZERO WIDTH JOINER
// must follow a virama; a ZERO WIDTH NON-JOINER must follow a virama or have a left- or
// dual-joining character somewhere before it and a right- or dual-joining one somewhere after.
bool joinersAllowed(const QList<uint> &label)
{
    const auto joiningType = [](uint c) { return QChar::joiningType(char32_t(c)); };
    const auto joinsLeft = [&](uint c) {
        return joiningType(c) == QChar::Joining_Left || joiningType(c) == QChar::Joining_Dual;
    };
    const auto joinsRight = [&](uint c) {
        return joiningType(c) == QChar::Joining_Right || joiningType(c) == QChar::Joining_Dual;
    };
    for (qsizetype i = 0; i < label.size(); ++i) {
        const uint c = label.at(i);
        if (c != 0x200C && c != 0x200D)
            continue;
        if (i > 0 && QChar::combiningClass(char32_t(label.at(i - 1))) == 9)
            continue; // after a virama
        if (c == 0x200D)
            return false;
        if (std::none_of(label.begin(), label.begin() + i, joinsLeft)
            || std::none_of(label.begin() + i + 1, label.end(), joinsRight))
            return false;
    }
    return true;
}

QString fromCodePoints(const QList<uint> &codePoints)
{
    QString out;
    for (const uint c : codePoints) {
        if (QChar::requiresSurrogates(c)) {
            out.append(QChar(QChar::highSurrogate(c)));
            out.append(QChar(QChar::lowSurrogate(c)));
        } else {
            out.append(QChar(char16_t(c)));
        }
    }
    return out;
}

bool isAscii(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
}

// Characters UTS #46 maps to nothing, so that a label made of them alone becomes empty.
bool isIgnoredByIdna(uint c)
{
    return c == 0x00AD || c == 0x034F || (c >= 0x180B && c <= 0x180F) || c == 0x200B
        || c == 0x2060 || c == 0x2064 || (c >= 0xFE00 && c <= 0xFE0F) || c == 0xFEFF
        || (c >= 0x1BCA0 && c <= 0x1BCA3) || (c >= 0xE0100 && c <= 0xE01EF);
}

// CheckBidi as Node 20's URL parser applies it, per label (fitted to its results): a label holding
// a right-to-left character (Bidi class R, AL or AN) that starts with an L character must hold only
// LTR-label classes before its last non-NSM character; any other such label must satisfy RFC 5893's
// rules for an RTL label. Labels without right-to-left characters are not checked.
bool bidiAllowed(const QList<uint> &label)
{
    const auto direction = [](uint c) { return QChar::direction(char32_t(c)); };
    const bool rightToLeft = std::any_of(label.begin(), label.end(), [&](uint c) {
        const QChar::Direction d = direction(c);
        return d == QChar::DirR || d == QChar::DirAL || d == QChar::DirAN;
    });
    if (!rightToLeft)
        return true;
    qsizetype last = label.size() - 1;
    while (last >= 0 && direction(label.at(last)) == QChar::DirNSM)
        --last;
    if (last < 0)
        return false;
    const auto isCommon = [](QChar::Direction d) {
        return d == QChar::DirEN || d == QChar::DirES || d == QChar::DirCS || d == QChar::DirET
            || d == QChar::DirON || d == QChar::DirBN || d == QChar::DirNSM;
    };
    if (direction(label.first()) == QChar::DirL) {
        for (qsizetype i = 0; i < last; ++i) {
            const QChar::Direction d = direction(label.at(i));
            if (d != QChar::DirL && !isCommon(d))
                return false;
        }
        return true;
    }
    bool hasEuropeanNumber = false;
    bool hasArabicNumber = false;
    for (qsizetype i = 0; i <= last; ++i) {
        const QChar::Direction d = direction(label.at(i));
        hasEuropeanNumber |= d == QChar::DirEN;
        hasArabicNumber |= d == QChar::DirAN;
        if (d != QChar::DirR && d != QChar::DirAL && d != QChar::DirAN && !isCommon(d))
            return false;
    }
    const QChar::Direction end = direction(label.at(last));
    const bool endAllowed = end == QChar::DirR || end == QChar::DirAL || end == QChar::DirAN
        || end == QChar::DirEN;
    return endAllowed && !(hasEuropeanNumber && hasArabicNumber);
}

bool isMark(uint c)
{
    const QChar::Category category = QChar::category(char32_t(c));
    return category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining
        || category == QChar::Mark_Enclosing;
}

// An ASCII label is valid unless it is an ACE label ("xn--…") that does not decode to a valid
// label: not empty, not itself an ACE label, not starting with a combining mark, joiners in
// context, bidi rules met, and already mapped (IDNA mapping leaves it unchanged).
bool isValidAsciiLabel(const QString &lower)
{
    if (!lower.startsWith(u"xn--"))
        return true;
    if (lower.size() > kMaxAceLabelLength)
        return false;
    const auto decoded = punycodeDecode(QStringView(lower).mid(4));
    if (!decoded || decoded->isEmpty() || isMark(decoded->first()) || !joinersAllowed(*decoded)
        || !bidiAllowed(*decoded))
        return false;
    const QString unicode = fromCodePoints(*decoded);
    if (unicode.startsWith(u"xn--", Qt::CaseInsensitive))
        return false;
    if (isAscii(unicode))
        return true;
    // Already mapped: re-encoding gives the same label back, or (for the unusual encodings Node
    // also accepts, such as "xn---file") decoding the re-encoded label gives the same text.
    const QByteArray ace = QUrl::toAce(unicode);
    return QString::fromLatin1(ace) == lower
        || (!ace.isEmpty() && QUrl::fromAce(ace, QUrl::IgnoreIDNWhitelist) == unicode);
}

std::optional<QString> asciiLabel(const QString &label)
{
    QString ascii;
    if (isAscii(label)) {
        ascii = label.toLower();
    } else {
        ascii = QString::fromLatin1(QUrl::toAce(label)).toLower();
        if (ascii.isEmpty())
            return std::nullopt;
    }
    if (!isValidAsciiLabel(ascii))
        return std::nullopt;
    return ascii;
}

} // namespace

// The standard's "domain to ASCII" with beStrict = false.
std::optional<QString> domainToAscii(const QString &domain)
{
    QString mapped;
    if (isAscii(domain)) {
        mapped = domain;
    } else {
        if (domain.size() > kMaxUnicodeDomainLength)
            return std::nullopt;
        QList<uint> codePoints = domain.toUcs4();
        codePoints.removeIf(isIgnoredByIdna);
        for (uint &c : codePoints) {
            if (c == 0x3002 || c == 0xFF0E || c == 0xFF61)
                c = u'.';
        }
        mapped = fromCodePoints(codePoints);
    }
    QStringList labels = mapped.split(u'.');
    for (QString &label : labels) {
        const auto ascii = asciiLabel(label);
        if (!ascii)
            return std::nullopt;
        label = *ascii;
    }
    QString result = labels.join(u'.');
    if (result.isEmpty())
        return std::nullopt;
    return result;
}

} // namespace capstudio::whatwg
