#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QStringList>

namespace capstudio {

// Writes JSON values as block-style YAML a person can review: two-space indentation, keys in
// the order given, strings plain where YAML reads them back as the same string, multi-line
// text as a literal block (|-), anything else double-quoted with escapes. The output is a
// pure function of its input (same value, same bytes) and reads back, with YAML 1.2's core
// schema, as exactly the value written.
class YamlWriter
{
public:
    // A member of the top-level mapping, written in the order added. `keyOrder` names keys
    // of nested objects to put first (in that order); the rest follow sorted.
    void add(const QString &key, const QJsonValue &value, const QStringList &keyOrder = {});
    QByteArray text() const { return m_text; }

    // Whether `text` can be written without quotes (and reads back as that string).
    static bool isPlainSafe(const QString &text);

private:
    QByteArray m_text;
};

} // namespace capstudio
