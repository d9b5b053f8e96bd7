#pragma once

// Typing of YAML scalars the way serde_yaml 0.9 hands them to serde_json::Value
// (YAML 1.2 core schema plus serde_yaml's own extensions). Private to the YAML reader.

#include "flowgate/value.h"

#include <optional>
#include <string_view>

namespace capstudio::flowgate::yamlscalar {

// `~`, `null`, `Null`, `NULL` (the empty plain scalar is handled by the caller).
bool isNullLiteral(std::string_view text);

// `true|True|TRUE|false|False|FALSE`; nothing else (`yes`, `on`, `y` are strings).
std::optional<bool> parseBool(std::string_view text);

// A leading zero followed only by digits (`007`, `-00`): a string in YAML 1.2, never a number.
bool digitsButNotNumber(std::string_view text);

// An integer literal as serde_yaml's visit_int sees it: decimal without leading zeros,
// `0x…`, `0o…`, `0b…`, each with an optional sign.
struct IntLiteral
{
    enum Kind {
        NotInteger, // not an integer literal, or wider than 128 bits (then tried as a float)
        Fits,       // fits qint64: value
        Unsigned64, // 2^63 … 2^64-1: the runtime keeps it as an exact u64; approx holds it
        OutOfRange, // fits 128 bits but not the runtime's JSON number: the runtime refuses it
    };
    Kind kind = NotInteger;
    qint64 value = 0;
    double approx = 0;
};
IntLiteral parseInt(std::string_view text);

// A float literal as serde_yaml's parse_f64 sees it: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)
// ([eE][-+]?[0-9]+)?` with a finite value, `[-+]?\.(inf|Inf|INF)`, `\.(nan|NaN|NAN)`.
// Literals that overflow to infinity are not floats (serde_yaml keeps them as strings).
std::optional<double> parseFloat(std::string_view text);

// A double as serde_json::Value stores it: infinities and NaN become null.
Value jsonNumber(double value);

// Types a plain (unquoted), untagged scalar. Sets *outOfRange (and returns Null) for an
// integer literal the runtime refuses.
Value resolvePlain(std::string_view text, bool *outOfRange);

// The same without making strings: false when the scalar is a string (then *out is
// untouched and the caller makes the string itself).
bool resolvePlainNonString(std::string_view text, Value *out, bool *outOfRange);

} // namespace capstudio::flowgate::yamlscalar
