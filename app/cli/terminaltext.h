#pragma once

#include <QIODevice>
#include <QStringDecoder>

class QTextStream;

namespace capstudio::cli {

// The one step every text a subcommand writes for a person passes through: control
// characters that data carried in (an escape sequence in a capability's name, a NUL from a
// server, a carriage return that rewrites a CI log line, a bidirectional override that reorders
// what is shown) are written as visible escapes (\x1B, \u202E), so nothing from the data acts on
// the terminal. Newlines and tabs pass. JSON output does not go through it: it stays exact
// (its strings are escaped by JSON itself).
class TerminalText : public QIODevice
{
public:
    // Writes what it is given, escaped, to `target`.
    explicit TerminalText(QTextStream &target);

    static QString escape(QStringView text);
    static bool isSafe(char32_t c);

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    QTextStream &m_target;
    QStringDecoder m_decoder{QStringDecoder::Utf8};
};

} // namespace capstudio::cli
