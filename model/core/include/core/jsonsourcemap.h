#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <optional>
#include <utility>
#include <vector>

namespace capstudio {

class JsonSourceMapParser;

// Where every value of a JSON text is written: maps each JSON pointer (RFC 6901) to the
// characters of its value and, for object members, of its key; and reports the first
// syntax error with a message a person understands.
//
// A hand-written, iterative tokenizer: linear time, no recursion, nesting limited to
// MaxDepth, safe on any input. It follows RFC 8259 strictly (no trailing commas, no
// comments, no lone surrogates, no raw control characters in strings), so whatever it
// accepts QJsonDocument accepts too (a lone scalar inside an array, the only way
// QJsonDocument takes one). Offsets are QString indices (UTF-16 code units), which are
// also QTextCursor positions in a QTextDocument holding the same text.
//
// Duplicate keys resolve to the last occurrence, as QJsonDocument does.
class JsonSourceMap
{
    Q_DECLARE_TR_FUNCTIONS(JsonSourceMap)

public:
    static constexpr int MaxDepth = 512;

    // Half-open range [start, end) of UTF-16 offsets; strings and keys include their quotes.
    struct Span
    {
        int start = 0;
        int end = 0;

        int length() const { return end - start; }
        bool contains(int offset) const { return offset >= start && offset < end; }
        bool operator==(const Span &other) const { return start == other.start && end == other.end; }
        bool operator!=(const Span &other) const { return !(*this == other); }
    };

    struct SyntaxError
    {
        int offset = 0;
        int length = 0; // of the offending token; 0 at the end of the text
        int line = 1; // 1-based
        int column = 1; // 1-based, in characters (a surrogate pair counts once)
        QString message;

        Span span() const { return {offset, offset + length}; }
    };

    // An empty map: no values, not valid, no error.
    JsonSourceMap() = default;

    static JsonSourceMap parse(const QString &text);

    // True when the whole text is one well-formed JSON value.
    bool isValid() const { return !m_error && !m_nodes.empty(); }
    const std::optional<SyntaxError> &error() const { return m_error; }
    const QString &text() const { return m_text; }

    // After a syntax error the map still holds every value completed before it; containers
    // left open end at the error offset.
    std::optional<Span> valueSpan(const QString &pointer) const;
    std::optional<Span> keySpan(const QString &pointer) const;
    bool contains(const QString &pointer) const { return find(pointer) >= 0; }

    // The innermost value containing offset; an object member counts from its key to the
    // end of its value, so an offset on a key or its colon gives that member. A null
    // QString when the offset is outside the document's value.
    QString pointerAt(int offset) const;

    // The pointer itself when it exists, else its longest existing ancestor; a null QString
    // when there is no value at all or the pointer is malformed.
    QString nearestExisting(const QString &pointer) const;

    // Every pointer of the document, in document order (a value before its children); each
    // resolves to a value (a member shadowed by a later duplicate key is not listed).
    QStringList pointers() const;
    int valueCount() const { return int(m_nodes.size()); }

    // 1-based line and column (in characters) of a UTF-16 offset.
    static std::pair<int, int> lineColumnAt(QStringView text, int offset);

    // RFC 6901 reference tokens of a pointer ("" gives none); nullopt when malformed.
    static std::optional<QStringList> splitPointer(const QString &pointer);

private:
    friend class JsonSourceMapParser;

    struct Node
    {
        int valueStart = 0;
        int valueEnd = 0;
        int keyStart = -1; // -1: not an object member
        int keyEnd = -1;
        int parent = -1;
        int nextSibling = -1;
        int index = 0; // position among the parent's children
        bool keyEscaped = false;

        int outerStart() const { return keyStart >= 0 ? keyStart : valueStart; }
    };

    int find(const QString &pointer) const;
    int findChild(int parent, const QString &token) const;
    bool isObject(int node) const;
    bool isContainer(int node) const;
    QString keyOf(int node) const;
    QString tokenOf(int node) const;
    QString pointerOf(int node) const;

    QString m_text;
    std::vector<Node> m_nodes; // pre-order: a parent precedes its children
    std::optional<SyntaxError> m_error;
};

} // namespace capstudio
