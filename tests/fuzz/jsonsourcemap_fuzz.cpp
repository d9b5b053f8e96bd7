// libFuzzer entry point for the JSON source map behind the editors' underlines: any text is
// mapped without a crash in linear time; what it accepts is JSON QJsonDocument reads too; every
// pointer it lists resolves to a span inside the text; an error sits inside the text.
#include "core/jsonsourcemap.h"

#include <QJsonDocument>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace capstudio;

namespace {

[[noreturn]] void violated(const char *what)
{
    std::fprintf(stderr, "invariant violated: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString text = QString::fromUtf8(bytes);
    const JsonSourceMap map = JsonSourceMap::parse(text);
    if (map.error()) {
        if (map.error()->offset < 0 || map.error()->offset > text.size() || map.error()->message.isEmpty())
            violated("an error outside the text or without a message");
    }
    if (map.isValid()) {
        // QJsonDocument takes a scalar only inside an array (RFC 8259 allows one alone).
        QJsonParseError error{};
        QJsonDocument::fromJson("[" + text.toUtf8() + "]", &error);
        if (error.error != QJsonParseError::NoError && error.error != QJsonParseError::DeepNesting)
            violated("the map accepts what QJsonDocument refuses");
    }
    const QStringList pointers = map.pointers();
    for (qsizetype i = 0; i < pointers.size() && i < 2000; ++i) {
        const std::optional<JsonSourceMap::Span> span = map.valueSpan(pointers.at(i));
        if (!span || span->start < 0 || span->end > text.size() || span->start > span->end)
            violated("a listed pointer without a span inside the text");
        map.pointerAt(span->start);
    }
    return 0;
}
