// The German translation is complete for the code as it is, and every translation keeps what
// the program fills in and what the keyboard needs: lupdate is run over the sources into a
// copy of each catalogue (so a tr() string added without a translation fails here), then
// every message is read.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    bool obsolete = false;
    QStringList forms; // the translation, or each numerus form
};

QList<Message> readCatalogue(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            current = Message{context, {}, xml.attributes().value(QLatin1String("numerus")) == u"yes", false, false, {}};
        } else if (name == u"source") {
            current.source = xml.readElementText();
        } else if (name == u"translation") {
            const QStringView type = xml.attributes().value(QLatin1String("type"));
            current.unfinished = type == u"unfinished";
            current.obsolete = type == u"obsolete" || type == u"vanished";
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.forms.append(xml.readElementText());
            } else {
                current.forms.append(xml.readElementText());
            }
            messages.append(current);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

// %1 … %99 and %L1, each as often as it appears.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?[1-9][0-9]?"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.append(it.next().captured());
    found.sort();
    return found;
}

// Keyboard accelerators: "&" not doubled.
int accelerators(const QString &text)
{
    int count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (i + 1 < text.size() && text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        ++count;
    }
    return count;
}

// The catalogue as lupdate makes it from today's sources, in `dir`.
QString updatedCopy(const QString &catalogue, const QTemporaryDir &dir, QString *error)
{
    const QString copy = dir.filePath(QFileInfo(catalogue).fileName());
    QFile::remove(copy);
    if (!QFile::copy(catalogue, copy)) {
        *error = QStringLiteral("cannot copy %1").arg(catalogue);
        return {};
    }
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(CAPSTUDIO_SOURCE_DIR));
    lupdate.start(QStringLiteral(CAPSTUDIO_LUPDATE),
                  {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                   QStringLiteral("-extensions"), QStringLiteral("cpp,h"), QStringLiteral("app"),
                   QStringLiteral("views"), QStringLiteral("model"), QStringLiteral("-ts"), copy});
    if (!lupdate.waitForFinished(120000) || lupdate.exitCode() != 0) {
        *error = QStringLiteral("lupdate failed: %1").arg(QString::fromLocal8Bit(lupdate.readAllStandardError()));
        return {};
    }
    return copy;
}

} // namespace

class tst_Translations : public QObject
{
    Q_OBJECT

private slots:
    void germanIsComplete();
    void englishPluralsAreComplete();
};

void tst_Translations::germanIsComplete()
{
    QTemporaryDir dir;
    QString error;
    const QString updated =
        updatedCopy(QStringLiteral(CAPSTUDIO_SOURCE_DIR "/translations/capstudio_de.ts"), dir, &error);
    QVERIFY2(!updated.isEmpty(), qPrintable(error));
    const QList<Message> messages = readCatalogue(updated, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 2000);

    QStringList problems;
    for (const Message &message : messages) {
        if (message.obsolete)
            continue;
        const QString where = message.context + QStringLiteral(": \"") + message.source.left(70) + u'"';
        if (message.unfinished || message.forms.isEmpty() || message.forms.contains(QString())) {
            problems.append(QStringLiteral("untranslated: ") + where);
            continue;
        }
        if (message.numerus && message.forms.size() != 2)
            problems.append(QStringLiteral("%1 plural forms instead of 2: ").arg(message.forms.size()) + where);
        for (const QString &form : message.forms) {
            if (placeholders(form) != placeholders(message.source))
                problems.append(QStringLiteral("placeholders differ: ") + where);
            if (accelerators(form) != accelerators(message.source))
                problems.append(QStringLiteral("accelerators differ: ") + where);
        }
        if (message.numerus && message.source.contains(QLatin1String("%n"))
            && !message.forms.constLast().contains(QLatin1String("%n")))
            problems.append(QStringLiteral("plural form without %n: ") + where);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problem(s):\n").arg(problems.size())
                                            + problems.mid(0, 40).join(u'\n')));
}

// capstudio_en.ts carries only the English plural forms ("1 capability", "2 capabilities").
void tst_Translations::englishPluralsAreComplete()
{
    QTemporaryDir dir;
    QString error;
    const QString updated =
        updatedCopy(QStringLiteral(CAPSTUDIO_SOURCE_DIR "/translations/capstudio_en.ts"), dir, &error);
    QVERIFY2(!updated.isEmpty(), qPrintable(error));
    const QList<Message> messages = readCatalogue(updated, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList problems;
    for (const Message &message : messages) {
        if (!message.numerus || message.obsolete)
            continue;
        if (message.unfinished || message.forms.size() != 2 || message.forms.contains(QString()))
            problems.append(message.context + QStringLiteral(": \"") + message.source + u'"');
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_GUILESS_MAIN(tst_Translations)
#include "tst_translations.moc"
