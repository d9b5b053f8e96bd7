#pragma once

#include "flowgate/value.h"

#include <QByteArray>
#include <QString>

namespace capstudio::flowgate {

// The flowgate runtime's hashes (reference §5 and §2.11).
class ContractHash
{
public:
    // How a float's exponent is written when it is printed in scientific notation.
    // Both styles print the same shortest round-trip digits and switch to scientific
    // notation at the same points (decimal exponent below -5 or above 15); they differ
    // only in the sign of a positive exponent:
    //   SerdeJson - serde_json >= 1.0.147, which formats with zmij (1e+16, 1.5e+300).
    //               The runtime pins serde_json 1.0.150, so this is the default.
    //   Ryu       - older serde_json, which formatted with ryu (1e16, 1.5e300).
    // Negative exponents are the same in both (1e-7).
    enum class FloatStyle : quint8 { SerdeJson, Ryu };

    // Compact JSON with keys sorted by UTF-8 bytes at every depth, serde_json's string
    // escaping and number formatting.
    static QByteArray canonicalJson(const Value &value);
    static QByteArray canonicalJson(const Value &value, FloatStyle style);
    // "sha256:" + 64 lowercase hex of canonicalJson(snippet).
    static QString of(const Value &snippet);
    // Skill body hash: trim, collapse whitespace runs to one space, SHA-256.
    static QString skillHash(const QString &body);
    // Script body hash: strip trailing "\n"s, append exactly one, SHA-256.
    static QString scriptHash(const QString &body);

    // The building blocks, exposed for tests and for callers that print single values.
    // A float as serde_json prints an f64 (shortest round-trip digits, always with a
    // fraction or an exponent); "null" for NaN and infinities, as serde_json::Value has
    // no non-finite numbers.
    static QByteArray formatFloat(double value, FloatStyle style = FloatStyle::SerdeJson);
    // A JSON string literal, quotes included, escaped as serde_json escapes.
    static QByteArray quoteString(const QString &text);
    // The skill body after trimming and collapsing whitespace (what skillHash digests).
    static QString normalizeSkillBody(const QString &body);
    // The script body with its trailing newlines replaced by exactly one.
    static QString normalizeScriptBody(const QString &body);
    // "sha256:" + 64 lowercase hex of SHA-256(bytes).
    static QString sha256Tag(const QByteArray &bytes);
};

// Reads JSON text into a Value keeping integers and floats apart (for corpus files and
// JSON configs). Returns Null and sets *error (with line and column) on failure.
class JsonValueReader
{
public:
    // Deeper nesting than this is rejected (keeps recursive consumers of the Value safe).
    static constexpr int kMaxDepth = 512;

    static Value parse(const QByteArray &text, QString *error = nullptr);
};

} // namespace capstudio::flowgate
