#pragma once

#include <QHash>
#include <QSet>
#include <functional>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// A deployment's worth of conversations for the deployment-scan tests and benchmark: three
// agents, days spread over November 2026, capability calls with masked arguments, and leaks
// planted at known places in a known share of them (the rest are clean). Deterministic: the
// same count gives the same conversations.
class DeploymentGenerator
{
public:
    struct Leak
    {
        QString conversationId;
        QString messageId;
        QString pointer; // inside the message
        QString kind;    // provenance::leakKindId
        QString capability;
        QString agent;
        QString day;     // yyyy-MM-dd
        // "conv\nmessage\npointer\nkind": how tests compare what was planted with what was found.
        QString key() const;
    };

    static const QStringList &agentSlugs(); // "billing", "sales", "support"
    // The keys of the leaks `keep` accepts.
    static QSet<QString> keysOf(const QList<Leak> &leaks, const std::function<bool(const Leak &)> &keep);

    // `agentIds`: slug → the agent row's id in the database the conversations go into.
    // `padding`: characters of ordinary prose added to each assistant answer, for realistic
    // message sizes in the benchmark (0 in tests).
    DeploymentGenerator(const QHash<QString, QString> &agentIds, int padding = 0);

    // The data object ({conversation, messages}) of conversation `index` (0-based), with the
    // leaks planted in it appended to `leaks` when that is not null.
    QJsonObject conversation(int index, QList<Leak> *leaks = nullptr) const;

    // INSERT statements for Sunrise's own tables (ai_conversation, ai_message) holding
    // conversations [first, first + count), several rows per statement.
    QStringList sunriseInserts(int first, int count) const;

private:
    QHash<QString, QString> m_agentIds;
    QString m_padding;
};
