#pragma once

#include <QString>

namespace capstudio {

// Literal text for TypeScript and JSON output. The TypeScript forms are the ones
// Prettier settles on (single quotes unless the text holds more single than double
// quotes, exponents without "+" or leading zeros), so formatting the generated files
// leaves them unchanged.
class TsLiteral
{
public:
    // A TypeScript string literal. Backslashes, the chosen quote, control characters,
    // U+2028/U+2029 and unpaired surrogates are escaped; other text stays as it is
    // (the files are UTF-8).
    static QString string(const QString &text);
    // A JSON string literal, escaped as JSON.stringify() does.
    static QString jsonString(const QString &text);

    // A number as JavaScript's Number#toString() writes it (shortest round-trip digits,
    // exponent outside 1e-7 … 1e21), with Prettier's exponent form ("1e21").
    static QString number(double value);
    // The same number as JSON.stringify() writes it ("1e+21").
    static QString jsonNumber(double value);

    // An object key: bare when it is an ASCII identifier, quoted otherwise.
    // "__proto__" becomes a computed key so that it is a property, not the prototype.
    static QString propertyKey(const QString &name);
    static bool isIdentifier(const QString &name);

    // One line of a // comment: line breaks become spaces.
    static QString commentLine(const QString &text);
    // Text for a /** … */ block: "*/" cannot end the comment early.
    static QString blockCommentText(const QString &text);
};

} // namespace capstudio
