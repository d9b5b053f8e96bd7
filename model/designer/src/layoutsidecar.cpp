#include "designer/layoutsidecar.h"

#include "core/jsonsourcemap.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <algorithm>
#include <cmath>

namespace capstudio::designer {

namespace {

const QString FormatName = QStringLiteral("capstudio-layout");

QString escapeToken(QString token)
{
    return token.replace(u'~', QLatin1String("~0")).replace(u'/', QLatin1String("~1"));
}

// Builds "<file>:<line>:<col>: <message>" errors for values found by JSON pointer.
class Problems
{
public:
    Problems(const QString &path, const JsonSourceMap &map) : m_path(path), m_map(map) {}

    StoreError at(const QString &pointer, const QString &message) const
    {
        int offset = 0;
        if (auto span = m_map.valueSpan(m_map.nearestExisting(pointer)))
            offset = span->start;
        const auto [line, column] = JsonSourceMap::lineColumnAt(m_map.text(), offset);
        return atLine(line, column, message);
    }

    StoreError atLine(int line, int column, const QString &message) const
    {
        return StoreError{StoreError::Kind::Invalid, QStringLiteral("%1:%2:%3: %4")
                                                         .arg(m_path)
                                                         .arg(line)
                                                         .arg(column)
                                                         .arg(message)};
    }

private:
    QString m_path;
    const JsonSourceMap &m_map;
};

} // namespace

QString LayoutSidecar::pathFor(const QString &yamlPath)
{
    return yamlPath + QLatin1String(".layout.json");
}

Expected<LayoutSidecar> LayoutSidecar::load(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        return LayoutSidecar();
    if (!file.open(QIODevice::ReadOnly))
        return StoreError{StoreError::Kind::Backend,
                          tr("%1: cannot read the layout file: %2").arg(path, file.errorString())};
    const QString text = QString::fromUtf8(file.readAll());
    const JsonSourceMap map = JsonSourceMap::parse(text);
    const Problems problems(path, map);
    if (const auto &syntax = map.error())
        return problems.atLine(syntax->line, syntax->column, syntax->message);
    if (!map.isValid())
        return problems.atLine(1, 1, tr("the layout file is empty"));

    // The source map accepts only what QJsonDocument accepts, so this parse succeeds.
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
    if (!document.isObject())
        return problems.at(QString(), tr("expected an object with \"format\", \"version\" and \"workflows\""));
    const QJsonObject root = document.object();

    const QJsonValue format = root.value(QLatin1String("format"));
    if (!format.isUndefined() && format.toString() != FormatName)
        return problems.at(QStringLiteral("/format"),
                           tr("\"format\" must be \"%1\"").arg(FormatName));
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble())
        || version.toDouble() < 1)
        return problems.at(QStringLiteral("/version"),
                           tr("\"version\" must be a whole number from 1"));
    if (version.toInt() > FormatVersion)
        return problems.at(QStringLiteral("/version"),
                           tr("version %1 was written by a newer capstudio; this one reads up to %2")
                               .arg(version.toInt())
                               .arg(FormatVersion));

    LayoutSidecar sidecar;
    const QJsonValue workflows = root.value(QLatin1String("workflows"));
    if (workflows.isUndefined())
        return sidecar;
    if (!workflows.isObject())
        return problems.at(QStringLiteral("/workflows"),
                           tr("\"workflows\" must map workflow ids to their states"));
    const QJsonObject byWorkflow = workflows.toObject();
    for (auto wf = byWorkflow.begin(); wf != byWorkflow.end(); ++wf) {
        const QString wfPointer = QLatin1String("/workflows/") + escapeToken(wf.key());
        if (!wf.value().isObject())
            return problems.at(wfPointer, tr("workflow '%1' must map state ids to positions").arg(wf.key()));
        const QJsonObject states = wf.value().toObject();
        for (auto st = states.begin(); st != states.end(); ++st) {
            const QString stPointer = wfPointer + u'/' + escapeToken(st.key());
            const QJsonObject pos = st.value().toObject();
            const QJsonValue x = pos.value(QLatin1String("x"));
            const QJsonValue y = pos.value(QLatin1String("y"));
            if (!st.value().isObject() || !x.isDouble() || !y.isDouble())
                return problems.at(!st.value().isObject() ? stPointer
                                       : !x.isDouble()    ? stPointer + QLatin1String("/x")
                                                          : stPointer + QLatin1String("/y"),
                                   tr("state '%1' of workflow '%2' needs numeric \"x\" and \"y\"")
                                       .arg(st.key(), wf.key()));
            sidecar.setPosition(wf.key(), st.key(), QPointF(x.toDouble(), y.toDouble()));
        }
    }
    return sidecar;
}

Status LayoutSidecar::save(const QString &path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return StoreError{StoreError::Kind::Backend,
                          tr("%1: cannot write the layout file: %2").arg(path, file.errorString())};
    file.write(toBytes());
    if (!file.commit())
        return StoreError{StoreError::Kind::Backend,
                          tr("%1: cannot write the layout file: %2").arg(path, file.errorString())};
    return {};
}

QByteArray LayoutSidecar::toBytes() const
{
    QJsonObject workflows;
    for (auto wf = m_positions.begin(); wf != m_positions.end(); ++wf) {
        QJsonObject states;
        for (auto st = wf.value().begin(); st != wf.value().end(); ++st)
            states.insert(st.key(), QJsonObject{{QStringLiteral("x"), st.value().x()},
                                                {QStringLiteral("y"), st.value().y()}});
        workflows.insert(wf.key(), states);
    }
    // QJsonObject keeps keys sorted, so equal contents give byte-identical files.
    const QJsonObject root{{QStringLiteral("format"), FormatName},
                           {QStringLiteral("version"), FormatVersion},
                           {QStringLiteral("workflows"), workflows}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QStringList LayoutSidecar::workflowIds() const
{
    QStringList ids = m_positions.keys();
    std::sort(ids.begin(), ids.end());
    return ids;
}

QHash<QString, QPointF> LayoutSidecar::positions(const QString &workflowId) const
{
    return m_positions.value(workflowId);
}

std::optional<QPointF> LayoutSidecar::position(const QString &workflowId, const QString &stateId) const
{
    const auto wf = m_positions.constFind(workflowId);
    if (wf == m_positions.constEnd())
        return std::nullopt;
    const auto st = wf->constFind(stateId);
    if (st == wf->constEnd())
        return std::nullopt;
    return *st;
}

void LayoutSidecar::setPosition(const QString &workflowId, const QString &stateId, QPointF position)
{
    m_positions[workflowId][stateId] = position;
}

void LayoutSidecar::removePosition(const QString &workflowId, const QString &stateId)
{
    auto wf = m_positions.find(workflowId);
    if (wf == m_positions.end())
        return;
    wf->remove(stateId);
    if (wf->isEmpty())
        m_positions.erase(wf);
}

void LayoutSidecar::removeWorkflow(const QString &workflowId)
{
    m_positions.remove(workflowId);
}

} // namespace capstudio::designer
