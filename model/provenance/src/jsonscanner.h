#pragma once

// A validating, streaming JSON reader (RFC 8259) over UTF-8 bytes in memory. It hands each
// token to a handler as it goes and builds nothing itself, so a 200 MB bundle is read in one
// pass without a document tree. Strings without escapes are handed out as views into the
// input; escaped ones are decoded into a scratch buffer that lives until the next token.
//
// Handler interface (all members required):
//   void beginObject(const char *at);  void endObject(const char *after);
//   void beginArray(const char *at);   void endArray(const char *after);
//   void key(std::string_view name);
//   void string(std::string_view value, const char *tokenBegin, const char *tokenEnd);
//   void number(std::string_view text);
//   void literal(char which);           // 't', 'f' or 'n'
// Every value is preceded, in an object, by exactly one key() call.

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace capstudio::provenance::detail {

// A handler that needs only where each string value lies, not its decoded text, says so with
//   static constexpr bool kDecodesStringValues = false;
// and the scanner checks escapes without decoding them (keys are always decoded).
template <typename Handler, typename = void>
struct DecodesStringValues : std::true_type
{
};
template <typename Handler>
struct DecodesStringValues<Handler, std::void_t<decltype(Handler::kDecodesStringValues)>>
    : std::bool_constant<Handler::kDecodesStringValues>
{
};
template <typename Handler>
constexpr bool decodesStringValues()
{
    return DecodesStringValues<Handler>::value;
}

class JsonScanner
{
public:
    JsonScanner(const char *begin, const char *end) : m_begin(begin), m_cur(begin), m_end(end) {}

    void setMaxDepth(int depth) { m_maxDepth = depth; }

    // Reads one value and the whitespace after it; with `requireEnd` nothing may follow.
    template <typename Handler>
    bool run(Handler &handler, bool requireEnd = true);

    bool failed() const { return m_error != nullptr; }
    const char *error() const { return m_error; }          // static English text
    std::int64_t errorOffset() const { return m_errorAt - m_begin; }
    const char *position() const { return m_cur; }
    // True when the failure happened inside a string token (then `openString()` is its start).
    const char *openString() const { return m_openString; }

    // Decodes the JSON string token [tokenBegin, tokenEnd) (quotes included) into UTF-8.
    // The token must already have been validated by a scanner.
    static std::string decodeString(const char *tokenBegin, const char *tokenEnd);
    // Appends `value` as a JSON string token with minimal escaping.
    static void encodeString(std::string_view value, std::string &out);

private:
    enum : unsigned char { Plain = 0, Quote = 1, Backslash = 2, Control = 3, High = 4 };
    static const unsigned char *stringClass();

    bool fail(const char *message, const char *at)
    {
        if (!m_error) {
            m_error = message;
            m_errorAt = at;
        }
        return false;
    }
    void skipSpace()
    {
        while (m_cur < m_end) {
            const char c = *m_cur;
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                return;
            ++m_cur;
        }
    }
    // m_cur at the opening quote. Without `decode`, escapes are checked but not decoded and
    // `out` is the text as written (for handlers that only need where a string lies).
    bool readString(std::string_view &out, bool decode = true);
    bool readNumber(std::string_view &out);
    bool readLiteral(char &which);

    const char *m_begin;
    const char *m_cur;
    const char *m_end;
    const char *m_error = nullptr;
    const char *m_errorAt = nullptr;
    const char *m_openString = nullptr;
    int m_maxDepth = 512;
    std::string m_scratch;
    std::vector<char> m_stack; // '{' or '['
};

template <typename Handler>
bool JsonScanner::run(Handler &handler, bool requireEnd)
{
    m_stack.clear();
    // The loop is an explicit push-down automaton, so that nesting depth costs heap, not stack.
    enum class Expect { Value, KeyOrEnd, Key, Colon, CommaOrEnd, ValueOrEnd };
    Expect expect = Expect::Value;
    for (;;) {
        skipSpace();
        if (m_cur >= m_end) {
            if (m_stack.empty() && expect == Expect::CommaOrEnd)
                return true;
            return fail(m_stack.empty() && expect == Expect::Value ? "the document is empty"
                                                                   : "unexpected end of the document",
                        m_end);
        }
        const char c = *m_cur;
        switch (expect) {
        case Expect::KeyOrEnd:
        case Expect::Key:
            if (c == '}' && expect == Expect::KeyOrEnd) {
                ++m_cur;
                m_stack.pop_back();
                handler.endObject(m_cur);
                expect = Expect::CommaOrEnd;
                break;
            }
            if (c != '"')
                return fail("expected a string as object key", m_cur);
            {
                std::string_view name;
                if (!readString(name))
                    return false;
                handler.key(name);
            }
            expect = Expect::Colon;
            break;
        case Expect::Colon:
            if (c != ':')
                return fail("expected ':' after an object key", m_cur);
            ++m_cur;
            expect = Expect::Value;
            break;
        case Expect::CommaOrEnd:
            if (m_stack.empty()) {
                if (requireEnd)
                    return fail("unexpected text after the document", m_cur);
                return true;
            }
            if (c == ',') {
                ++m_cur;
                expect = m_stack.back() == '{' ? Expect::Key : Expect::Value;
            } else if (c == '}' && m_stack.back() == '{') {
                ++m_cur;
                m_stack.pop_back();
                handler.endObject(m_cur);
            } else if (c == ']' && m_stack.back() == '[') {
                ++m_cur;
                m_stack.pop_back();
                handler.endArray(m_cur);
            } else {
                return fail(m_stack.back() == '{' ? "expected ',' or '}' in an object"
                                                  : "expected ',' or ']' in an array",
                            m_cur);
            }
            break;
        case Expect::ValueOrEnd:
            if (c == ']') {
                ++m_cur;
                m_stack.pop_back();
                handler.endArray(m_cur);
                expect = Expect::CommaOrEnd;
                break;
            }
            [[fallthrough]];
        case Expect::Value:
            switch (c) {
            case '{':
                if (int(m_stack.size()) >= m_maxDepth)
                    return fail("nesting is too deep", m_cur);
                m_stack.push_back('{');
                handler.beginObject(m_cur);
                ++m_cur;
                expect = Expect::KeyOrEnd;
                break;
            case '[':
                if (int(m_stack.size()) >= m_maxDepth)
                    return fail("nesting is too deep", m_cur);
                m_stack.push_back('[');
                handler.beginArray(m_cur);
                ++m_cur;
                expect = Expect::ValueOrEnd;
                break;
            case '"': {
                const char *tokenBegin = m_cur;
                std::string_view value;
                if (!readString(value, decodesStringValues<Handler>()))
                    return false;
                handler.string(value, tokenBegin, m_cur);
                expect = Expect::CommaOrEnd;
                break;
            }
            case 't':
            case 'f':
            case 'n': {
                char which;
                if (!readLiteral(which))
                    return false;
                handler.literal(which);
                expect = Expect::CommaOrEnd;
                break;
            }
            default: {
                std::string_view text;
                if (!readNumber(text))
                    return false;
                handler.number(text);
                expect = Expect::CommaOrEnd;
                break;
            }
            }
            break;
        }
    }
}

// Length of `utf8` in UTF-16 code units (what JavaScript's String.length and Zod count).
inline std::size_t utf16Length(std::string_view utf8)
{
    std::size_t units = 0;
    for (const unsigned char c : utf8) {
        if ((c & 0xC0) != 0x80)
            ++units;
        if (c >= 0xF0)
            ++units; // a supplementary character is a surrogate pair
    }
    return units;
}

} // namespace capstudio::provenance::detail
