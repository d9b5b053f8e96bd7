#include "cli/standardinput.h"

#include "cli/diagnosticprinter.h"
#include "core/boundedread.h"
#include "flowgate/yamlreader.h"

namespace capstudio::cli {

bool StandardInput::flowgateOverlay(const QString &path, CommandContext &context, const QString &command,
                                    QHash<QString, QByteArray> *overlay)
{
    if (path != QLatin1String("-"))
        return true;
    const BoundedRead::Result read =
        BoundedRead::read(path, flowgate::YamlLimits().maxBytes, BoundedRead::Content::TextWhenStreamed);
    if (!read.ok()) {
        context.err << tr("%1: %2").arg(command, read.error->toText()) << '\n';
        return false;
    }
    overlay->insert(path, read.bytes);
    return true;
}

} // namespace capstudio::cli
