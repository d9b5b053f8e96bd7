#pragma once

#include "catalog/capability.h"
#include "core/diagnostic.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <functional>
#include <optional>
#include <vector>

namespace capstudio {

// Capability rules with parity to Sunrise's admin API (reference §4.2–4.5, §11), in two modes:
// - bodies (checkCreate, checkBodies, checkUpdate): what is sent to POST/PATCH. Errors are exactly
//   what Sunrise refuses (lengths counted before trimming, null objects refused); everything
//   else is a warning: a parameters object that is no usable JSON Schema, a value of white space
//   only (stored empty), keys the API drops.
// - rows (checkRow, checkRows, checkNamedRows): what a database or a GET holds; nulls and
//   server-set fields are normal, and a parameters object no model can call is an error.
//
// Every finding points into the checked JSON with `pointer` as its prefix.
class CapabilityRules
{
    Q_DECLARE_TR_FUNCTIONS(CapabilityRules)

public:
    static constexpr int MaxSlugLength = 64;
    static constexpr int MaxNameLength = 100;
    static constexpr int MaxDescriptionLength = 5000;
    static constexpr int MaxCategoryLength = 50;
    static constexpr int MaxHandlerLength = 500;
    static constexpr int MaxApprovalTimeoutMs = 3600000;
    static constexpr int MaxRateLimit = 10000;
    static constexpr int MaxMetadataKeys = 100;

    // A POST …/capabilities body. Keys Sunrise drops are warnings; a slug in `existingSlugs`
    // (the target's) is the 409 Sunrise answers.
    static Diagnostics checkCreate(const QJsonObject &body, const QString &file,
                                   const QString &pointer = {}, const QSet<QString> &existingSlugs = {});
    // Bodies of a JSON array, each as checkCreate, plus slugs taken twice (the second create is a 409).
    static Diagnostics checkBodies(const QJsonArray &bodies, const QString &file, const QString &pointer = {},
                                   const QSet<QString> &existingSlugs = {});
    // A stored row in the GET shape (id, isSystem, quarantine fields … are expected).
    static Diagnostics checkRow(const QJsonObject &row, const QString &file,
                                const QString &pointer = {});
    // A PATCH …/capabilities/:id body against the stored row, in Sunrise's order:
    // body rules, system-capability protections, handler URL, slug = functionDefinition.name.
    static Diagnostics checkUpdate(const Capability &existing, const QJsonObject &patch,
                                   const QString &file, const QString &pointer = {});
    // DELETE …/capabilities/:id: system capabilities are refused.
    static Diagnostics checkDelete(const Capability &existing, const QString &file,
                                   const QString &pointer = {});

    // Whether the text the rows were read from may hold U+0000: a file without a \u0000
    // escape cannot (JsonText::Result::mayHoldNul), and its strings are not scanned for it.
    enum class NulInText { Possible, Absent };

    // A whole catalog (the rows of a JSON array): every row, plus slugs taken twice.
    static Diagnostics checkRows(const QJsonArray &rows, const QString &file,
                                 const QString &pointer = {}, NulInText nul = NulInText::Possible);
    // The same, each row named by its own pointer (`rowPointers` has one per row), as the
    // rows of a live catalog are: by slug, not by a position the server's order decides.
    static Diagnostics checkNamedRows(const QJsonArray &rows, const QString &file,
                                      const QStringList &rowPointers);

    // A catalog file's rows as spans of its text (CapabilityFile::splitArray), each parsed on
    // the thread that checks it and dropped after, so that the file is never held as one
    // document: as checkRows (Rows) or checkBodies (Create). Nothing when a row does not
    // parse: the caller reads the file whole for the exact error. everyRowHasAnId tells
    // whether lint-capabilities' default mode would have been Rows.
    enum class RowsAs { Rows, Create };
    struct TextSpan
    {
        qsizetype begin = 0;
        qsizetype end = 0;
    };
    static std::optional<Diagnostics> checkRowTexts(const QByteArray &text, const std::vector<TextSpan> &rows,
                                                    const QString &file, RowsAs as,
                                                    const QSet<QString> &existingSlugs = {},
                                                    NulInText nul = NulInText::Possible,
                                                    bool *everyRowHasAnId = nullptr);

    // The text as JavaScript's String.prototype.trim (and so Zod's .trim()) leaves it.
    static QString jsTrimmed(const QString &text);

    // ^[a-z0-9]+(?:[_-][a-z0-9]+)*$
    static bool isValidSlug(const QString &slug);

    // Fields that Sunrise refuses to change on a system capability.
    static QStringList systemProtectedFields();

private:
    using RowChecker = std::function<Diagnostics(const QJsonObject &, const QString &)>;
    static Diagnostics checkRowsAt(const QJsonArray &rows, const QString &file,
                                   const std::function<QString(qsizetype)> &rowPointer, bool byIndex,
                                   const RowChecker &checkOne);
    // Rows read by index (on any thread); an Undefined row is skipped (checkRowTexts).
    static Diagnostics checkRowsAt(qsizetype count, const std::function<QJsonValue(qsizetype)> &rowAt,
                                   const QString &file, const std::function<QString(qsizetype)> &rowPointer,
                                   bool byIndex, const RowChecker &checkOne);
};

} // namespace capstudio
