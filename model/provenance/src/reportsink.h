#pragma once

// The two renderings of the audit report (auditreport.cpp): the report says what it says
// through this interface, and each sink escapes every string for its format, since the
// bundle is hostile input.

#include "provenance/auditreport.h"

#include <QByteArray>
#include <QString>
#include <initializer_list>
#include <memory>

namespace capstudio::provenance::detail {

struct Cell
{
    enum Style { Text, Code, Number, Link };
    QString text;
    Style style = Text;
    QString href; // Link: a percent-encoded URL (the cell shows `text` as code)
};

inline Cell text(const QString &value) { return {value, Cell::Text, {}}; }
inline Cell code(const QString &value) { return {value, Cell::Code, {}}; }
inline Cell number(const QString &value) { return {value, Cell::Number, {}}; }
inline Cell number(qint64 value) { return {QString::number(value), Cell::Number, {}}; }
inline Cell link(const QString &value, const QString &href) { return {value, Cell::Link, href}; }

// Writes the report into one byte array (UTF-8), reserved up front.
class ReportSink
{
public:
    explicit ReportSink(qsizetype reserve) { m_out.reserve(reserve); }
    virtual ~ReportSink() = default;
    virtual void begin(const QString &title) = 0;
    virtual void end() = 0;
    virtual void heading(const QString &title) = 0;
    virtual void paragraph(const QString &text) = 0;
    virtual void beginTable(std::initializer_list<Cell> header) = 0;
    virtual void row(std::initializer_list<Cell> cells) = 0;
    virtual void endTable() = 0;
    QByteArray take() { return std::move(m_out); }

    static std::unique_ptr<ReportSink> create(AuditReport::Format format, qsizetype reserve);

protected:
    void put(const char *ascii) { m_out.append(ascii); }
    void put(const QString &value) { m_out.append(value.toUtf8()); }
    QByteArray m_out;
};

} // namespace capstudio::provenance::detail
