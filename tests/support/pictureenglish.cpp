// Linked into every test: when a test runs to make pictures (CAPSTUDIO_SCREENSHOT_DIR set, as
// scripts/screenshots.sh does, or CAPSTUDIO_TEST_ENGLISH, as the screenshot test always has),
// the window speaks the English a person sees, plural forms included ("1 capability", not the
// source text's "1 capability(ies)"). Behaviour tests run on the source texts as they always
// did.
#include <QCoreApplication>
#include <QTranslator>

namespace {

void installPictureEnglish()
{
    if (!qEnvironmentVariableIsSet("CAPSTUDIO_SCREENSHOT_DIR") && !qEnvironmentVariableIsSet("CAPSTUDIO_TEST_ENGLISH"))
        return;
    auto *english = new QTranslator(QCoreApplication::instance());
    if (english->load(QStringLiteral("capstudio_en"), QStringLiteral(CAPSTUDIO_QM_DIR)))
        QCoreApplication::installTranslator(english);
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installPictureEnglish)
