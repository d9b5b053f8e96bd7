#include "executoroutcomeeditor.h"

#include "simulatortemplates.h"
#include "views/tonestyle.h"

#include <views/jsoneditor.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace capstudio {

using flowgate::ExecutorOutcome;
using flowgate::Value;

ExecutorOutcomeEditor::ExecutorOutcomeEditor(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("simulatorExecutorHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::RichText);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_output = new JsonEditor(this);
    m_output->setObjectName(QStringLiteral("simulatorExecutorOutput"));
    m_output->setTabChangesFocus(true);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("simulatorExecutorError"));
    m_error->setWordWrap(true);
    setTextTone(m_error, Tone::Negative);
    m_error->hide();
    auto *failRow = new QHBoxLayout;
    m_fail = new QCheckBox(tr("&Fail the executor"), this);
    m_fail->setObjectName(QStringLiteral("simulatorExecutorFail"));
    m_message = new QLineEdit(this);
    m_message->setObjectName(QStringLiteral("simulatorExecutorMessage"));
    m_message->setPlaceholderText(tr("error message, e.g. HTTP 503 from api"));
    m_message->setEnabled(false);
    failRow->addWidget(m_fail);
    failRow->addWidget(m_message, 1);
    layout->addWidget(m_title);
    layout->addWidget(m_hint);
    layout->addWidget(m_output, 1);
    layout->addWidget(m_error);
    layout->addLayout(failRow);

    connect(m_output, &JsonEditor::syntaxChanged, this, &ExecutorOutcomeEditor::updateState);
    connect(m_fail, &QCheckBox::toggled, this, [this](bool failing) {
        m_message->setEnabled(failing);
        if (failing)
            m_message->setFocus();
        updateState();
    });
}

void ExecutorOutcomeEditor::setExecutor(const QString &title, const Value &executor, const Value &config,
                                        const Value &outputMapping)
{
    const SimulatorTemplates::ExecutorTemplate shape = SimulatorTemplates::executorOutput(executor, config, outputMapping);
    setTitle(title);
    m_hint->setText(shape.hint);
    m_hint->setVisible(!shape.hint.isEmpty());
    m_output->setJsonText(SimulatorTemplates::pretty(shape.output));
    m_canFail = shape.canFail;
    m_fail->setChecked(false);
    m_fail->setEnabled(m_canFail);
    m_fail->setToolTip(m_canFail ? tr("Simulate the executor failing: the transition fails with EXECUTOR_FAILED "
                                      "(CHAIN_FAILED on a chain hop) and nothing is written.")
                                 : tr("A noop executor never fails."));
    m_message->clear();
    updateState();
}

void ExecutorOutcomeEditor::setTitle(const QString &title)
{
    m_title->setText(title);
}

bool ExecutorOutcomeEditor::isValid() const
{
    if (m_fail->isChecked())
        return true;
    return m_output->isSyntaxValid();
}

ExecutorOutcome ExecutorOutcomeEditor::outcome() const
{
    if (m_fail->isChecked())
        return ExecutorOutcome::failure(m_message->text().isEmpty() ? tr("executor failed") : m_message->text());
    if (!m_output->isSyntaxValid())
        return ExecutorOutcome();
    return ExecutorOutcome::success(Value::fromJson(m_output->value()));
}

QString ExecutorOutcomeEditor::syntaxErrorText() const
{
    return syntaxErrorText(m_output);
}

QString ExecutorOutcomeEditor::syntaxErrorText(const JsonEditor *editor)
{
    const std::optional<Diagnostic> &error = editor->syntaxError();
    if (!error)
        return QString();
    const SourceLocation &at = error->location();
    return tr("line %1, column %2: %3").arg(at.line).arg(at.column).arg(error->message());
}

void ExecutorOutcomeEditor::reparseNow()
{
    m_output->reparseNow();
    updateState();
}

QString ExecutorOutcomeEditor::outputText() const
{
    return m_output->toPlainText();
}

void ExecutorOutcomeEditor::setOutputText(const QString &text)
{
    m_output->setPlainText(text);
}

void ExecutorOutcomeEditor::updateState()
{
    m_output->setEnabled(!m_fail->isChecked());
    const QString error = m_fail->isChecked() ? QString() : syntaxErrorText();
    m_error->setText(error.isEmpty() ? QString() : tr("Output: %1").arg(error));
    m_error->setVisible(!error.isEmpty());
    const bool valid = isValid();
    if (valid != m_lastValid) {
        m_lastValid = valid;
        emit validityChanged(valid);
    }
}

} // namespace capstudio
