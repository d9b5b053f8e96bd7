#include "core/jsonpointer.h"

namespace capstudio::jsonpointer {

QString escapeToken(const QString &token)
{
    if (!token.contains(QLatin1Char('~')) && !token.contains(QLatin1Char('/')))
        return token;
    QString escaped = token;
    escaped.replace(QLatin1Char('~'), QLatin1String("~0"));
    escaped.replace(QLatin1Char('/'), QLatin1String("~1"));
    return escaped;
}

QString append(const QString &pointer, const QString &key)
{
    return pointer + QLatin1Char('/') + escapeToken(key);
}

QString append(const QString &pointer, qsizetype index)
{
    return pointer + QLatin1Char('/') + QString::number(index);
}

} // namespace capstudio::jsonpointer
