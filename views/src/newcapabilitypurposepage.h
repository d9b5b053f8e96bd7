#pragma once

#include <QWizardPage>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace capstudio {

class CatalogDocument;

// Page 1 of NewCapabilityWizard, "What should it do?": name, slug (follows the name until
// edited), description, category, execution type and, for api/webhook, the endpoint URL.
// Complete when the create API would accept these fields and the slug is free.
class NewCapabilityPurposePage : public QWizardPage
{
    Q_OBJECT

public:
    explicit NewCapabilityPurposePage(CatalogDocument *document, QWidget *parent = nullptr);

    QString name() const;
    QString slug() const;
    QString description() const;
    QString category() const;
    QString executionType() const;
    QString handlerUrl() const;

    // "Look Up Order" -> look_up_order: lower case ASCII, other runs become one '_', at most
    // CapabilityRules::MaxSlugLength characters.
    static QString slugFromName(const QString &name);

    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override;

private:
    // The first thing that keeps the page from being complete, in words; empty when none.
    QString problem() const;
    void updateState();

    CatalogDocument *m_document;
    QLineEdit *m_name;
    QLineEdit *m_slug;
    QPlainTextEdit *m_description;
    QComboBox *m_category;
    QComboBox *m_executionType;
    QLabel *m_handlerLabel;
    QLineEdit *m_handler;
    QLabel *m_problem;
    bool m_slugEdited = false;
};

} // namespace capstudio
