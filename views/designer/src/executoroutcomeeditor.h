#pragma once

#include <flowgate/simulationtypes.h>

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace capstudio {

class JsonEditor;

// What an executor handed back, as the simulator asks for it: a JSON editor for the output
// (prefilled from SimulatorTemplates::executorOutput, with its hint) or "Fail the executor"
// with a message. A parse error of the output is shown with its line and column.
class ExecutorOutcomeEditor : public QWidget
{
    Q_OBJECT

public:
    explicit ExecutorOutcomeEditor(QWidget *parent = nullptr);

    // Prefills for `executor` (its definition); `outputMapping` is the `output:` the result
    // feeds. `title` heads the editor ("Executor output — rest").
    void setExecutor(const QString &title, const flowgate::Value &executor, const flowgate::Value &config,
                     const flowgate::Value &outputMapping);
    // Keeps the current output text but updates the heading.
    void setTitle(const QString &title);

    // Valid when failing (with any message) or when the output text parses.
    bool isValid() const;
    // The outcome to hand to the simulator; Unspecified when invalid.
    flowgate::ExecutorOutcome outcome() const;
    // "line 2, column 5: …" when the output text does not parse, else empty.
    QString syntaxErrorText() const;
    // The same for any JSON editor.
    static QString syntaxErrorText(const JsonEditor *editor);
    // Parses the output text now instead of after the editor's pause.
    void reparseNow();

    JsonEditor *outputEditor() const { return m_output; }
    QString outputText() const;
    void setOutputText(const QString &text);

signals:
    void validityChanged(bool valid);

private:
    void updateState();

    QLabel *m_title = nullptr;
    QLabel *m_hint = nullptr;
    JsonEditor *m_output = nullptr;
    QLabel *m_error = nullptr;
    QCheckBox *m_fail = nullptr;
    QLineEdit *m_message = nullptr;
    bool m_canFail = true;
    bool m_lastValid = true;
};

} // namespace capstudio
