// libFuzzer entry point for the provenance bundle reader. Any input must either be refused
// with an error that names a position inside the input, or open into a bundle whose
// summaries point inside the text, whose every message can be decoded, and whose redacted
// copy opens again with nothing left to find.

#include "provenance/bundle.h"
#include "provenance/formattedjson.h"
#include "provenance/redactedcopy.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace capstudio::provenance;

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
    const Bundle::Result result = Bundle::fromBytes(bytes, QStringLiteral("fuzz.json"));
    formatJson(bytes);
    if (!result.ok()) {
        if (result.error.message.isEmpty())
            violated("an error without a message");
        if (result.error.offset > qint64(size))
            violated("an error offset past the end of the input");
        return 0;
    }
    const Bundle &bundle = *result.bundle;
    const qint64 length = bundle.text().size();
    for (std::size_t i = 0; i < bundle.messages().size(); ++i) {
        const MessageSummary &message = bundle.messages()[i];
        if (message.begin < 0 || message.end > length || message.begin >= message.end)
            violated("a message range outside the text");
        if (message.firstCall + message.callCount > bundle.calls().size())
            violated("a message's calls outside the call list");
        bundle.message(int(i));
        bundle.content(int(i), 80);
    }
    for (const Finding &finding : bundle.findings()) {
        if (finding.tokenBegin < 0 || finding.tokenEnd > length || finding.tokenBegin >= finding.tokenEnd)
            violated("a finding outside the text");
        if (finding.message >= qint32(bundle.messages().size()) || finding.call >= qint32(bundle.calls().size()))
            violated("a finding in a message or call that does not exist");
    }
    const Bundle::Result copy = Bundle::fromBytes(redactedCopy(bundle), QStringLiteral("copy.json"));
    if (!copy.ok())
        violated("the redacted copy does not open");
    if (copy.bundle->messages().size() != bundle.messages().size())
        violated("the redacted copy has a different number of messages");
    if (!copy.bundle->findings().empty())
        violated("the redacted copy still leaks");
    return 0;
}
