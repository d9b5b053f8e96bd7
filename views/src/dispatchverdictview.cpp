#include "dispatchverdictview.h"

#include "catalog/dispatchstepmodel.h"
#include "views/tonestyle.h"

#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

namespace capstudio {

namespace {

// A colour for rich text, on the application's palette.
QString hex(Tone tone)
{
    return toneColor(tone).name();
}

QString outcomeColor(StepOutcome outcome)
{
    switch (outcome) {
    case StepOutcome::Stopped: return hex(Tone::Negative);
    case StepOutcome::Caution: return hex(Tone::Neutral);
    case StepOutcome::Passed: return hex(Tone::Positive);
    case StepOutcome::NotReached:
    case StepOutcome::NotApplicable: return hex(Tone::Muted);
    }
    return QString();
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

} // namespace

DispatchVerdictView::DispatchVerdictView(QWidget *parent)
    : QWidget(parent)
{
    m_model = new DispatchStepModel(this);

    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setTextFormat(Qt::PlainText);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_headline->setFont(big);

    m_changed = new QLabel(this);
    m_changed->setObjectName(QStringLiteral("changedNote"));
    m_changed->setTextFormat(Qt::PlainText);
    m_changed->setWordWrap(true);
    m_changed->hide();

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("stepTable"));
    m_table->setAccessibleName(tr("Pipeline steps"));
    m_table->setTabKeyNavigation(false);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(true);
    // Wide enough for every step number, check and outcome, and the usual codes.
    const QFontMetrics metrics = m_table->fontMetrics();
    const auto widest = [&metrics](const QStringList &texts) {
        int width = 0;
        for (const QString &text : texts)
            width = std::max(width, metrics.horizontalAdvance(text));
        return width + 2 * metrics.averageCharWidth() + 8;
    };
    QStringList numbers;
    QStringList titles;
    for (int step = int(DispatchStep::Advertised); step <= int(DispatchStep::CostLog); ++step) {
        numbers.append(DispatchStepResult::number(DispatchStep(step)));
        titles.append(DispatchStepResult::title(DispatchStep(step)));
    }
    QStringList outcomes;
    for (int outcome = int(StepOutcome::Passed); outcome <= int(StepOutcome::NotApplicable); ++outcome)
        outcomes.append(DispatchStepModel::outcomeText(StepOutcome(outcome)));
    header->resizeSection(DispatchStepModel::StepColumn, widest(numbers << tr("Step")));
    header->resizeSection(DispatchStepModel::CheckColumn, widest(titles));
    header->resizeSection(DispatchStepModel::OutcomeColumn, widest(outcomes));
    header->resizeSection(DispatchStepModel::CodeColumn, widest({QStringLiteral("capability_quarantined")}));

    m_detail = new QTextBrowser(this);
    m_detail->setObjectName(QStringLiteral("stepDetail"));
    m_detail->setAccessibleName(tr("Step detail"));
    m_detail->setOpenLinks(false);
    m_detail->setOpenExternalLinks(false);
    connect(m_detail, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        const QModelIndex current = m_table->currentIndex();
        if (url.scheme() == QStringLiteral("ptr") && current.isValid())
            emit pointerActivated(DispatchStep(current.data(DispatchStepModel::StepRole).toInt()),
                                  QUrl::fromPercentEncoding(url.path(QUrl::FullyEncoded).toUtf8()));
    });

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("verdictSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_headline);
    layout->addWidget(m_changed);
    layout->addWidget(m_splitter, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        if (!m_selecting)
            m_picked = true;
        showCurrent();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] { showCurrent(); });
}

void DispatchVerdictView::setVerdict(const DispatchVerdict &verdict)
{
    // Follow the deciding step, unless the admin picked one to look at.
    const QModelIndex current = m_table->currentIndex();
    const int step = current.isValid() ? current.data(DispatchStepModel::StepRole).toInt() : -1;
    const bool picked = m_picked && current.isValid();
    m_selecting = true;
    m_model->setVerdict(verdict);

    const DispatchStepResult *stopped = verdict.stoppedAt();
    int cautions = 0;
    for (const DispatchStepResult &result : verdict.steps)
        cautions += result.outcome == StepOutcome::Caution ? 1 : 0;
    QString text = verdict.summary();
    if (cautions > 0)
        text += tr(" (%n caution(s))", nullptr, cautions);
    m_headline->setText(text);
    setTextTone(m_headline, stopped ? Tone::Negative : Tone::Positive);
    m_headline->setToolTip(stopped ? tr("Sunrise would return %1 and not run the handler.").arg(stopped->errorCode)
                                   : tr("Every check passes: the handler would run."));

    int row = picked || !stopped ? m_model->rowOf(DispatchStep(step)) : m_model->rowOf(stopped->step);
    if (row < 0 && m_model->rowCount() > 0)
        row = 0;
    if (row >= 0)
        m_table->setCurrentIndex(m_model->index(row, 0));
    m_selecting = false;
    showCurrent();
    updateChangedNote();
}

void DispatchVerdictView::setSaved(const DispatchVerdict &saved, const QDateTime &savedAt, const QString &name,
                                   bool scenarioEdited)
{
    m_hasSaved = true;
    m_saved = saved;
    m_savedAt = savedAt;
    m_savedName = name;
    m_scenarioEdited = scenarioEdited;
    m_model->setPrevious(saved);
    updateChangedNote();
}

void DispatchVerdictView::clearSaved()
{
    m_hasSaved = false;
    m_model->clearPrevious();
    updateChangedNote();
}

void DispatchVerdictView::updateChangedNote()
{
    if (!m_hasSaved) {
        m_changed->hide();
        return;
    }
    const QString date = QLocale().toString(m_savedAt.toLocalTime(), QLocale::ShortFormat);
    const QString edited = m_scenarioEdited ? tr(" The scenario has unsaved edits.") : QString();
    if (m_model->changes().isEmpty()) {
        m_changed->setText(tr("Same verdict as when saved on %1.").arg(date) + edited);
        m_changed->setStyleSheet(QStringLiteral("QLabel { padding: 4px; }"));
        setTextTone(m_changed, Tone::Positive);
    } else {
        m_changed->setText(tr("Verdict changed since saved on %1: was “%2”.").arg(date, m_saved.summary()) + edited);
        clearTextTone(m_changed);
        setBannerTone(m_changed, Tone::Neutral);
    }
    m_changed->show();
}

void DispatchVerdictView::selectStep(DispatchStep step)
{
    const int row = m_model->rowOf(step);
    if (row >= 0)
        m_table->setCurrentIndex(m_model->index(row, 0));
    m_picked = row >= 0;
}

void DispatchVerdictView::showCurrent()
{
    const QModelIndex current = m_table->currentIndex();
    const DispatchStepResult *result = current.isValid() ? m_model->stepAt(current.row()) : nullptr;
    if (!result) {
        m_detail->clear();
        return;
    }
    const VerdictChange *change = nullptr;
    for (const VerdictChange &candidate : m_model->changes()) {
        if (candidate.step == result->step)
            change = &candidate;
    }
    m_detail->setHtml(detailHtml(*result, change));
}

QString DispatchVerdictView::detailHtml(const DispatchStepResult &result, const VerdictChange *change)
{
    QString html;
    html += QStringLiteral("<p><b>%1 %2</b> — <b style='color:%3'>%4</b></p>")
                .arg(escaped(DispatchStepResult::number(result.step)), escaped(DispatchStepResult::title(result.step)),
                     outcomeColor(result.outcome), escaped(DispatchStepModel::outcomeText(result.outcome)));
    if (!result.errorCode.isEmpty()) {
        html += tr("<p>Sunrise returns <code>%1</code>%2</p>")
                    .arg(escaped(result.errorCode),
                         result.skipFollowup ? tr(" and the chat turn ends without a follow-up answer (skipFollowup).")
                                             : tr("."));
    }
    if (!result.message.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(escaped(result.message));
    if (change) {
        const QString before = change->codeBefore.isEmpty()
                                   ? DispatchStepModel::outcomeText(change->before)
                                   : tr("%1 %2").arg(DispatchStepModel::outcomeText(change->before), change->codeBefore);
        html += QStringLiteral("<p style='background-color:%1'>&nbsp;%2&nbsp;</p>")
                    .arg(toneBackground(Tone::Neutral, QGuiApplication::palette()).name(),
                         escaped(tr("Changed since saved. Was: %1").arg(before)));
    }
    if (!result.facts.isEmpty()) {
        html += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
        for (const DispatchFact &fact : result.facts) {
            html += QStringLiteral("<tr><td style='color:%3; padding-right:12px'>%1</td><td>%2</td></tr>")
                        .arg(escaped(fact.label), escaped(fact.value), hex(Tone::Muted));
        }
        html += QStringLiteral("</table>");
    }
    if (!result.notes.isEmpty()) {
        html += tr("<p><b>Notes</b></p>") + QStringLiteral("<ul>");
        for (const QString &note : result.notes)
            html += QStringLiteral("<li>%1</li>").arg(escaped(note));
        html += QStringLiteral("</ul>");
    }
    if (!result.diagnostics.isEmpty()) {
        html += tr("<p><b>Diagnostics</b></p>") + QStringLiteral("<ul>");
        for (const Diagnostic &diagnostic : result.diagnostics) {
            const SourceLocation &location = diagnostic.location();
            QString where;
            if (location.hasPointer) {
                const QString shown = location.jsonPointer.isEmpty() ? tr("(whole value)") : location.jsonPointer;
                where = QStringLiteral("<a href='ptr:%1'><code>%2</code></a>: ")
                            .arg(QString::fromLatin1(QUrl::toPercentEncoding(location.jsonPointer)), escaped(shown));
            } else if (!location.toString().isEmpty()) {
                where = QStringLiteral("<code>%1</code>: ").arg(escaped(location.toString()));
            }
            const QString color = diagnostic.severity() == Severity::Error     ? hex(Tone::Negative)
                                  : diagnostic.severity() == Severity::Warning ? hex(Tone::Neutral)
                                                                               : hex(Tone::Muted);
            html += QStringLiteral("<li><span style='color:%1'>%2</span> %3%4 <span style='color:%6'>[%5]</span>"
                                   "</li>")
                        .arg(color, escaped(severityName(diagnostic.severity())), where,
                             escaped(diagnostic.message()), escaped(diagnostic.ruleId()), hex(Tone::Muted));
        }
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace capstudio
