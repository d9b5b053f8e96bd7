#include "mergedialog.h"

#include <flowgate/configvalidation.h>
#include <flowgate/sourcedocument.h>
#include <flowgate/yamlreader.h>

#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

namespace capstudio {

using flowgate::SemanticMerge;
using Choice = MergeConflictsModel::Choice;
using Settlement = MergeConflictsModel::Settlement;

namespace {

enum Side { BaseSide, OursSide, TheirsSide };

const Choice SideChoices[3] = {Choice::Base, Choice::Ours, Choice::Theirs};

bool sideAbsent(const SemanticMerge::Conflict &conflict, Side side)
{
    return side == BaseSide ? conflict.baseAbsent : side == OursSide ? conflict.oursAbsent : conflict.theirsAbsent;
}

const flowgate::Value &sideValue(const SemanticMerge::Conflict &conflict, Side side)
{
    return side == BaseSide ? conflict.base : side == OursSide ? conflict.ours : conflict.theirs;
}

QString sideText(const SemanticMerge::Conflict &conflict, Side side)
{
    return sideAbsent(conflict, side) ? QString() : QString::fromUtf8(flowgate::SourceDocument::render(sideValue(conflict, side)));
}

bool readFile(const QString &path, QByteArray *text, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = MergeDialog::tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    *text = file.readAll();
    return true;
}

// One settlement of one conflict. Consecutive edits of the same conflict's text are one step.
class SettleCommand : public QUndoCommand
{
public:
    SettleCommand(std::function<void(int, const Settlement &)> apply, int row, Settlement before, Settlement after)
        : m_apply(std::move(apply))
        , m_row(row)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
        setText(MergeDialog::tr("settle a conflict"));
    }
    void redo() override { m_apply(m_row, m_after); }
    void undo() override { m_apply(m_row, m_before); }
    int id() const override { return m_after.choice == Choice::Edited ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const SettleCommand *>(other);
        if (next->m_row != m_row || m_before.choice == Choice::Edited)
            return false;
        m_after = next->m_after;
        return true;
    }

private:
    std::function<void(int, const Settlement &)> m_apply;
    int m_row;
    Settlement m_before;
    Settlement m_after;
};

} // namespace

// ---- MergeConflictsModel -------------------------------------------------------------------

MergeConflictsModel::MergeConflictsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void MergeConflictsModel::setConflicts(QList<SemanticMerge::Conflict> conflicts)
{
    beginResetModel();
    m_conflicts = std::move(conflicts);
    m_settlements = QList<Settlement>(m_conflicts.size());
    endResetModel();
}

void MergeConflictsModel::setSettlement(int row, const Settlement &settlement)
{
    if (row < 0 || row >= m_settlements.size())
        return;
    m_settlements[row] = settlement;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

Settlement MergeConflictsModel::sideSettlement(int row, Choice choice) const
{
    const SemanticMerge::Conflict &conflict = m_conflicts.at(row);
    Settlement settlement;
    settlement.choice = choice;
    const Side side = choice == Choice::Base ? BaseSide : choice == Choice::Theirs ? TheirsSide : OursSide;
    settlement.resolution.absent = sideAbsent(conflict, side);
    settlement.resolution.value = sideValue(conflict, side);
    settlement.resolution.key = choice == Choice::Theirs ? conflict.theirsKey : conflict.oursKey;
    return settlement;
}

int MergeConflictsModel::openCount() const
{
    return int(std::count_if(m_settlements.cbegin(), m_settlements.cend(),
                             [](const Settlement &settlement) { return settlement.choice == Choice::Open; }));
}

SemanticMerge::Resolutions MergeConflictsModel::resolutions() const
{
    SemanticMerge::Resolutions resolutions;
    for (qsizetype row = 0; row < m_conflicts.size(); ++row) {
        if (m_settlements.at(row).choice != Choice::Open)
            resolutions.insert(m_conflicts.at(row).pointer, m_settlements.at(row).resolution);
    }
    return resolutions;
}

QString MergeConflictsModel::choiceLabel(Choice choice)
{
    switch (choice) {
    case Choice::Open:
        return tr("Open");
    case Choice::Base:
        return tr("Base");
    case Choice::Ours:
        return tr("Ours");
    case Choice::Theirs:
        return tr("Theirs");
    case Choice::Edited:
        return tr("Edited");
    }
    return {};
}

int MergeConflictsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_conflicts.size());
}

int MergeConflictsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MergeConflictsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SemanticMerge::Conflict &conflict = m_conflicts.at(index.row());
    const Settlement &settlement = m_settlements.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == PlaceColumn)
            return conflict.place.isEmpty() ? tr("the whole file") : conflict.place;
        if (settlement.choice != Choice::Open && settlement.resolution.absent)
            return tr("%1 (removed)").arg(choiceLabel(settlement.choice));
        return choiceLabel(settlement.choice);
    case Qt::ToolTipRole:
        return conflict.describe();
    case Qt::FontRole:
        if (index.column() == ChoiceColumn && settlement.choice == Choice::Open) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    default:
        return {};
    }
}

QVariant MergeConflictsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == PlaceColumn ? tr("Conflict") : tr("Settled With");
}

// ---- MergeDialog ---------------------------------------------------------------------------

MergeDialog::MergeDialog(QWidget *parent)
    : QDialog(parent)
    , m_model(new MergeConflictsModel(this))
    , m_undo(new QUndoStack(this))
    , m_editTimer(new QTimer(this))
{
    setWindowTitle(tr("Merge flowgate Files"));
    setObjectName(QStringLiteral("mergeDialog"));

    auto *files = new QGridLayout;
    const auto fileRow = [&](int row, const QString &label, const QString &tip, bool forSaving) {
        auto *field = new QLineEdit;
        field->setToolTip(tip);
        auto *title = new QLabel(label);
        title->setBuddy(field);
        auto *browse = new QPushButton(tr("Browse…"));
        browse->setAutoDefault(false);
        connect(browse, &QPushButton::clicked, this, [this, field, forSaving] { this->browse(field, forSaving); });
        files->addWidget(title, row, 0);
        files->addWidget(field, row, 1);
        files->addWidget(browse, row, 2);
        return field;
    };
    m_base = fileRow(0, tr("B&ase:"), tr("The common ancestor of both versions."), false);
    m_ours = fileRow(1, tr("O&urs:"), tr("Our version; the result keeps its bytes wherever no change of theirs lands."), false);
    m_theirs = fileRow(2, tr("T&heirs:"), tr("Their version, whose changes are merged into ours."), false);
    m_result = fileRow(3, tr("Resu&lt:"), tr("Where the merged file is written; ours when left empty."), true);
    m_result->setPlaceholderText(tr("the ours file"));
    auto *mergeButton = new QPushButton(tr("&Merge"));
    mergeButton->setAutoDefault(false);
    mergeButton->setToolTip(tr("Merge the three files again; settled conflicts are forgotten."));
    connect(mergeButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!merge(&error))
            QMessageBox::warning(this, tr("Cannot Merge"), error);
    });
    files->addWidget(mergeButton, 0, 3, 4, 1, Qt::AlignTop);
    files->setColumnStretch(1, 1);

    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("mergeSummary"));
    m_summary->setWordWrap(true);

    m_view = new QTableView;
    m_view->setObjectName(QStringLiteral("mergeConflicts"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(MergeConflictsModel::PlaceColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(MergeConflictsModel::ChoiceColumn, QHeaderView::ResizeToContents);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideLeft); // the end of a place is its most specific part
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                flushEdit();
                showConflict(current.isValid() ? current.row() : -1);
            });

    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    auto *detail = new QWidget;
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    m_place = new QLabel;
    m_place->setObjectName(QStringLiteral("mergePlace"));
    m_place->setWordWrap(true);
    m_place->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detailLayout->addWidget(m_place);
    auto *sides = new QSplitter(Qt::Horizontal);
    sides->setChildrenCollapsible(false);
    const QString useLabels[3] = {tr("Use &Base"), tr("Use &Ours"), tr("Use &Theirs")};
    for (int side = BaseSide; side <= TheirsSide; ++side) {
        auto *column = new QWidget;
        auto *layout = new QVBoxLayout(column);
        layout->setContentsMargins(0, 0, 0, 0);
        m_sideTitles[side] = new QLabel;
        m_sides[side] = new QPlainTextEdit;
        m_sides[side]->setReadOnly(true);
        m_sides[side]->setFont(mono);
        m_sides[side]->setLineWrapMode(QPlainTextEdit::NoWrap);
        m_sides[side]->setMinimumWidth(160);
        m_useSide[side] = new QPushButton(useLabels[side]);
        m_useSide[side]->setAutoDefault(false);
        connect(m_useSide[side], &QPushButton::clicked, this, [this, side] { choose(currentRow(), SideChoices[side]); });
        layout->addWidget(m_sideTitles[side]);
        layout->addWidget(m_sides[side], 1);
        layout->addWidget(m_useSide[side], 0, Qt::AlignLeft);
        sides->addWidget(column);
    }
    auto *resultColumn = new QWidget;
    auto *resultLayout = new QVBoxLayout(resultColumn);
    resultLayout->setContentsMargins(0, 0, 0, 0);
    auto *editTitle = new QLabel(tr("Result (edit to settle with your own value):"));
    m_edit = new QPlainTextEdit;
    m_edit->setObjectName(QStringLiteral("mergeEdit"));
    m_edit->setFont(mono);
    m_edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    editTitle->setBuddy(m_edit);
    m_editState = new QLabel;
    m_editState->setWordWrap(true);
    m_remove = new QPushButton(tr("&Remove"));
    m_remove->setAutoDefault(false);
    m_remove->setToolTip(tr("Settle the conflict by leaving the element out of the result."));
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        if (row < 0)
            return;
        Settlement removed;
        removed.choice = Choice::Edited;
        removed.resolution.absent = true;
        removed.resolution.key = m_model->conflict(row).oursKey;
        settle(row, removed);
    });
    auto *editRow = new QHBoxLayout;
    editRow->addWidget(m_editState, 1);
    editRow->addWidget(m_remove);
    resultLayout->addWidget(editTitle);
    resultLayout->addWidget(m_edit, 1);
    resultLayout->addLayout(editRow);

    auto *detailSplitter = new QSplitter(Qt::Vertical);
    detailSplitter->setChildrenCollapsible(false);
    detailSplitter->addWidget(sides);
    detailSplitter->addWidget(resultColumn);
    detailLayout->addWidget(detailSplitter, 1);

    auto *navigation = new QHBoxLayout;
    m_previous = new QPushButton(tr("&Previous Conflict"));
    m_previous->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    m_next = new QPushButton(tr("&Next Conflict"));
    m_next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    for (QPushButton *button : {m_previous, m_next}) {
        button->setAutoDefault(false);
        button->setToolTip(button->shortcut().toString(QKeySequence::NativeText));
    }
    connect(m_previous, &QPushButton::clicked, this, [this] { step(-1); });
    connect(m_next, &QPushButton::clicked, this, [this] { step(1); });
    navigation->addWidget(m_previous);
    navigation->addWidget(m_next);
    navigation->addStretch();
    detailLayout->addLayout(navigation);

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("mergeSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_view);
    splitter->addWidget(detail);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({380, 760});
    m_view->setMinimumWidth(220);

    m_validation = new QLabel;
    m_validation->setObjectName(QStringLiteral("mergeValidation"));
    m_validation->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Save), &QPushButton::clicked, this, [this] {
        QString error;
        if (save(&error))
            accept();
        else if (!error.isEmpty())
            QMessageBox::warning(this, tr("Cannot Save the Merge"), error);
    });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(files);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_validation);
    layout->addWidget(m_buttons);

    // Picks and edits undo here, while the result editor keeps its own typing undo.
    auto *undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    undoAction->setShortcut(QKeySequence::Undo);
    auto *redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    redoAction->setShortcut(QKeySequence::Redo);
    auto *saveAction = new QAction(this);
    saveAction->setShortcut(QKeySequence::Save);
    connect(saveAction, &QAction::triggered, m_buttons->button(QDialogButtonBox::Save), &QPushButton::click);
    addActions({undoAction, redoAction, saveAction});

    m_editTimer->setSingleShot(true);
    m_editTimer->setInterval(400);
    connect(m_editTimer, &QTimer::timeout, this, &MergeDialog::editTimedOut);
    connect(m_edit, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_showing) {
            m_editRow = currentRow();
            m_editTimer->start();
        }
    });
    resize(1100, 720);
    showConflict(-1);
    updateState();
}

void MergeDialog::setFiles(const QString &base, const QString &ours, const QString &theirs, const QString &result)
{
    // Paths as the user passed them may be relative to where capstudio started.
    const auto absolute = [](const QString &path) { return path.isEmpty() ? path : QFileInfo(path).absoluteFilePath(); };
    m_base->setText(absolute(base));
    m_ours->setText(absolute(ours));
    m_theirs->setText(absolute(theirs));
    m_result->setText(result.isEmpty() || absolute(result) == absolute(ours) ? QString() : absolute(result));
}

QString MergeDialog::resultPath() const
{
    return m_result->text().trimmed().isEmpty() ? m_ours->text().trimmed() : m_result->text().trimmed();
}

QString MergeDialog::validationText() const
{
    return m_lastValidation;
}

bool MergeDialog::merge(QString *error)
{
    QByteArray base;
    QByteArray ours;
    QByteArray theirs;
    if (!readFile(m_base->text().trimmed(), &base, error) || !readFile(m_ours->text().trimmed(), &ours, error)
        || !readFile(m_theirs->text().trimmed(), &theirs, error))
        return false;
    const SemanticMerge::Result result = SemanticMerge::merge(base, ours, theirs, m_ours->text().trimmed());
    if (!result.readable || !result.errors.isEmpty()) {
        if (error) {
            QStringList lines;
            for (const Diagnostic &diagnostic : result.errors)
                lines << diagnostic.toText();
            *error = lines.join(QLatin1Char('\n'));
        }
        return false;
    }
    m_baseText = base;
    m_oursText = ours;
    m_theirsText = theirs;
    m_oursPath = m_ours->text().trimmed();
    m_taken = result.taken;
    m_lastValidation.clear();
    m_validation->clear();
    m_undo->clear();
    m_model->setConflicts(result.conflicts);
    if (m_model->rowCount() > 0)
        m_view->setCurrentIndex(m_model->index(0, 0));
    else
        showConflict(-1);
    updateState();
    return true;
}

void MergeDialog::choose(int row, Choice choice)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const Settlement settlement = m_model->sideSettlement(row, choice);
    settle(row, settlement);
    // On to the next conflict still open.
    for (int next = 1; next <= m_model->rowCount(); ++next) {
        const int candidate = (row + next) % m_model->rowCount();
        if (m_model->settlement(candidate).choice == Choice::Open) {
            m_view->setCurrentIndex(m_model->index(candidate, 0));
            return;
        }
    }
}

void MergeDialog::setEditedText(int row, const QString &yaml)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const flowgate::YamlReader::Result read = flowgate::YamlReader::read(yaml.toUtf8(), tr("result"), 0);
    m_editBroken = !read.ok();
    if (m_editBroken) {
        m_editState->setText(tr("<span style=\"color:#c62828\">Not YAML: %1</span>")
                                 .arg(read.error->toText().toHtmlEscaped()));
        updateState();
        return;
    }
    Settlement edited;
    edited.choice = Choice::Edited;
    edited.resolution.value = read.value;
    edited.resolution.key = m_model->conflict(row).oursKey;
    edited.editedText = yaml;
    settle(row, edited);
}

void MergeDialog::settle(int row, const Settlement &settlement)
{
    const Settlement before = m_model->settlement(row);
    if (before.choice == settlement.choice && before.resolution.absent == settlement.resolution.absent
        && before.resolution.value == settlement.resolution.value && before.resolution.key == settlement.resolution.key
        && before.editedText == settlement.editedText)
        return;
    m_undo->push(new SettleCommand(
        [this](int target, const Settlement &now) {
            m_model->setSettlement(target, now);
            if (target == currentRow())
                showConflict(target);
            updateState();
        },
        row, before, settlement));
}

void MergeDialog::showConflict(int row)
{
    const bool valid = row >= 0 && row < m_model->rowCount();
    const QString sideNames[3] = {tr("Base"), tr("Ours"), tr("Theirs")};
    for (int side = BaseSide; side <= TheirsSide; ++side) {
        const bool absent = valid && sideAbsent(m_model->conflict(row), Side(side));
        QString title = sideNames[side];
        if (valid && side != BaseSide) {
            const QString key = side == OursSide ? m_model->conflict(row).oursKey : m_model->conflict(row).theirsKey;
            if (!key.isEmpty())
                title = tr("%1: named %2").arg(title, key);
        }
        m_sideTitles[side]->setText(absent ? tr("%1: absent").arg(title) : title);
        m_sides[side]->setPlainText(valid ? sideText(m_model->conflict(row), Side(side)) : QString());
        m_sides[side]->setPlaceholderText(absent ? tr("(not in this version)") : QString());
        m_sides[side]->setEnabled(valid);
        // A state renamed two ways goes back to no base name.
        m_useSide[side]->setEnabled(valid && !(side == BaseSide && !m_model->conflict(row).oursKey.isEmpty()));
    }
    m_edit->setEnabled(valid);
    m_remove->setEnabled(valid && !m_model->conflict(row).pointer.isEmpty());
    m_editBroken = false;
    if (!valid) {
        m_place->setText(m_model->rowCount() == 0 ? QString() : tr("Pick a conflict in the list."));
        m_showing = true;
        m_edit->clear();
        m_showing = false;
        m_editState->clear();
        return;
    }
    const SemanticMerge::Conflict &conflict = m_model->conflict(row);
    const Settlement &settlement = m_model->settlement(row);
    m_place->setText(tr("<b>%1</b> <span style=\"color:gray\">%2</span>")
                         .arg((conflict.place.isEmpty() ? tr("the whole file") : conflict.place).toHtmlEscaped(),
                              conflict.pointer.toHtmlEscaped()));
    QString text;
    switch (settlement.choice) {
    case Choice::Open:
    case Choice::Ours:
        text = sideText(conflict, OursSide);
        break;
    case Choice::Base:
        text = sideText(conflict, BaseSide);
        break;
    case Choice::Theirs:
        text = sideText(conflict, TheirsSide);
        break;
    case Choice::Edited:
        text = settlement.editedText;
        break;
    }
    // Typing is not interrupted by its own settlement.
    if (m_edit->toPlainText() != text && !m_editTimer->isActive()) {
        m_showing = true;
        m_edit->setPlainText(text);
        m_showing = false;
    }
    if (settlement.choice == Choice::Open)
        m_editState->setText(tr("Open: pick a side, or edit the text above."));
    else if (settlement.resolution.absent)
        m_editState->setText(tr("Settled: the element is left out."));
    else
        m_editState->setText(tr("Settled: %1.").arg(MergeConflictsModel::choiceLabel(settlement.choice)));
}

void MergeDialog::editTimedOut()
{
    setEditedText(m_editRow, m_edit->toPlainText());
}

void MergeDialog::flushEdit()
{
    if (m_editTimer->isActive()) {
        m_editTimer->stop();
        editTimedOut();
    }
}

void MergeDialog::updateState()
{
    const int conflicts = m_model->rowCount();
    const int open = m_model->openCount();
    const bool merged = !m_oursPath.isEmpty();
    if (!merged)
        m_summary->setText(tr("Choose the three versions and press Merge."));
    else if (conflicts == 0)
        m_summary->setText(tr("No conflicts: %n change(s) of theirs merge cleanly into ours.", nullptr, m_taken));
    else
        m_summary->setText(tr("%n conflict(s), %1 still open.", nullptr, conflicts).arg(open) + QLatin1Char(' ')
                           + tr("%n change(s) of theirs merged cleanly.", nullptr, m_taken));
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(merged && open == 0 && !m_editBroken);
    m_previous->setEnabled(conflicts > 1);
    m_next->setEnabled(conflicts > 1);
}

void MergeDialog::step(int delta)
{
    const int count = m_model->rowCount();
    if (count == 0)
        return;
    const int row = currentRow() < 0 ? 0 : (currentRow() + delta + count) % count;
    m_view->setCurrentIndex(m_model->index(row, 0));
}

int MergeDialog::currentRow() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void MergeDialog::browse(QLineEdit *field, bool forSaving)
{
    const QString start = field->text().isEmpty() ? QFileInfo(m_ours->text()).absolutePath() : field->text();
    const QString filter = tr("flowgate YAML (*.yaml *.yml);;All files (*)");
    const QString path = forSaving ? QFileDialog::getSaveFileName(this, tr("Merge Result"), start, filter)
                                   : QFileDialog::getOpenFileName(this, tr("Choose a Version"), start, filter);
    if (!path.isEmpty())
        field->setText(path);
}

bool MergeDialog::save(QString *error, bool confirmProblems)
{
    flushEdit();
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (m_oursPath.isEmpty())
        return fail(tr("Nothing is merged yet."));
    if (const int open = m_model->openCount(); open > 0)
        return fail(tr("%n conflict(s) still open.", nullptr, open));
    const QString target = resultPath();
    const SemanticMerge::Result result =
        SemanticMerge::merge(m_baseText, m_oursText, m_theirsText, target, m_model->resolutions());
    if (!result.clean()) {
        QStringList lines;
        for (const Diagnostic &diagnostic : result.errors)
            lines << diagnostic.toText();
        for (const SemanticMerge::Conflict &conflict : result.conflicts)
            lines << conflict.describe();
        return fail(tr("The settled merge does not apply:\n%1").arg(lines.join(QLatin1Char('\n'))));
    }
    // The merge was made on ours as it was read: a change since then would be overwritten.
    QByteArray oursNow;
    if (!readFile(m_oursPath, &oursNow, error))
        return false;
    if (oursNow != m_oursText)
        return fail(tr("%1 changed on disk since the merge; merge again to include that change.")
                        .arg(QDir::toNativeSeparators(m_oursPath)));

    const flowgate::ValidationReport report = flowgate::ConfigValidation::run(target, {{target, result.text}});
    Diagnostics problems = report.loaded.loadErrors;
    problems += report.checkErrors;
    if (problems.isEmpty()) {
        m_lastValidation = tr("The merged file passes validation.");
    } else {
        m_lastValidation = tr("The merged file has %n validation problem(s); the first: %1", nullptr, int(problems.size()))
                               .arg(problems.constFirst().toText());
    }
    m_validation->setText(m_lastValidation);
    if (!problems.isEmpty() && confirmProblems
        && QMessageBox::question(this, tr("Save the Merge"), tr("%1\n\nSave it anyway?").arg(m_lastValidation),
                                 QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel)
               != QMessageBox::Save) {
        if (error)
            error->clear();
        return false;
    }
    QSaveFile out(target);
    if (!out.open(QIODevice::WriteOnly) || out.write(result.text) != result.text.size() || !out.commit())
        return fail(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(target), out.errorString()));
    emit saved(target);
    return true;
}

} // namespace capstudio
