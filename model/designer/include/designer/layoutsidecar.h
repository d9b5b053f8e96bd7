#pragma once

#include "core/expected.h"

#include <QCoreApplication>
#include <QHash>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <optional>

namespace capstudio::designer {

// The node positions a person chose in the designer, kept next to a flowgate YAML file in
// `<file>.layout.json` (never inside the YAML, which belongs to the runtime):
//
//   { "format": "capstudio-layout", "version": 1,
//     "workflows": { "<workflow id>": { "<state id>": { "x": 120, "y": 40 } } } }
//
// Loading is tolerant of a missing file (no positions) and reports a malformed one with the
// file name, line and column; saving replaces the file atomically (QSaveFile).
class LayoutSidecar
{
    Q_DECLARE_TR_FUNCTIONS(LayoutSidecar)

public:
    static constexpr int FormatVersion = 1;

    // `flow.yaml` → `flow.yaml.layout.json`.
    static QString pathFor(const QString &yamlPath);

    // A missing file gives an empty sidecar; unreadable or malformed gives Kind::Invalid
    // (or Backend for I/O) with "<file>:<line>:<col>: <what>".
    static Expected<LayoutSidecar> load(const QString &path);
    Status save(const QString &path) const;
    // What save() writes (equal contents give identical bytes).
    QByteArray toBytes() const;

    bool isEmpty() const { return m_positions.isEmpty(); }
    QStringList workflowIds() const;
    QHash<QString, QPointF> positions(const QString &workflowId) const;
    std::optional<QPointF> position(const QString &workflowId, const QString &stateId) const;
    void setPosition(const QString &workflowId, const QString &stateId, QPointF position);
    void removePosition(const QString &workflowId, const QString &stateId);
    void removeWorkflow(const QString &workflowId);

    bool operator==(const LayoutSidecar &other) const { return m_positions == other.m_positions; }
    bool operator!=(const LayoutSidecar &other) const { return !(*this == other); }

private:
    QHash<QString, QHash<QString, QPointF>> m_positions;
};

} // namespace capstudio::designer
