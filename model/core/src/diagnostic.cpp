#include "core/diagnostic.h"

#include <QCoreApplication>

namespace capstudio {

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return QStringLiteral("error");
}

SourceLocation SourceLocation::atPointer(const QString &file, const QString &pointer)
{
    SourceLocation location;
    location.file = file;
    location.jsonPointer = pointer;
    location.hasPointer = true;
    return location;
}

SourceLocation SourceLocation::atLine(const QString &file, int line, int column)
{
    SourceLocation location;
    location.file = file;
    location.line = line;
    location.column = column;
    return location;
}

QString SourceLocation::toString() const
{
    QString text = file;
    if (line > 0) {
        text += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            text += QLatin1Char(':') + QString::number(column);
    }
    if (hasPointer) {
        if (!text.isEmpty())
            text += QLatin1Char(':');
        text += jsonPointer.isEmpty() ? QStringLiteral("/") : jsonPointer;
    }
    return text;
}

bool SourceLocation::operator==(const SourceLocation &other) const
{
    return file == other.file && line == other.line && column == other.column
        && jsonPointer == other.jsonPointer && hasPointer == other.hasPointer;
}

Diagnostic::Diagnostic(Severity severity, QString ruleId, QString message, SourceLocation location)
    : m_severity(severity)
    , m_ruleId(std::move(ruleId))
    , m_message(std::move(message))
    , m_location(std::move(location))
{
}

Diagnostic Diagnostic::error(QString ruleId, QString message, SourceLocation location)
{
    return Diagnostic(Severity::Error, std::move(ruleId), std::move(message), std::move(location));
}

Diagnostic Diagnostic::warning(QString ruleId, QString message, SourceLocation location)
{
    return Diagnostic(Severity::Warning, std::move(ruleId), std::move(message), std::move(location));
}

QString Diagnostic::toText() const
{
    const QString where = m_location.toString();
    QString text;
    if (!where.isEmpty())
        text = where + QStringLiteral(": ");
    text += severityName(m_severity);
    if (!m_ruleId.isEmpty())
        text += QLatin1Char('[') + m_ruleId + QLatin1Char(']');
    text += QStringLiteral(": ") + m_message;
    return text;
}

QJsonObject Diagnostic::toJson() const
{
    QJsonObject object{
        {QStringLiteral("severity"), severityName(m_severity)},
        {QStringLiteral("rule"), m_ruleId},
        {QStringLiteral("message"), m_message},
    };
    if (!m_location.file.isEmpty())
        object.insert(QStringLiteral("file"), m_location.file);
    if (m_location.line > 0)
        object.insert(QStringLiteral("line"), m_location.line);
    if (m_location.column > 0)
        object.insert(QStringLiteral("column"), m_location.column);
    if (m_location.hasPointer)
        object.insert(QStringLiteral("pointer"), m_location.jsonPointer);
    return object;
}

bool Diagnostic::operator==(const Diagnostic &other) const
{
    return m_severity == other.m_severity && m_ruleId == other.m_ruleId
        && m_message == other.m_message && m_location == other.m_location;
}

bool hasErrors(const Diagnostics &diagnostics)
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(),
                       [](const Diagnostic &d) { return d.severity() == Severity::Error; });
}

int countBySeverity(const Diagnostics &diagnostics, Severity severity)
{
    return int(std::count_if(diagnostics.cbegin(), diagnostics.cend(),
                             [severity](const Diagnostic &d) { return d.severity() == severity; }));
}

} // namespace capstudio
