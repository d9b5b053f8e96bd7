// SourceDocument's files: opening (with a positioned diagnostic for text that is not
// YAML) and atomic saving that refuses to overwrite a file changed on disk since.

#include "flowgate/sourcedocument.h"

#include "flowgate/yamlreader.h"
#include "yamlemitter.h"
#include "yamlspantree.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace capstudio::flowgate {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("capstudio::flowgate::SourceDocument", text);
}

StoreError invalid(const QString &message)
{
    return StoreError{StoreError::Kind::Invalid, message};
}

QByteArray sha256(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

} // namespace

Expected<std::unique_ptr<SourceDocument>> SourceDocument::open(const QString &path,
                                                               Diagnostic *diagnostic)
{
    QFile file(path);
    if (!file.exists())
        return StoreError{StoreError::Kind::NotFound, tr("%1 does not exist").arg(path)};
    if (!file.open(QIODevice::ReadOnly)) {
        return StoreError{StoreError::Kind::Backend,
                          tr("cannot read %1: %2").arg(path, file.errorString())};
    }
    const QByteArray bytes = file.readAll();
    file.close();
    Expected<std::unique_ptr<SourceDocument>> created = create(bytes, path, diagnostic);
    if (!created)
        return created;
    const QFileInfo info(path);
    created.value()->m_disk =
        DiskState{info.absoluteFilePath(), bytes.size(), info.lastModified(), sha256(bytes)};
    return created;
}

Expected<std::unique_ptr<SourceDocument>> SourceDocument::fromText(const QByteArray &text,
                                                                   const QString &fileName,
                                                                   Diagnostic *diagnostic)
{
    return create(text, fileName, diagnostic);
}

Expected<std::unique_ptr<SourceDocument>> SourceDocument::create(const QByteArray &text,
                                                                 const QString &fileName,
                                                                 Diagnostic *diagnostic)
{
    std::unique_ptr<SourceDocument> document(new SourceDocument);
    document->m_text = text;
    document->m_savedText = text;
    document->m_fileName = fileName;
    document->m_tree = std::make_unique<YamlSpanTree>();
    YamlSpanTree::Error error;
    if (!document->m_tree->parse(text, &error)) {
        // The reader words YAML errors for people; fall back to libyaml's words.
        const YamlReader::Result read = YamlReader::read(text, fileName, 0);
        const Diagnostic found =
            read.error
                ? *read.error
                : Diagnostic::error(QStringLiteral("YAML_PARSE"),
                                    tr("parsing YAML %1: %2").arg(fileName, error.message),
                                    SourceLocation::atLine(fileName, error.line, error.column));
        if (diagnostic)
            *diagnostic = found;
        return invalid(found.location().toString() + QStringLiteral(": ") + found.message());
    }
    document->detectLayout();
    return document;
}

Status SourceDocument::save()
{
    if (m_disk.path.isEmpty() && m_fileName.isEmpty())
        return invalid(tr("the document has no file name"));
    return save(m_disk.path.isEmpty() ? m_fileName : m_disk.path);
}

bool SourceDocument::changedOnDisk() const
{
    if (m_disk.path.isEmpty())
        return false;
    QFile file(m_disk.path);
    if (!file.open(QIODevice::ReadOnly))
        return true;
    if (file.size() != m_disk.size)
        return true;
    return sha256(file.readAll()) != m_disk.sha256;
}

Status SourceDocument::checkOverwrite(const QString &path) const
{
    if (path.isEmpty())
        return invalid(tr("the document has no file name"));
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute == m_disk.path && changedOnDisk()) {
        const QString message = QFile::exists(path)
                                    ? tr("%1 changed on disk since it was opened")
                                    : tr("%1 was deleted on disk since it was opened");
        return StoreError{StoreError::Kind::Conflict, message.arg(path)};
    }
    return Status();
}

void SourceDocument::markSaved(const QString &path)
{
    const QFileInfo info(path);
    m_disk = DiskState{info.absoluteFilePath(), m_text.size(), info.lastModified(), sha256(m_text)};
    m_savedText = m_text;
    m_fileName = path;
}

Status SourceDocument::save(const QString &path)
{
    if (const Status allowed = checkOverwrite(path); !allowed)
        return allowed;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return StoreError{StoreError::Kind::Backend,
                          tr("cannot write %1: %2").arg(path, file.errorString())};
    }
    if (file.write(m_text) != m_text.size() || !file.commit()) {
        return StoreError{StoreError::Kind::Backend,
                          tr("cannot write %1: %2").arg(path, file.errorString())};
    }
    markSaved(path);
    return Status();
}

} // namespace capstudio::flowgate
