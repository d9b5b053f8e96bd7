#pragma once

#include <flowgate/simulationtypes.h>

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QTabWidget;

namespace capstudio {

class JsonEditor;

// What a simulated run starts with: the start input (JSON, prefilled from the workflow) and
// the settings of the submitting principal — the "human" role, other roles, permissions,
// acknowledged guidance and script subjects, the instance id ($.workflow.id) and whether to
// start despite undefined lexicon subjects.
class SimulatorStartForm : public QWidget
{
    Q_OBJECT

public:
    explicit SimulatorStartForm(QWidget *parent = nullptr);

    // Prefills the input from a workflow definition (SimulatorTemplates::startInput) unless
    // the person has edited it since the last prefill; `force` prefills anyway.
    void prefill(const flowgate::Value &definition, bool force);

    bool isInputValid() const;
    // The start input; Null when the text does not parse.
    flowgate::Value input() const;
    void setInput(const flowgate::Value &input);
    // "line 1, column 9: …" when the input does not parse.
    QString inputError() const;
    void reparseNow();

    flowgate::SimulationSettings settings() const;
    void setSettings(const flowgate::SimulationSettings &settings);

    JsonEditor *inputEditor() const { return m_input; }

signals:
    void inputValidityChanged(bool valid);
    void settingsChanged();

private:
    QWidget *buildSettings();
    void updateInputState();

    QTabWidget *m_tabs = nullptr;
    JsonEditor *m_input = nullptr;
    QLabel *m_inputHint = nullptr;
    QLabel *m_inputError = nullptr;
    QCheckBox *m_human = nullptr;
    QLineEdit *m_roles = nullptr;
    QLineEdit *m_permissions = nullptr;
    QLineEdit *m_guidance = nullptr;
    QLineEdit *m_scripts = nullptr;
    QLineEdit *m_principal = nullptr;
    QLineEdit *m_instanceId = nullptr;
    QCheckBox *m_allowPending = nullptr;
    QString m_prefilledText;
    bool m_lastValid = true;
};

} // namespace capstudio
