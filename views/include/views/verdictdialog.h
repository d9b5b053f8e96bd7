#pragma once

#include "provenance/review.h"

#include <QDialog>
#include <optional>
#include <utility>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace capstudio {

// Asks for a verdict on findings: confirmed leak, false positive or accepted risk, a note,
// who judges, and the Ed25519 key that signs it (a key file; Create Key… makes one). The
// reviewer and the key's path are remembered; the key is loaded when the dialog is accepted,
// and a key that cannot be loaded keeps the dialog open saying why.
class VerdictDialog : public QDialog
{
    Q_OBJECT

public:
    // `what`: the findings judged, in words ("3 findings in 2 conversations").
    explicit VerdictDialog(const QString &what, QWidget *parent = nullptr);
    ~VerdictDialog() override;

    provenance::Verdict verdict() const;
    QString note() const;
    QString reviewer() const;
    QString keyPath() const;
    // The loaded key, once accepted (taken once).
    std::optional<provenance::SigningKey> takeKey() { return std::exchange(m_key, std::nullopt); }

    QComboBox *verdictChoice() const { return m_verdict; }
    QPlainTextEdit *noteEdit() const { return m_note; }
    QLineEdit *reviewerEdit() const { return m_reviewer; }
    QLineEdit *keyEdit() const { return m_keyPath; }
    QLabel *errorLabel() const { return m_error; }

    void accept() override;

private:
    void createKey();
    void updateButtons();

    QComboBox *m_verdict;
    QPlainTextEdit *m_note;
    QLineEdit *m_reviewer;
    QLineEdit *m_keyPath;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
    std::optional<provenance::SigningKey> m_key;
};

} // namespace capstudio
