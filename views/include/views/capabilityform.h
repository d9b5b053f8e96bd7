#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;

namespace capstudio {

class CatalogDocument;
class JsonEditor;
class ParametersEditor;

// Every field of one capability. Edits go to the document as undoable commands the
// moment they are made; the form follows the document (undo, redo, other views). Fields
// Sunrise refuses to change on a system capability are read-only, with the reason.
class CapabilityForm : public QWidget
{
    Q_OBJECT

public:
    explicit CapabilityForm(CatalogDocument *document, QWidget *parent = nullptr);

    // The capability shown (empty: none).
    void setCapabilityId(const QString &id);
    QString capabilityId() const { return m_id; }
    // Moves the focus to the widget of a JSON key, and inside JSON fields to the pointer.
    void focusField(const QString &pointer);

signals:
    void editRefused(const QString &reason);

private:
    void buildLayout();
    void refresh();
    void edit(const QString &key, const QJsonValue &value);
    void updateHandlerCheck();
    void editParameters(const QJsonObject &parameters);

    CatalogDocument *m_document;
    QString m_id;
    bool m_refreshing = false;

    QLabel *m_title;
    QLabel *m_systemNote;
    QLineEdit *m_name;
    QLineEdit *m_slug;
    QPlainTextEdit *m_description;
    QComboBox *m_category;
    QComboBox *m_executionType;
    QLabel *m_handlerLabel;
    QLineEdit *m_handler;
    QLabel *m_handlerCheck;
    QCheckBox *m_requiresApproval;
    QSpinBox *m_approvalTimeout;
    QSpinBox *m_rateLimit;
    QCheckBox *m_idempotent;
    QLabel *m_idempotentWarning;
    QCheckBox *m_active;
    QLabel *m_quarantine;
    JsonEditor *m_functionDefinition;
    ParametersEditor *m_parameters;
    QTabWidget *m_definitionTabs;
    JsonEditor *m_executionConfig;
    JsonEditor *m_metadata;
    QLabel *m_problems;
};

} // namespace capstudio
