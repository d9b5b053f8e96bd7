#pragma once

// Private to catalogcode: where the values of one catalog file were written.
#include "catalogcode/catalogsnapshot.h"
#include "flowgate/value.h"

namespace capstudio {

// The file's document as read, each value with its position: a pointer is looked up by
// walking it, so nothing is indexed unless a finding asks.
class FilePositions
{
public:
    explicit FilePositions(flowgate::Value document) : m_document(std::move(document)) {}
    // The line and column of `pointer`, or of its deepest ancestor the file has.
    std::pair<int, int> at(const QString &pointer) const;

private:
    flowgate::Value m_document;
};

} // namespace capstudio
