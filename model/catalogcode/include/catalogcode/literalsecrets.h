#pragma once

#include "catalogcode/catalogsnapshot.h"
#include "core/diagnostic.h"

#include <QCoreApplication>

namespace capstudio {

// Secrets written as literals where a ${env:VAR} template belongs: an API key (sk_…, sk-…,
// AKIA…, ghp_…, xox…-…), a bearer or basic credential, a JWT, any non-empty literal under a
// key such as authorization, password, secret, token or api_key, a password or key in a URL,
// and a long high-entropy string inside forcedHeaders, auth, metadata or executionConfig.
// Templates are not secrets: "Bearer ${env:TOKEN}" is what is wanted. Messages show the
// secret masked, never in full.
class LiteralSecrets
{
    Q_DECLARE_TR_FUNCTIONS(LiteralSecrets)

public:
    static const QString RuleId; // "literal-secret"

    struct Finding
    {
        QString pointer; // into the row: "/executionConfig/headers/Authorization"
        QString what;    // "an API key (sk_…)", masked
    };
    static QList<Finding> inCapability(const Capability &capability);
    static QList<Finding> inBinding(const NamedBinding &binding);

    // Every finding of a catalog as an error: at file:line:col for a folder read from disk,
    // else at "<source>:/capabilities/<slug>/…" and "…/agents/<agent>/bindings/<capability>/…".
    static Diagnostics check(const CatalogSnapshot &snapshot, const QString &source);
    // One row's findings as errors at pointers into the row ("/executionConfig/…"), for the
    // window's problem lists.
    static Diagnostics checkRow(const Capability &capability);
    static Diagnostics checkRow(const NamedBinding &binding);

private:
    static Diagnostic diagnostic(const Finding &finding, const SourceLocation &where);
    static Diagnostics atRowPointers(const QList<Finding> &findings);
};

} // namespace capstudio
