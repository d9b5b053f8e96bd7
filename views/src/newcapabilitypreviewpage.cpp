#include "newcapabilitypreviewpage.h"

#include "catalog/catalogdocument.h"
#include "views/newcapabilitywizard.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>
#include <memory>
#include <vector>

namespace capstudio {

namespace {

const QString FolderKey = QStringLiteral("newCapabilityWizard/folder");

QString defaultFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(documents.isEmpty() ? QDir::homePath() : documents).filePath(QStringLiteral("capability-scaffolds"));
}

QStyle::StandardPixmap iconFor(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStyle::SP_MessageBoxCritical;
    case Severity::Warning:
        return QStyle::SP_MessageBoxWarning;
    case Severity::Info:
        break;
    }
    return QStyle::SP_MessageBoxInformation;
}

} // namespace

NewCapabilityPreviewPage::NewCapabilityPreviewPage(QWidget *parent)
    : QWizardPage(parent)
    , m_tabs(new QTabWidget(this))
    , m_findings(new QListWidget(this))
    , m_folder(new QLineEdit(this))
    , m_targets(new QLabel(this))
{
    setTitle(tr("Preview"));
    setSubTitle(tr("The four steps of the pipeline and the unit test, as they will be written. Finish writes "
                   "them into the folder and adds the row to the capability table as a pending change."));
    setButtonText(QWizard::FinishButton, tr("&Create"));

    m_tabs->setObjectName(QStringLiteral("artifactTabs"));
    m_tabs->setDocumentMode(true);
    m_findings->setObjectName(QStringLiteral("unsupported"));
    m_findings->setWordWrap(true);
    m_findings->setIconSize(QSize(16, 16));
    m_findings->setMaximumHeight(m_findings->fontMetrics().lineSpacing() * 5);
    m_folder->setObjectName(QStringLiteral("folder"));
    m_folder->setClearButtonEnabled(true);
    m_targets->setObjectName(QStringLiteral("targets"));
    m_targets->setWordWrap(true);
    m_targets->setTextFormat(Qt::PlainText);
    m_targets->setForegroundRole(QPalette::PlaceholderText);
    auto *browseButton = new QPushButton(tr("&Browse…"), this);
    auto *folderLabel = new QLabel(tr("Write to &folder:"), this);
    folderLabel->setBuddy(m_folder);
    auto *findingsLabel = new QLabel(tr("Not carried over as given:"), this);

    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(folderLabel);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browseButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(findingsLabel);
    layout->addWidget(m_findings);
    layout->addLayout(folderRow);
    layout->addWidget(m_targets);

    m_folder->setText(QSettings().value(FolderKey, defaultFolder()).toString());
    connect(browseButton, &QPushButton::clicked, this, &NewCapabilityPreviewPage::browse);
    connect(m_folder, &QLineEdit::textChanged, this, [this] {
        updateTargets();
        emit completeChanged();
    });
}

QString NewCapabilityPreviewPage::folder() const
{
    return m_folder->text().trimmed();
}

void NewCapabilityPreviewPage::setFolder(const QString &folder)
{
    m_folder->setText(QDir::toNativeSeparators(folder));
}

void NewCapabilityPreviewPage::initializePage()
{
    auto *owner = qobject_cast<NewCapabilityWizard *>(wizard());
    if (!owner)
        return;
    m_result = CapabilityScaffold::generate(owner->capability(), owner->scaffoldOptions());

    const QStringList destinations{
            m_result.classPath,
            QStringLiteral("lib/orchestration/capabilities/registry.ts"),
            QStringLiteral("POST %1").arg(m_result.createPath),
            QStringLiteral("POST %1").arg(m_result.bindingPath),
            m_result.testPath,
    };
    const int current = m_tabs->currentIndex();
    while (m_tabs->count() > 0) {
        QWidget *tab = m_tabs->widget(0);
        m_tabs->removeTab(0);
        delete tab;
    }
    const QList<NewCapabilityWizard::Artifact> artifacts = NewCapabilityWizard::artifacts(m_result);
    for (int i = 0; i < artifacts.size(); ++i) {
        const NewCapabilityWizard::Artifact &artifact = artifacts.at(i);
        auto *tab = new QWidget(m_tabs);
        auto *where = new QLabel(tr("%1 → %2").arg(artifact.fileName, destinations.value(i)), tab);
        where->setTextFormat(Qt::PlainText);
        where->setTextInteractionFlags(Qt::TextSelectableByMouse);
        where->setForegroundRole(QPalette::PlaceholderText);
        auto *text = new QPlainTextEdit(tab);
        text->setObjectName(artifact.fileName);
        text->setReadOnly(true);
        text->setLineWrapMode(QPlainTextEdit::NoWrap);
        text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        text->setPlainText(artifact.content);
        auto *tabLayout = new QVBoxLayout(tab);
        tabLayout->setContentsMargins(0, 4, 0, 0);
        tabLayout->addWidget(where);
        tabLayout->addWidget(text, 1);
        m_tabs->addTab(tab, artifact.title);
        m_tabs->setTabToolTip(i, artifact.fileName);
    }
    m_tabs->setCurrentIndex(qMax(current, 0));

    m_findings->clear();
    for (const Diagnostic &diagnostic : std::as_const(m_result.unsupported)) {
        const QString pointer = diagnostic.location().jsonPointer;
        auto *item = new QListWidgetItem(style()->standardIcon(iconFor(diagnostic.severity())),
                                         pointer.isEmpty() ? diagnostic.message()
                                                           : tr("%1: %2").arg(pointer, diagnostic.message()),
                                         m_findings);
        item->setToolTip(diagnostic.toText());
    }
    if (m_result.unsupported.isEmpty()) {
        auto *item = new QListWidgetItem(tr("Nothing: every part of the parameters schema has a Zod "
                                            "translation and every row field is accepted by the create API."),
                                         m_findings);
        item->setFlags(Qt::ItemIsEnabled);
    }
    updateTargets();
}

void NewCapabilityPreviewPage::updateTargets()
{
    const QString target = folder();
    if (target.isEmpty()) {
        m_targets->setText(tr("Choose a folder for the files."));
        return;
    }
    QStringList names;
    QStringList existing;
    for (const NewCapabilityWizard::Artifact &artifact : NewCapabilityWizard::artifacts(m_result)) {
        names.append(artifact.fileName);
        if (QFileInfo::exists(QDir(target).filePath(artifact.fileName)))
            existing.append(artifact.fileName);
    }
    QString text = tr("Writes %1.").arg(names.join(tr(", ")));
    if (!existing.isEmpty())
        text += QLatin1Char(' ') + tr("%n of them already exist(s); you will be asked before they are replaced.",
                                      nullptr, int(existing.size()));
    m_targets->setText(text);
}

bool NewCapabilityPreviewPage::isComplete() const
{
    return !folder().isEmpty();
}

void NewCapabilityPreviewPage::browse()
{
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Write the Capability Files To"), folder());
    if (!chosen.isEmpty())
        setFolder(chosen);
}

bool NewCapabilityPreviewPage::writeFiles(const QString &target, QStringList *written, QString *error)
{
    if (!QDir().mkpath(target)) {
        *error = tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(target));
        return false;
    }
    std::vector<std::unique_ptr<QSaveFile>> files;
    QStringList paths;
    for (const NewCapabilityWizard::Artifact &artifact : NewCapabilityWizard::artifacts(m_result)) {
        const QString path = QDir(target).filePath(artifact.fileName);
        auto file = std::make_unique<QSaveFile>(path);
        const QByteArray bytes = artifact.content.toUtf8();
        if (!file->open(QIODevice::WriteOnly) || file->write(bytes) != bytes.size()) {
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file->errorString());
            return false; // the files not committed are discarded
        }
        files.push_back(std::move(file));
        paths.append(path);
    }
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (!files[i]->commit()) {
            *error = tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(paths.at(int(i))), files[i]->errorString());
            *written = paths.mid(0, int(i));
            return false;
        }
    }
    *written = paths;
    return true;
}

bool NewCapabilityPreviewPage::validatePage()
{
    auto *owner = qobject_cast<NewCapabilityWizard *>(wizard());
    if (!owner)
        return false;
    const QString target = QDir::fromNativeSeparators(folder());
    QStringList existing;
    for (const NewCapabilityWizard::Artifact &artifact : NewCapabilityWizard::artifacts(m_result)) {
        if (QFileInfo::exists(QDir(target).filePath(artifact.fileName)))
            existing.append(artifact.fileName);
    }
    if (!existing.isEmpty() && !owner->confirmOverwrite(existing))
        return false;

    QStringList written;
    QString error;
    if (!writeFiles(target, &written, &error)) {
        QMessageBox::warning(this, tr("Cannot write the files"),
                             written.isEmpty() ? tr("Nothing was written. %1").arg(error)
                                               : tr("%1\nAlready written: %2").arg(error, written.join(tr(", "))));
        return false;
    }
    QSettings().setValue(FolderKey, QDir::toNativeSeparators(target));

    const Capability capability = owner->capability();
    const QStringList ids = owner->document()->addCapabilities(
            {capability}, tr("New capability “%1”").arg(capability.slug));
    owner->m_createdId = ids.value(0);
    owner->m_writtenFiles = written;
    return true;
}

} // namespace capstudio
