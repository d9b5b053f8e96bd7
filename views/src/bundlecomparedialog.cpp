#include "views/bundlecomparedialog.h"

#include "core/tone.h"
#include "provenance/bundle.h"
#include "provenance/leakrules.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace capstudio {

using provenance::Bundle;
using provenance::CallPairing;
using provenance::FieldDifference;
using provenance::MessagePairing;

namespace {

// Columns of both trees.
enum Column { WhatColumn, AColumn, BColumn, ColumnCount };
constexpr int SideRole = Qt::UserRole + 1;  // int: which side a row only has (-1: both)
constexpr int IndexARole = Qt::UserRole + 2; // int: message or call index in A, -1 when none
constexpr int IndexBRole = Qt::UserRole + 3;
constexpr int DifferentRole = Qt::UserRole + 4; // bool: the row is, or holds, a difference

QString kindText(FieldDifference::Kind kind)
{
    switch (kind) {
    case FieldDifference::Kind::Changed:
        return BundleCompareDialog::tr("changed");
    case FieldDifference::Kind::OnlyInA:
        return BundleCompareDialog::tr("only in A");
    case FieldDifference::Kind::OnlyInB:
        return BundleCompareDialog::tr("only in B");
    case FieldDifference::Kind::Redaction:
        return BundleCompareDialog::tr("redaction leak");
    }
    return {};
}

void paint(QTreeWidgetItem *item, Tone tone)
{
    for (int column = 0; column < ColumnCount; ++column)
        item->setForeground(column, toneColor(tone));
}

} // namespace

BundleCompareDialog::BundleCompareDialog(std::shared_ptr<const Bundle> a, const QString &titleA,
                                         std::shared_ptr<const Bundle> b, const QString &titleB, QWidget *parent)
    : QDialog(parent)
    , m_a(std::move(a))
    , m_b(std::move(b))
    , m_summary(new QLabel(this))
    , m_differencesOnly(new QCheckBox(tr("&Differences only"), this))
    , m_tabs(new QTabWidget(this))
    , m_messages(new QTreeWidget(this))
    , m_calls(new QTreeWidget(this))
{
    setWindowTitle(tr("Compare %1 with %2").arg(titleA, titleB));
    QApplication::setOverrideCursor(Qt::WaitCursor);
    m_comparison = provenance::BundleComparison::compare(*m_a, *m_b);
    QApplication::restoreOverrideCursor();

    const QLocale locale;
    QString text = tr("<b>A</b> %1 (%2 messages, %3 calls) &nbsp; <b>B</b> %4 (%5 messages, %6 calls)")
                       .arg(titleA.toHtmlEscaped(), locale.toString(qlonglong(m_a->messages().size())),
                            locale.toString(qlonglong(m_a->calls().size())), titleB.toHtmlEscaped(),
                            locale.toString(qlonglong(m_b->messages().size())),
                            locale.toString(qlonglong(m_b->calls().size())));
    text += QStringLiteral("<br>");
    text += m_comparison.sameConversation() ? tr("The same conversation: messages aligned by id.")
                                            : tr("Two conversations: messages aligned by role and capability.");
    text += QLatin1Char(' ');
    if (m_comparison.isEqual()) {
        text += tr("No differences.");
    } else {
        text += tr("%n difference(s)", nullptr, m_comparison.differenceCount());
        if (m_comparison.redactionCount() > 0)
            text += QStringLiteral(", <b style='color:%1'>%2</b>")
                        .arg(toneColor(Tone::Negative).name(),
                             tr("%n value(s) masked on one side and plain on the other", nullptr,
                                m_comparison.redactionCount()));
        text += QLatin1Char('.');
    }
    m_summary->setText(text);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    for (QTreeWidget *tree : {m_messages, m_calls}) {
        tree->setColumnCount(ColumnCount);
        tree->setUniformRowHeights(true);
        tree->setAlternatingRowColors(true);
        tree->header()->setStretchLastSection(true);
        tree->header()->resizeSection(WhatColumn, fontMetrics().averageCharWidth() * 50);
        tree->header()->resizeSection(AColumn, fontMetrics().averageCharWidth() * 56);
        connect(tree, &QTreeWidget::itemActivated, this, [this, tree](QTreeWidgetItem *item, int column) {
            while (item->parent())
                item = item->parent();
            const int a = item->data(0, IndexARole).toInt();
            const int b = item->data(0, IndexBRole).toInt();
            const Side side = (column == BColumn && b >= 0) || a < 0 ? B : A;
            const int index = side == A ? a : b;
            if (index < 0)
                return;
            if (tree == m_messages)
                emit messageRequested(side, index);
            else
                emit callRequested(side, index);
        });
    }
    m_messages->setHeaderLabels({tr("Message / field"), tr("A"), tr("B")});
    m_calls->setHeaderLabels({tr("Call / field"), tr("A"), tr("B")});
    m_messages->setAccessibleName(tr("Messages side by side"));
    m_calls->setAccessibleName(tr("Capability calls side by side"));
    fillMessages();
    fillCalls();
    m_tabs->addTab(m_messages, tr("Messages (%1)").arg(locale.toString(qlonglong(m_comparison.messages().size()))));
    m_tabs->addTab(m_calls, tr("Capability Calls (%1)").arg(locale.toString(qlonglong(m_comparison.calls().size()))));

    m_differencesOnly->setToolTip(tr("Hide the messages and calls that are the same on both sides"));
    connect(m_differencesOnly, &QCheckBox::toggled, this, &BundleCompareDialog::applyFilter);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_differencesOnly);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(fontMetrics().averageCharWidth() * 190, fontMetrics().height() * 40);
}

BundleCompareDialog::~BundleCompareDialog() = default;

QString BundleCompareDialog::messageText(const Bundle &bundle, int index) const
{
    const provenance::MessageSummary &message = bundle.messages()[std::size_t(index)];
    QString text = tr("#%1 %2").arg(index + 1).arg(provenance::roleTitle(message.role));
    if (message.slug >= 0)
        text += QStringLiteral(" · ") + bundle.slugAt(message.slug);
    QString content = bundle.content(index, 80).simplified();
    if (!content.isEmpty())
        text += QStringLiteral(": ") + provenance::LeakRules::maskLeaks(content);
    return text;
}

QString BundleCompareDialog::callText(const Bundle &bundle, int index) const
{
    const provenance::CallSummary &call = bundle.calls()[std::size_t(index)];
    QString text = tr("%1 %2 · message #%3 · %4 ms")
                       .arg(call.success ? QStringLiteral("✓") : QStringLiteral("✗"), bundle.slugAt(call.slug))
                       .arg(call.message + 1)
                       .arg(call.latencyMs);
    if (!call.success && !call.errorCode.isEmpty())
        text += QStringLiteral(" · ") + call.errorCode;
    return text;
}

void BundleCompareDialog::addDifferences(QTreeWidgetItem *parent, const QList<FieldDifference> &differences)
{
    for (const FieldDifference &difference : differences) {
        const QString where = difference.pointer.isEmpty() ? difference.field : difference.field + difference.pointer;
        auto *item = new QTreeWidgetItem(parent, {tr("%1 (%2)").arg(where, kindText(difference.kind)), difference.a,
                                                  difference.b});
        item->setData(0, DifferentRole, true);
        item->setToolTip(AColumn, difference.a);
        item->setToolTip(BColumn, difference.b);
        switch (difference.kind) {
        case FieldDifference::Kind::Redaction:
            paint(item, Tone::Negative);
            item->setToolTip(0, difference.maskedInA ? tr("A holds the masked value; B holds it unmasked (a leak).")
                                                     : tr("B holds the masked value; A holds it unmasked (a leak)."));
            break;
        case FieldDifference::Kind::OnlyInA:
        case FieldDifference::Kind::OnlyInB:
        case FieldDifference::Kind::Changed:
            paint(item, Tone::Neutral);
            break;
        }
    }
}

QTreeWidgetItem *BundleCompareDialog::addPair(QTreeWidget *tree, int a, int b, const QString &textA, const QString &textB,
                                             const QList<FieldDifference> &differences)
{
    auto *item = new QTreeWidgetItem(tree);
    item->setData(0, IndexARole, a);
    item->setData(0, IndexBRole, b);
    item->setText(AColumn, textA);
    item->setText(BColumn, textB);
    item->setToolTip(AColumn, textA);
    item->setToolTip(BColumn, textB);
    item->setData(0, DifferentRole, a < 0 || b < 0 || !differences.isEmpty());
    addDifferences(item, differences);
    item->setExpanded(!differences.isEmpty() && differences.size() <= 8);
    return item;
}

void BundleCompareDialog::fillMessages()
{
    for (const MessagePairing &pair : m_comparison.messages()) {
        QTreeWidgetItem *item = addPair(m_messages, pair.a, pair.b, pair.a >= 0 ? messageText(*m_a, pair.a) : QString(),
                                        pair.b >= 0 ? messageText(*m_b, pair.b) : QString(), pair.differences);
        if (pair.a < 0) {
            item->setText(WhatColumn, tr("only in B"));
            paint(item, Tone::Positive);
        } else if (pair.b < 0) {
            item->setText(WhatColumn, tr("only in A"));
            paint(item, Tone::Negative);
        } else if (pair.differences.isEmpty()) {
            item->setText(WhatColumn, tr("same"));
            item->setForeground(WhatColumn, toneColor(Tone::Muted));
        } else {
            item->setText(WhatColumn, tr("%n difference(s)", nullptr, int(pair.differences.size())));
            item->setForeground(WhatColumn, toneColor(Tone::Neutral));
        }
    }
}

void BundleCompareDialog::fillCalls()
{
    for (const CallPairing &pair : m_comparison.calls()) {
        QTreeWidgetItem *item = addPair(m_calls, pair.a, pair.b, pair.a >= 0 ? callText(*m_a, pair.a) : QString(),
                                        pair.b >= 0 ? callText(*m_b, pair.b) : QString(), pair.differences);
        QString what;
        if (pair.a < 0) {
            what = tr("%1: only in B").arg(pair.slug);
            paint(item, Tone::Positive);
        } else if (pair.b < 0) {
            what = tr("%1: only in A").arg(pair.slug);
            paint(item, Tone::Negative);
        } else {
            what = pair.alignedBy == CallPairing::Alignment::ToolCallId
                       ? tr("%1 (tool call %2)").arg(pair.slug, pair.toolCallId)
                       : tr("%1 (by slug and order)").arg(pair.slug);
            if (!pair.differences.isEmpty())
                item->setForeground(WhatColumn, toneColor(Tone::Neutral));
        }
        item->setText(WhatColumn, what);
        item->setToolTip(WhatColumn, what);
    }
}

void BundleCompareDialog::applyFilter()
{
    const bool only = m_differencesOnly->isChecked();
    for (QTreeWidget *tree : {m_messages, m_calls}) {
        for (int row = 0; row < tree->topLevelItemCount(); ++row) {
            QTreeWidgetItem *item = tree->topLevelItem(row);
            item->setHidden(only && !item->data(0, DifferentRole).toBool());
        }
    }
}

} // namespace capstudio
