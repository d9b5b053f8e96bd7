#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace capstudio {

enum class Severity { Error, Warning, Info };

QString severityName(Severity severity);

// Where a finding points: a file with line and column (1-based, 0 = unknown),
// and/or a JSON pointer into a JSON document (RFC 6901, "" = the whole document).
struct SourceLocation
{
    QString file;
    int line = 0;
    int column = 0;
    QString jsonPointer;
    bool hasPointer = false;

    static SourceLocation atPointer(const QString &file, const QString &pointer);
    static SourceLocation atLine(const QString &file, int line, int column);

    // "file:line:col", "file:/0/slug" or "file" — the form a person can type or click.
    QString toString() const;
    bool operator==(const SourceLocation &other) const;
};

// A finding: what rule, how severe, a message a person understands, and where.
class Diagnostic
{
public:
    Diagnostic() = default;
    Diagnostic(Severity severity, QString ruleId, QString message, SourceLocation location = {});

    static Diagnostic error(QString ruleId, QString message, SourceLocation location = {});
    static Diagnostic warning(QString ruleId, QString message, SourceLocation location = {});

    Severity severity() const { return m_severity; }
    const QString &ruleId() const { return m_ruleId; }
    const QString &message() const { return m_message; }
    const SourceLocation &location() const { return m_location; }
    void setLocation(const SourceLocation &location) { m_location = location; }

    // "FILE:/0/slug: error[rule-id]: message"
    QString toText() const;
    QJsonObject toJson() const;

    bool operator==(const Diagnostic &other) const;

private:
    Severity m_severity = Severity::Error;
    QString m_ruleId;
    QString m_message;
    SourceLocation m_location;
};

using Diagnostics = QList<Diagnostic>;

bool hasErrors(const Diagnostics &diagnostics);
int countBySeverity(const Diagnostics &diagnostics, Severity severity);

} // namespace capstudio
