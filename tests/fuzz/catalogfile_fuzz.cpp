// libFuzzer entry point for the JSON readers of capability and binding files: the text is
// parsed as lint-capabilities and check-bindings parse it (keys written twice included), every
// row is checked as a capability and as a binding. Any input gives findings with a rule and a
// message, never a crash; an input JSON refuses is refused with a line and column inside it.
#include "catalog/bindingrules.h"
#include "catalog/capabilityfile.h"
#include "catalog/capabilityrules.h"
#include "core/jsonduplicatekeys.h"
#include "core/jsontext.h"
#include "rules/envprofile.h"

#include <QJsonArray>

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

void checkAll(const Diagnostics &diagnostics)
{
    for (const Diagnostic &diagnostic : diagnostics) {
        if (diagnostic.ruleId().isEmpty() || diagnostic.message().isEmpty())
            violated("a finding without a rule or a message");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const JsonText::Result parsed = JsonText::parse(bytes, QStringLiteral("fuzz.json"));
    if (!parsed.ok()) {
        const SourceLocation &at = parsed.error->location();
        const int lines = int(bytes.count('\n')) + 1;
        if (at.line < 1 || at.line > lines || at.column < 1)
            violated("a JSON error placed outside the input");
        return 0;
    }
    checkAll(JsonDuplicateKeys::find(bytes, QStringLiteral("fuzz.json")));
    const CapabilityFile::Content content = CapabilityFile::fromJson(parsed.value, QStringLiteral("fuzz.json"));
    if (!content.ok()) {
        if (content.error->message().isEmpty())
            violated("a refused file without a reason");
        return 0;
    }
    checkAll(content.singleRow ? CapabilityRules::checkRow(content.rows.first().toObject(), QStringLiteral("fuzz.json"))
                               : CapabilityRules::checkRows(content.rows, QStringLiteral("fuzz.json")));
    const EnvProfile profile = EnvProfile::fromNames(QStringLiteral("fuzz"), {QStringLiteral("SET_VAR")});
    for (const QJsonValue &row : content.rows) {
        const QJsonObject object = row.toObject();
        const Capability capability = Capability::fromJson(object.value(QStringLiteral("capability")).toObject());
        checkAll(BindingRules::checkJson(object, capability, profile).diagnostics);
    }
    return 0;
}
