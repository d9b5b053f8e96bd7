#include "views/designer/designerproblemsmodel.h"

#include "designer/flowlibrary.h"

#include <QApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QStyle>

namespace capstudio {

using flowgate::Value;

DesignerProblemsModel::DesignerProblemsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

DesignerProblemsModel::~DesignerProblemsModel() = default;

void DesignerProblemsModel::setLibrary(designer::FlowLibrary *library)
{
    if (library == m_library)
        return;
    if (m_library)
        disconnect(m_library, nullptr, this, nullptr);
    m_library = library;
    if (m_library) {
        connect(m_library, &designer::FlowLibrary::reloaded, this, &DesignerProblemsModel::reload);
        connect(m_library, &QObject::destroyed, this, [this] { setLibrary(nullptr); });
    }
    reload();
}

void DesignerProblemsModel::reload()
{
    beginResetModel();
    m_rows.clear();
    if (m_library) {
        QSet<QString> loadErrors;
        for (const Diagnostic &error : m_library->report().loaded.loadErrors)
            loadErrors.insert(error.toText());
        const Diagnostics problems = m_library->problems();
        m_rows.reserve(problems.size());
        for (const Diagnostic &problem : problems) {
            Row row;
            row.diagnostic = problem;
            row.kind = loadErrors.contains(problem.toText()) ? Kind::LoadError
                : problem.severity() == Severity::Error      ? Kind::CheckError
                                                             : Kind::Warning;
            row.workflowId = workflowOf(*m_library, problem);
            if (!row.workflowId.isEmpty())
                row.elementId = m_library->elementOf(row.workflowId, problem);
            m_rows.append(row);
        }
    }
    endResetModel();
}

QString DesignerProblemsModel::workflowOf(const designer::FlowLibrary &library, const Diagnostic &diagnostic)
{
    // By name: the first workflow the message names that is loaded.
    static const QRegularExpression named(
        QStringLiteral("(?:workflow|capability|orchestrator) '([^']+)'|at '/workflows/([^/']+)"));
    QRegularExpressionMatchIterator matches = named.globalMatch(diagnostic.message());
    while (matches.hasNext()) {
        const QRegularExpressionMatch match = matches.next();
        const QString id = match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
        if (library.hasWorkflow(id))
            return id;
    }

    // By position: the workflow whose key is written last before the finding's line.
    const SourceLocation &location = diagnostic.location();
    if (location.file.isEmpty() || location.line <= 0)
        return {};
    const QStringList &files = library.report().loaded.files;
    const QStringList absolute = library.files();
    const QString wanted = QFileInfo(location.file).absoluteFilePath();
    int fileIndex = int(files.indexOf(location.file));
    if (fileIndex < 0)
        fileIndex = int(absolute.indexOf(wanted));
    if (fileIndex < 0)
        return {};
    QString best;
    int bestLine = 0;
    for (const Value::Member &workflow : library.config().value(u"workflows").members()) {
        const flowgate::SourcePos pos = workflow.keyPos.isValid() ? workflow.keyPos : workflow.value.pos();
        if (pos.file == fileIndex && pos.line <= location.line && pos.line >= bestLine) {
            bestLine = pos.line;
            best = workflow.key;
        }
    }
    return best;
}

int DesignerProblemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DesignerProblemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DesignerProblemsModel::kindName(Kind kind)
{
    switch (kind) {
    case Kind::LoadError:
        return tr("would not load");
    case Kind::CheckError:
        return tr("`check` would fail");
    case Kind::Warning:
        break;
    }
    return tr("warning");
}

QVariant DesignerProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const Diagnostic &problem = row.diagnostic;
    switch (role) {
    case WorkflowIdRole:
        return row.workflowId;
    case ElementIdRole:
        return row.elementId;
    case SeverityRole:
        return int(problem.severity());
    case KindRole:
        return int(row.kind);
    case RuleIdRole:
        return problem.ruleId();
    case Qt::DecorationRole:
        if (index.column() != SeverityColumn)
            return {};
        return QApplication::style()->standardIcon(problem.severity() == Severity::Error ? QStyle::SP_MessageBoxCritical
                                                   : problem.severity() == Severity::Warning
                                                       ? QStyle::SP_MessageBoxWarning
                                                       : QStyle::SP_MessageBoxInformation);
    case Qt::ToolTipRole:
        if (index.column() == LocationColumn)
            return problem.location().toString();
        return problem.toText();
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case SeverityColumn:
        return problem.severity() == Severity::Error ? tr("error")
            : problem.severity() == Severity::Warning ? tr("warning")
                                                      : tr("info");
    case KindColumn:
        return kindName(row.kind);
    case RuleColumn:
        return problem.ruleId();
    case MessageColumn:
        return problem.message();
    case LocationColumn: {
        const SourceLocation &location = problem.location();
        if (location.file.isEmpty())
            return QString();
        const QString file = QFileInfo(location.file).fileName();
        return location.line > 0 ? QStringLiteral("%1:%2").arg(file).arg(location.line) : file;
    }
    case ElementColumn:
        if (row.workflowId.isEmpty())
            return QString();
        return row.elementId.isEmpty() ? row.workflowId : tr("%1 › %2").arg(row.workflowId, row.elementId);
    default:
        return {};
    }
}

QVariant DesignerProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case KindColumn:
        return tr("Effect");
    case RuleColumn:
        return tr("Rule");
    case MessageColumn:
        return tr("Message");
    case LocationColumn:
        return tr("Location");
    case ElementColumn:
        return tr("Element");
    default:
        return {};
    }
}

int DesignerProblemsModel::errorCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(),
                             [](const Row &row) { return row.diagnostic.severity() == Severity::Error; }));
}

int DesignerProblemsModel::warningCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(),
                             [](const Row &row) { return row.diagnostic.severity() == Severity::Warning; }));
}

} // namespace capstudio
