#pragma once

#include "provenance/bundlecomparison.h"

#include <QDialog>
#include <memory>

class QCheckBox;
class QLabel;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace capstudio {

namespace provenance {
class Bundle;
}

// Two bundles (or two conversations) side by side: their messages aligned (by id for the same
// conversation, else by role and capability), their capability calls aligned (by tool-call
// id, else by slug and order), and every difference of an aligned pair under it — arguments
// and result previews by JSON pointer, success, error code, latency, cost, version pins. A
// masked value against its unmasked twin is a redaction finding, shown as such; the unmasked
// value is never quoted. Double-clicking a row shows that message or call in its bundle.
class BundleCompareDialog : public QDialog
{
    Q_OBJECT

public:
    enum Side { A, B };

    BundleCompareDialog(std::shared_ptr<const provenance::Bundle> a, const QString &titleA,
                        std::shared_ptr<const provenance::Bundle> b, const QString &titleB, QWidget *parent = nullptr);
    ~BundleCompareDialog() override;

    const provenance::BundleComparison &comparison() const { return m_comparison; }
    QTreeWidget *messagesView() const { return m_messages; }
    QTreeWidget *callsView() const { return m_calls; }
    QCheckBox *differencesOnly() const { return m_differencesOnly; }
    QLabel *summary() const { return m_summary; }

signals:
    // Show message or call `index` of side A or B.
    void messageRequested(capstudio::BundleCompareDialog::Side side, int message);
    void callRequested(capstudio::BundleCompareDialog::Side side, int call);

private:
    // A row for one pairing (indexes -1 on the side that lacks it), its differences under it.
    QTreeWidgetItem *addPair(QTreeWidget *tree, int a, int b, const QString &textA, const QString &textB,
                             const QList<provenance::FieldDifference> &differences);
    void fillMessages();
    void fillCalls();
    void addDifferences(QTreeWidgetItem *parent, const QList<provenance::FieldDifference> &differences);
    void applyFilter();
    QString messageText(const provenance::Bundle &bundle, int index) const;
    QString callText(const provenance::Bundle &bundle, int index) const;

    std::shared_ptr<const provenance::Bundle> m_a;
    std::shared_ptr<const provenance::Bundle> m_b;
    provenance::BundleComparison m_comparison;
    QLabel *m_summary;
    QCheckBox *m_differencesOnly;
    QTabWidget *m_tabs;
    QTreeWidget *m_messages;
    QTreeWidget *m_calls;
};

} // namespace capstudio
