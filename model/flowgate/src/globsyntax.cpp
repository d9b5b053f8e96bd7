#include "globsyntax.h"

#include <QList>


namespace capstudio::flowgate::checks {

namespace {

QString describe(const QString &glob, const QString &reason)
{
    return QStringLiteral("error parsing glob '%1': %2").arg(glob, reason);
}

QString charText(char32_t c)
{
    return QString::fromUcs4(&c, 1);
}

// Code points of a string, read front to back.
class CodePoints
{
public:
    explicit CodePoints(const QString &text) : m_points(text.toUcs4()) {}
    bool hasNext() const { return m_next < m_points.size(); }
    char32_t peekNext() const { return char32_t(m_points.at(m_next)); }
    char32_t next() { return char32_t(m_points.at(m_next++)); }

private:
    QList<uint> m_points;
    qsizetype m_next = 0;
};

// A character class after its `[`: optional `!`/`^`, a leading `]` or `-` is literal, a
// trailing `-` is literal, `a-b` ranges must not run backwards. Returns the reason on error.
QString parseClass(CodePoints &it)
{
    if (it.hasNext() && (it.peekNext() == U'!' || it.peekNext() == U'^'))
        it.next();
    bool first = true;
    bool inRange = false;
    char32_t rangeStart = 0;
    char32_t last = 0;
    while (true) {
        if (!it.hasNext())
            return QStringLiteral("unclosed character class; missing ']'");
        const char32_t c = it.next();
        if (c == U']') {
            if (!first)
                return QString();
            last = c;
        } else if (c == U'-') {
            if (first) {
                last = c;
            } else if (inRange) {
                if (U'-' < rangeStart)
                    return QStringLiteral("invalid range; '%1' > '%2'").arg(charText(rangeStart), charText(c));
                inRange = false;
            } else {
                inRange = true;
                rangeStart = last;
            }
        } else {
            if (inRange) {
                if (c < rangeStart)
                    return QStringLiteral("invalid range; '%1' > '%2'").arg(charText(rangeStart), charText(c));
            } else {
                last = c;
            }
            inRange = false;
        }
        first = false;
    }
}

} // namespace

QString GlobSyntax::error(const QString &glob)
{
    CodePoints it(glob);
    int openGroups = 0;
    while (it.hasNext()) {
        const char32_t c = it.next();
        switch (c) {
        case U'[': {
            const QString reason = parseClass(it);
            if (!reason.isEmpty())
                return describe(glob, reason);
            break;
        }
        case U'{':
            ++openGroups;
            break;
        case U'}':
            if (openGroups == 0) {
                return describe(glob, QStringLiteral(
                                          "unopened alternate group; missing '{' (maybe escape '}' with '[}]'?)"));
            }
            --openGroups;
            break;
        case U'\\':
            if (!it.hasNext())
                return describe(glob, QStringLiteral("dangling '\\'"));
            it.next();
            break;
        default:
            break;
        }
    }
    if (openGroups > 0)
        return describe(glob, QStringLiteral("unclosed alternate group; missing '}' (maybe escape '{' with '[{]'?)"));
    return QString();
}

} // namespace capstudio::flowgate::checks
