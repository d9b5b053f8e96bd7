// libFuzzer target for YamlReader::read. Besides "never crash, never hang", it checks what
// every successful read promises: positions inside the input, on a character boundary and
// agreeing with the line/column they claim; object keys sorted and unique; the limits held.

#include "flowgate/yamlreader.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace capstudio::flowgate;

namespace {

[[noreturn]] void violated(const char *what, const SourcePos &pos)
{
    std::fprintf(stderr, "yamlreader_fuzz: invariant violated: %s (line %d column %d offset %lld)\n",
                 what, pos.line, pos.column, static_cast<long long>(pos.offset));
    std::abort();
}

// Line and column (1-based, in characters) of every byte, with libyaml's line breaks:
// LF, CR LF, CR, NEL, LS, PS. A byte order mark at the very start is not a column.
struct LineTable
{
    std::vector<int> line;
    std::vector<int> column;

    explicit LineTable(const QByteArray &text)
    {
        const auto *data = reinterpret_cast<const unsigned char *>(text.constData());
        const qsizetype size = text.size();
        line.resize(size_t(size) + 1);
        column.resize(size_t(size) + 1);
        int currentLine = 1;
        int currentColumn = 1;
        qsizetype i = 0;
        const bool bom = size >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF;
        if (bom) {
            for (; i < 3; ++i) {
                line[size_t(i)] = 1;
                column[size_t(i)] = 1;
            }
        }
        while (i < size) {
            const unsigned char c = data[i];
            qsizetype width = 1;
            if (c >= 0xF0)
                width = 4;
            else if (c >= 0xE0)
                width = 3;
            else if (c >= 0xC0)
                width = 2;
            width = std::min(width, size - i);
            bool lineBreak = false;
            if (c == '\n') {
                lineBreak = true;
            } else if (c == '\r') {
                if (i + 1 < size && data[i + 1] == '\n')
                    width = 2;
                lineBreak = true;
            } else if (c == 0xC2 && width == 2 && data[i + 1] == 0x85) {
                lineBreak = true;
            } else if (c == 0xE2 && width == 3 && data[i + 1] == 0x80
                       && (data[i + 2] == 0xA8 || data[i + 2] == 0xA9)) {
                lineBreak = true;
            }
            for (qsizetype k = 0; k < width; ++k) {
                line[size_t(i + k)] = currentLine;
                column[size_t(i + k)] = currentColumn;
            }
            i += width;
            if (lineBreak) {
                ++currentLine;
                currentColumn = 1;
            } else {
                ++currentColumn;
            }
        }
        line[size_t(size)] = currentLine;
        column[size_t(size)] = currentColumn;
    }
};

void checkPos(const SourcePos &pos, const QByteArray &text, const LineTable &table)
{
    if (pos.file != 7)
        violated("file index not carried", pos);
    if (pos.offset < 0 || pos.offset > text.size())
        violated("offset outside the input", pos);
    if (pos.offset < text.size() && (static_cast<unsigned char>(text[pos.offset]) & 0xC0) == 0x80)
        violated("offset inside a UTF-8 sequence", pos);
    if (pos.line != table.line[size_t(pos.offset)] || pos.column != table.column[size_t(pos.offset)])
        violated("line/column disagree with the offset", pos);
}

void checkValue(const Value &root, const QByteArray &text, const YamlLimits &limits)
{
    const LineTable table(text);
    struct Item
    {
        const Value *value;
        int depth;
    };
    std::vector<Item> stack{{&root, 0}};
    qint64 nodes = 0;
    while (!stack.empty()) {
        const Item item = stack.back();
        stack.pop_back();
        const Value &value = *item.value;
        checkPos(value.pos(), text, table);
        if (++nodes > limits.maxNodes)
            violated("more nodes than maxNodes", value.pos());
        if (value.isArray() || value.isObject()) {
            if (item.depth + 1 > limits.maxDepth)
                violated("deeper than maxDepth", value.pos());
        }
        if (value.isString() && value.toString().toUtf8().size() > limits.maxScalarBytes)
            violated("scalar longer than maxScalarBytes", value.pos());
        if (value.isArray()) {
            for (const Value &child : value.items())
                stack.push_back({&child, item.depth + 1});
        } else if (value.isObject()) {
            const Value::Object &members = value.members();
            for (size_t i = 0; i < members.size(); ++i) {
                if (i > 0 && compareKeys(members[i - 1].key, members[i].key) >= 0)
                    violated("object keys not sorted and unique", value.pos());
                checkPos(members[i].keyPos, text, table);
                ++nodes;
                stack.push_back({&members[i].value, item.depth + 1});
            }
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    YamlLimits limits;
    limits.maxBytes = 1 << 20;
    limits.maxDepth = 64;
    limits.maxNodes = 20000;
    limits.maxScalarBytes = 1 << 16;
    const QByteArray text = QByteArray::fromRawData(reinterpret_cast<const char *>(data),
                                                    qsizetype(size));
    const YamlReader::Result result = YamlReader::read(text, QStringLiteral("fuzz.yaml"), 7, limits);
    if (result.ok()) {
        checkValue(result.value, text, limits);
    } else {
        const capstudio::Diagnostic &error = *result.error;
        if (error.ruleId().isEmpty() || error.message().isEmpty())
            violated("error without rule or message", {});
        if (error.location().line < 0 || error.location().column < 0)
            violated("negative error location", {});
    }
    return 0;
}
