<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnalyzeCommand</name>
    <message>
        <source>Find dead ends, traps, guards that never hold and chain choices that stall, each with a witness run.</source>
        <translation>Findet Sackgassen, Fallen, Guards, die nie erfüllt sind, und Kettenentscheidungen, die hängen bleiben, jeweils mit einem Zeugenlauf.</translation>
    </message>
    <message>
        <source>Write each finding&apos;s witness run (a saved simulator run) into DIR.</source>
        <translation>Schreibt den Zeugenlauf jedes Fundes (einen gespeicherten Simulatorlauf) in DIR.</translation>
    </message>
    <message>
        <source>capstudio analyze: expected exactly one PATH</source>
        <translation>capstudio analyze: genau ein PATH erwartet</translation>
    </message>
    <message>
        <source>capstudio analyze: cannot create %1</source>
        <translation>capstudio analyze: %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>capstudio analyze: cannot write %1: %2</source>
        <translation>capstudio analyze: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>witness: start and %n action(s), ending in &apos;%1&apos; (%2)</source>
        <translation>
            <numerusform>Zeugenlauf: Start und %n Aktion, endet in „%1“ (%2)</numerusform>
            <numerusform>Zeugenlauf: Start und %n Aktionen, endet in „%1“ (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>saved to %1</source>
        <translation>gespeichert in %1</translation>
    </message>
    <message numerus="yes">
        <source>capstudio analyze: %1: the search stopped after %n run(s); raise --max-runs to look further</source>
        <translation>
            <numerusform>capstudio analyze: %1: die Suche hielt nach %n Lauf an; erhöhen Sie --max-runs, um weiter zu suchen</numerusform>
            <numerusform>capstudio analyze: %1: die Suche hielt nach %n Läufen an; erhöhen Sie --max-runs, um weiter zu suchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Fund</numerusform>
            <numerusform>%n Funde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n undecided</source>
        <translation>
            <numerusform>%n unentschieden</numerusform>
            <numerusform>%n unentschieden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n workflow(s)</source>
        <translation>
            <numerusform>in %n Workflow</numerusform>
            <numerusform>in %n Workflows</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 does not load (capstudio validate says why)</source>
        <translation>%1: %2 lässt sich nicht laden (capstudio validate sagt, warum)</translation>
    </message>
    <message>
        <source>%1: no workflow &apos;%2&apos; in the library</source>
        <translation>%1: kein Workflow „%2“ in der Bibliothek</translation>
    </message>
    <message>
        <source>%1: --max-runs takes a positive number</source>
        <translation>%1: --max-runs erwartet eine positive Zahl</translation>
    </message>
    <message>
        <source>A flowgate YAML file, a repo folder or a gateway.yaml.</source>
        <translation>Eine flowgate-YAML-Datei, ein Repo-Ordner oder eine gateway.yaml.</translation>
    </message>
    <message>
        <source>The workflow (required).</source>
        <translation>Der Workflow (erforderlich).</translation>
    </message>
    <message>
        <source>Only this workflow (default: every workflow).</source>
        <translation>Nur dieser Workflow (Standard: jeder Workflow).</translation>
    </message>
    <message>
        <source>Runs the search may visit per workflow (default 20000).</source>
        <translation>Läufe, die die Suche je Workflow besuchen darf (Standard 20000).</translation>
    </message>
</context>
<context>
    <name>ApiCatalogStore</name>
    <message>
        <source>The new binding is not listed by the server.</source>
        <translation>Der Server führt die neue Bindung nicht auf.</translation>
    </message>
    <message>
        <source>Capability %1 is already attached to agent %2</source>
        <translation>Die Fähigkeit %1 ist bereits an den Agenten %2 gebunden</translation>
    </message>
    <message>
        <source>changed on the server since it was read</source>
        <translation>seit dem Lesen auf dem Server geändert</translation>
    </message>
    <message>
        <source>detached on the server since it was read</source>
        <translation>seit dem Lesen auf dem Server gelöst</translation>
    </message>
    <message>
        <source>writing bindings</source>
        <translation>Schreiben der Bindungen</translation>
    </message>
    <message>
        <source>%1 of %2 binding changes were written before one failed: %3 Sunrise&apos;s API has no transactions, so those stay written; apply again to write the rest.</source>
        <translation>%1 von %2 Bindungsänderungen wurden geschrieben, bevor eine fehlschlug: %3 Die API von Sunrise kennt keine Transaktionen, daher bleiben diese geschrieben; wenden Sie die Änderungen erneut an, um den Rest zu schreiben.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Sunrise&apos;s admin API drops isIdempotent and isSystem from its writes; they are set by its seeds. Quarantine has its own action on the server.</source>
        <translation>Die Admin-API von Sunrise verwirft isIdempotent und isSystem beim Schreiben; diese Felder werden durch die Seed-Daten von Sunrise gesetzt. Für die Quarantäne gibt es auf dem Server eine eigene Aktion.</translation>
    </message>
    <message>
        <source>Sunrise&apos;s admin API cannot change %1 of capability “%2” (it cannot set isIdempotent, isSystem or quarantine fields, nor clear executionConfig or metadata to null).</source>
        <translation>Die Admin-API von Sunrise kann %1 der Fähigkeit „%2“ nicht ändern (sie kann weder isIdempotent, isSystem oder die Quarantänefelder setzen noch executionConfig oder metadata auf null zurücksetzen).</translation>
    </message>
    <message>
        <source>Capability %1 was deleted on the server.</source>
        <translation>Die Fähigkeit %1 wurde auf dem Server gelöscht.</translation>
    </message>
    <message>
        <source>Capability “%1” was changed on the server since it was read.</source>
        <translation>Die Fähigkeit „%1“ wurde seit dem Lesen auf dem Server geändert.</translation>
    </message>
    <message>
        <source>checking capabilities</source>
        <translation>Prüfen der Fähigkeiten</translation>
    </message>
    <message>
        <source>deleted on the server since it was read</source>
        <translation>seit dem Lesen auf dem Server gelöscht</translation>
    </message>
    <message>
        <source>writing capabilities</source>
        <translation>Schreiben der Fähigkeiten</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>%1 of %2 changes were written before “%3” failed: %4 Sunrise&apos;s API has no transactions, so those stay written; apply again to write the rest (rows already in their new state are skipped).</source>
        <translation>%1 von %2 Änderungen wurden geschrieben, bevor „%3“ fehlschlug: %4 Die API von Sunrise kennt keine Transaktionen, daher bleiben diese geschrieben; wenden Sie die Änderungen erneut an, um den Rest zu schreiben (Zeilen, die bereits ihren neuen Stand haben, werden übersprungen).</translation>
    </message>
    <message>
        <source>Sunrise&apos;s admin API has no route to create agents; create them in Sunrise.</source>
        <translation>Die Admin-API von Sunrise bietet keine Route zum Anlegen von Agenten; legen Sie sie in Sunrise an.</translation>
    </message>
    <message>
        <source>Sunrise&apos;s admin API has no route to edit agents; edit them in Sunrise.</source>
        <translation>Die Admin-API von Sunrise bietet keine Route zum Bearbeiten von Agenten; bearbeiten Sie sie in Sunrise.</translation>
    </message>
    <message>
        <source>reading the bindings of agents</source>
        <translation>Lesen der Bindungen der Agenten</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>Lesen von %1</translation>
    </message>
    <message>
        <source>checking slugs</source>
        <translation>Prüfen der Slugs</translation>
    </message>
    <message>
        <source>“%1”: the server already holds a capability with this slug (created after the catalog was read); nothing was written.</source>
        <translation>„%1“: Der Server enthält bereits eine Fähigkeit mit diesem Slug (angelegt, nachdem der Katalog gelesen wurde); es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source> The server says: “%1”.</source>
        <translation> Der Server meldet: „%1“.</translation>
    </message>
    <message>
        <source>No answer from the server: %1.</source>
        <translation>Keine Antwort vom Server: %1.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The secure connection was refused: %1. The request was not sent. Fix the server&apos;s certificate, or add its authority to the system&apos;s trusted certificates.</source>
        <translation>Die sichere Verbindung wurde abgelehnt: %1. Die Anfrage wurde nicht gesendet. Korrigieren Sie das Zertifikat des Servers oder nehmen Sie seine Zertifizierungsstelle in die vertrauenswürdigen Zertifikate des Systems auf.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The server refused the request as invalid (400).</source>
        <translation>Der Server hat die Anfrage als ungültig abgelehnt (400).</translation>
    </message>
    <message>
        <source>The server refused the request as invalid (400): %1</source>
        <translation>Der Server hat die Anfrage als ungültig abgelehnt (400): %1</translation>
    </message>
    <message>
        <source>The server did not accept the API key (401). Check that the key is right and that it is neither revoked nor expired; an unknown key reads as no key at all.</source>
        <translation>Der Server hat den API-Schlüssel nicht akzeptiert (401). Prüfen Sie, ob der Schlüssel stimmt und weder widerrufen noch abgelaufen ist; ein unbekannter Schlüssel gilt als gar kein Schlüssel.</translation>
    </message>
    <message>
        <source>The API key lacks the admin scope (403). Mint a key with the “admin” scope in Sunrise, signed in as an administrator.</source>
        <translation>Dem API-Schlüssel fehlt der Scope „admin“ (403). Erstellen Sie in Sunrise, als Administrator angemeldet, einen Schlüssel mit dem Scope „admin“.</translation>
    </message>
    <message>
        <source>The server forbids this (403).</source>
        <translation>Der Server verbietet dies (403).</translation>
    </message>
    <message>
        <source>Not found on the server (404): it was deleted, or is not visible to the key&apos;s owner.</source>
        <translation>Auf dem Server nicht gefunden (404): Es wurde gelöscht oder ist für den Inhaber des Schlüssels nicht sichtbar.</translation>
    </message>
    <message>
        <source>The server reports a conflict (409).</source>
        <translation>Der Server meldet einen Konflikt (409).</translation>
    </message>
    <message>
        <source>The server failed (%1).</source>
        <translation>Auf dem Server ist ein Fehler aufgetreten (%1).</translation>
    </message>
    <message>
        <source> Request id for its logs: %1.</source>
        <translation> Anfrage-ID für seine Protokolle: %1.</translation>
    </message>
    <message>
        <source>The server answered %1.</source>
        <translation>Der Server antwortete mit %1.</translation>
    </message>
    <message>
        <source>The server did not answer: %1 attempts over %2 each gave up after %3 without data.</source>
        <translation>Der Server hat nicht geantwortet: %1 Versuche innerhalb von %2 wurden jeweils nach %3 ohne Daten abgebrochen.</translation>
    </message>
    <message>
        <source>The server did not answer: the request gave up after %1 without data.</source>
        <translation>Der Server hat nicht geantwortet: Die Anfrage wurde nach %1 ohne Daten abgebrochen.</translation>
    </message>
    <message>
        <source> %1 attempts over %2 were refused.</source>
        <translation> %1 Versuche innerhalb von %2 wurden abgewiesen.</translation>
    </message>
    <message>
        <source>The server&apos;s rate limit (%1) was reached (429); it asks to wait %2 before trying again.</source>
        <translation>Das Ratenlimit des Servers (%1) wurde erreicht (429); er bittet, vor einem neuen Versuch %2 zu warten.</translation>
    </message>
    <message>
        <source>The server&apos;s rate limit (%1) was reached (429).</source>
        <translation>Das Ratenlimit des Servers (%1) wurde erreicht (429).</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 requests a minute</source>
        <translation>%1 Anfragen pro Minute</translation>
    </message>
    <message>
        <source>a number of requests a minute the server did not say</source>
        <translation>eine vom Server nicht genannte Zahl von Anfragen pro Minute</translation>
    </message>
</context>
<context>
    <name>AuditReport</name>
    <message>
        <source>Provenance audit: %1</source>
        <translation>Herkunftsprüfung: %1</translation>
    </message>
    <message>
        <source>untitled conversation</source>
        <translation>unbenannte Unterhaltung</translation>
    </message>
    <message>
        <source>Bundle: %1</source>
        <translation>Bundle: %1</translation>
    </message>
    <message>
        <source>conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Conversation id</source>
        <translation>Unterhaltungs-ID</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Agent id</source>
        <translation>Agenten-ID</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>First message</source>
        <translation>Erste Nachricht</translation>
    </message>
    <message>
        <source>Last message</source>
        <translation>Letzte Nachricht</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Capability calls</source>
        <translation>Fähigkeitsaufrufe</translation>
    </message>
    <message>
        <source>Failed calls</source>
        <translation>Fehlgeschlagene Aufrufe</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Funde</translation>
    </message>
    <message>
        <source>Findings of high severity</source>
        <translation>Funde mit hohem Schweregrad</translation>
    </message>
    <message>
        <source>Findings of medium severity</source>
        <translation>Funde mit mittlerem Schweregrad</translation>
    </message>
    <message>
        <source>Findings of low severity</source>
        <translation>Funde mit niedrigem Schweregrad</translation>
    </message>
    <message>
        <source>Messages with invalid provenance</source>
        <translation>Nachrichten mit ungültigen Herkunftsdaten</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>Quellenangaben</translation>
    </message>
    <message>
        <source>Workflow sources</source>
        <translation>Workflow-Quellen</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>Funde (%1)</translation>
    </message>
    <message>
        <source>No unredacted personal data or secrets were found.</source>
        <translation>Es wurden keine unmaskierten personenbezogenen Daten oder Geheimnisse gefunden.</translation>
    </message>
    <message>
        <source>Each finding is shown in the masked form Sunrise&apos;s redaction helpers would have stored; the leaked text itself is not repeated here.</source>
        <translation>Jeder Fund wird in der maskierten Form gezeigt, die die Maskierungshelfer von Sunrise gespeichert hätten; der offengelegte Text selbst wird hier nicht wiederholt.</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Aufruf</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Masked form</source>
        <translation>Maskierte Form</translation>
    </message>
    <message>
        <source>%1 (#%2)</source>
        <translation>%1 (#%2)</translation>
    </message>
    <message>
        <source>Capability calls (%1)</source>
        <translation>Fähigkeitsaufrufe (%1)</translation>
    </message>
    <message>
        <source>No message of this bundle records a capability call.</source>
        <translation>Keine Nachricht dieses Bundles verzeichnet einen Fähigkeitsaufruf.</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>Fehlercode</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Provenance problems (%1)</source>
        <translation>Herkunftsprobleme (%1)</translation>
    </message>
    <message>
        <source>Every message&apos;s provenance passes Sunrise&apos;s schema.</source>
        <translation>Die Herkunftsdaten jeder Nachricht entsprechen dem Schema von Sunrise.</translation>
    </message>
    <message>
        <source>Sunrise returns the provenance of these messages as null.</source>
        <translation>Sunrise liefert die Herkunftsdaten dieser Nachrichten als null.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Cannot write the audit report %1: %2</source>
        <translation>Der Prüfbericht %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>%1: signature good (Ed25519, %2); the bundle is the one it judged.</source>
        <translation>%1: Signatur gültig (Ed25519, %2); das Bundle ist das beurteilte.</translation>
    </message>
    <message>
        <source>%1: signature good (Ed25519, %2); the bundle changed since it was judged, so every verdict below is stale.</source>
        <translation>%1: Signatur gültig (Ed25519, %2); das Bundle hat sich seit der Beurteilung geändert, daher ist jedes Urteil unten veraltet.</translation>
    </message>
    <message>
        <source>%1 was altered after it was signed: its verdicts are not used.</source>
        <translation>%1 wurde nach dem Signieren verändert: seine Urteile werden nicht verwendet.</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Fund</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>%1 (no longer found)</source>
        <translation>%1 (nicht mehr gefunden)</translation>
    </message>
</context>
<context>
    <name>BindingRecipes</name>
    <message>
        <source>Transactional email</source>
        <translation>Transaktions-E-Mail</translation>
    </message>
    <message>
        <source>Set POSTMARK_SERVER_TOKEN and allow api.postmarkapp.com.</source>
        <translation>Setzen Sie POSTMARK_SERVER_TOKEN und erlauben Sie api.postmarkapp.com.</translation>
    </message>
    <message>
        <source>Set SENDGRID_API_KEY and allow api.sendgrid.com. SendGrid answers 202 with an empty body, hence the template transform.</source>
        <translation>Setzen Sie SENDGRID_API_KEY und erlauben Sie api.sendgrid.com. SendGrid antwortet mit 202 und leerem Rumpf, daher die template-Transformation.</translation>
    </message>
    <message>
        <source>Set RESEND_API_KEY and allow api.resend.com.</source>
        <translation>Setzen Sie RESEND_API_KEY und erlauben Sie api.resend.com.</translation>
    </message>
    <message>
        <source>Set AWS_SES_BASIC (user:password of an SES-compatible endpoint) and allow its host; change the region in the prefix.</source>
        <translation>Setzen Sie AWS_SES_BASIC (user:password eines SES-kompatiblen Endpunkts) und erlauben Sie dessen Host; ändern Sie die Region im Präfix.</translation>
    </message>
    <message>
        <source>Own email gateway</source>
        <translation>Eigenes E-Mail-Gateway</translation>
    </message>
    <message>
        <source>Set EMAIL_GATEWAY_URL, EMAIL_TENANT_ID and POSTMARK_SERVER_TOKEN on every server; the model cannot choose the URL.</source>
        <translation>Setzen Sie EMAIL_GATEWAY_URL, EMAIL_TENANT_ID und POSTMARK_SERVER_TOKEN auf jedem Server; das Modell kann die URL nicht wählen.</translation>
    </message>
    <message>
        <source>Payment charge</source>
        <translation>Zahlungseinzug</translation>
    </message>
    <message>
        <source>Set STRIPE_SECRET_KEY (sent as basic auth) and allow api.stripe.com.</source>
        <translation>Setzen Sie STRIPE_SECRET_KEY (wird als Basic-Auth gesendet) und erlauben Sie api.stripe.com.</translation>
    </message>
    <message>
        <source>Set ADYEN_API_KEY and allow checkout-test.adyen.com (the live host carries your account prefix).</source>
        <translation>Setzen Sie ADYEN_API_KEY und erlauben Sie checkout-test.adyen.com (der Live-Host trägt Ihr Kontopräfix).</translation>
    </message>
    <message>
        <source>Set MOLLIE_API_KEY and allow api.mollie.com.</source>
        <translation>Setzen Sie MOLLIE_API_KEY und erlauben Sie api.mollie.com.</translation>
    </message>
    <message>
        <source>Chat notification</source>
        <translation>Chat-Benachrichtigung</translation>
    </message>
    <message>
        <source>Set SLACK_WEBHOOK_URL (the webhook URL is the secret) and allow hooks.slack.com.</source>
        <translation>Setzen Sie SLACK_WEBHOOK_URL (die Webhook-URL ist das Geheimnis) und erlauben Sie hooks.slack.com.</translation>
    </message>
    <message>
        <source>Set DISCORD_WEBHOOK_URL and allow discord.com.</source>
        <translation>Setzen Sie DISCORD_WEBHOOK_URL und erlauben Sie discord.com.</translation>
    </message>
    <message>
        <source>Calendar event</source>
        <translation>Kalendertermin</translation>
    </message>
    <message>
        <source>Set GOOGLE_CALENDAR_ACCESS_TOKEN (refresh it outside Sunrise) and allow www.googleapis.com.</source>
        <translation>Setzen Sie GOOGLE_CALENDAR_ACCESS_TOKEN (erneuern Sie es außerhalb von Sunrise) und erlauben Sie www.googleapis.com.</translation>
    </message>
    <message>
        <source>Set MS_GRAPH_ACCESS_TOKEN and allow graph.microsoft.com.</source>
        <translation>Setzen Sie MS_GRAPH_ACCESS_TOKEN und erlauben Sie graph.microsoft.com.</translation>
    </message>
    <message>
        <source>Document render</source>
        <translation>Dokument-Rendering</translation>
    </message>
    <message>
        <source>Set DOCRAPTOR_BASIC (api key followed by &quot;:&quot;) and allow api.docraptor.com.</source>
        <translation>Setzen Sie DOCRAPTOR_BASIC (API-Schlüssel gefolgt von &quot;:&quot;) und erlauben Sie api.docraptor.com.</translation>
    </message>
    <message>
        <source>Set PDFSHIFT_API_KEY and allow api.pdfshift.io; bind upload_to_storage too, PDFShift returns the PDF bytes.</source>
        <translation>Setzen Sie PDFSHIFT_API_KEY und erlauben Sie api.pdfshift.io; binden Sie auch upload_to_storage, denn PDFShift liefert die Bytes des PDFs.</translation>
    </message>
    <message>
        <source>Self-hosted, called with multipart: allow gotenberg.internal (the allowlist is the only host control here) and keep auth non-hmac.</source>
        <translation>Selbst gehostet, mit multipart aufgerufen: Erlauben Sie gotenberg.internal (die Allowlist ist hier die einzige Kontrolle des Hosts) und verwenden Sie für auth nicht hmac.</translation>
    </message>
    <message>
        <source>Store the PDF</source>
        <translation>PDF speichern</translation>
    </message>
    <message>
        <source>The companion binding that stores rendered PDFs.</source>
        <translation>Die begleitende Bindung, die gerenderte PDFs speichert.</translation>
    </message>
    <message>
        <source>In-chat approval</source>
        <translation>Freigabe im Chat</translation>
    </message>
    <message>
        <source>Workflow with a human_approval step</source>
        <translation>Workflow mit einem human_approval-Schritt</translation>
    </message>
    <message>
        <source>Publish the workflow first; the Approve/Reject card comes from its human_approval step.</source>
        <translation>Veröffentlichen Sie zuerst den Workflow; die Approve/Reject-Karte stammt aus seinem human_approval-Schritt.</translation>
    </message>
    <message>
        <source>SMS / WhatsApp inbound reply</source>
        <translation>Antwort auf eingehende SMS / WhatsApp</translation>
    </message>
    <message>
        <source>Set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.</source>
        <translation>Setzen Sie TWILIO_ACCOUNT_SID und TWILIO_AUTH_TOKEN.</translation>
    </message>
    <message>
        <source>Set META_WHATSAPP_ACCESS_TOKEN and META_WHATSAPP_PHONE_NUMBER_ID.</source>
        <translation>Setzen Sie META_WHATSAPP_ACCESS_TOKEN und META_WHATSAPP_PHONE_NUMBER_ID.</translation>
    </message>
    <message>
        <source>Set TEAMS_WEBHOOK_URL to the channel&apos;s incoming webhook URL (the URL is the secret) and allow its host, e.g. your tenant&apos;s webhook.office.com.</source>
        <translation>Setzen Sie TEAMS_WEBHOOK_URL auf die URL des eingehenden Webhooks des Kanals (die URL ist das Geheimnis) und erlauben Sie deren Host, z. B. webhook.office.com Ihres Mandanten.</translation>
    </message>
</context>
<context>
    <name>BindingRules</name>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>ein Array von Zeichenketten</translation>
    </message>
    <message>
        <source>an object of strings</source>
        <translation>ein Objekt von Zeichenketten</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>the environment</source>
        <translation>der Umgebung</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;</source>
        <translation>Profil „%1“</translation>
    </message>
    <message>
        <source>%1; Sunrise fails the whole binding closed (invalid_binding)</source>
        <translation>%1; Sunrise weist die gesamte Bindung ab (invalid_binding)</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: %2 bindings accept only %3</source>
        <translation>unbekannter Schlüssel &quot;%1&quot;: %2-Bindungen akzeptieren nur %3</translation>
    </message>
    <message>
        <source>%1 is required</source>
        <translation>%1 ist erforderlich</translation>
    </message>
    <message>
        <source>%1 must be %2, not %3</source>
        <translation>%1 muss %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>calls fail with auth_failed</source>
        <translation>Aufrufe schlagen mit auth_failed fehl</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &quot;%3&quot;</source>
        <translation>%1 muss einer der Werte %2 sein, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1 must be a string, not %2</source>
        <translation>%1 muss eine Zeichenkette sein, nicht %2</translation>
    </message>
    <message>
        <source>%1 must not be empty</source>
        <translation>%1 darf nicht leer sein</translation>
    </message>
    <message>
        <source>%1 must be at least %2 characters long</source>
        <translation>%1 muss mindestens %2 Zeichen lang sein</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; at most %3 are allowed</source>
        <translation>%1 ist %2 Zeichen lang; höchstens %3 sind erlaubt</translation>
    </message>
    <message>
        <source>%1 must end with &quot;/&quot; (&quot;%2&quot;)</source>
        <translation>%1 muss auf &quot;/&quot; enden (&quot;%2&quot;)</translation>
    </message>
    <message>
        <source>%1 must be a content type such as application/pdf, not &quot;%2&quot;</source>
        <translation>%1 muss ein Inhaltstyp wie application/pdf sein, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 must be an absolute URL, not &quot;%2&quot;</source>
        <translation>%1 muss eine absolute URL sein, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 must be an absolute URL or contain a ${env:NAME} template (NAME in capitals, digits and _)</source>
        <translation>%1 muss eine absolute URL sein oder eine ${env:NAME}-Vorlage enthalten (NAME aus Großbuchstaben, Ziffern und _)</translation>
    </message>
    <message>
        <source>%1 must be the NAME of an environment variable, such as STRIPE_SECRET_KEY; Sunrise looks &quot;%2&quot; up literally</source>
        <translation>%1 muss der NAME einer Umgebungsvariablen sein, etwa STRIPE_SECRET_KEY; Sunrise sucht wörtlich nach &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not %2</source>
        <translation>%1 muss eine ganze Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>%1 must be greater than 0, not %2</source>
        <translation>%1 muss größer als 0 sein, nicht %2</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>zwischen %1 und %2</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>%1 must list at least one entry</source>
        <translation>%1 muss mindestens einen Eintrag enthalten</translation>
    </message>
    <message>
        <source>%1 needs at least %2 entries</source>
        <translation>%1 braucht mindestens %2 Einträge</translation>
    </message>
    <message>
        <source>%1 has %2 entries; at most %3 are allowed</source>
        <translation>%1 hat %2 Einträge; höchstens %3 sind erlaubt</translation>
    </message>
    <message>
        <source>the %1 adapter cannot send</source>
        <translation>der %1-Adapter kann nicht senden</translation>
    </message>
    <message>
        <source>hmac auth cannot sign multipart bodies: every call with multipart fails with invalid_binding (JSON and text bodies work)</source>
        <translation>hmac-Authentifizierung kann keine multipart-Rümpfe signieren: Jeder Aufruf mit multipart schlägt mit invalid_binding fehl (JSON- und Textrümpfe funktionieren)</translation>
    </message>
    <message>
        <source>forcedUrl resolves to something that is not an absolute URL with the values of %1</source>
        <translation>forcedUrl ergibt mit den Werten aus %1 keine absolute URL</translation>
    </message>
    <message>
        <source>ORCHESTRATION_ALLOWED_HOSTS is empty in %1, which blocks every host: calls fail with host_not_allowed</source>
        <translation>ORCHESTRATION_ALLOWED_HOSTS ist in %1 leer, was jeden Host sperrt: Aufrufe schlagen mit host_not_allowed fehl</translation>
    </message>
    <message>
        <source>host &quot;%1&quot; is not in ORCHESTRATION_ALLOWED_HOSTS of %2 (%3): calls fail with host_not_allowed</source>
        <translation>Host &quot;%1&quot; ist nicht in ORCHESTRATION_ALLOWED_HOSTS aus %2 (%3): Aufrufe schlagen mit host_not_allowed fehl</translation>
    </message>
    <message>
        <source>every call fails closed (invalid_binding) and Sunrise lists it in meta.warnings.missingEnvVars when the binding is saved</source>
        <translation>jeder Aufruf wird abgewiesen (invalid_binding), und Sunrise führt sie beim Speichern der Bindung in meta.warnings.missingEnvVars auf</translation>
    </message>
    <message>
        <source>environment variable %1 used by %2 is not set in %3: %4</source>
        <translation>Umgebungsvariable %1, verwendet von %2, ist in %3 nicht gesetzt: %4</translation>
    </message>
    <message>
        <source>environment variable %1 used by %2 is empty in %3, which Sunrise treats as unset: %4</source>
        <translation>Umgebungsvariable %1, verwendet von %2, ist in %3 leer, was Sunrise wie nicht gesetzt behandelt: %4</translation>
    </message>
    <message>
        <source>environment variable %1 named by %2 is not set in %3: %4</source>
        <translation>Umgebungsvariable %1, genannt von %2, ist in %3 nicht gesetzt: %4</translation>
    </message>
    <message>
        <source>environment variable %1 named by %2 is empty in %3: %4</source>
        <translation>Umgebungsvariable %1, genannt von %2, ist in %3 leer: %4</translation>
    </message>
    <message>
        <source>capability %1 is inactive: the agent is not offered it and calls fail with capability_inactive</source>
        <translation>Fähigkeit %1 ist inaktiv: Dem Agenten wird sie nicht angeboten, und Aufrufe schlagen mit capability_inactive fehl</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source> until %1</source>
        <translation> bis %1</translation>
    </message>
    <message>
        <source>capability %1 is %2%3%4: calls fail with capability_quarantined</source>
        <translation>Fähigkeit %1 ist %2%3%4: Aufrufe schlagen mit capability_quarantined fehl</translation>
    </message>
    <message>
        <source>an unknown capability</source>
        <translation>eine unbekannte Fähigkeit</translation>
    </message>
    <message>
        <source>%1 needs a customConfig (%2); without one every call fails closed (invalid_binding)</source>
        <translation>%1 braucht eine customConfig (%2); ohne sie wird jeder Aufruf abgewiesen (invalid_binding)</translation>
    </message>
    <message>
        <source>customConfig must be a JSON object or null, not %1; Sunrise&apos;s admin API refuses it (400)</source>
        <translation>customConfig muss ein JSON-Objekt oder null sein, nicht %1; die Admin-API von Sunrise lehnt das ab (400)</translation>
    </message>
    <message>
        <source>%1 has no binding schema in Sunrise: its customConfig is stored as given and only checked to be an object</source>
        <translation>%1 hat in Sunrise kein Bindungsschema: Die customConfig wird unverändert gespeichert und nur darauf geprüft, ob sie ein Objekt ist</translation>
    </message>
    <message>
        <source>isEnabled must be a boolean, not %1; Sunrise&apos;s admin API refuses it (400)</source>
        <translation>isEnabled muss ein Wahrheitswert sein, nicht %1; die Admin-API von Sunrise lehnt das ab (400)</translation>
    </message>
    <message>
        <source>customRateLimit must be a whole number from 1 to 10000 (calls per minute) or null, not %1; Sunrise&apos;s admin API refuses it (400)</source>
        <translation>customRateLimit muss eine ganze Zahl von 1 bis 10000 (Aufrufe pro Minute) oder null sein, nicht %1; die Admin-API von Sunrise lehnt das ab (400)</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2 is dropped by Sunrise (it reads only %3)</source>
        <translation>unbekannter Schlüssel &quot;%1&quot; in %2 wird von Sunrise verworfen (es liest nur %3)</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2 is dropped by Sunrise; did you mean &quot;%3&quot;?</source>
        <translation>unbekannter Schlüssel &quot;%1&quot; in %2 wird von Sunrise verworfen; meinten Sie &quot;%3&quot;?</translation>
    </message>
    <message>
        <source>%1 must be a safe integer (at most 2^53 - 1 = 9007199254740991), not %2</source>
        <translation>%1 muss eine sichere Ganzzahl sein (höchstens 2^53 - 1 = 9007199254740991), nicht %2</translation>
    </message>
    <message>
        <source>%1 must be an object for the %2 adapter, not %3: Sunrise saves the binding, but every send through %2 fails</source>
        <translation>%1 muss für den Adapter %2 ein Objekt sein, nicht %3: Sunrise speichert die Bindung, aber jedes Senden über %2 schlägt fehl</translation>
    </message>
    <message>
        <source>auth.type &quot;%1&quot; without auth.secret: Sunrise saves the binding, but every call fails with auth_failed; name the environment variable that holds the secret</source>
        <translation>auth.type &quot;%1&quot; ohne auth.secret: Sunrise speichert die Bindung, aber jeder Aufruf schlägt mit auth_failed fehl; nennen Sie die Umgebungsvariable, die das Geheimnis enthält</translation>
    </message>
    <message>
        <source>auth.secret is empty with auth.type &quot;%1&quot;: Sunrise saves the binding, but every call fails with auth_failed; name the environment variable that holds the secret</source>
        <translation>auth.secret ist bei auth.type &quot;%1&quot; leer: Sunrise speichert die Bindung, aber jeder Aufruf schlägt mit auth_failed fehl; nennen Sie die Umgebungsvariable, die das Geheimnis enthält</translation>
    </message>
</context>
<context>
    <name>BindingSchemas</name>
    <message>
        <source>Allowed URL prefixes</source>
        <translation>Erlaubte URL-Präfixe</translation>
    </message>
    <message>
        <source>The URL the model supplies must start with one of these; ignored when a forced URL is set.</source>
        <translation>Die vom Modell gelieferte URL muss mit einem davon beginnen; wird ignoriert, wenn eine erzwungene URL gesetzt ist.</translation>
    </message>
    <message>
        <source>Forced URL</source>
        <translation>Erzwungene URL</translation>
    </message>
    <message>
        <source>Replaces the model&apos;s URL entirely; may use ${env:NAME} templates.</source>
        <translation>Ersetzt die URL des Modells vollständig; darf ${env:NAME}-Vorlagen verwenden.</translation>
    </message>
    <message>
        <source>Authentication</source>
        <translation>Authentifizierung</translation>
    </message>
    <message>
        <source>How the request authenticates; the secret is read from an environment variable at call time.</source>
        <translation>Wie sich die Anfrage authentifiziert; das Geheimnis wird beim Aufruf aus einer Umgebungsvariablen gelesen.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>none, bearer, api-key, query-param, basic or hmac.</source>
        <translation>none, bearer, api-key, query-param, basic oder hmac.</translation>
    </message>
    <message>
        <source>Secret variable</source>
        <translation>Geheimnisvariable</translation>
    </message>
    <message>
        <source>The NAME of the environment variable holding the secret (required unless the type is none).</source>
        <translation>Der NAME der Umgebungsvariablen, die das Geheimnis enthält (erforderlich, außer der Typ ist none).</translation>
    </message>
    <message>
        <source>Query parameter</source>
        <translation>Query-Parameter</translation>
    </message>
    <message>
        <source>The query parameter that carries the secret (query-param).</source>
        <translation>Der Query-Parameter, der das Geheimnis überträgt (query-param).</translation>
    </message>
    <message>
        <source>API key header</source>
        <translation>API-Schlüssel-Header</translation>
    </message>
    <message>
        <source>The header that carries the secret (api-key).</source>
        <translation>Der Header, der das Geheimnis überträgt (api-key).</translation>
    </message>
    <message>
        <source>HMAC header</source>
        <translation>HMAC-Header</translation>
    </message>
    <message>
        <source>The header that carries the signature (hmac).</source>
        <translation>Der Header, der die Signatur überträgt (hmac).</translation>
    </message>
    <message>
        <source>HMAC algorithm</source>
        <translation>HMAC-Algorithmus</translation>
    </message>
    <message>
        <source>sha256 or sha512 (hmac).</source>
        <translation>sha256 oder sha512 (hmac).</translation>
    </message>
    <message>
        <source>HMAC body template</source>
        <translation>HMAC-Rumpfvorlage</translation>
    </message>
    <message>
        <source>What is signed, with the tokens {method}, {path} and {body} (hmac).</source>
        <translation>Was signiert wird, mit den Platzhaltern {method}, {path} und {body} (hmac).</translation>
    </message>
    <message>
        <source>Forced headers</source>
        <translation>Erzwungene Header</translation>
    </message>
    <message>
        <source>Headers merged over the model&apos;s; values may use ${env:NAME} templates.</source>
        <translation>Header, die über die des Modells gelegt werden; Werte dürfen ${env:NAME}-Vorlagen verwenden.</translation>
    </message>
    <message>
        <source>Automatic idempotency key</source>
        <translation>Automatischer Idempotenzschlüssel</translation>
    </message>
    <message>
        <source>Send a fresh UUID idempotency header on every call.</source>
        <translation>Bei jedem Aufruf einen neuen UUID-Idempotenz-Header senden.</translation>
    </message>
    <message>
        <source>Idempotency header</source>
        <translation>Idempotenz-Header</translation>
    </message>
    <message>
        <source>The header name of the idempotency key.</source>
        <translation>Der Header-Name des Idempotenzschlüssels.</translation>
    </message>
    <message>
        <source>Default response transform</source>
        <translation>Standard-Antworttransformation</translation>
    </message>
    <message>
        <source>Applied to the response unless the model passes its own JMESPath extract.</source>
        <translation>Wird auf die Antwort angewendet, sofern das Modell keinen eigenen JMESPath-Extrakt übergibt.</translation>
    </message>
    <message>
        <source>jmespath or template.</source>
        <translation>jmespath oder template.</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <source>The JMESPath expression or the template text.</source>
        <translation>Der JMESPath-Ausdruck oder der Vorlagentext.</translation>
    </message>
    <message>
        <source>Timeout (ms)</source>
        <translation>Zeitlimit (ms)</translation>
    </message>
    <message>
        <source>How long to wait for the response.</source>
        <translation>Wie lange auf die Antwort gewartet wird.</translation>
    </message>
    <message>
        <source>Maximum response bytes</source>
        <translation>Maximale Antwortgröße (Bytes)</translation>
    </message>
    <message>
        <source>Larger responses fail with response_too_large.</source>
        <translation>Größere Antworten schlagen mit response_too_large fehl.</translation>
    </message>
    <message>
        <source>Allowed workflows</source>
        <translation>Erlaubte Workflows</translation>
    </message>
    <message>
        <source>The slugs of the workflows this agent may start.</source>
        <translation>Die Slugs der Workflows, die dieser Agent starten darf.</translation>
    </message>
    <message>
        <source>Default budget (USD)</source>
        <translation>Standardbudget (USD)</translation>
    </message>
    <message>
        <source>The spending limit of a run unless the call sets one.</source>
        <translation>Das Ausgabenlimit eines Laufs, sofern der Aufruf keines setzt.</translation>
    </message>
    <message>
        <source>Key prefix</source>
        <translation>Schlüsselpräfix</translation>
    </message>
    <message>
        <source>The folder uploads go to; must end with &quot;/&quot;.</source>
        <translation>Der Ordner, in den hochgeladen wird; muss auf &quot;/&quot; enden.</translation>
    </message>
    <message>
        <source>Allowed content types</source>
        <translation>Erlaubte Inhaltstypen</translation>
    </message>
    <message>
        <source>The MIME types (type/subtype) that may be uploaded.</source>
        <translation>Die MIME-Typen (type/subtype), die hochgeladen werden dürfen.</translation>
    </message>
    <message>
        <source>Maximum file size (bytes)</source>
        <translation>Maximale Dateigröße (Bytes)</translation>
    </message>
    <message>
        <source>At most 100 MiB (104857600 bytes).</source>
        <translation>Höchstens 100 MiB (104857600 Bytes).</translation>
    </message>
    <message>
        <source>Signed URL lifetime (s)</source>
        <translation>Gültigkeit der signierten URL (s)</translation>
    </message>
    <message>
        <source>From 60 seconds to 7 days (604800).</source>
        <translation>Von 60 Sekunden bis zu 7 Tagen (604800).</translation>
    </message>
    <message>
        <source>Public</source>
        <translation>Öffentlich</translation>
    </message>
    <message>
        <source>Return a public URL instead of a signed one.</source>
        <translation>Eine öffentliche statt einer signierten URL zurückgeben.</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>One object per provider slug (twilio, meta …), checked by the provider&apos;s adapter; *Env keys name environment variables.</source>
        <translation>Ein Objekt pro Anbieter-Slug (twilio, meta …), geprüft vom Adapter des Anbieters; *Env-Schlüssel nennen Umgebungsvariablen.</translation>
    </message>
    <message>
        <source>Throttle</source>
        <translation>Drosselung</translation>
    </message>
    <message>
        <source>Limits replies per conversation.</source>
        <translation>Begrenzt die Antworten pro Unterhaltung.</translation>
    </message>
    <message>
        <source>Per conversation per hour</source>
        <translation>Pro Unterhaltung und Stunde</translation>
    </message>
    <message>
        <source>From 1 to 100 messages.</source>
        <translation>Von 1 bis 100 Nachrichten.</translation>
    </message>
    <message>
        <source>Allow forcing a provider</source>
        <translation>Erzwingen eines Anbieters erlauben</translation>
    </message>
    <message>
        <source>Let the model pick the provider explicitly.</source>
        <translation>Das Modell den Anbieter ausdrücklich wählen lassen.</translation>
    </message>
</context>
<context>
    <name>BoundedRead</name>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>cannot open the file: it is a folder</source>
        <translation>die Datei kann nicht geöffnet werden: Es ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>the file is %1; at most %2 are read</source>
        <translation>die Datei ist %1 groß; höchstens %2 werden gelesen</translation>
    </message>
    <message>
        <source>the input is binary: it has a NUL byte at byte %1, and text never does</source>
        <translation>die Eingabe ist binär: Sie enthält ein NUL-Byte an Byte %1, was in Text nie vorkommt</translation>
    </message>
    <message>
        <source>more than %1 came from it; at most that much is read</source>
        <translation>es kamen mehr als %1 an; mehr wird nicht gelesen</translation>
    </message>
    <message>
        <source>there is not enough memory to read it (%1 read so far)</source>
        <translation>zum Lesen reicht der Arbeitsspeicher nicht (bisher %1 gelesen)</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>Bundle</name>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation>%1: Die Datei ist leer</translation>
    </message>
    <message>
        <source>nesting is deeper than %1 levels</source>
        <translation>die Verschachtelung ist tiefer als %1 Ebenen</translation>
    </message>
    <message>
        <source>%1:%2:%3: not valid JSON: %4 (byte %5)</source>
        <translation>%1:%2:%3: kein gültiges JSON: %4 (Byte %5)</translation>
    </message>
    <message>
        <source>not a provenance bundle: there is no messages array (expected {&quot;success&quot;:true,&quot;data&quot;:{&quot;conversation&quot;:…,&quot;messages&quot;:[…]}} or {&quot;conversation&quot;:…,&quot;messages&quot;:[…]})</source>
        <translation>kein Herkunfts-Bundle: Es gibt kein messages-Array (erwartet wird {&quot;success&quot;:true,&quot;data&quot;:{&quot;conversation&quot;:…,&quot;messages&quot;:[…]}} oder {&quot;conversation&quot;:…,&quot;messages&quot;:[…]})</translation>
    </message>
    <message>
        <source>%1 has %2 entries; at most 64 are allowed</source>
        <translation>%1 hat %2 Einträge; höchstens 64 sind erlaubt</translation>
    </message>
    <message>
        <source>conversation must be an object</source>
        <translation>conversation muss ein Objekt sein</translation>
    </message>
    <message>
        <source>provenance must be an object or null</source>
        <translation>provenance muss ein Objekt oder null sein</translation>
    </message>
    <message>
        <source>%1 must be an array</source>
        <translation>%1 muss ein Array sein</translation>
    </message>
    <message>
        <source>slug must be a string of 1 to 120 characters</source>
        <translation>slug muss eine Zeichenkette mit 1 bis 120 Zeichen sein</translation>
    </message>
    <message>
        <source>latencyMs must be a number of at least 0</source>
        <translation>latencyMs muss eine Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <source>success must be true or false</source>
        <translation>success muss true oder false sein</translation>
    </message>
    <message>
        <source>costUsd must be a number of at least 0</source>
        <translation>costUsd muss eine Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <source>errorCode must be a string of 1 to 120 characters</source>
        <translation>errorCode muss eine Zeichenkette mit 1 bis 120 Zeichen sein</translation>
    </message>
    <message>
        <source>resultPreview must be a string of at most 2000 characters</source>
        <translation>resultPreview muss eine Zeichenkette mit höchstens 2000 Zeichen sein</translation>
    </message>
    <message>
        <source>a capability call lacks %1</source>
        <translation>einem Fähigkeitsaufruf fehlt %1</translation>
    </message>
    <message>
        <source>marker must be a whole number greater than 0</source>
        <translation>marker muss eine ganze Zahl größer als 0 sein</translation>
    </message>
    <message>
        <source>%1 must be a string</source>
        <translation>%1 muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>similarity must be a number</source>
        <translation>similarity muss eine Zahl sein</translation>
    </message>
    <message>
        <source>%1 must be a string or null</source>
        <translation>%1 muss eine Zeichenkette oder null sein</translation>
    </message>
    <message>
        <source>patternNumber must be a number or null</source>
        <translation>patternNumber muss eine Zahl oder null sein</translation>
    </message>
    <message>
        <source>%1 must be a number</source>
        <translation>%1 muss eine Zahl sein</translation>
    </message>
    <message>
        <source>a citation lacks %1</source>
        <translation>einer Quellenangabe fehlt %1</translation>
    </message>
    <message>
        <source>source must be one of training_knowledge, web_search, knowledge_base, prior_step, external_call, user_input</source>
        <translation>source muss einer der Werte training_knowledge, web_search, knowledge_base, prior_step, external_call, user_input sein</translation>
    </message>
    <message>
        <source>confidence must be one of high, medium, low</source>
        <translation>confidence muss einer der Werte high, medium, low sein</translation>
    </message>
    <message>
        <source>%1 must be a string of 1 to %2 characters</source>
        <translation>%1 muss eine Zeichenkette mit 1 bis %2 Zeichen sein</translation>
    </message>
    <message>
        <source>a workflow source lacks source</source>
        <translation>einer Workflow-Quelle fehlt source</translation>
    </message>
    <message>
        <source>a workflow source lacks confidence</source>
        <translation>einer Workflow-Quelle fehlt confidence</translation>
    </message>
    <message>
        <source>%1: the file changed while it was open: reopen it.</source>
        <translation>%1: Die Datei hat sich geändert, während sie geöffnet war: Öffnen Sie sie erneut.</translation>
    </message>
</context>
<context>
    <name>BundleComparison</name>
    <message numerus="yes">
        <source>(%n characters)</source>
        <translation>
            <numerusform>(%n Zeichen)</numerusform>
            <numerusform>(%n Zeichen)</numerusform>
        </translation>
    </message>
    <message>
        <source>(a value)</source>
        <translation>(ein Wert)</translation>
    </message>
</context>
<context>
    <name>CapabilityFile</name>
    <message>
        <source>expected a JSON array of capabilities or a Sunrise response envelope {&quot;success&quot;: true, &quot;data&quot;: [...]}</source>
        <translation>erwartet wird ein JSON-Array von Fähigkeiten oder ein Sunrise-Antwortumschlag {&quot;success&quot;: true, &quot;data&quot;: [...]}</translation>
    </message>
    <message>
        <source>the file is a Sunrise error response (%1): %2</source>
        <translation>die Datei ist eine Sunrise-Fehlerantwort (%1): %2</translation>
    </message>
    <message>
        <source>expected a JSON array of capabilities or a Sunrise response envelope with &quot;data&quot;; this object has no &quot;data&quot;</source>
        <translation>erwartet wird ein JSON-Array von Fähigkeiten oder ein Sunrise-Antwortumschlag mit &quot;data&quot;; dieses Objekt hat kein &quot;data&quot;</translation>
    </message>
    <message>
        <source>&quot;data&quot; must be an array of capabilities</source>
        <translation>&quot;data&quot; muss ein Array von Fähigkeiten sein</translation>
    </message>
</context>
<context>
    <name>CapabilityImport</name>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Ungültig</translation>
    </message>
    <message>
        <source>each capability must be an object</source>
        <translation>jede Fähigkeit muss ein Objekt sein</translation>
    </message>
    <message>
        <source>%1 of the system capability &apos;%2&apos; is seeded from code; an import cannot change it</source>
        <translation>%1 der Systemfähigkeit „%2“ stammt aus dem Code; ein Import kann das nicht ändern</translation>
    </message>
    <message>
        <source>System capabilities cannot be deactivated</source>
        <translation>Systemfähigkeiten können nicht deaktiviert werden</translation>
    </message>
    <message>
        <source>Another capability already uses the slug &apos;%1&apos;</source>
        <translation>Eine andere Fähigkeit verwendet bereits den Slug „%1“</translation>
    </message>
    <message>
        <source>The file updates the capability &apos;%1&apos; already at %2</source>
        <translation>Die Datei aktualisiert die Fähigkeit „%1“ bereits an der Stelle %2</translation>
    </message>
    <message>
        <source>The file holds the slug &apos;%1&apos; already at %2</source>
        <translation>Die Datei enthält den Slug „%1“ bereits an der Stelle %2</translation>
    </message>
    <message>
        <source>isSystem is not imported: this capability will not be a system capability</source>
        <translation>isSystem wird nicht importiert: Diese Fähigkeit wird keine Systemfähigkeit</translation>
    </message>
    <message>
        <source>isSystem is not imported: this capability stays a system capability</source>
        <translation>isSystem wird nicht importiert: Diese Fähigkeit bleibt eine Systemfähigkeit</translation>
    </message>
    <message numerus="yes">
        <source>Import %n capability(ies) from %1</source>
        <translation>
            <numerusform>%n Fähigkeit aus %1 importieren</numerusform>
            <numerusform>%n Fähigkeiten aus %1 importieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n imported capability(ies)</source>
        <translation>
            <numerusform>%n importierte Fähigkeit hinzufügen</numerusform>
            <numerusform>%n importierte Fähigkeiten hinzufügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CapabilityRules</name>
    <message>
        <source>%1 must be %2, not %3</source>
        <translation>%1 muss %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>%1 is required</source>
        <translation>%1 ist erforderlich</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>%1 cannot be empty</source>
        <translation>%1 darf nicht leer sein</translation>
    </message>
    <message>
        <source>%1 must be at most %2 characters (it has %3)</source>
        <translation>%1 darf höchstens %2 Zeichen lang sein (es sind %3)</translation>
    </message>
    <message>
        <source>slug &quot;%1&quot; must be lowercase letters and digits in groups joined by single &quot;_&quot; or &quot;-&quot; (^[a-z0-9]+(?:[_-][a-z0-9]+)*$)</source>
        <translation>slug &quot;%1&quot; muss aus Kleinbuchstaben und Ziffern bestehen, in Gruppen, die durch ein einzelnes &quot;_&quot; oder &quot;-&quot; verbunden sind (^[a-z0-9]+(?:[_-][a-z0-9]+)*$)</translation>
    </message>
    <message>
        <source>slug must be at most %1 characters (it has %2)</source>
        <translation>slug darf höchstens %1 Zeichen lang sein (es sind %2)</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>functionDefinition.name is required</source>
        <translation>functionDefinition.name ist erforderlich</translation>
    </message>
    <message>
        <source>functionDefinition.name cannot be empty</source>
        <translation>functionDefinition.name darf nicht leer sein</translation>
    </message>
    <message>
        <source>functionDefinition.description is required</source>
        <translation>functionDefinition.description ist erforderlich</translation>
    </message>
    <message>
        <source>functionDefinition.parameters is required</source>
        <translation>functionDefinition.parameters ist erforderlich</translation>
    </message>
    <message>
        <source>functionDefinition.parameters must have &quot;type&quot;: &quot;object&quot;</source>
        <translation>functionDefinition.parameters muss &quot;type&quot;: &quot;object&quot; haben</translation>
    </message>
    <message>
        <source>required names &quot;%1&quot;, which is not declared in properties</source>
        <translation>required nennt &quot;%1&quot;, das nicht in properties deklariert ist</translation>
    </message>
    <message>
        <source>executionType must be one of &quot;internal&quot;, &quot;api&quot;, &quot;webhook&quot;</source>
        <translation>executionType muss einer der Werte &quot;internal&quot;, &quot;api&quot;, &quot;webhook&quot; sein</translation>
    </message>
    <message>
        <source>executionHandler must be 1 to %1 characters (it has %2)</source>
        <translation>executionHandler muss 1 bis %1 Zeichen lang sein (es sind %2)</translation>
    </message>
    <message>
        <source>Must be a valid URL</source>
        <translation>Muss eine gültige URL sein</translation>
    </message>
    <message>
        <source>the handler URL would fail Sunrise&apos;s provider URL guard (%1: %2); Sunrise itself does not check handlers</source>
        <translation>die Handler-URL würde die URL-Prüfung für Anbieter von Sunrise nicht bestehen (%1: %2); Sunrise selbst prüft Handler nicht</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>an integer or null</source>
        <translation>eine ganze Zahl oder null</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, or null (it is %4)</source>
        <translation>%1 muss zwischen %2 und %3 liegen oder null sein (es ist %4)</translation>
    </message>
    <message>
        <source>%1 cannot be set to null; send an empty object instead</source>
        <translation>%1 kann nicht auf null gesetzt werden; senden Sie stattdessen ein leeres Objekt</translation>
    </message>
    <message>
        <source>metadata may hold at most %1 keys (it has %2)</source>
        <translation>metadata darf höchstens %1 Schlüssel enthalten (es sind %2)</translation>
    </message>
    <message>
        <source>metadata keys must be at most 100 characters</source>
        <translation>Schlüssel in metadata dürfen höchstens 100 Zeichen lang sein</translation>
    </message>
    <message>
        <source>metadata strings must be at most 5000 characters</source>
        <translation>Zeichenketten in metadata dürfen höchstens 5000 Zeichen lang sein</translation>
    </message>
    <message>
        <source>metadata values must be a string, number, boolean or null, not %1</source>
        <translation>Werte in metadata müssen eine Zeichenkette, eine Zahl, ein Wahrheitswert oder null sein, nicht %1</translation>
    </message>
    <message>
        <source>quarantineState must be one of &quot;active&quot;, &quot;quarantined-soft&quot;, &quot;quarantined-hard&quot;</source>
        <translation>quarantineState muss einer der Werte &quot;active&quot;, &quot;quarantined-soft&quot;, &quot;quarantined-hard&quot; sein</translation>
    </message>
    <message>
        <source>quarantineUntil must be an ISO-8601 date-time or null</source>
        <translation>quarantineUntil muss ein ISO-8601-Zeitpunkt oder null sein</translation>
    </message>
    <message>
        <source>Must equal the capability slug (&quot;%1&quot;)</source>
        <translation>Muss mit dem Slug der Fähigkeit übereinstimmen („%1“)</translation>
    </message>
    <message>
        <source>System capabilities cannot be deactivated</source>
        <translation>Systemfähigkeiten können nicht deaktiviert werden</translation>
    </message>
    <message>
        <source>%1 of a system capability are seeded from code and cannot be changed here</source>
        <translation>%1 einer Systemfähigkeit stammen aus dem Code und können hier nicht geändert werden</translation>
    </message>
    <message>
        <source>System capabilities cannot be deleted</source>
        <translation>Systemfähigkeiten können nicht gelöscht werden</translation>
    </message>
    <message>
        <source>each capability must be an object, not %1</source>
        <translation>jede Fähigkeit muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Capability with slug &apos;%1&apos; already exists (%2)</source>
        <translation>Eine Fähigkeit mit dem Slug &apos;%1&apos; existiert bereits (%2)</translation>
    </message>
    <message>
        <source>set only by Sunrise&apos;s seeds</source>
        <translation>wird nur durch die Seed-Daten von Sunrise gesetzt</translation>
    </message>
    <message>
        <source>set only by the quarantine route</source>
        <translation>wird nur über die Quarantäne-Route gesetzt</translation>
    </message>
    <message>
        <source>set by the database</source>
        <translation>wird von der Datenbank gesetzt</translation>
    </message>
    <message>
        <source>a count the list route adds to rows</source>
        <translation>eine Anzahl, die die Listen-Route den Zeilen hinzufügt</translation>
    </message>
    <message>
        <source>%1 must be at most %2 characters as sent (it has %3, %4 after trimming; Sunrise counts before it trims)</source>
        <translation>%1 darf beim Senden höchstens %2 Zeichen lang sein (es hat %3, nach dem Kürzen %4; Sunrise zählt vor dem Kürzen)</translation>
    </message>
    <message>
        <source>%1 holds only white space: Sunrise accepts it, trims it and stores an empty %1</source>
        <translation>%1 enthält nur Leerraum: Sunrise akzeptiert es, kürzt es und speichert ein leeres %1</translation>
    </message>
    <message>
        <source>%1; Sunrise accepts it, but a model provider will refuse or misread the tool when it is offered</source>
        <translation>%1; Sunrise akzeptiert es, aber ein Modellanbieter wird das Tool ablehnen oder falsch verstehen, wenn es angeboten wird</translation>
    </message>
    <message>
        <source>%1 is not a field the admin API accepts; Sunrise drops it without a word</source>
        <translation>%1 ist kein Feld, das die Admin-API akzeptiert; Sunrise verwirft es kommentarlos</translation>
    </message>
    <message>
        <source>%1 is dropped by the admin API (%2); whatever it holds is not stored</source>
        <translation>%1 wird von der Admin-API verworfen (%2); was darin steht, wird nicht gespeichert</translation>
    </message>
    <message>
        <source>%1 holds a U+0000 character, which PostgreSQL cannot store: Sunrise answers 500 (Database error)</source>
        <translation>%1 enthält ein Zeichen U+0000, das PostgreSQL nicht speichern kann: Sunrise antwortet mit 500 (Database error)</translation>
    </message>
    <message>
        <source>Capability with slug &apos;%1&apos; already exists in the target (409)</source>
        <translation>Eine Fähigkeit mit dem Slug &apos;%1&apos; existiert im Ziel bereits (409)</translation>
    </message>
</context>
<context>
    <name>CapabilityScaffold</name>
    <message>
        <source>Class name &quot;%1&quot; is not a valid TypeScript identifier.</source>
        <translation>Der Klassenname „%1“ ist kein gültiger TypeScript-Bezeichner.</translation>
    </message>
    <message>
        <source>functionDefinition.name %1 differs from the slug; the slug is used, as the create API requires.</source>
        <translation>functionDefinition.name %1 weicht vom Slug ab; der Slug wird verwendet, wie es die Erstellungs-API verlangt.</translation>
    </message>
    <message>
        <source>functionDefinition.description is missing or not a string; the capability&apos;s description is used.</source>
        <translation>functionDefinition.description fehlt oder ist keine Zeichenkette; die Beschreibung der Fähigkeit wird verwendet.</translation>
    </message>
    <message>
        <source>functionDefinition.parameters is missing or not an object; an object schema without properties is used.</source>
        <translation>functionDefinition.parameters fehlt oder ist kein Objekt; ein Objektschema ohne Eigenschaften wird verwendet.</translation>
    </message>
    <message>
        <source>executionHandler &quot;%1&quot; is replaced by the class name &quot;%2&quot;.</source>
        <translation>executionHandler „%1“ wird durch den Klassennamen „%2“ ersetzt.</translation>
    </message>
    <message>
        <source>%1 must be an object for the create API; it is left out.</source>
        <translation>%1 muss für die Erstellungs-API ein Objekt sein; es wird weggelassen.</translation>
    </message>
    <message>
        <source>isIdempotent cannot be set through the create API (the key is dropped); the row starts with isIdempotent = false. Change it in the database.</source>
        <translation>isIdempotent kann über die Erstellungs-API nicht gesetzt werden (der Schlüssel wird verworfen); die Zeile beginnt mit isIdempotent = false. Ändern Sie den Wert in der Datenbank.</translation>
    </message>
    <message>
        <source>isSystem cannot be set through the create API; the row starts with isSystem = false.</source>
        <translation>isSystem kann über die Erstellungs-API nicht gesetzt werden; die Zeile beginnt mit isSystem = false.</translation>
    </message>
    <message>
        <source>A schema must be an object or a boolean; any value passes here (z.any()).</source>
        <translation>Ein Schema muss ein Objekt oder ein Wahrheitswert sein; hier ist jeder Wert zulässig (z.any()).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not translated to Zod: the reference is not followed, so any value passes here (z.any()).</source>
        <translation>&quot;%1&quot; wird nicht nach Zod übersetzt: Der Verweis wird nicht verfolgt, daher ist hier jeder Wert zulässig (z.any()).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2; it is ignored.</source>
        <translation>&quot;%1&quot; muss %2 sein; es wird ignoriert.</translation>
    </message>
    <message>
        <source>a type name or a list of type names</source>
        <translation>ein Typname oder eine Liste von Typnamen</translation>
    </message>
    <message>
        <source>Type %1 is not a JSON Schema type; any value passes here (z.any()).</source>
        <translation>Der Typ %1 ist kein JSON-Schema-Typ; hier ist jeder Wert zulässig (z.any()).</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>No &quot;type&quot;: the Zod schema assumes %1 from the keywords present.</source>
        <translation>Kein &quot;type&quot;: Das Zod-Schema nimmt anhand der vorhandenen Schlüsselwörter %1 an.</translation>
    </message>
    <message>
        <source>a non-empty array of schemas</source>
        <translation>ein nicht leeres Array von Schemas</translation>
    </message>
    <message>
        <source>&quot;oneOf&quot; is translated as z.union(): a value that matches more than one branch is accepted, where JSON Schema rejects it.</source>
        <translation>&quot;oneOf&quot; wird als z.union() übersetzt: Ein Wert, der auf mehr als einen Zweig passt, wird angenommen, während JSON Schema ihn ablehnt.</translation>
    </message>
    <message>
        <source>&quot;not&quot; has no Zod translation; the values it excludes are accepted.</source>
        <translation>&quot;not&quot; hat keine Zod-Übersetzung; die damit ausgeschlossenen Werte werden angenommen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no Zod translation; the conditional constraints are not checked.</source>
        <translation>&quot;%1&quot; hat keine Zod-Übersetzung; die bedingten Einschränkungen werden nicht geprüft.</translation>
    </message>
    <message>
        <source>&quot;patternProperties&quot; has no Zod translation; properties matching its patterns accept any value.</source>
        <translation>&quot;patternProperties&quot; hat keine Zod-Übersetzung; Eigenschaften, die auf seine Muster passen, nehmen jeden Wert an.</translation>
    </message>
    <message>
        <source>&quot;propertyNames&quot; has no Zod translation; property names are not checked.</source>
        <translation>&quot;propertyNames&quot; hat keine Zod-Übersetzung; Eigenschaftsnamen werden nicht geprüft.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no Zod translation; the number of properties is not checked.</source>
        <translation>&quot;%1&quot; hat keine Zod-Übersetzung; die Anzahl der Eigenschaften wird nicht geprüft.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no Zod translation; the properties it makes depend on each other are not checked.</source>
        <translation>&quot;%1&quot; hat keine Zod-Übersetzung; die dadurch voneinander abhängigen Eigenschaften werden nicht geprüft.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no Zod translation; the array is not searched for matching items.</source>
        <translation>&quot;%1&quot; hat keine Zod-Übersetzung; das Array wird nicht nach passenden Elementen durchsucht.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no Zod translation; it is not checked.</source>
        <translation>&quot;%1&quot; hat keine Zod-Übersetzung; es wird nicht geprüft.</translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation>eine nicht negative ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>&quot;default&quot; does not satisfy the property&apos;s schema; it is not applied (the property is .optional()).</source>
        <translation>&quot;default&quot; erfüllt das Schema der Eigenschaft nicht; es wird nicht angewendet (die Eigenschaft ist .optional()).</translation>
    </message>
    <message>
        <source>&quot;default&quot; is not applied: the property is required, and .default() would make it optional in Zod.</source>
        <translation>&quot;default&quot; wird nicht angewendet: Die Eigenschaft ist erforderlich, und .default() würde sie in Zod optional machen.</translation>
    </message>
    <message>
        <source>&quot;default&quot; is only applied to optional object properties; here it is left out.</source>
        <translation>&quot;default&quot; wird nur auf optionale Objekteigenschaften angewendet; hier wird es weggelassen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is only reachable through &quot;$ref&quot;, which is not translated.</source>
        <translation>&quot;%1&quot; ist nur über &quot;$ref&quot; erreichbar, das nicht übersetzt wird.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is an annotation; it stays in the function definition but has no Zod counterpart.</source>
        <translation>&quot;%1&quot; ist eine Annotation; sie bleibt in der Funktionsdefinition, hat aber kein Gegenstück in Zod.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a JSON Schema keyword; it is not translated.</source>
        <translation>&quot;%1&quot; ist kein JSON-Schema-Schlüsselwort; es wird nicht übersetzt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; only applies to %2 values; with this schema&apos;s type it has no effect.</source>
        <translation>&quot;%1&quot; gilt nur für Werte vom Typ %2; beim Typ dieses Schemas hat es keine Wirkung.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not translated next to &quot;%2&quot;.</source>
        <translation>&quot;%1&quot; wird neben &quot;%2&quot; nicht übersetzt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not translated: without &quot;type&quot; the schema mixes keywords for several types.</source>
        <translation>&quot;%1&quot; wird nicht übersetzt: Ohne &quot;type&quot; mischt das Schema Schlüsselwörter für mehrere Typen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not translated.</source>
        <translation>&quot;%1&quot; wird nicht übersetzt.</translation>
    </message>
    <message>
        <source>Value %1 of &quot;%2&quot; can never match the declared type; it is left out.</source>
        <translation>Der Wert %1 von &quot;%2&quot; kann nie zum deklarierten Typ passen; er wird weggelassen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; allows no value; the Zod schema is z.never().</source>
        <translation>&quot;%1&quot; lässt keinen Wert zu; das Zod-Schema ist z.never().</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds objects or arrays, which have no Zod literal; any value passes here (z.any()).</source>
        <translation>&quot;%1&quot; enthält Objekte oder Arrays, für die es kein Zod-Literal gibt; hier ist jeder Wert zulässig (z.any()).</translation>
    </message>
    <message>
        <source>Format %1 has no Zod check; any string is accepted.</source>
        <translation>Für das Format %1 gibt es keine Zod-Prüfung; jede Zeichenkette wird angenommen.</translation>
    </message>
    <message>
        <source>&quot;pattern&quot; may not be a valid JavaScript regular expression; new RegExp() would then throw when the module loads.</source>
        <translation>&quot;pattern&quot; ist möglicherweise kein gültiger regulärer Ausdruck für JavaScript; new RegExp() würde dann beim Laden des Moduls eine Ausnahme werfen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; as a boolean only qualifies &quot;%2&quot;, which is missing; it has no effect.</source>
        <translation>&quot;%1&quot; als Wahrheitswert bezieht sich nur auf &quot;%2&quot;, das fehlt; es hat keine Wirkung.</translation>
    </message>
    <message>
        <source>a number greater than 0</source>
        <translation>eine Zahl größer als 0</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is part of a tuple (positional item schemas), which is not translated; the array&apos;s items accept any value.</source>
        <translation>&quot;%1&quot; gehört zu einem Tupel (Elementschemas nach Position), das nicht übersetzt wird; die Elemente des Arrays nehmen jeden Wert an.</translation>
    </message>
    <message>
        <source>a schema</source>
        <translation>ein Schema</translation>
    </message>
    <message>
        <source>&quot;additionalItems&quot; only applies when &quot;items&quot; is a list; it has no effect here.</source>
        <translation>&quot;additionalItems&quot; gilt nur, wenn &quot;items&quot; eine Liste ist; hier hat es keine Wirkung.</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>&quot;uniqueItems&quot; is not enforced by the Zod schema: duplicate items are accepted.</source>
        <translation>&quot;uniqueItems&quot; wird vom Zod-Schema nicht durchgesetzt: Doppelte Elemente werden angenommen.</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation>ein Array von Zeichenketten</translation>
    </message>
    <message>
        <source>Required property &quot;%1&quot; is not declared in &quot;properties&quot;; the Zod schema does not require it.</source>
        <translation>Die erforderliche Eigenschaft &quot;%1&quot; ist nicht in &quot;properties&quot; deklariert; das Zod-Schema verlangt sie nicht.</translation>
    </message>
    <message>
        <source>Zod does not check a property named &quot;__proto__&quot;: it is neither validated nor passed on to execute().</source>
        <translation>Zod prüft keine Eigenschaft namens &quot;__proto__&quot;: Sie wird weder validiert noch an execute() weitergegeben.</translation>
    </message>
    <message>
        <source>a boolean or a schema</source>
        <translation>ein Wahrheitswert oder ein Schema</translation>
    </message>
    <message>
        <source>&quot;additionalProperties&quot; is not enforced because &quot;patternProperties&quot; is not translated.</source>
        <translation>&quot;additionalProperties&quot; wird nicht durchgesetzt, weil &quot;patternProperties&quot; nicht übersetzt wird.</translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message numerus="yes">
        <source>%1 has %n error(s); nothing was compared.</source>
        <translation>
            <numerusform>%1 hat %n Fehler; es wurde nichts verglichen.</numerusform>
            <numerusform>%1 hat %n Fehler; es wurde nichts verglichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog as code: pull a connection&apos;s capabilities and bindings into a folder of YAML files, diff folders and connections field by field, and push a folder to a connection.</source>
        <translation>Der Katalog als Code: die Fähigkeiten und Bindungen einer Verbindung in einen Ordner mit YAML-Dateien abrufen, Ordner und Verbindungen Feld für Feld vergleichen und einen Ordner in eine Verbindung übertragen.</translation>
    </message>
    <message>
        <source>pull, diff or push.</source>
        <translation>pull, diff oder push.</translation>
    </message>
    <message>
        <source>diff: the catalog folder to compare with --from (or give --to); push: the folder to push to --from.</source>
        <translation>diff: der Katalogordner, der mit --from verglichen wird (oder geben Sie --to an); push: der Ordner, der nach --from übertragen wird.</translation>
    </message>
    <message>
        <source>pull: the folder to write the catalog into.</source>
        <translation>pull: der Ordner, in den der Katalog geschrieben wird.</translation>
    </message>
    <message>
        <source>diff: the other side, a catalog folder or a connection, instead of DIR.</source>
        <translation>diff: die andere Seite, ein Katalogordner oder eine Verbindung, anstelle von DIR.</translation>
    </message>
    <message>
        <source>push: show what would be written, write nothing.</source>
        <translation>push: anzeigen, was geschrieben würde, nichts schreiben.</translation>
    </message>
    <message>
        <source>push: delete what the folder does not have (Sunrise deactivates capabilities; bindings are detached).</source>
        <translation>push: löschen, was der Ordner nicht enthält (Sunrise deaktiviert Fähigkeiten; Bindungen werden gelöst).</translation>
    </message>
    <message>
        <source>push: only capabilities of this category and their bindings (repeatable).</source>
        <translation>push: nur Fähigkeiten dieser Kategorie und ihre Bindungen (wiederholbar).</translation>
    </message>
    <message>
        <source>push: write the plan to PLAN instead of pushing.</source>
        <translation>push: den Plan nach PLAN schreiben, statt zu übertragen.</translation>
    </message>
    <message>
        <source>push: push this plan, exactly as it was written.</source>
        <translation>push: diesen Plan übertragen, genau so, wie er geschrieben wurde.</translation>
    </message>
    <message>
        <source>capstudio catalog: give an action: pull, diff or push</source>
        <translation>capstudio catalog: geben Sie eine Aktion an: pull, diff oder push</translation>
    </message>
    <message>
        <source>capstudio catalog: unknown action “%1”: pull, diff or push</source>
        <translation>capstudio catalog: unbekannte Aktion „%1“: pull, diff oder push</translation>
    </message>
    <message>
        <source>%1: usage: capstudio catalog pull --from CONNECTION -o DIR</source>
        <translation>%1: Aufruf: capstudio catalog pull --from CONNECTION -o DIR</translation>
    </message>
    <message>
        <source>%1: %2 is a file, not a folder</source>
        <translation>%1: %2 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: note: %2</source>
        <translation>%1: Hinweis: %2</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>%1 entfernt</translation>
    </message>
    <message numerus="yes">
        <source>Pulled %n capabilities</source>
        <translation>
            <numerusform>%n Fähigkeit</numerusform>
            <numerusform>%n Fähigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n bindings</source>
        <translation>
            <numerusform> und %n Bindung</numerusform>
            <numerusform> und %n Bindungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> of %n agents</source>
        <translation>
            <numerusform> von %n Agenten</numerusform>
            <numerusform> von %n Agenten</numerusform>
        </translation>
    </message>
    <message>
        <source> from %1 into %2: %3 written, %4 removed, %5 unchanged.</source>
        <translation> aus %1 nach %2 abgerufen: %3 geschrieben, %4 entfernt, %5 unverändert.</translation>
    </message>
    <message>
        <source>%1: usage: capstudio catalog diff DIR --from CONNECTION, or capstudio catalog diff --from A --to B</source>
        <translation>%1: Aufruf: capstudio catalog diff DIR --from CONNECTION oder capstudio catalog diff --from A --to B</translation>
    </message>
    <message>
        <source>%1: %2 is not a folder</source>
        <translation>%1: %2 ist kein Ordner</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 hold the same catalog: %n capabilities</source>
        <translation>
            <numerusform>%1 und %2 enthalten denselben Katalog: %n Fähigkeit</numerusform>
            <numerusform>%1 und %2 enthalten denselben Katalog: %n Fähigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n bindings.</source>
        <translation>
            <numerusform>, %n Bindung.</numerusform>
            <numerusform>, %n Bindungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>--- %1
+++ %2
</source>
        <translation>--- %1
+++ %2
</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: not a JSON plan (%2 at byte %3)</source>
        <translation>%1: kein JSON-Plan (%2 bei Byte %3)</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n error(s); nothing was pushed.</source>
        <translation>
            <numerusform>%1 hat %n Fehler; es wurde nichts übertragen.</numerusform>
            <numerusform>%1 hat %n Fehler; es wurde nichts übertragen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) in %1 (Sunrise&apos;s rules, literal secrets); nothing was pushed.</source>
        <translation>
            <numerusform>%n Fehler in %1 (Regeln von Sunrise, literale Geheimnisse); es wurde nichts übertragen.</numerusform>
            <numerusform>%n Fehler in %1 (Regeln von Sunrise, literale Geheimnisse); es wurde nichts übertragen.</numerusform>
        </translation>
    </message>
    <message>
        <source>the plan was made for %1, not %2</source>
        <translation>der Plan wurde für %1 erstellt, nicht für %2</translation>
    </message>
    <message>
        <source>the plan is stale, %1 changed since it was made: %2. Make a new plan.</source>
        <translation>der Plan ist veraltet, %1 hat sich seit seiner Erstellung geändert: %2. Erstellen Sie einen neuen Plan.</translation>
    </message>
    <message>
        <source>Nothing to push to %1.
</source>
        <translation>Nichts nach %1 zu übertragen.
</translation>
    </message>
    <message>
        <source>Push to %1:
</source>
        <translation>Übertragung nach %1:
</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>nothing was pushed.</source>
        <translation>es wurde nichts übertragen.</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Plan written to %1; push it with --plan.</source>
        <translation>Plan nach %1 geschrieben; übertragen Sie ihn mit --plan.</translation>
    </message>
    <message>
        <source>%1: warning: %2 does not define %3 (the server&apos;s missingEnvVars for agent %4&apos;s binding)</source>
        <translation>%1: Warnung: %2 definiert %3 nicht (missingEnvVars des Servers für die Bindung des Agenten %4)</translation>
    </message>
    <message>
        <source>Pushed %1 capability changes and %2 binding changes to %3.</source>
        <translation>%1 Fähigkeitsänderungen und %2 Bindungsänderungen nach %3 übertragen.</translation>
    </message>
    <message>
        <source>push: the target&apos;s environment as a .env file: the bindings the push writes are checked against it before anything is written.</source>
        <translation>push: die Umgebung des Ziels als .env-Datei: Die Bindungen, die der Push schreibt, werden dagegen geprüft, bevor etwas geschrieben wird.</translation>
    </message>
    <message>
        <source>%1: usage: capstudio catalog push DIR --from CONNECTION [--dry-run] [--prune] [--category C]… [--plan-out PLAN] [--env-file F], or capstudio catalog push --plan PLAN --from CONNECTION [--env-file F]</source>
        <translation>%1: Aufruf: capstudio catalog push DIR --from CONNECTION [--dry-run] [--prune] [--category C]… [--plan-out PLAN] [--env-file F] oder capstudio catalog push --plan PLAN --from CONNECTION [--env-file F]</translation>
    </message>
    <message>
        <source>%1: warning: %2 does not define %3, which agent %4&apos;s binding of %5 names in its customConfig</source>
        <translation>%1: Warnung: %2 definiert %3 nicht, die die Bindung des Agenten %4 an %5 in ihrer customConfig nennt</translation>
    </message>
</context>
<context>
    <name>CatalogDiff</name>
    <message>
        <source>(absent)</source>
        <translation>(nicht vorhanden)</translation>
    </message>
    <message>
        <source>capabilities: %1 to create, %2 to update, %3 to delete; bindings: %4 to create, %5 to update, %6 to delete</source>
        <translation>Fähigkeiten: %1 anzulegen, %2 zu aktualisieren, %3 zu löschen; Bindungen: %4 anzulegen, %5 zu aktualisieren, %6 zu löschen</translation>
    </message>
</context>
<context>
    <name>CatalogFolder</name>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation>eine Zeichenkette oder null</translation>
    </message>
    <message>
        <source>an ISO 8601 date and time (&quot;2026-01-31T12:00:00.000Z&quot;) or null</source>
        <translation>ein Zeitpunkt nach ISO 8601 (&quot;2026-01-31T12:00:00.000Z&quot;) oder null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a whole number or null</source>
        <translation>eine Ganzzahl oder null</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>ein Mapping</translation>
    </message>
    <message>
        <source>any value</source>
        <translation>ein beliebiger Wert</translation>
    </message>
    <message>
        <source>database ids are not part of a catalog folder (rows are matched by slug); “id” is ignored</source>
        <translation>Datenbank-IDs gehören nicht in einen Katalogordner (Zeilen werden über den Slug zugeordnet); „id“ wird ignoriert</translation>
    </message>
    <message>
        <source>unknown field “%1”</source>
        <translation>unbekanntes Feld „%1“</translation>
    </message>
    <message>
        <source>“%1” must be %2, not %3</source>
        <translation>„%1“ muss %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>“%1” is missing</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <source>the file must hold a mapping, not %1</source>
        <translation>die Datei muss ein Mapping enthalten, nicht %1</translation>
    </message>
    <message>
        <source>the slug “%1” does not match the file&apos;s name: a capability&apos;s file is named &lt;slug&gt;.yaml</source>
        <translation>der Slug „%1“ passt nicht zum Dateinamen: Die Datei einer Fähigkeit heißt &lt;slug&gt;.yaml</translation>
    </message>
    <message>
        <source>“agent” is missing</source>
        <translation>„agent“ fehlt</translation>
    </message>
    <message>
        <source>“agent” must be a string, not %1</source>
        <translation>„agent“ muss eine Zeichenkette sein, nicht %1</translation>
    </message>
    <message>
        <source>the agent “%1” does not match the file&apos;s name: an agent&apos;s file is named &lt;agent slug&gt;.yaml</source>
        <translation>der Agent „%1“ passt nicht zum Dateinamen: Die Datei eines Agenten heißt &lt;agent slug&gt;.yaml</translation>
    </message>
    <message>
        <source>“bindings” must be a list, not %1</source>
        <translation>„bindings“ muss eine Liste sein, nicht %1</translation>
    </message>
    <message>
        <source>a binding must be a mapping, not %1</source>
        <translation>eine Bindung muss ein Mapping sein, nicht %1</translation>
    </message>
    <message>
        <source>capability “%1” is bound twice (first at line %2)</source>
        <translation>die Fähigkeit „%1“ ist zweimal gebunden (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Capability %1 has the slug “%2”, which cannot name a file; correct the slug first.</source>
        <translation>Die Fähigkeit %1 hat den Slug „%2“, der keine Datei benennen kann; korrigieren Sie zuerst den Slug.</translation>
    </message>
    <message>
        <source>The slugs “%1” and “%2” differ only in case: their files would be one on many systems.</source>
        <translation>Die Slugs „%1“ und „%2“ unterscheiden sich nur in der Groß-/Kleinschreibung: Auf vielen Systemen wären ihre Dateien ein und dieselbe.</translation>
    </message>
    <message>
        <source>An agent has the slug “%1”, which cannot name a file; correct the slug first.</source>
        <translation>Ein Agent hat den Slug „%1“, der keine Datei benennen kann; korrigieren Sie zuerst den Slug.</translation>
    </message>
    <message>
        <source>The agent slugs “%1” and “%2” differ only in case, or repeat.</source>
        <translation>Die Agenten-Slugs „%1“ und „%2“ unterscheiden sich nur in der Groß-/Kleinschreibung oder wiederholen sich.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1: the comments could not be kept (the file&apos;s layout is too far from the generated one)</source>
        <translation>%1: Die Kommentare konnten nicht erhalten werden (der Aufbau der Datei weicht zu stark vom erzeugten ab)</translation>
    </message>
    <message>
        <source>Could not remove %1.</source>
        <translation>%1 konnte nicht entfernt werden.</translation>
    </message>
    <message>
        <source>not a catalog folder: it has neither a capabilities/ nor an agents/ folder</source>
        <translation>kein Katalogordner: Er hat weder einen Ordner capabilities/ noch einen Ordner agents/</translation>
    </message>
    <message>
        <source>capability “%1” is also in %2</source>
        <translation>die Fähigkeit „%1“ ist auch in %2</translation>
    </message>
    <message>
        <source>%1 and %2 hold the same row; keep one</source>
        <translation>%1 und %2 enthalten dieselbe Zeile; behalten Sie eine</translation>
    </message>
</context>
<context>
    <name>CatalogPlan</name>
    <message>
        <source>capability %1</source>
        <translation>Fähigkeit %1</translation>
    </message>
    <message>
        <source>%1: a system capability, not deleted (Sunrise refuses to delete them)</source>
        <translation>%1: eine Systemfähigkeit, nicht gelöscht (Sunrise verweigert deren Löschen)</translation>
    </message>
    <message>
        <source>%1: already deactivated, as Sunrise&apos;s API deletes</source>
        <translation>%1: bereits deaktiviert, so wie die API von Sunrise löscht</translation>
    </message>
    <message>
        <source>%1: %2 cannot be written here, created as %3 (%4)</source>
        <translation>%1: %2 kann hier nicht geschrieben werden, angelegt als %3 (%4)</translation>
    </message>
    <message>
        <source>set by Sunrise&apos;s seeds</source>
        <translation>durch die Seed-Daten von Sunrise gesetzt</translation>
    </message>
    <message>
        <source>%1: %2 is seed-owned, not pushed</source>
        <translation>%1: %2 gehört zu den Seed-Daten, nicht übertragen</translation>
    </message>
    <message>
        <source>%1: %2 cannot be written here, not pushed (%3)</source>
        <translation>%1: %2 kann hier nicht geschrieben werden, nicht übertragen (%3)</translation>
    </message>
    <message>
        <source>%1: a system capability cannot be deactivated, isActive not pushed</source>
        <translation>%1: eine Systemfähigkeit kann nicht deaktiviert werden, isActive nicht übertragen</translation>
    </message>
    <message>
        <source>binding %1 → %2</source>
        <translation>Bindung %1 → %2</translation>
    </message>
    <message>
        <source>agent %1 is not in %2: create it in Sunrise first (its bindings cannot be pushed)</source>
        <translation>der Agent %1 ist nicht in %2: Legen Sie ihn zuerst in Sunrise an (seine Bindungen können nicht übertragen werden)</translation>
    </message>
    <message>
        <source>%1: the capability is neither in %2 nor pushed with this change</source>
        <translation>%1: die Fähigkeit ist weder in %2, noch wird sie mit dieser Änderung übertragen</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the target are not in the folder and stay (--prune deletes them)</source>
        <translation>
            <numerusform>%n Zeile des Ziels ist nicht im Ordner und bleibt erhalten (--prune löscht sie)</numerusform>
            <numerusform>%n Zeilen des Ziels sind nicht im Ordner und bleiben erhalten (--prune löscht sie)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was deleted</source>
        <translation>%1 wurde gelöscht</translation>
    </message>
    <message>
        <source>%1 changed</source>
        <translation>%1 wurde geändert</translation>
    </message>
    <message>
        <source>%1 was added</source>
        <translation>%1 wurde hinzugefügt</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>not a capstudio catalog plan</source>
        <translation>kein Katalogplan von capstudio</translation>
    </message>
    <message>
        <source>plan version %1 is not one this capstudio reads (%2)</source>
        <translation>die Planversion %1 kann dieses capstudio nicht lesen (%2)</translation>
    </message>
    <message>
        <source>a capability step needs change, slug and the rows its change names</source>
        <translation>ein Fähigkeitsschritt braucht change, slug und die Zeilen, die seine Änderung nennt</translation>
    </message>
    <message>
        <source>a binding step needs change, agent, capability and the rows its change names</source>
        <translation>ein Bindungsschritt braucht change, agent, capability und die Zeilen, die seine Änderung nennt</translation>
    </message>
    <message>
        <source>the plan has no fingerprints of the rows it was made from</source>
        <translation>der Plan enthält keine Fingerabdrücke der Zeilen, aus denen er erstellt wurde</translation>
    </message>
    <message>
        <source>Changed in the target while pushing, nothing more was written: %1</source>
        <translation>Im Ziel während der Übertragung geändert, es wurde nichts weiter geschrieben: %1</translation>
    </message>
    <message>
        <source>binding %1 → %2: the agent or the capability is not in the target</source>
        <translation>Bindung %1 → %2: Der Agent oder die Fähigkeit ist nicht im Ziel</translation>
    </message>
</context>
<context>
    <name>CatalogPolicy</name>
    <message>
        <source>a binding enabled while its capability is inactive or quarantined</source>
        <translation>eine Bindung, die aktiviert ist, während ihre Fähigkeit inaktiv oder in Quarantäne ist</translation>
    </message>
    <message>
        <source>approval required with no timeout</source>
        <translation>Freigabe erforderlich ohne Zeitlimit</translation>
    </message>
    <message>
        <source>a binding&apos;s customRateLimit above its capability&apos;s rateLimit</source>
        <translation>das customRateLimit einer Bindung liegt über dem rateLimit ihrer Fähigkeit</translation>
    </message>
    <message>
        <source>an active capability no agent is bound to</source>
        <translation>eine aktive Fähigkeit, an die kein Agent gebunden ist</translation>
    </message>
    <message>
        <source>a ${env:VAR} a binding uses that no profile defines</source>
        <translation>eine ${env:VAR}, die eine Bindung verwendet, aber kein Profil definiert</translation>
    </message>
    <message>
        <source>a variable a profile defines that no binding uses</source>
        <translation>eine Variable, die ein Profil definiert, aber keine Bindung verwendet</translation>
    </message>
    <message>
        <source>the policy must be a mapping</source>
        <translation>die Richtlinie muss ein Mapping sein</translation>
    </message>
    <message>
        <source>“rules” must be a mapping of rule ids to severities</source>
        <translation>„rules“ muss ein Mapping von Regel-IDs auf Schweregrade sein</translation>
    </message>
    <message>
        <source>unknown rule “%1”; the rules are %2</source>
        <translation>unbekannte Regel „%1“; die Regeln sind %2</translation>
    </message>
    <message>
        <source>“%1” must be error, warning, info or off</source>
        <translation>„%1“ muss error, warning, info oder off sein</translation>
    </message>
    <message>
        <source>“profiles” must be a list of .env files</source>
        <translation>„profiles“ muss eine Liste von .env-Dateien sein</translation>
    </message>
    <message>
        <source>a profile is the path of a .env file</source>
        <translation>ein Profil ist der Pfad einer .env-Datei</translation>
    </message>
    <message>
        <source>no such file: %1</source>
        <translation>Datei nicht vorhanden: %1</translation>
    </message>
    <message>
        <source>unknown key “%1”: rules or profiles</source>
        <translation>unbekannter Schlüssel „%1“: rules oder profiles</translation>
    </message>
    <message>
        <source>“%1” requires approval with no timeout: nothing in Sunrise consumes the approval, so a chat turn ends and a workflow tool_call step fails for good; fix: set approvalTimeoutMs, or run it through a workflow with a human_approval step</source>
        <translation>„%1“ erfordert eine Freigabe ohne Zeitlimit: Nichts in Sunrise verarbeitet die Freigabe, daher endet ein Chat-Zug und ein tool_call-Schritt eines Workflows schlägt endgültig fehl; Abhilfe: Setzen Sie approvalTimeoutMs oder führen Sie sie über einen Workflow mit einem human_approval-Schritt aus</translation>
    </message>
    <message>
        <source>“%1” is bound to no agent; fix: bind it, or deactivate it</source>
        <translation>„%1“ ist an keinen Agenten gebunden; Abhilfe: Binden Sie sie oder deaktivieren Sie sie</translation>
    </message>
    <message>
        <source>%1 → %2 is enabled but the capability is %3; fix: disable the binding, or reactivate the capability</source>
        <translation>%1 → %2 ist aktiviert, aber die Fähigkeit ist %3; Abhilfe: Deaktivieren Sie die Bindung oder reaktivieren Sie die Fähigkeit</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>%1 → %2 allows %3 calls a minute, above the capability&apos;s %4; fix: lower customRateLimit to at most %4</source>
        <translation>%1 → %2 erlaubt %3 Aufrufe pro Minute, mehr als die %4 der Fähigkeit; Abhilfe: Senken Sie customRateLimit auf höchstens %4</translation>
    </message>
    <message>
        <source>${env:%1} is used by %2 → %3 but no profile defines it; fix: add it to the deployment&apos;s environment and to a profile</source>
        <translation>${env:%1} wird von %2 → %3 verwendet, aber von keinem Profil definiert; Abhilfe: Fügen Sie sie der Umgebung des Deployments und einem Profil hinzu</translation>
    </message>
    <message>
        <source>%1 is defined in %2 but no binding uses it; fix: remove it, or use it</source>
        <translation>%1 ist in %2 definiert, wird aber von keiner Bindung verwendet; Abhilfe: Entfernen Sie sie oder verwenden Sie sie</translation>
    </message>
</context>
<context>
    <name>CatalogSnapshot</name>
    <message>
        <source>Agent “%1” is bound to capability %2, which could not be read: %3</source>
        <translation>Der Agent „%1“ ist an die Fähigkeit %2 gebunden, die nicht gelesen werden konnte: %3</translation>
    </message>
</context>
<context>
    <name>CatalogStaging</name>
    <message>
        <source>capability %1</source>
        <translation>Fähigkeit %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: no longer in this connection</source>
        <translation>%1: nicht mehr in dieser Verbindung</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>binding %1 → %2</source>
        <translation>Bindung %1 → %2</translation>
    </message>
    <message>
        <source>%1: this connection has no agent %2</source>
        <translation>%1: Diese Verbindung hat keinen Agenten %2</translation>
    </message>
    <message>
        <source>%1: the capability is not stored in this connection yet; apply it, then stage the binding</source>
        <translation>%1: Die Fähigkeit ist in dieser Verbindung noch nicht gespeichert; wenden Sie sie an und merken Sie dann die Bindung vor</translation>
    </message>
</context>
<context>
    <name>CheckBindingsCommand</name>
    <message>
        <source>not a bindings file: expected a Sunrise response envelope {&quot;data&quot;: [...]}, an agent bundle {&quot;agent&quot;: {...}, &quot;bindings&quot;: [...]} or an array of bindings</source>
        <translation>keine Bindungsdatei: erwartet wird ein Sunrise-Antwortumschlag {&quot;data&quot;: [...]}, ein Agenten-Bundle {&quot;agent&quot;: {...}, &quot;bindings&quot;: [...]} oder ein Array von Bindungen</translation>
    </message>
    <message>
        <source>Check env vars against this .env file instead of the environment of this process.</source>
        <translation>Umgebungsvariablen gegen diese .env-Datei statt gegen die Umgebung dieses Prozesses prüfen.</translation>
    </message>
    <message>
        <source>The capability slug of rows that do not name one.</source>
        <translation>Der Fähigkeits-Slug für Zeilen, die keinen nennen.</translation>
    </message>
    <message>
        <source>capstudio check-bindings: expected exactly one FILE, got %1</source>
        <translation>capstudio check-bindings: erwartet genau ein FILE, erhalten: %1</translation>
    </message>
    <message>
        <source>a binding row must be a JSON object</source>
        <translation>eine Bindungszeile muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>the binding names no capability (no &quot;capability&quot; row, &quot;capabilitySlug&quot; or known capabilityId): its customConfig was only checked to be an object; pass --capability SLUG</source>
        <translation>die Bindung nennt keine Fähigkeit (keine &quot;capability&quot;-Zeile, kein &quot;capabilitySlug&quot; und keine bekannte capabilityId): Ihre customConfig wurde nur darauf geprüft, ob sie ein Objekt ist; übergeben Sie --capability SLUG</translation>
    </message>
    <message>
        <source>the environment of this process</source>
        <translation>Umgebung dieses Prozesses</translation>
    </message>
    <message>
        <source>Env vars missing or empty in %1:</source>
        <translation>Fehlende oder leere Umgebungsvariablen – %1:</translation>
    </message>
    <message>
        <source>Check agent bindings (customConfig, rate limit, env vars, allowed hosts) against Sunrise&apos;s rules, and the ${env:VAR} references of workflow external_call steps.</source>
        <translation>Prüft Agentenbindungen (customConfig, Ratenlimit, Umgebungsvariablen, erlaubte Hosts) anhand der Regeln von Sunrise sowie die ${env:VAR}-Verweise von external_call-Schritten in Workflows.</translation>
    </message>
    <message>
        <source>The bindings, as one of: a Sunrise response envelope {&quot;success&quot;: true, &quot;data&quot;: [binding rows]} as GET .../agents/:id/capabilities returns it (or a recorded exchange with it under &quot;response&quot;); an agent bundle {&quot;agent&quot;: {...}, &quot;bindings&quot;: [binding rows]} (&quot;capabilities&quot; is accepted instead of &quot;bindings&quot;; with both, &quot;capabilities&quot; holds capability rows matched by capabilityId); a JSON array of binding rows. A row names its capability by a nested &quot;capability&quot; row or a &quot;capabilitySlug&quot;. Or a Sunrise workflow definition, or an export of several: a workflow object with &quot;steps&quot; (at top level or under &quot;workflowDefinition&quot; or &quot;definition&quot;), a JSON array of them, {&quot;workflows&quot;: [...]} or the envelope {&quot;success&quot;: true, &quot;data&quot;: [...]}; the ${env:VAR} templates of every external_call step&apos;s config url and header values (not names) are checked, as a missing or empty one fails the step at run time with missing_env_var. Exit codes: 0 clean, 1 any error or warning, 2 unreadable input or bad usage.</source>
        <translation>Die Bindungen, in einer dieser Formen: ein Sunrise-Antwortumschlag {&quot;success&quot;: true, &quot;data&quot;: [Bindungszeilen]}, wie ihn GET .../agents/:id/capabilities liefert (oder ein aufgezeichneter Austausch, der ihn unter &quot;response&quot; enthält); ein Agenten-Bundle {&quot;agent&quot;: {...}, &quot;bindings&quot;: [Bindungszeilen]} (&quot;capabilities&quot; wird statt &quot;bindings&quot; akzeptiert; sind beide vorhanden, enthält &quot;capabilities&quot; Fähigkeitszeilen, die über capabilityId zugeordnet werden); ein JSON-Array von Bindungszeilen. Eine Zeile nennt ihre Fähigkeit über eine verschachtelte &quot;capability&quot;-Zeile oder einen &quot;capabilitySlug&quot;. Oder eine Sunrise-Workflow-Definition bzw. ein Export mehrerer: ein Workflow-Objekt mit &quot;steps&quot; (auf oberster Ebene oder unter &quot;workflowDefinition&quot; oder &quot;definition&quot;), ein JSON-Array davon, {&quot;workflows&quot;: [...]} oder der Umschlag {&quot;success&quot;: true, &quot;data&quot;: [...]}; geprüft werden die ${env:VAR}-Vorlagen in der config-url und in den Header-Werten (nicht den Namen) jedes external_call-Schritts, denn eine fehlende oder leere Variable lässt den Schritt zur Laufzeit mit missing_env_var fehlschlagen. Exit-Codes: 0 fehlerfrei, 1 irgendein Fehler oder eine Warnung, 2 unlesbare Eingabe oder falscher Aufruf.</translation>
    </message>
    <message>
        <source>capstudio check-bindings: give a FILE or --from, not both</source>
        <translation>capstudio check-bindings: geben Sie ein FILE oder --from an, nicht beides</translation>
    </message>
    <message>
        <source>the bound capability %1 does not exist: the binding can never dispatch</source>
        <translation>die gebundene Fähigkeit %1 existiert nicht: Über diese Bindung kann nie etwas dispatcht werden</translation>
    </message>
    <message>
        <source>capstudio check-bindings: %1</source>
        <translation>capstudio check-bindings: %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>capstudio: unknown subcommand or option &quot;%1&quot;</source>
        <translation>capstudio: unbekannter Unterbefehl oder unbekannte Option &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Run &quot;capstudio --help&quot; to list the subcommands.</source>
        <translation>&quot;capstudio --help&quot; listet die Unterbefehle auf.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Output format: text (default) or json.</source>
        <translation>Ausgabeformat: text (Standard) oder json.</translation>
    </message>
    <message>
        <source>capstudio %1: %2</source>
        <translation>capstudio %1: %2</translation>
    </message>
    <message>
        <source>capstudio %1: --format must be text or json, not &quot;%2&quot;</source>
        <translation>capstudio %1: --format muss text oder json sein, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Usage: capstudio [--workspace PATH] [--theme system|light|dark]
       capstudio SUBCOMMAND [--format text|json] ARGS...

Without a subcommand capstudio opens its window on the workspace.

Subcommands:
</source>
        <translation>Aufruf: capstudio [--workspace PATH] [--theme system|light|dark]
        capstudio SUBCOMMAND [--format text|json] ARGS...

Ohne Unterbefehl öffnet capstudio sein Fenster mit dem Arbeitsbereich.

Unterbefehle:
</translation>
    </message>
    <message>
        <source>
Global options:
  --workspace PATH      open another SQLite workspace file
  --theme THEME         the window&apos;s theme for this run: system, light or dark
  -h, --help            show this help, or a subcommand&apos;s with SUBCOMMAND --help
  -v, --version         show the version

Exit codes: 0 clean, 1 findings, 2 input unreadable or bad usage.
</source>
        <translation>
Globale Optionen:
  --workspace PATH      eine andere SQLite-Arbeitsbereichsdatei öffnen
  --theme THEME         das Farbschema des Fensters für diesen Lauf: system, light oder dark
  -h, --help            diese Hilfe anzeigen, oder die eines Unterbefehls mit SUBCOMMAND --help
  -v, --version         die Version anzeigen

Exit-Codes: 0 ohne Befund, 1 Funde, 2 Eingabe nicht lesbar oder falscher Aufruf.
</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>call %1 (message %2)</source>
        <translation>Aufruf %1 (Nachricht %2)</translation>
    </message>
    <message>
        <source>%1 → (absent)</source>
        <translation>%1 → (fehlt)</translation>
    </message>
    <message>
        <source>(absent) → %1</source>
        <translation>(fehlt) → %1</translation>
    </message>
    <message>
        <source>redaction leak: masked in A (%1), unmasked in B %2</source>
        <translation>Maskierungsleck: in A maskiert (%1), in B unmaskiert %2</translation>
    </message>
    <message>
        <source>redaction leak: masked in B (%1), unmasked in A %2</source>
        <translation>Maskierungsleck: in B maskiert (%1), in A unmaskiert %2</translation>
    </message>
    <message>
        <source>only in B: message %1 (%2)</source>
        <translation>nur in B: Nachricht %1 (%2)</translation>
    </message>
    <message>
        <source>only in A: message %1 (%2)</source>
        <translation>nur in A: Nachricht %1 (%2)</translation>
    </message>
    <message>
        <source>message %1 ↔ %2 (%3):</source>
        <translation>Nachricht %1 ↔ %2 (%3):</translation>
    </message>
    <message>
        <source>only in B: %1 %2</source>
        <translation>nur in B: %1 %2</translation>
    </message>
    <message>
        <source>only in A: %1 %2</source>
        <translation>nur in A: %1 %2</translation>
    </message>
    <message>
        <source>by tool-call id %1</source>
        <translation>über Tool-Call-ID %1</translation>
    </message>
    <message>
        <source>by slug and order</source>
        <translation>über Slug und Reihenfolge</translation>
    </message>
    <message>
        <source>%1 %2 ↔ %3, %4:</source>
        <translation>%1 %2 ↔ %3, %4:</translation>
    </message>
    <message>
        <source>Compare two conversation provenance bundles call by call.</source>
        <translation>Zwei Herkunfts-Bundles von Unterhaltungen Aufruf für Aufruf vergleichen.</translation>
    </message>
    <message>
        <source>The first provenance bundle.</source>
        <translation>Das erste Herkunfts-Bundle.</translation>
    </message>
    <message>
        <source>The second provenance bundle.</source>
        <translation>Das zweite Herkunfts-Bundle.</translation>
    </message>
    <message>
        <source>Do not compare FIELD (repeatable, or comma-separated): %1.</source>
        <translation>FELD nicht vergleichen (wiederholbar oder durch Kommas getrennt): %1.</translation>
    </message>
    <message numerus="yes">
        <source>capstudio compare: expected two bundles A and B, got %n</source>
        <translation>
            <numerusform>capstudio compare: zwei Bundles A und B erwartet, %n erhalten</numerusform>
            <numerusform>capstudio compare: zwei Bundles A und B erwartet, %n erhalten</numerusform>
        </translation>
    </message>
    <message>
        <source>capstudio compare: --ignore %1: not a field; the fields are %2</source>
        <translation>capstudio compare: --ignore %1: kein Feld; die Felder sind %2</translation>
    </message>
    <message>
        <source>capstudio compare: only one side can be read from standard input</source>
        <translation>capstudio compare: nur eine Seite kann von der Standardeingabe gelesen werden</translation>
    </message>
    <message>
        <source>capstudio compare: %1</source>
        <translation>capstudio compare: %1</translation>
    </message>
    <message>
        <source>A: %1, B: %2: </source>
        <translation>A: %1, B: %2: </translation>
    </message>
    <message>
        <source>the same conversation, messages aligned by id</source>
        <translation>dieselbe Unterhaltung, Nachrichten über ID zugeordnet</translation>
    </message>
    <message>
        <source>two conversations, messages aligned by role and capability</source>
        <translation>zwei Unterhaltungen, Nachrichten über Rolle und Fähigkeit zugeordnet</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s)</source>
        <translation>
            <numerusform>%n Unterschied</numerusform>
            <numerusform>%n Unterschiede</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n redaction leak(s)</source>
        <translation>
            <numerusform>%n Maskierungsleck</numerusform>
            <numerusform>%n Maskierungslecks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Connection</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The embedded workspace is opened as a workspace file.</source>
        <translation>Der eingebettete Arbeitsbereich wird als Arbeitsbereichsdatei geöffnet.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The database %1</source>
        <translation>Die Datenbank %1</translation>
    </message>
</context>
<context>
    <name>ConnectionProfile</name>
    <message>
        <source>The URL contains a password. Secrets are never taken from URLs or the command line: leave it out, and capstudio reads it from the system keychain or asks for it.</source>
        <translation>Die URL enthält ein Passwort. Geheimnisse werden nie aus URLs oder der Befehlszeile übernommen: Lassen Sie es weg, capstudio liest es aus dem Schlüsselbund des Systems oder fragt danach.</translation>
    </message>
    <message>
        <source>The URL parameter “%1” is not supported; only sslmode is.</source>
        <translation>Der URL-Parameter „%1“ wird nicht unterstützt; nur sslmode wird unterstützt.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>A server address has no query (?…) or fragment (#…).</source>
        <translation>Eine Serveradresse hat keine Abfrage (?…) und kein Fragment (#…).</translation>
    </message>
    <message>
        <source>the default workspace</source>
        <translation>der Standard-Arbeitsbereich</translation>
    </message>
    <message>
        <source>Not a connection URL: use postgresql://user@host:port/database, https://server or a file:// workspace.</source>
        <translation>Keine Verbindungs-URL: Verwenden Sie postgresql://user@host:port/database, https://server oder einen file://-Arbeitsbereich.</translation>
    </message>
    <message>
        <source>The URL is not valid: check the host name, the port and the characters used.</source>
        <translation>Die URL ist ungültig: Prüfen Sie den Hostnamen, den Port und die verwendeten Zeichen.</translation>
    </message>
    <message>
        <source>A server address carries no user name: the API key is entered separately and kept in the system keychain.</source>
        <translation>Eine Serveradresse enthält keinen Benutzernamen: Der API-Schlüssel wird separat eingegeben und im Schlüsselbund des Systems aufbewahrt.</translation>
    </message>
    <message>
        <source>The URL scheme “%1” is not supported: use postgresql://, https:// (http:// only to this computer) or file://.</source>
        <translation>Das URL-Schema „%1“ wird nicht unterstützt: Verwenden Sie postgresql://, https:// (http:// nur zu diesem Computer) oder file://.</translation>
    </message>
    <message>
        <source>The connection needs a name.</source>
        <translation>Die Verbindung braucht einen Namen.</translation>
    </message>
    <message>
        <source>%1 is a folder: choose a workspace file.</source>
        <translation>%1 ist ein Ordner: Wählen Sie eine Arbeitsbereichsdatei.</translation>
    </message>
    <message>
        <source>The host name of the PostgreSQL server is missing.</source>
        <translation>Der Hostname des PostgreSQL-Servers fehlt.</translation>
    </message>
    <message>
        <source>“%1” is not a valid host name or address.</source>
        <translation>„%1“ ist kein gültiger Hostname und keine gültige Adresse.</translation>
    </message>
    <message>
        <source>The port must be between 1 and 65535.</source>
        <translation>Der Port muss zwischen 1 und 65535 liegen.</translation>
    </message>
    <message>
        <source>The database name is missing.</source>
        <translation>Der Datenbankname fehlt.</translation>
    </message>
    <message>
        <source>The user name is missing.</source>
        <translation>Der Benutzername fehlt.</translation>
    </message>
    <message>
        <source>Unknown SSL mode “%1”; use one of %2.</source>
        <translation>Unbekannter SSL-Modus „%1“; verwenden Sie einen von %2.</translation>
    </message>
    <message>
        <source>The server address is missing, for example https://sunrise.example.com.</source>
        <translation>Die Serveradresse fehlt, zum Beispiel https://sunrise.example.com.</translation>
    </message>
    <message>
        <source>The server address must start with https://.</source>
        <translation>Die Serveradresse muss mit https:// beginnen.</translation>
    </message>
    <message>
        <source>The server address is not a valid URL.</source>
        <translation>Die Serveradresse ist keine gültige URL.</translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password: the API key is entered separately.</source>
        <translation>Die Serveradresse darf keinen Benutzernamen und kein Passwort enthalten: Der API-Schlüssel wird separat eingegeben.</translation>
    </message>
    <message>
        <source>Plain HTTP is refused for %1: the API key would travel unencrypted. Use https://, or http:// only to this computer (localhost).</source>
        <translation>Unverschlüsseltes HTTP wird für %1 abgelehnt: Der API-Schlüssel würde unverschlüsselt übertragen. Verwenden Sie https:// oder http:// nur zu diesem Computer (localhost).</translation>
    </message>
    <message>
        <source>Workspace file</source>
        <translation>Arbeitsbereichsdatei</translation>
    </message>
    <message>
        <source>PostgreSQL database</source>
        <translation>PostgreSQL-Datenbank</translation>
    </message>
    <message>
        <source>Sunrise server</source>
        <translation>Sunrise-Server</translation>
    </message>
    <message>
        <source>The catalog folder is missing.</source>
        <translation>Der Katalogordner fehlt.</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 ist kein Ordner.</translation>
    </message>
    <message>
        <source>%1 is not a catalog folder: it has neither a capabilities/ nor an agents/ folder. File ▸ Export Catalog to Folder… makes one.</source>
        <translation>%1 ist kein Katalogordner: Er enthält weder einen Ordner capabilities/ noch einen Ordner agents/. Datei ▸ Katalog in Ordner exportieren … legt einen an.</translation>
    </message>
    <message>
        <source>Catalog folder</source>
        <translation>Katalogordner</translation>
    </message>
</context>
<context>
    <name>ConnectionProfiles</name>
    <message>
        <source>Embedded workspace</source>
        <translation>Eingebetteter Arbeitsbereich</translation>
    </message>
    <message>
        <source>The connection needs a name.</source>
        <translation>Die Verbindung braucht einen Namen.</translation>
    </message>
    <message>
        <source>The embedded workspace cannot be renamed.</source>
        <translation>Der eingebettete Arbeitsbereich kann nicht umbenannt werden.</translation>
    </message>
    <message>
        <source>A connection named “%1” already exists.</source>
        <translation>Es gibt bereits eine Verbindung namens „%1“.</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>There is no connection number %1.</source>
        <translation>Es gibt keine Verbindung mit der Nummer %1.</translation>
    </message>
    <message>
        <source>The embedded workspace stays a workspace file.</source>
        <translation>Der eingebettete Arbeitsbereich bleibt eine Arbeitsbereichsdatei.</translation>
    </message>
    <message>
        <source>The embedded workspace cannot be removed.</source>
        <translation>Der eingebettete Arbeitsbereich kann nicht entfernt werden.</translation>
    </message>
</context>
<context>
    <name>ConnectionSource</name>
    <message>
        <source>Read from a connection instead of a file: a saved profile&apos;s name, a postgresql://user@host:port/database URL or a Sunrise https:// URL. The password or API key comes from CAPSTUDIO_PGPASSWORD or CAPSTUDIO_API_KEY, else from the system keychain.</source>
        <translation>Aus einer Verbindung statt aus einer Datei lesen: der Name eines gespeicherten Profils, eine postgresql://user@host:port/database-URL oder eine https://-URL eines Sunrise-Servers. Das Passwort bzw. der API-Schlüssel kommt aus CAPSTUDIO_PGPASSWORD oder CAPSTUDIO_API_KEY, sonst aus dem Schlüsselbund des Systems.</translation>
    </message>
    <message>
        <source>No saved connection is named “%1”. Give a postgresql:// or https:// URL, or save the profile in the app (File ▸ Connections…).</source>
        <translation>Es gibt keine gespeicherte Verbindung namens „%1“. Geben Sie eine postgresql://- oder https://-URL an oder speichern Sie das Profil in der App (Datei ▸ Verbindungen …).</translation>
    </message>
    <message>
        <source>--from reads PostgreSQL databases and Sunrise servers; give the workspace&apos;s exported JSON file instead.</source>
        <translation>--from liest PostgreSQL-Datenbanken und Sunrise-Server; geben Sie stattdessen die exportierte JSON-Datei des Arbeitsbereichs an.</translation>
    </message>
    <message>
        <source>No secret for %1: set %2, or store it in the system keychain from the app (%3).</source>
        <translation>Kein Geheimnis für %1: Setzen Sie %2 oder speichern Sie es aus der App heraus im Schlüsselbund des Systems (%3).</translation>
    </message>
    <message>
        <source>With --from: say nothing while waiting for the server (its rate limit, no answer).</source>
        <translation>Mit --from: beim Warten auf den Server (Ratenlimit, keine Antwort) nichts ausgeben.</translation>
    </message>
    <message>
        <source>%1: %2: %3; waiting %4 before trying again</source>
        <translation>%1: %2: %3; neuer Versuch in %4</translation>
    </message>
    <message>
        <source>%1 (wait %2 of this run, %3 in all).</source>
        <translation>%1 (%2. Wartepause in diesem Lauf, insgesamt %3).</translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation>%1: Warnung: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>“%1” is a catalog folder: give its path, %2, instead of --from.</source>
        <translation>„%1“ ist ein Katalogordner: Geben Sie statt --from seinen Pfad %2 an.</translation>
    </message>
</context>
<context>
    <name>DemoSeeder</name>
    <message>
        <source>%1 must hold a JSON object</source>
        <translation>%1 muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>The demo binding %1 ← %2 names an unknown agent or capability</source>
        <translation>Die Demo-Bindung %1 ← %2 nennt einen unbekannten Agenten oder eine unbekannte Fähigkeit</translation>
    </message>
</context>
<context>
    <name>DeploymentScanRun</name>
    <message>
        <source>With --from: scan every conversation the connection holds (PostgreSQL: all of them; Sunrise&apos;s API: those the key can see).</source>
        <translation>Mit --from: jede Unterhaltung der Verbindung prüfen (PostgreSQL: alle; Sunrises API: die der Schlüssel sieht).</translation>
    </message>
    <message>
        <source>With --all: only messages created at or after DATE (YYYY-MM-DD, UTC, or a time with its zone).</source>
        <translation>Mit --all: nur Nachrichten, die ab DATUM entstanden sind (JJJJ-MM-TT, UTC, oder eine Zeit mit Zone).</translation>
    </message>
    <message>
        <source>With --all: only messages created before DATE (a date includes that whole day).</source>
        <translation>Mit --all: nur Nachrichten, die vor DATUM entstanden sind (ein Datum schließt den ganzen Tag ein).</translation>
    </message>
    <message>
        <source>With --all: only conversations of the agent SLUG (repeatable).</source>
        <translation>Mit --all: nur Unterhaltungen des Agenten SLUG (wiederholbar).</translation>
    </message>
    <message>
        <source>With --all: only what arrived since the previous --since-last scan of the same connection (and agents), as the workspace remembers it.</source>
        <translation>Mit --all: nur, was seit der vorigen --since-last-Prüfung derselben Verbindung (und Agenten) hinzukam, wie der Arbeitsbereich es sich merkt.</translation>
    </message>
    <message>
        <source>With --since-last: the workspace that keeps where each scan stopped (default: the app&apos;s own).</source>
        <translation>Mit --since-last: der Arbeitsbereich, der festhält, wo jede Prüfung endete (Standard: der der App).</translation>
    </message>
    <message>
        <source>capstudio scan: --since, --until, --since-last and --agent go with --from CONNECTION --all and no BUNDLE</source>
        <translation>capstudio scan: --since, --until, --since-last und --agent gehören zu --from VERBINDUNG --all ohne BUNDLE</translation>
    </message>
    <message>
        <source>capstudio scan: --since-last starts where the previous scan stopped: it takes no --since</source>
        <translation>capstudio scan: --since-last beginnt, wo die vorige Prüfung endete: es nimmt kein --since</translation>
    </message>
    <message>
        <source>capstudio scan: --since %1: not a date (YYYY-MM-DD) or a time with its zone (2026-11-01T08:00:00Z)</source>
        <translation>capstudio scan: --since %1: kein Datum (JJJJ-MM-TT) und keine Zeit mit Zone (2026-11-01T08:00:00Z)</translation>
    </message>
    <message>
        <source>capstudio scan: --until %1: not a date (YYYY-MM-DD) or a time with its zone (2026-11-30T18:00:00Z)</source>
        <translation>capstudio scan: --until %1: kein Datum (JJJJ-MM-TT) und keine Zeit mit Zone (2026-11-30T18:00:00Z)</translation>
    </message>
    <message>
        <source>capstudio scan: --since %1 is not before --until %2</source>
        <translation>capstudio scan: --since %1 liegt nicht vor --until %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>from %1 up to %2</source>
        <translation>von %1 bis vor %2</translation>
    </message>
    <message>
        <source>the first</source>
        <translation>der ersten</translation>
    </message>
    <message>
        <source>the last</source>
        <translation>der letzten</translation>
    </message>
    <message>
        <source>%1: Sunrise&apos;s API shows an API key only its owner&apos;s conversations, shared ones and system ones; other users&apos; conversations are not scanned.</source>
        <translation>%1: Sunrises API zeigt einem API-Schlüssel nur die Unterhaltungen seines Inhabers, geteilte und System-Unterhaltungen; die anderer Benutzer werden nicht geprüft.</translation>
    </message>
    <message>
        <source>%1: cannot open the workspace %2: %3</source>
        <translation>%1: der Arbeitsbereich %2 lässt sich nicht öffnen: %3</translation>
    </message>
    <message>
        <source>%1: the previous scan read messages up to %2; reading from %3</source>
        <translation>%1: die vorige Prüfung las Nachrichten bis %2; gelesen wird ab %3</translation>
    </message>
    <message>
        <source>%1: no previous scan of %2 in the workspace: reading everything</source>
        <translation>%1: keine vorige Prüfung von %2 im Arbeitsbereich: alles wird gelesen</translation>
    </message>
    <message>
        <source>conversation %1 message %2 %3</source>
        <translation>Unterhaltung %1 Nachricht %2 %3</translation>
    </message>
    <message>
        <source>conversation %1 %2</source>
        <translation>Unterhaltung %1 %2</translation>
    </message>
    <message>
        <source> in %1</source>
        <translation> in %1</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;%3 — masked: %4</source>
        <translation>%1 „%2“%3 — maskiert: %4</translation>
    </message>
    <message>
        <source>%1 conversations, %2 messages</source>
        <translation>%1 Unterhaltungen, %2 Nachrichten</translation>
    </message>
    <message>
        <source> of %1 (%2 %)</source>
        <translation> von %1 (%2 %)</translation>
    </message>
    <message>
        <source>, %1 messages/s</source>
        <translation>, %1 Nachrichten/s</translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation>, noch etwa %1</translation>
    </message>
    <message numerus="yes">
        <source>, %n finding(s)</source>
        <translation>
            <numerusform>, %n Fund</numerusform>
            <numerusform>, %n Funde</numerusform>
        </translation>
    </message>
    <message>
        <source>conversation %1: %2</source>
        <translation>Unterhaltung %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: the scan stopped after %n conversation(s): %2; what is above is incomplete</source>
        <translation>
            <numerusform>%1: die Prüfung brach nach %n Unterhaltung ab: %2; die Ausgabe oben ist unvollständig</numerusform>
            <numerusform>%1: die Prüfung brach nach %n Unterhaltungen ab: %2; die Ausgabe oben ist unvollständig</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the scan is complete but where it stopped could not be kept: %2</source>
        <translation>%1: die Prüfung ist vollständig, aber wo sie endete, ließ sich nicht festhalten: %2</translation>
    </message>
    <message>
        <source>%1: %2 findings near the previous scan&apos;s end were reported then and are not repeated</source>
        <translation>%1: %2 Funde nahe dem Ende der vorigen Prüfung wurden damals gemeldet und werden nicht wiederholt</translation>
    </message>
    <message>
        <source>%1: %2 conversations, %3 messages, %4 capability calls in %5 s; %6 findings (%7 high, %8 medium, %9 low) in %10 conversations; peak memory %11 MB</source>
        <translation>%1: %2 Unterhaltungen, %3 Nachrichten, %4 Fähigkeitsaufrufe in %5 s; %6 Funde (%7 hoch, %8 mittel, %9 niedrig) in %10 Unterhaltungen; Spitzenspeicher %11 MB</translation>
    </message>
    <message>
        <source>%1: the capabilities could not be read, so no call is checked for schema drift: %2</source>
        <translation>%1: die Fähigkeiten ließen sich nicht lesen, daher wird kein Aufruf auf Schemadrift geprüft: %2</translation>
    </message>
    <message>
        <source>%1: the parameters schema of %2 is not a valid JSON Schema: its calls are not checked for drift</source>
        <translation>%1: das Parameterschema von %2 ist kein gültiges JSON Schema: seine Aufrufe werden nicht auf Drift geprüft</translation>
    </message>
    <message>
        <source>%1: schema drift in %2: %3</source>
        <translation>%1: Schemadrift in %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 recorded calls would not pass their capability&apos;s schema today</source>
        <translation>%1: %2 aufgezeichnete Aufrufe bestünden das Schema ihrer Fähigkeit heute nicht</translation>
    </message>
    <message>
        <source>%1: no workspace at %2</source>
        <translation>%1: kein Arbeitsbereich unter %2</translation>
    </message>
    <message>
        <source>%1: %2 verdicts in the workspace were altered after they were signed and are not used</source>
        <translation>%1: %2 Urteile im Arbeitsbereich wurden nach dem Signieren verändert und werden nicht verwendet</translation>
    </message>
    <message>
        <source> [%1, reviewed by %2]</source>
        <translation> [%1, geprüft von %2]</translation>
    </message>
</context>
<context>
    <name>DeploymentSummary</name>
    <message>
        <source>Deployment audit: %1</source>
        <translation>Audit der Deployment: %1</translation>
    </message>
    <message>
        <source>Messages created: %1. Agents: %2.</source>
        <translation>Nachrichten entstanden: %1. Agenten: %2.</translation>
    </message>
    <message>
        <source>at any time</source>
        <translation>jederzeit</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Read over Sunrise&apos;s REST API, which shows an API key only its owner&apos;s conversations, shared ones and system ones: other users&apos; conversations were not scanned.</source>
        <translation>Über Sunrises REST-API gelesen, die einem API-Schlüssel nur die Unterhaltungen seines Inhabers, geteilte und System-Unterhaltungen zeigt: die anderer Benutzer wurden nicht geprüft.</translation>
    </message>
    <message>
        <source>Each finding is counted, never quoted: a leaked value appears in this report neither in full nor in part.</source>
        <translation>Jeder Fund wird gezählt, nie zitiert: ein offengelegter Text erscheint in diesem Bericht weder ganz noch teilweise.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Capability calls</source>
        <translation>Fähigkeitsaufrufe</translation>
    </message>
    <message>
        <source>Failed calls</source>
        <translation>Fehlgeschlagene Aufrufe</translation>
    </message>
    <message>
        <source>Messages with invalid provenance</source>
        <translation>Nachrichten mit ungültigen Herkunftsdaten</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Funde</translation>
    </message>
    <message>
        <source>Findings of high severity</source>
        <translation>Funde hoher Schwere</translation>
    </message>
    <message>
        <source>Findings of medium severity</source>
        <translation>Funde mittlerer Schwere</translation>
    </message>
    <message>
        <source>Findings of low severity</source>
        <translation>Funde niedriger Schwere</translation>
    </message>
    <message>
        <source>Conversations with findings</source>
        <translation>Unterhaltungen mit Funden</translation>
    </message>
    <message>
        <source>Conversations that could not be read</source>
        <translation>Unterhaltungen, die sich nicht lesen ließen</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Findings by kind</source>
        <translation>Funde nach Art</translation>
    </message>
    <message>
        <source>No unredacted personal data or secrets were found.</source>
        <translation>Es wurden keine unmaskierten personenbezogenen Daten oder Geheimnisse gefunden.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Findings by capability</source>
        <translation>Funde nach Fähigkeit</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>(message text, outside any call)</source>
        <translation>(Nachrichtentext, außerhalb jedes Aufrufs)</translation>
    </message>
    <message>
        <source>Findings by agent</source>
        <translation>Funde nach Agent</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>(no agent)</source>
        <translation>(kein Agent)</translation>
    </message>
    <message>
        <source>Findings by day</source>
        <translation>Funde nach Tag</translation>
    </message>
    <message>
        <source>Day (UTC)</source>
        <translation>Tag (UTC)</translation>
    </message>
    <message>
        <source>(the conversation&apos;s own fields)</source>
        <translation>(die Felder der Unterhaltung selbst)</translation>
    </message>
    <message>
        <source>Redaction coverage</source>
        <translation>Maskierungsabdeckung</translation>
    </message>
    <message>
        <source>No capability calls were recorded.</source>
        <translation>Es wurden keine Fähigkeitsaufrufe aufgezeichnet.</translation>
    </message>
    <message>
        <source>Every string field of the recorded calls&apos; arguments and result previews: how often it was seen, how often it arrived masked, how often it carried a leak. A field that leaks is a redactor to fix.</source>
        <translation>Jedes Textfeld der Argumente und Ergebnisvorschauen der aufgezeichneten Aufrufe: wie oft es vorkam, wie oft es maskiert ankam, wie oft es ein Leck trug. Ein Feld, das leckt, zeigt eine Maskierung, die zu reparieren ist.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Gesehen</translation>
    </message>
    <message>
        <source>Masked</source>
        <translation>Maskiert</translation>
    </message>
    <message>
        <source>Leaked</source>
        <translation>Geleckt</translation>
    </message>
    <message>
        <source>Masked share</source>
        <translation>Anteil maskiert</translation>
    </message>
    <message numerus="yes">
        <source>The %n worst conversation(s)</source>
        <translation>
            <numerusform>Die schlimmste Unterhaltung</numerusform>
            <numerusform>Die %n schlimmsten Unterhaltungen</numerusform>
        </translation>
    </message>
    <message>
        <source>No conversation has findings.</source>
        <translation>Keine Unterhaltung hat Funde.</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Last message (UTC)</source>
        <translation>Letzte Nachricht (UTC)</translation>
    </message>
    <message>
        <source>Conversations that could not be read (%1)</source>
        <translation>Unterhaltungen, die sich nicht lesen ließen (%1)</translation>
    </message>
    <message>
        <source>Conversation and reason</source>
        <translation>Unterhaltung und Grund</translation>
    </message>
    <message>
        <source>… and %1 more.</source>
        <translation>… und %1 weitere.</translation>
    </message>
    <message>
        <source>Cannot write the audit report %1: %2</source>
        <translation>Der Prüfbericht %1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>conversation %1: %2</source>
        <translation>Unterhaltung %1: %2</translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation>(keine ID)</translation>
    </message>
    <message>
        <source>Calls that would fail their schema today</source>
        <translation>Aufrufe, die ihr Schema heute nicht bestünden</translation>
    </message>
    <message>
        <source>Schema drift</source>
        <translation>Schemadrift</translation>
    </message>
    <message>
        <source>No recorded call was checked against a capability&apos;s schema (the connection gave none).</source>
        <translation>Kein aufgezeichneter Aufruf wurde gegen das Schema einer Fähigkeit geprüft (die Verbindung lieferte keines).</translation>
    </message>
    <message>
        <source>Every recorded call&apos;s arguments checked against its capability&apos;s functionDefinition.parameters as the connection holds it today: calls that would not validate now are a changed contract that old conversations break. Masked values are not held against a call.</source>
        <translation>Die Argumente jedes aufgezeichneten Aufrufs, geprüft gegen functionDefinition.parameters seiner Fähigkeit, wie die Verbindung sie heute hält: Aufrufe, die jetzt nicht bestünden, zeigen einen geänderten Vertrag, an dem alte Unterhaltungen scheitern. Maskierte Werte werden einem Aufruf nicht angelastet.</translation>
    </message>
    <message>
        <source>Calls checked</source>
        <translation>Geprüfte Aufrufe</translation>
    </message>
    <message>
        <source>Would fail today</source>
        <translation>Schlügen heute fehl</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>First message</source>
        <translation>Erste Meldung</translation>
    </message>
    <message>
        <source>Findings judged false positive (not counted)</source>
        <translation>Als Fehlalarm beurteilte Funde (nicht gezählt)</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>No finding of this scan has a verdict in the workspace.</source>
        <translation>Kein Fund dieser Prüfung hat ein Urteil im Arbeitsbereich.</translation>
    </message>
    <message numerus="yes">
        <source>Verdicts kept in the workspace on findings of this scan, each signed by its reviewer; %n finding(s) judged false positive are not counted above.</source>
        <translation>
            <numerusform>Urteile im Arbeitsbereich über Funde dieser Prüfung, jedes von seinem Prüfer signiert; %n als Fehlalarm beurteilter Fund ist oben nicht gezählt.</numerusform>
            <numerusform>Urteile im Arbeitsbereich über Funde dieser Prüfung, jedes von seinem Prüfer signiert; %n als Fehlalarm beurteilte Funde sind oben nicht gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation>Prüfer</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Signature and evidence</source>
        <translation>Signatur und Beweisstück</translation>
    </message>
    <message>
        <source>signature good, evidence unchanged</source>
        <translation>Signatur gültig, Beleg unverändert</translation>
    </message>
    <message>
        <source>signature good, the conversation changed since (stale)</source>
        <translation>Signatur gültig, die Unterhaltung hat sich seither geändert (veraltet)</translation>
    </message>
</context>
<context>
    <name>DiagnosticPrinter</name>
    <message numerus="yes">
        <source>%1: %n item(s) checked</source>
        <translation>
            <numerusform>%1: %n Eintrag geprüft</numerusform>
            <numerusform>%1: %n Einträge geprüft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiagramRenderer</name>
    <message>
        <source>the workflow has no states to draw</source>
        <translation>der Workflow hat keine Zustände zum Zeichnen</translation>
    </message>
    <message>
        <source>Workflow %1, drawn by capstudio</source>
        <translation>Workflow %1, gezeichnet von capstudio</translation>
    </message>
    <message>
        <source>cannot start the SVG drawing</source>
        <translation>die SVG-Zeichnung kann nicht begonnen werden</translation>
    </message>
    <message>
        <source>the scale must be greater than 0</source>
        <translation>der Maßstab muss größer als 0 sein</translation>
    </message>
    <message>
        <source>the diagram is too large for a PNG at scale %1 (%2 × %3 pixels); use a scale of at most %4, or SVG</source>
        <translation>das Diagramm ist für ein PNG mit Maßstab %1 zu groß (%2 × %3 Pixel); verwenden Sie einen Maßstab von höchstens %4 oder SVG</translation>
    </message>
    <message>
        <source>not enough memory for a %1 × %2 pixel image</source>
        <translation>nicht genug Speicher für ein Bild mit %1 × %2 Pixeln</translation>
    </message>
    <message>
        <source>%1: unsupported output format &quot;%2&quot;; use a file name ending in .svg or .png</source>
        <translation>%1: nicht unterstütztes Ausgabeformat &quot;%2&quot;; verwenden Sie einen Dateinamen, der auf .svg oder .png endet</translation>
    </message>
    <message>
        <source>%1: is a folder, not a file name</source>
        <translation>%1: ist ein Ordner, kein Dateiname</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the PNG: %2</source>
        <translation>%1: das PNG kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>capstudio diff: cannot read %1</source>
        <translation>capstudio diff: %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>What changed between two flowgate libraries: states, transitions, guards, contracts.</source>
        <translation>Was sich zwischen zwei flowgate-Bibliotheken geändert hat: Zustände, Übergänge, Guards, Verträge.</translation>
    </message>
    <message>
        <source>A flowgate YAML file, a repo folder or a gateway.yaml.</source>
        <translation>Eine flowgate-YAML-Datei, ein Repo-Ordner oder eine gateway.yaml.</translation>
    </message>
    <message>
        <source>The same, changed.</source>
        <translation>Dasselbe, geändert.</translation>
    </message>
    <message>
        <source>capstudio diff: expected OLD and NEW</source>
        <translation>capstudio diff: OLD und NEW erwartet</translation>
    </message>
    <message>
        <source>No changes.</source>
        <translation>Keine Änderungen.</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n Änderung</numerusform>
            <numerusform>%n Änderungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n workflow(s)</source>
        <translation>
            <numerusform>in %n Workflow</numerusform>
            <numerusform>in %n Workflows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DispatchDryRun</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Tool offered to the agent</source>
        <translation>Dem Agenten angebotenes Tool</translation>
    </message>
    <message>
        <source>Failures this turn</source>
        <translation>Fehlschläge in diesem Zug</translation>
    </message>
    <message>
        <source>Load registry</source>
        <translation>Registry laden</translation>
    </message>
    <message>
        <source>Handler lookup</source>
        <translation>Handler-Suche</translation>
    </message>
    <message>
        <source>Registry row</source>
        <translation>Registry-Zeile</translation>
    </message>
    <message>
        <source>Quarantine</source>
        <translation>Quarantäne</translation>
    </message>
    <message>
        <source>Agent binding</source>
        <translation>Agentenbindung</translation>
    </message>
    <message>
        <source>Guard and scope</source>
        <translation>Guard und Scope</translation>
    </message>
    <message>
        <source>Rate limit</source>
        <translation>Ratenlimit</translation>
    </message>
    <message>
        <source>Approval gate</source>
        <translation>Freigabeschranke</translation>
    </message>
    <message>
        <source>Argument validation</source>
        <translation>Prüfung der Argumente</translation>
    </message>
    <message>
        <source>Binding config</source>
        <translation>Bindungskonfiguration</translation>
    </message>
    <message>
        <source>Execute</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Cost log</source>
        <translation>Kostenprotokoll</translation>
    </message>
    <message>
        <source>Invalid %1</source>
        <translation>Ungültige %1</translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>Argumente</translation>
    </message>
</context>
<context>
    <name>DispatchScenario</name>
    <message>
        <source>saved dry-run %1: %2</source>
        <translation>gespeicherter Probelauf %1: %2</translation>
    </message>
    <message>
        <source>unknown version (this capstudio reads version 1)</source>
        <translation>unbekannte Version (dieses capstudio liest Version 1)</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be &quot;chat&quot;, &quot;workflow&quot; or &quot;agent&quot;</source>
        <translation>muss &quot;chat&quot;, &quot;workflow&quot; oder &quot;agent&quot; sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must be &quot;permissive&quot; or &quot;strict&quot;</source>
        <translation>muss &quot;permissive&quot; oder &quot;strict&quot; sein</translation>
    </message>
    <message>
        <source>must be an array of slugs</source>
        <translation>muss ein Array von Slugs sein</translation>
    </message>
    <message>
        <source>must be a whole number of calls, 0 or more</source>
        <translation>muss eine ganze Zahl von Aufrufen sein, 0 oder mehr</translation>
    </message>
    <message>
        <source>must be an ISO-8601 date and time</source>
        <translation>muss ein Datum mit Uhrzeit nach ISO 8601 sein</translation>
    </message>
</context>
<context>
    <name>DispatchVerdict</name>
    <message>
        <source>Not run</source>
        <translation>Nicht ausgeführt</translation>
    </message>
    <message>
        <source>The call would reach the handler</source>
        <translation>Der Aufruf würde den Handler erreichen</translation>
    </message>
    <message>
        <source>Stopped at %1 %2: %3</source>
        <translation>Angehalten bei %1 %2: %3</translation>
    </message>
</context>
<context>
    <name>DryRunCommand</name>
    <message>
        <source>capstudio dry-run: %1</source>
        <translation>capstudio dry-run: %1</translation>
    </message>
    <message>
        <source>Walk Sunrise&apos;s dispatch pipeline for one capability call (or re-run the saved dry-runs) on a workspace, without calling anything.</source>
        <translation>Durchläuft die Dispatch-Pipeline von Sunrise für einen Fähigkeitsaufruf (oder führt die gespeicherten Probeläufe erneut aus) auf einem Arbeitsbereich, ohne etwas aufzurufen.</translation>
    </message>
    <message>
        <source>The SQLite workspace to read (default: the app&apos;s own workspace).</source>
        <translation>Der zu lesende SQLite-Arbeitsbereich (Standard: der eigene Arbeitsbereich der App).</translation>
    </message>
    <message>
        <source>Judge env vars and ORCHESTRATION_ALLOWED_HOSTS against this .env file instead of the environment of this process.</source>
        <translation>Umgebungsvariablen und ORCHESTRATION_ALLOWED_HOSTS anhand dieser .env-Datei statt der Umgebung dieses Prozesses beurteilen.</translation>
    </message>
    <message>
        <source>The calling agent in a chat, by slug or id.</source>
        <translation>Der aufrufende Agent in einem Chat, per Slug oder ID.</translation>
    </message>
    <message>
        <source>With --agent: the call reaches the dispatcher without the chat&apos;s checks (a tool offered before its binding changed).</source>
        <translation>Mit --agent: Der Aufruf erreicht den Dispatcher ohne die Prüfungen des Chats (ein Tool, das angeboten wurde, bevor sich seine Bindung änderte).</translation>
    </message>
    <message>
        <source>The calling workflow (a tool_call step dispatches as workflow:&lt;ID&gt;).</source>
        <translation>Der aufrufende Workflow (ein tool_call-Schritt wird als workflow:&lt;ID&gt; dispatcht).</translation>
    </message>
    <message>
        <source>With --workflow: the tool_call step&apos;s id.</source>
        <translation>Mit --workflow: die ID des tool_call-Schritts.</translation>
    </message>
    <message>
        <source>With --workflow: the execution id of the step-dispatch cache key.</source>
        <translation>Mit --workflow: die Ausführungs-ID des Cache-Schlüssels für den Schritt-Dispatch.</translation>
    </message>
    <message>
        <source>The capability slug called (the tool name).</source>
        <translation>Der aufgerufene Fähigkeits-Slug (der Tool-Name).</translation>
    </message>
    <message>
        <source>The sample arguments as JSON text (default {}).</source>
        <translation>Die Beispielargumente als JSON-Text (Standard {}).</translation>
    </message>
    <message>
        <source>Read the sample arguments from a JSON file.</source>
        <translation>Die Beispielargumente aus einer JSON-Datei lesen.</translation>
    </message>
    <message>
        <source>A slug the server has code registered for beyond the 13 built-ins (repeatable).</source>
        <translation>Ein Slug, für den der Server über die 13 eingebauten hinaus Code registriert hat (wiederholbar).</translation>
    </message>
    <message>
        <source>The server runs with CAPABILITY_BINDING_MODE=strict.</source>
        <translation>Der Server läuft mit CAPABILITY_BINDING_MODE=strict.</translation>
    </message>
    <message>
        <source>Calls already made in the current 60 s window (default 0).</source>
        <translation>Bereits erfolgte Aufrufe im aktuellen 60-s-Fenster (Standard 0).</translation>
    </message>
    <message>
        <source>Failed calls in a row this chat turn (default 0).</source>
        <translation>Fehlgeschlagene Aufrufe in Folge in diesem Chat-Zug (Standard 0).</translation>
    </message>
    <message>
        <source>Save this dry-run in the workspace under NAME.</source>
        <translation>Diesen Probelauf im Arbeitsbereich unter NAME speichern.</translation>
    </message>
    <message>
        <source>Re-run every dry-run saved in the workspace; exit 1 when a verdict changed since it was saved.</source>
        <translation>Jeden im Arbeitsbereich gespeicherten Probelauf erneut ausführen; Exit-Code 1, wenn sich ein Ergebnis seit dem Speichern geändert hat.</translation>
    </message>
    <message>
        <source>Show the facts and notes of every step, not only of those that stop or caution.</source>
        <translation>Fakten und Hinweise jedes Schritts anzeigen, nicht nur der Schritte, die anhalten oder warnen.</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--capability SLUG is required (or --saved)</source>
        <translation>--capability SLUG ist erforderlich (oder --saved)</translation>
    </message>
    <message>
        <source>name the caller with exactly one of --agent and --workflow</source>
        <translation>nennen Sie den Aufrufer mit genau einer der Optionen --agent und --workflow</translation>
    </message>
    <message>
        <source>--args and --args-file exclude each other</source>
        <translation>--args und --args-file schließen einander aus</translation>
    </message>
    <message>
        <source>no workspace at %1</source>
        <translation>kein Arbeitsbereich unter %1</translation>
    </message>
    <message>
        <source>cannot open the workspace %1: %2</source>
        <translation>der Arbeitsbereich %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot read the workspace %1: %2</source>
        <translation>der Arbeitsbereich %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>CHANGED</source>
        <translation>GEÄNDERT</translation>
    </message>
    <message>
        <source>was: %1</source>
        <translation>vorher: %1</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>jetzt: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n saved dry-run(s), </source>
        <translation>
            <numerusform>%n gespeicherter Probelauf, </numerusform>
            <numerusform>%n gespeicherte Probeläufe, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n geändert</numerusform>
            <numerusform>%n geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>no agent with slug or id &quot;%1&quot; in %2</source>
        <translation>kein Agent mit Slug oder ID „%1“ in %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>--%1 takes a whole number, 0 or more</source>
        <translation>--%1 erwartet eine ganze Zahl, 0 oder mehr</translation>
    </message>
    <message>
        <source>Dry-run: %1, environment %2</source>
        <translation>Probelauf: %1, Umgebung %2</translation>
    </message>
</context>
<context>
    <name>DryRunPrinter</name>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>workflow tool_call step %1</source>
        <translation>tool_call-Schritt %1 eines Workflows</translation>
    </message>
    <message>
        <source>dispatcher, without the chat&apos;s checks</source>
        <translation>Dispatcher, ohne die Prüfungen des Chats</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
</context>
<context>
    <name>EnvProfile</name>
    <message>
        <source>the quoted value has no closing %1</source>
        <translation>dem Wert in Anführungszeichen fehlt das schließende %1</translation>
    </message>
    <message>
        <source>unexpected text after the closing quote</source>
        <translation>unerwarteter Text nach dem schließenden Anführungszeichen</translation>
    </message>
    <message>
        <source>expected a variable name (letters, digits and _, not starting with a digit)</source>
        <translation>Variablenname erwartet (Buchstaben, Ziffern und _, nicht mit einer Ziffer beginnend)</translation>
    </message>
    <message>
        <source>expected &quot;=&quot; after the name %1</source>
        <translation>&quot;=&quot; nach dem Namen %1 erwartet</translation>
    </message>
    <message>
        <source>malformed line skipped: %1</source>
        <translation>fehlerhafte Zeile übersprungen: %1</translation>
    </message>
    <message>
        <source>cannot read the environment file: %1</source>
        <translation>die Umgebungsdatei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>This process</source>
        <translation>Dieser Prozess</translation>
    </message>
</context>
<context>
    <name>FlowAnalysis</name>
    <message>
        <source> (no explored run reaches &apos;%1&apos;, so the analysis cannot show it)</source>
        <translation> (kein untersuchter Lauf erreicht „%1“, die Analyse kann es daher nicht zeigen)</translation>
    </message>
    <message>
        <source>the cycle %1 has no way to a terminal state</source>
        <translation>der Zyklus %1 hat keinen Weg zu einem Endzustand</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not terminal and has no transitions: a run that gets here can never end</source>
        <translation>„%1“ ist kein Endzustand und hat keine Übergänge: ein Lauf, der hierher gelangt, kann nie enden</translation>
    </message>
    <message>
        <source>no terminal state can be reached from &apos;%1&apos;</source>
        <translation>von „%1“ aus ist kein Endzustand erreichbar</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the only deterministic transition of &apos;%2&apos;, so the chain fires it without evaluating its guards (%3)</source>
        <translation>„%1“ ist der einzige deterministische Übergang von „%2“, die Kette löst ihn daher aus, ohne seine Guards auszuwerten (%3)</translation>
    </message>
    <message>
        <source>; the witness fires it while they are false</source>
        <translation>; der Zeugenlauf löst ihn aus, während sie nicht erfüllt sind</translation>
    </message>
    <message>
        <source>the guards of &apos;%1&apos; can never all be true: %2</source>
        <translation>die Guards von „%1“ können nie alle erfüllt sein: %2</translation>
    </message>
    <message>
        <source>no explored run passes the guards of &apos;%1&apos; (%2), and they are beyond what the analysis decides</source>
        <translation>kein untersuchter Lauf erfüllt die Guards von „%1“ (%2), und sie gehen über das hinaus, was die Analyse entscheidet</translation>
    </message>
    <message>
        <source>the guards of &apos;%1&apos; are never true with the values the paths to &apos;%2&apos; can give: %3</source>
        <translation>die Guards von „%1“ sind mit den Werten, die die Wege nach „%2“ liefern können, nie erfüllt: %3</translation>
    </message>
    <message>
        <source>no explored run passes the guards of &apos;%1&apos; (%2) before the search limit</source>
        <translation>kein untersuchter Lauf erfüllt die Guards von „%1“ (%2), bevor die Suche ihre Grenze erreicht</translation>
    </message>
    <message>
        <source>branch #%1 of &apos;%2&apos;</source>
        <translation>Zweig #%1 von „%2“</translation>
    </message>
    <message>
        <source>%1 can never be true: %2</source>
        <translation>%1 kann nie erfüllt sein: %2</translation>
    </message>
    <message>
        <source>%1 never fires first: whenever %2 holds, an earlier branch holds too</source>
        <translation>%1 greift nie zuerst: wann immer %2 gilt, gilt auch ein früherer Zweig</translation>
    </message>
    <message>
        <source>if the capability %1 fails (cap_failed, cap_timeout, a schema violation), the chain stops in &apos;%2&apos; with CHAIN_FAILED and nothing handles it (no reliability fallback, no other way on): only a retry of &apos;%3&apos; is offered</source>
        <translation>schlägt die Fähigkeit %1 fehl (cap_failed, cap_timeout, eine Schemaverletzung), hält die Kette in „%2“ mit CHAIN_FAILED an, und nichts fängt das ab (kein reliability-Fallback, kein anderer Weg weiter): angeboten wird nur eine Wiederholung von „%3“</translation>
    </message>
    <message>
        <source>the deterministic transitions of &apos;%1&apos; leave values uncovered: %2</source>
        <translation>die deterministischen Übergänge von „%1“ lassen Werte unabgedeckt: %2</translation>
    </message>
    <message>
        <source>the guards of several deterministic transitions of &apos;%1&apos; hold at once, so the chain fails as ambiguous</source>
        <translation>die Guards mehrerer deterministischer Übergänge von „%1“ gelten zugleich, die Kette scheitert daher als mehrdeutig</translation>
    </message>
</context>
<context>
    <name>FolderCatalogStore</name>
    <message>
        <source>… and %1 more.</source>
        <translation>… und %1 weitere.</translation>
    </message>
    <message>
        <source>The catalog folder %1 cannot be read until these are fixed:
%2</source>
        <translation>Der Katalogordner %1 kann erst gelesen werden, wenn diese Fehler behoben sind:
%2</translation>
    </message>
    <message>
        <source>The folder has no capability “%1”.</source>
        <translation>Der Ordner enthält keine Fähigkeit „%1“.</translation>
    </message>
    <message>
        <source>removed from the folder since it was read</source>
        <translation>seit dem Lesen aus dem Ordner entfernt</translation>
    </message>
    <message>
        <source>changed in the folder since it was read</source>
        <translation>seit dem Lesen im Ordner geändert</translation>
    </message>
    <message>
        <source>“%1”: the folder already holds a capability with this slug; nothing was written.</source>
        <translation>„%1“: Der Ordner enthält bereits eine Fähigkeit mit diesem Slug; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Capability %1 is already bound to agent %2 in the folder</source>
        <translation>Die Fähigkeit %1 ist im Ordner bereits an den Agenten %2 gebunden</translation>
    </message>
    <message>
        <source>The folder has no capability “%1” to bind; nothing was written.</source>
        <translation>Der Ordner enthält keine Fähigkeit „%1“ zum Binden; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>A catalog folder keeps no conversations.</source>
        <translation>Ein Katalogordner enthält keine Unterhaltungen.</translation>
    </message>
    <message>
        <source>A catalog folder holds each agent&apos;s bindings only; the agents themselves are edited in Sunrise.</source>
        <translation>Ein Katalogordner enthält nur die Bindungen jedes Agenten; die Agenten selbst werden in Sunrise bearbeitet.</translation>
    </message>
</context>
<context>
    <name>GuardEvaluator</name>
    <message numerus="yes">
        <source>; … %n more</source>
        <translation>
            <numerusform>; … %n weiterer</numerusform>
            <numerusform>; … %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (not a finite number → null)</source>
        <translation>%1 (keine endliche Zahl → null)</translation>
    </message>
    <message>
        <source>%1 (not an operand → null)</source>
        <translation>%1 (kein Operand → null)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no comparison operator outside quotes (a bare path is not a truthiness test)</source>
        <translation>&apos;%1&apos; hat außerhalb von Anführungszeichen keinen Vergleichsoperator (ein bloßer Pfad ist kein Wahrheitstest)</translation>
    </message>
    <message>
        <source>%1 is not set in the context → GUARD_UNSET_SLOT</source>
        <translation>%1 ist im Kontext nicht gesetzt → GUARD_UNSET_SLOT</translation>
    </message>
    <message>
        <source> (note: &apos;%1&apos; was found inside a word and the runtime splits there)</source>
        <translation> (Hinweis: &apos;%1&apos; wurde innerhalb eines Wortes gefunden, und die Laufzeit trennt dort)</translation>
    </message>
    <message>
        <source> (a string never equals a number)</source>
        <translation> (eine Zeichenkette ist nie gleich einer Zahl)</translation>
    </message>
    <message>
        <source>guards nested deeper than %1 levels or more than %2 guard clauses; the simulator stops here</source>
        <translation>Guards sind tiefer als %1 Ebenen verschachtelt oder haben mehr als %2 Guard-Klauseln; der Simulator hält hier an</translation>
    </message>
    <message>
        <source>too deeply nested → not evaluated</source>
        <translation>zu tief verschachtelt → nicht ausgewertet</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: the principal has it</source>
        <translation>%1 &apos;%2&apos;: Der Principal hat sie</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: the principal lacks it</source>
        <translation>%1 &apos;%2&apos;: Dem Principal fehlt sie</translation>
    </message>
    <message>
        <source> (kind jsonpath is deprecated; use expr)</source>
        <translation> (kind jsonpath ist veraltet; verwenden Sie expr)</translation>
    </message>
    <message>
        <source>not without a `guard:` body → error</source>
        <translation>not ohne `guard:`-Rumpf → Fehler</translation>
    </message>
    <message>
        <source>not (%1)</source>
        <translation>not (%1)</translation>
    </message>
    <message>
        <source>%1 without `subject` → error</source>
        <translation>%1 ohne `subject` → Fehler</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: acknowledged in the simulator settings</source>
        <translation>%1 &apos;%2&apos;: in den Simulatoreinstellungen bestätigt</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: not acknowledged in the simulator settings</source>
        <translation>%1 &apos;%2&apos;: in den Simulatoreinstellungen nicht bestätigt</translation>
    </message>
    <message>
        <source>evidence: the simulator has no evidence store, and without one the runtime lets evidence guards pass</source>
        <translation>evidence: Der Simulator hat keinen Evidence-Speicher, und ohne einen lässt die Laufzeit Evidence-Guards passieren</translation>
    </message>
    <message>
        <source>a guard without a string `kind` is unknown to the runtime</source>
        <translation>ein Guard ohne Zeichenkette `kind` ist der Laufzeit unbekannt</translation>
    </message>
    <message>
        <source>unknown guard kind &apos;%1&apos; (the runtime treats unknown kinds as false)</source>
        <translation>unbekannte Guard-Art &apos;%1&apos; (die Laufzeit behandelt unbekannte Arten als false)</translation>
    </message>
    <message>
        <source>any_of with no clauses</source>
        <translation>any_of ohne Klauseln</translation>
    </message>
    <message>
        <source>all_of with no clauses</source>
        <translation>all_of ohne Klauseln</translation>
    </message>
    <message>
        <source>any_of %1: no clause passed, so the first error stands</source>
        <translation>any_of %1: Keine Klausel war erfüllt, daher bleibt der erste Fehler bestehen</translation>
    </message>
</context>
<context>
    <name>HashCommand</name>
    <message>
        <source>Print the contract hash of every flowgate capability (for expects_contract_hash).</source>
        <translation>Den Vertrags-Hash jeder flowgate-Fähigkeit ausgeben (für expects_contract_hash).</translation>
    </message>
    <message>
        <source>A flowgate YAML file, a repo folder or a gateway.yaml.</source>
        <translation>Eine flowgate-YAML-Datei, ein Repo-Ordner oder eine gateway.yaml.</translation>
    </message>
    <message>
        <source>capstudio hash: expected exactly one PATH</source>
        <translation>capstudio hash: erwartet genau ein PATH</translation>
    </message>
</context>
<context>
    <name>InspectorValues</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>enum</source>
        <translation>enum</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>capability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>orchestrator</source>
        <translation>Orchestrator</translation>
    </message>
    <message>
        <source>other (no tier rules)</source>
        <translation>andere (keine Stufenregeln)</translation>
    </message>
</context>
<context>
    <name>JsonDiagnosticMarkers</name>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Info: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>JsonDuplicateKeys</name>
    <message>
        <source>the key &quot;%1&quot; is written twice in the object at %2 (first at line %3, column %4): JSON keeps the last one and drops the first without a word</source>
        <translation>der Schlüssel &quot;%1&quot; steht zweimal im Objekt bei %2 (zuerst in Zeile %3, Spalte %4): JSON behält den letzten und verwirft den ersten stillschweigend</translation>
    </message>
</context>
<context>
    <name>JsonSourceMap</name>
    <message>
        <source>Trailing comma: remove the &apos;,&apos; before &apos;}&apos;.</source>
        <translation>Überzähliges Komma: Entfernen Sie das &apos;,&apos; vor &apos;}&apos;.</translation>
    </message>
    <message>
        <source>Trailing comma: remove the &apos;,&apos; before &apos;]&apos;.</source>
        <translation>Überzähliges Komma: Entfernen Sie das &apos;,&apos; vor &apos;]&apos;.</translation>
    </message>
    <message>
        <source>Unexpected %1 after the end of the document; a JSON text holds exactly one value.</source>
        <translation>%1 nach dem Ende des Dokuments ist unerwartet; ein JSON-Text enthält genau einen Wert.</translation>
    </message>
    <message>
        <source>The document is empty; expected a JSON value.</source>
        <translation>Das Dokument ist leer; erwartet wird ein JSON-Wert.</translation>
    </message>
    <message>
        <source>Unexpected end of text; expected a value after &apos;:&apos;.</source>
        <translation>Unerwartetes Textende; erwartet wird ein Wert nach &apos;:&apos;.</translation>
    </message>
    <message>
        <source>Unexpected end of text; expected a value.</source>
        <translation>Unerwartetes Textende; erwartet wird ein Wert.</translation>
    </message>
    <message>
        <source>Nested too deeply: more than %1 levels of objects and arrays.</source>
        <translation>Zu tief verschachtelt: mehr als %1 Ebenen aus Objekten und Arrays.</translation>
    </message>
    <message>
        <source>Unexpected end of text; expected a key after &apos;,&apos;.</source>
        <translation>Unerwartetes Textende; erwartet wird ein Schlüssel nach &apos;,&apos;.</translation>
    </message>
    <message>
        <source>Unexpected end of text; expected a key or &apos;}&apos;.</source>
        <translation>Unerwartetes Textende; erwartet wird ein Schlüssel oder &apos;}&apos;.</translation>
    </message>
    <message>
        <source>Keys must be in double quotes, not single quotes.</source>
        <translation>Schlüssel müssen in doppelten Anführungszeichen stehen, nicht in einfachen.</translation>
    </message>
    <message>
        <source>Keys must be strings in double quotes; found %1.</source>
        <translation>Schlüssel müssen Zeichenketten in doppelten Anführungszeichen sein; gefunden: %1.</translation>
    </message>
    <message>
        <source>Expected a key in double quotes after &apos;,&apos; but found %1.</source>
        <translation>Erwartet wurde ein Schlüssel in doppelten Anführungszeichen nach &apos;,&apos;, gefunden: %1.</translation>
    </message>
    <message>
        <source>Expected a key in double quotes or &apos;}&apos; but found %1.</source>
        <translation>Erwartet wurde ein Schlüssel in doppelten Anführungszeichen oder &apos;}&apos;, gefunden: %1.</translation>
    </message>
    <message>
        <source>Unexpected end of text; expected &apos;:&apos; after the key %1.</source>
        <translation>Unerwartetes Textende; erwartet wird &apos;:&apos; nach dem Schlüssel %1.</translation>
    </message>
    <message>
        <source>Expected &apos;:&apos; after the key %1 but found %2.</source>
        <translation>Erwartet wurde &apos;:&apos; nach dem Schlüssel %1, gefunden: %2.</translation>
    </message>
    <message>
        <source>Unexpected end of text; the object opened at %1 is not closed with &apos;}&apos;.</source>
        <translation>Unerwartetes Textende; das in %1 geöffnete Objekt wird nicht mit &apos;}&apos; geschlossen.</translation>
    </message>
    <message>
        <source>Unexpected end of text; the array opened at %1 is not closed with &apos;]&apos;.</source>
        <translation>Unerwartetes Textende; das in %1 geöffnete Array wird nicht mit &apos;]&apos; geschlossen.</translation>
    </message>
    <message>
        <source>&apos;]&apos; cannot close the object opened at %1; expected &apos;}&apos;.</source>
        <translation>&apos;]&apos; kann das in %1 geöffnete Objekt nicht schließen; erwartet wird &apos;}&apos;.</translation>
    </message>
    <message>
        <source>&apos;}&apos; cannot close the array opened at %1; expected &apos;]&apos;.</source>
        <translation>&apos;}&apos; kann das in %1 geöffnete Array nicht schließen; erwartet wird &apos;]&apos;.</translation>
    </message>
    <message>
        <source>Missing &apos;,&apos; between object members (or &apos;}&apos; to close the object).</source>
        <translation>Fehlendes &apos;,&apos; zwischen Einträgen eines Objekts (oder &apos;}&apos; zum Schließen des Objekts).</translation>
    </message>
    <message>
        <source>Missing &apos;,&apos; between array elements (or &apos;]&apos; to close the array).</source>
        <translation>Fehlendes &apos;,&apos; zwischen Elementen eines Arrays (oder &apos;]&apos; zum Schließen des Arrays).</translation>
    </message>
    <message>
        <source>Expected &apos;,&apos; or &apos;}&apos; after an object member but found %1.</source>
        <translation>Erwartet wurde &apos;,&apos; oder &apos;}&apos; nach einem Objekteintrag, gefunden: %1.</translation>
    </message>
    <message>
        <source>Expected &apos;,&apos; or &apos;]&apos; after an array element but found %1.</source>
        <translation>Erwartet wurde &apos;,&apos; oder &apos;]&apos; nach einem Array-Element, gefunden: %1.</translation>
    </message>
    <message>
        <source>Missing closing quote: the string runs to the end of the text.</source>
        <translation>Fehlendes schließendes Anführungszeichen: Die Zeichenkette reicht bis zum Ende des Textes.</translation>
    </message>
    <message>
        <source>Invalid escape \%1; valid escapes are \&quot; \\ \/ \b \f \n \r \t and \uXXXX.</source>
        <translation>Ungültige Escape-Sequenz \%1; gültig sind \&quot; \\ \/ \b \f \n \r \t und \uXXXX.</translation>
    </message>
    <message>
        <source>Invalid escape: \u must be followed by four hexadecimal digits.</source>
        <translation>Ungültige Escape-Sequenz: Auf \u müssen vier Hexadezimalziffern folgen.</translation>
    </message>
    <message>
        <source>Unpaired surrogate \u%1: a low surrogate must follow a high surrogate.</source>
        <translation>Ungepaartes Surrogat \u%1: Auf ein hohes Surrogat muss ein niedriges Surrogat folgen.</translation>
    </message>
    <message>
        <source>Unpaired surrogate \u%1: a high surrogate must be followed by a low surrogate such as \uDC00.</source>
        <translation>Ungepaartes Surrogat \u%1: Auf ein hohes Surrogat muss ein niedriges Surrogat wie \uDC00 folgen.</translation>
    </message>
    <message>
        <source>Missing closing quote: a string must end on the line it starts.</source>
        <translation>Fehlendes schließendes Anführungszeichen: Eine Zeichenkette muss in der Zeile enden, in der sie beginnt.</translation>
    </message>
    <message>
        <source>Control character U+%1 must be escaped in a string (as \u%1).</source>
        <translation>Das Steuerzeichen U+%1 muss in einer Zeichenkette als Escape-Sequenz geschrieben werden (als \u%1).</translation>
    </message>
    <message>
        <source>Unpaired surrogate U+%1 in a string.</source>
        <translation>Ungepaartes Surrogat U+%1 in einer Zeichenkette.</translation>
    </message>
    <message>
        <source>Expected a digit after &apos;-&apos;.</source>
        <translation>Nach &apos;-&apos; wird eine Ziffer erwartet.</translation>
    </message>
    <message>
        <source>Leading zeros are not allowed in numbers.</source>
        <translation>Führende Nullen sind in Zahlen nicht erlaubt.</translation>
    </message>
    <message>
        <source>Expected a digit after the decimal point.</source>
        <translation>Nach dem Dezimalpunkt wird eine Ziffer erwartet.</translation>
    </message>
    <message>
        <source>Expected a digit in the exponent.</source>
        <translation>Im Exponenten wird eine Ziffer erwartet.</translation>
    </message>
    <message>
        <source>The number is out of range for a double-precision value.</source>
        <translation>Die Zahl liegt außerhalb des Wertebereichs doppelter Genauigkeit (double).</translation>
    </message>
    <message>
        <source>Strings must be in double quotes, not single quotes.</source>
        <translation>Zeichenketten müssen in doppelten Anführungszeichen stehen, nicht in einfachen.</translation>
    </message>
    <message>
        <source>Unexpected word %1; text values need double quotes, and the only bare words are true, false and null.</source>
        <translation>Unerwartetes Wort %1; Textwerte brauchen doppelte Anführungszeichen, und die einzigen Wörter ohne Anführungszeichen sind true, false und null.</translation>
    </message>
    <message>
        <source>A number cannot start with &apos;+&apos;.</source>
        <translation>Eine Zahl kann nicht mit &apos;+&apos; beginnen.</translation>
    </message>
    <message>
        <source>A number needs a digit before the decimal point.</source>
        <translation>Eine Zahl braucht eine Ziffer vor dem Dezimalpunkt.</translation>
    </message>
    <message>
        <source>Comments are not allowed in JSON.</source>
        <translation>Kommentare sind in JSON nicht erlaubt.</translation>
    </message>
    <message>
        <source>Expected a value after &apos;:&apos; but found %1.</source>
        <translation>Erwartet wurde ein Wert nach &apos;:&apos;, gefunden: %1.</translation>
    </message>
    <message>
        <source>Expected a value but found %1.</source>
        <translation>Erwartet wurde ein Wert, gefunden: %1.</translation>
    </message>
    <message>
        <source>the end of the text</source>
        <translation>das Ende des Textes</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
</context>
<context>
    <name>JsonText</name>
    <message>
        <source>the JSON is nested too deeply (more than 1024 levels)</source>
        <translation>das JSON ist zu tief verschachtelt (mehr als 1024 Ebenen)</translation>
    </message>
    <message>
        <source>the file is empty, expected JSON</source>
        <translation>die Datei ist leer, erwartet wird JSON</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
</context>
<context>
    <name>LayoutEngine</name>
    <message>
        <source>Graphviz could not lay out the graph: %1</source>
        <translation>Graphviz konnte den Graphen nicht anordnen: %1</translation>
    </message>
</context>
<context>
    <name>LayoutSidecar</name>
    <message>
        <source>%1: cannot read the layout file: %2</source>
        <translation>%1: Die Layoutdatei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the layout file is empty</source>
        <translation>die Layoutdatei ist leer</translation>
    </message>
    <message>
        <source>expected an object with &quot;format&quot;, &quot;version&quot; and &quot;workflows&quot;</source>
        <translation>erwartet wird ein Objekt mit &quot;format&quot;, &quot;version&quot; und &quot;workflows&quot;</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;%1&quot;</source>
        <translation>&quot;format&quot; muss &quot;%1&quot; sein</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number from 1</source>
        <translation>&quot;version&quot; muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>version %1 was written by a newer capstudio; this one reads up to %2</source>
        <translation>Version %1 wurde von einem neueren capstudio geschrieben; dieses liest bis Version %2</translation>
    </message>
    <message>
        <source>&quot;workflows&quot; must map workflow ids to their states</source>
        <translation>&quot;workflows&quot; muss Workflow-IDs auf ihre Zustände abbilden</translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; must map state ids to positions</source>
        <translation>Workflow &apos;%1&apos; muss Zustands-IDs auf Positionen abbilden</translation>
    </message>
    <message>
        <source>state &apos;%1&apos; of workflow &apos;%2&apos; needs numeric &quot;x&quot; and &quot;y&quot;</source>
        <translation>Zustand &apos;%1&apos; von Workflow &apos;%2&apos; braucht numerische Werte &quot;x&quot; und &quot;y&quot;</translation>
    </message>
    <message>
        <source>%1: cannot write the layout file: %2</source>
        <translation>%1: Die Layoutdatei kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>LeakRules</name>
    <message>
        <source>Email address</source>
        <translation>E-Mail-Adresse</translation>
    </message>
    <message>
        <source>Phone number</source>
        <translation>Telefonnummer</translation>
    </message>
    <message>
        <source>Authorization credential</source>
        <translation>Zugangsdaten (Authorization)</translation>
    </message>
    <message>
        <source>JSON Web Token</source>
        <translation>JSON Web Token</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Payment card number</source>
        <translation>Zahlungskartennummer</translation>
    </message>
    <message>
        <source>IBAN</source>
        <translation>IBAN</translation>
    </message>
    <message>
        <source>Sensitive value</source>
        <translation>Sensibler Wert</translation>
    </message>
</context>
<context>
    <name>LintCapabilitiesCommand</name>
    <message>
        <source>Check a JSON file of capabilities against Sunrise&apos;s admin API rules.</source>
        <translation>Eine JSON-Datei mit Fähigkeiten gegen die Regeln der Admin-API von Sunrise prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>capstudio lint-capabilities: expected exactly one FILE, got %n</source>
        <translation>
            <numerusform>capstudio lint-capabilities: erwartet genau ein FILE, erhalten: %n</numerusform>
            <numerusform>capstudio lint-capabilities: erwartet genau ein FILE, erhalten: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>create bodies (POST …/capabilities): errors are exactly what Sunrise refuses, the rest are warnings</source>
        <translation>Erstellungsrümpfe (POST …/capabilities): Fehler sind genau das, was Sunrise ablehnt, der Rest sind Warnungen</translation>
    </message>
    <message>
        <source>rows (as a Sunrise database or a GET holds them): nulls and server-set fields are normal</source>
        <translation>Zeilen (wie eine Sunrise-Datenbank oder ein GET sie enthält): Nullwerte und vom Server gesetzte Felder sind normal</translation>
    </message>
    <message>
        <source>A JSON array of capability rows, a Sunrise response envelope {&quot;success&quot;: true, &quot;data&quot;: [...]}, or a catalog folder (capstudio catalog pull). With --from, FILE holds bodies to create there and their slugs are checked against it.</source>
        <translation>Ein JSON-Array von Fähigkeitszeilen, ein Sunrise-Antwortumschlag {&quot;success&quot;: true, &quot;data&quot;: [...]} oder ein Katalogordner (capstudio catalog pull). Mit --from enthält FILE Rümpfe, die dort angelegt werden sollen, und ihre Slugs werden dagegen geprüft.</translation>
    </message>
    <message>
        <source>How to read a FILE: &quot;rows&quot; as a database or a GET holds them, &quot;create&quot; as POST bodies (errors are exactly Sunrise&apos;s refusals). Default: rows for a response envelope or rows with ids, create otherwise.</source>
        <translation>Wie eine FILE gelesen wird: &quot;rows&quot; so, wie eine Datenbank oder ein GET sie enthält, &quot;create&quot; als POST-Rümpfe (Fehler sind genau die Ablehnungen von Sunrise). Standard: rows bei einem Antwortumschlag oder Zeilen mit IDs, sonst create.</translation>
    </message>
    <message>
        <source>%1: --mode must be &quot;rows&quot; or &quot;create&quot;, not &quot;%2&quot;</source>
        <translation>%1: --mode muss &quot;rows&quot; oder &quot;create&quot; sein, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: a catalog folder is compared with a connection by &quot;capstudio catalog diff&quot;, not linted against it</source>
        <translation>%1: Ein Katalogordner wird mit &quot;capstudio catalog diff&quot; mit einer Verbindung verglichen, nicht gegen sie geprüft</translation>
    </message>
    <message>
        <source>capstudio lint-capabilities: %1</source>
        <translation>capstudio lint-capabilities: %1</translation>
    </message>
    <message>
        <source>%1: with --from, FILE is checked as bodies to create there (--mode create)</source>
        <translation>%1: Mit --from wird FILE als Rümpfe geprüft, die dort angelegt werden sollen (--mode create)</translation>
    </message>
    <message>
        <source>%1: checked as %2</source>
        <translation>%1: geprüft als %2</translation>
    </message>
</context>
<context>
    <name>LiteralSecrets</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the value under “%1” (%2)</source>
        <translation>der Wert unter „%1“ (%2)</translation>
    </message>
    <message>
        <source>a password in a URL (%1)</source>
        <translation>ein Passwort in einer URL (%1)</translation>
    </message>
    <message>
        <source>a credential in the URL&apos;s “%1” parameter</source>
        <translation>Zugangsdaten im Parameter „%1“ der URL</translation>
    </message>
    <message>
        <source>a long random-looking string (%1)</source>
        <translation>eine lange, zufällig aussehende Zeichenkette (%1)</translation>
    </message>
    <message>
        <source>%1 is written as a literal; put it in the deployment&apos;s environment and write a ${env:VAR} template here instead</source>
        <translation>%1 ist als Literal geschrieben; legen Sie es in der Umgebung des Deployments ab und schreiben Sie hier stattdessen eine ${env:VAR}-Vorlage</translation>
    </message>
</context>
<context>
    <name>Loader</name>
    <message>
        <source>%1 is a folder without flowgate.repo.yaml; give a YAML file, a gateway.yaml or a repo folder</source>
        <translation>%1 ist ein Ordner ohne flowgate.repo.yaml; geben Sie eine YAML-Datei, eine gateway.yaml oder einen Repo-Ordner an</translation>
    </message>
    <message>
        <source>cannot read %1: no such readable file</source>
        <translation>%1 kann nicht gelesen werden: keine solche lesbare Datei</translation>
    </message>
    <message>
        <source>include %1 reads %2, outside the library&apos;s folder %3: the runtime follows it, but a library that names files elsewhere on the machine is not portable and can read what it should not</source>
        <translation>include %1 liest %2, außerhalb des Bibliotheksordners %3: Die Laufzeit folgt dem, aber eine Bibliothek, die Dateien an anderer Stelle auf dem Rechner nennt, ist nicht portabel und kann lesen, was sie nicht lesen sollte</translation>
    </message>
</context>
<context>
    <name>MergeCommand</name>
    <message>
        <source>capstudio merge: cannot read %1: %2</source>
        <translation>capstudio merge: %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Three-way merge of a flowgate YAML file (a git merge driver).</source>
        <translation>Dreiwege-Zusammenführung einer flowgate-YAML-Datei (ein Merge-Treiber für git).</translation>
    </message>
    <message>
        <source>Write the merged file here (atomically), only when it merges clean.</source>
        <translation>Die zusammengeführte Datei hierhin schreiben (atomar), nur wenn sie ohne Konflikt zusammengeht.</translation>
    </message>
    <message>
        <source>The file&apos;s real path, named in messages (git&apos;s %P).</source>
        <translation>Der wirkliche Pfad der Datei, in Meldungen genannt (%P von git).</translation>
    </message>
    <message>
        <source>The common ancestor (git&apos;s %O).</source>
        <translation>Der gemeinsame Vorfahr (%O von git).</translation>
    </message>
    <message>
        <source>Our version (git&apos;s %A).</source>
        <translation>Unsere Fassung (%A von git).</translation>
    </message>
    <message>
        <source>Their version (git&apos;s %B).</source>
        <translation>Ihre Fassung (%B von git).</translation>
    </message>
    <message>
        <source>capstudio merge: expected BASE OURS THEIRS</source>
        <translation>capstudio merge: BASE OURS THEIRS erwartet</translation>
    </message>
    <message numerus="yes">
        <source>capstudio merge: %1: %n conflict(s); %2 is left as it was</source>
        <translation>
            <numerusform>capstudio merge: %1: %n Konflikt; %2 bleibt, wie es war</numerusform>
            <numerusform>capstudio merge: %1: %n Konflikte; %2 bleibt, wie es war</numerusform>
        </translation>
    </message>
    <message>
        <source>capstudio merge: cannot write %1: %2</source>
        <translation>capstudio merge: %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ParameterSchemaText</name>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>chars</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>pattern: %1</source>
        <translation>Muster: %1</translation>
    </message>
    <message>
        <source>format: %1</source>
        <translation>Format: %1</translation>
    </message>
    <message>
        <source>multiple of %1</source>
        <translation>Vielfaches von %1</translation>
    </message>
    <message>
        <source>enum: %1</source>
        <translation>enum: %1</translation>
    </message>
    <message>
        <source>const: %1</source>
        <translation>const: %1</translation>
    </message>
    <message>
        <source>items: %1</source>
        <translation>Elemente: %1</translation>
    </message>
    <message>
        <source>items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>unique items</source>
        <translation>eindeutige Elemente</translation>
    </message>
    <message>
        <source>no properties</source>
        <translation>keine Eigenschaften</translation>
    </message>
    <message>
        <source>properties: %1</source>
        <translation>Eigenschaften: %1</translation>
    </message>
    <message>
        <source>no other properties</source>
        <translation>keine weiteren Eigenschaften</translation>
    </message>
    <message>
        <source>other properties: %1</source>
        <translation>weitere Eigenschaften: %1</translation>
    </message>
    <message>
        <source>properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>nullable</source>
        <translation>darf null sein</translation>
    </message>
    <message>
        <source>deprecated</source>
        <translation>veraltet</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>cannot read %1: no such readable file or folder</source>
        <translation>%1 kann nicht gelesen werden: keine lesbare Datei und kein lesbarer Ordner dieses Namens</translation>
    </message>
</context>
<context>
    <name>RecipeRecommender</name>
    <message>
        <source>Transactional email</source>
        <translation>Transaktions-E-Mail</translation>
    </message>
    <message>
        <source>Send an email (Postmark; SendGrid, Resend and AWS SES variants).</source>
        <translation>Eine E-Mail senden (Postmark; Varianten für SendGrid, Resend und AWS SES).</translation>
    </message>
    <message>
        <source>Payment charge</source>
        <translation>Zahlungseinzug</translation>
    </message>
    <message>
        <source>Charge, capture or refund a payment (Stripe; Adyen and Mollie variants), with a fresh idempotency key on every call.</source>
        <translation>Eine Zahlung belasten, einziehen oder erstatten (Stripe; Varianten für Adyen und Mollie), mit einem neuen Idempotenzschlüssel bei jedem Aufruf.</translation>
    </message>
    <message>
        <source>Chat notification</source>
        <translation>Chat-Benachrichtigung</translation>
    </message>
    <message>
        <source>Post a message to a Slack, Discord or Microsoft Teams incoming webhook.</source>
        <translation>Eine Nachricht an einen eingehenden Webhook von Slack, Discord oder Microsoft Teams senden.</translation>
    </message>
    <message>
        <source>Calendar event</source>
        <translation>Kalendertermin</translation>
    </message>
    <message>
        <source>Create a calendar event (Google Calendar; Microsoft Graph variant).</source>
        <translation>Einen Kalendertermin anlegen (Google Calendar; Variante für Microsoft Graph).</translation>
    </message>
    <message>
        <source>Document render</source>
        <translation>Dokument-Rendering</translation>
    </message>
    <message>
        <source>Render HTML to PDF (DocRaptor returns a download URL; PDFShift returns bytes for upload_to_storage; self-hosted Gotenberg via multipart).</source>
        <translation>HTML als PDF rendern (DocRaptor liefert eine Download-URL; PDFShift liefert Bytes für upload_to_storage; selbst gehostetes Gotenberg über multipart).</translation>
    </message>
    <message>
        <source>In-chat approval</source>
        <translation>Freigabe im Chat</translation>
    </message>
    <message>
        <source>Let the user approve an action in the chat before it runs.</source>
        <translation>Den Benutzer eine Aktion im Chat freigeben lassen, bevor sie ausgeführt wird.</translation>
    </message>
    <message>
        <source>SMS / WhatsApp inbound reply</source>
        <translation>Antwort auf eingehende SMS / WhatsApp</translation>
    </message>
    <message>
        <source>Reply to an inbound SMS or WhatsApp message (Twilio, Meta Cloud).</source>
        <translation>Auf eine eingehende SMS- oder WhatsApp-Nachricht antworten (Twilio, Meta Cloud).</translation>
    </message>
    <message>
        <source>Long-running workflow</source>
        <translation>Lang laufender Workflow</translation>
    </message>
    <message>
        <source>Compose workflows that survive a deploy (dispatch cache, checkpoints); no binding.</source>
        <translation>Workflows zusammensetzen, die ein Deployment überstehen (Dispatch-Cache, Checkpoints); keine Bindung.</translation>
    </message>
    <message>
        <source>Generic HTTP call</source>
        <translation>Generischer HTTP-Aufruf</translation>
    </message>
    <message>
        <source>Call one HTTP endpoint; start from this binding and pick a vendor shape from the recipe catalogue.</source>
        <translation>Einen HTTP-Endpunkt aufrufen; von dieser Bindung ausgehen und eine Anbietervorlage aus dem Rezeptkatalog wählen.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>It mentions %1.</source>
        <translation>Erwähnt werden %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The execution type is %1: Sunrise&apos;s dispatcher still needs a registered class for the slug, and call_external_api already is that class.</source>
        <translation>Der Ausführungstyp ist %1: Der Dispatcher von Sunrise braucht trotzdem eine registrierte Klasse für den Slug, und call_external_api ist bereits diese Klasse.</translation>
    </message>
</context>
<context>
    <name>RedactedCopy</name>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>warning: %1; laying out without it</source>
        <translation>Warnung: %1; es wird ohne diese Layoutdatei angeordnet</translation>
    </message>
    <message>
        <source>Draw one flowgate workflow as an SVG or PNG diagram, laid out as in the designer.</source>
        <translation>Einen flowgate-Workflow als SVG- oder PNG-Diagramm zeichnen, angeordnet wie im Designer.</translation>
    </message>
    <message>
        <source>A flowgate YAML file, a repo folder (with flowgate.repo.yaml) or a gateway.yaml with repos:.</source>
        <translation>Eine flowgate-YAML-Datei, ein Repo-Ordner (mit flowgate.repo.yaml) oder eine gateway.yaml mit repos:.</translation>
    </message>
    <message>
        <source>The workflow to draw (its id; the namespace may be left out).</source>
        <translation>Der zu zeichnende Workflow (seine ID; der Namespace kann weggelassen werden).</translation>
    </message>
    <message>
        <source>The file to write: .svg or .png.</source>
        <translation>Die zu schreibende Datei: .svg oder .png.</translation>
    </message>
    <message>
        <source>PNG pixels per diagram unit (default 2).</source>
        <translation>PNG-Pixel pro Diagrammeinheit (Standard 2).</translation>
    </message>
    <message>
        <source>capstudio render: expected exactly one PATH</source>
        <translation>capstudio render: erwartet genau ein PATH</translation>
    </message>
    <message>
        <source>capstudio render: --workflow ID is required</source>
        <translation>capstudio render: --workflow ID ist erforderlich</translation>
    </message>
    <message>
        <source>capstudio render: -o FILE (.svg or .png) is required</source>
        <translation>capstudio render: -o FILE (.svg oder .png) ist erforderlich</translation>
    </message>
    <message>
        <source>capstudio render: cannot tell the format of &quot;%1&quot;: the output file name must end in .svg or .png</source>
        <translation>capstudio render: das Format von &quot;%1&quot; ist nicht erkennbar: Der Name der Ausgabedatei muss auf .svg oder .png enden</translation>
    </message>
    <message>
        <source>capstudio render: --scale must be a number from 0.1 to 16, not &quot;%1&quot;</source>
        <translation>capstudio render: --scale muss eine Zahl von 0.1 bis 16 sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>capstudio render: drawing needs a QApplication</source>
        <translation>capstudio render: zum Zeichnen wird eine QApplication benötigt</translation>
    </message>
    <message>
        <source>capstudio render: %1 does not load; nothing drawn</source>
        <translation>capstudio render: %1 lässt sich nicht laden; nichts gezeichnet</translation>
    </message>
    <message>
        <source>capstudio render: no workflow &quot;%1&quot; in %2</source>
        <translation>capstudio render: kein Workflow &quot;%1&quot; in %2</translation>
    </message>
    <message>
        <source>It defines no workflows.</source>
        <translation>Darin sind keine Workflows definiert.</translation>
    </message>
    <message>
        <source>Its workflows:</source>
        <translation>Enthaltene Workflows:</translation>
    </message>
    <message numerus="yes">
        <source>  … and %n more</source>
        <translation>
            <numerusform>  … und %n weiterer</numerusform>
            <numerusform>  … und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>capstudio render: the workflow %1 has no states to draw</source>
        <translation>capstudio render: der Workflow %1 hat keine Zustände zum Zeichnen</translation>
    </message>
    <message>
        <source>capstudio render: cannot lay out %1: %2</source>
        <translation>capstudio render: %1 kann nicht angeordnet werden: %2</translation>
    </message>
    <message>
        <source>capstudio render: %1</source>
        <translation>capstudio render: %1</translation>
    </message>
    <message>
        <source>capstudio render: cannot write %1: the folder %2 does not exist</source>
        <translation>capstudio render: %1 kann nicht geschrieben werden: Der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>capstudio render: cannot write %1: %2</source>
        <translation>capstudio render: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
</context>
<context>
    <name>ReplayCommand</name>
    <message>
        <source>Replay saved simulator runs against a library; fail when one no longer behaves the same.</source>
        <translation>Spielt gespeicherte Simulatorläufe auf einer Bibliothek erneut ab; schlägt fehl, wenn sich einer nicht mehr gleich verhält.</translation>
    </message>
    <message>
        <source>Saved simulator runs (.json).</source>
        <translation>Gespeicherte Simulatorläufe (.json).</translation>
    </message>
    <message>
        <source>The flowgate library the runs are replayed on.</source>
        <translation>Die flowgate-Bibliothek, auf der die Läufe erneut abgespielt werden.</translation>
    </message>
    <message>
        <source>capstudio replay: expected RUN... and --library PATH</source>
        <translation>capstudio replay: RUN... und --library PATH erwartet</translation>
    </message>
    <message numerus="yes">
        <source>%1: same (%n action(s), ends in &apos;%2&apos;)</source>
        <translation>
            <numerusform>%1: gleich (%n Aktion, endet in „%2“)</numerusform>
            <numerusform>%1: gleich (%n Aktionen, endet in „%2“)</numerusform>
        </translation>
    </message>
    <message>
        <source>the start</source>
        <translation>dem Start</translation>
    </message>
    <message>
        <source>action %1 (fire &apos;%2&apos;)</source>
        <translation>Aktion %1 („%2“ auslösen)</translation>
    </message>
    <message>
        <source>action %1 (an executor result)</source>
        <translation>Aktion %1 (ein Executor-Ergebnis)</translation>
    </message>
    <message>
        <source>%1: diverges at %2 (%3): %4</source>
        <translation>%1: weicht ab bei %2 (%3): %4</translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message>
        <source>Judge the findings of a bundle in a signed review beside it, and verify such a review.</source>
        <translation>Die Funde eines Bundles in einer signierten Prüfung daneben beurteilen und eine solche Prüfung verifizieren.</translation>
    </message>
    <message>
        <source>keygen, add or verify.</source>
        <translation>keygen, add oder verify.</translation>
    </message>
    <message>
        <source>add: the bundle file; verify: the review file (BUNDLE.review.json).</source>
        <translation>add: die Bundle-Datei; verify: die Prüfungsdatei (BUNDLE.review.json).</translation>
    </message>
    <message>
        <source>keygen: where to write the private key (PEM, readable by you only).</source>
        <translation>keygen: wohin der private Schlüssel geschrieben wird (PEM, nur für Sie lesbar).</translation>
    </message>
    <message>
        <source>add: the private key to sign the review with.</source>
        <translation>add: der private Schlüssel, mit dem die Prüfung signiert wird.</translation>
    </message>
    <message>
        <source>add: the finding to judge, by its number in capstudio scan&apos;s output (1 is the first) or its location (repeatable).</source>
        <translation>add: der zu beurteilende Fund, nach seiner Nummer in der Ausgabe von capstudio scan (1 ist der erste) oder seiner Stelle (wiederholbar).</translation>
    </message>
    <message>
        <source>add: confirmed-leak, false-positive or accepted-risk.</source>
        <translation>add: confirmed-leak, false-positive oder accepted-risk.</translation>
    </message>
    <message>
        <source>add: why.</source>
        <translation>add: warum.</translation>
    </message>
    <message>
        <source>add: who judges (a name or an address).</source>
        <translation>add: wer urteilt (ein Name oder eine Adresse).</translation>
    </message>
    <message>
        <source>verify: the fingerprint (SHA256:…) of the key the review must be signed with.</source>
        <translation>verify: der Fingerabdruck (SHA256:…) des Schlüssels, mit dem die Prüfung signiert sein muss.</translation>
    </message>
    <message>
        <source>capstudio review: give an action: keygen, add or verify</source>
        <translation>capstudio review: eine Aktion angeben: keygen, add oder verify</translation>
    </message>
    <message>
        <source>capstudio review: unknown action “%1”: keygen, add or verify</source>
        <translation>capstudio review: unbekannte Aktion „%1“: keygen, add oder verify</translation>
    </message>
    <message>
        <source>capstudio review keygen: usage: capstudio review keygen -o KEY</source>
        <translation>capstudio review keygen: Aufruf: capstudio review keygen -o SCHLÜSSEL</translation>
    </message>
    <message>
        <source>capstudio review keygen: %1 exists; a key is never overwritten</source>
        <translation>capstudio review keygen: %1 existiert; ein Schlüssel wird nie überschrieben</translation>
    </message>
    <message>
        <source>capstudio review keygen: %1</source>
        <translation>capstudio review keygen: %1</translation>
    </message>
    <message>
        <source>%1: an Ed25519 key, public key %2</source>
        <translation>%1: ein Ed25519-Schlüssel, öffentlicher Schlüssel %2</translation>
    </message>
    <message>
        <source>%1: usage: capstudio review add BUNDLE --finding N --verdict confirmed-leak|false-positive|accepted-risk --reviewer NAME --key KEY [--note TEXT]</source>
        <translation>%1: Aufruf: capstudio review add BUNDLE --finding N --verdict confirmed-leak|false-positive|accepted-risk --reviewer NAME --key SCHLÜSSEL [--note TEXT]</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 was altered after it was signed; it is not added to</source>
        <translation>%1: %2 wurde nach dem Signieren verändert; es wird nichts hinzugefügt</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 has no finding %3 (it has %n)</source>
        <translation>
            <numerusform>%1: %2 hat keinen Fund %3 (es hat %n)</numerusform>
            <numerusform>%1: %2 hat keinen Fund %3 (es hat %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n verdict(s), signed by %2</source>
        <translation>
            <numerusform>%1: %n Urteil, signiert von %2</numerusform>
            <numerusform>%1: %n Urteile, signiert von %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: usage: capstudio review verify REVIEW [--public-key FINGERPRINT]</source>
        <translation>%1: Aufruf: capstudio review verify PRÜFUNG [--public-key FINGERABDRUCK]</translation>
    </message>
    <message>
        <source>%1: altered after it was signed: the signature does not match its contents</source>
        <translation>%1: nach dem Signieren verändert: die Signatur passt nicht zum Inhalt</translation>
    </message>
    <message>
        <source>%1: signed by %2, not by the key given (%3)</source>
        <translation>%1: signiert von %2, nicht vom angegebenen Schlüssel (%3)</translation>
    </message>
    <message>
        <source>%1: signature good (Ed25519, %2)</source>
        <translation>%1: Signatur gültig (Ed25519, %2)</translation>
    </message>
    <message>
        <source>%1: the evidence it judged is missing</source>
        <translation>%1: das beurteilte Beweisstück fehlt</translation>
    </message>
    <message>
        <source>%1: changed since it was judged (SHA-256 %2 then): every verdict is stale</source>
        <translation>%1: seit der Beurteilung verändert (damals SHA-256 %2): jedes Urteil ist veraltet</translation>
    </message>
    <message>
        <source>%1: unchanged since it was judged (SHA-256 %2)</source>
        <translation>%1: seit der Beurteilung unverändert (SHA-256 %2)</translation>
    </message>
    <message>
        <source>  %1 %2 (%3) by %4 at %5</source>
        <translation>  %1 %2 (%3) von %4 am %5</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <source> [stale]</source>
        <translation> [veraltet]</translation>
    </message>
    <message>
        <source> [stale: the finding is gone]</source>
        <translation> [veraltet: der Fund ist verschwunden]</translation>
    </message>
    <message>
        <source>add --from: the conversation whose findings are judged.</source>
        <translation>add --from: die Unterhaltung, deren Funde beurteilt werden.</translation>
    </message>
    <message>
        <source>add --from: the workspace that keeps the verdicts (default: the app&apos;s own).</source>
        <translation>add --from: der Arbeitsbereich, der die Urteile aufbewahrt (Standard: der der App).</translation>
    </message>
    <message>
        <source>%1: usage: capstudio review add --from CONNECTION --conversation ID --finding N --verdict confirmed-leak|false-positive|accepted-risk --reviewer NAME --key KEY [--note TEXT] [--workspace PATH]</source>
        <translation>%1: Aufruf: capstudio review add --from VERBINDUNG --conversation ID --finding N --verdict confirmed-leak|false-positive|accepted-risk --reviewer NAME --key SCHLÜSSEL [--note TEXT] [--workspace PFAD]</translation>
    </message>
    <message>
        <source>%1: conversation %2: %3</source>
        <translation>%1: Unterhaltung %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot open the workspace %2: %3</source>
        <translation>%1: der Arbeitsbereich %2 lässt sich nicht öffnen: %3</translation>
    </message>
    <message>
        <source>%1: the verdict could not be signed (OpenSSL)</source>
        <translation>%1: das Urteil ließ sich nicht signieren (OpenSSL)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n verdict(s) on conversation %2 of %3, signed by %4</source>
        <translation>
            <numerusform>%1: %n Urteil über Unterhaltung %2 von %3, signiert von %4</numerusform>
            <numerusform>%1: %n Urteile über Unterhaltung %2 von %3, signiert von %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewFile</name>
    <message>
        <source>confirmed leak</source>
        <translation>bestätigtes Leck</translation>
    </message>
    <message>
        <source>false positive</source>
        <translation>Fehlalarm</translation>
    </message>
    <message>
        <source>accepted risk</source>
        <translation>akzeptiertes Risiko</translation>
    </message>
    <message>
        <source>Cannot read the evidence %1: %2</source>
        <translation>Das Beweisstück %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>Cannot read the review %1: %2</source>
        <translation>Die Prüfung %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>%1 is not a review file: %2</source>
        <translation>%1 ist keine Prüfungsdatei: %2</translation>
    </message>
    <message>
        <source>%1 is not a review file: /format is not &quot;%2&quot;</source>
        <translation>%1 ist keine Prüfungsdatei: /format ist nicht „%2“</translation>
    </message>
    <message>
        <source>%1: /evidence/file must name a file beside the review</source>
        <translation>%1: /evidence/file muss eine Datei neben der Prüfung nennen</translation>
    </message>
    <message>
        <source>%1: /verdicts/%2 needs a finding and a verdict (confirmed-leak, false-positive, accepted-risk)</source>
        <translation>%1: /verdicts/%2 braucht einen Fund und ein Urteil (confirmed-leak, false-positive, accepted-risk)</translation>
    </message>
    <message>
        <source>The review could not be signed (OpenSSL).</source>
        <translation>Die Prüfung ließ sich nicht signieren (OpenSSL).</translation>
    </message>
    <message>
        <source>Cannot write the review %1: %2</source>
        <translation>Die Prüfung %1 lässt sich nicht schreiben: %2</translation>
    </message>
</context>
<context>
    <name>SaveFileSet</name>
    <message>
        <source>Nothing was saved: %1 cannot be written: %2</source>
        <translation>Nichts wurde gespeichert: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Nothing was saved: %1 could not be put in place: %2</source>
        <translation>Nichts wurde gespeichert: %1 konnte nicht an den Zielort gebracht werden: %2</translation>
    </message>
    <message>
        <source>Only part was saved: %1 could not be put in place (%2). Saved: %3. Not saved: %4. Save again to write the rest.</source>
        <translation>Nur ein Teil wurde gespeichert: %1 konnte nicht an den Zielort gebracht werden (%2). Gespeichert: %3. Nicht gespeichert: %4. Speichern Sie erneut, um den Rest zu schreiben.</translation>
    </message>
</context>
<context>
    <name>ScanCommand</name>
    <message>
        <source>in message %1 (%2)</source>
        <translation>in Nachricht %1 (%2)</translation>
    </message>
    <message>
        <source>in the conversation</source>
        <translation>in der Unterhaltung</translation>
    </message>
    <message>
        <source>, call %1</source>
        <translation>, Aufruf %1</translation>
    </message>
    <message>
        <source>, result of %1</source>
        <translation>, Ergebnis von %1</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; %3 — masked: %4</source>
        <translation>%1 &quot;%2&quot; %3 — maskiert: %4</translation>
    </message>
    <message>
        <source>Scan a conversation provenance bundle for unredacted personal data and secrets.</source>
        <translation>Ein Herkunfts-Bundle einer Unterhaltung nach unmaskierten personenbezogenen Daten und Geheimnissen durchsuchen.</translation>
    </message>
    <message>
        <source>A provenance bundle: Sunrise&apos;s response envelope {&quot;success&quot;: true, &quot;data&quot;: {conversation, messages}} or its data object.</source>
        <translation>Ein Herkunfts-Bundle: der Antwortumschlag von Sunrise {&quot;success&quot;: true, &quot;data&quot;: {conversation, messages}} oder sein data-Objekt.</translation>
    </message>
    <message>
        <source>Write a copy of the bundle with every finding masked to FILE.</source>
        <translation>Eine Kopie des Bundles, in der jeder Fund maskiert ist, nach FILE schreiben.</translation>
    </message>
    <message>
        <source>Write an audit report to FILE (.md or .html).</source>
        <translation>Einen Prüfbericht nach FILE schreiben (.md oder .html).</translation>
    </message>
    <message numerus="yes">
        <source>capstudio scan: expected exactly one BUNDLE, got %n</source>
        <translation>
            <numerusform>capstudio scan: erwartet genau ein BUNDLE, erhalten: %n</numerusform>
            <numerusform>capstudio scan: erwartet genau ein BUNDLE, erhalten: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>capstudio scan: %1</source>
        <translation>capstudio scan: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n message(s)</source>
        <translation>
            <numerusform>%1: %n Nachricht</numerusform>
            <numerusform>%1: %n Nachrichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n capability call(s)</source>
        <translation>
            <numerusform>%n Fähigkeitsaufruf</numerusform>
            <numerusform>%n Fähigkeitsaufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Fund</numerusform>
            <numerusform>%n Funde</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 high, %2 medium, %3 low</source>
        <translation>%1 hoch, %2 mittel, %3 niedrig</translation>
    </message>
    <message numerus="yes">
        <source>%n provenance problem(s)</source>
        <translation>
            <numerusform>%n Herkunftsproblem</numerusform>
            <numerusform>%n Herkunftsprobleme</numerusform>
        </translation>
    </message>
    <message>
        <source>With --from: the id of the conversation to read.</source>
        <translation>Mit --from: die ID der zu lesenden Unterhaltung.</translation>
    </message>
    <message>
        <source>%1 conversation %2</source>
        <translation>%1 Unterhaltung %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>capstudio scan: --all scans a whole deployment: it takes neither --conversation nor --redact-out</source>
        <translation>capstudio scan: --all prüft eine ganze Deployment: es nimmt weder --conversation noch --redact-out</translation>
    </message>
    <message>
        <source>capstudio scan: --from needs --conversation ID or --all, and no BUNDLE</source>
        <translation>capstudio scan: --from braucht --conversation ID oder --all, und kein BUNDLE</translation>
    </message>
    <message>
        <source> [%1, reviewed by %2]</source>
        <translation> [%1, geprüft von %2]</translation>
    </message>
    <message>
        <source>capstudio scan: the review beside the bundle is ignored: %1</source>
        <translation>capstudio scan: die Prüfung neben dem Bundle wird übergangen: %1</translation>
    </message>
    <message>
        <source>capstudio scan: the review %1 is ignored: it was altered after it was signed (capstudio review verify says more)</source>
        <translation>capstudio scan: die Prüfung %1 wird übergangen: sie wurde nach dem Signieren verändert (capstudio review verify sagt mehr)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n verdict(s) from the signed review beside it</source>
        <translation>
            <numerusform>%1: %n Urteil aus der signierten Prüfung daneben</numerusform>
            <numerusform>%1: %n Urteile aus der signierten Prüfung daneben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) judged false positive, not counted</source>
        <translation>
            <numerusform>%n Fund als Fehlalarm beurteilt, nicht gezählt</numerusform>
            <numerusform>%n Funde als Fehlalarm beurteilt, nicht gezählt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchemaInspector</name>
    <message>
        <source>the database connection is not open</source>
        <translation>die Datenbankverbindung ist nicht geöffnet</translation>
    </message>
    <message>
        <source>capabilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>agent bindings</source>
        <translation>Agentenbindungen</translation>
    </message>
    <message>
        <source>agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <source>messages and their provenance</source>
        <translation>Nachrichten und ihre Herkunftsdaten</translation>
    </message>
    <message>
        <source>table &quot;%1&quot; is missing (needed for %2)</source>
        <translation>Tabelle &quot;%1&quot; fehlt (benötigt für %2)</translation>
    </message>
    <message numerus="yes">
        <source>table &quot;%1&quot; lacks the column(s) %2 (needed for %3)</source>
        <translation>
            <numerusform>Der Tabelle &quot;%1&quot; fehlt die Spalte %2 (benötigt für %3)</numerusform>
            <numerusform>Der Tabelle &quot;%1&quot; fehlen die Spalten %2 (benötigt für %3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchemaMigrator</name>
    <message>
        <source>Cannot create the schema version table</source>
        <translation>Die Tabelle der Schemaversion kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>No migrations found in %1</source>
        <translation>Keine Migrationen in %1 gefunden</translation>
    </message>
    <message>
        <source>The database has schema version %1, newer than this capstudio understands (%2); use a newer capstudio</source>
        <translation>Die Datenbank hat die Schemaversion %1, neuer als diese capstudio-Version versteht (%2); verwenden Sie ein neueres capstudio</translation>
    </message>
    <message>
        <source>Cannot read migration %1</source>
        <translation>Migration %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Cannot start a transaction</source>
        <translation>Eine Transaktion kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>Migration %1 failed</source>
        <translation>Migration %1 ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cannot record migration %1</source>
        <translation>Migration %1 kann nicht verzeichnet werden</translation>
    </message>
    <message>
        <source>%1 lacks tables or columns capstudio needs; nothing in it was changed:
%2</source>
        <translation>%1 hat nicht alle Tabellen oder Spalten, die capstudio braucht; darin wurde nichts geändert:
%2</translation>
    </message>
    <message>
        <source>%1: another program holds the database locked and did not let go in time. Close the other capstudio window or program that has it open, then try again.</source>
        <translation>%1: Ein anderes Programm hält die Datenbank gesperrt und hat sie nicht rechtzeitig freigegeben. Schließen Sie das andere capstudio-Fenster oder Programm, das sie geöffnet hat, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Cannot take the migration lock</source>
        <translation>Die Migrationssperre kann nicht gesetzt werden</translation>
    </message>
    <message>
        <source>%1 has capstudio&apos;s schema version %2, older than this capstudio&apos;s (%3). Nothing was changed: connect to it once in the app (File ▸ Connections…) to bring it up to date.</source>
        <translation>%1 hat die capstudio-Schemaversion %2, die älter ist als die dieses capstudio (%3). Es wurde nichts geändert: Verbinden Sie sich einmal in der App damit (Datei ▸ Verbindungen …), um das Schema zu aktualisieren.</translation>
    </message>
    <message>
        <source>%1 is empty or not a catalog: it has no ai_capability table (neither a Sunrise database nor one capstudio made). Nothing was changed.</source>
        <translation>%1 ist leer oder kein Katalog: Es gibt keine Tabelle ai_capability (weder eine Sunrise-Datenbank noch eine von capstudio angelegte). Es wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>SemanticDiff</name>
    <message>
        <source>workflow added</source>
        <translation>Workflow hinzugefügt</translation>
    </message>
    <message>
        <source>workflow removed</source>
        <translation>Workflow entfernt</translation>
    </message>
    <message>
        <source>state added: %1</source>
        <translation>Zustand hinzugefügt: %1</translation>
    </message>
    <message>
        <source>state removed: %1</source>
        <translation>Zustand entfernt: %1</translation>
    </message>
    <message>
        <source>state renamed: %1 → %2</source>
        <translation>Zustand umbenannt: %1 → %2</translation>
    </message>
    <message>
        <source>transition added: %1 → %2</source>
        <translation>Übergang hinzugefügt: %1 → %2</translation>
    </message>
    <message>
        <source>transition removed: %1 (was → %2)</source>
        <translation>Übergang entfernt: %1 (war → %2)</translation>
    </message>
    <message>
        <source>transition retargeted: %1: → %2 becomes → %3</source>
        <translation>Übergang umgeleitet: %1: → %2 wird → %3</translation>
    </message>
    <message>
        <source>contract changed: %1 → %2</source>
        <translation>Vertrag geändert: %1 → %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>; breaks: %1</source>
        <translation>; bricht: %1</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>guards changed: %1: %2 → %3</source>
        <translation>Guards geändert: %1: %2 → %3</translation>
    </message>
    <message>
        <source>actor changed: %1: %2 → %3</source>
        <translation>Akteur geändert: %1: %2 → %3</translation>
    </message>
    <message>
        <source>use: changed: %1: %2 → %3</source>
        <translation>use: geändert: %1: %2 → %3</translation>
    </message>
    <message>
        <source>executor changed: %1 %2: %3 → %4</source>
        <translation>Executor geändert: %1 %2: %3 → %4</translation>
    </message>
    <message>
        <source>%1 %2: %3 → %4</source>
        <translation>%1 %2: %3 → %4</translation>
    </message>
    <message>
        <source>changed %1: %2 → %3</source>
        <translation>geändert %1: %2 → %3</translation>
    </message>
</context>
<context>
    <name>SemanticMerge</name>
    <message>
        <source>workflow %1</source>
        <translation>Workflow %1</translation>
    </message>
    <message>
        <source>state %1</source>
        <translation>Zustand %1</translation>
    </message>
    <message>
        <source>transition %1</source>
        <translation>Übergang %1</translation>
    </message>
    <message>
        <source>field %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>%1: base %2, ours %3, theirs %4</source>
        <translation>%1: Basis %2, unsere %3, ihre %4</translation>
    </message>
    <message>
        <source>the whole file</source>
        <translation>die ganze Datei</translation>
    </message>
    <message>
        <source>%1 (base)</source>
        <translation>%1 (Basis)</translation>
    </message>
    <message>
        <source>%1 (theirs)</source>
        <translation>%1 (deren Version)</translation>
    </message>
</context>
<context>
    <name>SigningKey</name>
    <message>
        <source>An Ed25519 key could not be made (OpenSSL).</source>
        <translation>Ein Ed25519-Schlüssel ließ sich nicht erzeugen (OpenSSL).</translation>
    </message>
    <message>
        <source>Cannot read the signing key %1: %2</source>
        <translation>Der Signaturschlüssel %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>%1 is not an Ed25519 private key in PEM form (capstudio review keygen makes one)</source>
        <translation>%1 ist kein privater Ed25519-Schlüssel in PEM-Form (capstudio review keygen erzeugt einen)</translation>
    </message>
    <message>
        <source>The signing key could not be written out (OpenSSL).</source>
        <translation>Der Signaturschlüssel ließ sich nicht ausschreiben (OpenSSL).</translation>
    </message>
    <message>
        <source>Cannot write the signing key %1: %2</source>
        <translation>Der Signaturschlüssel %1 lässt sich nicht schreiben: %2</translation>
    </message>
</context>
<context>
    <name>SimulationSettings</name>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation>muss ein Array von Zeichenketten sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>saved simulation %1: %2</source>
        <translation>gespeicherte Simulation %1: %2</translation>
    </message>
    <message>
        <source>saved simulation %1: must be an object</source>
        <translation>gespeicherte Simulation %1: muss ein Objekt sein</translation>
    </message>
</context>
<context>
    <name>Simulator</name>
    <message>
        <source>SUBJECT_NEEDS_DEFINITION: the lexicon has no definition for %1</source>
        <translation>SUBJECT_NEEDS_DEFINITION: Das Lexikon hat keine Definition für %1</translation>
    </message>
    <message>
        <source>the runtime would refuse to start: %1</source>
        <translation>die Laufzeit würde den Start verweigern: %1</translation>
    </message>
    <message>
        <source>no workflow is running: start one first</source>
        <translation>es läuft kein Workflow: Starten Sie zuerst einen</translation>
    </message>
    <message>
        <source>the simulator waits for the result of an executor in state &apos;%1&apos;: supply it first</source>
        <translation>der Simulator wartet auf das Ergebnis eines Executors in Zustand &apos;%1&apos;: Liefern Sie es zuerst</translation>
    </message>
    <message>
        <source>no executor result is awaited</source>
        <translation>es wird kein Executor-Ergebnis erwartet</translation>
    </message>
    <message>
        <source>supply the executor&apos;s output or its failure</source>
        <translation>liefern Sie die Ausgabe des Executors oder seinen Fehlschlag</translation>
    </message>
    <message>
        <source>the runtime answers with an error; the state was already entered and the chain does not run</source>
        <translation>die Laufzeit antwortet mit einem Fehler; der Zustand wurde bereits betreten, und die Kette läuft nicht</translation>
    </message>
    <message>
        <source>the chain stopped after %1 hops: the simulator&apos;s ceiling (maxChainDepth is %2)</source>
        <translation>die Kette hielt nach %1 Schritten an: die Obergrenze des Simulators (maxChainDepth ist %2)</translation>
    </message>
    <message>
        <source>the chain stopped after %1 hops (maxChainDepth)</source>
        <translation>die Kette hielt nach %1 Schritten an (maxChainDepth)</translation>
    </message>
    <message>
        <source>the only deterministic transition fires without its guards being evaluated</source>
        <translation>der einzige deterministische Übergang wird ausgelöst, ohne dass seine Guards ausgewertet werden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the one deterministic transition whose guards pass</source>
        <translation>&apos;%1&apos; ist der einzige deterministische Übergang, dessen Guards erfüllt sind</translation>
    </message>
    <message>
        <source>the instance stays in &apos;%1&apos; and &apos;%2&apos; is offered as a link for a retry</source>
        <translation>die Instanz bleibt in &apos;%1&apos;, und &apos;%2&apos; wird als Link für einen erneuten Versuch angeboten</translation>
    </message>
    <message>
        <source>branch #%1: %2</source>
        <translation>Zweig #%1: %2</translation>
    </message>
    <message>
        <source>branch #%1 chose &apos;%2&apos;: %3</source>
        <translation>Zweig #%1 wählte &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>no branch matched; the declared target &apos;%1&apos; applies</source>
        <translation>kein Zweig passte; das deklarierte Ziel &apos;%1&apos; gilt</translation>
    </message>
    <message>
        <source>without an executor the runtime does not apply the output mapping</source>
        <translation>ohne Executor wendet die Laufzeit die Ausgabezuordnung nicht an</translation>
    </message>
    <message>
        <source>while: %1</source>
        <translation>while: %1</translation>
    </message>
    <message>
        <source>while: %1, so the state is left</source>
        <translation>while: %1, daher wird der Zustand verlassen</translation>
    </message>
    <message>
        <source>while: %1, so the state is entered again (iteration %2 of %3)</source>
        <translation>while: %1, daher wird der Zustand erneut betreten (Iteration %2 von %3)</translation>
    </message>
    <message>
        <source>state-local slots cleared: %1</source>
        <translation>zustandslokale Slots geleert: %1</translation>
    </message>
    <message>
        <source>a noop executor always returns {}; the supplied output is ignored</source>
        <translation>ein noop-Executor gibt immer {} zurück; die gelieferte Ausgabe wird ignoriert</translation>
    </message>
    <message>
        <source>a legacy workflow call returns the child&apos;s whole final context</source>
        <translation>ein veralteter Workflow-Aufruf gibt den gesamten finalen Kontext des Kind-Workflows zurück</translation>
    </message>
    <message>
        <source>a capability call returns an object {outputName: value}; the supplied %1 reads as {}</source>
        <translation>ein Fähigkeitsaufruf gibt ein Objekt {outputName: value} zurück; das gelieferte %1 wird als {} gelesen</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>(nicht vorhanden)</translation>
    </message>
    <message>
        <source>%1: saved %2, replayed %3</source>
        <translation>%1: gespeichert %2, erneut abgespielt %3</translation>
    </message>
    <message>
        <source>saved simulation %1: %2</source>
        <translation>gespeicherte Simulation %1: %2</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>muss &quot;%1&quot; sein</translation>
    </message>
    <message>
        <source>unknown version (this capstudio reads version %1)</source>
        <translation>unbekannte Version (dieses capstudio liest Version %1)</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>muss ein Array sein</translation>
    </message>
    <message>
        <source>must be &quot;fire&quot; or &quot;executor&quot;</source>
        <translation>muss &quot;fire&quot; oder &quot;executor&quot; sein</translation>
    </message>
    <message>
        <source>must hold &quot;output&quot; or &quot;error&quot;</source>
        <translation>muss &quot;output&quot; oder &quot;error&quot; enthalten</translation>
    </message>
    <message>
        <source>the action could not be replayed: %1</source>
        <translation>die Aktion konnte nicht erneut abgespielt werden: %1</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a saved run (%2 bytes).</source>
        <translation>%1 ist zu groß für einen gespeicherten Lauf (%2 Bytes).</translation>
    </message>
    <message>
        <source>%1 does not hold a saved run (a JSON object).</source>
        <translation>%1 enthält keinen gespeicherten Lauf (ein JSON-Objekt).</translation>
    </message>
</context>
<context>
    <name>SimulatorStepFormatter</name>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>entered %1</source>
        <translation>%1 betreten</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>version %1 → %2</source>
        <translation>Version %1 → %2</translation>
    </message>
    <message>
        <source>Start input</source>
        <translation>Starteingabe</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Executor output</source>
        <translation>Executor-Ausgabe</translation>
    </message>
    <message>
        <source>Executor failed</source>
        <translation>Executor fehlgeschlagen</translation>
    </message>
    <message>
        <source>Guards</source>
        <translation>Guards</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>+ %1</source>
        <translation>+ %1</translation>
    </message>
    <message>
        <source>− removed (was %1)</source>
        <translation>− entfernt (war %1)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>no kind</source>
        <translation>keine Art</translation>
    </message>
    <message>
        <source>the onEnter executor of state &apos;%1&apos; (%2)</source>
        <translation>der onEnter-Executor von Zustand &apos;%1&apos; (%2)</translation>
    </message>
    <message>
        <source>the executor of deterministic transition &apos;%1&apos; in state &apos;%2&apos; (%3)</source>
        <translation>der Executor des deterministischen Übergangs &apos;%1&apos; in Zustand &apos;%2&apos; (%3)</translation>
    </message>
    <message>
        <source>the executor of transition &apos;%1&apos; in state &apos;%2&apos; (%3)</source>
        <translation>der Executor des Übergangs &apos;%1&apos; in Zustand &apos;%2&apos; (%3)</translation>
    </message>
</context>
<context>
    <name>SimulatorTemplates</name>
    <message>
        <source>A &lt;b&gt;rest&lt;/b&gt; executor returns &lt;code&gt;{status, body}&lt;/code&gt;.</source>
        <translation>Ein &lt;b&gt;rest&lt;/b&gt;-Executor gibt &lt;code&gt;{status, body}&lt;/code&gt; zurück.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;cli&lt;/b&gt; executor returns &lt;code&gt;{exitCode, success, stdout, stderr, json}&lt;/code&gt;.</source>
        <translation>Ein &lt;b&gt;cli&lt;/b&gt;-Executor gibt &lt;code&gt;{exitCode, success, stdout, stderr, json}&lt;/code&gt; zurück.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;script&lt;/b&gt; executor returns &lt;code&gt;{exitCode, success, stdout, stderr, json, scriptSubject, scriptHash}&lt;/code&gt;.</source>
        <translation>Ein &lt;b&gt;script&lt;/b&gt;-Executor gibt &lt;code&gt;{exitCode, success, stdout, stderr, json, scriptSubject, scriptHash}&lt;/code&gt; zurück.</translation>
    </message>
    <message>
        <source>An &lt;b&gt;mcp&lt;/b&gt; executor returns the tool&apos;s structured content.</source>
        <translation>Ein &lt;b&gt;mcp&lt;/b&gt;-Executor gibt den strukturierten Inhalt des Tools zurück.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;human&lt;/b&gt; executor queues a request and returns at once.</source>
        <translation>Ein &lt;b&gt;human&lt;/b&gt;-Executor stellt eine Anfrage in die Warteschlange und kehrt sofort zurück.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;parallel&lt;/b&gt; executor returns &lt;code&gt;{branches, summary}&lt;/code&gt;.</source>
        <translation>Ein &lt;b&gt;parallel&lt;/b&gt;-Executor gibt &lt;code&gt;{branches, summary}&lt;/code&gt; zurück.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;pipeline&lt;/b&gt; executor returns &lt;code&gt;{steps, final_output, summary}&lt;/code&gt;.</source>
        <translation>Ein &lt;b&gt;pipeline&lt;/b&gt;-Executor gibt &lt;code&gt;{steps, final_output, summary}&lt;/code&gt; zurück.</translation>
    </message>
    <message>
        <source>This executor has no &lt;code&gt;kind&lt;/code&gt;: the runtime fails it when it runs.</source>
        <translation>Dieser Executor hat kein &lt;code&gt;kind&lt;/code&gt;: Die Laufzeit lässt ihn bei der Ausführung fehlschlagen.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;%1&lt;/b&gt; executor: supply what it returned.</source>
        <translation>Ein &lt;b&gt;%1&lt;/b&gt;-Executor: Liefern Sie, was er zurückgegeben hat.</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>Standard %1</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>einer von %1</translation>
    </message>
    <message>
        <source>A &lt;b&gt;noop&lt;/b&gt; executor always returns &lt;code&gt;{}&lt;/code&gt; and never fails.</source>
        <translation>Ein &lt;b&gt;noop&lt;/b&gt;-Executor gibt immer &lt;code&gt;{}&lt;/code&gt; zurück und schlägt nie fehl.</translation>
    </message>
    <message>
        <source>Capability call to &lt;b&gt;%1&lt;/b&gt;: supply the callee&apos;s outputs; each bound output is checked against its &lt;code&gt;snippet.outputs&lt;/code&gt; schema.</source>
        <translation>Fähigkeitsaufruf an &lt;b&gt;%1&lt;/b&gt;: Liefern Sie die Ausgaben des Aufgerufenen; jede gebundene Ausgabe wird gegen ihr Schema in &lt;code&gt;snippet.outputs&lt;/code&gt; geprüft.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is not in the library: the runtime fails with “failed to start sub-workflow”.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ist nicht in der Bibliothek: Die Laufzeit schlägt mit „failed to start sub-workflow“ fehl.</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>gebunden</translation>
    </message>
    <message>
        <source>not bound, not checked</source>
        <translation>nicht gebunden, nicht geprüft</translation>
    </message>
    <message>
        <source>Declared outputs:</source>
        <translation>Deklarierte Ausgaben:</translation>
    </message>
    <message>
        <source>A legacy &lt;b&gt;workflow&lt;/b&gt; call returns the child&apos;s whole final context.</source>
        <translation>Ein veralteter &lt;b&gt;workflow&lt;/b&gt;-Aufruf gibt den gesamten finalen Kontext des Kind-Workflows zurück.</translation>
    </message>
    <message>
        <source>The output mapping reads %1.</source>
        <translation>Die Ausgabezuordnung liest %1.</translation>
    </message>
</context>
<context>
    <name>SqlCatalogStore</name>
    <message>
        <source>Cannot open the workspace %1: %2</source>
        <translation>Der Arbeitsbereich %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The workspace %1 is not a usable SQLite database: %2</source>
        <translation>Der Arbeitsbereich %1 ist keine verwendbare SQLite-Datenbank: %2</translation>
    </message>
    <message>
        <source>Cannot connect to PostgreSQL: %1</source>
        <translation>Keine Verbindung zu PostgreSQL möglich: %1</translation>
    </message>
    <message>
        <source>Capability %1 not found</source>
        <translation>Fähigkeit %1 nicht gefunden</translation>
    </message>
    <message>
        <source>Capability with slug &apos;%1&apos; already exists</source>
        <translation>Eine Fähigkeit mit dem Slug „%1“ existiert bereits</translation>
    </message>
    <message>
        <source>A capability with id %1 already exists</source>
        <translation>Eine Fähigkeit mit der ID %1 existiert bereits</translation>
    </message>
    <message>
        <source>A capability&apos;s id cannot change</source>
        <translation>Die ID einer Fähigkeit kann sich nicht ändern</translation>
    </message>
    <message>
        <source>Capability &apos;%1&apos; was changed by someone else after it was loaded; reload it to see the current values</source>
        <translation>Die Fähigkeit „%1“ wurde nach dem Laden von jemand anderem geändert; laden Sie sie neu, um die aktuellen Werte zu sehen</translation>
    </message>
    <message>
        <source>Slug is already in use</source>
        <translation>Der Slug wird bereits verwendet</translation>
    </message>
    <message>
        <source>Agent %1 not found</source>
        <translation>Agent %1 nicht gefunden</translation>
    </message>
    <message>
        <source>An agent with slug &apos;%1&apos; already exists</source>
        <translation>Ein Agent mit dem Slug „%1“ existiert bereits</translation>
    </message>
    <message>
        <source>An agent&apos;s id cannot change</source>
        <translation>Die ID eines Agenten kann sich nicht ändern</translation>
    </message>
    <message>
        <source>Agent &apos;%1&apos; was changed by someone else after it was loaded; reload it to see the current values</source>
        <translation>Der Agent „%1“ wurde nach dem Laden von jemand anderem geändert; laden Sie ihn neu, um die aktuellen Werte zu sehen</translation>
    </message>
    <message>
        <source>Binding %1 not found</source>
        <translation>Bindung %1 nicht gefunden</translation>
    </message>
    <message>
        <source>Capability %1 is already attached to agent %2</source>
        <translation>Die Fähigkeit %1 ist bereits an den Agenten %2 gebunden</translation>
    </message>
    <message>
        <source>A binding&apos;s agent and capability cannot change; detach and attach instead</source>
        <translation>Agent und Fähigkeit einer Bindung können sich nicht ändern; lösen Sie die Bindung stattdessen und binden Sie neu</translation>
    </message>
    <message>
        <source>Capability %1 is not attached to agent %2</source>
        <translation>Die Fähigkeit %1 ist nicht an den Agenten %2 gebunden</translation>
    </message>
    <message>
        <source>The binding was changed by someone else after it was loaded; reload it to see the current values</source>
        <translation>Die Bindung wurde nach dem Laden von jemand anderem geändert; laden Sie sie neu, um die aktuellen Werte zu sehen</translation>
    </message>
    <message>
        <source>The binding was changed by someone else after it was loaded; reload it before detaching</source>
        <translation>Die Bindung wurde nach dem Laden von jemand anderem geändert; laden Sie sie neu, bevor Sie sie lösen</translation>
    </message>
    <message>
        <source>The conversation has no id</source>
        <translation>Die Unterhaltung hat keine ID</translation>
    </message>
    <message>
        <source>Conversation %1 is already in the workspace</source>
        <translation>Die Unterhaltung %1 ist bereits im Arbeitsbereich</translation>
    </message>
    <message>
        <source>Capability &apos;%1&apos; was deleted by someone else after it was loaded</source>
        <translation>Die Fähigkeit „%1“ wurde nach dem Laden von jemand anderem gelöscht</translation>
    </message>
    <message>
        <source>Conversation %1 does not exist</source>
        <translation>Die Unterhaltung %1 existiert nicht</translation>
    </message>
    <message>
        <source>The binding of capability %1 to agent %2 was changed by someone else after it was loaded</source>
        <translation>Die Bindung der Fähigkeit %1 an den Agenten %2 wurde nach dem Laden von jemand anderem geändert</translation>
    </message>
    <message>
        <source>this database keeps no saved dry-runs (capstudio_dry_run is missing: it is created only in databases capstudio made): %1</source>
        <translation>diese Datenbank enthält keine gespeicherten Probeläufe (capstudio_dry_run fehlt: Die Tabelle wird nur in Datenbanken angelegt, die capstudio erstellt hat): %1</translation>
    </message>
    <message>
        <source>dry-run %1: %2</source>
        <translation>Probelauf %1: %2</translation>
    </message>
    <message>
        <source>no saved dry-run has the id %1</source>
        <translation>kein gespeicherter Probelauf hat die ID %1</translation>
    </message>
    <message>
        <source>Cannot prepare the capability statements</source>
        <translation>Die SQL-Anweisungen für Fähigkeiten können nicht vorbereitet werden</translation>
    </message>
    <message>
        <source>The workspace %1 is locked by another program (it waited 5 seconds): close the other capstudio window, or the program that has the file open, and try again.</source>
        <translation>Der Arbeitsbereich %1 ist von einem anderen Programm gesperrt (es wurde 5 Sekunden gewartet): Schließen Sie das andere capstudio-Fenster oder das Programm, das die Datei geöffnet hat, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>the scan mark of %1 holds no valid time</source>
        <translation>die Prüfmarke von %1 enthält keine gültige Zeit</translation>
    </message>
    <message>
        <source>a row of the scan&apos;s COPY has the wrong number of fields</source>
        <translation>eine Zeile des COPY des Scans hat die falsche Anzahl von Feldern</translation>
    </message>
    <message>
        <source>the PostgreSQL driver gives no libpq connection</source>
        <translation>der PostgreSQL-Treiber liefert keine libpq-Verbindung</translation>
    </message>
</context>
<context>
    <name>StandardInput</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StateItem</name>
    <message>
        <source>Initial state</source>
        <translation>Anfangszustand</translation>
    </message>
    <message>
        <source>Terminal state</source>
        <translation>Endzustand</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <source>Runs an onEnter executor when entered</source>
        <translation>Führt beim Betreten einen onEnter-Executor aus</translation>
    </message>
    <message>
        <source>Loops while its guard holds (while:)</source>
        <translation>Wiederholt sich, solange sein Guard gilt (while:)</translation>
    </message>
    <message>
        <source>Delegates to %1</source>
        <translation>Delegiert an %1</translation>
    </message>
</context>
<context>
    <name>SunriseClient</name>
    <message>
        <source>“%1” is not a server address.</source>
        <translation>„%1“ ist keine Serveradresse.</translation>
    </message>
    <message>
        <source>Plain HTTP to %1 is refused: the API key would travel unencrypted. Use https://, or http:// only to this computer.</source>
        <translation>Unverschlüsseltes HTTP zu %1 wird abgelehnt: Der API-Schlüssel würde unverschlüsselt übertragen. Verwenden Sie https:// – http:// nur für Verbindungen zu diesem Computer.</translation>
    </message>
    <message>
        <source>The scheme “%1” is not supported: use https://.</source>
        <translation>Das Schema „%1“ wird nicht unterstützt: Verwenden Sie https://.</translation>
    </message>
    <message>
        <source>it does not start with “sk_”</source>
        <translation>er beginnt nicht mit „sk_“</translation>
    </message>
    <message>
        <source>it has %1 characters after “sk_”, not 64</source>
        <translation>er hat nach „sk_“ %1 Zeichen statt 64</translation>
    </message>
    <message>
        <source>it has characters other than 0-9 and a-f after “sk_”</source>
        <translation>er enthält nach „sk_“ andere Zeichen als 0-9 und a-f</translation>
    </message>
    <message>
        <source>This is not a Sunrise API key: %1. A key is “sk_” followed by 64 lowercase hexadecimal characters, shown once when it is minted (Sunrise: API keys, with the admin scope).</source>
        <translation>Dies ist kein Sunrise-API-Schlüssel: %1. Ein Schlüssel besteht aus „sk_“ gefolgt von 64 kleingeschriebenen Hexadezimalzeichen und wird nur einmal beim Erstellen angezeigt (in Sunrise unter „API keys“, mit dem Scope „admin“).</translation>
    </message>
</context>
<context>
    <name>TestPathsCommand</name>
    <message>
        <source>Generate the fewest simulator runs that fire every transition and take each guard both ways.</source>
        <translation>Erzeugt die wenigsten Simulatorläufe, die jeden Übergang auslösen und jeden Guard in beide Richtungen nehmen.</translation>
    </message>
    <message>
        <source>The folder for the runs (&lt;workflow&gt;.run-NN.json; older runs of the workflow there are replaced).</source>
        <translation>Der Ordner für die Läufe (&lt;workflow&gt;.run-NN.json; ältere Läufe des Workflows dort werden ersetzt).</translation>
    </message>
    <message>
        <source>capstudio test-paths: expected PATH, --workflow ID and -o DIR</source>
        <translation>capstudio test-paths: PATH, --workflow ID und -o DIR erwartet</translation>
    </message>
    <message>
        <source>capstudio test-paths: cannot create %1</source>
        <translation>capstudio test-paths: %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>capstudio test-paths: cannot write %1: %2</source>
        <translation>capstudio test-paths: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n run(s)</source>
        <translation>
            <numerusform>%1: %n Lauf</numerusform>
            <numerusform>%1: %n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 goals covered</source>
        <translation>%1 von %2 Zielen abgedeckt</translation>
    </message>
    <message>
        <source>not covered: %1</source>
        <translation>nicht abgedeckt: %1</translation>
    </message>
    <message numerus="yes">
        <source>capstudio test-paths: the search stopped after %n run(s); raise --max-runs to look further</source>
        <translation>
            <numerusform>capstudio test-paths: die Suche hielt nach %n Lauf an; erhöhen Sie --max-runs, um weiter zu suchen</numerusform>
            <numerusform>capstudio test-paths: die Suche hielt nach %n Läufen an; erhöhen Sie --max-runs, um weiter zu suchen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TransitionItem</name>
    <message>
        <source>when %1</source>
        <translation>wenn %1</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (fehlt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, branch %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, Zweig %2</translation>
    </message>
    <message>
        <source>goes to %1</source>
        <translation>führt zu %1</translation>
    </message>
    <message>
        <source>Actor: %1</source>
        <translation>Akteur: %1</translation>
    </message>
    <message>
        <source>Calls %1 (capability call with use:)</source>
        <translation>Ruft %1 auf (Fähigkeitsaufruf mit use:)</translation>
    </message>
    <message>
        <source>Calls %1</source>
        <translation>Ruft %1 auf</translation>
    </message>
    <message>
        <source>Pinned contract: %1</source>
        <translation>Fixierter Vertrag: %1</translation>
    </message>
    <message>
        <source>Executor: %1</source>
        <translation>Executor: %1</translation>
    </message>
    <message>
        <source>Guards (all must pass):</source>
        <translation>Guards (alle müssen erfüllt sein):</translation>
    </message>
    <message>
        <source>Generated by enable_human_ask: not written in the YAML</source>
        <translation>Von enable_human_ask erzeugt: nicht im YAML geschrieben</translation>
    </message>
    <message>
        <source>The target state &quot;%1&quot; does not exist</source>
        <translation>Der Zielzustand &quot;%1&quot; existiert nicht</translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>Validate flowgate YAML exactly as the flowgate runtime loads and checks it.</source>
        <translation>flowgate-YAML genau so validieren, wie die flowgate-Laufzeit es lädt und prüft.</translation>
    </message>
    <message>
        <source>A flowgate YAML file, a repo folder (with flowgate.repo.yaml) or a gateway.yaml with repos:.</source>
        <translation>Eine flowgate-YAML-Datei, ein Repo-Ordner (mit flowgate.repo.yaml) oder eine gateway.yaml mit repos:.</translation>
    </message>
    <message>
        <source>capstudio validate: expected exactly one PATH</source>
        <translation>capstudio validate: erwartet genau ein PATH</translation>
    </message>
    <message>
        <source>%1: the flowgate runtime would refuse to load this config</source>
        <translation>%1: Die flowgate-Laufzeit würde das Laden dieser Konfiguration verweigern</translation>
    </message>
    <message numerus="yes">
        <source>%1: loads; check: %n error(s)</source>
        <translation>
            <numerusform>%1: wird geladen; Prüfung: %n Fehler</numerusform>
            <numerusform>%1: wird geladen; Prüfung: %n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValueSpec</name>
    <message>
        <source>value spec nested deeper than %1 levels or too large to evaluate; the simulator stops here</source>
        <translation>Wertangabe tiefer als %1 Ebenen verschachtelt oder zu groß zum Auswerten; der Simulator hält hier an</translation>
    </message>
</context>
<context>
    <name>WorkflowEnvScan</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>the environment</source>
        <translation>der Umgebung</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;</source>
        <translation>Profil „%1“</translation>
    </message>
    <message>
        <source>this export item is %1, expected a workflow object: it was skipped</source>
        <translation>dieser Exporteintrag ist %1, erwartet wurde ein Workflow-Objekt: Er wurde übersprungen</translation>
    </message>
    <message>
        <source>&quot;workflows&quot; is %1, expected an array of workflow objects: no workflow was checked</source>
        <translation>&quot;workflows&quot; ist %1, erwartet wurde ein Array von Workflow-Objekten: Kein Workflow wurde geprüft</translation>
    </message>
    <message>
        <source>workflow &quot;%1&quot;</source>
        <translation>Workflow „%1“</translation>
    </message>
    <message>
        <source>the workflow at the document root</source>
        <translation>der Workflow auf der Wurzelebene des Dokuments</translation>
    </message>
    <message>
        <source>the workflow at %1</source>
        <translation>der Workflow bei %1</translation>
    </message>
    <message>
        <source>&quot;steps&quot; of %1 is %2, expected an array of steps</source>
        <translation>&quot;steps&quot; von %1 ist %2, erwartet wurde ein Array von Schritten</translation>
    </message>
    <message>
        <source>&quot;workflowDefinition&quot; of %1 is %2, expected an object with &quot;steps&quot;</source>
        <translation>&quot;workflowDefinition&quot; von %1 ist %2, erwartet wurde ein Objekt mit &quot;steps&quot;</translation>
    </message>
    <message>
        <source>%1 has no &quot;steps&quot; array (at top level or under &quot;workflowDefinition&quot; or &quot;definition&quot;): no step was checked</source>
        <translation>%1 hat kein &quot;steps&quot;-Array (auf oberster Ebene oder unter &quot;workflowDefinition&quot; oder &quot;definition&quot;): Kein Schritt wurde geprüft</translation>
    </message>
    <message>
        <source>external_call step &quot;%1&quot;</source>
        <translation>external_call-Schritt „%1“</translation>
    </message>
    <message>
        <source>the external_call step at %1 (it has no id)</source>
        <translation>der external_call-Schritt bei %1 (er hat keine ID)</translation>
    </message>
    <message>
        <source>the config of %1 in %2 is %3, expected an object: its url and headers were not checked</source>
        <translation>die config von %1 in %2 ist %3, erwartet wurde ein Objekt: url und headers wurden nicht geprüft</translation>
    </message>
    <message>
        <source>the url</source>
        <translation>die url</translation>
    </message>
    <message>
        <source>the url of %1 in %2 is %3, expected a string: its ${env:…} templates were not checked</source>
        <translation>die url von %1 in %2 ist %3, erwartet wurde eine Zeichenkette: Ihre ${env:…}-Vorlagen wurden nicht geprüft</translation>
    </message>
    <message>
        <source>the headers of %1 in %2 are %3, expected an object of strings: their ${env:…} templates were not checked</source>
        <translation>die headers von %1 in %2 sind %3, erwartet wurde ein Objekt aus Zeichenketten: Ihre ${env:…}-Vorlagen wurden nicht geprüft</translation>
    </message>
    <message>
        <source>the value of header &quot;%1&quot;</source>
        <translation>der Wert des Headers „%1“</translation>
    </message>
    <message>
        <source>header &quot;%1&quot; of %2 in %3 is %4, expected a string: Sunrise sends header values as strings</source>
        <translation>Header „%1“ von %2 in %3 ist %4, erwartet wurde eine Zeichenkette: Sunrise sendet Header-Werte als Zeichenketten</translation>
    </message>
    <message>
        <source>the step fails at run time with ExecutorError(&quot;%1&quot;, &apos;missing_env_var&apos;), which is not retried; Sunrise resolves ${env:…} before {{…}} workflow interpolation, so no workflow input or step output can supply it</source>
        <translation>der Schritt schlägt zur Laufzeit mit ExecutorError(&quot;%1&quot;, &apos;missing_env_var&apos;) fehl, was nicht wiederholt wird; Sunrise löst ${env:…} vor der {{…}}-Workflow-Interpolation auf, daher kann keine Workflow-Eingabe und keine Schrittausgabe den Wert liefern</translation>
    </message>
    <message>
        <source>environment variable %1 used by %2 of %3 in %4 is not set in %5: %6</source>
        <translation>die Umgebungsvariable %1 (verwendet in: %2 von %3 in %4) ist in %5 nicht gesetzt: %6</translation>
    </message>
    <message>
        <source>environment variable %1 used by %2 of %3 in %4 is empty in %5, which Sunrise treats as unset: %6</source>
        <translation>die Umgebungsvariable %1 (verwendet in: %2 von %3 in %4) ist in %5 leer, was Sunrise wie nicht gesetzt behandelt: %6</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>Der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot seed the new workspace with demo data: %1</source>
        <translation>Der neue Arbeitsbereich kann nicht mit Demodaten befüllt werden: %1</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>capstudio</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>%1/min</source>
        <translation>%1/min</translation>
    </message>
    <message>
        <source>API Key for %1</source>
        <translation>API-Schlüssel für %1</translation>
    </message>
    <message>
        <source>Password for %1</source>
        <translation>Passwort für %1</translation>
    </message>
    <message>
        <source>Enter the API key for “%1” (%2).</source>
        <translation>Geben Sie den API-Schlüssel für „%1“ (%2) ein.</translation>
    </message>
    <message>
        <source>Enter the password for “%1” (%2).</source>
        <translation>Geben Sie das Passwort für „%1“ (%2) ein.</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
</context>
<context>
    <name>capstudio::AgentTableModel</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>No binding of this agent has a problem</source>
        <translation>Keine Bindung dieses Agenten hat ein Problem</translation>
    </message>
    <message numerus="yes">
        <source>%n binding(s) with problems; open the agent to see them</source>
        <translation>
            <numerusform>%n Bindung mit Problemen; öffnen Sie den Agenten, um sie zu sehen</numerusform>
            <numerusform>%n Bindungen mit Problemen; öffnen Sie den Agenten, um sie zu sehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Slug</source>
        <translation>Slug</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Visibility</source>
        <translation>Sichtbarkeit</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
</context>
<context>
    <name>capstudio::AgentsPane</name>
    <message>
        <source>Filter agents by name, slug, kind or visibility</source>
        <translation>Agenten nach Name, Slug, Art oder Sichtbarkeit filtern</translation>
    </message>
    <message>
        <source>&amp;Attach…</source>
        <translation>An&amp;binden …</translation>
    </message>
    <message>
        <source>Bind capabilities that are not yet bound to this agent</source>
        <translation>Fähigkeiten binden, die noch nicht an diesen Agenten gebunden sind</translation>
    </message>
    <message>
        <source>E&amp;nable</source>
        <translation>Akt&amp;ivieren</translation>
    </message>
    <message>
        <source>Enable the selected bindings</source>
        <translation>Die ausgewählten Bindungen aktivieren</translation>
    </message>
    <message>
        <source>Di&amp;sable</source>
        <translation>&amp;Deaktivieren</translation>
    </message>
    <message>
        <source>Disable the selected bindings: the agent may not call them</source>
        <translation>Die ausgewählten Bindungen deaktivieren: Der Agent darf sie nicht aufrufen</translation>
    </message>
    <message>
        <source>&amp;Configure…</source>
        <translation>&amp;Konfigurieren …</translation>
    </message>
    <message>
        <source>Enabled, rate limit and customConfig of the current binding</source>
        <translation>Aktiviert, Ratenlimit und customConfig der aktuellen Bindung</translation>
    </message>
    <message>
        <source>&amp;Detach…</source>
        <translation>&amp;Lösen …</translation>
    </message>
    <message>
        <source>Remove the binding rows (not a revocation)</source>
        <translation>Die Bindungszeilen entfernen (kein Widerruf)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>Anw&amp;enden</translation>
    </message>
    <message>
        <source>Write every pending binding change in one transaction</source>
        <translation>Alle ausstehenden Bindungsänderungen in einer Transaktion schreiben</translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>Alle verwerfen</translation>
    </message>
    <message>
        <source>Drop every pending binding change</source>
        <translation>Alle ausstehenden Bindungsänderungen verwerfen</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>Alle &amp;verwerfen</translation>
    </message>
    <message>
        <source>Cannot read the agents</source>
        <translation>Die Agenten können nicht gelesen werden</translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s) loaded</source>
        <translation>
            <numerusform>%n Agent geladen</numerusform>
            <numerusform>%n Agenten geladen</numerusform>
        </translation>
    </message>
    <message>
        <source>No workspace is open: nothing to apply to</source>
        <translation>Kein Arbeitsbereich geöffnet: Es gibt nichts, worauf angewendet werden kann</translation>
    </message>
    <message>
        <source>Cannot apply the binding changes</source>
        <translation>Die Bindungsänderungen können nicht angewendet werden</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>Nichts wurde geschrieben: %1</translation>
    </message>
    <message>
        <source>%1 / %2: %3</source>
        <translation>%1 / %2: %3</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(entfernt)</translation>
    </message>
    <message>
        <source>Binding conflicts</source>
        <translation>Bindungskonflikte</translation>
    </message>
    <message>
        <source>Your changes are still pending. Reload to see the current rows (your pending changes are then lost), or undo the conflicting ones.</source>
        <translation>Ihre Änderungen sind weiterhin ausstehend. Laden Sie neu, um die aktuellen Zeilen zu sehen (Ihre ausstehenden Änderungen gehen dann verloren), oder machen Sie die widersprüchlichen Änderungen rückgängig.</translation>
    </message>
    <message numerus="yes">
        <source>Applied %n binding change(s)</source>
        <translation>
            <numerusform>%n Bindungsänderung angewendet</numerusform>
            <numerusform>%n Bindungsänderungen angewendet</numerusform>
        </translation>
    </message>
    <message>
        <source>Every capability is already bound to this agent</source>
        <translation>Jede Fähigkeit ist bereits an diesen Agenten gebunden</translation>
    </message>
    <message>
        <source>Attach Capabilities</source>
        <translation>Fähigkeiten anbinden</translation>
    </message>
    <message>
        <source>Filter by name or slug</source>
        <translation>Nach Name oder Slug filtern</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source> — inactive</source>
        <translation> — inaktiv</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Anbinden</translation>
    </message>
    <message>
        <source>Capabilities not yet bound to this agent; new bindings are enabled.</source>
        <translation>Fähigkeiten, die noch nicht an diesen Agenten gebunden sind; neue Bindungen sind aktiviert.</translation>
    </message>
    <message numerus="yes">
        <source>Attach %n capability(ies)</source>
        <translation>
            <numerusform>%n Fähigkeit anbinden</numerusform>
            <numerusform>%n Fähigkeiten anbinden</numerusform>
        </translation>
    </message>
    <message>
        <source>Detach</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Detach %1? Detaching is not a revocation in Sunrise.</source>
        <translation>%1 lösen? Lösen ist in Sunrise kein Widerruf.</translation>
    </message>
    <message>
        <source>Without a binding row a chat agent is no longer offered the tool, but the dispatcher still allows the call in permissive mode: workflow steps and MCP still run it, and a call_external_api loses its URL pins and auth. Only a disabled binding refuses the call.</source>
        <translation>Ohne Bindungszeile wird einem Chat-Agenten das Tool nicht mehr angeboten, doch der Dispatcher lässt den Aufruf im permissive-Modus weiterhin zu: Workflow-Schritte und MCP führen ihn trotzdem aus, und ein call_external_api verliert seine URL-Festlegungen und seine Authentifizierung. Nur eine deaktivierte Bindung weist den Aufruf ab.</translation>
    </message>
    <message>
        <source>Disable instead</source>
        <translation>Stattdessen deaktivieren</translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s)</source>
        <translation>
            <numerusform>%n Agent</numerusform>
            <numerusform>%n Agenten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n agent(s)</source>
        <translation>
            <numerusform>%1 von %n Agent</numerusform>
            <numerusform>%1 von %n Agenten</numerusform>
        </translation>
    </message>
    <message>
        <source>No pending changes</source>
        <translation>Keine ausstehenden Änderungen</translation>
    </message>
    <message numerus="yes">
        <source>%n pending binding change(s)</source>
        <translation>
            <numerusform>%n ausstehende Bindungsänderung</numerusform>
            <numerusform>%n ausstehende Bindungsänderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Select an agent</source>
        <translation>Wählen Sie einen Agenten</translation>
    </message>
    <message>
        <source>Bindings of %1 — checked against %2</source>
        <translation>Bindungen von %1 — geprüft gegen %2</translation>
    </message>
    <message>
        <source>Dry-&amp;Run a Call…</source>
        <translation>&amp;Probelauf eines Aufrufs …</translation>
    </message>
    <message>
        <source>Walk Sunrise&apos;s dispatch pipeline for a call of this capability by this agent, without calling anything</source>
        <translation>Die Dispatch-Pipeline von Sunrise für einen Aufruf dieser Fähigkeit durch diesen Agenten durchlaufen, ohne etwas aufzurufen</translation>
    </message>
    <message>
        <source>(detached)</source>
        <translation>(gelöst)</translation>
    </message>
    <message>
        <source>%1 / %2
Yours:
%3
Stored now:
%4</source>
        <translation>%1 / %2
Ihre:
%3
Jetzt gespeichert:
%4</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was written: %n binding(s) were changed by someone else since they were loaded.
%1</source>
        <translation>
            <numerusform>Es wurde nichts geschrieben: %n Bindung wurde seit dem Laden von jemand anderem geändert.
%1</numerusform>
            <numerusform>Es wurde nichts geschrieben: %n Bindungen wurden seit dem Laden von jemand anderem geändert.
%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Variables missing on the server</source>
        <translation>Auf dem Server fehlende Variablen</translation>
    </message>
    <message>
        <source>The changes were saved, but the server reports that its environment lacks variables these bindings use:
%1
Calls that use them fail until they are set on the server. Configure… shows this per binding.</source>
        <translation>Die Änderungen wurden gespeichert, aber der Server meldet, dass in seiner Umgebung Variablen fehlen, die diese Bindungen verwenden:
%1
Aufrufe, die sie verwenden, schlagen fehl, bis sie auf dem Server gesetzt sind. „Konfigurieren …“ zeigt dies für jede Bindung.</translation>
    </message>
    <message>
        <source>Reading the agents…</source>
        <translation>Die Agenten werden gelesen …</translation>
    </message>
    <message numerus="yes">
        <source>Applying %n binding change(s)…</source>
        <translation>
            <numerusform>%n Bindungsänderung wird angewendet …</numerusform>
            <numerusform>%n Bindungsänderungen werden angewendet …</numerusform>
        </translation>
    </message>
    <message>
        <source>The binding changes were not applied (cancelled).</source>
        <translation>Die Bindungsänderungen wurden nicht angewendet (abgebrochen).</translation>
    </message>
    <message>
        <source>Filter agents</source>
        <translation>Agenten filtern</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>Bindings of the selected agent</source>
        <translation>Bindungen des gewählten Agenten</translation>
    </message>
    <message>
        <source>Binding actions</source>
        <translation>Aktionen für Bindungen</translation>
    </message>
    <message>
        <source>No agents in this catalog</source>
        <translation>Keine Agenten in diesem Katalog</translation>
    </message>
    <message>
        <source>Agents are created in Sunrise. Connect to a deployment to bind capabilities to its agents and configure each binding.</source>
        <translation>Agenten werden in Sunrise angelegt. Verbinden Sie sich mit einem Deployment, um Fähigkeiten an seine Agenten zu binden und jede Bindung zu konfigurieren.</translation>
    </message>
    <message>
        <source>Filter capabilities</source>
        <translation>Fähigkeiten filtern</translation>
    </message>
    <message>
        <source>Capabilities to attach</source>
        <translation>Anzubindende Fähigkeiten</translation>
    </message>
</context>
<context>
    <name>capstudio::AnalysisFindingsModel</name>
    <message>
        <source>Dead end</source>
        <translation>Sackgasse</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <source>Never true</source>
        <translation>Nie erfüllt</translation>
    </message>
    <message>
        <source>Uncovered</source>
        <translation>Nicht abgedeckt</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Überschneidung</translation>
    </message>
    <message>
        <source>Shadowed</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <source>Guards ignored</source>
        <translation>Guards übergangen</translation>
    </message>
    <message>
        <source>Unhandled failure</source>
        <translation>Unbehandelter Fehlschlag</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>%1

Replay Witness shows the run that reproduces it.</source>
        <translation>%1

„Zeugenlauf abspielen“ zeigt den Lauf, der es nachvollzieht.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Fund</translation>
    </message>
</context>
<context>
    <name>capstudio::AnalysisPanel</name>
    <message>
        <source>Analyze</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Replay Witness</source>
        <translation>Zeugenlauf abspielen</translation>
    </message>
    <message>
        <source>Selected finding</source>
        <translation>Ausgewählter Fund</translation>
    </message>
    <message>
        <source>Finds dead ends, traps, guards that never hold and deterministic choices that stall, each with a run that shows it.</source>
        <translation>Findet Sackgassen, Fallen, Guards, die nie erfüllt sind, und deterministische Entscheidungen, die hängen bleiben, jeweils mit einem Lauf, der es zeigt.</translation>
    </message>
    <message>
        <source>Analyze the workflow in front</source>
        <translation>Den vorn liegenden Workflow analysieren</translation>
    </message>
    <message>
        <source>Replay the selected finding&apos;s witness run in the simulator</source>
        <translation>Den Zeugenlauf des ausgewählten Fundes im Simulator abspielen</translation>
    </message>
    <message>
        <source>Analysis findings</source>
        <translation>Funde der Analyse</translation>
    </message>
    <message>
        <source>The library changed since these were found: analyze again.</source>
        <translation>Die Bibliothek hat sich seitdem geändert: analysieren Sie erneut.</translation>
    </message>
    <message>
        <source>Open a workflow to analyze it.</source>
        <translation>Öffnen Sie einen Workflow, um ihn zu analysieren.</translation>
    </message>
    <message>
        <source>Analyze %1 to look for dead ends, traps and guards that never hold.</source>
        <translation>Analysieren Sie %1, um nach Sackgassen, Fallen und nie erfüllten Guards zu suchen.</translation>
    </message>
    <message>
        <source>Analyzing %1…</source>
        <translation>%1 wird analysiert …</translation>
    </message>
    <message>
        <source>Nothing found in %1: no dead end, trap, never-true guard or stalled choice.</source>
        <translation>Nichts gefunden in %1: keine Sackgasse, keine Falle, kein nie erfüllter Guard, keine hängende Entscheidung.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) in %1</source>
        <translation>
            <numerusform>%n Fund in %1</numerusform>
            <numerusform>%n Funde in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n undecided)</source>
        <translation>
            <numerusform>(%n unentschieden)</numerusform>
            <numerusform>(%n unentschieden)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) explored.</source>
        <translation>
            <numerusform>%n Lauf untersucht.</numerusform>
            <numerusform>%n Läufe untersucht.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search stopped at its limit; what lies beyond was not seen.</source>
        <translation>Die Suche hielt an ihrer Grenze an; was dahinter liegt, wurde nicht gesehen.</translation>
    </message>
    <message>
        <source>the witness of %1 at %2</source>
        <translation>den Zeugenlauf von %1 bei %2</translation>
    </message>
</context>
<context>
    <name>capstudio::ApiListRead</name>
    <message>
        <source>The server&apos;s list of %1 carries no array of rows.</source>
        <translation>Die Liste der %1 vom Server enthält kein Array von Zeilen.</translation>
    </message>
    <message>
        <source>The read of %1 stopped without a result.</source>
        <translation>Das Lesen der %1 endete ohne Ergebnis.</translation>
    </message>
    <message>
        <source>The server counted %1 %2, but only %3 could be read (missing: %4). %5</source>
        <translation>Der Server hat %1 %2 gezählt, aber nur %3 konnten gelesen werden (es fehlen: %4). %5</translation>
    </message>
    <message>
        <source>The server counted %1 %2, but %3 different rows came back: the list changed while it was read. %4</source>
        <translation>Der Server hat %1 %2 gezählt, aber %3 verschiedene Zeilen kamen zurück: Die Liste hat sich während des Lesens geändert. %4</translation>
    </message>
</context>
<context>
    <name>capstudio::ArgumentsForm</name>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>≤ %1</source>
        <translation>≤ %1</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>%1 is not an integer</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 ist weder true noch false</translation>
    </message>
    <message>
        <source>%1 is not one of the allowed values</source>
        <translation>%1 ist keiner der erlaubten Werte</translation>
    </message>
    <message>
        <source>Not valid JSON: sent as the string %1</source>
        <translation>Kein gültiges JSON: wird als Zeichenkette %1 gesendet</translation>
    </message>
    <message>
        <source>%1 is not of type %2</source>
        <translation>%1 ist nicht vom Typ %2</translation>
    </message>
    <message>
        <source>The capability&apos;s parameters declare no properties, so this form has nothing to offer: write the arguments in the JSON tab.</source>
        <translation>Die Parameter der Fähigkeit deklarieren keine Eigenschaften, daher hat dieses Formular nichts anzubieten: Schreiben Sie die Argumente im JSON-Reiter.</translation>
    </message>
    <message>
        <source>Other keys:</source>
        <translation>Weitere Schlüssel:</translation>
    </message>
    <message>
        <source>Keys the parameters do not declare. They are kept as they are; edit them in the JSON tab.</source>
        <translation>Schlüssel, die die Parameter nicht deklarieren. Sie bleiben unverändert erhalten; bearbeiten Sie sie im JSON-Reiter.</translation>
    </message>
    <message>
        <source>Fields marked * are required: %1.</source>
        <translation>Mit * markierte Felder sind erforderlich: %1.</translation>
    </message>
    <message>
        <source>Required properties: %1</source>
        <translation>Erforderliche Eigenschaften: %1</translation>
    </message>
    <message>
        <source>format: %1</source>
        <translation>Format: %1</translation>
    </message>
    <message>
        <source>pattern: %1</source>
        <translation>Muster: %1</translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation>%1 Zeichen</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>ganze Zahl</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>any JSON value</source>
        <translation>beliebiger JSON-Wert</translation>
    </message>
    <message>
        <source>JSON %1</source>
        <translation>JSON %1</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>Required.</source>
        <translation>Erforderlich.</translation>
    </message>
    <message>
        <source>Optional: empty or (absent) leaves the key out.</source>
        <translation>Optional: leer oder (nicht vorhanden) lässt den Schlüssel weg.</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>(nicht vorhanden)</translation>
    </message>
    <message>
        <source>(absent) %1</source>
        <translation>(nicht vorhanden) %1</translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>%1 (not allowed)</source>
        <translation>%1 (nicht erlaubt)</translation>
    </message>
</context>
<context>
    <name>capstudio::AuditFindingsModel</name>
    <message>
        <source>Confirmed leak</source>
        <translation>Bestätigtes Leck</translation>
    </message>
    <message>
        <source>False positive</source>
        <translation>Fehlalarm</translation>
    </message>
    <message>
        <source>Accepted risk</source>
        <translation>Akzeptiertes Risiko</translation>
    </message>
    <message>
        <source>%1 (%2 severity) in conversation %3, message %4 at %5</source>
        <translation>%1 (Schweregrad %2) in Unterhaltung %3, Nachricht %4 bei %5</translation>
    </message>
    <message>
        <source>(the conversation&apos;s fields)</source>
        <translation>(die Felder der Unterhaltung)</translation>
    </message>
    <message>
        <source> → %1</source>
        <translation> → %1</translation>
    </message>
    <message>
        <source>%1 by %2 at %3</source>
        <translation>%1 von %2 am %3</translation>
    </message>
    <message>
        <source>Stale: the conversation changed since this verdict was given.</source>
        <translation>Veraltet: Die Unterhaltung hat sich geändert, seit dieses Urteil gefällt wurde.</translation>
    </message>
    <message>
        <source>Double-click to open the conversation at this finding.</source>
        <translation>Doppelklicken, um die Unterhaltung bei diesem Fund zu öffnen.</translation>
    </message>
    <message>
        <source>Message text (no capability call)</source>
        <translation>Nachrichtentext (kein Fähigkeitsaufruf)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; — masked: %2</source>
        <translation>„%1“ — maskiert: %2</translation>
    </message>
    <message>
        <source>%1 (%2) — stale</source>
        <translation>%1 (%2) — veraltet</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Fund</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Last seen (UTC)</source>
        <translation>Zuletzt gesehen (UTC)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
</context>
<context>
    <name>capstudio::AuditPane</name>
    <message>
        <source>&amp;Scan Deployment</source>
        <translation>Deploy&amp;ment scannen</translation>
    </message>
    <message>
        <source>Scan every conversation of the connection for leaks and schema drift</source>
        <translation>Jede Unterhaltung der Verbindung auf Lecks und Schemadrift scannen</translation>
    </message>
    <message>
        <source>Cance&amp;l Scan</source>
        <translation>Scan abbre&amp;chen</translation>
    </message>
    <message>
        <source>Stop the scan; what it found so far stays</source>
        <translation>Den Scan anhalten; was er bis dahin gefunden hat, bleibt</translation>
    </message>
    <message>
        <source>E&amp;xport Report…</source>
        <translation>Bericht ex&amp;portieren …</translation>
    </message>
    <message>
        <source>Write the deployment report of the last scan as Markdown or HTML</source>
        <translation>Den Deployment-Bericht des letzten Scans als Markdown oder HTML schreiben</translation>
    </message>
    <message>
        <source>Export Deployment Report</source>
        <translation>Deployment-Bericht exportieren</translation>
    </message>
    <message>
        <source>HTML (*.html);;Markdown (*.md)</source>
        <translation>HTML (*.html);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>Give Verdict…</source>
        <translation>Urteil fällen …</translation>
    </message>
    <message>
        <source>Judge the selected findings (or every finding under a selected group): confirmed leak, false positive or accepted risk, signed with your key</source>
        <translation>Die ausgewählten Funde (oder jeden Fund unter einer ausgewählten Gruppe) beurteilen: bestätigtes Leck, Fehlalarm oder akzeptiertes Risiko, signiert mit Ihrem Schlüssel</translation>
    </message>
    <message>
        <source>&amp;Open in Provenance</source>
        <translation>In Herkunft ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open the conversation at the selected finding</source>
        <translation>Die Unterhaltung beim ausgewählten Fund öffnen</translation>
    </message>
    <message>
        <source>Clear Filters</source>
        <translation>Filter zurücksetzen</translation>
    </message>
    <message>
        <source>Scan scope</source>
        <translation>Umfang des Scans</translation>
    </message>
    <message>
        <source>All conversations</source>
        <translation>Alle Unterhaltungen</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>Letzte 90 Tage</translation>
    </message>
    <message>
        <source>Which messages the next scan reads (by the time they were created)</source>
        <translation>Welche Nachrichten der nächste Scan liest (nach ihrer Erstellungszeit)</translation>
    </message>
    <message>
        <source>Scan progress</source>
        <translation>Fortschritt des Scans</translation>
    </message>
    <message>
        <source>Findings of the deployment</source>
        <translation>Funde des Deployments</translation>
    </message>
    <message>
        <source>Audit the whole deployment</source>
        <translation>Das ganze Deployment prüfen</translation>
    </message>
    <message>
        <source>A scan reads every conversation the connection holds, finds the personal data and secrets that got past redaction, and checks each recorded call against its capability&apos;s parameters schema today. Findings appear as they are found.</source>
        <translation>Ein Scan liest jede Unterhaltung der Verbindung, findet personenbezogene Daten und Geheimnisse, die an der Maskierung vorbeigekommen sind, und prüft jeden aufgezeichneten Aufruf gegen das heutige Parameterschema seiner Fähigkeit. Funde erscheinen, sobald sie gefunden werden.</translation>
    </message>
    <message>
        <source>Capability / field</source>
        <translation>Fähigkeit / Feld</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>What the schema says now</source>
        <translation>Was das Schema jetzt sagt</translation>
    </message>
    <message>
        <source>Schema drift</source>
        <translation>Schemadrift</translation>
    </message>
    <message>
        <source>Findings per Day</source>
        <translation>Funde pro Tag</translation>
    </message>
    <message>
        <source>Schema Drift</source>
        <translation>Schemadrift</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>jeder Tag</translation>
    </message>
    <message>
        <source>Found from</source>
        <translation>Gefunden ab</translation>
    </message>
    <message>
        <source>Found until</source>
        <translation>Gefunden bis</translation>
    </message>
    <message>
        <source>Fro&amp;m:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>B&amp;is:</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Age&amp;nt:</source>
        <translation>Agen&amp;t:</translation>
    </message>
    <message>
        <source>Capa&amp;bility:</source>
        <translation>Fähigk&amp;eit:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>Leckt&amp;yp:</translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation>Jedes Urteil</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>Nicht geprüft</translation>
    </message>
    <message>
        <source>Verd&amp;ict:</source>
        <translation>Urtei&amp;l:</translation>
    </message>
    <message>
        <source>All agents</source>
        <translation>Alle Agenten</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>All capabilities</source>
        <translation>Alle Fähigkeiten</translation>
    </message>
    <message>
        <source>Message text (no capability call)</source>
        <translation>Nachrichtentext (kein Fähigkeitsaufruf)</translation>
    </message>
    <message>
        <source>Showing the findings of %1; Clear Filters shows every day again.</source>
        <translation>Die Funde vom %1 werden gezeigt; „Filter zurücksetzen“ zeigt wieder jeden Tag.</translation>
    </message>
    <message>
        <source>Scans read %1.</source>
        <translation>Scans lesen %1.</translation>
    </message>
    <message>
        <source>Sunrise&apos;s API shows an API key only its owner&apos;s conversations, shared ones and system ones: other users&apos; conversations are not scanned. Connect to the database to scan them all.</source>
        <translation>Die API von Sunrise zeigt einem API-Schlüssel nur die Unterhaltungen seines Besitzers, geteilte und System-Unterhaltungen: Unterhaltungen anderer Benutzer werden nicht gescannt. Verbinden Sie sich mit der Datenbank, um alle zu scannen.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet …</translation>
    </message>
    <message>
        <source>%1 of %2 messages (%p%)</source>
        <translation>%1 von %2 Nachrichten (%p %)</translation>
    </message>
    <message>
        <source>%1 messages</source>
        <translation>%1 Nachrichten</translation>
    </message>
    <message>
        <source>The scan stopped before the end: %1 What is listed is incomplete.</source>
        <translation>Der Scan hat vor dem Ende angehalten: %1 Was aufgeführt ist, ist unvollständig.</translation>
    </message>
    <message>
        <source>Cancelled: what is listed covers the conversations read before.</source>
        <translation>Abgebrochen: Was aufgeführt ist, umfasst die bis dahin gelesenen Unterhaltungen.</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) judged a conversation that changed since: they are marked stale.</source>
        <translation>
            <numerusform>%n Urteil betraf eine Unterhaltung, die sich seither geändert hat: Es ist als veraltet markiert.</numerusform>
            <numerusform>%n Urteile betrafen Unterhaltungen, die sich seither geändert haben: Sie sind als veraltet markiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) could not be read as bundles and were not scanned.</source>
        <translation>
            <numerusform>%n Unterhaltung konnte nicht als Bundle gelesen werden und wurde nicht gescannt.</numerusform>
            <numerusform>%n Unterhaltungen konnten nicht als Bundle gelesen werden und wurden nicht gescannt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped at %1 messages</source>
        <translation>Angehalten bei %1 Nachrichten</translation>
    </message>
    <message>
        <source>Cancelled at %1 messages</source>
        <translation>Abgebrochen bei %1 Nachrichten</translation>
    </message>
    <message>
        <source>%1 messages scanned</source>
        <translation>%1 Nachrichten gescannt</translation>
    </message>
    <message>
        <source>The scan found no leaks and no schema drift.</source>
        <translation>Der Scan hat keine Lecks und keine Schemadrift gefunden.</translation>
    </message>
    <message>
        <source>%1 of %2 recorded calls would not validate today</source>
        <translation>%1 von %2 aufgezeichneten Aufrufen würden heute nicht bestehen</translation>
    </message>
    <message>
        <source>Schema Drift (%1)</source>
        <translation>Schemadrift (%1)</translation>
    </message>
    <message>
        <source>%1 findings shown of %2, in %3 conversations and %4 messages read</source>
        <translation>%1 von %2 Funden gezeigt, in %3 Unterhaltungen und %4 gelesenen Nachrichten</translation>
    </message>
    <message>
        <source>; %1 high severity; %2 conversations with findings</source>
        <translation>; %1 mit hohem Schweregrad; %2 Unterhaltungen mit Funden</translation>
    </message>
    <message>
        <source>; %1 recorded calls drift from their schema</source>
        <translation>; %1 aufgezeichnete Aufrufe weichen von ihrem Schema ab</translation>
    </message>
    <message>
        <source>Cannot write the report</source>
        <translation>Der Bericht kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Wrote the deployment report to %1</source>
        <translation>Der Deployment-Bericht wurde nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Since the last scan</source>
        <translation>Seit dem letzten Scan</translation>
    </message>
    <message>
        <source>What arrived since the previous “Since the last scan” of this connection; the first one reads everything. Findings it reported then are not repeated.</source>
        <translation>Was seit dem vorigen Scan „Seit dem letzten Scan“ dieser Verbindung hinzugekommen ist; der erste liest alles. Damals gemeldete Funde werden nicht wiederholt.</translation>
    </message>
</context>
<context>
    <name>capstudio::AuditScan</name>
    <message>
        <source>The capabilities could not be read, so no call is checked for schema drift: %1</source>
        <translation>Die Fähigkeiten konnten nicht gelesen werden, daher wird kein Aufruf auf Schemadrift geprüft: %1</translation>
    </message>
    <message>
        <source>The parameters schema of %1 is not a valid JSON Schema: its calls are not checked for drift.</source>
        <translation>Das Parameterschema von %1 ist kein gültiges JSON Schema: Seine Aufrufe werden nicht auf Drift geprüft.</translation>
    </message>
    <message>
        <source>The scan was cancelled.</source>
        <translation>Der Scan wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>capstudio::BindingDocument</name>
    <message>
        <source>Capability %1 not found</source>
        <translation>Fähigkeit %1 nicht gefunden</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Agent %1 not found</source>
        <translation>Agent %1 nicht gefunden</translation>
    </message>
    <message>
        <source>Capability %1 is already attached to agent %2</source>
        <translation>Die Fähigkeit %1 ist bereits an den Agenten %2 gebunden</translation>
    </message>
    <message>
        <source>Attach %1 to %2</source>
        <translation>%1 an %2 anbinden</translation>
    </message>
    <message>
        <source>Capability %1 is not attached to agent %2</source>
        <translation>Die Fähigkeit %1 ist nicht an den Agenten %2 gebunden</translation>
    </message>
    <message>
        <source>Enable %1</source>
        <translation>%1 aktivieren</translation>
    </message>
    <message>
        <source>Disable %1</source>
        <translation>%1 deaktivieren</translation>
    </message>
    <message numerus="yes">
        <source>Enable %n capabilities</source>
        <translation>
            <numerusform>%n Fähigkeit aktivieren</numerusform>
            <numerusform>%n Fähigkeiten aktivieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Disable %n capabilities</source>
        <translation>
            <numerusform>%n Fähigkeit deaktivieren</numerusform>
            <numerusform>%n Fähigkeiten deaktivieren</numerusform>
        </translation>
    </message>
    <message>
        <source>The custom rate limit must be a whole number from 1 to 10000 calls per minute</source>
        <translation>Das eigene Ratenlimit muss eine ganze Zahl von 1 bis 10000 Aufrufen pro Minute sein</translation>
    </message>
    <message>
        <source>Change rate limit of %1</source>
        <translation>Ratenlimit von %1 ändern</translation>
    </message>
    <message>
        <source>customConfig must be a JSON object or null</source>
        <translation>customConfig muss ein JSON-Objekt oder null sein</translation>
    </message>
    <message>
        <source>Change configuration of %1</source>
        <translation>Konfiguration von %1 ändern</translation>
    </message>
    <message>
        <source>Configure %1</source>
        <translation>%1 konfigurieren</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <translation>%1 lösen</translation>
    </message>
    <message numerus="yes">
        <source>Detach %n capabilities</source>
        <translation>
            <numerusform>%n Fähigkeit lösen</numerusform>
            <numerusform>%n Fähigkeiten lösen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n binding changes</source>
        <translation>
            <numerusform>%n Bindungsänderung verwerfen</numerusform>
            <numerusform>%n Bindungsänderungen verwerfen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>capstudio::BindingRowsEditor</name>
    <message>
        <source>Remove this binding</source>
        <translation>Diese Bindung entfernen</translation>
    </message>
    <message>
        <source>Remove binding</source>
        <translation>Bindung entfernen</translation>
    </message>
</context>
<context>
    <name>capstudio::BindingTableModel</name>
    <message>
        <source>%1/min</source>
        <translation>%1/min</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>%1/min (custom)</source>
        <translation>%1/min (eigenes)</translation>
    </message>
    <message>
        <source>%1/min (capability)</source>
        <translation>%1/min (Fähigkeit)</translation>
    </message>
    <message>
        <source>Invalid config (%1)</source>
        <translation>Ungültige Konfiguration (%1)</translation>
    </message>
    <message>
        <source>Missing env: %1</source>
        <translation>Fehlende Umgebungsvariable: %1</translation>
    </message>
    <message>
        <source>Capability inactive</source>
        <translation>Fähigkeit inaktiv</translation>
    </message>
    <message>
        <source>Capability quarantined</source>
        <translation>Fähigkeit in Quarantäne</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation>Keine Probleme gefunden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Slug</source>
        <translation>Slug</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <source>Custom rate limit</source>
        <translation>Eigenes Ratenlimit</translation>
    </message>
    <message>
        <source>Effective rate limit</source>
        <translation>Wirksames Ratenlimit</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>capstudio::BundleCompareDialog</name>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>nur in A</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>nur in B</translation>
    </message>
    <message>
        <source>redaction leak</source>
        <translation>Maskierungsleck</translation>
    </message>
    <message>
        <source>&amp;Differences only</source>
        <translation>Nur &amp;Unterschiede</translation>
    </message>
    <message>
        <source>Compare %1 with %2</source>
        <translation>%1 mit %2 vergleichen</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; %1 (%2 messages, %3 calls) &amp;nbsp; &lt;b&gt;B&lt;/b&gt; %4 (%5 messages, %6 calls)</source>
        <translation>&lt;b&gt;A&lt;/b&gt; %1 (%2 Nachrichten, %3 Aufrufe) &amp;nbsp; &lt;b&gt;B&lt;/b&gt; %4 (%5 Nachrichten, %6 Aufrufe)</translation>
    </message>
    <message>
        <source>The same conversation: messages aligned by id.</source>
        <translation>Dieselbe Unterhaltung: Nachrichten nach ID zugeordnet.</translation>
    </message>
    <message>
        <source>Two conversations: messages aligned by role and capability.</source>
        <translation>Zwei Unterhaltungen: Nachrichten nach Rolle und Fähigkeit zugeordnet.</translation>
    </message>
    <message>
        <source>No differences.</source>
        <translation>Keine Unterschiede.</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s)</source>
        <translation>
            <numerusform>%n Unterschied</numerusform>
            <numerusform>%n Unterschiede</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) masked on one side and plain on the other</source>
        <translation>
            <numerusform>%n Wert auf einer Seite maskiert und auf der anderen offen</numerusform>
            <numerusform>%n Werte auf einer Seite maskiert und auf der anderen offen</numerusform>
        </translation>
    </message>
    <message>
        <source>Message / field</source>
        <translation>Nachricht / Feld</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Call / field</source>
        <translation>Aufruf / Feld</translation>
    </message>
    <message>
        <source>Messages side by side</source>
        <translation>Nachrichten nebeneinander</translation>
    </message>
    <message>
        <source>Capability calls side by side</source>
        <translation>Fähigkeitsaufrufe nebeneinander</translation>
    </message>
    <message>
        <source>Messages (%1)</source>
        <translation>Nachrichten (%1)</translation>
    </message>
    <message>
        <source>Capability Calls (%1)</source>
        <translation>Fähigkeitsaufrufe (%1)</translation>
    </message>
    <message>
        <source>Hide the messages and calls that are the same on both sides</source>
        <translation>Die Nachrichten und Aufrufe ausblenden, die auf beiden Seiten gleich sind</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 · message #%3 · %4 ms</source>
        <translation>%1 %2 · Nachricht #%3 · %4 ms</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A holds the masked value; B holds it unmasked (a leak).</source>
        <translation>A enthält den maskierten Wert, B enthält ihn unmaskiert (ein Leck).</translation>
    </message>
    <message>
        <source>B holds the masked value; A holds it unmasked (a leak).</source>
        <translation>B enthält den maskierten Wert, A enthält ihn unmaskiert (ein Leck).</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>%1: only in B</source>
        <translation>%1: nur in B</translation>
    </message>
    <message>
        <source>%1: only in A</source>
        <translation>%1: nur in A</translation>
    </message>
    <message>
        <source>%1 (tool call %2)</source>
        <translation>%1 (Tool-Aufruf %2)</translation>
    </message>
    <message>
        <source>%1 (by slug and order)</source>
        <translation>%1 (nach Slug und Reihenfolge)</translation>
    </message>
</context>
<context>
    <name>capstudio::BundleView</name>
    <message>
        <source>&amp;Failed calls only</source>
        <translation>Nur &amp;fehlgeschlagene Aufrufe</translation>
    </message>
    <message>
        <source>&amp;Leaks only</source>
        <translation>Nur &amp;Lecks</translation>
    </message>
    <message>
        <source>Leaks</source>
        <translation>Lecks</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Double-click or press Enter to go to a finding.</source>
        <translation>Doppelklicken oder die Eingabetaste drücken, um zu einem Fund zu springen.</translation>
    </message>
    <message numerus="yes">
        <source>Findings: %n unredacted value(s)</source>
        <translation>
            <numerusform>Funde: %n unmaskierter Wert</numerusform>
            <numerusform>Funde: %n unmaskierte Werte</numerusform>
        </translation>
    </message>
    <message>
        <source>(untitled conversation)</source>
        <translation>(unbenannte Unterhaltung)</translation>
    </message>
    <message>
        <source>unknown agent</source>
        <translation>unbekannter Agent</translation>
    </message>
    <message>
        <source>%1 messages</source>
        <translation>%1 Nachrichten</translation>
    </message>
    <message>
        <source>%1 capability calls</source>
        <translation>%1 Fähigkeitsaufrufe</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 leaks</source>
        <translation>%1 Lecks</translation>
    </message>
    <message>
        <source>%1 with invalid provenance</source>
        <translation>%1 mit ungültigen Herkunftsdaten</translation>
    </message>
    <message>
        <source>Agent: %1</source>
        <translation>Agent: %1</translation>
    </message>
    <message>
        <source>Conversation %1 · user %2 · agent %3 · %4 → %5</source>
        <translation>Unterhaltung %1 · Benutzer %2 · Agent %3 · %4 → %5</translation>
    </message>
    <message>
        <source>All capabilities</source>
        <translation>Alle Fähigkeiten</translation>
    </message>
    <message>
        <source>Show only the calls and tool rows of this capability</source>
        <translation>Nur die Aufrufe und Tool-Zeilen dieser Fähigkeit anzeigen</translation>
    </message>
    <message>
        <source>All roles</source>
        <translation>Alle Rollen</translation>
    </message>
    <message>
        <source>Show only messages of this role</source>
        <translation>Nur Nachrichten dieser Rolle anzeigen</translation>
    </message>
    <message>
        <source>Filter content and slugs…</source>
        <translation>Inhalt und Slugs filtern …</translation>
    </message>
    <message>
        <source>Show only failed calls and the tool rows that answer them</source>
        <translation>Nur fehlgeschlagene Aufrufe und die Tool-Zeilen anzeigen, die sie beantworten</translation>
    </message>
    <message>
        <source>Show only messages and calls with unredacted values</source>
        <translation>Nur Nachrichten und Aufrufe mit unmaskierten Werten anzeigen</translation>
    </message>
    <message>
        <source>%1 of %2 messages</source>
        <translation>%1 von %2 Nachrichten</translation>
    </message>
    <message>
        <source>Filters cleared to show the selection.</source>
        <translation>Filter zurückgesetzt, um die Auswahl anzuzeigen.</translation>
    </message>
    <message>
        <source>This leak is in the conversation header: %1</source>
        <translation>Dieses Leck steckt in den Kopfdaten der Unterhaltung: %1</translation>
    </message>
    <message>
        <source>There are no %1 in this bundle.</source>
        <translation>In diesem Bundle gibt es keine %1.</translation>
    </message>
    <message>
        <source>Wrapped around to the %1.</source>
        <translation>Suche beim %1 Eintrag fortgesetzt.</translation>
    </message>
    <message>
        <source>first</source>
        <translation>ersten</translation>
    </message>
    <message>
        <source>last</source>
        <translation>letzten</translation>
    </message>
    <message>
        <source>No further %1 among the rows shown.</source>
        <translation>Keine weiteren %1 unter den angezeigten Zeilen.</translation>
    </message>
    <message>
        <source>leaks</source>
        <translation>Lecks</translation>
    </message>
    <message>
        <source>capability calls</source>
        <translation>Fähigkeitsaufrufe</translation>
    </message>
    <message>
        <source>&amp;Reopen</source>
        <translation>&amp;Erneut öffnen</translation>
    </message>
    <message>
        <source>%1 changed on disk while it was open (truncated, rewritten or rotated): the timeline and findings are what it held before, and message details can no longer be read from it. Reopen it to see what it holds now.</source>
        <translation>Die Datei %1 hat sich auf dem Datenträger geändert, während sie geöffnet war (gekürzt, neu geschrieben oder rotiert): Zeitleiste und Funde zeigen den vorherigen Inhalt, und Nachrichtendetails können nicht mehr daraus gelesen werden. Öffnen Sie sie erneut, um den aktuellen Inhalt zu sehen.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Funde</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Message detail</source>
        <translation>Nachrichtendetails</translation>
    </message>
    <message>
        <source>Filter the timeline</source>
        <translation>Zeitleiste filtern</translation>
    </message>
    <message>
        <source>%1 of %2 messages, searching…</source>
        <translation>%1 von %2 Nachrichten, Suche läuft …</translation>
    </message>
    <message>
        <source>%1, call %2: %3</source>
        <translation>%1, Aufruf %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s) drift from today&apos;s schemas</source>
        <translation>
            <numerusform>%n Aufruf weicht vom heutigen Schema ab</numerusform>
            <numerusform>%n Aufrufe weichen von den heutigen Schemas ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewed: %n verdict(s), signed with key %1; the bundle is as it was judged.</source>
        <translation>
            <numerusform>Geprüft: %n Urteil, signiert mit Schlüssel %1; das Bundle ist so, wie es beurteilt wurde.</numerusform>
            <numerusform>Geprüft: %n Urteile, signiert mit Schlüssel %1; das Bundle ist so, wie es beurteilt wurde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewed: %n verdict(s), signed with key %1, but the bundle changed since they were given: every verdict is stale.</source>
        <translation>
            <numerusform>Geprüft: %n Urteil, signiert mit Schlüssel %1, aber das Bundle hat sich seitdem geändert: Jedes Urteil ist veraltet.</numerusform>
            <numerusform>Geprüft: %n Urteile, signiert mit Schlüssel %1, aber das Bundle hat sich seitdem geändert: Jedes Urteil ist veraltet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The review beside this bundle fails its signature (changed after it was signed): its verdicts are not shown.</source>
        <translation>Die Prüfung neben diesem Bundle besteht ihre Signaturprüfung nicht (nach dem Signieren geändert): Ihre Urteile werden nicht gezeigt.</translation>
    </message>
</context>
<context>
    <name>capstudio::CallInspector</name>
    <message>
        <source>Capability call</source>
        <translation>Fähigkeitsaufruf</translation>
    </message>
    <message>
        <source>(choose a capability)</source>
        <translation>(Fähigkeit wählen)</translation>
    </message>
    <message>
        <source>&amp;Capability:</source>
        <translation>&amp;Fähigkeit:</translation>
    </message>
    <message>
        <source>Inputs (use.inputs)</source>
        <translation>Eingaben (use.inputs)</translation>
    </message>
    <message>
        <source>The capability declares no inputs.</source>
        <translation>Die Fähigkeit deklariert keine Eingaben.</translation>
    </message>
    <message>
        <source>Outputs (use.outputs)</source>
        <translation>Ausgaben (use.outputs)</translation>
    </message>
    <message>
        <source>The capability declares no outputs.</source>
        <translation>Die Fähigkeit deklariert keine Ausgaben.</translation>
    </message>
    <message>
        <source>Must be one context slot: $.context.&lt;name&gt; in lower case (V12).</source>
        <translation>Muss ein einzelner Kontext-Slot sein: $.context.&lt;name&gt; in Kleinbuchstaben (V12).</translation>
    </message>
    <message>
        <source>Contract pin</source>
        <translation>Vertragsfixierung</translation>
    </message>
    <message>
        <source>unknown (no such capability or no snippet)</source>
        <translation>unbekannt (keine solche Fähigkeit oder kein Snippet)</translation>
    </message>
    <message>
        <source>&amp;Pin contract hash</source>
        <translation>Vertrags-Hash &amp;fixieren</translation>
    </message>
    <message>
        <source>&amp;Unpin</source>
        <translation>Fixierung &amp;aufheben</translation>
    </message>
    <message>
        <source>Callee&apos;s hash:</source>
        <translation>Hash des Aufgerufenen:</translation>
    </message>
    <message>
        <source>No library is open.</source>
        <translation>Es ist keine Bibliothek geöffnet.</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>%1 aufrufen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a capability with a snippet in this library: there is no contract hash to pin.</source>
        <translation>&apos;%1&apos; ist keine Fähigkeit mit Snippet in dieser Bibliothek: Es gibt keinen Vertrags-Hash zum Fixieren.</translation>
    </message>
    <message>
        <source>Pin contract hash</source>
        <translation>Vertrags-Hash fixieren</translation>
    </message>
    <message>
        <source>Unpin contract hash</source>
        <translation>Fixierung des Vertrags-Hashs aufheben</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (not a capability of this library)</source>
        <translation>%1 (keine Fähigkeit dieser Bibliothek)</translation>
    </message>
    <message>
        <source>Choose the capability this transition calls.</source>
        <translation>Wählen Sie die Fähigkeit, die dieser Übergang aufruft.</translation>
    </message>
    <message>
        <source>No capability &apos;%1&apos; is loaded: its inputs and outputs are unknown.</source>
        <translation>Keine Fähigkeit &apos;%1&apos; geladen: Ihre Eingaben und Ausgaben sind unbekannt.</translation>
    </message>
    <message>
        <source>Lifecycle: %1. %2</source>
        <translation>Lebenszyklus: %1. %2</translation>
    </message>
    <message>
        <source>experimental (not set)</source>
        <translation>experimental (nicht gesetzt)</translation>
    </message>
    <message>
        <source>Not pinned. The capability is stable, so a pin is required (V16).</source>
        <translation>Nicht fixiert. Die Fähigkeit ist stabil, daher ist eine Fixierung erforderlich (V16).</translation>
    </message>
    <message>
        <source>Not pinned: any contract of the capability is accepted.</source>
        <translation>Nicht fixiert: Jeder Vertrag der Fähigkeit wird akzeptiert.</translation>
    </message>
    <message>
        <source>Pinned to the current contract.</source>
        <translation>Auf den aktuellen Vertrag fixiert.</translation>
    </message>
    <message>
        <source>Pinned to %1, which does not match the current contract (V15).</source>
        <translation>Auf %1 fixiert, was nicht dem aktuellen Vertrag entspricht (V15).</translation>
    </message>
    <message>
        <source>%1 — written by %2</source>
        <translation>%1 — geschrieben von %2</translation>
    </message>
    <message>
        <source>%1 — start input</source>
        <translation>%1 — Starteingabe</translation>
    </message>
    <message>
        <source>The capability requires this input.</source>
        <translation>Die Fähigkeit erfordert diese Eingabe.</translation>
    </message>
    <message>
        <source>No state writes this slot and the orchestrator&apos;s inputs: do not declare it (V13).</source>
        <translation>Weder ein Zustand noch die Eingaben des Orchestrators schreiben diesen Slot: Deklarieren Sie ihn nicht (V13).</translation>
    </message>
    <message>
        <source>The slot holds %1; the input expects %2.</source>
        <translation>Der Slot enthält %1; die Eingabe erwartet %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (not declared)</source>
        <translation>%1 (nicht deklariert)</translation>
    </message>
    <message>
        <source>The capability declares no input &apos;%1&apos;.</source>
        <translation>Die Fähigkeit deklariert keine Eingabe &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>existing slot</source>
        <translation>vorhandener Slot</translation>
    </message>
    <message>
        <source>new slot</source>
        <translation>neuer Slot</translation>
    </message>
    <message>
        <source>The capability declares no output &apos;%1&apos;.</source>
        <translation>Die Fähigkeit deklariert keine Ausgabe &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>The value must be the name of a capability output (V12).</source>
        <translation>Der Wert muss der Name einer Ausgabe der Fähigkeit sein (V12).</translation>
    </message>
    <message>
        <source>Unbind input %1</source>
        <translation>Bindung der Eingabe %1 aufheben</translation>
    </message>
    <message>
        <source>Bind input %1</source>
        <translation>Eingabe %1 binden</translation>
    </message>
    <message>
        <source>Unbind output %1</source>
        <translation>Bindung der Ausgabe %1 aufheben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a single context slot: use.outputs keys must match ^\$\.context\.[a-z][a-z0-9_-]*$ (V12).</source>
        <translation>&apos;%1&apos; ist kein einzelner Kontext-Slot: Schlüssel von use.outputs müssen ^\$\.context\.[a-z][a-z0-9_-]*$ entsprechen (V12).</translation>
    </message>
    <message>
        <source>Bind output %1</source>
        <translation>Ausgabe %1 binden</translation>
    </message>
    <message>
        <source>Rebind output %1</source>
        <translation>Ausgabe %1 neu binden</translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilitiesPane</name>
    <message numerus="yes">
        <source>%n capabilities</source>
        <translation>
            <numerusform>%n Fähigkeit</numerusform>
            <numerusform>%n Fähigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n capabilities</source>
        <translation>
            <numerusform>%1 von %n Fähigkeit</numerusform>
            <numerusform>%1 von %n Fähigkeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Review Changes…</source>
        <translation>Änderungen &amp;prüfen …</translation>
    </message>
    <message>
        <source>Pro&amp;blems…</source>
        <translation>Pro&amp;bleme …</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>Alle &amp;verwerfen</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>Alle Kategorien</translation>
    </message>
    <message>
        <source>Filter by name, slug, description or handler</source>
        <translation>Nach Name, Slug, Beschreibung oder Handler filtern</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Alle Typen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Nur aktive</translation>
    </message>
    <message>
        <source>Inactive only</source>
        <translation>Nur inaktive</translation>
    </message>
    <message>
        <source>System only</source>
        <translation>Nur System</translation>
    </message>
    <message>
        <source>Quarantined only</source>
        <translation>Nur in Quarantäne</translation>
    </message>
    <message>
        <source>With problems only</source>
        <translation>Nur mit Problemen</translation>
    </message>
    <message>
        <source>With pending changes only</source>
        <translation>Nur mit ausstehenden Änderungen</translation>
    </message>
    <message>
        <source>The capability is hidden by the current filter</source>
        <translation>Die Fähigkeit ist durch den aktuellen Filter ausgeblendet</translation>
    </message>
    <message>
        <source>No pending changes</source>
        <translation>Keine ausstehenden Änderungen</translation>
    </message>
    <message numerus="yes">
        <source>%n capability(ies) with pending changes</source>
        <translation>
            <numerusform>%n Fähigkeit mit ausstehenden Änderungen</numerusform>
            <numerusform>%n Fähigkeiten mit ausstehenden Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Activate</source>
        <translation>&amp;Aktivieren</translation>
    </message>
    <message>
        <source>D&amp;eactivate</source>
        <translation>D&amp;eaktivieren</translation>
    </message>
    <message>
        <source>Set &amp;Category…</source>
        <translation>&amp;Kategorie setzen …</translation>
    </message>
    <message>
        <source>Set Category</source>
        <translation>Kategorie setzen</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>Kategorie:</translation>
    </message>
    <message>
        <source>Set &amp;Rate Limit…</source>
        <translation>&amp;Ratenlimit setzen …</translation>
    </message>
    <message>
        <source>Set Rate Limit</source>
        <translation>Ratenlimit setzen</translation>
    </message>
    <message>
        <source>Calls per minute (0 = unlimited):</source>
        <translation>Aufrufe pro Minute (0 = unbegrenzt):</translation>
    </message>
    <message>
        <source>&amp;Delete (deactivate)</source>
        <translation>&amp;Löschen (deaktivieren)</translation>
    </message>
    <message>
        <source>E&amp;xport Selection…</source>
        <translation>Auswahl e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Export Selection</source>
        <translation>Auswahl exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Cannot import the capabilities</source>
        <translation>Die Fähigkeiten können nicht importiert werden</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1 holds no capabilities</source>
        <translation>%1 enthält keine Fähigkeiten</translation>
    </message>
    <message numerus="yes">
        <source>Staged %n imported capability(ies); Apply writes them</source>
        <translation>
            <numerusform>%n importierte Fähigkeit vorgemerkt; Anwenden schreibt sie</numerusform>
            <numerusform>%n importierte Fähigkeiten vorgemerkt; Anwenden schreibt sie</numerusform>
        </translation>
    </message>
    <message>
        <source>No capabilities are selected</source>
        <translation>Keine Fähigkeiten ausgewählt</translation>
    </message>
    <message>
        <source>Cannot export the capabilities</source>
        <translation>Die Fähigkeiten können nicht exportiert werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n capability(ies) to %1</source>
        <translation>
            <numerusform>%n Fähigkeit nach %1 exportiert</numerusform>
            <numerusform>%n Fähigkeiten nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the %1 Recipe</source>
        <translation>Rezept „%1“ verwenden</translation>
    </message>
    <message>
        <source>Bind %1 to the agent with the %2 recipe. Its customConfig is on the clipboard.</source>
        <translation>Binden Sie %1 mit dem Rezept %2 an den Agenten. Seine customConfig liegt in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Paste it into the binding&apos;s customConfig, replace the example URLs, and set the environment variables it names on the server. The recipe: %1%2</source>
        <translation>Fügen Sie sie in die customConfig der Bindung ein, ersetzen Sie die Beispiel-URLs und setzen Sie die darin genannten Umgebungsvariablen auf dem Server. Das Rezept: %1%2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1; the new capability is a pending change</source>
        <translation>
            <numerusform>%n Datei nach %1 geschrieben; die neue Fähigkeit ist eine ausstehende Änderung</numerusform>
            <numerusform>%n Dateien nach %1 geschrieben; die neue Fähigkeit ist eine ausstehende Änderung</numerusform>
        </translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>No capabilities here yet</source>
        <translation>Noch keine Fähigkeiten</translation>
    </message>
    <message>
        <source>Create a capability, import a JSON export of capabilities, or connect to a deployment that has them.</source>
        <translation>Legen Sie eine Fähigkeit an, importieren Sie einen JSON-Export von Fähigkeiten oder verbinden Sie sich mit einem Deployment, das welche hat.</translation>
    </message>
    <message>
        <source>Filter capabilities</source>
        <translation>Fähigkeiten filtern</translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilityForm</name>
    <message>
        <source>Requires approval</source>
        <translation>Freigabe erforderlich</translation>
    </message>
    <message>
        <source>Idempotent</source>
        <translation>Idempotent</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>server default</source>
        <translation>Server-Standard</translation>
    </message>
    <message>
        <source> calls/min</source>
        <translation> Aufrufe/min</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Every call waits for a person to approve it before it runs.</source>
        <translation>Jeder Aufruf wartet, bis eine Person ihn freigibt.</translation>
    </message>
    <message>
        <source>Safe to run twice with the same arguments.</source>
        <translation>Kann mit denselben Argumenten gefahrlos zweimal laufen.</translation>
    </message>
    <message>
        <source>⚠ Leave this off unless running the call twice is provably harmless: an idempotent capability&apos;s result is not stored for replay, so a workflow re-drive after a crash runs its side effect again. Sunrise&apos;s admin API does not accept this field; it is written to the database only.</source>
        <translation>⚠ Lassen Sie dies ausgeschaltet, solange ein zweifacher Aufruf nicht nachweislich harmlos ist: Das Ergebnis einer idempotenten Fähigkeit wird nicht für eine Wiederholung gespeichert, daher führt ein erneuter Workflow-Durchlauf nach einem Absturz ihren Seiteneffekt noch einmal aus. Die Admin-API von Sunrise nimmt dieses Feld nicht an; es wird nur in die Datenbank geschrieben.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Slug:</source>
        <translation>&amp;Slug:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation>&amp;Kategorie:</translation>
    </message>
    <message>
        <source>E&amp;xecution type:</source>
        <translation>Ausführungs&amp;typ:</translation>
    </message>
    <message>
        <source>Approval &amp;timeout:</source>
        <translation>Freigabe-&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>&amp;Rate limit:</source>
        <translation>&amp;Ratenlimit:</translation>
    </message>
    <message>
        <source>Quarantine:</source>
        <translation>Quarantäne:</translation>
    </message>
    <message>
        <source>&amp;Function definition (sent to the LLM):</source>
        <translation>&amp;Funktionsdefinition (an das LLM gesendet):</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Execution &amp;config:</source>
        <translation>Ausführungs&amp;konfiguration:</translation>
    </message>
    <message>
        <source>&amp;Metadata:</source>
        <translation>&amp;Metadaten:</translation>
    </message>
    <message>
        <source>No capability selected</source>
        <translation>Keine Fähigkeit ausgewählt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>System capability: its slug, function definition, execution type and handler are seeded from code and cannot be changed here; it cannot be deactivated or deleted.</source>
        <translation>Systemfähigkeit: Slug, Funktionsdefinition, Ausführungstyp und Handler stammen aus dem Code und können hier nicht geändert werden; sie kann weder deaktiviert noch gelöscht werden.</translation>
    </message>
    <message>
        <source>not quarantined</source>
        <translation>nicht in Quarantäne</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;Handler URL:</source>
        <translation>&amp;Handler-URL:</translation>
    </message>
    <message>
        <source>&amp;Handler class:</source>
        <translation>&amp;Handler-Klasse:</translation>
    </message>
    <message>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <source>ClassNameCapability</source>
        <translation>ClassNameCapability</translation>
    </message>
    <message>
        <source>✖ Not a URL: Sunrise refuses it.</source>
        <translation>✖ Keine URL: Sunrise lehnt sie ab.</translation>
    </message>
    <message>
        <source>✔ Passes the provider URL guard.</source>
        <translation>✔ Besteht die URL-Prüfung für Anbieter.</translation>
    </message>
    <message>
        <source>⚠ The provider URL guard would refuse it (%1): %2</source>
        <translation>⚠ Die URL-Prüfung für Anbieter würde sie ablehnen (%1): %2</translation>
    </message>
    <message>
        <source>Edit parameters of %1</source>
        <translation>Parameter von %1 bearbeiten</translation>
    </message>
    <message>
        <source>Read-only here: %1</source>
        <translation>Hier schreibgeschützt: %1</translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilityImportDialog</name>
    <message>
        <source>Import Capabilities</source>
        <translation>Fähigkeiten importieren</translation>
    </message>
    <message>
        <source>Rows of %1 compared with the capabilities being edited. The checked rows are staged as one change you can undo; nothing is written until you apply.</source>
        <translation>Zeilen aus %1, verglichen mit den bearbeiteten Fähigkeiten. Die markierten Zeilen werden als eine Änderung vorgemerkt, die Sie rückgängig machen können; geschrieben wird erst, wenn Sie anwenden.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Slug / Field</source>
        <translation>Slug / Feld</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>&amp;Stage Selected</source>
        <translation>Auswahl &amp;vormerken</translation>
    </message>
    <message>
        <source>(row %1)</source>
        <translation>(Zeile %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s): %1</source>
        <translation>
            <numerusform>%n Feld: %1</numerusform>
            <numerusform>%n Felder: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Identical to the capability being edited</source>
        <translation>Identisch mit der bearbeiteten Fähigkeit</translation>
    </message>
    <message>
        <source>Matched by id %1</source>
        <translation>Über die ID %1 zugeordnet</translation>
    </message>
    <message>
        <source>Matched by slug (id %1)</source>
        <translation>Über den Slug zugeordnet (ID %1)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Before: %1
After: %2</source>
        <translation>Vorher: %1
Nachher: %2</translation>
    </message>
    <message>
        <source>%1 new, %2 changed, %3 unchanged, %4 invalid</source>
        <translation>%1 neu, %2 geändert, %3 unverändert, %4 ungültig</translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilityListRead</name>
    <message>
        <source>capabilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>category “%1”</source>
        <translation>Kategorie „%1“</translation>
    </message>
    <message>
        <source>category “%1”, which the server&apos;s filter cannot select</source>
        <translation>Kategorie „%1“, die der Filter des Servers nicht auswählen kann</translation>
    </message>
    <message>
        <source>%1, %2, active</source>
        <translation>%1, %2, aktiv</translation>
    </message>
    <message>
        <source>%1, %2, inactive</source>
        <translation>%1, %2, inaktiv</translation>
    </message>
    <message>
        <source>These came back short after every attempt (the server orders them by category only, so pages overlap): %1.</source>
        <translation>Diese kamen bei jedem Versuch unvollständig zurück (der Server sortiert nur nach Kategorie, daher überlappen sich die Seiten): %1.</translation>
    </message>
    <message>
        <source>Capabilities were added, deleted or moved to another category while the list was read.</source>
        <translation>Während die Liste gelesen wurde, wurden Fähigkeiten hinzugefügt, gelöscht oder in eine andere Kategorie verschoben.</translation>
    </message>
    <message>
        <source>Nothing was loaded; read again.</source>
        <translation>Es wurde nichts geladen; lesen Sie die Liste erneut.</translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilityTableModel</name>
    <message>
        <source>%1/min</source>
        <translation>%1/min</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>soft quarantine</source>
        <translation>weiche Quarantäne</translation>
    </message>
    <message>
        <source>hard quarantine</source>
        <translation>harte Quarantäne</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Slug</source>
        <translation>Slug</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Handler</source>
        <translation>Handler</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Approval</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <source>Rate limit</source>
        <translation>Ratenlimit</translation>
    </message>
    <message>
        <source>Quarantine</source>
        <translation>Quarantäne</translation>
    </message>
    <message>
        <source>Idempotent</source>
        <translation>Idempotent</translation>
    </message>
</context>
<context>
    <name>capstudio::CatalogCompareDialog</name>
    <message>
        <source>(absent)</source>
        <translation>(nicht vorhanden)</translation>
    </message>
    <message>
        <source>Only &amp;differences</source>
        <translation>Nur &amp;Unterschiede</translation>
    </message>
    <message>
        <source>Pick &amp;All</source>
        <translation>&amp;Alle auswählen</translation>
    </message>
    <message>
        <source>&amp;Stage in This Connection</source>
        <translation>In dieser Verbindung &amp;vormerken</translation>
    </message>
    <message>
        <source>Compare Catalogs</source>
        <translation>Kataloge vergleichen</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>This connection</source>
        <translation>Diese Verbindung</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Andere</translation>
    </message>
    <message numerus="yes">
        <source>This connection (%1) and %2 hold the same catalog: %n capabilities.</source>
        <translation>
            <numerusform>Diese Verbindung (%1) und %2 enthalten denselben Katalog: %n Fähigkeit.</numerusform>
            <numerusform>Diese Verbindung (%1) und %2 enthalten denselben Katalog: %n Fähigkeiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>This connection (%1) beside %2: %3 capabilities and %4 bindings differ. Pick rows or single fields and stage them here; they become ordinary edits to review and apply.</source>
        <translation>Diese Verbindung (%1) neben %2: %3 Fähigkeiten und %4 Bindungen unterscheiden sich. Wählen Sie Zeilen oder einzelne Felder und merken Sie sie hier vor; sie werden zu gewöhnlichen Änderungen, die Sie prüfen und anwenden.</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Stage %n Change(s) in This Connection</source>
        <translation>
            <numerusform>%n Änderung in dieser Verbindung &amp;vormerken</numerusform>
            <numerusform>%n Änderungen in dieser Verbindung &amp;vormerken</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick &amp;None</source>
        <translation>&amp;Keine auswählen</translation>
    </message>
</context>
<context>
    <name>capstudio::CatalogCompareModel</name>
    <message>
        <source>(absent)</source>
        <translation>(nicht vorhanden)</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <source>, %1/min</source>
        <translation>, %1/min</translation>
    </message>
    <message>
        <source>, configured</source>
        <translation>, konfiguriert</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <source>Equal</source>
        <translation>Gleich</translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Bindings</source>
        <translation>Bindungen</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n differ)</source>
        <translation>
            <numerusform>%1 (%n unterscheidet sich)</numerusform>
            <numerusform>%1 (%n unterscheiden sich)</numerusform>
        </translation>
    </message>
    <message>
        <source>Only in %1: staging adds it to this connection.</source>
        <translation>Nur in %1: Vormerken fügt es dieser Verbindung hinzu.</translation>
    </message>
    <message>
        <source>Only in this connection: staging removes it here.</source>
        <translation>Nur in dieser Verbindung: Vormerken entfernt es hier.</translation>
    </message>
    <message>
        <source>Differs: staging takes the picked fields from %1.</source>
        <translation>Unterschiedlich: Vormerken übernimmt die gewählten Felder aus %1.</translation>
    </message>
    <message>
        <source>The same on both sides.</source>
        <translation>Auf beiden Seiten gleich.</translation>
    </message>
    <message>
        <source>Row or field</source>
        <translation>Zeile oder Feld</translation>
    </message>
    <message>
        <source>This connection</source>
        <translation>Diese Verbindung</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Andere</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>capstudio::CatalogDocument</name>
    <message>
        <source>Another capability already uses the slug &apos;%1&apos;</source>
        <translation>Eine andere Fähigkeit verwendet bereits den Slug „%1“</translation>
    </message>
    <message>
        <source>System capabilities cannot be deactivated</source>
        <translation>Systemfähigkeiten können nicht deaktiviert werden</translation>
    </message>
    <message>
        <source>%1 of a system capability is seeded from code and cannot be changed here</source>
        <translation>%1 einer Systemfähigkeit stammt aus dem Code und kann hier nicht geändert werden</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message numerus="yes">
        <source>Change %1 of %n capabilities</source>
        <translation>
            <numerusform>%1 von %n Fähigkeit ändern</numerusform>
            <numerusform>%1 von %n Fähigkeiten ändern</numerusform>
        </translation>
    </message>
    <message>
        <source>System capabilities cannot be deleted</source>
        <translation>Systemfähigkeiten können nicht gelöscht werden</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n capabilities</source>
        <translation>
            <numerusform>%n Fähigkeit löschen</numerusform>
            <numerusform>%n Fähigkeiten löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove new capabilities</source>
        <translation>Neue Fähigkeiten entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n changes</source>
        <translation>
            <numerusform>%n Änderung verwerfen</numerusform>
            <numerusform>%n Änderungen verwerfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore stored values</source>
        <translation>Gespeicherte Werte wiederherstellen</translation>
    </message>
    <message>
        <source>%1 cannot be changed here: %2</source>
        <translation>%1 kann hier nicht geändert werden: %2</translation>
    </message>
</context>
<context>
    <name>capstudio::ComparePanel</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Compare With File…</source>
        <translation>Mit Datei vergleichen …</translation>
    </message>
    <message>
        <source>Compare With Revision…</source>
        <translation>Mit Revision vergleichen …</translation>
    </message>
    <message>
        <source>Compare the library with another version of it on disk</source>
        <translation>Die Bibliothek mit einer anderen Fassung auf der Festplatte vergleichen</translation>
    </message>
    <message>
        <source>Compare the open file with a git revision of it (git show REV:PATH)</source>
        <translation>Die geöffnete Datei mit einer git-Revision davon vergleichen (git show REV:PATH)</translation>
    </message>
    <message>
        <source>Stop comparing and take the marks off the canvas</source>
        <translation>Den Vergleich beenden und die Markierungen vom Diagramm nehmen</translation>
    </message>
    <message>
        <source>Selected change</source>
        <translation>Ausgewählte Änderung</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>git show %1 of %2: %3</source>
        <translation>git show %1 von %2: %3</translation>
    </message>
    <message>
        <source>only a library in one file can be compared with a revision</source>
        <translation>nur eine Bibliothek in einer Datei lässt sich mit einer Revision vergleichen</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>sie kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Not comparing.</source>
        <translation>Kein Vergleich.</translation>
    </message>
    <message>
        <source>%1 is the same in %2.</source>
        <translation>%1 ist in %2 gleich.</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) in %1 against %2</source>
        <translation>
            <numerusform>%n Änderung in %1 gegenüber %2</numerusform>
            <numerusform>%n Änderungen in %1 gegenüber %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare With File</source>
        <translation>Mit Datei vergleichen</translation>
    </message>
    <message>
        <source>flowgate YAML (*.yaml *.yml);;All files (*)</source>
        <translation>flowgate-YAML (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Compare With Revision</source>
        <translation>Mit Revision vergleichen</translation>
    </message>
    <message>
        <source>Git revision of %1:</source>
        <translation>git-Revision von %1:</translation>
    </message>
    <message>
        <source>Compare the library with a file or a git revision: added states and transitions are outlined green on the canvas, changed ones amber, removed ones drawn as red ghosts.</source>
        <translation>Vergleichen Sie die Bibliothek mit einer Datei oder einer git-Revision: Hinzugefügte Zustände und Übergänge werden auf der Zeichenfläche grün umrandet, geänderte gelb, entfernte als rote Geister gezeichnet.</translation>
    </message>
</context>
<context>
    <name>capstudio::ConfigBindingForm</name>
    <message>
        <source>%1
Key: %2%3</source>
        <translation>%1
Schlüssel: %2%3</translation>
    </message>
    <message>
        <source>
Default: %1</source>
        <translation>
Standard: %1</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>not set (default %1)</source>
        <translation>nicht gesetzt (Standard %1)</translation>
    </message>
    <message>
        <source>Name of an environment variable</source>
        <translation>Name einer Umgebungsvariablen</translation>
    </message>
    <message>
        <source>https://… or ${env:VAR}</source>
        <translation>https://… oder ${env:VAR}</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1 (not allowed)</source>
        <translation>%1 (nicht erlaubt)</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Add an entry</source>
        <translation>Eintrag hinzufügen</translation>
    </message>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Remove the selected entry</source>
        <translation>Ausgewählten Eintrag entfernen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add a header</source>
        <translation>Header hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected header</source>
        <translation>Ausgewählten Header entfernen</translation>
    </message>
    <message>
        <source>{ &quot;name&quot;: { … } }</source>
        <translation>{ &quot;name&quot;: { … } }</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not shown in this form — fix these in the JSON:
• %1</source>
        <translation>In diesem Formular nicht angezeigt — korrigieren Sie dies im JSON:
• %1</translation>
    </message>
</context>
<context>
    <name>capstudio::ConfigureBindingDialog</name>
    <message>
        <source>Configure %1 for %2</source>
        <translation>%1 für %2 konfigurieren</translation>
    </message>
    <message>
        <source>&amp;Enabled (the agent is offered the tool and may call it)</source>
        <translation>&amp;Aktiviert (dem Agenten wird das Tool angeboten, und er darf es aufrufen)</translation>
    </message>
    <message>
        <source> calls/min</source>
        <translation> Aufrufe/min</translation>
    </message>
    <message>
        <source>none — inherit %1/min from the capability</source>
        <translation>keins — %1/min von der Fähigkeit übernehmen</translation>
    </message>
    <message>
        <source>none — inherit (the capability is unlimited)</source>
        <translation>keins — übernehmen (die Fähigkeit ist unbegrenzt)</translation>
    </message>
    <message>
        <source>Custom rate limit for this agent, 1–10000 calls per minute; the lowest value means none: the capability&apos;s limit applies.</source>
        <translation>Eigenes Ratenlimit für diesen Agenten, 1–10000 Aufrufe pro Minute; der niedrigste Wert bedeutet keins: Es gilt das Limit der Fähigkeit.</translation>
    </message>
    <message>
        <source>Custom &amp;rate limit:</source>
        <translation>Eigenes &amp;Ratenlimit:</translation>
    </message>
    <message>
        <source>&amp;Fill from Recipe</source>
        <translation>Aus Rezept &amp;füllen</translation>
    </message>
    <message>
        <source>Recipe:</source>
        <translation>Rezept:</translation>
    </message>
    <message>
        <source>No customConfig (null)</source>
        <translation>Keine customConfig (null)</translation>
    </message>
    <message>
        <source>customConfig (JSON)</source>
        <translation>customConfig (JSON)</translation>
    </message>
    <message>
        <source>Sunrise has no binding schema for %1: the JSON is only checked to be an object.</source>
        <translation>Sunrise hat kein Bindungsschema für %1: Das JSON wird nur darauf geprüft, ob es ein Objekt ist.</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>Umgebungsvariablen</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Used in</source>
        <translation>Verwendet in</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Replace the customConfig?</source>
        <translation>customConfig ersetzen?</translation>
    </message>
    <message>
        <source>The recipe replaces the whole customConfig of this binding. You can undo it in the JSON view or with Cancel.</source>
        <translation>Das Rezept ersetzt die gesamte customConfig dieser Bindung. Sie können das in der JSON-Ansicht oder mit „Abbrechen“ rückgängig machen.</translation>
    </message>
    <message>
        <source>The %1 (%2) recipe set %3.%4</source>
        <translation>Das Rezept %1 (%2) hat %3 gesetzt.%4</translation>
    </message>
    <message>
        <source> (template)</source>
        <translation> (Vorlage)</translation>
    </message>
    <message>
        <source> (name)</source>
        <translation> (Name)</translation>
    </message>
    <message>
        <source>%1 is not set in profile %2</source>
        <translation>%1 ist im Profil %2 nicht gesetzt</translation>
    </message>
    <message>
        <source>%1 is empty in profile %2</source>
        <translation>%1 ist im Profil %2 leer</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <translation>%1 (leer)</translation>
    </message>
    <message>
        <source>This customConfig uses no environment variables (profile %1).</source>
        <translation>Diese customConfig verwendet keine Umgebungsvariablen (Profil %1).</translation>
    </message>
    <message>
        <source>Checked against profile %1.</source>
        <translation>Geprüft gegen Profil %1.</translation>
    </message>
    <message>
        <source>1 environment variable is missing in profile %2: %3</source>
        <translation>1 Umgebungsvariable fehlt im Profil %2: %3</translation>
    </message>
    <message>
        <source>%1 environment variables are missing in profile %2: %3</source>
        <translation>%1 Umgebungsvariablen fehlen im Profil %2: %3</translation>
    </message>
    <message>
        <source>forcedUrl cannot be resolved against profile %1.</source>
        <translation>forcedUrl lässt sich mit Profil %1 nicht auflösen.</translation>
    </message>
    <message>
        <source>forcedUrl resolves to %1</source>
        <translation>forcedUrl ergibt %1</translation>
    </message>
    <message>
        <source> — host %1 is in ORCHESTRATION_ALLOWED_HOSTS.</source>
        <translation> — Host %1 ist in ORCHESTRATION_ALLOWED_HOSTS.</translation>
    </message>
    <message>
        <source> — host %1 is NOT in ORCHESTRATION_ALLOWED_HOSTS (%2): calls fail with host_not_allowed.</source>
        <translation> — Host %1 ist NICHT in ORCHESTRATION_ALLOWED_HOSTS (%2): Aufrufe schlagen mit host_not_allowed fehl.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source> — profile %1 does not define ORCHESTRATION_ALLOWED_HOSTS; the host is not checked.</source>
        <translation> — Profil %1 definiert ORCHESTRATION_ALLOWED_HOSTS nicht; der Host wird nicht geprüft.</translation>
    </message>
    <message>
        <source>The JSON is not valid</source>
        <translation>Das JSON ist nicht gültig</translation>
    </message>
    <message>
        <source>Fix the customConfig JSON before saving: %1</source>
        <translation>Korrigieren Sie das customConfig-JSON vor dem Speichern: %1</translation>
    </message>
    <message>
        <source>customConfig must be an object</source>
        <translation>customConfig muss ein Objekt sein</translation>
    </message>
    <message>
        <source>Sunrise stores a JSON object (or nothing) as customConfig.</source>
        <translation>Sunrise speichert ein JSON-Objekt (oder nichts) als customConfig.</translation>
    </message>
    <message>
        <source>The binding has errors</source>
        <translation>Die Bindung hat Fehler</translation>
    </message>
    <message>
        <source>Sunrise will refuse this binding at call time (invalid_binding). Save anyway?</source>
        <translation>Sunrise wird diese Bindung beim Aufruf abweisen (invalid_binding). Trotzdem speichern?</translation>
    </message>
    <message>
        <source>Cannot change the binding</source>
        <translation>Die Bindung kann nicht geändert werden</translation>
    </message>
    <message>
        <source>Dry-&amp;Run…</source>
        <translation>&amp;Probelauf …</translation>
    </message>
    <message>
        <source>What Sunrise would do with a call of %1 by this agent, with the binding as edited here</source>
        <translation>Was Sunrise mit einem Aufruf von %1 durch diesen Agenten täte, mit der Bindung wie hier bearbeitet</translation>
    </message>
    <message numerus="yes">
        <source>When this binding was last saved, the server reported that its own environment lacks %n variable(s): %1. Calls that use them fail until they are set on the server.</source>
        <translation>
            <numerusform>Als diese Bindung zuletzt gespeichert wurde, meldete der Server, dass in seiner eigenen Umgebung %n Variable fehlt: %1. Aufrufe, die sie verwenden, schlagen fehl, bis sie auf dem Server gesetzt ist.</numerusform>
            <numerusform>Als diese Bindung zuletzt gespeichert wurde, meldete der Server, dass in seiner eigenen Umgebung %n Variablen fehlen: %1. Aufrufe, die sie verwenden, schlagen fehl, bis sie auf dem Server gesetzt sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:%4&apos;&gt;(%2)&lt;/span&gt; bound to agent &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:%4&apos;&gt;(%2)&lt;/span&gt; gebunden an Agent &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Configuration as JSON</source>
        <translation>Konfiguration als JSON</translation>
    </message>
    <message>
        <source>Problems of the configuration</source>
        <translation>Probleme der Konfiguration</translation>
    </message>
</context>
<context>
    <name>capstudio::ConnectionForm</name>
    <message>
        <source>disable — never encrypt</source>
        <translation>disable — nie verschlüsseln</translation>
    </message>
    <message>
        <source>prefer — encrypt when the server offers it</source>
        <translation>prefer — verschlüsseln, wenn der Server es anbietet</translation>
    </message>
    <message>
        <source>require — always encrypt, accept any certificate</source>
        <translation>require — immer verschlüsseln, jedes Zertifikat akzeptieren</translation>
    </message>
    <message>
        <source>verify-ca — encrypt, check the certificate&apos;s authority</source>
        <translation>verify-ca — verschlüsseln, die Zertifizierungsstelle des Zertifikats prüfen</translation>
    </message>
    <message>
        <source>verify-full — encrypt, check the certificate and host name</source>
        <translation>verify-full — verschlüsseln, Zertifikat und Hostnamen prüfen</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>R&amp;emember in the system keychain</source>
        <translation>Im Schlüsselbund des Systems &amp;merken</translation>
    </message>
    <message>
        <source>db.example.com</source>
        <translation>db.example.com</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>The address of the Sunrise deployment. Plain http:// is accepted only to this computer (localhost).</source>
        <translation>Die Adresse des Sunrise-Deployments. Unverschlüsseltes http:// wird nur zu diesem Computer (localhost) akzeptiert.</translation>
    </message>
    <message>
        <source>An admin-scoped key (sk_…) minted in Sunrise under Account ▸ API keys</source>
        <translation>Ein Schlüssel mit dem Scope „admin“ (sk_…), in Sunrise unter Account ▸ API keys erstellt</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>&amp;Workspace file:</source>
        <translation>&amp;Arbeitsbereichsdatei:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;SSL mode:</source>
        <translation>&amp;SSL-Modus:</translation>
    </message>
    <message>
        <source>Server &amp;URL:</source>
        <translation>Server-&amp;URL:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>The embedded workspace cannot be renamed.</source>
        <translation>Der eingebettete Arbeitsbereich kann nicht umbenannt werden.</translation>
    </message>
    <message>
        <source>Keep the secret in the system keychain, so that it is not asked for again.</source>
        <translation>Das Geheimnis im Schlüsselbund des Systems aufbewahren, damit es nicht erneut abgefragt wird.</translation>
    </message>
    <message>
        <source>No keychain service is running: nothing can be remembered.</source>
        <translation>Es läuft kein Schlüsselbunddienst: Es kann nichts gespeichert werden.</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>The SQLite workspace file. Leave it empty for the default:
%1</source>
        <translation>Die SQLite-Arbeitsbereichsdatei. Für den Standard leer lassen:
%1</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-Schlüsse&amp;l:</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Stored in the keychain</source>
        <translation>Im Schlüsselbund gespeichert</translation>
    </message>
    <message>
        <source>Not stored yet</source>
        <translation>Noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Asked for when connecting</source>
        <translation>Wird beim Verbinden abgefragt</translation>
    </message>
    <message>
        <source>Workspace File</source>
        <translation>Arbeitsbereichsdatei</translation>
    </message>
    <message>
        <source>capstudio workspaces (*.sqlite);;All files (*)</source>
        <translation>capstudio-Arbeitsbereiche (*.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Workspace file</source>
        <translation>Arbeitsbereichsdatei</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>A folder written by capstudio catalog pull</source>
        <translation>Ein von capstudio catalog pull geschriebener Ordner</translation>
    </message>
    <message>
        <source>A catalog folder: capabilities/ and agents/ of YAML files, as capstudio catalog pull and File ▸ Export Catalog to Folder… write them.</source>
        <translation>Ein Katalogordner: capabilities/ und agents/ mit YAML-Dateien, wie capstudio catalog pull und Datei ▸ Katalog in Ordner exportieren … sie schreiben.</translation>
    </message>
    <message>
        <source>Catalog &amp;folder:</source>
        <translation>Katalog&amp;ordner:</translation>
    </message>
    <message>
        <source>Catalog folder</source>
        <translation>Katalogordner</translation>
    </message>
    <message>
        <source>Catalog Folder</source>
        <translation>Katalogordner</translation>
    </message>
</context>
<context>
    <name>capstudio::ConnectionsDialog</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Du&amp;plicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>No keychain service is running. The password is asked for each time and never saved.</source>
        <translation>Es läuft kein Schlüsselbunddienst. Das Passwort wird jedes Mal abgefragt und nie gespeichert.</translation>
    </message>
    <message>
        <source>Add a connection</source>
        <translation>Verbindung hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected connection (Delete)</source>
        <translation>Die ausgewählte Verbindung entfernen (Entf)</translation>
    </message>
    <message>
        <source>Save the connections and close, without switching</source>
        <translation>Die Verbindungen speichern und schließen, ohne zu wechseln</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(kein Name)</translation>
    </message>
    <message>
        <source>In use in this window</source>
        <translation>In diesem Fenster in Verwendung</translation>
    </message>
    <message>
        <source>The connection needs a name.</source>
        <translation>Die Verbindung braucht einen Namen.</translation>
    </message>
    <message>
        <source>Another connection is already named “%1”.</source>
        <translation>Eine andere Verbindung heißt bereits „%1“.</translation>
    </message>
    <message>
        <source>Fix or remove the connection “%1” first.</source>
        <translation>Korrigieren oder entfernen Sie zuerst die Verbindung „%1“.</translation>
    </message>
    <message>
        <source>The embedded workspace cannot be removed.</source>
        <translation>Der eingebettete Arbeitsbereich kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>New connection</source>
        <translation>Neue Verbindung</translation>
    </message>
    <message>
        <source>Testing the connection to %1…</source>
        <translation>Die Verbindung zu %1 wird getestet …</translation>
    </message>
    <message>
        <source>The connection works.</source>
        <translation>Die Verbindung funktioniert.</translation>
    </message>
    <message>
        <source>Updating the system keychain…</source>
        <translation>Der Schlüsselbund des Systems wird aktualisiert …</translation>
    </message>
    <message>
        <source>The connections are saved, but the system keychain failed: %1</source>
        <translation>Die Verbindungen sind gespeichert, aber der Schlüsselbund des Systems ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>capstudio::CredentialStore</name>
    <message>
        <source>Nothing is stored in the system keychain for %1.</source>
        <translation>Im Schlüsselbund des Systems ist für %1 nichts gespeichert.</translation>
    </message>
    <message>
        <source>The system keychain refused access: %1</source>
        <translation>Der Schlüsselbund des Systems hat den Zugriff verweigert: %1</translation>
    </message>
    <message>
        <source>No keychain service is running (%1).</source>
        <translation>Es läuft kein Schlüsselbunddienst (%1).</translation>
    </message>
    <message>
        <source>The system keychain failed: %1</source>
        <translation>Der Schlüsselbund des Systems ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>The system keychain did not answer within %n second(s).</source>
        <translation>
            <numerusform>Der Schlüsselbund des Systems hat nicht innerhalb von %n Sekunde geantwortet.</numerusform>
            <numerusform>Der Schlüsselbund des Systems hat nicht innerhalb von %n Sekunden geantwortet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>capstudio::DesignerPane</name>
    <message>
        <source>Filter workflows, skills, scripts</source>
        <translation>Workflows, Skills, Skripte filtern</translation>
    </message>
    <message>
        <source>Find state or transition</source>
        <translation>Zustand oder Übergang suchen</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Simulator</source>
        <translation>Simulator</translation>
    </message>
    <message>
        <source>Open &amp;Library…</source>
        <translation>&amp;Bibliothek öffnen …</translation>
    </message>
    <message>
        <source>&amp;Save Library</source>
        <translation>Bibliothek &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Export Diagram…</source>
        <translation>Diagramm &amp;exportieren …</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>New &amp;Orchestrator…</source>
        <translation>Neuer &amp;Orchestrator …</translation>
    </message>
    <message>
        <source>New &amp;Capability…</source>
        <translation>Neue &amp;Fähigkeit …</translation>
    </message>
    <message>
        <source>&amp;Add State…</source>
        <translation>&amp;Zustand hinzufügen …</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Re&amp;name State…</source>
        <translation>Zustand &amp;umbenennen …</translation>
    </message>
    <message>
        <source>&amp;Copy States</source>
        <translation>Zustände &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste States</source>
        <translation>Zustände e&amp;infügen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Auto &amp;Layout</source>
        <translation>Automatisches &amp;Layout</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Fit to View</source>
        <translation>An &amp;Ansicht anpassen</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Back to Caller</source>
        <translation>&amp;Zurück zum Aufrufer</translation>
    </message>
    <message>
        <source>&amp;Find in Diagram</source>
        <translation>Im Diagramm &amp;suchen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The library has unsaved changes. Save them first?</source>
        <translation>Die Bibliothek hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Open flowgate Library</source>
        <translation>flowgate-Bibliothek öffnen</translation>
    </message>
    <message>
        <source>flowgate YAML (*.yaml *.yml)</source>
        <translation>flowgate-YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Cannot open the library</source>
        <translation>Die Bibliothek kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Orchestrators</source>
        <translation>Orchestratoren</translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Other workflows</source>
        <translation>Andere Workflows</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>Scripts</source>
        <translation>Skripte</translation>
    </message>
    <message>
        <source>(no verb)</source>
        <translation>(kein Verb)</translation>
    </message>
    <message>
        <source>The library has no workflow %1.</source>
        <translation>Die Bibliothek hat keinen Workflow %1.</translation>
    </message>
    <message>
        <source>Nothing in %1 matches “%2”.</source>
        <translation>Nichts in %1 passt zu „%2“.</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es).</source>
        <translation>
            <numerusform>%n Treffer.</numerusform>
            <numerusform>%n Treffer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save the library</source>
        <translation>Die Bibliothek kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg);;PNG images (*.png)</source>
        <translation>SVG-Bilder (*.svg);;PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Cannot export the diagram</source>
        <translation>Das Diagramm kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 exportiert.</translation>
    </message>
    <message>
        <source>New Capability</source>
        <translation>Neue Fähigkeit</translation>
    </message>
    <message>
        <source>Verb:</source>
        <translation>Verb:</translation>
    </message>
    <message>
        <source>Name (cap.%1.&lt;name&gt;):</source>
        <translation>Name (cap.%1.&lt;name&gt;):</translation>
    </message>
    <message>
        <source>Cannot add the capability</source>
        <translation>Die Fähigkeit kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>New Orchestrator</source>
        <translation>Neuer Orchestrator</translation>
    </message>
    <message>
        <source>Name (flow.&lt;name&gt;):</source>
        <translation>Name (flow.&lt;name&gt;):</translation>
    </message>
    <message>
        <source>Cannot add the orchestrator</source>
        <translation>Der Orchestrator kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>Filter workflows</source>
        <translation>Workflows filtern</translation>
    </message>
    <message>
        <source>Workflows, skills and scripts</source>
        <translation>Workflows, Skills und Skripte</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>%1 schließen</translation>
    </message>
    <message>
        <source>No flowgate library open</source>
        <translation>Keine flowgate-Bibliothek geöffnet</translation>
    </message>
    <message>
        <source>Open a flowgate library (a gateway.yaml or a workflow file) to draw, check and simulate its orchestrators.</source>
        <translation>Öffnen Sie eine flowgate-Bibliothek (eine gateway.yaml oder eine Workflow-Datei), um ihre Orchestratoren zu zeichnen, zu prüfen und zu simulieren.</translation>
    </message>
    <message>
        <source>No workflow open</source>
        <translation>Kein Workflow geöffnet</translation>
    </message>
    <message>
        <source>Pick a workflow in the list on the left, or start a new orchestrator.</source>
        <translation>Wählen Sie links einen Workflow aus der Liste oder beginnen Sie einen neuen Orchestrator.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>&amp;Merge Three Versions…</source>
        <translation>Drei Versionen &amp;zusammenführen …</translation>
    </message>
    <message>
        <source>Merge a flowgate file&apos;s base, ours and theirs, settling conflicts one by one</source>
        <translation>Basis, unsere und deren Version einer flowgate-Datei zusammenführen und die Konflikte einzeln klären</translation>
    </message>
    <message>
        <source>Merged into %1; the library here has unsaved changes, so it was not reopened.</source>
        <translation>In %1 zusammengeführt; die Bibliothek hier hat ungespeicherte Änderungen und wurde daher nicht neu geöffnet.</translation>
    </message>
    <message>
        <source>Merged into %1, which does not open here: %2</source>
        <translation>In %1 zusammengeführt, die sich hier nicht öffnen lässt: %2</translation>
    </message>
    <message>
        <source>Merged into %1 and opened it.</source>
        <translation>In %1 zusammengeführt und geöffnet.</translation>
    </message>
    <message>
        <source>Cannot Merge</source>
        <translation>Zusammenführen nicht möglich</translation>
    </message>
</context>
<context>
    <name>capstudio::DesignerProblemsModel</name>
    <message>
        <source>would not load</source>
        <translation>würde nicht geladen</translation>
    </message>
    <message>
        <source>`check` would fail</source>
        <translation>`check` würde fehlschlagen</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>%1 › %2</source>
        <translation>%1 › %2</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Auswirkung</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
</context>
<context>
    <name>capstudio::DesignerProblemsPanel</name>
    <message>
        <source>All workflows</source>
        <translation>Alle Workflows</translation>
    </message>
    <message>
        <source>This workflow</source>
        <translation>Dieser Workflow</translation>
    </message>
    <message>
        <source>Show problems of</source>
        <translation>Probleme anzeigen von</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Keine Probleme</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 Warnung</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 Warnungen</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
</context>
<context>
    <name>capstudio::DesignerScene</name>
    <message>
        <source>State %1: only in the version compared with</source>
        <translation>Zustand %1: nur in der verglichenen Version</translation>
    </message>
    <message>
        <source>Transition %1: only in the version compared with</source>
        <translation>Übergang %1: nur in der verglichenen Version</translation>
    </message>
</context>
<context>
    <name>capstudio::DesignerView</name>
    <message>
        <source>Workflow canvas</source>
        <translation>Workflow-Diagramm</translation>
    </message>
    <message>
        <source>Tab and Shift+Tab select the states and transitions in turn; the arrow keys move the selected states (with Shift, further); Return renames a state or opens a called workflow; Shift+F10 opens the element&apos;s menu.</source>
        <translation>Tab und Umschalt+Tab wählen nacheinander die Zustände und Übergänge; die Pfeiltasten verschieben die gewählten Zustände (mit Umschalt weiter); Eingabe benennt einen Zustand um oder öffnet einen aufgerufenen Workflow; Umschalt+F10 öffnet das Menü des Elements.</translation>
    </message>
</context>
<context>
    <name>capstudio::DispatchDryRunDialog</name>
    <message>
        <source>Dry-Run a Capability Call</source>
        <translation>Probelauf eines Fähigkeitsaufrufs</translation>
    </message>
    <message>
        <source>&amp;Re-run</source>
        <translation>&amp;Erneut ausführen</translation>
    </message>
    <message>
        <source>Read the workspace again and re-run (F5); edits re-run by themselves</source>
        <translation>Arbeitsbereich neu einlesen und erneut ausführen (F5); Änderungen lösen die Ausführung selbst aus</translation>
    </message>
    <message>
        <source>Save Dry-Run As</source>
        <translation>Probelauf speichern unter</translation>
    </message>
    <message>
        <source>Name of the dry-run:</source>
        <translation>Name des Probelaufs:</translation>
    </message>
    <message>
        <source>Using the binding as edited in the Configure dialog (not applied yet): %1 for %2, %3, rate limit %4.</source>
        <translation>Verwendet wird die Bindung, wie sie im Konfigurationsdialog bearbeitet wurde (noch nicht angewendet): %1 für %2, %3, Ratenlimit %4.</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <source>%1/min</source>
        <translation>%1/min</translation>
    </message>
    <message>
        <source>inherited</source>
        <translation>geerbt</translation>
    </message>
    <message>
        <source>Save Dry-Run</source>
        <translation>Probelauf speichern</translation>
    </message>
</context>
<context>
    <name>capstudio::DispatchPipeline</name>
    <message>
        <source>arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>A workflow tool_call step is dispatched directly, without the chat&apos;s checks.</source>
        <translation>Ein tool_call-Schritt eines Workflows wird direkt dispatcht, ohne die Prüfungen des Chats.</translation>
    </message>
    <message>
        <source>This call reaches the dispatcher directly, without the chat&apos;s checks.</source>
        <translation>Dieser Aufruf erreicht den Dispatcher direkt, ohne die Prüfungen des Chats.</translation>
    </message>
    <message>
        <source>Tool name</source>
        <translation>Tool-Name</translation>
    </message>
    <message>
        <source>The model was never offered &quot;%1&quot;: %2. A call by that name is refused before the dispatcher.</source>
        <translation>Dem Modell wurde „%1“ nie angeboten: %2. Ein Aufruf unter diesem Namen wird vor dem Dispatcher abgelehnt.</translation>
    </message>
    <message>
        <source>no agent with id &quot;%1&quot; is in the workspace</source>
        <translation>im Arbeitsbereich gibt es keinen Agenten mit der ID „%1“</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no capability row has this slug</source>
        <translation>keine Fähigkeitszeile hat diesen Slug</translation>
    </message>
    <message>
        <source>Binding row</source>
        <translation>Bindungszeile</translation>
    </message>
    <message>
        <source>enabled</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Capability active</source>
        <translation>Fähigkeit aktiv</translation>
    </message>
    <message>
        <source>Handler registered</source>
        <translation>Handler registriert</translation>
    </message>
    <message>
        <source>Slug matches ^[a-zA-Z0-9_-]{1,64}$</source>
        <translation>Slug entspricht ^[a-zA-Z0-9_-]{1,64}$</translation>
    </message>
    <message>
        <source>the agent has no binding row for it</source>
        <translation>der Agent hat keine Bindungszeile dafür</translation>
    </message>
    <message>
        <source>Without a binding row the dispatcher itself would allow the call (permissive mode): chat agents are only not offered the tool, and workflow steps still run it. Only a disabled binding row revokes.</source>
        <translation>Ohne Bindungszeile würde der Dispatcher selbst den Aufruf zulassen (permissive-Modus): Chat-Agenten wird das Tool lediglich nicht angeboten, und Workflow-Schritte führen es weiterhin aus. Nur eine deaktivierte Bindungszeile entzieht den Zugriff.</translation>
    </message>
    <message>
        <source>its binding is disabled</source>
        <translation>seine Bindung ist deaktiviert</translation>
    </message>
    <message>
        <source>the capability is inactive</source>
        <translation>die Fähigkeit ist inaktiv</translation>
    </message>
    <message>
        <source>no code is registered under this slug on the server</source>
        <translation>auf dem Server ist unter diesem Slug kein Code registriert</translation>
    </message>
    <message>
        <source>the slug is not a valid tool name</source>
        <translation>der Slug ist kein gültiger Tool-Name</translation>
    </message>
    <message>
        <source>Offered to %1 as the tool &quot;%2&quot;.</source>
        <translation>%1 als Tool „%2“ angeboten.</translation>
    </message>
    <message>
        <source>Failed calls in a row this turn</source>
        <translation>Fehlgeschlagene Aufrufe in Folge in diesem Zug</translation>
    </message>
    <message>
        <source>&quot;%1&quot; already failed %2 times in a row in this turn; the chat stops calling it until the next turn.</source>
        <translation>„%1“ ist in diesem Zug bereits %2-mal in Folge fehlgeschlagen; der Chat ruft es bis zum nächsten Zug nicht mehr auf.</translation>
    </message>
    <message>
        <source>Fewer than two failures in a row this turn.</source>
        <translation>Weniger als zwei Fehlschläge in Folge in diesem Zug.</translation>
    </message>
    <message>
        <source>Each chat dispatch is timed out after 30 s (execution_error &quot;Tool &apos;&lt;name&gt;&apos; timed out after 30000ms&quot;); two failures in a row make the tool unavailable for the rest of the turn.</source>
        <translation>Jeder Chat-Dispatch wird nach 30 s abgebrochen (execution_error &quot;Tool &apos;&lt;name&gt;&apos; timed out after 30000ms&quot;); zwei Fehlschläge in Folge machen das Tool für den Rest des Zugs unverfügbar.</translation>
    </message>
    <message>
        <source>The registry holds the active capability rows.</source>
        <translation>Die Registry enthält die aktiven Fähigkeitszeilen.</translation>
    </message>
    <message>
        <source>Active rows loaded</source>
        <translation>Geladene aktive Zeilen</translation>
    </message>
    <message>
        <source>Active rows skipped (functionDefinition does not load)</source>
        <translation>Übersprungene aktive Zeilen (functionDefinition lädt nicht)</translation>
    </message>
    <message>
        <source>The registry is cached for 5 minutes per server process and cleared by admin writes on that process: an edit made elsewhere may take up to 5 minutes to count.</source>
        <translation>Die Registry wird pro Serverprozess 5 Minuten lang zwischengespeichert und durch Admin-Schreibvorgänge auf diesem Prozess geleert: Eine anderswo vorgenommene Änderung kann bis zu 5 Minuten brauchen, bis sie zählt.</translation>
    </message>
    <message>
        <source>The row of %1 is skipped: its functionDefinition needs a non-empty &quot;name&quot; and a &quot;parameters&quot; object.</source>
        <translation>Die Zeile von %1 wird übersprungen: Ihre functionDefinition braucht einen nicht leeren &quot;name&quot; und ein &quot;parameters&quot;-Objekt.</translation>
    </message>
    <message>
        <source>Handler</source>
        <translation>Handler</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>eingebaut</translation>
    </message>
    <message>
        <source>registered by this deployment</source>
        <translation>von diesem Deployment registriert</translation>
    </message>
    <message>
        <source>executionType</source>
        <translation>executionType</translation>
    </message>
    <message>
        <source>executionHandler</source>
        <translation>executionHandler</translation>
    </message>
    <message>
        <source>No code is registered under &quot;%1&quot;.</source>
        <translation>Unter „%1“ ist kein Code registriert.</translation>
    </message>
    <message>
        <source>executionType and executionHandler are not used for dispatch: an api or webhook row with a URL handler does nothing unless a code class is registered under its slug, and it is never offered to the model. List the deployment&apos;s own handlers under Deployment if it has them.</source>
        <translation>executionType und executionHandler werden für den Dispatch nicht verwendet: Eine api- oder webhook-Zeile mit einem URL-Handler bewirkt nichts, solange unter ihrem Slug keine Code-Klasse registriert ist, und wird dem Modell nie angeboten. Führen Sie die eigenen Handler des Deployments unter Deployment auf, falls es welche hat.</translation>
    </message>
    <message>
        <source>A handler is registered under &quot;%1&quot;.</source>
        <translation>Unter „%1“ ist ein Handler registriert.</translation>
    </message>
    <message>
        <source>No capability row has the slug &quot;%1&quot;.</source>
        <translation>Keine Fähigkeitszeile hat den Slug „%1“.</translation>
    </message>
    <message>
        <source>read_user_memory, write_user_memory and escalate_to_human are registered in code but never seeded: they need a row before anything can call them.</source>
        <translation>read_user_memory, write_user_memory und escalate_to_human sind im Code registriert, werden aber nie angelegt (Seed): Sie brauchen eine Zeile, bevor irgendetwas sie aufrufen kann.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>isActive</source>
        <translation>isActive</translation>
    </message>
    <message>
        <source>Capability &quot;%1&quot; is inactive.</source>
        <translation>Fähigkeit „%1“ ist inaktiv.</translation>
    </message>
    <message>
        <source>The row of &quot;%1&quot; was skipped when the registry loaded: its functionDefinition does not load.</source>
        <translation>Die Zeile von „%1“ wurde beim Laden der Registry übersprungen: Ihre functionDefinition lädt nicht.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is in the active registry.</source>
        <translation>„%1“ ist in der aktiven Registry.</translation>
    </message>
    <message>
        <source>quarantineState</source>
        <translation>quarantineState</translation>
    </message>
    <message>
        <source>quarantineUntil</source>
        <translation>quarantineUntil</translation>
    </message>
    <message>
        <source>Judged at</source>
        <translation>Beurteilt am</translation>
    </message>
    <message>
        <source>Effective state</source>
        <translation>Wirksamer Zustand</translation>
    </message>
    <message>
        <source>Capability &quot;%1&quot; is quarantined.</source>
        <translation>Fähigkeit „%1“ ist in Quarantäne.</translation>
    </message>
    <message>
        <source>A hard quarantine ends the chat turn (skipFollowup) and exposes no reason to the model.</source>
        <translation>Eine harte Quarantäne beendet den Chat-Zug (skipFollowup) und gibt dem Modell keinen Grund preis.</translation>
    </message>
    <message>
        <source>Capability &quot;%1&quot; is quarantined: %2</source>
        <translation>Fähigkeit „%1“ ist in Quarantäne: %2</translation>
    </message>
    <message>
        <source>Reason (in the message and metadata)</source>
        <translation>Grund (in Meldung und Metadaten)</translation>
    </message>
    <message>
        <source>Not quarantined.</source>
        <translation>Nicht in Quarantäne.</translation>
    </message>
    <message>
        <source>The quarantine has expired or its state is unknown: the row counts as active.</source>
        <translation>Die Quarantäne ist abgelaufen oder ihr Zustand ist unbekannt: Die Zeile gilt als aktiv.</translation>
    </message>
    <message>
        <source>Dispatch agent id</source>
        <translation>Agenten-ID beim Dispatch</translation>
    </message>
    <message>
        <source>Binding mode</source>
        <translation>Bindungsmodus</translation>
    </message>
    <message>
        <source>Workflow callers always get a synthetic enabled binding (no customConfig, no customRateLimit).</source>
        <translation>Workflow-Aufrufer erhalten immer eine synthetische aktivierte Bindung (keine customConfig, kein customRateLimit).</translation>
    </message>
    <message>
        <source>Binding</source>
        <translation>Bindung</translation>
    </message>
    <message>
        <source>synthetic</source>
        <translation>synthetisch</translation>
    </message>
    <message>
        <source>Agent bindings do not apply to workflow steps: disabling a binding for an agent does not stop a workflow from calling the capability.</source>
        <translation>Agentenbindungen gelten nicht für Workflow-Schritte: Das Deaktivieren einer Bindung für einen Agenten hindert einen Workflow nicht daran, die Fähigkeit aufzurufen.</translation>
    </message>
    <message>
        <source>no row</source>
        <translation>keine Zeile</translation>
    </message>
    <message>
        <source>%1 has no binding for &quot;%2&quot; and the server runs in strict binding mode.</source>
        <translation>%1 hat keine Bindung für „%2“, und der Server läuft im strikten Bindungsmodus.</translation>
    </message>
    <message>
        <source>No binding row: the dispatcher allows the call on a synthetic enabled binding (permissive mode).</source>
        <translation>Keine Bindungszeile: Der Dispatcher lässt den Aufruf mit einer synthetischen aktivierten Bindung zu (permissive-Modus).</translation>
    </message>
    <message>
        <source>Detaching is not revoking: only a disabled binding row stops the call.</source>
        <translation>Lösen ist kein Widerruf: Nur eine deaktivierte Bindungszeile stoppt den Aufruf.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is disabled for %2.</source>
        <translation>„%1“ ist für %2 deaktiviert.</translation>
    </message>
    <message>
        <source>The binding is enabled.</source>
        <translation>Die Bindung ist aktiviert.</translation>
    </message>
    <message>
        <source>Bindings are cached per agent for 5 minutes per server process: enabling or disabling takes effect when that cache is cleared.</source>
        <translation>Bindungen werden pro Agent und Serverprozess 5 Minuten lang zwischengespeichert: Aktivieren oder Deaktivieren wirkt, sobald dieser Cache geleert wird.</translation>
    </message>
    <message>
        <source>Stock Sunrise registers no capability guard and no scope binding; a fork that adds them can stop the call here with capability_guard_denied or scope_conflict.</source>
        <translation>Das unveränderte Sunrise registriert keinen Fähigkeits-Guard und keine Scope-Bindung; ein Fork, der sie hinzufügt, kann den Aufruf hier mit capability_guard_denied oder scope_conflict stoppen.</translation>
    </message>
    <message>
        <source>binding&apos;s customRateLimit</source>
        <translation>customRateLimit der Bindung</translation>
    </message>
    <message>
        <source>capability&apos;s rateLimit</source>
        <translation>rateLimit der Fähigkeit</translation>
    </message>
    <message>
        <source>Capability rateLimit</source>
        <translation>rateLimit der Fähigkeit</translation>
    </message>
    <message>
        <source>Binding customRateLimit</source>
        <translation>customRateLimit der Bindung</translation>
    </message>
    <message>
        <source>Effective limit (customRateLimit ?? rateLimit)</source>
        <translation>Wirksames Limit (customRateLimit ?? rateLimit)</translation>
    </message>
    <message>
        <source>Calls in the current 60 s window</source>
        <translation>Aufrufe im aktuellen 60-s-Fenster</translation>
    </message>
    <message>
        <source>%1 of %2 calls used in the sliding 60 s window.</source>
        <translation>%1 von %2 Aufrufen im gleitenden 60-s-Fenster verbraucht.</translation>
    </message>
    <message>
        <source>No rate limit applies.</source>
        <translation>Es gilt kein Ratenlimit.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Other agents bound to %1 have a different limit; the limit actually enforced depends on who calls first.</source>
        <translation>Andere an %1 gebundene Agenten haben ein anderes Limit; welches Limit tatsächlich durchgesetzt wird, hängt davon ab, wer zuerst aufruft.</translation>
    </message>
    <message>
        <source>Other agents&apos; limits</source>
        <translation>Limits anderer Agenten</translation>
    </message>
    <message>
        <source>The limiter of a capability is created once per slug (the window is counted per agent): the limit of whichever agent calls first after a registry reload or an admin write holds for every agent until the next reload, and windows reset on every reload. Limits are per server process.</source>
        <translation>Der Limiter einer Fähigkeit wird einmal pro Slug erzeugt (das Fenster wird pro Agent gezählt): Das Limit des Agenten, der nach einem Neuladen der Registry oder einem Admin-Schreibvorgang zuerst aufruft, gilt bis zum nächsten Neuladen für jeden Agenten, und die Fenster werden bei jedem Neuladen zurückgesetzt. Limits gelten pro Serverprozess.</translation>
    </message>
    <message>
        <source>requiresApproval is off.</source>
        <translation>requiresApproval ist aus.</translation>
    </message>
    <message>
        <source>requiresApproval</source>
        <translation>requiresApproval</translation>
    </message>
    <message>
        <source>&quot;%1&quot; requires approval; the handler does not run.</source>
        <translation>„%1“ erfordert eine Freigabe; der Handler läuft nicht.</translation>
    </message>
    <message>
        <source>metadata.timeoutMs</source>
        <translation>metadata.timeoutMs</translation>
    </message>
    <message>
        <source>the server&apos;s default (approvalTimeoutMs is null)</source>
        <translation>der Standard des Servers (approvalTimeoutMs ist null)</translation>
    </message>
    <message>
        <source>metadata.defaultAction</source>
        <translation>metadata.defaultAction</translation>
    </message>
    <message>
        <source>Nothing in Sunrise consumes requires_approval today: there is no approval queue for capability calls. In chat the turn ends; in a workflow tool_call step it is a permanent step error. The only working approval is a workflow with a human_approval step started through run_workflow.</source>
        <translation>Derzeit verarbeitet nichts in Sunrise requires_approval: Es gibt keine Freigabewarteschlange für Fähigkeitsaufrufe. Im Chat endet der Zug; in einem tool_call-Schritt eines Workflows ist es ein dauerhafter Schrittfehler. Die einzige funktionierende Freigabe ist ein Workflow mit einem human_approval-Schritt, der über run_workflow gestartet wird.</translation>
    </message>
    <message>
        <source>The sample arguments are not JSON: %1</source>
        <translation>Die Beispielargumente sind kein JSON: %1</translation>
    </message>
    <message>
        <source>arguments must be a JSON object</source>
        <translation>die Argumente müssen ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>functionDefinition.parameters of %1</source>
        <translation>functionDefinition.parameters von %1</translation>
    </message>
    <message>
        <source>functionDefinition.parameters is not a valid JSON Schema, so the arguments cannot be checked here.</source>
        <translation>functionDefinition.parameters ist kein gültiges JSON-Schema, daher können die Argumente hier nicht geprüft werden.</translation>
    </message>
    <message>
        <source>document_id is validated as a UUID, but Sunrise&apos;s document ids are cuids: a real document id fails here with invalid_args.</source>
        <translation>document_id wird als UUID geprüft, aber die Dokument-IDs von Sunrise sind cuids: Eine echte Dokument-ID scheitert hier mit invalid_args.</translation>
    </message>
    <message>
        <source>The arguments match the parameters schema.</source>
        <translation>Die Argumente entsprechen dem parameters-Schema.</translation>
    </message>
    <message>
        <source>Sunrise validates with the capability class&apos;s own Zod schema; for the built-ins the seeded functionDefinition equals the class&apos;s definition.</source>
        <translation>Sunrise prüft mit dem eigenen Zod-Schema der Fähigkeitsklasse; bei den eingebauten Fähigkeiten entspricht die angelegte functionDefinition der Definition der Klasse.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; reads no customConfig.</source>
        <translation>„%1“ liest keine customConfig.</translation>
    </message>
    <message>
        <source>The binding&apos;s customConfig passes the checks %1 makes when it runs.</source>
        <translation>Die customConfig der Bindung besteht die Prüfungen, die %1 bei der Ausführung vornimmt.</translation>
    </message>
    <message>
        <source>customConfig</source>
        <translation>customConfig</translation>
    </message>
    <message>
        <source>Environment profile</source>
        <translation>Umgebungsprofil</translation>
    </message>
    <message>
        <source>No binding row: the capability runs with no customConfig.</source>
        <translation>Keine Bindungszeile: Die Fähigkeit läuft ohne customConfig.</translation>
    </message>
    <message>
        <source>A workflow step&apos;s synthetic binding has no customConfig.</source>
        <translation>Die synthetische Bindung eines Workflow-Schritts hat keine customConfig.</translation>
    </message>
    <message>
        <source>These four built-ins read customConfig from the database on every call (no cache), and Sunrise checks it only then: saving a binding checks nothing but that it is an object.</source>
        <translation>Diese vier eingebauten Fähigkeiten lesen customConfig bei jedem Aufruf aus der Datenbank (kein Cache), und Sunrise prüft sie erst dann: Beim Speichern einer Bindung wird nur geprüft, ob sie ein Objekt ist.</translation>
    </message>
    <message>
        <source>The auth secret&apos;s environment variable %1 is not set (missing_auth_secret).</source>
        <translation>Die Umgebungsvariable %1 des Auth-Geheimnisses ist nicht gesetzt (missing_auth_secret).</translation>
    </message>
    <message>
        <source>%1 is not set in %2: the provider that needs it fails when used.</source>
        <translation>%1 ist in %2 nicht gesetzt: Der Anbieter, der sie braucht, schlägt bei Verwendung fehl.</translation>
    </message>
    <message>
        <source>hmac auth cannot sign a multipart body.</source>
        <translation>hmac-Auth kann keinen multipart-Rumpf signieren.</translation>
    </message>
    <message>
        <source>forcedUrl (the model&apos;s url is ignored)</source>
        <translation>forcedUrl (die url des Modells wird ignoriert)</translation>
    </message>
    <message>
        <source>the model&apos;s url argument</source>
        <translation>das url-Argument des Modells</translation>
    </message>
    <message>
        <source>URL called</source>
        <translation>Aufgerufene URL</translation>
    </message>
    <message>
        <source>%1 — from %2</source>
        <translation>%1 — aus %2</translation>
    </message>
    <message>
        <source>No URL anywhere: the binding has no forcedUrl and the arguments have no url.</source>
        <translation>Nirgends eine URL: Die Bindung hat keine forcedUrl und die Argumente haben keine url.</translation>
    </message>
    <message>
        <source>%1 starts with none of allowedUrlPrefixes.</source>
        <translation>%1 beginnt mit keinem der allowedUrlPrefixes.</translation>
    </message>
    <message>
        <source>%1 does not define ORCHESTRATION_ALLOWED_HOSTS, so the host check cannot be judged here; on the server an empty list blocks every host.</source>
        <translation>%1 definiert ORCHESTRATION_ALLOWED_HOSTS nicht, daher lässt sich die Host-Prüfung hier nicht beurteilen; auf dem Server blockiert eine leere Liste jeden Host.</translation>
    </message>
    <message>
        <source>The host allowlist is unknown in this environment profile.</source>
        <translation>Die Host-Allowlist ist in diesem Umgebungsprofil unbekannt.</translation>
    </message>
    <message>
        <source>ORCHESTRATION_ALLOWED_HOSTS</source>
        <translation>ORCHESTRATION_ALLOWED_HOSTS</translation>
    </message>
    <message>
        <source>Host &quot;%1&quot; is not in ORCHESTRATION_ALLOWED_HOSTS.</source>
        <translation>Host „%1“ ist nicht in ORCHESTRATION_ALLOWED_HOSTS.</translation>
    </message>
    <message>
        <source>allowedWorkflowSlugs</source>
        <translation>allowedWorkflowSlugs</translation>
    </message>
    <message>
        <source>Workflow &quot;%1&quot; is not in allowedWorkflowSlugs.</source>
        <translation>Workflow „%1“ ist nicht in allowedWorkflowSlugs.</translation>
    </message>
    <message>
        <source>The handler of &quot;%1&quot; would run.</source>
        <translation>Der Handler von „%1“ würde laufen.</translation>
    </message>
    <message>
        <source>In chat the call is timed out after 30 s (execution_error).</source>
        <translation>Im Chat wird der Aufruf nach 30 s abgebrochen (execution_error).</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>&lt;execution id&gt;</source>
        <translation>&lt;Ausführungs-ID&gt;</translation>
    </message>
    <message>
        <source>&lt;step id&gt;</source>
        <translation>&lt;Schritt-ID&gt;</translation>
    </message>
    <message>
        <source>Step-dispatch cache</source>
        <translation>Schritt-Dispatch-Cache</translation>
    </message>
    <message>
        <source>skipped: the capability is idempotent</source>
        <translation>übersprungen: die Fähigkeit ist idempotent</translation>
    </message>
    <message>
        <source>Idempotent capabilities opt out of ai_workflow_step_dispatch: a re-driven step calls the handler again, and the destination must deduplicate.</source>
        <translation>Idempotente Fähigkeiten nehmen nicht an ai_workflow_step_dispatch teil: Ein erneut angestoßener Schritt ruft den Handler noch einmal auf, und das Ziel muss Duplikate erkennen.</translation>
    </message>
    <message>
        <source>ai_workflow_step_dispatch under %1</source>
        <translation>ai_workflow_step_dispatch unter %1</translation>
    </message>
    <message>
        <source>The first successful result is stored under (executionId, stepId) and replayed when the step is re-driven after a crash, without calling the handler again.</source>
        <translation>Das erste erfolgreiche Ergebnis wird unter (executionId, stepId) gespeichert und wiederverwendet, wenn der Schritt nach einem Absturz erneut angestoßen wird, ohne den Handler noch einmal aufzurufen.</translation>
    </message>
    <message>
        <source>In a workflow step rate_limited and execution_error are retried; every other code is a permanent step error.</source>
        <translation>In einem Workflow-Schritt werden rate_limited und execution_error wiederholt; jeder andere Code ist ein dauerhafter Schrittfehler.</translation>
    </message>
    <message>
        <source>A cost row is written to ai_cost_log (operation tool_call, zero tokens), fire and forget.</source>
        <translation>Eine Kostenzeile wird in ai_cost_log geschrieben (Operation tool_call, null Tokens), ohne auf das Ergebnis zu warten.</translation>
    </message>
</context>
<context>
    <name>capstudio::DispatchScenarioEditor</name>
    <message>
        <source>Caller</source>
        <translation>Aufrufer</translation>
    </message>
    <message>
        <source>Agent in &amp;chat:</source>
        <translation>Agent im &amp;Chat:</translation>
    </message>
    <message>
        <source>&amp;Workflow tool_call step</source>
        <translation>tool_call-Schritt eines &amp;Workflows</translation>
    </message>
    <message>
        <source>Sunrise dispatches a workflow step under agent id workflow:&lt;workflowId&gt;</source>
        <translation>Sunrise dispatcht einen Workflow-Schritt unter der Agenten-ID workflow:&lt;workflowId&gt;</translation>
    </message>
    <message>
        <source>workflow id or slug</source>
        <translation>Workflow-ID oder -Slug</translation>
    </message>
    <message>
        <source>the tool_call step</source>
        <translation>der tool_call-Schritt</translation>
    </message>
    <message>
        <source>optional: names the replay cache key</source>
        <translation>optional: benennt den Cache-Schlüssel für die Wiederverwendung</translation>
    </message>
    <message>
        <source>Workflow:</source>
        <translation>Workflow:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Schritt:</translation>
    </message>
    <message>
        <source>Execution:</source>
        <translation>Ausführung:</translation>
    </message>
    <message>
        <source>The tool name of the call: a capability slug. Type one the workspace does not have to see what Sunrise answers.</source>
        <translation>Der Tool-Name des Aufrufs: ein Fähigkeits-Slug. Geben Sie einen ein, den der Arbeitsbereich nicht hat, um zu sehen, was Sunrise antwortet.</translation>
    </message>
    <message>
        <source>&amp;Form</source>
        <translation>&amp;Formular</translation>
    </message>
    <message>
        <source>The arguments the LLM or the workflow passes: a JSON object</source>
        <translation>Die Argumente, die das LLM oder der Workflow übergibt: ein JSON-Objekt</translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation>&amp;JSON</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Deployment</translation>
    </message>
    <message>
        <source>What the server adds that the workspace does not hold</source>
        <translation>Was der Server hinzufügt, das der Arbeitsbereich nicht enthält</translation>
    </message>
    <message>
        <source>Permissive (default)</source>
        <translation>Permissive (Standard)</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Strict</translation>
    </message>
    <message>
        <source>CAPABILITY_BINDING_MODE: permissive lets a call without a binding row through on a synthetic enabled binding; strict denies it</source>
        <translation>CAPABILITY_BINDING_MODE: permissive lässt einen Aufruf ohne Bindungszeile mit einer synthetischen aktivierten Bindung durch; strict verweigert ihn</translation>
    </message>
    <message>
        <source>slugs, comma-separated</source>
        <translation>Slugs, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Capabilities whose code class is registered on the server besides the 13 built-ins. Without one, a capability row does nothing (unknown_capability).</source>
        <translation>Fähigkeiten, deren Code-Klasse neben den 13 eingebauten auf dem Server registriert ist. Ohne eine solche Klasse bewirkt eine Fähigkeitszeile nichts (unknown_capability).</translation>
    </message>
    <message>
        <source>Calls this caller already made to the capability in the current 60-second window</source>
        <translation>Aufrufe, die dieser Aufrufer im aktuellen 60-Sekunden-Fenster bereits an die Fähigkeit gerichtet hat</translation>
    </message>
    <message>
        <source>Calls of this tool that already failed in a row this chat turn; after two the chat stops offering it</source>
        <translation>Aufrufe dieses Tools, die in diesem Chat-Zug bereits in Folge fehlgeschlagen sind; nach zweien bietet der Chat es nicht mehr an</translation>
    </message>
    <message>
        <source>Binding mode:</source>
        <translation>Bindungsmodus:</translation>
    </message>
    <message>
        <source>Extra handlers:</source>
        <translation>Zusätzliche Handler:</translation>
    </message>
    <message>
        <source>Calls in the last 60 s:</source>
        <translation>Aufrufe in den letzten 60 s:</translation>
    </message>
    <message>
        <source>Failed calls this turn:</source>
        <translation>Fehlgeschlagene Aufrufe in diesem Zug:</translation>
    </message>
    <message>
        <source>The arguments are not a JSON object.</source>
        <translation>Die Argumente sind kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>Not valid JSON (%1); the form shows the last valid arguments.</source>
        <translation>Kein gültiges JSON (%1); das Formular zeigt die letzten gültigen Argumente.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>quarantined (%1)</source>
        <translation>in Quarantäne (%1)</translation>
    </message>
    <message>
        <source>no handler registered</source>
        <translation>kein Handler registriert</translation>
    </message>
    <message>
        <source>Type or pick a capability slug.</source>
        <translation>Geben Sie einen Fähigkeits-Slug ein oder wählen Sie einen aus.</translation>
    </message>
    <message>
        <source>%1 is not a capability of this workspace.</source>
        <translation>%1 ist keine Fähigkeit dieses Arbeitsbereichs.</translation>
    </message>
    <message>
        <source> · not bound to this agent</source>
        <translation> · nicht an diesen Agenten gebunden</translation>
    </message>
    <message>
        <source> · binding disabled</source>
        <translation> · Bindung deaktiviert</translation>
    </message>
    <message>
        <source> · bound and enabled</source>
        <translation> · gebunden und aktiviert</translation>
    </message>
    <message>
        <source>%1 (not in this workspace)</source>
        <translation>%1 (nicht in diesem Arbeitsbereich)</translation>
    </message>
    <message>
        <source>Without the chat&apos;s checks (the call reaches the &amp;dispatcher directly)</source>
        <translation>Ohne die Prüfungen des Chats (der Aufruf erreicht den &amp;Dispatcher direkt)</translation>
    </message>
    <message>
        <source>A tool offered before its binding changed still reaches the dispatcher: the chat&apos;s tool list and the dispatcher&apos;s bindings cache can disagree for up to five minutes.</source>
        <translation>Ein Tool, das angeboten wurde, bevor sich seine Bindung änderte, erreicht weiterhin den Dispatcher: Die Tool-Liste des Chats und der Bindungs-Cache des Dispatchers können bis zu fünf Minuten lang voneinander abweichen.</translation>
    </message>
    <message>
        <source>Ca&amp;pability:</source>
        <translation>Fähi&amp;gkeit:</translation>
    </message>
</context>
<context>
    <name>capstudio::DispatchStepModel</name>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Not reached</source>
        <translation>Nicht erreicht</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>Nicht anwendbar</translation>
    </message>
    <message>
        <source>Was: %1</source>
        <translation>Vorher: %1</translation>
    </message>
    <message>
        <source>Was: %1 %2</source>
        <translation>Vorher: %1 %2</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1 (geändert)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>capstudio::DispatchVerdictView</name>
    <message numerus="yes">
        <source> (%n caution(s))</source>
        <translation>
            <numerusform> (%n Warnung)</numerusform>
            <numerusform> (%n Warnungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sunrise would return %1 and not run the handler.</source>
        <translation>Sunrise würde %1 zurückgeben und den Handler nicht ausführen.</translation>
    </message>
    <message>
        <source>Every check passes: the handler would run.</source>
        <translation>Alle Prüfungen bestanden: Der Handler würde laufen.</translation>
    </message>
    <message>
        <source> The scenario has unsaved edits.</source>
        <translation> Das Szenario hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Same verdict as when saved on %1.</source>
        <translation>Gleiches Ergebnis wie beim Speichern am %1.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Sunrise returns &lt;code&gt;%1&lt;/code&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sunrise liefert &lt;code&gt;%1&lt;/code&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source> and the chat turn ends without a follow-up answer (skipFollowup).</source>
        <translation> und der Chat-Zug endet ohne Folgeantwort (skipFollowup).</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Notes&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Hinweise&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Diagnostics&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Diagnose&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>(whole value)</source>
        <translation>(gesamter Wert)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Verdict changed since saved on %1: was “%2”.</source>
        <translation>Ergebnis seit dem Speichern am %1 geändert: vorher „%2“.</translation>
    </message>
    <message>
        <source>Pipeline steps</source>
        <translation>Schritte der Pipeline</translation>
    </message>
    <message>
        <source>Step detail</source>
        <translation>Schrittdetails</translation>
    </message>
    <message>
        <source>Changed since saved. Was: %1</source>
        <translation>Seit dem Speichern geändert. Vorher: %1</translation>
    </message>
</context>
<context>
    <name>capstudio::EnvProfilePicker</name>
    <message>
        <source>The environment the ${env:VAR} references and auth secrets are checked against</source>
        <translation>Die Umgebung, gegen die ${env:VAR}-Verweise und auth-Geheimnisse geprüft werden</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>Add &amp;.env File…</source>
        <translation>&amp;.env-Datei hinzufügen …</translation>
    </message>
    <message>
        <source>Add Variable &amp;Names…</source>
        <translation>Variablen&amp;namen hinzufügen …</translation>
    </message>
    <message>
        <source>&amp;Re-read Current Profile</source>
        <translation>Aktuelles Profil neu &amp;einlesen</translation>
    </message>
    <message>
        <source>Re&amp;move Current Profile</source>
        <translation>Aktuelles Profil ent&amp;fernen</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Umgebung:</translation>
    </message>
    <message>
        <source>This process</source>
        <translation>Dieser Prozess</translation>
    </message>
    <message>
        <source>Add an Environment Profile</source>
        <translation>Umgebungsprofil hinzufügen</translation>
    </message>
    <message>
        <source>Environment files (.env* *.env);;All files (*)</source>
        <translation>Umgebungsdateien (.env* *.env);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Profile Name</source>
        <translation>Profilname</translation>
    </message>
    <message>
        <source>Name of the profile:</source>
        <translation>Name des Profils:</translation>
    </message>
    <message>
        <source>Name of the profile (e.g. production):</source>
        <translation>Name des Profils (z. B. production):</translation>
    </message>
    <message>
        <source>Variable Names</source>
        <translation>Variablennamen</translation>
    </message>
    <message>
        <source>The environment variables set on %1, one per line:</source>
        <translation>Die auf %1 gesetzten Umgebungsvariablen, eine pro Zeile:</translation>
    </message>
</context>
<context>
    <name>capstudio::ExecutorFields</name>
    <message>
        <source>C&amp;onnection:</source>
        <translation>&amp;Verbindung:</translation>
    </message>
    <message>
        <source>a name under connections:</source>
        <translation>ein Name unter connections:</translation>
    </message>
    <message>
        <source>Too&amp;l:</source>
        <translation>Too&amp;l:</translation>
    </message>
    <message>
        <source>MCP tool name</source>
        <translation>Name des MCP-Tools</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <source>GET when not set</source>
        <translation>GET, wenn nicht gesetzt</translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation>&amp;Pfad:</translation>
    </message>
    <message>
        <source>/ when not set</source>
        <translation>/, wenn nicht gesetzt</translation>
    </message>
    <message>
        <source>Co&amp;mmand:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>inline command (or a cli connection)</source>
        <translation>Inline-Befehl (oder eine cli-Verbindung)</translation>
    </message>
    <message>
        <source>&amp;Subject:</source>
        <translation>&amp;Subjekt:</translation>
    </message>
    <message>
        <source>a key of scripts:</source>
        <translation>ein Schlüssel von scripts:</translation>
    </message>
    <message>
        <source>&amp;Queue:</source>
        <translation>W&amp;arteschlange:</translation>
    </message>
    <message>
        <source>default when not set</source>
        <translation>default, wenn nicht gesetzt</translation>
    </message>
    <message>
        <source>Structure:</source>
        <translation>Struktur:</translation>
    </message>
</context>
<context>
    <name>capstudio::ExecutorOutcomeEditor</name>
    <message>
        <source>&amp;Fail the executor</source>
        <translation>Executor &amp;fehlschlagen lassen</translation>
    </message>
    <message>
        <source>error message, e.g. HTTP 503 from api</source>
        <translation>Fehlermeldung, z. B. HTTP 503 von api</translation>
    </message>
    <message>
        <source>Simulate the executor failing: the transition fails with EXECUTOR_FAILED (CHAIN_FAILED on a chain hop) and nothing is written.</source>
        <translation>Ein Fehlschlagen des Executors simulieren: Der Übergang schlägt mit EXECUTOR_FAILED fehl (CHAIN_FAILED bei einem Kettenschritt), und es wird nichts geschrieben.</translation>
    </message>
    <message>
        <source>A noop executor never fails.</source>
        <translation>Ein noop-Executor schlägt nie fehl.</translation>
    </message>
    <message>
        <source>executor failed</source>
        <translation>Executor fehlgeschlagen</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Output: %1</source>
        <translation>Ausgabe: %1</translation>
    </message>
</context>
<context>
    <name>capstudio::FindingsModel</name>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Aufruf</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Should read</source>
        <translation>Sollte lauten</translation>
    </message>
    <message>
        <source>%1 (tool row)</source>
        <translation>%1 (Tool-Zeile)</translation>
    </message>
    <message>
        <source>%1 at %2; Sunrise&apos;s redaction would have written %3</source>
        <translation>%1 bei %2; die Maskierung von Sunrise hätte %3 geschrieben</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>header</source>
        <translation>Kopfdaten</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>%1 by %2 at %3</source>
        <translation>%1 von %2 am %3</translation>
    </message>
    <message>
        <source>Stale: the bundle changed since this verdict was given.</source>
        <translation>Veraltet: Das Bundle hat sich geändert, seit dieses Urteil gefällt wurde.</translation>
    </message>
    <message>
        <source>%1 (%2), stale</source>
        <translation>%1 (%2), veraltet</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>capstudio::FindingsPerDayChart</name>
    <message>
        <source>Findings per day</source>
        <translation>Funde pro Tag</translation>
    </message>
    <message>
        <source>No findings</source>
        <translation>Keine Funde</translation>
    </message>
    <message>
        <source>%1 days from %2 to %3, at most %4 findings a day</source>
        <translation>%1 Tage vom %2 bis %3, höchstens %4 Funde pro Tag</translation>
    </message>
    <message>
        <source>No findings to chart yet</source>
        <translation>Noch keine Funde für das Diagramm</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n finding(s)</source>
        <translation>
            <numerusform>%1: %n Fund</numerusform>
            <numerusform>%1: %n Funde</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to show only this day.</source>
        <translation>Klicken, um nur diesen Tag zu zeigen.</translation>
    </message>
</context>
<context>
    <name>capstudio::GuardListEditor</name>
    <message>
        <source>Remo&amp;ve guard</source>
        <translation>Guard ent&amp;fernen</translation>
    </message>
    <message>
        <source>Add &amp;guard</source>
        <translation>&amp;Guard hinzufügen</translation>
    </message>
    <message>
        <source>Guards (all must pass)</source>
        <translation>Guards (alle müssen erfüllt sein)</translation>
    </message>
    <message>
        <source>expression</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <source>role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>permission</source>
        <translation>Berechtigung</translation>
    </message>
    <message>
        <source>Kind of the new guard</source>
        <translation>Art des neuen Guards</translation>
    </message>
    <message>
        <source>Text of the new guard</source>
        <translation>Text des neuen Guards</translation>
    </message>
    <message>
        <source>$.context.ready == true</source>
        <translation>$.context.ready == true</translation>
    </message>
    <message>
        <source>role name, e.g. admin</source>
        <translation>Rollenname, z. B. admin</translation>
    </message>
    <message>
        <source>permission name, e.g. deploy</source>
        <translation>Name der Berechtigung, z. B. deploy</translation>
    </message>
    <message>
        <source>(no guards: always allowed)</source>
        <translation>(keine Guards: immer erlaubt)</translation>
    </message>
</context>
<context>
    <name>capstudio::InspectorPage</name>
    <message>
        <source>No library is open.</source>
        <translation>Es ist keine Bibliothek geöffnet.</translation>
    </message>
</context>
<context>
    <name>capstudio::InspectorPanel</name>
    <message>
        <source>Select a workflow, state or transition to see its properties.</source>
        <translation>Wählen Sie einen Workflow, einen Zustand oder einen Übergang, um seine Eigenschaften zu sehen.</translation>
    </message>
    <message>
        <source>Workflow %1 is not loaded</source>
        <translation>Workflow %1 ist nicht geladen</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Workflow %1</source>
        <translation>Workflow %1</translation>
    </message>
    <message>
        <source>State %1 — %2</source>
        <translation>Zustand %1 — %2</translation>
    </message>
    <message>
        <source>Transition %1 — %2</source>
        <translation>Übergang %1 — %2</translation>
    </message>
</context>
<context>
    <name>capstudio::InspectorSection</name>
    <message>
        <source>The edit was refused.</source>
        <translation>Die Bearbeitung wurde abgelehnt.</translation>
    </message>
</context>
<context>
    <name>capstudio::JsonEditor</name>
    <message>
        <source>JSON. Tab indents; Ctrl+Tab moves to the next control.</source>
        <translation>JSON. Tab rückt ein; Strg+Tab geht zum nächsten Bedienelement.</translation>
    </message>
</context>
<context>
    <name>capstudio::JsonSchemaChecker</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>The schema</source>
        <translation>Das Schema</translation>
    </message>
    <message>
        <source>%1 is not a valid JSON Schema: %2.</source>
        <translation>%1 ist kein gültiges JSON-Schema: %2.</translation>
    </message>
    <message>
        <source>one of %1, or a non-empty array of distinct type names</source>
        <translation>einer von %1 oder ein nicht leeres Array verschiedener Typnamen</translation>
    </message>
    <message>
        <source>an array of distinct strings</source>
        <translation>ein Array verschiedener Zeichenketten</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object whose values are schemas</source>
        <translation>ein Objekt, dessen Werte Schemas sind</translation>
    </message>
    <message>
        <source>an object whose values are schemas or arrays of distinct strings</source>
        <translation>ein Objekt, dessen Werte Schemas oder Arrays verschiedener Zeichenketten sind</translation>
    </message>
    <message>
        <source>a schema or a non-empty array of schemas</source>
        <translation>ein Schema oder ein nicht leeres Array von Schemas</translation>
    </message>
    <message>
        <source>a non-empty array of schemas</source>
        <translation>ein nicht leeres Array von Schemas</translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation>eine nicht negative ganze Zahl</translation>
    </message>
    <message>
        <source>a number greater than 0</source>
        <translation>eine Zahl größer als 0</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an object or boolean schema</source>
        <translation>ein Objekt oder ein boolesches Schema</translation>
    </message>
    <message>
        <source>it must be an object or a boolean (found %1)</source>
        <translation>es muss ein Objekt oder ein Wahrheitswert sein (gefunden: %1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; entry &quot;%2&quot; must be an object or boolean schema (found %3)</source>
        <translation>Eintrag &quot;%2&quot; von &quot;%1&quot; muss ein Objekt oder ein boolesches Schema sein (gefunden: %3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; item %2 must be an object or boolean schema (found %3)</source>
        <translation>Element %2 von &quot;%1&quot; muss ein Objekt oder ein boolesches Schema sein (gefunden: %3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2 (found %3; did you mean &quot;%4&quot;?)</source>
        <translation>&quot;%1&quot; muss %2 sein (gefunden: %3; war &quot;%4&quot; gemeint?)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2 (found %3)</source>
        <translation>&quot;%1&quot; muss %2 sein (gefunden: %3)</translation>
    </message>
    <message>
        <source>&quot;enum&quot; is empty, so no value can ever match it</source>
        <translation>&quot;enum&quot; ist leer, daher kann kein Wert jemals passen</translation>
    </message>
    <message>
        <source>&quot;pattern&quot; is not a valid regular expression (%1)</source>
        <translation>&quot;pattern&quot; ist kein gültiger regulärer Ausdruck (%1)</translation>
    </message>
    <message>
        <source>the &quot;patternProperties&quot; key &quot;%1&quot; is not a valid regular expression (%2)</source>
        <translation>der &quot;patternProperties&quot;-Schlüssel &quot;%1&quot; ist kein gültiger regulärer Ausdruck (%2)</translation>
    </message>
    <message>
        <source>it refers back to &quot;#%1&quot; without descending into the value, so validation would never end</source>
        <translation>es verweist zurück auf &quot;#%1&quot;, ohne in den Wert abzusteigen, daher würde die Validierung nie enden</translation>
    </message>
    <message>
        <source>The schema could not be checked because the draft-07 meta-schema is unavailable (%1).</source>
        <translation>Das Schema konnte nicht geprüft werden, weil das Draft-07-Metaschema nicht verfügbar ist (%1).</translation>
    </message>
    <message>
        <source>it is nested more than %1 levels deep</source>
        <translation>es ist tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>it does not match the draft-07 meta-schema</source>
        <translation>es entspricht nicht dem Draft-07-Metaschema</translation>
    </message>
    <message>
        <source>&quot;$ref&quot; &quot;%1&quot; does not point to anything in this schema</source>
        <translation>&quot;$ref&quot; &quot;%1&quot; verweist auf nichts in diesem Schema</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>it cannot be compiled (%1)</source>
        <translation>es kann nicht kompiliert werden (%1)</translation>
    </message>
    <message>
        <source>The value</source>
        <translation>Der Wert</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>Element %1</translation>
    </message>
    <message>
        <source>The value could not be validated: its schema is nested more than %1 levels deep.</source>
        <translation>Der Wert konnte nicht validiert werden: Sein Schema ist tiefer als %1 Ebenen verschachtelt.</translation>
    </message>
    <message>
        <source>The value is nested more than %1 levels deep.</source>
        <translation>Der Wert ist tiefer als %1 Ebenen verschachtelt.</translation>
    </message>
    <message>
        <source>The value could not be validated: its schema loops at %1 (%2).</source>
        <translation>Der Wert konnte nicht validiert werden: Sein Schema bildet bei %1 eine Schleife (%2).</translation>
    </message>
    <message>
        <source>The value could not be validated: its schema cannot be compiled (%1).</source>
        <translation>Der Wert konnte nicht validiert werden: Sein Schema kann nicht kompiliert werden (%1).</translation>
    </message>
    <message>
        <source>The value could not be validated: a &quot;pattern&quot; in its schema cannot be evaluated (%1).</source>
        <translation>Der Wert konnte nicht validiert werden: Ein &quot;pattern&quot; in seinem Schema kann nicht ausgewertet werden (%1).</translation>
    </message>
    <message>
        <source>%1 does not match its schema: %2.</source>
        <translation>%1 entspricht nicht seinem Schema: %2.</translation>
    </message>
    <message>
        <source>%1 does not match its schema.</source>
        <translation>%1 entspricht nicht seinem Schema.</translation>
    </message>
    <message>
        <source>The schema could not be checked (%1).</source>
        <translation>Das Schema konnte nicht geprüft werden (%1).</translation>
    </message>
    <message>
        <source>The schema could not be checked (unknown error).</source>
        <translation>Das Schema konnte nicht geprüft werden (unbekannter Fehler).</translation>
    </message>
    <message>
        <source>The value could not be validated (%1).</source>
        <translation>Der Wert konnte nicht validiert werden (%1).</translation>
    </message>
    <message>
        <source>The value could not be validated (unknown error).</source>
        <translation>Der Wert konnte nicht validiert werden (unbekannter Fehler).</translation>
    </message>
</context>
<context>
    <name>capstudio::MainWindow</name>
    <message>
        <source>&amp;Capabilities</source>
        <translation>&amp;Fähigkeiten</translation>
    </message>
    <message>
        <source>&amp;Agents</source>
        <translation>&amp;Agenten</translation>
    </message>
    <message>
        <source>&amp;Designer</source>
        <translation>De&amp;signer</translation>
    </message>
    <message>
        <source>&amp;Provenance</source>
        <translation>Her&amp;kunft</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open Workspace…</source>
        <translation>Arbeitsbereich ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About capstudio</source>
        <translation>Ü&amp;ber capstudio</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Workspace: %1</source>
        <translation>Arbeitsbereich: %1</translation>
    </message>
    <message>
        <source>Cannot read the capabilities</source>
        <translation>Die Fähigkeiten können nicht gelesen werden</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n capabilities</source>
        <translation>
            <numerusform>%n Fähigkeit geladen</numerusform>
            <numerusform>%n Fähigkeiten geladen</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Arbeitsbereich öffnen</translation>
    </message>
    <message>
        <source>capstudio workspaces (*.sqlite *.db);;All files (*)</source>
        <translation>capstudio-Arbeitsbereiche (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open the workspace</source>
        <translation>Der Arbeitsbereich kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>About capstudio</source>
        <translation>Über capstudio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;capstudio %1&lt;/h3&gt;&lt;p&gt;Capability Studio: edit the capabilities agents call, bind them to agents, design flowgate workflows and audit conversation provenance.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;capstudio %1&lt;/h3&gt;&lt;p&gt;Capability Studio: die Fähigkeiten bearbeiten, die Agenten aufrufen, sie an Agenten binden, flowgate-Workflows entwerfen und die Herkunft von Unterhaltungen prüfen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;New Capability…</source>
        <translation>&amp;Neue Fähigkeit …</translation>
    </message>
    <message>
        <source>&amp;Apply Changes</source>
        <translation>Änderungen &amp;anwenden</translation>
    </message>
    <message>
        <source>&amp;Import Capabilities…</source>
        <translation>Fähigkeiten &amp;importieren …</translation>
    </message>
    <message>
        <source>Import Capabilities</source>
        <translation>Fähigkeiten importieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>E&amp;xport Capabilities…</source>
        <translation>Fähigkeiten e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Export Capabilities</source>
        <translation>Fähigkeiten exportieren</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>%1[*] — capstudio</source>
        <translation>%1[*] — capstudio</translation>
    </message>
    <message numerus="yes">
        <source>Applied %n change(s)</source>
        <translation>
            <numerusform>%n Änderung angewendet</numerusform>
            <numerusform>%n Änderungen angewendet</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot apply the changes</source>
        <translation>Die Änderungen können nicht angewendet werden</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>Nichts wurde geschrieben: %1</translation>
    </message>
    <message>
        <source>Changed meanwhile</source>
        <translation>Inzwischen geändert</translation>
    </message>
    <message>
        <source>Your changes are still pending. Reload (F5) to see the current values, or discard the conflicting changes and apply the rest.
</source>
        <translation>Ihre Änderungen sind weiterhin ausstehend. Laden Sie neu (F5), um die aktuellen Werte zu sehen, oder verwerfen Sie die widersprüchlichen Änderungen und wenden Sie den Rest an.
</translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation>Ausstehende Änderungen</translation>
    </message>
    <message>
        <source>Cannot list the conversations: %1</source>
        <translation>Die Unterhaltungen können nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the conversation</source>
        <translation>Die Unterhaltung kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>P&amp;rovenance</source>
        <comment>menu; the tab has Alt+P</comment>
        <translation>He&amp;rkunft</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>Dispatch &amp;Dry-Run…</source>
        <translation>Dispatch-&amp;Probelauf …</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Desi&amp;gner</source>
        <comment>menu; the tab has Alt+D</comment>
        <translation>Desi&amp;gner</translation>
    </message>
    <message>
        <source>Cannot open the flowgate library: %1</source>
        <translation>Die flowgate-Bibliothek kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>&amp;Connections…</source>
        <translation>&amp;Verbindungen …</translation>
    </message>
    <message>
        <source>• %1: changed by someone else meanwhile</source>
        <translation>• %1: inzwischen von jemand anderem geändert</translation>
    </message>
    <message>
        <source>• %1: deleted by someone else meanwhile</source>
        <translation>• %1: inzwischen von jemand anderem gelöscht</translation>
    </message>
    <message>
        <source>  %1 — yours: %2 · stored now: %3</source>
        <translation>  %1 — Ihr Wert: %2 · jetzt gespeichert: %3</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was written: %n capability(ies) were changed by someone else after you loaded them.</source>
        <translation>
            <numerusform>Nichts wurde geschrieben: %n Fähigkeit wurde von jemand anderem geändert, nachdem Sie sie geladen hatten.</numerusform>
            <numerusform>Nichts wurde geschrieben: %n Fähigkeiten wurden von jemand anderem geändert, nachdem Sie sie geladen hatten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Connection: %1</source>
        <translation>Verbindung: %1</translation>
    </message>
    <message>
        <source>Every apply is one transaction in this database.</source>
        <translation>Jedes Anwenden ist in dieser Datenbank eine einzige Transaktion.</translation>
    </message>
    <message>
        <source>Sunrise&apos;s admin API: every change is its own request; a batch is checked for conflicts first.</source>
        <translation>Admin-API von Sunrise: Jede Änderung ist eine eigene Anfrage; mehrere Änderungen werden vorab gemeinsam auf Konflikte geprüft.</translation>
    </message>
    <message>
        <source>The workspace file does not exist yet; it is created on connect.</source>
        <translation>Die Arbeitsbereichsdatei existiert noch nicht; sie wird beim Verbinden angelegt.</translation>
    </message>
    <message>
        <source>No secret is stored in the keychain for this connection.</source>
        <translation>Für diese Verbindung ist kein Geheimnis im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>No keychain service is running, so the secret is asked for each time and never saved.</source>
        <translation>Es läuft kein Schlüsselbunddienst, daher wird das Geheimnis jedes Mal abgefragt und nie gespeichert.</translation>
    </message>
    <message>
        <source>Cannot connect to %1</source>
        <translation>Keine Verbindung zu %1 möglich</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>Verbunden mit %1</translation>
    </message>
    <message>
        <source>Last connection “%1” needs its secret: File ▸ Connections… to connect.</source>
        <translation>Die letzte Verbindung „%1“ benötigt ihr Geheimnis: Wählen Sie Datei ▸ Verbindungen …, um sich zu verbinden.</translation>
    </message>
    <message>
        <source>Working with %1</source>
        <translation>Arbeiten mit %1</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>%1: Warten auf den Server …</translation>
    </message>
    <message>
        <source>Cannot read the capabilities: %1</source>
        <translation>Die Fähigkeiten können nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n capability(ies)</source>
        <translation>
            <numerusform>%n Fähigkeit</numerusform>
            <numerusform>%n Fähigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n binding(s)</source>
        <translation>
            <numerusform>%n Bindung</numerusform>
            <numerusform>%n Bindungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flowgate file(s)</source>
        <translation>
            <numerusform>%n flowgate-Datei</numerusform>
            <numerusform>%n flowgate-Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>There are pending changes: %1.</source>
        <translation>Es gibt ausstehende Änderungen: %1.</translation>
    </message>
    <message>
        <source>Apply them all before continuing, or discard them all?</source>
        <translation>Möchten Sie vor dem Fortfahren alle anwenden oder alle verwerfen?</translation>
    </message>
    <message>
        <source>&amp;Apply All</source>
        <translation>Alle &amp;anwenden</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>Alle &amp;verwerfen</translation>
    </message>
    <message>
        <source>%1; waiting %2 before trying again.</source>
        <translation>%1; neuer Versuch in %2.</translation>
    </message>
    <message>
        <source>Compare With Catalog &amp;Folder…</source>
        <translation>Mit Katalog&amp;ordner vergleichen …</translation>
    </message>
    <message>
        <source>Compare With Catalog Folder</source>
        <translation>Mit Katalogordner vergleichen</translation>
    </message>
    <message>
        <source>Export Catalog to F&amp;older…</source>
        <translation>Katalog in Ordner expor&amp;tieren …</translation>
    </message>
    <message>
        <source>Export Catalog to Folder</source>
        <translation>Katalog in Ordner exportieren</translation>
    </message>
    <message>
        <source>Reading the capabilities…</source>
        <translation>Die Fähigkeiten werden gelesen …</translation>
    </message>
    <message numerus="yes">
        <source>Applying %n change(s)…</source>
        <translation>
            <numerusform>%n Änderung wird angewendet …</numerusform>
            <numerusform>%n Änderungen werden angewendet …</numerusform>
        </translation>
    </message>
    <message>
        <source>The changes were not applied (cancelled).</source>
        <translation>Die Änderungen wurden nicht angewendet (abgebrochen).</translation>
    </message>
    <message numerus="yes">
        <source>Applied %n change(s). Apply the edits made meanwhile, then reload (F5) to edit the new rows further.</source>
        <translation>
            <numerusform>%n Änderung angewendet. Wenden Sie die inzwischen vorgenommenen Bearbeitungen an und laden Sie dann neu (F5), um die neuen Zeilen weiter zu bearbeiten.</numerusform>
            <numerusform>%n Änderungen angewendet. Wenden Sie die inzwischen vorgenommenen Bearbeitungen an und laden Sie dann neu (F5), um die neuen Zeilen weiter zu bearbeiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the changes being written…</source>
        <translation>Warten auf die Änderungen, die gerade geschrieben werden …</translation>
    </message>
    <message>
        <source>Reading the catalog…</source>
        <translation>Der Katalog wird gelesen …</translation>
    </message>
    <message>
        <source>The read was cancelled.</source>
        <translation>Das Lesen wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot export the catalog: %1</source>
        <translation>Der Katalog kann nicht exportiert werden: %1</translation>
    </message>
    <message>
        <source>Writing the catalog to %1…</source>
        <translation>Der Katalog wird nach %1 geschrieben …</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n capabilities</source>
        <translation>
            <numerusform>%n Fähigkeit</numerusform>
            <numerusform>%n Fähigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n bindings</source>
        <translation>
            <numerusform> und %n Bindung</numerusform>
            <numerusform> und %n Bindungen</numerusform>
        </translation>
    </message>
    <message>
        <source> to %1: %2 files written, %3 removed, %4 unchanged.</source>
        <translation> nach %1 exportiert: %2 Dateien geschrieben, %3 entfernt, %4 unverändert.</translation>
    </message>
    <message numerus="yes">
        <source>The %n staged change(s) are included.</source>
        <translation>
            <numerusform>Die %n vorgemerkte Änderung ist enthalten.</numerusform>
            <numerusform>Die %n vorgemerkten Änderungen sind enthalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare Catalogs</source>
        <translation>Kataloge vergleichen</translation>
    </message>
    <message>
        <source>Cannot read this connection&apos;s catalog: %1</source>
        <translation>Der Katalog dieser Verbindung kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 cannot be compared until these are fixed:

%2</source>
        <translation>%1 kann erst verglichen werden, wenn diese Fehler behoben sind:

%2</translation>
    </message>
    <message>
        <source>Stage from %1</source>
        <translation>Aus %1 vormerken</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) staged in this connection: review and apply them in the Capabilities and Agents areas.</source>
        <translation>
            <numerusform>%n Änderung in dieser Verbindung vorgemerkt: Prüfen Sie sie in den Bereichen Fähigkeiten und Agenten und wenden Sie sie dort an.</numerusform>
            <numerusform>%n Änderungen in dieser Verbindung vorgemerkt: Prüfen Sie sie in den Bereichen Fähigkeiten und Agenten und wenden Sie sie dort an.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not staged: %1</source>
        <translation>Nicht vorgemerkt: %1</translation>
    </message>
    <message>
        <source>Reading the secret of %1 from the system keychain…</source>
        <translation>Das Geheimnis von %1 wird aus dem Schlüsselbund des Systems gelesen …</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird hergestellt …</translation>
    </message>
    <message>
        <source>Stayed with %1</source>
        <translation>Bei %1 geblieben</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1 …</translation>
    </message>
    <message>
        <source>the workspace</source>
        <translation>der Arbeitsbereich</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Handbuch</translation>
    </message>
    <message>
        <source>The manual is not installed here. It is in the source of capstudio, in docs/manual.</source>
        <translation>Das Handbuch ist hier nicht installiert. Es liegt in den Quellen von capstudio, in docs/manual.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a tooltip: what the button does, its keys</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1
The embedded workspace. File ▸ Connections… switches to a PostgreSQL database or a Sunrise server.</source>
        <translation>%1
Der eingebettete Arbeitsbereich. Über Datei ▸ Verbindungen … wechseln Sie zu einer PostgreSQL-Datenbank oder einem Sunrise-Server.</translation>
    </message>
    <message>
        <source>There is no saved connection named “%1”.</source>
        <translation>Es gibt keine gespeicherte Verbindung namens „%1“.</translation>
    </message>
    <message>
        <source>“%1” is the connection this window works on.</source>
        <translation>„%1“ ist die Verbindung, mit der dieses Fenster arbeitet.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Reading the catalog of %1…</source>
        <translation>Der Katalog von %1 wird gelesen …</translation>
    </message>
    <message>
        <source>Cannot read the catalog of %1: %2</source>
        <translation>Der Katalog von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The workspace %1 does not exist.</source>
        <translation>Der Arbeitsbereich %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>Keine Verbindung zu %1 möglich: %2</translation>
    </message>
    <message>
        <source>No other saved connection: add one in Connections…</source>
        <translation>Keine andere gespeicherte Verbindung: Legen Sie eine unter Verbindungen … an</translation>
    </message>
    <message>
        <source>Catalog folder: %1</source>
        <translation>Katalogordner: %1</translation>
    </message>
    <message>
        <source>Apply writes the files of the rows it changes, each atomically, comments kept. A file changed on disk since it was read is a conflict.</source>
        <translation>Anwenden schreibt die Dateien der geänderten Zeilen, jede atomar, Kommentare bleiben erhalten. Eine seit dem Lesen auf der Festplatte geänderte Datei ist ein Konflikt.</translation>
    </message>
    <message>
        <source>Cannot open the catalog folder</source>
        <translation>Der Katalogordner kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open Catalog Folder</source>
        <translation>Katalogordner öffnen</translation>
    </message>
    <message>
        <source>Open Catalo&amp;g Folder…</source>
        <translation>&amp;Katalogordner öffnen …</translation>
    </message>
    <message>
        <source>Compare &amp;With Connection</source>
        <translation>Mit Verbin&amp;dung vergleichen</translation>
    </message>
    <message>
        <source>A&amp;udit</source>
        <translation>A&amp;udit</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Fund</numerusform>
            <numerusform>%n Funde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n conversation(s)</source>
        <translation>
            <numerusform> in %n Unterhaltung</numerusform>
            <numerusform> in %n Unterhaltungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Signed %n verdict(s) as %1 with key %2</source>
        <translation>
            <numerusform>%n Urteil als %1 mit Schlüssel %2 signiert</numerusform>
            <numerusform>%n Urteile als %1 mit Schlüssel %2 signiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Some verdicts were not given</source>
        <translation>Einige Urteile wurden nicht gefällt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %2: the conversation no longer holds this finding; scan again.</source>
        <translation>%1 %2: Die Unterhaltung enthält diesen Fund nicht mehr; scannen Sie erneut.</translation>
    </message>
    <message>
        <source>%1 %2: the verdict could not be signed (OpenSSL).</source>
        <translation>%1 %2: Das Urteil konnte nicht signiert werden (OpenSSL).</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>Cannot scan</source>
        <translation>Scan nicht möglich</translation>
    </message>
    <message>
        <source>This connection cannot be read for a scan.</source>
        <translation>Diese Verbindung kann für einen Scan nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The verdicts of the workspace could not be read: %1</source>
        <translation>Die Urteile des Arbeitsbereichs konnten nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) in the workspace were altered after they were signed and are not shown.</source>
        <translation>
            <numerusform>%n Urteil im Arbeitsbereich wurde nach dem Signieren verändert und wird nicht gezeigt.</numerusform>
            <numerusform>%n Urteile im Arbeitsbereich wurden nach dem Signieren verändert und werden nicht gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Over Sunrise&apos;s API only the key owner&apos;s, shared and system conversations are scanned.</source>
        <translation>Über die API von Sunrise werden nur die Unterhaltungen des Schlüsselbesitzers, geteilte und System-Unterhaltungen gescannt.</translation>
    </message>
    <message>
        <source>Where the last scan stopped could not be read: %1</source>
        <translation>Wo der letzte Scan aufgehört hat, konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Since the last scan: reading messages from %1 (the previous scan read up to %2).</source>
        <translation>Seit dem letzten Scan: Nachrichten ab %1 werden gelesen (der vorige Scan las bis %2).</translation>
    </message>
    <message>
        <source>Since the last scan: no previous scan of this connection, so everything is read.</source>
        <translation>Seit dem letzten Scan: Es gibt keinen vorigen Scan dieser Verbindung, daher wird alles gelesen.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) near the previous scan&apos;s end were reported then and are not repeated.</source>
        <translation>
            <numerusform>%n Fund nahe dem Ende des vorigen Scans wurde damals gemeldet und wird nicht wiederholt.</numerusform>
            <numerusform>%n Funde nahe dem Ende des vorigen Scans wurden damals gemeldet und werden nicht wiederholt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The scan is complete but where it stopped could not be kept: %1</source>
        <translation>Der Scan ist vollständig, aber wo er aufgehört hat, konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>capstudio::ManualWindow</name>
    <message>
        <source>capstudio Manual</source>
        <translation>capstudio-Handbuch</translation>
    </message>
    <message>
        <source>Manual page</source>
        <translation>Handbuchseite</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <source>%1 — capstudio Manual</source>
        <translation>%1 — capstudio-Handbuch</translation>
    </message>
</context>
<context>
    <name>capstudio::MergeConflictsModel</name>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Unsere</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Deren</translation>
    </message>
    <message>
        <source>Edited</source>
        <translation>Bearbeitet</translation>
    </message>
    <message>
        <source>the whole file</source>
        <translation>die ganze Datei</translation>
    </message>
    <message>
        <source>%1 (removed)</source>
        <translation>%1 (entfernt)</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>Settled With</source>
        <translation>Geklärt mit</translation>
    </message>
</context>
<context>
    <name>capstudio::MergeDialog</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>settle a conflict</source>
        <translation>Konflikt klären</translation>
    </message>
    <message>
        <source>Merge flowgate Files</source>
        <translation>flowgate-Dateien zusammenführen</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>B&amp;ase:</source>
        <translation>B&amp;asis:</translation>
    </message>
    <message>
        <source>The common ancestor of both versions.</source>
        <translation>Der gemeinsame Vorfahr beider Versionen.</translation>
    </message>
    <message>
        <source>O&amp;urs:</source>
        <translation>Unse&amp;re:</translation>
    </message>
    <message>
        <source>Our version; the result keeps its bytes wherever no change of theirs lands.</source>
        <translation>Unsere Version; das Ergebnis behält ihre Bytes überall, wo keine Änderung der anderen Seite landet.</translation>
    </message>
    <message>
        <source>T&amp;heirs:</source>
        <translation>Der&amp;en:</translation>
    </message>
    <message>
        <source>Their version, whose changes are merged into ours.</source>
        <translation>Deren Version, deren Änderungen in unsere übernommen werden.</translation>
    </message>
    <message>
        <source>Resu&amp;lt:</source>
        <translation>Ergebn&amp;is:</translation>
    </message>
    <message>
        <source>Where the merged file is written; ours when left empty.</source>
        <translation>Wohin die zusammengeführte Datei geschrieben wird; leer: unsere Datei.</translation>
    </message>
    <message>
        <source>the ours file</source>
        <translation>unsere Datei</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Zusammenführen</translation>
    </message>
    <message>
        <source>Merge the three files again; settled conflicts are forgotten.</source>
        <translation>Die drei Dateien erneut zusammenführen; geklärte Konflikte werden verworfen.</translation>
    </message>
    <message>
        <source>Cannot Merge</source>
        <translation>Zusammenführen nicht möglich</translation>
    </message>
    <message>
        <source>Use &amp;Base</source>
        <translation>&amp;Basis verwenden</translation>
    </message>
    <message>
        <source>Use &amp;Ours</source>
        <translation>&amp;Unsere verwenden</translation>
    </message>
    <message>
        <source>Use &amp;Theirs</source>
        <translation>&amp;Deren verwenden</translation>
    </message>
    <message>
        <source>Result (edit to settle with your own value):</source>
        <translation>Ergebnis (bearbeiten, um mit einem eigenen Wert zu klären):</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Settle the conflict by leaving the element out of the result.</source>
        <translation>Den Konflikt klären, indem das Element im Ergebnis weggelassen wird.</translation>
    </message>
    <message>
        <source>&amp;Previous Conflict</source>
        <translation>&amp;Vorheriger Konflikt</translation>
    </message>
    <message>
        <source>&amp;Next Conflict</source>
        <translation>&amp;Nächster Konflikt</translation>
    </message>
    <message>
        <source>Cannot Save the Merge</source>
        <translation>Zusammenführung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#c62828&quot;&gt;Not YAML: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&quot;color:#c62828&quot;&gt;Kein YAML: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Unsere</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Deren</translation>
    </message>
    <message>
        <source>%1: named %2</source>
        <translation>%1: heißt %2</translation>
    </message>
    <message>
        <source>%1: absent</source>
        <translation>%1: fehlt</translation>
    </message>
    <message>
        <source>(not in this version)</source>
        <translation>(nicht in dieser Version)</translation>
    </message>
    <message>
        <source>Pick a conflict in the list.</source>
        <translation>Wählen Sie einen Konflikt in der Liste.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&quot;color:gray&quot;&gt;%2&lt;/span&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&quot;color:gray&quot;&gt;%2&lt;/span&gt;</translation>
    </message>
    <message>
        <source>the whole file</source>
        <translation>die ganze Datei</translation>
    </message>
    <message>
        <source>Open: pick a side, or edit the text above.</source>
        <translation>Offen: Wählen Sie eine Seite oder bearbeiten Sie den Text oben.</translation>
    </message>
    <message>
        <source>Settled: the element is left out.</source>
        <translation>Geklärt: Das Element wird weggelassen.</translation>
    </message>
    <message>
        <source>Choose the three versions and press Merge.</source>
        <translation>Wählen Sie die drei Versionen und klicken Sie auf Zusammenführen.</translation>
    </message>
    <message numerus="yes">
        <source>No conflicts: %n change(s) of theirs merge cleanly into ours.</source>
        <translation>
            <numerusform>Keine Konflikte: %n Änderung der anderen Seite geht sauber in unsere Version ein.</numerusform>
            <numerusform>Keine Konflikte: %n Änderungen der anderen Seite gehen sauber in unsere Version ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>flowgate YAML (*.yaml *.yml);;All files (*)</source>
        <translation>flowgate-YAML (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Merge Result</source>
        <translation>Ergebnis der Zusammenführung</translation>
    </message>
    <message>
        <source>Choose a Version</source>
        <translation>Version wählen</translation>
    </message>
    <message>
        <source>Nothing is merged yet.</source>
        <translation>Noch ist nichts zusammengeführt.</translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s) still open.</source>
        <translation>
            <numerusform>%n Konflikt ist noch offen.</numerusform>
            <numerusform>%n Konflikte sind noch offen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settled merge does not apply:
%1</source>
        <translation>Die geklärte Zusammenführung lässt sich nicht anwenden:
%1</translation>
    </message>
    <message>
        <source>%1 changed on disk since the merge; merge again to include that change.</source>
        <translation>%1 wurde seit der Zusammenführung auf der Festplatte geändert; führen Sie erneut zusammen, um diese Änderung aufzunehmen.</translation>
    </message>
    <message>
        <source>The merged file passes validation.</source>
        <translation>Die zusammengeführte Datei besteht die Validierung.</translation>
    </message>
    <message numerus="yes">
        <source>The merged file has %n validation problem(s); the first: %1</source>
        <translation>
            <numerusform>Die zusammengeführte Datei hat %n Validierungsproblem: %1</numerusform>
            <numerusform>Die zusammengeführte Datei hat %n Validierungsprobleme; das erste: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Merge</source>
        <translation>Zusammenführung speichern</translation>
    </message>
    <message>
        <source>%1

Save it anyway?</source>
        <translation>%1

Trotzdem speichern?</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Settled: %1.</source>
        <translation>Geklärt: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s), %1 still open.</source>
        <translation>
            <numerusform>%n Konflikt, %1 noch offen.</numerusform>
            <numerusform>%n Konflikte, %1 noch offen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) of theirs merged cleanly.</source>
        <translation>
            <numerusform>%n Änderung der anderen Seite sauber übernommen.</numerusform>
            <numerusform>%n Änderungen der anderen Seite sauber übernommen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>capstudio::MessageDetailView</name>
    <message>
        <source>Select a message or a capability call to see its details.</source>
        <translation>Wählen Sie eine Nachricht oder einen Fähigkeitsaufruf, um die Details zu sehen.</translation>
    </message>
    <message>
        <source>Leak: %1 (%2 severity)
Sunrise&apos;s redaction would have written: %3
%4</source>
        <translation>Leck: %1 (Schweregrad %2)
Die Maskierung von Sunrise hätte geschrieben: %3
%4</translation>
    </message>
    <message>
        <source>Redacted by Sunrise</source>
        <translation>Von Sunrise maskiert</translation>
    </message>
    <message>
        <source>Truncated by Sunrise</source>
        <translation>Von Sunrise gekürzt</translation>
    </message>
    <message>
        <source>(empty content)</source>
        <translation>(leerer Inhalt)</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 characters.</source>
        <translation>Die ersten %1 von %2 Zeichen werden angezeigt.</translation>
    </message>
    <message>
        <source>Message #%1 · %2</source>
        <translation>Nachricht #%1 · %2</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Agent version</source>
        <translation>Agentenversion</translation>
    </message>
    <message>
        <source>Workflow execution</source>
        <translation>Workflow-Ausführung</translation>
    </message>
    <message>
        <source>Workflow version</source>
        <translation>Workflow-Version</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Tool call id</source>
        <translation>Tool-Aufruf-ID</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antwortet auf</translation>
    </message>
    <message>
        <source>call %1 (%2) of message #%3</source>
        <translation>Aufruf %1 (%2) von Nachricht #%3</translation>
    </message>
    <message>
        <source>No traced call answers to this tool row (the turn ended early, or the call was refused).</source>
        <translation>Zu dieser Tool-Zeile gehört kein aufgezeichneter Aufruf (der Zug endete vorzeitig, oder der Aufruf wurde abgelehnt).</translation>
    </message>
    <message>
        <source>Invalid provenance</source>
        <translation>Ungültige Herkunftsdaten</translation>
    </message>
    <message>
        <source>Sunrise returns this message&apos;s provenance as null; capstudio shows and scans it anyway.</source>
        <translation>Sunrise liefert die Herkunftsdaten dieser Nachricht als null; capstudio zeigt und durchsucht sie trotzdem.</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Capability calls (%1)</source>
        <translation>Fähigkeitsaufrufe (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n leak(s)</source>
        <translation>
            <numerusform>%n Leck</numerusform>
            <numerusform>%n Lecks</numerusform>
        </translation>
    </message>
    <message>
        <source>Citations (%1)</source>
        <translation>Quellenangaben (%1)</translation>
    </message>
    <message>
        <source>similarity %1</source>
        <translation>Ähnlichkeit %1</translation>
    </message>
    <message>
        <source>Workflow sources (%1)</source>
        <translation>Workflow-Quellen (%1)</translation>
    </message>
    <message>
        <source>confidence %1</source>
        <translation>Konfidenz %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Call %1 of message #%2</source>
        <translation>Aufruf %1 von Nachricht #%2</translation>
    </message>
    <message>
        <source>%1 %2 — call %3 of message #%4</source>
        <translation>%1 %2 — Aufruf %3 von Nachricht #%4</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>Fehlercode</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>Traced in</source>
        <translation>Aufgezeichnet in</translation>
    </message>
    <message>
        <source>message #%1</source>
        <translation>Nachricht #%1</translation>
    </message>
    <message>
        <source>Raw result</source>
        <translation>Rohergebnis</translation>
    </message>
    <message>
        <source>tool row #%1</source>
        <translation>Tool-Zeile #%1</translation>
    </message>
    <message>
        <source>No tool row carries this call&apos;s raw result.</source>
        <translation>Keine Tool-Zeile enthält das Rohergebnis dieses Aufrufs.</translation>
    </message>
    <message>
        <source>Arguments (as persisted)</source>
        <translation>Argumente (wie gespeichert)</translation>
    </message>
    <message>
        <source>Result preview</source>
        <translation>Ergebnisvorschau</translation>
    </message>
    <message>
        <source>(no preview stored)</source>
        <translation>(keine Vorschau gespeichert)</translation>
    </message>
    <message>
        <source>Sunrise cut this preview to 480 characters (479 + “…”, or 477 + “...” for an unknown tool); the rest of the result is not in the bundle.</source>
        <translation>Sunrise hat diese Vorschau auf 480 Zeichen gekürzt (479 + „…“ oder 477 + „...“ bei einem unbekannten Tool); der Rest des Ergebnisses ist nicht im Bundle.</translation>
    </message>
    <message>
        <source> truncated </source>
        <translation> gekürzt </translation>
    </message>
    <message>
        <source>Raw result (tool row #%1, not redacted by Sunrise)</source>
        <translation>Rohergebnis (Tool-Zeile #%1, von Sunrise nicht maskiert)</translation>
    </message>
    <message>
        <source>These arguments pass the parameters schema of %1 as the connection holds it now.</source>
        <translation>Diese Argumente bestehen das Parameterschema von %1, wie die Verbindung es jetzt hält.</translation>
    </message>
    <message>
        <source>Schema drift</source>
        <translation>Schemadrift</translation>
    </message>
    <message>
        <source>These arguments would not pass the parameters schema of %1 as the connection holds it now:</source>
        <translation>Diese Argumente würden das Parameterschema von %1, wie die Verbindung es jetzt hält, nicht bestehen:</translation>
    </message>
</context>
<context>
    <name>capstudio::MinimapWidget</name>
    <message>
        <source>Overview: click or drag to move the view</source>
        <translation>Übersicht: Klicken oder ziehen, um die Ansicht zu verschieben</translation>
    </message>
</context>
<context>
    <name>capstudio::MovingListRead</name>
    <message>
        <source>agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <source>the first page</source>
        <translation>die erste Seite</translation>
    </message>
    <message>
        <source>updated since %1</source>
        <translation>aktualisiert seit %1</translation>
    </message>
    <message>
        <source>updated until %1</source>
        <translation>aktualisiert bis %1</translation>
    </message>
    <message>
        <source>updated from %1 to %2</source>
        <translation>aktualisiert von %1 bis %2</translation>
    </message>
    <message>
        <source>%1 %2 agents, %3</source>
        <translation>%2-Agenten (%1), %3</translation>
    </message>
    <message>
        <source>system</source>
        <translation>System</translation>
    </message>
    <message>
        <source>user-created</source>
        <translation>vom Benutzer angelegt</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>These parts kept changing while they were read: %1. Nothing was loaded; read again.</source>
        <translation>Diese Teile haben sich während des Lesens immer wieder geändert: %1. Es wurde nichts geladen; lesen Sie die Liste erneut.</translation>
    </message>
    <message>
        <source>Agents were added, deleted or changed while the list was read. Nothing was loaded; read again.</source>
        <translation>Während die Liste gelesen wurde, wurden Agenten hinzugefügt, gelöscht oder geändert. Es wurde nichts geladen; lesen Sie die Liste erneut.</translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityParametersPage</name>
    <message>
        <source>It handles personal data (&amp;processesPii)</source>
        <translation>Verarbeitet personenbezogene Daten (&amp;processesPii)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>The JSON Schema of functionDefinition.parameters: what the LLM must pass. The class&apos;s Zod schema and the unit test are generated from it.</source>
        <translation>Das JSON-Schema von functionDefinition.parameters: was das LLM übergeben muss. Das Zod-Schema der Klasse und der Unit-Test werden daraus erzeugt.</translation>
    </message>
    <message>
        <source>Adds processesPii = true and a redactProvenance() stub to fill in. When unsure, leave it on: opting in costs nothing, opting out wrongly leaks customer data into every conversation audit row.</source>
        <translation>Fügt processesPii = true und einen auszufüllenden redactProvenance()-Rumpf hinzu. Im Zweifel eingeschaltet lassen: Einschalten kostet nichts, fälschliches Ausschalten lässt Kundendaten in jede Prüfzeile einer Unterhaltung durchsickern.</translation>
    </message>
    <message>
        <source>The agent the binding (step 4) attaches the capability to; leave empty to fill it in later.</source>
        <translation>Der Agent, an den die Bindung (Schritt 4) die Fähigkeit bindet; leer lassen, um ihn später einzutragen.</translation>
    </message>
    <message>
        <source>Bind to &amp;agent:</source>
        <translation>An &amp;Agent binden:</translation>
    </message>
    <message>
        <source>Not valid JSON yet: %1</source>
        <translation>Noch kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>The parameters must be a JSON object (a JSON Schema of type object).</source>
        <translation>Die Parameter müssen ein JSON-Objekt sein (ein JSON-Schema vom Typ object).</translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s).</source>
        <translation>
            <numerusform>%n Parameter.</numerusform>
            <numerusform>%n Parameter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Function parameters should be a schema with &quot;type&quot;: &quot;object&quot;.</source>
        <translation>Funktionsparameter sollten ein Schema mit &quot;type&quot;: &quot;object&quot; sein.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) from the Zod translation, underlined (hover for details); the preview lists them too.</source>
        <translation>
            <numerusform>%n Fund aus der Zod-Übersetzung, unterstrichen (Details beim Darüberfahren mit der Maus); die Vorschau führt ihn ebenfalls auf.</numerusform>
            <numerusform>%n Funde aus der Zod-Übersetzung, unterstrichen (Details beim Darüberfahren mit der Maus); die Vorschau führt sie ebenfalls auf.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityPreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>The four steps of the pipeline and the unit test, as they will be written. Finish writes them into the folder and adds the row to the capability table as a pending change.</source>
        <translation>Die vier Schritte der Pipeline und der Unit-Test, so wie sie geschrieben werden. „Erstellen“ schreibt sie in den Ordner und fügt die Zeile als ausstehende Änderung zur Fähigkeitstabelle hinzu.</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>Write to &amp;folder:</source>
        <translation>In &amp;Ordner schreiben:</translation>
    </message>
    <message>
        <source>Not carried over as given:</source>
        <translation>Nicht wie angegeben übernommen:</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing: every part of the parameters schema has a Zod translation and every row field is accepted by the create API.</source>
        <translation>Nichts: Jeder Teil des Parameterschemas hat eine Zod-Übersetzung, und jedes Zeilenfeld wird von der Erstellungs-API angenommen.</translation>
    </message>
    <message>
        <source>Choose a folder for the files.</source>
        <translation>Wählen Sie einen Ordner für die Dateien.</translation>
    </message>
    <message>
        <source>Writes %1.</source>
        <translation>Schreibt %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n of them already exist(s); you will be asked before they are replaced.</source>
        <translation>
            <numerusform>%n davon existiert bereits; Sie werden gefragt, bevor sie ersetzt wird.</numerusform>
            <numerusform>%n davon existieren bereits; Sie werden gefragt, bevor sie ersetzt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the Capability Files To</source>
        <translation>Zielordner für die Fähigkeitsdateien</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot write the files</source>
        <translation>Die Dateien können nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Nothing was written. %1</source>
        <translation>Nichts wurde geschrieben. %1</translation>
    </message>
    <message>
        <source>%1
Already written: %2</source>
        <translation>%1
Bereits geschrieben: %2</translation>
    </message>
    <message>
        <source>New capability “%1”</source>
        <translation>Neue Fähigkeit „%1“</translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityPurposePage</name>
    <message>
        <source>&amp;Endpoint URL:</source>
        <translation>&amp;Endpunkt-URL:</translation>
    </message>
    <message>
        <source>What should it do?</source>
        <translation>Was soll sie tun?</translation>
    </message>
    <message>
        <source>Name the capability and describe it the way the LLM will read it. If it is an HTTP integration an existing recipe covers, the next page says so.</source>
        <translation>Benennen Sie die Fähigkeit und beschreiben Sie sie so, wie das LLM sie lesen wird. Wenn es eine HTTP-Integration ist, die ein vorhandenes Rezept abdeckt, sagt das die nächste Seite.</translation>
    </message>
    <message>
        <source>e.g. Order Lookup</source>
        <translation>z. B. Bestellabfrage</translation>
    </message>
    <message>
        <source>follows the name, e.g. order_lookup</source>
        <translation>folgt dem Namen, z. B. order_lookup</translation>
    </message>
    <message>
        <source>The tool name the LLM sees; it must match functionDefinition.name. It follows the name until you edit it.</source>
        <translation>Der Tool-Name, den das LLM sieht; er muss functionDefinition.name entsprechen. Er folgt dem Namen, bis Sie ihn bearbeiten.</translation>
    </message>
    <message>
        <source>e.g. Look up an order by ID and return its status and total.</source>
        <translation>z. B. Eine Bestellung anhand der ID nachschlagen und ihren Status und Gesamtbetrag zurückgeben.</translation>
    </message>
    <message>
        <source>internal — business logic in TypeScript</source>
        <translation>internal — Geschäftslogik in TypeScript</translation>
    </message>
    <message>
        <source>api — call an external REST API</source>
        <translation>api — eine externe REST-API aufrufen</translation>
    </message>
    <message>
        <source>webhook — notify an external system</source>
        <translation>webhook — ein externes System benachrichtigen</translation>
    </message>
    <message>
        <source>e.g. https://api.example.com/orders</source>
        <translation>z. B. https://api.example.com/orders</translation>
    </message>
    <message>
        <source>Recorded as executionHandler. Sunrise still dispatches through a registered class, so the class is generated as well.</source>
        <translation>Wird als executionHandler gespeichert. Sunrise dispatcht trotzdem über eine registrierte Klasse, daher wird die Klasse ebenfalls erzeugt.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Slug:</source>
        <translation>&amp;Slug:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation>&amp;Kategorie:</translation>
    </message>
    <message>
        <source>E&amp;xecution type:</source>
        <translation>Ausführungs&amp;typ:</translation>
    </message>
    <message>
        <source>e.g. internal</source>
        <translation>z. B. internal</translation>
    </message>
    <message>
        <source>Give the capability a name.</source>
        <translation>Geben Sie der Fähigkeit einen Namen.</translation>
    </message>
    <message>
        <source>Give it a slug: the tool name the LLM sees.</source>
        <translation>Geben Sie ihr einen Slug: den Tool-Namen, den das LLM sieht.</translation>
    </message>
    <message>
        <source>The slug may hold lower-case letters and digits, with single “_” or “-” between them.</source>
        <translation>Der Slug darf Kleinbuchstaben und Ziffern enthalten, mit einzelnen „_“ oder „-“ dazwischen.</translation>
    </message>
    <message>
        <source>The slug “%1” is taken by “%2”.</source>
        <translation>Der Slug „%1“ ist bereits von „%2“ belegt.</translation>
    </message>
    <message>
        <source>Describe what it does; the LLM reads this to decide when to call it.</source>
        <translation>Beschreiben Sie, was sie tut; das LLM liest dies, um zu entscheiden, wann es sie aufruft.</translation>
    </message>
    <message>
        <source>The description is %1 characters long; Sunrise takes at most %2.</source>
        <translation>Die Beschreibung ist %1 Zeichen lang; Sunrise nimmt höchstens %2.</translation>
    </message>
    <message>
        <source>Pick or type a category.</source>
        <translation>Wählen Sie eine Kategorie oder geben Sie eine ein.</translation>
    </message>
    <message>
        <source>The category may be at most %1 characters long.</source>
        <translation>Die Kategorie darf höchstens %1 Zeichen lang sein.</translation>
    </message>
    <message>
        <source>For %1, enter the endpoint as a full URL (https://…).</source>
        <translation>Geben Sie für %1 den Endpunkt als vollständige URL ein (https://…).</translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityRecipePage</name>
    <message>
        <source>&amp;Build a new capability anyway</source>
        <translation>Trotzdem eine neue Fähigkeit &amp;erstellen</translation>
    </message>
    <message>
        <source>Use a recipe instead</source>
        <translation>Stattdessen ein Rezept verwenden</translation>
    </message>
    <message>
        <source>call_external_api already makes the HTTP call; binding it with a recipe needs no new code.</source>
        <translation>call_external_api führt den HTTP-Aufruf bereits aus; eine Bindung mit einem Rezept braucht keinen neuen Code.</translation>
    </message>
    <message>
        <source>Only when the integration is stateful (multi-step OAuth, cursor pagination), needs state across calls, or does not fit one HTTP request and response.</source>
        <translation>Nur wenn die Integration zustandsbehaftet ist (mehrstufiges OAuth, Cursor-Paginierung), Zustand über Aufrufe hinweg braucht oder nicht in eine HTTP-Anfrage und -Antwort passt.</translation>
    </message>
    <message>
        <source>This is HTTP-shaped: bind %1 with the %2 recipe instead of writing a new capability.</source>
        <translation>Das ist ein HTTP-Fall: Binden Sie %1 mit dem Rezept %2, statt eine neue Fähigkeit zu schreiben.</translation>
    </message>
    <message>
        <source>%1
Purpose: %2
Recipe: %3%4 (vendor variants, prompt guidance, worked examples)

The binding&apos;s customConfig:</source>
        <translation>%1
Zweck: %2
Rezept: %3%4 (Anbietervarianten, Hinweise für Prompts, ausgearbeitete Beispiele)

Die customConfig der Bindung:</translation>
    </message>
    <message>
        <source>When the vendor returns the file&apos;s bytes rather than a URL, also bind %1 with:</source>
        <translation>Wenn der Anbieter die Bytes der Datei statt einer URL liefert, binden Sie zusätzlich %1 mit:</translation>
    </message>
    <message>
        <source>&amp;Use the recipe: bind %1 with this customConfig (no new code)</source>
        <translation>Das Rezept &amp;verwenden: %1 mit dieser customConfig binden (kein neuer Code)</translation>
    </message>
    <message>
        <source>&amp;Use the Recipe</source>
        <translation>&amp;Rezept verwenden</translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityWizard</name>
    <message>
        <source>New Capability</source>
        <translation>Neue Fähigkeit</translation>
    </message>
    <message>
        <source>Replace Files</source>
        <translation>Dateien ersetzen</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) already exist(s) in %1. Replace them?</source>
        <translation>
            <numerusform>%n Datei existiert bereits in %1. Ersetzen?</numerusform>
            <numerusform>%n Dateien existieren bereits in %1. Ersetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>1 · Class</source>
        <translation>1 · Klasse</translation>
    </message>
    <message>
        <source>2 · Registry</source>
        <translation>2 · Registry</translation>
    </message>
    <message>
        <source>3 · Database row</source>
        <translation>3 · Datenbankzeile</translation>
    </message>
    <message>
        <source>4 · Binding</source>
        <translation>4 · Bindung</translation>
    </message>
    <message>
        <source>Unit test</source>
        <translation>Unit-Test</translation>
    </message>
</context>
<context>
    <name>capstudio::ParametersEditor</name>
    <message>
        <source>Add Parameter</source>
        <translation>Parameter hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Add a string parameter and type its name.</source>
        <translation>Einen Zeichenketten-Parameter hinzufügen und seinen Namen eingeben.</translation>
    </message>
    <message>
        <source>Remove the selected parameter.</source>
        <translation>Den ausgewählten Parameter entfernen.</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>&quot;parameters&quot; is not a schema with &quot;properties&quot;; edit it in the JSON tab.</source>
        <translation>&quot;parameters&quot; ist kein Schema mit &quot;properties&quot;; bearbeiten Sie es im Reiter JSON.</translation>
    </message>
    <message>
        <source>No parameters: the function is called without arguments.</source>
        <translation>Keine Parameter: Die Funktion wird ohne Argumente aufgerufen.</translation>
    </message>
    <message>
        <source>Constraints, nested schemas and other keywords are edited in the JSON tab.</source>
        <translation>Einschränkungen, verschachtelte Schemas und andere Schlüsselwörter werden im Reiter JSON bearbeitet.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
</context>
<context>
    <name>capstudio::ParametersTableModel</name>
    <message>
        <source>&quot;required&quot; is not a list; edit it in the JSON</source>
        <translation>&quot;required&quot; ist keine Liste; bearbeiten Sie es im JSON</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Erforderlich</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Einschränkungen</translation>
    </message>
    <message>
        <source>The model must always pass a value (the schema&apos;s &quot;required&quot; list).</source>
        <translation>Das Modell muss immer einen Wert übergeben (die &quot;required&quot;-Liste des Schemas).</translation>
    </message>
    <message>
        <source>What the model reads about the parameter.</source>
        <translation>Was das Modell über den Parameter liest.</translation>
    </message>
    <message>
        <source>A summary of the remaining keywords; edit them in the JSON.</source>
        <translation>Eine Zusammenfassung der übrigen Schlüsselwörter; bearbeiten Sie sie im JSON.</translation>
    </message>
    <message>
        <source>A parameter needs a name.</source>
        <translation>Ein Parameter braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is already a parameter named “%1”.</source>
        <translation>Es gibt bereits einen Parameter namens „%1“.</translation>
    </message>
    <message>
        <source>“%1” is not a JSON Schema type or a list of them.</source>
        <translation>„%1“ ist kein JSON-Schema-Typ und keine Liste davon.</translation>
    </message>
</context>
<context>
    <name>capstudio::PendingChangesView</name>
    <message>
        <source>Discard &amp;Selected</source>
        <translation>Auswahl &amp;verwerfen</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>New: %1</source>
        <translation>Neu: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n field(s))</source>
        <translation>
            <numerusform>%1 (%n Feld)</numerusform>
            <numerusform>%1 (%n Felder)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>capstudio::ProblemsView</name>
    <message>
        <source>Capability / field</source>
        <translation>Fähigkeit / Feld</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n capability(ies) with problems: %1 error(s), %2 warning(s)</source>
        <translation>
            <numerusform>%n Fähigkeit mit Problemen: %1 Fehler, %2 Warnungen</numerusform>
            <numerusform>%n Fähigkeiten mit Problemen: %1 Fehler, %2 Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking… %1 of %2</source>
        <translation>Prüfe … %1 von %2</translation>
    </message>
    <message>
        <source>The catalog could not be read whole; what is listed is not the catalog.</source>
        <translation>Der Katalog konnte nicht vollständig gelesen werden; was hier aufgeführt ist, entspricht nicht dem Katalog.</translation>
    </message>
    <message>
        <source>About the last read of the catalog:</source>
        <translation>Zum letzten Lesen des Katalogs:</translation>
    </message>
</context>
<context>
    <name>capstudio::ProvenancePane</name>
    <message>
        <source>Open bundles</source>
        <translation>Geöffnete Bundles</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Recent &amp;Bundles</source>
        <translation>&amp;Zuletzt geöffnete Bundles</translation>
    </message>
    <message>
        <source>Conversations stored in the workspace; select one to open it.</source>
        <translation>Im Arbeitsbereich gespeicherte Unterhaltungen; wählen Sie eine aus, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Open &amp;Bundle…</source>
        <translation>B&amp;undle öffnen …</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Open conversation provenance bundles (.json)</source>
        <translation>Herkunfts-Bundles von Unterhaltungen öffnen (.json)</translation>
    </message>
    <message>
        <source>&amp;Close Bundle</source>
        <translation>Bundle &amp;schließen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+W</source>
        <translation>Ctrl+Shift+W</translation>
    </message>
    <message>
        <source>Close the selected bundle</source>
        <translation>Das ausgewählte Bundle schließen</translation>
    </message>
    <message>
        <source>Export &amp;Redacted Copy…</source>
        <translation>&amp;Maskierte Kopie exportieren …</translation>
    </message>
    <message>
        <source>Write the bundle with every leak replaced by what Sunrise&apos;s redaction would have written</source>
        <translation>Das Bundle schreiben, wobei jedes Leck durch das ersetzt wird, was die Maskierung von Sunrise geschrieben hätte</translation>
    </message>
    <message>
        <source>Export &amp;Audit Report…</source>
        <translation>&amp;Prüfbericht exportieren …</translation>
    </message>
    <message>
        <source>Write the audit report of the bundle as Markdown or HTML</source>
        <translation>Den Prüfbericht des Bundles als Markdown oder HTML schreiben</translation>
    </message>
    <message>
        <source>Next &amp;Leak</source>
        <translation>Nächstes &amp;Leck</translation>
    </message>
    <message>
        <source>Go to the next unredacted value</source>
        <translation>Zum nächsten unmaskierten Wert gehen</translation>
    </message>
    <message>
        <source>Previous L&amp;eak</source>
        <translation>Vorheriges Le&amp;ck</translation>
    </message>
    <message>
        <source>Go to the previous unredacted value</source>
        <translation>Zum vorherigen unmaskierten Wert gehen</translation>
    </message>
    <message>
        <source>Next &amp;Call</source>
        <translation>Nächster &amp;Aufruf</translation>
    </message>
    <message>
        <source>Go to the next capability call</source>
        <translation>Zum nächsten Fähigkeitsaufruf gehen</translation>
    </message>
    <message>
        <source>Previous C&amp;all</source>
        <translation>Vorheriger Auf&amp;ruf</translation>
    </message>
    <message>
        <source>Go to the previous capability call</source>
        <translation>Zum vorherigen Fähigkeitsaufruf gehen</translation>
    </message>
    <message>
        <source>&amp;Jump Tool Row ↔ Call</source>
        <translation>&amp;Tool-Zeile ↔ Aufruf wechseln</translation>
    </message>
    <message>
        <source>From a tool row to the traced call it answers, and back</source>
        <translation>Von einer Tool-Zeile zum aufgezeichneten Aufruf, den sie beantwortet, und zurück</translation>
    </message>
    <message>
        <source>&amp;Filter Timeline</source>
        <translation>Zeitleiste &amp;filtern</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Filter the timeline by content and slug</source>
        <translation>Die Zeitleiste nach Inhalt und Slug filtern</translation>
    </message>
    <message numerus="yes">
        <source>%1
Agent: %2
%n message(s), last activity %3</source>
        <translation>
            <numerusform>%1
Agent: %2
%n Nachricht, letzte Aktivität %3</numerusform>
            <numerusform>%1
Agent: %2
%n Nachrichten, letzte Aktivität %3</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>(no conversations)</source>
        <translation>(keine Unterhaltungen)</translation>
    </message>
    <message>
        <source>%1 is already open.</source>
        <translation>%1 ist bereits geöffnet.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <source>Reading and scanning the bundle. You can keep working with the other bundles.</source>
        <translation>Das Bundle wird gelesen und durchsucht. Sie können mit den anderen Bundles weiterarbeiten.</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n message(s)</source>
        <translation>
            <numerusform>%1 geöffnet: %n Nachricht</numerusform>
            <numerusform>%1 geöffnet: %n Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Liste leeren</translation>
    </message>
    <message>
        <source>Open Provenance Bundles</source>
        <translation>Herkunfts-Bundles öffnen</translation>
    </message>
    <message>
        <source>Provenance bundles (*.json);;All files (*)</source>
        <translation>Herkunfts-Bundles (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Redacted Copy</source>
        <translation>Maskierte Kopie exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the redacted copy</source>
        <translation>Die maskierte Kopie kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Cannot export the redacted copy: %1</source>
        <translation>Die maskierte Kopie kann nicht exportiert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the redacted copy to %1 (%n value(s) masked)</source>
        <translation>
            <numerusform>Maskierte Kopie nach %1 geschrieben (%n Wert maskiert)</numerusform>
            <numerusform>Maskierte Kopie nach %1 geschrieben (%n Werte maskiert)</numerusform>
        </translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export Audit Report</source>
        <translation>Prüfbericht exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML (*.html)</source>
        <translation>Markdown (*.md);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the audit report</source>
        <translation>Der Prüfbericht kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Cannot export the audit report: %1</source>
        <translation>Der Prüfbericht kann nicht exportiert werden: %1</translation>
    </message>
    <message>
        <source>Wrote the audit report to %1</source>
        <translation>Prüfbericht nach %1 geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n Nachricht</numerusform>
            <numerusform>%n Nachrichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leak(s)</source>
        <translation>
            <numerusform>%n Leck</numerusform>
            <numerusform>%n Lecks</numerusform>
        </translation>
    </message>
    <message>
        <source>Conversations of %1 visible to you; select one to open its provenance bundle.</source>
        <translation>Für Sie sichtbare Unterhaltungen von %1; wählen Sie eine aus, um ihr Herkunfts-Bundle zu öffnen.</translation>
    </message>
    <message>
        <source>Bundles and conversations</source>
        <translation>Bundles und Unterhaltungen</translation>
    </message>
    <message>
        <source>No bundle open</source>
        <translation>Kein Bundle geöffnet</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open a provenance bundle (the JSON of &lt;code&gt;GET …/conversations/:id/provenance&lt;/code&gt;) to review every capability call of a conversation, its redacted arguments and result preview, and every place where redaction leaked.&lt;/p&gt;&lt;p&gt;Drop .json files on the window, pass them on the command line (&lt;code&gt;capstudio BUNDLE.json&lt;/code&gt;), or pick a workspace conversation on the left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Öffnen Sie ein Herkunfts-Bundle (das JSON von &lt;code&gt;GET …/conversations/:id/provenance&lt;/code&gt;), um jeden Fähigkeitsaufruf einer Unterhaltung mit seinen maskierten Argumenten und seiner Ergebnisvorschau zu prüfen, ebenso jede Stelle, an der die Maskierung ein Leck hat.&lt;/p&gt;&lt;p&gt;Ziehen Sie .json-Dateien auf das Fenster, übergeben Sie sie auf der Befehlszeile (&lt;code&gt;capstudio BUNDLE.json&lt;/code&gt;) oder wählen Sie links eine Unterhaltung aus dem Arbeitsbereich.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Co&amp;mpare With…</source>
        <translation>&amp;Vergleichen mit …</translation>
    </message>
    <message>
        <source>Compare the selected bundle with another open one, side by side</source>
        <translation>Das ausgewählte Bundle mit einem anderen geöffneten nebeneinander vergleichen</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Compare %1 with:</source>
        <translation>%1 vergleichen mit:</translation>
    </message>
    <message>
        <source>That bundle is no longer open.</source>
        <translation>Dieses Bundle ist nicht mehr geöffnet.</translation>
    </message>
    <message>
        <source>%1 no longer holds the finding at %2: the conversation changed since the scan.</source>
        <translation>%1 enthält den Fund bei %2 nicht mehr: Die Unterhaltung hat sich seit dem Scan geändert.</translation>
    </message>
</context>
<context>
    <name>capstudio::SavedDryRunsPanel</name>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>would run</source>
        <translation>würde laufen</translation>
    </message>
    <message>
        <source>Saved dry-runs</source>
        <translation>Gespeicherte Probeläufe</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the scenario and its verdict with the workspace (over the selected dry-run)</source>
        <translation>Szenario und Ergebnis im Arbeitsbereich speichern (über den ausgewählten Probelauf)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation>Szenario unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the selected saved dry-run</source>
        <translation>Den ausgewählten gespeicherten Probelauf löschen</translation>
    </message>
    <message>
        <source>Run every saved dry-run on the workspace as it is now and mark those whose verdict changed</source>
        <translation>Jeden gespeicherten Probelauf auf dem aktuellen Stand des Arbeitsbereichs ausführen und diejenigen markieren, deren Ergebnis sich geändert hat</translation>
    </message>
    <message>
        <source>Saved dry-runs live in the workspace database, which is not available here.</source>
        <translation>Gespeicherte Probeläufe liegen in der Datenbank des Arbeitsbereichs, die hier nicht verfügbar ist.</translation>
    </message>
    <message>
        <source>Saved dry-runs are not available: %1</source>
        <translation>Gespeicherte Probeläufe sind nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>%1
Saved on %2: %3</source>
        <translation>%1
Gespeichert am %2: %3</translation>
    </message>
    <message>
        <source>
Now: %1</source>
        <translation>
Jetzt: %1</translation>
    </message>
    <message>
        <source>Could not save the dry-run: %1</source>
        <translation>Der Probelauf konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>„%1“ gespeichert.</translation>
    </message>
    <message>
        <source>No saved dry-run is selected.</source>
        <translation>Kein gespeicherter Probelauf ist ausgewählt.</translation>
    </message>
    <message>
        <source>Could not delete the dry-run: %1</source>
        <translation>Der Probelauf konnte nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>„%1“ gelöscht.</translation>
    </message>
    <message>
        <source>Delete Saved Dry-Run</source>
        <translation>Gespeicherten Probelauf löschen</translation>
    </message>
    <message>
        <source>Delete the saved dry-run “%1”?</source>
        <translation>Den gespeicherten Probelauf „%1“ löschen?</translation>
    </message>
    <message>
        <source>Nothing saved to re-run.</source>
        <translation>Nichts Gespeichertes zum erneuten Ausführen.</translation>
    </message>
    <message numerus="yes">
        <source>Re-ran %n saved dry-run(s): every verdict is as saved.</source>
        <translation>
            <numerusform>%n gespeicherter Probelauf erneut ausgeführt: Jedes Ergebnis ist wie gespeichert.</numerusform>
            <numerusform>%n gespeicherte Probeläufe erneut ausgeführt: Jedes Ergebnis ist wie gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Re-ran %n saved dry-run(s); changed: %1</source>
        <translation>
            <numerusform>%n gespeicherter Probelauf erneut ausgeführt; geändert: %1</numerusform>
            <numerusform>%n gespeicherte Probeläufe erneut ausgeführt; geändert: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 %2: %3 → %4</source>
        <translation>%1 %2: %3 → %4</translation>
    </message>
    <message>
        <source>Re-run A&amp;ll</source>
        <translation>&amp;Alle erneut ausführen</translation>
    </message>
    <message>
        <source>%1
changed: %2</source>
        <translation>%1
geändert: %2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The write was cancelled.</source>
        <translation>Das Schreiben wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Reading the saved dry-runs…</source>
        <translation>Die gespeicherten Probeläufe werden gelesen …</translation>
    </message>
    <message>
        <source>The read was cancelled.</source>
        <translation>Das Lesen wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The saved dry-runs are being read or written; try again when they are.</source>
        <translation>Die gespeicherten Probeläufe werden gerade gelesen oder geschrieben; versuchen Sie es erneut, wenn das abgeschlossen ist.</translation>
    </message>
</context>
<context>
    <name>capstudio::Session</name>
    <message>
        <source>This connection keeps no saved dry-runs.</source>
        <translation>Diese Verbindung speichert keine Probeläufe.</translation>
    </message>
    <message>
        <source>The connection is closed.</source>
        <translation>Die Verbindung ist geschlossen.</translation>
    </message>
    <message>
        <source>The capabilities were edited while the list was read, so the list did not replace them: apply or discard the edits, then reload.</source>
        <translation>Die Fähigkeiten wurden bearbeitet, während die Liste gelesen wurde, daher hat die Liste sie nicht ersetzt: Wenden Sie die Bearbeitungen an oder verwerfen Sie sie und laden Sie dann neu.</translation>
    </message>
    <message>
        <source>The bindings were edited while they were read, so the rows read did not replace them: apply or discard the edits, then reload.</source>
        <translation>Die Bindungen wurden bearbeitet, während sie gelesen wurden, daher haben die gelesenen Zeilen sie nicht ersetzt: Wenden Sie die Bearbeitungen an oder verwerfen Sie sie und laden Sie dann neu.</translation>
    </message>
    <message>
        <source>The folder&apos;s %1 is not used: %2</source>
        <translation>Die Datei %1 des Ordners wird nicht verwendet: %2</translation>
    </message>
</context>
<context>
    <name>capstudio::SimulatorContextView</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>(removed) %1</source>
        <translation>(entfernt) %1</translation>
    </message>
    <message>
        <source>Removed by the last step.</source>
        <translation>Vom letzten Schritt entfernt.</translation>
    </message>
    <message numerus="yes">
        <source>{%n key(s)}</source>
        <translation>
            <numerusform>{%n Schlüssel}</numerusform>
            <numerusform>{%n Schlüssel}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n Element]</numerusform>
            <numerusform>[%n Elemente]</numerusform>
        </translation>
    </message>
    <message>
        <source>Added by the last step.</source>
        <translation>Vom letzten Schritt hinzugefügt.</translation>
    </message>
    <message>
        <source>Changed by the last step (was %1).</source>
        <translation>Vom letzten Schritt geändert (war %1).</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… %n weiterer</numerusform>
            <numerusform>… %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
</context>
<context>
    <name>capstudio::SimulatorHistoryModel</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Auslösen</translation>
    </message>
    <message>
        <source>Chain hop</source>
        <translation>Kettenschritt</translation>
    </message>
    <message>
        <source>onEnter</source>
        <translation>onEnter</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>version %1 → %2</source>
        <translation>Version %1 → %2</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>From → to</source>
        <translation>Von → nach</translation>
    </message>
    <message>
        <source>Transition</source>
        <translation>Übergang</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>capstudio::SimulatorPanel</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Start the workflow with the input and settings of the Start section</source>
        <translation>Den Workflow mit der Eingabe und den Einstellungen aus dem Bereich Start starten</translation>
    </message>
    <message>
        <source>&amp;Fire</source>
        <translation>&amp;Auslösen</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Undo the last simulator action (%1)</source>
        <translation>Die letzte Simulatoraktion rückgängig machen (%1)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>Start again on the current definition with the run&apos;s start input</source>
        <translation>Mit der Starteingabe des Laufs erneut auf der aktuellen Definition starten</translation>
    </message>
    <message>
        <source>Save R&amp;un…</source>
        <translation>Lauf spei&amp;chern …</translation>
    </message>
    <message>
        <source>Save this run as JSON to replay it later</source>
        <translation>Diesen Lauf als JSON speichern, um ihn später erneut abzuspielen</translation>
    </message>
    <message>
        <source>Re&amp;play Run…</source>
        <translation>Lauf erneut a&amp;bspielen …</translation>
    </message>
    <message>
        <source>Replay a saved run on the current definition and report the first difference</source>
        <translation>Einen gespeicherten Lauf auf der aktuellen Definition erneut abspielen und den ersten Unterschied melden</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Current state</source>
        <translation>Aktueller Zustand</translation>
    </message>
    <message>
        <source>Double-click to show the state in the diagram</source>
        <translation>Doppelklicken, um den Zustand im Diagramm anzuzeigen</translation>
    </message>
    <message>
        <source>Transitions</source>
        <translation>Übergänge</translation>
    </message>
    <message>
        <source>Double-click to show the transition in the diagram</source>
        <translation>Doppelklicken, um den Übergang im Diagramm anzuzeigen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Guard</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Double-click to show the step&apos;s state (or transition) in the diagram</source>
        <translation>Doppelklicken, um den Zustand (oder Übergang) des Schritts im Diagramm anzuzeigen</translation>
    </message>
    <message>
        <source>The workflow &apos;%1&apos; is no longer in the library; its run was discarded.</source>
        <translation>Der Workflow &apos;%1&apos; ist nicht mehr in der Bibliothek; sein Lauf wurde verworfen.</translation>
    </message>
    <message>
        <source>The workflow &apos;%1&apos; is no longer in the library.</source>
        <translation>Der Workflow &apos;%1&apos; ist nicht mehr in der Bibliothek.</translation>
    </message>
    <message>
        <source>Simulator runs (*.json);;All files (*)</source>
        <translation>Simulatorläufe (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Run</source>
        <translation>Lauf speichern</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>The run was saved to %1.</source>
        <translation>Der Lauf wurde in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Could not save the run to %1: %2</source>
        <translation>Der Lauf konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Replay Run</source>
        <translation>Lauf erneut abspielen</translation>
    </message>
    <message>
        <source>Replay failed</source>
        <translation>Wiedergabe fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>dieser Lauf</translation>
    </message>
    <message>
        <source>Replay matches</source>
        <translation>Wiedergabe stimmt überein</translation>
    </message>
    <message>
        <source>Replayed %1 on the current definition: no step differs.</source>
        <translation>%1 wurde auf der aktuellen Definition erneut abgespielt: Kein Schritt weicht ab.</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>dem Start</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>Aktion %1</translation>
    </message>
    <message>
        <source>step %1 (%2, %3)</source>
        <translation>Schritt %1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Replay differs</source>
        <translation>Wiedergabe weicht ab</translation>
    </message>
    <message>
        <source>Replayed %1 on the current definition: it first differs at %2: %3. The history shows the re-run.</source>
        <translation>%1 wurde auf der aktuellen Definition erneut abgespielt: Die erste Abweichung liegt bei %2: %3. Der Verlauf zeigt den erneuten Lauf.</translation>
    </message>
    <message>
        <source>The simulator waits for the result of %1. Supply its output below (or fail it), then press Supply Result.</source>
        <translation>Der Simulator wartet auf das Ergebnis von %1. Liefern Sie unten seine Ausgabe (oder lassen Sie ihn fehlschlagen) und klicken Sie dann auf „Ergebnis liefern“.</translation>
    </message>
    <message>
        <source>Submitted arguments</source>
        <translation>Übermittelte Argumente</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Callee input: %1</source>
        <translation>Eingabe des Aufgerufenen: %1</translation>
    </message>
    <message>
        <source>Read-only while the executor&apos;s result is awaited.</source>
        <translation>Schreibgeschützt, solange das Ergebnis des Executors erwartet wird.</translation>
    </message>
    <message>
        <source>Result of %1</source>
        <translation>Ergebnis von %1</translation>
    </message>
    <message>
        <source>Supply &amp;Result</source>
        <translation>&amp;Ergebnis liefern</translation>
    </message>
    <message>
        <source>Hand this result to the simulator (%1)</source>
        <translation>Dieses Ergebnis an den Simulator übergeben (%1)</translation>
    </message>
    <message>
        <source>This state has no transitions.</source>
        <translation>Dieser Zustand hat keine Übergänge.</translation>
    </message>
    <message>
        <source>Start the workflow to see its transitions.</source>
        <translation>Starten Sie den Workflow, um seine Übergänge zu sehen.</translation>
    </message>
    <message>
        <source>Submit &apos;%1&apos; with these arguments (%2)</source>
        <translation>&apos;%1&apos; mit diesen Argumenten übermitteln (%2)</translation>
    </message>
    <message>
        <source>Arguments of &apos;%1&apos;</source>
        <translation>Argumente von &apos;%1&apos;</translation>
    </message>
    <message>
        <source>No inputSchema: the arguments are not checked.</source>
        <translation>Kein inputSchema: Die Argumente werden nicht geprüft.</translation>
    </message>
    <message>
        <source>inputSchema: %1</source>
        <translation>inputSchema: %1</translation>
    </message>
    <message>
        <source>✓ pass</source>
        <translation>✓ erfüllt</translation>
    </message>
    <message>
        <source>✗ fail</source>
        <translation>✗ nicht erfüllt</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>No guards: always passes.</source>
        <translation>Keine Guards: immer erfüllt.</translation>
    </message>
    <message>
        <source>Executor output — %1</source>
        <translation>Executor-Ausgabe — %1</translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation>Argumente: %1</translation>
    </message>
    <message>
        <source>Simulator</source>
        <translation>Simulator</translation>
    </message>
    <message>
        <source>Simulator · %1</source>
        <translation>Simulator · %1</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Press Start to run the workflow.</source>
        <translation>Klicken Sie auf „Starten“, um den Workflow auszuführen.</translation>
    </message>
    <message numerus="yes">
        <source>status %1 · version %2 · %n step(s)</source>
        <translation>
            <numerusform>Status %1 · Version %2 · %n Schritt</numerusform>
            <numerusform>Status %1 · Version %2 · %n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>The lexicon has no definition for %1: the runtime refuses to start any workflow of this library. Add lexicon entries, or tick “Start despite undefined lexicon subjects” under Settings.</source>
        <translation>Das Lexikon hat keine Definition für %1: Die Laufzeit verweigert den Start jedes Workflows dieser Bibliothek. Fügen Sie Lexikoneinträge hinzu oder aktivieren Sie unter „Einstellungen“ die Option „Trotz undefinierter Lexikon-Subjekte starten“.</translation>
    </message>
    <message>
        <source>Definition changed</source>
        <translation>Definition geändert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was edited after this run started; the run goes on with the definition it started with.</source>
        <translation>&apos;%1&apos; wurde nach dem Start dieses Laufs bearbeitet; der Lauf wird mit der Definition fortgesetzt, mit der er gestartet wurde.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Replay on the New Definition</source>
        <translation>Auf der neuen Definition erneut abspielen</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>Nicht ausgeführt</translation>
    </message>
    <message>
        <source>start refused: %1</source>
        <translation>Start verweigert: %1</translation>
    </message>
</context>
<context>
    <name>capstudio::SimulatorStartForm</name>
    <message>
        <source>The start input ($.workflow.input). The workflow&apos;s inputSchema defaults are applied and the input validated when the run starts.</source>
        <translation>Die Starteingabe ($.workflow.input). Die Standardwerte aus dem inputSchema des Workflows werden angewendet und die Eingabe wird beim Start des Laufs validiert.</translation>
    </message>
    <message>
        <source>&amp;Input</source>
        <translation>&amp;Eingabe</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>Ein&amp;stellungen</translation>
    </message>
    <message>
        <source>The principal has the &quot;&amp;human&quot; role</source>
        <translation>Der Principal hat die Rolle &quot;&amp;human&quot;</translation>
    </message>
    <message>
        <source>Transitions with actor: human need a submitting principal with the role &quot;human&quot; (else ACTOR_MISMATCH).</source>
        <translation>Übergänge mit actor: human benötigen einen übermittelnden Principal mit der Rolle &quot;human&quot; (sonst ACTOR_MISMATCH).</translation>
    </message>
    <message>
        <source>other roles, comma separated</source>
        <translation>weitere Rollen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>e.g. deploy, approve</source>
        <translation>z. B. deploy, approve</translation>
    </message>
    <message>
        <source>skill subjects for guidance_acknowledged</source>
        <translation>Skill-Subjekte für guidance_acknowledged</translation>
    </message>
    <message>
        <source>script subjects for script_acknowledged</source>
        <translation>Skript-Subjekte für script_acknowledged</translation>
    </message>
    <message>
        <source>What $.workflow.id reads: the runtime gives the instance id, not the definition id.</source>
        <translation>Was $.workflow.id liest: Die Laufzeit liefert die Instanz-ID, nicht die Definitions-ID.</translation>
    </message>
    <message>
        <source>Start despite undefined lexicon subjects</source>
        <translation>Trotz undefinierter Lexikon-Subjekte starten</translation>
    </message>
    <message>
        <source>The runtime refuses to start with SUBJECT_NEEDS_DEFINITION; with this set the simulator starts anyway and notes it.</source>
        <translation>Die Laufzeit verweigert den Start mit SUBJECT_NEEDS_DEFINITION; ist dies gesetzt, startet der Simulator trotzdem und vermerkt es.</translation>
    </message>
    <message>
        <source>Other &amp;roles:</source>
        <translation>Weitere &amp;Rollen:</translation>
    </message>
    <message>
        <source>&amp;Permissions:</source>
        <translation>&amp;Berechtigungen:</translation>
    </message>
    <message>
        <source>Acknowledged &amp;guidance:</source>
        <translation>Bestätigte &amp;Anleitungen:</translation>
    </message>
    <message>
        <source>Acknowledged &amp;scripts:</source>
        <translation>Bestätigte &amp;Skripte:</translation>
    </message>
    <message>
        <source>Princi&amp;pal:</source>
        <translation>&amp;Principal:</translation>
    </message>
    <message>
        <source>Instance i&amp;d:</source>
        <translation>Instanz-I&amp;D:</translation>
    </message>
    <message>
        <source>inputSchema: %1</source>
        <translation>inputSchema: %1</translation>
    </message>
    <message>
        <source>Input: %1</source>
        <translation>Eingabe: %1</translation>
    </message>
</context>
<context>
    <name>capstudio::SnippetEditor</name>
    <message>
        <source>&amp;Apply snippet</source>
        <translation>Snippet &amp;anwenden</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Snippet (inputs and outputs) as JSON</source>
        <translation>Snippet (Eingaben und Ausgaben) als JSON</translation>
    </message>
    <message>
        <source>none: no `snippet:` yet</source>
        <translation>keines: noch kein `snippet:`</translation>
    </message>
    <message>
        <source>Contract hash:</source>
        <translation>Vertrags-Hash:</translation>
    </message>
    <message>
        <source>After this edit:</source>
        <translation>Nach dieser Bearbeitung:</translation>
    </message>
    <message>
        <source>No workflow calls this capability.</source>
        <translation>Kein Workflow ruft diese Fähigkeit auf.</translation>
    </message>
    <message>
        <source>Called by 1 transition.</source>
        <translation>Von 1 Übergang aufgerufen.</translation>
    </message>
    <message>
        <source>Called by %1 transitions.</source>
        <translation>Von %1 Übergängen aufgerufen.</translation>
    </message>
    <message>
        <source>The text is not valid JSON.</source>
        <translation>Der Text ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>No caller would break.</source>
        <translation>Kein Aufrufer würde beschädigt.</translation>
    </message>
    <message>
        <source>Applying this would add 1 problem in callers:</source>
        <translation>Das Anwenden würde 1 Problem bei Aufrufern hinzufügen:</translation>
    </message>
    <message>
        <source>Applying this would add %1 problems in callers:</source>
        <translation>Das Anwenden würde %1 Probleme bei Aufrufern hinzufügen:</translation>
    </message>
</context>
<context>
    <name>capstudio::StateInspector</name>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Renaming a state retargets every transition, branch and the initial state that name it.</source>
        <translation>Das Umbenennen eines Zustands passt jeden Übergang, jeden Zweig und den Anfangszustand an, die ihn nennen.</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Terminal (ends the run)</source>
        <translation>&amp;Endzustand (beendet den Lauf)</translation>
    </message>
    <message>
        <source>Make state terminal</source>
        <translation>Zustand zum Endzustand machen</translation>
    </message>
    <message>
        <source>Make state non-terminal</source>
        <translation>Zustand nicht mehr als Endzustand markieren</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Set goal</source>
        <translation>Ziel setzen</translation>
    </message>
    <message>
        <source>What the agent is to achieve here; {{ $.context.slot }} is filled in</source>
        <translation>Was der Agent hier erreichen soll; {{ $.context.slot }} wird ausgefüllt</translation>
    </message>
    <message>
        <source>G&amp;uidance:</source>
        <translation>&amp;Anleitung:</translation>
    </message>
    <message>
        <source>Set guidance</source>
        <translation>Anleitung setzen</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>Set description</source>
        <translation>Beschreibung setzen</translation>
    </message>
    <message>
        <source>sub-agent name (optional)</source>
        <translation>Name des Sub-Agenten (optional)</translation>
    </message>
    <message>
        <source>De&amp;legate:</source>
        <translation>De&amp;legieren an:</translation>
    </message>
    <message>
        <source>Set delegate</source>
        <translation>Delegation setzen</translation>
    </message>
    <message>
        <source>(workflow&apos;s setting)</source>
        <translation>(Einstellung des Workflows)</translation>
    </message>
    <message>
        <source>Link &amp;filter:</source>
        <translation>Link-&amp;Filter:</translation>
    </message>
    <message>
        <source>Set link filter</source>
        <translation>Link-Filter setzen</translation>
    </message>
    <message>
        <source>Transitions:</source>
        <translation>Übergänge:</translation>
    </message>
    <message>
        <source>Other keys (read-only)</source>
        <translation>Weitere Schlüssel (schreibgeschützt)</translation>
    </message>
    <message>
        <source>A state needs a name.</source>
        <translation>Ein Zustand braucht einen Namen.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>capstudio::SunriseClient</name>
    <message>
        <source>The server redirected the request to %1. capstudio does not follow redirects with the API key attached; put the address it moved to in the connection.</source>
        <translation>Der Server hat die Anfrage nach %1 umgeleitet. capstudio folgt Umleitungen nicht, wenn der API-Schlüssel mitgesendet wird; tragen Sie die neue Adresse in die Verbindung ein.</translation>
    </message>
    <message>
        <source>the server answered %1</source>
        <translation>der Server antwortete mit %1</translation>
    </message>
    <message>
        <source>The server&apos;s answer to %1 %2 is not JSON (%3 at byte %4); is this a Sunrise server?</source>
        <translation>Die Antwort des Servers auf %1 %2 ist kein JSON (%3 bei Byte %4); ist das ein Sunrise-Server?</translation>
    </message>
    <message>
        <source>The server&apos;s answer to %1 %2 is not Sunrise&apos;s response envelope ({&quot;success&quot;: true, &quot;data&quot;: …}).</source>
        <translation>Die Antwort des Servers auf %1 %2 ist kein Sunrise-Antwortumschlag ({&quot;success&quot;: true, &quot;data&quot;: …}).</translation>
    </message>
    <message>
        <source>no answer for %1</source>
        <translation>%1 lang keine Antwort</translation>
    </message>
    <message>
        <source>the server&apos;s rate limit (%1) was reached</source>
        <translation>das Ratenlimit des Servers (%1) wurde erreicht</translation>
    </message>
</context>
<context>
    <name>capstudio::TimelineModel</name>
    <message>
        <source>Message / call</source>
        <translation>Nachricht / Aufruf</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Leaks</source>
        <translation>Lecks</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>This tool row carries the raw result of a traced call; press Ctrl+J to go to it.</source>
        <translation>Diese Tool-Zeile enthält das Rohergebnis eines aufgezeichneten Aufrufs; drücken Sie Strg+J, um zu ihm zu gehen.</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>invalid provenance</source>
        <translation>ungültige Herkunftsdaten</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n Aufruf</numerusform>
            <numerusform>%n Aufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n citation(s)</source>
        <translation>
            <numerusform>%n Quellenangabe</numerusform>
            <numerusform>%n Quellenangaben</numerusform>
        </translation>
    </message>
    <message>
        <source>→ call %1 of #%2</source>
        <translation>→ Aufruf %1 von #%2</translation>
    </message>
    <message>
        <source>untraced</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>Its raw result is in tool row #%1; press Ctrl+J to go there.</source>
        <translation>Sein Rohergebnis steht in Tool-Zeile #%1; drücken Sie Strg+J, um dorthin zu gehen.</translation>
    </message>
    <message>
        <source>The result preview was truncated by Sunrise.</source>
        <translation>Die Ergebnisvorschau wurde von Sunrise gekürzt.</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>[truncated] </source>
        <translation>[gekürzt] </translation>
    </message>
</context>
<context>
    <name>capstudio::TransitionInspector</name>
    <message>
        <source>Transition</source>
        <translation>Übergang</translation>
    </message>
    <message>
        <source>Injected by the loader (enable_human_ask): not written in the file, so it cannot be edited here.</source>
        <translation>Vom Loader eingefügt (enable_human_ask): nicht in der Datei geschrieben, daher hier nicht bearbeitbar.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>(missing target)</source>
        <translation>(Ziel fehlt)</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>agent (not set)</source>
        <translation>agent (nicht gesetzt)</translation>
    </message>
    <message>
        <source>&amp;Actor:</source>
        <translation>&amp;Akteur:</translation>
    </message>
    <message>
        <source>Set actor</source>
        <translation>Akteur setzen</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>Set title</source>
        <translation>Titel setzen</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>Set description</source>
        <translation>Beschreibung setzen</translation>
    </message>
    <message>
        <source>Guards (all must pass)</source>
        <translation>Guards (alle müssen erfüllt sein)</translation>
    </message>
    <message>
        <source>Add guard</source>
        <translation>Guard hinzufügen</translation>
    </message>
    <message>
        <source>Remove guard</source>
        <translation>Guard entfernen</translation>
    </message>
    <message>
        <source>Executor</source>
        <translation>Executor</translation>
    </message>
    <message>
        <source>none (just move)</source>
        <translation>keiner (nur wechseln)</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>A&amp;rt:</translation>
    </message>
    <message>
        <source>Set executor %1</source>
        <translation>Executor %1 setzen</translation>
    </message>
    <message>
        <source>A transition needs a name.</source>
        <translation>Ein Übergang braucht einen Namen.</translation>
    </message>
    <message>
        <source>Rename transition</source>
        <translation>Übergang umbenennen</translation>
    </message>
    <message>
        <source>Remove executor</source>
        <translation>Executor entfernen</translation>
    </message>
    <message>
        <source>Set executor kind %1</source>
        <translation>Executor-Art %1 setzen</translation>
    </message>
    <message>
        <source>%1 (not a state)</source>
        <translation>%1 (kein Zustand)</translation>
    </message>
    <message>
        <source>%1 (behaves as agent)</source>
        <translation>%1 (verhält sich wie agent)</translation>
    </message>
    <message>
        <source>%1 (not registered by default)</source>
        <translation>%1 (standardmäßig nicht registriert)</translation>
    </message>
</context>
<context>
    <name>capstudio::TransitionOptionsModel</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message numerus="yes">
        <source>pass (%n guard(s))</source>
        <translation>
            <numerusform>erfüllt (%n Guard)</numerusform>
            <numerusform>erfüllt (%n Guards)</numerusform>
        </translation>
    </message>
    <message>
        <source>fail: guard %1 of %2</source>
        <translation>nicht erfüllt: Guard %1 von %2</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>nicht erfüllt</translation>
    </message>
    <message>
        <source>✓ pass</source>
        <translation>✓ erfüllt</translation>
    </message>
    <message>
        <source>✗ fail</source>
        <translation>✗ nicht erfüllt</translation>
    </message>
    <message>
        <source> (the runtime stops before this guard)</source>
        <translation> (die Laufzeit hält vor diesem Guard an)</translation>
    </message>
    <message>
        <source>retry link</source>
        <translation>Link für erneuten Versuch</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>chain only</source>
        <translation>nur Kette</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>The deterministic chain failed on this transition; the runtime offers it as a link to retry.</source>
        <translation>Die deterministische Kette ist bei diesem Übergang fehlgeschlagen; die Laufzeit bietet ihn als Link für einen erneuten Versuch an.</translation>
    </message>
    <message>
        <source>linkFilter: byGuards hides this link while its guards do not pass.</source>
        <translation>linkFilter: byGuards verbirgt diesen Link, solange seine Guards nicht erfüllt sind.</translation>
    </message>
    <message>
        <source>The runtime offers this transition to the %1 as a link.</source>
        <translation>Die Laufzeit bietet diesen Übergang dem %1 als Link an.</translation>
    </message>
    <message>
        <source>Deterministic transitions are fired by the runtime&apos;s chain, never offered as links.</source>
        <translation>Deterministische Übergänge werden von der Kette der Laufzeit ausgelöst und nie als Links angeboten.</translation>
    </message>
    <message>
        <source>A terminal state offers no links.</source>
        <translation>Ein Endzustand bietet keine Links an.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>(no kind)</source>
        <translation>(keine Art)</translation>
    </message>
    <message>
        <source>%1 (output needed)</source>
        <translation>%1 (Ausgabe benötigt)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>No guards: always passes.</source>
        <translation>Keine Guards: immer erfüllt.</translation>
    </message>
    <message numerus="yes">
        <source>Fired %n time(s) in this visit.</source>
        <translation>
            <numerusform>In diesem Besuch %n-mal ausgelöst.</numerusform>
            <numerusform>In diesem Besuch %n-mal ausgelöst.</numerusform>
        </translation>
    </message>
    <message>
        <source>max_fires_per_visit: fired %1 of %2 times in this visit.</source>
        <translation>max_fires_per_visit: in diesem Besuch %1 von %2 Malen ausgelöst.</translation>
    </message>
    <message>
        <source>Transition</source>
        <translation>Übergang</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Guards</source>
        <translation>Guards</translation>
    </message>
    <message>
        <source>Executor</source>
        <translation>Executor</translation>
    </message>
    <message>
        <source>Fires</source>
        <translation>Auslösungen</translation>
    </message>
</context>
<context>
    <name>capstudio::UrlGuard</name>
    <message>
        <source>The address is not a valid URL.</source>
        <translation>Die Adresse ist keine gültige URL.</translation>
    </message>
    <message>
        <source>The scheme &quot;%1:&quot; is not allowed; use http: or https:.</source>
        <translation>Das Schema „%1:“ ist nicht erlaubt; verwenden Sie http: oder https:.</translation>
    </message>
    <message>
        <source>The host &quot;%1&quot; is not allowed: it is a cloud metadata service or the unspecified address.</source>
        <translation>Der Host „%1“ ist nicht erlaubt: Er ist ein Cloud-Metadatendienst oder die unspezifizierte Adresse.</translation>
    </message>
    <message>
        <source>The host &quot;%1&quot; points back at the server itself (loopback), which is not allowed here.</source>
        <translation>Der Host „%1“ verweist auf den Server selbst (Loopback), was hier nicht erlaubt ist.</translation>
    </message>
    <message>
        <source>The host &quot;%1&quot; is a private or link-local address.</source>
        <translation>Der Host „%1“ ist eine private oder link-lokale Adresse.</translation>
    </message>
</context>
<context>
    <name>capstudio::VerdictDialog</name>
    <message>
        <source>Give Verdict</source>
        <translation>Urteil fällen</translation>
    </message>
    <message>
        <source>A signed verdict on %1. It is kept in the workspace beside the evidence, never in it, and names the conversation as it is now: if the conversation changes, the verdict is shown as stale.</source>
        <translation>Ein signiertes Urteil über %1. Es wird im Arbeitsbereich neben dem Beleg aufbewahrt, nie darin, und bezieht sich auf die Unterhaltung, wie sie jetzt ist: Ändert sich die Unterhaltung, wird das Urteil als veraltet gezeigt.</translation>
    </message>
    <message>
        <source>Why: the ticket, the fix, who agreed…</source>
        <translation>Warum: das Ticket, die Korrektur, wer zugestimmt hat …</translation>
    </message>
    <message>
        <source>Your name, as the report shows it</source>
        <translation>Ihr Name, wie der Bericht ihn zeigt</translation>
    </message>
    <message>
        <source>An Ed25519 key file (PEM)</source>
        <translation>Eine Ed25519-Schlüsseldatei (PEM)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>Signing Key</source>
        <translation>Signaturschlüssel</translation>
    </message>
    <message>
        <source>Keys (*.pem *.key);;All files (*)</source>
        <translation>Schlüssel (*.pem *.key);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Create Key…</source>
        <translation>Schlüssel &amp;anlegen …</translation>
    </message>
    <message>
        <source>Make a new Ed25519 key, readable by you only</source>
        <translation>Einen neuen Ed25519-Schlüssel anlegen, nur für Sie lesbar</translation>
    </message>
    <message>
        <source>&amp;Verdict:</source>
        <translation>&amp;Urteil:</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <source>&amp;Reviewer:</source>
        <translation>&amp;Prüfer:</translation>
    </message>
    <message>
        <source>Signing &amp;key:</source>
        <translation>Signaturschlüsse&amp;l:</translation>
    </message>
    <message>
        <source>&amp;Sign</source>
        <translation>&amp;Signieren</translation>
    </message>
    <message>
        <source>Create Signing Key</source>
        <translation>Signaturschlüssel anlegen</translation>
    </message>
    <message>
        <source>Keys (*.pem)</source>
        <translation>Schlüssel (*.pem)</translation>
    </message>
    <message>
        <source>Created %1, fingerprint %2. Keep it to yourself; share the fingerprint.</source>
        <translation>%1 angelegt, Fingerabdruck %2. Behalten Sie ihn für sich; geben Sie den Fingerabdruck weiter.</translation>
    </message>
</context>
<context>
    <name>capstudio::WorkflowCanvas</name>
    <message>
        <source>Add State</source>
        <translation>Zustand hinzufügen</translation>
    </message>
    <message>
        <source>State id:</source>
        <translation>Zustands-ID:</translation>
    </message>
    <message>
        <source>Delete Selection</source>
        <translation>Auswahl löschen</translation>
    </message>
    <message>
        <source>Rename State</source>
        <translation>Zustand umbenennen</translation>
    </message>
    <message>
        <source>New id for state %1:</source>
        <translation>Neue ID für Zustand %1:</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n state(s).</source>
        <translation>
            <numerusform>%n Zustand kopiert.</numerusform>
            <numerusform>%n Zustände kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen …</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation>%1 ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Add &amp;State…</source>
        <translation>&amp;Zustand hinzufügen …</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>&amp;Auto Layout</source>
        <translation>&amp;Automatisches Layout</translation>
    </message>
</context>
<context>
    <name>capstudio::WorkflowChangesModel</name>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <source>Renamed</source>
        <translation>Umbenannt</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
</context>
<context>
    <name>capstudio::WorkflowInspector</name>
    <message>
        <source>Workflow</source>
        <translation>Workflow</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Tier:</source>
        <translation>Stufe:</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>One of the 24 cap verbs; it must match the second part of the id (V1, V2).</source>
        <translation>Eines der 24 cap-Verben; es muss mit dem zweiten Teil der ID übereinstimmen (V1, V2).</translation>
    </message>
    <message>
        <source>&amp;Verb:</source>
        <translation>&amp;Verb:</translation>
    </message>
    <message>
        <source>Set verb</source>
        <translation>Verb setzen</translation>
    </message>
    <message>
        <source>(not set: experimental)</source>
        <translation>(nicht gesetzt: experimental)</translation>
    </message>
    <message>
        <source>&amp;Lifecycle:</source>
        <translation>&amp;Lebenszyklus:</translation>
    </message>
    <message>
        <source>Set lifecycle</source>
        <translation>Lebenszyklus setzen</translation>
    </message>
    <message>
        <source>&quot;0&quot; when not set; an ISO date is usual</source>
        <translation>&quot;0&quot;, wenn nicht gesetzt; üblich ist ein ISO-Datum</translation>
    </message>
    <message>
        <source>Ve&amp;rsion:</source>
        <translation>Ve&amp;rsion:</translation>
    </message>
    <message>
        <source>Set version</source>
        <translation>Version setzen</translation>
    </message>
    <message>
        <source>&amp;Initial state:</source>
        <translation>&amp;Anfangszustand:</translation>
    </message>
    <message>
        <source>Set initial state</source>
        <translation>Anfangszustand setzen</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>Set description</source>
        <translation>Beschreibung setzen</translation>
    </message>
    <message>
        <source>Inputs:</source>
        <translation>Eingaben:</translation>
    </message>
    <message>
        <source>Behaviour</source>
        <translation>Verhalten</translation>
    </message>
    <message>
        <source>Offer ask_&amp;human in every state</source>
        <translation>ask_&amp;human in jedem Zustand anbieten</translation>
    </message>
    <message>
        <source>enable_human_ask: the loader adds an ask_human transition to every state.</source>
        <translation>enable_human_ask: Der Loader fügt jedem Zustand einen Übergang ask_human hinzu.</translation>
    </message>
    <message>
        <source>Enable human ask</source>
        <translation>Human Ask aktivieren</translation>
    </message>
    <message>
        <source>Disable human ask</source>
        <translation>Human Ask deaktivieren</translation>
    </message>
    <message>
        <source>default (50)</source>
        <translation>Standard (50)</translation>
    </message>
    <message>
        <source>Max &amp;chain depth:</source>
        <translation>Max. &amp;Kettentiefe:</translation>
    </message>
    <message>
        <source>(not set: all)</source>
        <translation>(nicht gesetzt: alle)</translation>
    </message>
    <message>
        <source>Link &amp;filter:</source>
        <translation>Link-&amp;Filter:</translation>
    </message>
    <message>
        <source>Set link filter</source>
        <translation>Link-Filter setzen</translation>
    </message>
    <message>
        <source>Contract (snippet)</source>
        <translation>Vertrag (Snippet)</translation>
    </message>
    <message>
        <source>Edit contract snippet</source>
        <translation>Vertrags-Snippet bearbeiten</translation>
    </message>
    <message>
        <source>Set max chain depth</source>
        <translation>Max. Kettentiefe setzen</translation>
    </message>
    <message>
        <source>%1 (not a cap verb)</source>
        <translation>%1 (kein cap-Verb)</translation>
    </message>
    <message>
        <source>%1 (unknown)</source>
        <translation>%1 (unbekannt)</translation>
    </message>
    <message>
        <source>%1 (not a state)</source>
        <translation>%1 (kein Zustand)</translation>
    </message>
</context>
<context>
    <name>capstudio::designer::FlowLibrary</name>
    <message>
        <source>the workflow is not defined in a file of this library</source>
        <translation>der Workflow ist in keiner Datei dieser Bibliothek definiert</translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; is not written in %2</source>
        <translation>Workflow &apos;%1&apos; ist nicht in %2 geschrieben</translation>
    </message>
    <message>
        <source>Add State %1</source>
        <translation>Zustand %1 hinzufügen</translation>
    </message>
    <message>
        <source>Rename State %1 to %2</source>
        <translation>Zustand %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Delete State %1</source>
        <translation>Zustand %1 löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n State(s)</source>
        <translation>
            <numerusform>%n Zustand löschen</numerusform>
            <numerusform>%n Zustände löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Transition %1</source>
        <translation>Übergang %1 hinzufügen</translation>
    </message>
    <message>
        <source>Retarget %1 to %2</source>
        <translation>%1 auf %2 umleiten</translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; has no branch %2</source>
        <translation>Übergang &apos;%1&apos; hat keinen Zweig %2</translation>
    </message>
    <message>
        <source>Delete Transition %1</source>
        <translation>Übergang %1 löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Transition(s)</source>
        <translation>
            <numerusform>%n Übergang löschen</numerusform>
            <numerusform>%n Übergänge löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>New Capability cap.%1.%2</source>
        <translation>Neue Fähigkeit cap.%1.%2</translation>
    </message>
    <message>
        <source>New Orchestrator flow.%1</source>
        <translation>Neuer Orchestrator flow.%1</translation>
    </message>
    <message>
        <source>Move State %1</source>
        <translation>Zustand %1 verschieben</translation>
    </message>
    <message numerus="yes">
        <source>Move %n State(s)</source>
        <translation>
            <numerusform>%n Zustand verschieben</numerusform>
            <numerusform>%n Zustände verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Auto Layout</source>
        <translation>Automatisches Layout</translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; has no state &apos;%2&apos;</source>
        <translation>Workflow &apos;%1&apos; hat keinen Zustand &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the clipboard holds no copied states</source>
        <translation>die Zwischenablage enthält keine kopierten Zustände</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n State(s)</source>
        <translation>
            <numerusform>%n Zustand einfügen</numerusform>
            <numerusform>%n Zustände einfügen</numerusform>
        </translation>
    </message>
    <message>
        <source>the copied state &apos;%1&apos; is not a mapping</source>
        <translation>der kopierte Zustand &apos;%1&apos; ist kein Mapping</translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate</name>
    <message>
        <source>the document</source>
        <translation>das Dokument</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>ein Mapping</translation>
    </message>
    <message>
        <source>a sequence</source>
        <translation>eine Sequenz</translation>
    </message>
    <message>
        <source>an alias</source>
        <translation>ein Alias</translation>
    </message>
    <message>
        <source>a scalar</source>
        <translation>ein Skalar</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; starts with &apos;_&apos;: such keys are generated by the flowgate loader and are never written</source>
        <translation>der Schlüssel &apos;%1&apos; beginnt mit &apos;_&apos;: Solche Schlüssel erzeugt der flowgate-Loader, sie werden nie geschrieben</translation>
    </message>
    <message>
        <source>a transition named &apos;ask_human&apos; is injected by the flowgate loader (enable_human_ask) and is never written</source>
        <translation>ein Übergang namens &apos;ask_human&apos; wird vom flowgate-Loader eingefügt (enable_human_ask) und nie geschrieben</translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate::JsonValueReader</name>
    <message>
        <source>Binary values are not supported.</source>
        <translation>Binärwerte werden nicht unterstützt.</translation>
    </message>
    <message>
        <source>Invalid JSON at line %1, column %2: %3</source>
        <translation>Ungültiges JSON in Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>nesting is deeper than %1 levels</source>
        <translation>die Verschachtelung ist tiefer als %1 Ebenen</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>Invalid JSON.</source>
        <translation>Ungültiges JSON.</translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate::Reader</name>
    <message>
        <source>the file is %1 bytes, more than the limit of %2 bytes</source>
        <translation>die Datei ist %1 Bytes groß, mehr als die Grenze von %2 Bytes</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>nicht genügend Speicher</translation>
    </message>
    <message>
        <source>the file holds more than one YAML document; flowgate reads exactly one</source>
        <translation>die Datei enthält mehr als ein YAML-Dokument; flowgate liest genau eines</translation>
    </message>
    <message>
        <source>too many nodes after alias expansion (more than %1; a “billion laughs” document?)</source>
        <translation>zu viele Knoten nach der Alias-Auflösung (mehr als %1; ein „Billion Laughs“-Dokument?)</translation>
    </message>
    <message>
        <source>too many nodes (more than %1)</source>
        <translation>zu viele Knoten (mehr als %1)</translation>
    </message>
    <message>
        <source>a scalar of %1 bytes is longer than the limit of %2 bytes</source>
        <translation>ein Skalar von %1 Bytes ist länger als die Grenze von %2 Bytes</translation>
    </message>
    <message>
        <source>invalid value %1 for %2: expected %3</source>
        <translation>ungültiger Wert %1 für %2: erwartet wird %3</translation>
    </message>
    <message>
        <source>integer %1 is out of range: the flowgate runtime&apos;s JSON numbers hold -2^63 … 2^64-1</source>
        <translation>die ganze Zahl %1 liegt außerhalb des Bereichs: Die JSON-Zahlen der flowgate-Laufzeit umfassen -2^63 … 2^64-1</translation>
    </message>
    <message>
        <source>the tag %1 cannot be used on a scalar</source>
        <translation>das Tag %1 kann nicht für einen Skalar verwendet werden</translation>
    </message>
    <message>
        <source>unsupported tag %1: flowgate reads plain JSON values (only !!str, !!int, !!float, !!bool, !!null, !!map and !!seq are understood)</source>
        <translation>nicht unterstütztes Tag %1: flowgate liest reine JSON-Werte (nur !!str, !!int, !!float, !!bool, !!null, !!map und !!seq werden verstanden)</translation>
    </message>
    <message>
        <source>duplicate key %1 (first at line %2)</source>
        <translation>doppelter Schlüssel %1 (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <source>unknown anchor: the alias *%1 refers to no earlier &amp;%1</source>
        <translation>unbekannter Anker: Der Alias *%1 verweist auf kein früheres &amp;%1</translation>
    </message>
    <message>
        <source>the alias *%1 is inside the node it refers to (a recursive alias)</source>
        <translation>der Alias *%1 liegt innerhalb des Knotens, auf den er verweist (ein rekursiver Alias)</translation>
    </message>
    <message>
        <source>a mapping key must be a scalar, but the alias *%1 is a %2</source>
        <translation>ein Mapping-Schlüssel muss ein Skalar sein, aber der Alias *%1 ist vom Typ %2</translation>
    </message>
    <message>
        <source>mapping</source>
        <translation>Mapping</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <source>the alias *%1 nests deeper than %2 levels</source>
        <translation>der Alias *%1 ist tiefer als %2 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>a mapping key must be a scalar, not a mapping</source>
        <translation>ein Mapping-Schlüssel muss ein Skalar sein, kein Mapping</translation>
    </message>
    <message>
        <source>a mapping key must be a scalar, not a sequence</source>
        <translation>ein Mapping-Schlüssel muss ein Skalar sein, keine Sequenz</translation>
    </message>
    <message>
        <source>the tag %1 cannot be used on a mapping</source>
        <translation>das Tag %1 kann nicht für ein Mapping verwendet werden</translation>
    </message>
    <message>
        <source>the tag %1 cannot be used on a sequence</source>
        <translation>das Tag %1 kann nicht für eine Sequenz verwendet werden</translation>
    </message>
    <message>
        <source>mappings and sequences nest deeper than %1 levels</source>
        <translation>Mappings und Sequenzen sind tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>parsing YAML %1: %2</source>
        <translation>beim Parsen von YAML %1: %2</translation>
    </message>
    <message>
        <source>malformed YAML</source>
        <translation>fehlerhaftes YAML</translation>
    </message>
    <message>
        <source> at line %1 column %2 (byte %3); is this a UTF-8 text file?</source>
        <translation> in Zeile %1, Spalte %2 (Byte %3); ist das eine UTF-8-Textdatei?</translation>
    </message>
    <message>
        <source> at line %1 column %2</source>
        <translation> in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source> (the file starts with a UTF-8 byte order mark, which the runtime&apos;s YAML parser counts as a column on the first line; remove it)</source>
        <translation> (die Datei beginnt mit einer UTF-8-Bytereihenfolgemarke, die der YAML-Parser der Laufzeit als Spalte in der ersten Zeile zählt; entfernen Sie sie)</translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate::SourceDocument</name>
    <message>
        <source>%1 is %2, not a sequence</source>
        <translation>%1 ist %2, keine Sequenz</translation>
    </message>
    <message>
        <source>%1 has no item %2 (it has %3)</source>
        <translation>%1 hat kein Element %2 (es gibt %3)</translation>
    </message>
    <message>
        <source>%1 is %2, not a mapping</source>
        <translation>%1 ist %2, kein Mapping</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; starts with &apos;_&apos;: such keys are generated by the flowgate loader and are never written</source>
        <translation>der Schlüssel &apos;%1&apos; beginnt mit &apos;_&apos;: Solche Schlüssel erzeugt der flowgate-Loader, sie werden nie geschrieben</translation>
    </message>
    <message>
        <source>a transition named &apos;ask_human&apos; is injected by the flowgate loader (enable_human_ask) and is never written</source>
        <translation>ein Übergang namens &apos;ask_human&apos; wird vom flowgate-Loader eingefügt (enable_human_ask) und nie geschrieben</translation>
    </message>
    <message>
        <source>cannot set %1: %2</source>
        <translation>%1 kann nicht gesetzt werden: %2</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>the whole document cannot be removed</source>
        <translation>das ganze Dokument kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>cannot remove %1: %2</source>
        <translation>%1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a mapping entry</source>
        <translation>%1 ist kein Mapping-Eintrag</translation>
    </message>
    <message>
        <source>cannot rename %1 to &apos;%2&apos;: %3</source>
        <translation>%1 kann nicht in &apos;%2&apos; umbenannt werden: %3</translation>
    </message>
    <message>
        <source>cannot append to %1: %2</source>
        <translation>an %1 kann nicht angehängt werden: %2</translation>
    </message>
    <message>
        <source>the changes of one edit overlap</source>
        <translation>die Änderungen einer Bearbeitung überschneiden sich</translation>
    </message>
    <message>
        <source>the edit would leave %1 unreadable (line %2, column %3: %4); nothing was changed</source>
        <translation>die Bearbeitung würde %1 unlesbar machen (Zeile %2, Spalte %3: %4); nichts wurde geändert</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>parsing YAML %1: %2</source>
        <translation>beim Parsen von YAML %1: %2</translation>
    </message>
    <message>
        <source>the document has no file name</source>
        <translation>das Dokument hat keinen Dateinamen</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was opened</source>
        <translation>%1 wurde seit dem Öffnen auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>%1 was deleted on disk since it was opened</source>
        <translation>%1 wurde seit dem Öffnen auf der Festplatte gelöscht</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>a workflow id cannot be empty</source>
        <translation>eine Workflow-ID darf nicht leer sein</translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; must be a mapping</source>
        <translation>Workflow &apos;%1&apos; muss ein Mapping sein</translation>
    </message>
    <message>
        <source>&apos;workflows&apos; is a list in %1; flowgate reads only a mapping keyed by workflow id, so no workflow is added to it</source>
        <translation>&apos;workflows&apos; ist in %1 eine Liste; flowgate liest nur ein Mapping mit Workflow-IDs als Schlüsseln, daher wird dort kein Workflow hinzugefügt</translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; exists already in %2</source>
        <translation>Workflow &apos;%1&apos; existiert bereits in %2</translation>
    </message>
    <message>
        <source>a capability name cannot be empty</source>
        <translation>ein Fähigkeitsname darf nicht leer sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the 24 cap verbs</source>
        <translation>&apos;%1&apos; ist keines der 24 cap-Verben</translation>
    </message>
    <message>
        <source>an orchestrator name cannot be empty</source>
        <translation>ein Orchestratorname darf nicht leer sein</translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; does not exist in %2</source>
        <translation>Workflow &apos;%1&apos; existiert nicht in %2</translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; is not a mapping</source>
        <translation>Workflow &apos;%1&apos; ist kein Mapping</translation>
    </message>
    <message>
        <source>state &apos;%1&apos; does not exist in workflow &apos;%2&apos;</source>
        <translation>Zustand &apos;%1&apos; existiert nicht in Workflow &apos;%2&apos;</translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; does not exist in state &apos;%2&apos; of workflow &apos;%3&apos;</source>
        <translation>Übergang &apos;%1&apos; existiert nicht in Zustand &apos;%2&apos; von Workflow &apos;%3&apos;</translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; in state &apos;%2&apos; of workflow &apos;%3&apos; does not call a workflow (its executor is not `kind: workflow`)</source>
        <translation>Übergang &apos;%1&apos; in Zustand &apos;%2&apos; von Workflow &apos;%3&apos; ruft keinen Workflow auf (sein Executor ist nicht `kind: workflow`)</translation>
    </message>
    <message>
        <source>a state name cannot be empty</source>
        <translation>ein Zustandsname darf nicht leer sein</translation>
    </message>
    <message>
        <source>state &apos;%1&apos; must be a mapping</source>
        <translation>Zustand &apos;%1&apos; muss ein Mapping sein</translation>
    </message>
    <message>
        <source>state &apos;%1&apos; exists already in workflow &apos;%2&apos;</source>
        <translation>Zustand &apos;%1&apos; existiert bereits in Workflow &apos;%2&apos;</translation>
    </message>
    <message>
        <source>state &apos;%1&apos; is the initial state of workflow &apos;%2&apos;; choose another initial state first</source>
        <translation>Zustand &apos;%1&apos; ist der Anfangszustand von Workflow &apos;%2&apos;; wählen Sie zuerst einen anderen Anfangszustand</translation>
    </message>
    <message>
        <source>state &apos;%1&apos; is the onTimeout target of workflow &apos;%2&apos;; change it first</source>
        <translation>Zustand &apos;%1&apos; ist das onTimeout-Ziel von Workflow &apos;%2&apos;; ändern Sie das zuerst</translation>
    </message>
    <message>
        <source>state &apos;%1&apos; is the target of branch %2 of transition &apos;%3&apos; in state &apos;%4&apos;; change it first</source>
        <translation>Zustand &apos;%1&apos; ist das Ziel von Zweig %2 des Übergangs &apos;%3&apos; in Zustand &apos;%4&apos;; ändern Sie das zuerst</translation>
    </message>
    <message>
        <source>a transition name cannot be empty</source>
        <translation>ein Übergangsname darf nicht leer sein</translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; must be a mapping</source>
        <translation>Übergang &apos;%1&apos; muss ein Mapping sein</translation>
    </message>
    <message>
        <source>the target state &apos;%1&apos; does not exist in workflow &apos;%2&apos;</source>
        <translation>der Zielzustand &apos;%1&apos; existiert nicht in Workflow &apos;%2&apos;</translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; exists already in state &apos;%2&apos; of workflow &apos;%3&apos;</source>
        <translation>Übergang &apos;%1&apos; existiert bereits in Zustand &apos;%2&apos; von Workflow &apos;%3&apos;</translation>
    </message>
    <message>
        <source>a guard must be a mapping (kind: expr, expr: …)</source>
        <translation>ein Guard muss ein Mapping sein (kind: expr, expr: …)</translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; in state &apos;%2&apos; has no guard %3</source>
        <translation>Übergang &apos;%1&apos; in Zustand &apos;%2&apos; hat keinen Guard %3</translation>
    </message>
    <message>
        <source>an input name cannot be empty</source>
        <translation>ein Eingabename darf nicht leer sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a single context slot: use.outputs keys must match ^\$\.context\.[a-z][a-z0-9_-]*$ (V12)</source>
        <translation>&apos;%1&apos; ist kein einzelner Kontext-Slot: Schlüssel von use.outputs müssen ^\$\.context\.[a-z][a-z0-9_-]*$ entsprechen (V12)</translation>
    </message>
    <message>
        <source>the capability output name cannot be empty</source>
        <translation>der Name der Fähigkeitsausgabe darf nicht leer sein</translation>
    </message>
    <message>
        <source>the edit meets an earlier edit of the batch</source>
        <translation>die Änderung trifft auf eine frühere Änderung des Stapels</translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate::YamlEditPlanner</name>
    <message>
        <source>it is an alias; edit the node it refers to instead</source>
        <translation>es ist ein Alias; bearbeiten Sie stattdessen den Knoten, auf den er verweist</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; exists already</source>
        <translation>der Schlüssel &apos;%1&apos; existiert bereits</translation>
    </message>
    <message>
        <source>the sequence&apos;s first &apos;-&apos; was not found</source>
        <translation>das erste &apos;-&apos; der Sequenz wurde nicht gefunden</translation>
    </message>
    <message>
        <source>there is no such entry</source>
        <translation>es gibt keinen solchen Eintrag</translation>
    </message>
    <message>
        <source>the entry cannot be removed on its own line</source>
        <translation>der Eintrag lässt sich nicht als eigene Zeile entfernen</translation>
    </message>
    <message>
        <source>there is no such item</source>
        <translation>es gibt kein solches Element</translation>
    </message>
    <message>
        <source>the item&apos;s &apos;-&apos; was not found</source>
        <translation>das &apos;-&apos; des Elements wurde nicht gefunden</translation>
    </message>
    <message>
        <source>the item cannot be removed on its own line</source>
        <translation>das Element lässt sich nicht als eigene Zeile entfernen</translation>
    </message>
    <message>
        <source>the key is not a plain text key</source>
        <translation>der Schlüssel ist kein einfacher Textschlüssel</translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate::YamlReader</name>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a float</source>
        <translation>eine Gleitkommazahl</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>parsing YAML %1: %2</source>
        <translation>beim Parsen von YAML %1: %2</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>nicht genügend Speicher</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Open this workspace file.</source>
        <translation>Diese Arbeitsbereichsdatei öffnen.</translation>
    </message>
    <message>
        <source>capstudio</source>
        <translation>capstudio</translation>
    </message>
    <message>
        <source>Cannot open the workspace %1:
%2</source>
        <translation>Der Arbeitsbereich %1 kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Provenance bundles to open.</source>
        <translation>Zu öffnende Herkunfts-Bundles.</translation>
    </message>
    <message>
        <source>Use this theme for this run: system, light or dark.</source>
        <translation>Dieses Farbschema für diesen Lauf verwenden: system, light oder dark.</translation>
    </message>
    <message>
        <source>Open the designer&apos;s merge of BASE OURS THEIRS [RESULT] (a git mergetool).</source>
        <translation>Die Zusammenführung von BASE OURS THEIRS [RESULT] im Designer öffnen (ein git-Mergetool).</translation>
    </message>
    <message>
        <source>capstudio --merge: expected BASE OURS THEIRS [RESULT]</source>
        <translation>capstudio --merge: BASE OURS THEIRS [RESULT] erwartet</translation>
    </message>
</context>
</TS>
