#include "flowgate/configvalidation.h"

#include "flowgate/validator.h"

namespace capstudio::flowgate {

ValidationReport ConfigValidation::run(const QString &path)
{
    return run(path, {});
}

ValidationReport ConfigValidation::run(const QString &path, const QHash<QString, QByteArray> &overlay)
{
    ValidationReport report;
    report.loaded = Loader::load(path, overlay);
    if (!report.loaded.readable || report.refusesToLoad())
        return report;
    report.checkErrors = report.loaded.checkCliErrors;
    const Diagnostics diagnostics = Validator::check(report.loaded.config, report.loaded.files);
    for (const Diagnostic &diagnostic : diagnostics) {
        if (diagnostic.severity() == Severity::Error)
            report.checkErrors.append(diagnostic);
        else
            report.checkWarnings.append(diagnostic);
    }
    return report;
}

bool ConfigValidation::isCapabilityId(QStringView id)
{
    return id.mid(id.lastIndexOf(u'/') + 1).startsWith(u"cap.");
}

bool ConfigValidation::isOrchestratorId(QStringView id)
{
    return id.mid(id.lastIndexOf(u'/') + 1).startsWith(u"flow.");
}

} // namespace capstudio::flowgate
