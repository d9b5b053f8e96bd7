<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnalyzeCommand</name>
    <message>
        <source>Find dead ends, traps, guards that never hold and chain choices that stall, each with a witness run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write each finding&apos;s witness run (a saved simulator run) into DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio analyze: expected exactly one PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio analyze: cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio analyze: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>witness: start and %n action(s), ending in &apos;%1&apos; (%2)</source>
        <translation>
            <numerusform>witness: start and %n action, ending in &apos;%1&apos; (%2)</numerusform>
            <numerusform>witness: start and %n actions, ending in &apos;%1&apos; (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>capstudio analyze: %1: the search stopped after %n run(s); raise --max-runs to look further</source>
        <translation>
            <numerusform>capstudio analyze: %1: the search stopped after %n run; raise --max-runs to look further</numerusform>
            <numerusform>capstudio analyze: %1: the search stopped after %n runs; raise --max-runs to look further</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n undecided</source>
        <translation>
            <numerusform>%n undecided</numerusform>
            <numerusform>%n undecided</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n workflow(s)</source>
        <translation>
            <numerusform>in %n workflow</numerusform>
            <numerusform>in %n workflows</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 does not load (capstudio validate says why)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no workflow &apos;%2&apos; in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --max-runs takes a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flowgate YAML file, a repo folder or a gateway.yaml.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workflow (required).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this workflow (default: every workflow).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs the search may visit per workflow (default 20000).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ApiCatalogStore</name>
    <message>
        <source>The new binding is not listed by the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability %1 is already attached to agent %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed on the server since it was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>detached on the server since it was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing bindings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 binding changes were written before one failed: %3 Sunrise&apos;s API has no transactions, so those stay written; apply again to write the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise&apos;s admin API drops isIdempotent and isSystem from its writes; they are set by its seeds. Quarantine has its own action on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise&apos;s admin API cannot change %1 of capability “%2” (it cannot set isIdempotent, isSystem or quarantine fields, nor clear executionConfig or metadata to null).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability %1 was deleted on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability “%1” was changed on the server since it was read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted on the server since it was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 changes were written before “%3” failed: %4 Sunrise&apos;s API has no transactions, so those stay written; apply again to write the rest (rows already in their new state are skipped).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise&apos;s admin API has no route to create agents; create them in Sunrise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise&apos;s admin API has no route to edit agents; edit them in Sunrise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the bindings of agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking slugs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”: the server already holds a capability with this slug (created after the catalog was read); nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source> The server says: “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer from the server: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection was refused: %1. The request was not sent. Fix the server&apos;s certificate, or add its authority to the system&apos;s trusted certificates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the request as invalid (400).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the request as invalid (400): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not accept the API key (401). Check that the key is right and that it is neither revoked nor expired; an unknown key reads as no key at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key lacks the admin scope (403). Mint a key with the “admin” scope in Sunrise, signed in as an administrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server forbids this (403).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found on the server (404): it was deleted, or is not visible to the key&apos;s owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server reports a conflict (409).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server failed (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Request id for its logs: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not answer: %1 attempts over %2 each gave up after %3 without data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not answer: the request gave up after %1 without data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1 attempts over %2 were refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s rate limit (%1) was reached (429); it asks to wait %2 before trying again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s rate limit (%1) was reached (429).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of requests a minute the server did not say</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AuditReport</name>
    <message>
        <source>Provenance audit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings of high severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings of medium severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings of low severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages with invalid provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Citations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unredacted personal data or secrets were found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each finding is shown in the masked form Sunrise&apos;s redaction helpers would have stored; the leaked text itself is not repeated here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masked form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (#%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability calls (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No message of this bundle records a capability call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every message&apos;s provenance passes Sunrise&apos;s schema.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise returns the provenance of these messages as null.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the audit report %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: signature good (Ed25519, %2); the bundle is the one it judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: signature good (Ed25519, %2); the bundle changed since it was judged, so every verdict below is stale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was altered after it was signed: its verdicts are not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no longer found)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BindingRecipes</name>
    <message>
        <source>Transactional email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set POSTMARK_SERVER_TOKEN and allow api.postmarkapp.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set SENDGRID_API_KEY and allow api.sendgrid.com. SendGrid answers 202 with an empty body, hence the template transform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set RESEND_API_KEY and allow api.resend.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set AWS_SES_BASIC (user:password of an SES-compatible endpoint) and allow its host; change the region in the prefix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own email gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set EMAIL_GATEWAY_URL, EMAIL_TENANT_ID and POSTMARK_SERVER_TOKEN on every server; the model cannot choose the URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set STRIPE_SECRET_KEY (sent as basic auth) and allow api.stripe.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set ADYEN_API_KEY and allow checkout-test.adyen.com (the live host carries your account prefix).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set MOLLIE_API_KEY and allow api.mollie.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set SLACK_WEBHOOK_URL (the webhook URL is the secret) and allow hooks.slack.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set DISCORD_WEBHOOK_URL and allow discord.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calendar event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set GOOGLE_CALENDAR_ACCESS_TOKEN (refresh it outside Sunrise) and allow www.googleapis.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set MS_GRAPH_ACCESS_TOKEN and allow graph.microsoft.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document render</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set DOCRAPTOR_BASIC (api key followed by &quot;:&quot;) and allow api.docraptor.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set PDFSHIFT_API_KEY and allow api.pdfshift.io; bind upload_to_storage too, PDFShift returns the PDF bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-hosted, called with multipart: allow gotenberg.internal (the allowlist is the only host control here) and keep auth non-hmac.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The companion binding that stores rendered PDFs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-chat approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow with a human_approval step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish the workflow first; the Approve/Reject card comes from its human_approval step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMS / WhatsApp inbound reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set META_WHATSAPP_ACCESS_TOKEN and META_WHATSAPP_PHONE_NUMBER_ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set TEAMS_WEBHOOK_URL to the channel&apos;s incoming webhook URL (the URL is the secret) and allow its host, e.g. your tenant&apos;s webhook.office.com.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BindingRules</name>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; Sunrise fails the whole binding closed (invalid_binding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: %2 bindings accept only %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls fail with auth_failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be at least %2 characters long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 characters long; at most %3 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must end with &quot;/&quot; (&quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a content type such as application/pdf, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an absolute URL, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an absolute URL or contain a ${env:NAME} template (NAME in capitals, digits and _)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be the NAME of an environment variable, such as STRIPE_SECRET_KEY; Sunrise looks &quot;%2&quot; up literally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a whole number, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be greater than 0, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must list at least one entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs at least %2 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 entries; at most %3 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 adapter cannot send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hmac auth cannot sign multipart bodies: every call with multipart fails with invalid_binding (JSON and text bodies work)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forcedUrl resolves to something that is not an absolute URL with the values of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ORCHESTRATION_ALLOWED_HOSTS is empty in %1, which blocks every host: calls fail with host_not_allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host &quot;%1&quot; is not in ORCHESTRATION_ALLOWED_HOSTS of %2 (%3): calls fail with host_not_allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every call fails closed (invalid_binding) and Sunrise lists it in meta.warnings.missingEnvVars when the binding is saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment variable %1 used by %2 is not set in %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment variable %1 used by %2 is empty in %3, which Sunrise treats as unset: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment variable %1 named by %2 is not set in %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment variable %1 named by %2 is empty in %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability %1 is inactive: the agent is not offered it and calls fail with capability_inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability %1 is %2%3%4: calls fail with capability_quarantined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unknown capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a customConfig (%2); without one every call fails closed (invalid_binding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>customConfig must be a JSON object or null, not %1; Sunrise&apos;s admin API refuses it (400)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no binding schema in Sunrise: its customConfig is stored as given and only checked to be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isEnabled must be a boolean, not %1; Sunrise&apos;s admin API refuses it (400)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>customRateLimit must be a whole number from 1 to 10000 (calls per minute) or null, not %1; Sunrise&apos;s admin API refuses it (400)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2 is dropped by Sunrise (it reads only %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2 is dropped by Sunrise; did you mean &quot;%3&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a safe integer (at most 2^53 - 1 = 9007199254740991), not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object for the %2 adapter, not %3: Sunrise saves the binding, but every send through %2 fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auth.type &quot;%1&quot; without auth.secret: Sunrise saves the binding, but every call fails with auth_failed; name the environment variable that holds the secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auth.secret is empty with auth.type &quot;%1&quot;: Sunrise saves the binding, but every call fails with auth_failed; name the environment variable that holds the secret</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BindingSchemas</name>
    <message>
        <source>Allowed URL prefixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL the model supplies must start with one of these; ignored when a forced URL is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces the model&apos;s URL entirely; may use ${env:NAME} templates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authentication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the request authenticates; the secret is read from an environment variable at call time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, bearer, api-key, query-param, basic or hmac.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NAME of the environment variable holding the secret (required unless the type is none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The query parameter that carries the secret (query-param).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header that carries the secret (api-key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HMAC header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header that carries the signature (hmac).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HMAC algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sha256 or sha512 (hmac).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HMAC body template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is signed, with the tokens {method}, {path} and {body} (hmac).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers merged over the model&apos;s; values may use ${env:NAME} templates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic idempotency key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a fresh UUID idempotency header on every call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idempotency header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header name of the idempotency key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default response transform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied to the response unless the model passes its own JMESPath extract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jmespath or template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JMESPath expression or the template text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long to wait for the response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum response bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger responses fail with response_too_large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed workflows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slugs of the workflows this agent may start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default budget (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spending limit of a run unless the call sets one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder uploads go to; must end with &quot;/&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed content types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MIME types (type/subtype) that may be uploaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum file size (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most 100 MiB (104857600 bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed URL lifetime (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From 60 seconds to 7 days (604800).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return a public URL instead of a signed one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One object per provider slug (twilio, meta …), checked by the provider&apos;s adapter; *Env keys name environment variables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits replies per conversation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per conversation per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From 1 to 100 messages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow forcing a provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the model pick the provider explicitly.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoundedRead</name>
    <message>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1; at most %2 are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the input is binary: it has a NUL byte at byte %1, and text never does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 came from it; at most that much is read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is not enough memory to read it (%1 read so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Bundle</name>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nesting is deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2:%3: not valid JSON: %4 (byte %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a provenance bundle: there is no messages array (expected {&quot;success&quot;:true,&quot;data&quot;:{&quot;conversation&quot;:…,&quot;messages&quot;:[…]}} or {&quot;conversation&quot;:…,&quot;messages&quot;:[…]})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 entries; at most 64 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversation must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provenance must be an object or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slug must be a string of 1 to 120 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latencyMs must be a number of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>costUsd must be a number of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errorCode must be a string of 1 to 120 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resultPreview must be a string of at most 2000 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a capability call lacks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marker must be a whole number greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>similarity must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>patternNumber must be a number or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a citation lacks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source must be one of training_knowledge, web_search, knowledge_base, prior_step, external_call, user_input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confidence must be one of high, medium, low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string of 1 to %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a workflow source lacks source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a workflow source lacks confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file changed while it was open: reopen it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BundleComparison</name>
    <message numerus="yes">
        <source>(%n characters)</source>
        <translation>
            <numerusform>(%n character)</numerusform>
            <numerusform>(%n characters)</numerusform>
        </translation>
    </message>
    <message>
        <source>(a value)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapabilityFile</name>
    <message>
        <source>expected a JSON array of capabilities or a Sunrise response envelope {&quot;success&quot;: true, &quot;data&quot;: [...]}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is a Sunrise error response (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON array of capabilities or a Sunrise response envelope with &quot;data&quot;; this object has no &quot;data&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;data&quot; must be an array of capabilities</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapabilityImport</name>
    <message numerus="yes">
        <source>Import %n capability(ies) from %1</source>
        <translation>
            <numerusform>Import %n capability from %1</numerusform>
            <numerusform>Import %n capabilities from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n imported capability(ies)</source>
        <translation>
            <numerusform>Add %n imported capability</numerusform>
            <numerusform>Add %n imported capabilities</numerusform>
        </translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each capability must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the system capability &apos;%2&apos; is seeded from code; an import cannot change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System capabilities cannot be deactivated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another capability already uses the slug &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file updates the capability &apos;%1&apos; already at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds the slug &apos;%1&apos; already at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isSystem is not imported: this capability will not be a system capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isSystem is not imported: this capability stays a system capability</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapabilityRules</name>
    <message>
        <source>%1 must be %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be at most %2 characters (it has %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slug &quot;%1&quot; must be lowercase letters and digits in groups joined by single &quot;_&quot; or &quot;-&quot; (^[a-z0-9]+(?:[_-][a-z0-9]+)*$)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slug must be at most %1 characters (it has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>functionDefinition.name is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>functionDefinition.name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>functionDefinition.description is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>functionDefinition.parameters is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>functionDefinition.parameters must have &quot;type&quot;: &quot;object&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required names &quot;%1&quot;, which is not declared in properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>executionType must be one of &quot;internal&quot;, &quot;api&quot;, &quot;webhook&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>executionHandler must be 1 to %1 characters (it has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a valid URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the handler URL would fail Sunrise&apos;s provider URL guard (%1: %2); Sunrise itself does not check handlers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, or null (it is %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be set to null; send an empty object instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata may hold at most %1 keys (it has %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata keys must be at most 100 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata strings must be at most 5000 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata values must be a string, number, boolean or null, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quarantineState must be one of &quot;active&quot;, &quot;quarantined-soft&quot;, &quot;quarantined-hard&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quarantineUntil must be an ISO-8601 date-time or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must equal the capability slug (&quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System capabilities cannot be deactivated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of a system capability are seeded from code and cannot be changed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System capabilities cannot be deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each capability must be an object, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability with slug &apos;%1&apos; already exists (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set only by Sunrise&apos;s seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set only by the quarantine route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set by the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a count the list route adds to rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be at most %2 characters as sent (it has %3, %4 after trimming; Sunrise counts before it trims)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds only white space: Sunrise accepts it, trims it and stores an empty %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; Sunrise accepts it, but a model provider will refuse or misread the tool when it is offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a field the admin API accepts; Sunrise drops it without a word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dropped by the admin API (%2); whatever it holds is not stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a U+0000 character, which PostgreSQL cannot store: Sunrise answers 500 (Database error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability with slug &apos;%1&apos; already exists in the target (409)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapabilityScaffold</name>
    <message>
        <source>Class name &quot;%1&quot; is not a valid TypeScript identifier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>functionDefinition.name %1 differs from the slug; the slug is used, as the create API requires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>functionDefinition.description is missing or not a string; the capability&apos;s description is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>functionDefinition.parameters is missing or not an object; an object schema without properties is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>executionHandler &quot;%1&quot; is replaced by the class name &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object for the create API; it is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isIdempotent cannot be set through the create API (the key is dropped); the row starts with isIdempotent = false. Change it in the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isSystem cannot be set through the create API; the row starts with isSystem = false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A schema must be an object or a boolean; any value passes here (z.any()).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not translated to Zod: the reference is not followed, so any value passes here (z.any()).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2; it is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a type name or a list of type names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type %1 is not a JSON Schema type; any value passes here (z.any()).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No &quot;type&quot;: the Zod schema assumes %1 from the keywords present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a non-empty array of schemas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;oneOf&quot; is translated as z.union(): a value that matches more than one branch is accepted, where JSON Schema rejects it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;not&quot; has no Zod translation; the values it excludes are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no Zod translation; the conditional constraints are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;patternProperties&quot; has no Zod translation; properties matching its patterns accept any value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;propertyNames&quot; has no Zod translation; property names are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no Zod translation; the number of properties is not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no Zod translation; the properties it makes depend on each other are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no Zod translation; the array is not searched for matching items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no Zod translation; it is not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;default&quot; does not satisfy the property&apos;s schema; it is not applied (the property is .optional()).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;default&quot; is not applied: the property is required, and .default() would make it optional in Zod.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;default&quot; is only applied to optional object properties; here it is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is only reachable through &quot;$ref&quot;, which is not translated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is an annotation; it stays in the function definition but has no Zod counterpart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a JSON Schema keyword; it is not translated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; only applies to %2 values; with this schema&apos;s type it has no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not translated next to &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not translated: without &quot;type&quot; the schema mixes keywords for several types.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not translated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value %1 of &quot;%2&quot; can never match the declared type; it is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; allows no value; the Zod schema is z.never().</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds objects or arrays, which have no Zod literal; any value passes here (z.any()).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format %1 has no Zod check; any string is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;pattern&quot; may not be a valid JavaScript regular expression; new RegExp() would then throw when the module loads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; as a boolean only qualifies &quot;%2&quot;, which is missing; it has no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is part of a tuple (positional item schemas), which is not translated; the array&apos;s items accept any value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;additionalItems&quot; only applies when &quot;items&quot; is a list; it has no effect here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;uniqueItems&quot; is not enforced by the Zod schema: duplicate items are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required property &quot;%1&quot; is not declared in &quot;properties&quot;; the Zod schema does not require it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zod does not check a property named &quot;__proto__&quot;: it is neither validated nor passed on to execute().</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean or a schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;additionalProperties&quot; is not enforced because &quot;patternProperties&quot; is not translated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message numerus="yes">
        <source>%1 has %n error(s); nothing was compared.</source>
        <translation>
            <numerusform>%1 has %n error; nothing was compared.</numerusform>
            <numerusform>%1 has %n errors; nothing was compared.</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog as code: pull a connection&apos;s capabilities and bindings into a folder of YAML files, diff folders and connections field by field, and push a folder to a connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pull, diff or push.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diff: the catalog folder to compare with --from (or give --to); push: the folder to push to --from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pull: the folder to write the catalog into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diff: the other side, a catalog folder or a connection, instead of DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push: show what would be written, write nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push: delete what the folder does not have (Sunrise deactivates capabilities; bindings are detached).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push: only capabilities of this category and their bindings (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push: write the plan to PLAN instead of pushing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push: push this plan, exactly as it was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio catalog: give an action: pull, diff or push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio catalog: unknown action “%1”: pull, diff or push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: usage: capstudio catalog pull --from CONNECTION -o DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is a file, not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: note: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pulled %n capabilities</source>
        <translation>
            <numerusform>Pulled %n capability</numerusform>
            <numerusform>Pulled %n capabilities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n bindings</source>
        <translation>
            <numerusform> and %n binding</numerusform>
            <numerusform> and %n bindings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> of %n agents</source>
        <translation>
            <numerusform> of %n agent</numerusform>
            <numerusform> of %n agents</numerusform>
        </translation>
    </message>
    <message>
        <source> from %1 into %2: %3 written, %4 removed, %5 unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: usage: capstudio catalog diff DIR --from CONNECTION, or capstudio catalog diff --from A --to B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 hold the same catalog: %n capabilities</source>
        <translation>
            <numerusform>%1 and %2 hold the same catalog: %n capability</numerusform>
            <numerusform>%1 and %2 hold the same catalog: %n capabilities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n bindings.</source>
        <translation>
            <numerusform>, %n binding.</numerusform>
            <numerusform>, %n bindings.</numerusform>
        </translation>
    </message>
    <message>
        <source>--- %1
+++ %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a JSON plan (%2 at byte %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n error(s); nothing was pushed.</source>
        <translation>
            <numerusform>%1 has %n error; nothing was pushed.</numerusform>
            <numerusform>%1 has %n errors; nothing was pushed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) in %1 (Sunrise&apos;s rules, literal secrets); nothing was pushed.</source>
        <translation>
            <numerusform>%n error in %1 (Sunrise&apos;s rules, literal secrets); nothing was pushed.</numerusform>
            <numerusform>%n errors in %1 (Sunrise&apos;s rules, literal secrets); nothing was pushed.</numerusform>
        </translation>
    </message>
    <message>
        <source>the plan was made for %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan is stale, %1 changed since it was made: %2. Make a new plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to push to %1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push to %1:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was pushed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan written to %1; push it with --plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: warning: %2 does not define %3 (the server&apos;s missingEnvVars for agent %4&apos;s binding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pushed %1 capability changes and %2 binding changes to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push: the target&apos;s environment as a .env file: the bindings the push writes are checked against it before anything is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: usage: capstudio catalog push DIR --from CONNECTION [--dry-run] [--prune] [--category C]… [--plan-out PLAN] [--env-file F], or capstudio catalog push --plan PLAN --from CONNECTION [--env-file F]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: warning: %2 does not define %3, which agent %4&apos;s binding of %5 names in its customConfig</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogDiff</name>
    <message>
        <source>(absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capabilities: %1 to create, %2 to update, %3 to delete; bindings: %4 to create, %5 to update, %6 to delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogFolder</name>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ISO 8601 date and time (&quot;2026-01-31T12:00:00.000Z&quot;) or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database ids are not part of a catalog folder (rows are matched by slug); “id” is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file must hold a mapping, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the slug “%1” does not match the file&apos;s name: a capability&apos;s file is named &lt;slug&gt;.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“agent” is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“agent” must be a string, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent “%1” does not match the file&apos;s name: an agent&apos;s file is named &lt;agent slug&gt;.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“bindings” must be a list, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a binding must be a mapping, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability “%1” is bound twice (first at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability %1 has the slug “%2”, which cannot name a file; correct the slug first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slugs “%1” and “%2” differ only in case: their files would be one on many systems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An agent has the slug “%1”, which cannot name a file; correct the slug first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent slugs “%1” and “%2” differ only in case, or repeat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the comments could not be kept (the file&apos;s layout is too far from the generated one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not remove %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a catalog folder: it has neither a capabilities/ nor an agents/ folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability “%1” is also in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 hold the same row; keep one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogPlan</name>
    <message>
        <source>capability %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a system capability, not deleted (Sunrise refuses to delete them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already deactivated, as Sunrise&apos;s API deletes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 cannot be written here, created as %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set by Sunrise&apos;s seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is seed-owned, not pushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 cannot be written here, not pushed (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a system capability cannot be deactivated, isActive not pushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>binding %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent %1 is not in %2: create it in Sunrise first (its bindings cannot be pushed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the capability is neither in %2 nor pushed with this change</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the target are not in the folder and stay (--prune deletes them)</source>
        <translation>
            <numerusform>%n row of the target is not in the folder and stays (--prune deletes it)</numerusform>
            <numerusform>%n rows of the target are not in the folder and stay (--prune deletes them)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a capstudio catalog plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan version %1 is not one this capstudio reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a capability step needs change, slug and the rows its change names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a binding step needs change, agent, capability and the rows its change names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan has no fingerprints of the rows it was made from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed in the target while pushing, nothing more was written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>binding %1 → %2: the agent or the capability is not in the target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogPolicy</name>
    <message>
        <source>a binding enabled while its capability is inactive or quarantined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approval required with no timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a binding&apos;s customRateLimit above its capability&apos;s rateLimit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an active capability no agent is bound to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ${env:VAR} a binding uses that no profile defines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a variable a profile defines that no binding uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the policy must be a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“rules” must be a mapping of rule ids to severities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule “%1”; the rules are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be error, warning, info or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“profiles” must be a list of .env files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a profile is the path of a .env file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key “%1”: rules or profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” requires approval with no timeout: nothing in Sunrise consumes the approval, so a chat turn ends and a workflow tool_call step fails for good; fix: set approvalTimeoutMs, or run it through a workflow with a human_approval step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is bound to no agent; fix: bind it, or deactivate it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 is enabled but the capability is %3; fix: disable the binding, or reactivate the capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 allows %3 calls a minute, above the capability&apos;s %4; fix: lower customRateLimit to at most %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>${env:%1} is used by %2 → %3 but no profile defines it; fix: add it to the deployment&apos;s environment and to a profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is defined in %2 but no binding uses it; fix: remove it, or use it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogSnapshot</name>
    <message>
        <source>Agent “%1” is bound to capability %2, which could not be read: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogStaging</name>
    <message>
        <source>capability %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no longer in this connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>binding %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: this connection has no agent %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the capability is not stored in this connection yet; apply it, then stage the binding</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckBindingsCommand</name>
    <message>
        <source>not a bindings file: expected a Sunrise response envelope {&quot;data&quot;: [...]}, an agent bundle {&quot;agent&quot;: {...}, &quot;bindings&quot;: [...]} or an array of bindings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check env vars against this .env file instead of the environment of this process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capability slug of rows that do not name one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio check-bindings: expected exactly one FILE, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a binding row must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the binding names no capability (no &quot;capability&quot; row, &quot;capabilitySlug&quot; or known capabilityId): its customConfig was only checked to be an object; pass --capability SLUG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the environment of this process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Env vars missing or empty in %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check agent bindings (customConfig, rate limit, env vars, allowed hosts) against Sunrise&apos;s rules, and the ${env:VAR} references of workflow external_call steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bindings, as one of: a Sunrise response envelope {&quot;success&quot;: true, &quot;data&quot;: [binding rows]} as GET .../agents/:id/capabilities returns it (or a recorded exchange with it under &quot;response&quot;); an agent bundle {&quot;agent&quot;: {...}, &quot;bindings&quot;: [binding rows]} (&quot;capabilities&quot; is accepted instead of &quot;bindings&quot;; with both, &quot;capabilities&quot; holds capability rows matched by capabilityId); a JSON array of binding rows. A row names its capability by a nested &quot;capability&quot; row or a &quot;capabilitySlug&quot;. Or a Sunrise workflow definition, or an export of several: a workflow object with &quot;steps&quot; (at top level or under &quot;workflowDefinition&quot; or &quot;definition&quot;), a JSON array of them, {&quot;workflows&quot;: [...]} or the envelope {&quot;success&quot;: true, &quot;data&quot;: [...]}; the ${env:VAR} templates of every external_call step&apos;s config url and header values (not names) are checked, as a missing or empty one fails the step at run time with missing_env_var. Exit codes: 0 clean, 1 any error or warning, 2 unreadable input or bad usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio check-bindings: give a FILE or --from, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bound capability %1 does not exist: the binding can never dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio check-bindings: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>capstudio: unknown subcommand or option &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;capstudio --help&quot; to list the subcommands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: text (default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio %1: --format must be text or json, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: capstudio [--workspace PATH] [--theme system|light|dark]
       capstudio SUBCOMMAND [--format text|json] ARGS...

Without a subcommand capstudio opens its window on the workspace.

Subcommands:
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>call %1 (message %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → (absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(absent) → %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redaction leak: masked in A (%1), unmasked in B %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redaction leak: masked in B (%1), unmasked in A %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in B: message %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in A: message %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message %1 ↔ %2 (%3):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in B: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in A: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by tool-call id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by slug and order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 ↔ %3, %4:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare two conversation provenance bundles call by call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first provenance bundle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second provenance bundle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not compare FIELD (repeatable, or comma-separated): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>capstudio compare: expected two bundles A and B, got %n</source>
        <translation>
            <numerusform>capstudio compare: expected two bundles A and B, got %n</numerusform>
            <numerusform>capstudio compare: expected two bundles A and B, got %n</numerusform>
        </translation>
    </message>
    <message>
        <source>capstudio compare: --ignore %1: not a field; the fields are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio compare: only one side can be read from standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio compare: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: %1, B: %2: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same conversation, messages aligned by id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two conversations, messages aligned by role and capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s)</source>
        <translation>
            <numerusform>%n difference</numerusform>
            <numerusform>%n differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n redaction leak(s)</source>
        <translation>
            <numerusform>%n redaction leak</numerusform>
            <numerusform>%n redaction leaks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Connection</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded workspace is opened as a workspace file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionProfile</name>
    <message>
        <source>The URL contains a password. Secrets are never taken from URLs or the command line: leave it out, and capstudio reads it from the system keychain or asks for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL parameter “%1” is not supported; only sslmode is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A server address has no query (?…) or fragment (#…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the default workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a connection URL: use postgresql://user@host:port/database, https://server or a file:// workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL is not valid: check the host name, the port and the characters used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A server address carries no user name: the API key is entered separately and kept in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL scheme “%1” is not supported: use postgresql://, https:// (http:// only to this computer) or file://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder: choose a workspace file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host name of the PostgreSQL server is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a valid host name or address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port must be between 1 and 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database name is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user name is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown SSL mode “%1”; use one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server address is missing, for example https://sunrise.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server address must start with https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server address is not a valid URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server address must not contain a user name or password: the API key is entered separately.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain HTTP is refused for %1: the API key would travel unencrypted. Use https://, or http:// only to this computer (localhost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PostgreSQL database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog folder is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a catalog folder: it has neither a capabilities/ nor an agents/ folder. File ▸ Export Catalog to Folder… makes one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionProfiles</name>
    <message>
        <source>Embedded workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded workspace cannot be renamed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A connection named “%1” already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no connection number %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded workspace stays a workspace file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded workspace cannot be removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectionSource</name>
    <message>
        <source>Read from a connection instead of a file: a saved profile&apos;s name, a postgresql://user@host:port/database URL or a Sunrise https:// URL. The password or API key comes from CAPSTUDIO_PGPASSWORD or CAPSTUDIO_API_KEY, else from the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved connection is named “%1”. Give a postgresql:// or https:// URL, or save the profile in the app (File ▸ Connections…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--from reads PostgreSQL databases and Sunrise servers; give the workspace&apos;s exported JSON file instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No secret for %1: set %2, or store it in the system keychain from the app (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --from: say nothing while waiting for the server (its rate limit, no answer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3; waiting %4 before trying again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (wait %2 of this run, %3 in all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is a catalog folder: give its path, %2, instead of --from.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DemoSeeder</name>
    <message>
        <source>%1 must hold a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo binding %1 ← %2 names an unknown agent or capability</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeploymentScanRun</name>
    <message>
        <source>With --from: scan every conversation the connection holds (PostgreSQL: all of them; Sunrise&apos;s API: those the key can see).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --all: only messages created at or after DATE (YYYY-MM-DD, UTC, or a time with its zone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --all: only messages created before DATE (a date includes that whole day).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --all: only conversations of the agent SLUG (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --all: only what arrived since the previous --since-last scan of the same connection (and agents), as the workspace remembers it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --since-last: the workspace that keeps where each scan stopped (default: the app&apos;s own).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio scan: --since, --until, --since-last and --agent go with --from CONNECTION --all and no BUNDLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio scan: --since-last starts where the previous scan stopped: it takes no --since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio scan: --since %1: not a date (YYYY-MM-DD) or a time with its zone (2026-11-01T08:00:00Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio scan: --until %1: not a date (YYYY-MM-DD) or a time with its zone (2026-11-30T18:00:00Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio scan: --since %1 is not before --until %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Sunrise&apos;s API shows an API key only its owner&apos;s conversations, shared ones and system ones; other users&apos; conversations are not scanned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open the workspace %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the previous scan read messages up to %2; reading from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no previous scan of %2 in the workspace: reading everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversation %1 message %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversation %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;%3 — masked: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 conversations, %2 messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of %1 (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 messages/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %n finding(s)</source>
        <translation>
            <numerusform>, %n finding</numerusform>
            <numerusform>, %n findings</numerusform>
        </translation>
    </message>
    <message>
        <source>conversation %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: the scan stopped after %n conversation(s): %2; what is above is incomplete</source>
        <translation>
            <numerusform>%1: the scan stopped after %n conversation: %2; what is above is incomplete</numerusform>
            <numerusform>%1: the scan stopped after %n conversations: %2; what is above is incomplete</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the scan is complete but where it stopped could not be kept: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 findings near the previous scan&apos;s end were reported then and are not repeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 conversations, %3 messages, %4 capability calls in %5 s; %6 findings (%7 high, %8 medium, %9 low) in %10 conversations; peak memory %11 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the capabilities could not be read, so no call is checked for schema drift: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the parameters schema of %2 is not a valid JSON Schema: its calls are not checked for drift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: schema drift in %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 recorded calls would not pass their capability&apos;s schema today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no workspace at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 verdicts in the workspace were altered after they were signed and are not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [%1, reviewed by %2]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeploymentSummary</name>
    <message>
        <source>Deployment audit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages created: %1. Agents: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at any time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read over Sunrise&apos;s REST API, which shows an API key only its owner&apos;s conversations, shared ones and system ones: other users&apos; conversations were not scanned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each finding is counted, never quoted: a leaked value appears in this report neither in full nor in part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages with invalid provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings of high severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings of medium severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings of low severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations with findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations that could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings by kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unredacted personal data or secrets were found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings by capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(message text, outside any call)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings by agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no agent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings by day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the conversation&apos;s own fields)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redaction coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capability calls were recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every string field of the recorded calls&apos; arguments and result previews: how often it was seen, how often it arrived masked, how often it carried a leak. A field that leaks is a redactor to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masked share</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The %n worst conversation(s)</source>
        <translation>
            <numerusform>The worst conversation</numerusform>
            <numerusform>The %n worst conversations</numerusform>
        </translation>
    </message>
    <message>
        <source>No conversation has findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last message (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations that could not be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation and reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the audit report %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversation %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls that would fail their schema today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema drift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recorded call was checked against a capability&apos;s schema (the connection gave none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every recorded call&apos;s arguments checked against its capability&apos;s functionDefinition.parameters as the connection holds it today: calls that would not validate now are a changed contract that old conversations break. Masked values are not held against a call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Would fail today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings judged false positive (not counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finding of this scan has a verdict in the workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Verdicts kept in the workspace on findings of this scan, each signed by its reviewer; %n finding(s) judged false positive are not counted above.</source>
        <translation>
            <numerusform>Verdicts kept in the workspace on findings of this scan, each signed by its reviewer; %n finding judged false positive is not counted above.</numerusform>
            <numerusform>Verdicts kept in the workspace on findings of this scan, each signed by its reviewer; %n findings judged false positive are not counted above.</numerusform>
        </translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature and evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signature good, evidence unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signature good, the conversation changed since (stale)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagnosticPrinter</name>
    <message numerus="yes">
        <source>%1: %n item(s) checked</source>
        <translation>
            <numerusform>%1: %n item checked</numerusform>
            <numerusform>%1: %n items checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiagramRenderer</name>
    <message>
        <source>the workflow has no states to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow %1, drawn by capstudio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start the SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scale must be greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the diagram is too large for a PNG at scale %1 (%2 × %3 pixels); use a scale of at most %4, or SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough memory for a %1 × %2 pixel image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unsupported output format &quot;%2&quot;; use a file name ending in .svg or .png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is a folder, not a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the PNG: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>capstudio diff: cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changed between two flowgate libraries: states, transitions, guards, contracts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flowgate YAML file, a repo folder or a gateway.yaml.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same, changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio diff: expected OLD and NEW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n workflow(s)</source>
        <translation>
            <numerusform>in %n workflow</numerusform>
            <numerusform>in %n workflows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DispatchDryRun</name>
    <message>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool offered to the agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handler lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarantine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent binding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard and scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approval gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Argument validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binding config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Execute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arguments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DispatchScenario</name>
    <message>
        <source>saved dry-run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown version (this capstudio reads version 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;chat&quot;, &quot;workflow&quot; or &quot;agent&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;permissive&quot; or &quot;strict&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of slugs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number of calls, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an ISO-8601 date and time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DispatchVerdict</name>
    <message>
        <source>Not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The call would reach the handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DryRunCommand</name>
    <message>
        <source>capstudio dry-run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk Sunrise&apos;s dispatch pipeline for one capability call (or re-run the saved dry-runs) on a workspace, without calling anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SQLite workspace to read (default: the app&apos;s own workspace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge env vars and ORCHESTRATION_ALLOWED_HOSTS against this .env file instead of the environment of this process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calling agent in a chat, by slug or id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --agent: the call reaches the dispatcher without the chat&apos;s checks (a tool offered before its binding changed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calling workflow (a tool_call step dispatches as workflow:&lt;ID&gt;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --workflow: the tool_call step&apos;s id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --workflow: the execution id of the step-dispatch cache key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capability slug called (the tool name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sample arguments as JSON text (default {}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the sample arguments from a JSON file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A slug the server has code registered for beyond the 13 built-ins (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server runs with CAPABILITY_BINDING_MODE=strict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls already made in the current 60 s window (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed calls in a row this chat turn (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this dry-run in the workspace under NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run every dry-run saved in the workspace; exit 1 when a verdict changed since it was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the facts and notes of every step, not only of those that stop or caution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--capability SLUG is required (or --saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the caller with exactly one of --agent and --workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--args and --args-file exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no workspace at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the workspace %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the workspace %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHANGED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n saved dry-run(s), </source>
        <translation>
            <numerusform>%n saved dry-run, </numerusform>
            <numerusform>%n saved dry-runs, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n changed</numerusform>
            <numerusform>%n changed</numerusform>
        </translation>
    </message>
    <message>
        <source>no agent with slug or id &quot;%1&quot; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a whole number, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry-run: %1, environment %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DryRunPrinter</name>
    <message>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow tool_call step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dispatcher, without the chat&apos;s checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnvProfile</name>
    <message>
        <source>the quoted value has no closing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected text after the closing quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a variable name (letters, digits and _, not starting with a digit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;=&quot; after the name %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed line skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the environment file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This process</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlowAnalysis</name>
    <message>
        <source> (no explored run reaches &apos;%1&apos;, so the analysis cannot show it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cycle %1 has no way to a terminal state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not terminal and has no transitions: a run that gets here can never end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no terminal state can be reached from &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the only deterministic transition of &apos;%2&apos;, so the chain fires it without evaluating its guards (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the witness fires it while they are false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the guards of &apos;%1&apos; can never all be true: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no explored run passes the guards of &apos;%1&apos; (%2), and they are beyond what the analysis decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the guards of &apos;%1&apos; are never true with the values the paths to &apos;%2&apos; can give: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no explored run passes the guards of &apos;%1&apos; (%2) before the search limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>branch #%1 of &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can never be true: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 never fires first: whenever %2 holds, an earlier branch holds too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the capability %1 fails (cap_failed, cap_timeout, a schema violation), the chain stops in &apos;%2&apos; with CHAIN_FAILED and nothing handles it (no reliability fallback, no other way on): only a retry of &apos;%3&apos; is offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deterministic transitions of &apos;%1&apos; leave values uncovered: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the guards of several deterministic transitions of &apos;%1&apos; hold at once, so the chain fails as ambiguous</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FolderCatalogStore</name>
    <message>
        <source>… and %1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog folder %1 cannot be read until these are fixed:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder has no capability “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed from the folder since it was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed in the folder since it was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”: the folder already holds a capability with this slug; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability %1 is already bound to agent %2 in the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder has no capability “%1” to bind; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A catalog folder keeps no conversations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A catalog folder holds each agent&apos;s bindings only; the agents themselves are edited in Sunrise.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuardEvaluator</name>
    <message numerus="yes">
        <source>; … %n more</source>
        <translation>
            <numerusform>; … %n more</numerusform>
            <numerusform>; … %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (not a finite number → null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not an operand → null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no comparison operator outside quotes (a bare path is not a truthiness test)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not set in the context → GUARD_UNSET_SLOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (note: &apos;%1&apos; was found inside a word and the runtime splits there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a string never equals a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guards nested deeper than %1 levels or more than %2 guard clauses; the simulator stops here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too deeply nested → not evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: the principal has it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: the principal lacks it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (kind jsonpath is deprecated; use expr)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not without a `guard:` body → error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 without `subject` → error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: acknowledged in the simulator settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: not acknowledged in the simulator settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evidence: the simulator has no evidence store, and without one the runtime lets evidence guards pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a guard without a string `kind` is unknown to the runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown guard kind &apos;%1&apos; (the runtime treats unknown kinds as false)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any_of with no clauses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all_of with no clauses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any_of %1: no clause passed, so the first error stands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HashCommand</name>
    <message>
        <source>Print the contract hash of every flowgate capability (for expects_contract_hash).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flowgate YAML file, a repo folder or a gateway.yaml.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio hash: expected exactly one PATH</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectorValues</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orchestrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other (no tier rules)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonDiagnosticMarkers</name>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonDuplicateKeys</name>
    <message>
        <source>the key &quot;%1&quot; is written twice in the object at %2 (first at line %3, column %4): JSON keeps the last one and drops the first without a word</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonSourceMap</name>
    <message>
        <source>Trailing comma: remove the &apos;,&apos; before &apos;}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trailing comma: remove the &apos;,&apos; before &apos;]&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected %1 after the end of the document; a JSON text holds exactly one value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document is empty; expected a JSON value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected end of text; expected a value after &apos;:&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected end of text; expected a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nested too deeply: more than %1 levels of objects and arrays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected end of text; expected a key after &apos;,&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected end of text; expected a key or &apos;}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys must be in double quotes, not single quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys must be strings in double quotes; found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a key in double quotes after &apos;,&apos; but found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a key in double quotes or &apos;}&apos; but found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected end of text; expected &apos;:&apos; after the key %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected &apos;:&apos; after the key %1 but found %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected end of text; the object opened at %1 is not closed with &apos;}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected end of text; the array opened at %1 is not closed with &apos;]&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;]&apos; cannot close the object opened at %1; expected &apos;}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;}&apos; cannot close the array opened at %1; expected &apos;]&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing &apos;,&apos; between object members (or &apos;}&apos; to close the object).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing &apos;,&apos; between array elements (or &apos;]&apos; to close the array).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected &apos;,&apos; or &apos;}&apos; after an object member but found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected &apos;,&apos; or &apos;]&apos; after an array element but found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing closing quote: the string runs to the end of the text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid escape \%1; valid escapes are \&quot; \\ \/ \b \f \n \r \t and \uXXXX.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid escape: \u must be followed by four hexadecimal digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpaired surrogate \u%1: a low surrogate must follow a high surrogate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpaired surrogate \u%1: a high surrogate must be followed by a low surrogate such as \uDC00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing closing quote: a string must end on the line it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control character U+%1 must be escaped in a string (as \u%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpaired surrogate U+%1 in a string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a digit after &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading zeros are not allowed in numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a digit after the decimal point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a digit in the exponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number is out of range for a double-precision value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strings must be in double quotes, not single quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected word %1; text values need double quotes, and the only bare words are true, false and null.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number cannot start with &apos;+&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number needs a digit before the decimal point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comments are not allowed in JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a value after &apos;:&apos; but found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a value but found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonText</name>
    <message>
        <source>the JSON is nested too deeply (more than 1024 levels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty, expected JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LayoutEngine</name>
    <message>
        <source>Graphviz could not lay out the graph: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LayoutSidecar</name>
    <message>
        <source>%1: cannot read the layout file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the layout file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object with &quot;format&quot;, &quot;version&quot; and &quot;workflows&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 was written by a newer capstudio; this one reads up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;workflows&quot; must map workflow ids to their states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; must map state ids to positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state &apos;%1&apos; of workflow &apos;%2&apos; needs numeric &quot;x&quot; and &quot;y&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the layout file: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeakRules</name>
    <message>
        <source>Email address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization credential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON Web Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment card number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IBAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitive value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LintCapabilitiesCommand</name>
    <message numerus="yes">
        <source>capstudio lint-capabilities: expected exactly one FILE, got %n</source>
        <translation>
            <numerusform>capstudio lint-capabilities: expected exactly one FILE, got %n</numerusform>
            <numerusform>capstudio lint-capabilities: expected exactly one FILE, got %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Check a JSON file of capabilities against Sunrise&apos;s admin API rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create bodies (POST …/capabilities): errors are exactly what Sunrise refuses, the rest are warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows (as a Sunrise database or a GET holds them): nulls and server-set fields are normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON array of capability rows, a Sunrise response envelope {&quot;success&quot;: true, &quot;data&quot;: [...]}, or a catalog folder (capstudio catalog pull). With --from, FILE holds bodies to create there and their slugs are checked against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to read a FILE: &quot;rows&quot; as a database or a GET holds them, &quot;create&quot; as POST bodies (errors are exactly Sunrise&apos;s refusals). Default: rows for a response envelope or rows with ids, create otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: --mode must be &quot;rows&quot; or &quot;create&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a catalog folder is compared with a connection by &quot;capstudio catalog diff&quot;, not linted against it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio lint-capabilities: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: with --from, FILE is checked as bodies to create there (--mode create)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: checked as %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiteralSecrets</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value under “%1” (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a password in a URL (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a credential in the URL&apos;s “%1” parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a long random-looking string (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is written as a literal; put it in the deployment&apos;s environment and write a ${env:VAR} template here instead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Loader</name>
    <message>
        <source>%1 is a folder without flowgate.repo.yaml; give a YAML file, a gateway.yaml or a repo folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: no such readable file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>include %1 reads %2, outside the library&apos;s folder %3: the runtime follows it, but a library that names files elsewhere on the machine is not portable and can read what it should not</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MergeCommand</name>
    <message>
        <source>capstudio merge: cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-way merge of a flowgate YAML file (a git merge driver).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the merged file here (atomically), only when it merges clean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s real path, named in messages (git&apos;s %P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The common ancestor (git&apos;s %O).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Our version (git&apos;s %A).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their version (git&apos;s %B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio merge: expected BASE OURS THEIRS</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>capstudio merge: %1: %n conflict(s); %2 is left as it was</source>
        <translation>
            <numerusform>capstudio merge: %1: %n conflict; %2 is left as it was</numerusform>
            <numerusform>capstudio merge: %1: %n conflicts; %2 is left as it was</numerusform>
        </translation>
    </message>
    <message>
        <source>capstudio merge: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParameterSchemaText</name>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multiple of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enum: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>const: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>items: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unique items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>properties: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no other properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other properties: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nullable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deprecated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>cannot read %1: no such readable file or folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecipeRecommender</name>
    <message>
        <source>Transactional email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send an email (Postmark; SendGrid, Resend and AWS SES variants).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge, capture or refund a payment (Stripe; Adyen and Mollie variants), with a fresh idempotency key on every call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post a message to a Slack, Discord or Microsoft Teams incoming webhook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calendar event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a calendar event (Google Calendar; Microsoft Graph variant).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document render</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render HTML to PDF (DocRaptor returns a download URL; PDFShift returns bytes for upload_to_storage; self-hosted Gotenberg via multipart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-chat approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the user approve an action in the chat before it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMS / WhatsApp inbound reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reply to an inbound SMS or WhatsApp message (Twilio, Meta Cloud).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long-running workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compose workflows that survive a deploy (dispatch cache, checkpoints); no binding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic HTTP call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call one HTTP endpoint; start from this binding and pick a vendor shape from the recipe catalogue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It mentions %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The execution type is %1: Sunrise&apos;s dispatcher still needs a registered class for the slug, and call_external_api already is that class.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RedactedCopy</name>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>warning: %1; laying out without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw one flowgate workflow as an SVG or PNG diagram, laid out as in the designer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flowgate YAML file, a repo folder (with flowgate.repo.yaml) or a gateway.yaml with repos:.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workflow to draw (its id; the namespace may be left out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to write: .svg or .png.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pixels per diagram unit (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: expected exactly one PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: --workflow ID is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: -o FILE (.svg or .png) is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: cannot tell the format of &quot;%1&quot;: the output file name must end in .svg or .png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: --scale must be a number from 0.1 to 16, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: drawing needs a QApplication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: %1 does not load; nothing drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: no workflow &quot;%1&quot; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It defines no workflows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its workflows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>  … and %n more</source>
        <translation>
            <numerusform>  … and %n more</numerusform>
            <numerusform>  … and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>capstudio render: the workflow %1 has no states to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: cannot lay out %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: cannot write %1: the folder %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio render: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayCommand</name>
    <message>
        <source>Replay saved simulator runs against a library; fail when one no longer behaves the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved simulator runs (.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flowgate library the runs are replayed on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio replay: expected RUN... and --library PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: same (%n action(s), ends in &apos;%2&apos;)</source>
        <translation>
            <numerusform>%1: same (%n action, ends in &apos;%2&apos;)</numerusform>
            <numerusform>%1: same (%n actions, ends in &apos;%2&apos;)</numerusform>
        </translation>
    </message>
    <message>
        <source>the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1 (fire &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1 (an executor result)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: diverges at %2 (%3): %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message>
        <source>Judge the findings of a bundle in a signed review beside it, and verify such a review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keygen, add or verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add: the bundle file; verify: the review file (BUNDLE.review.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keygen: where to write the private key (PEM, readable by you only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add: the private key to sign the review with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add: the finding to judge, by its number in capstudio scan&apos;s output (1 is the first) or its location (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add: confirmed-leak, false-positive or accepted-risk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add: why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add: who judges (a name or an address).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: the fingerprint (SHA256:…) of the key the review must be signed with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio review: give an action: keygen, add or verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio review: unknown action “%1”: keygen, add or verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio review keygen: usage: capstudio review keygen -o KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio review keygen: %1 exists; a key is never overwritten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio review keygen: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an Ed25519 key, public key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: usage: capstudio review add BUNDLE --finding N --verdict confirmed-leak|false-positive|accepted-risk --reviewer NAME --key KEY [--note TEXT]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 was altered after it was signed; it is not added to</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 has no finding %3 (it has %n)</source>
        <translation>
            <numerusform>%1: %2 has no finding %3 (it has %n)</numerusform>
            <numerusform>%1: %2 has no finding %3 (it has %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n verdict(s), signed by %2</source>
        <translation>
            <numerusform>%1: %n verdict, signed by %2</numerusform>
            <numerusform>%1: %n verdicts, signed by %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: usage: capstudio review verify REVIEW [--public-key FINGERPRINT]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: altered after it was signed: the signature does not match its contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: signed by %2, not by the key given (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: signature good (Ed25519, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the evidence it judged is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: changed since it was judged (SHA-256 %2 then): every verdict is stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unchanged since it was judged (SHA-256 %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 %2 (%3) by %4 at %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [stale]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [stale: the finding is gone]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add --from: the conversation whose findings are judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add --from: the workspace that keeps the verdicts (default: the app&apos;s own).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: usage: capstudio review add --from CONNECTION --conversation ID --finding N --verdict confirmed-leak|false-positive|accepted-risk --reviewer NAME --key KEY [--note TEXT] [--workspace PATH]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: conversation %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open the workspace %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the verdict could not be signed (OpenSSL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n verdict(s) on conversation %2 of %3, signed by %4</source>
        <translation>
            <numerusform>%1: %n verdict on conversation %2 of %3, signed by %4</numerusform>
            <numerusform>%1: %n verdicts on conversation %2 of %3, signed by %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewFile</name>
    <message>
        <source>confirmed leak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the evidence %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the review %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a review file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a review file: /format is not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: /evidence/file must name a file beside the review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: /verdicts/%2 needs a finding and a verdict (confirmed-leak, false-positive, accepted-risk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review could not be signed (OpenSSL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the review %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveFileSet</name>
    <message>
        <source>Nothing was saved: %1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was saved: %1 could not be put in place: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only part was saved: %1 could not be put in place (%2). Saved: %3. Not saved: %4. Save again to write the rest.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScanCommand</name>
    <message>
        <source>in message %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, call %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, result of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; %3 — masked: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan a conversation provenance bundle for unredacted personal data and secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A provenance bundle: Sunrise&apos;s response envelope {&quot;success&quot;: true, &quot;data&quot;: {conversation, messages}} or its data object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a copy of the bundle with every finding masked to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write an audit report to FILE (.md or .html).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>capstudio scan: expected exactly one BUNDLE, got %n</source>
        <translation>
            <numerusform>capstudio scan: expected exactly one BUNDLE, got %n</numerusform>
            <numerusform>capstudio scan: expected exactly one BUNDLE, got %n</numerusform>
        </translation>
    </message>
    <message>
        <source>capstudio scan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n message(s)</source>
        <translation>
            <numerusform>%1: %n message</numerusform>
            <numerusform>%1: %n messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n capability call(s)</source>
        <translation>
            <numerusform>%n capability call</numerusform>
            <numerusform>%n capability calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 high, %2 medium, %3 low</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n provenance problem(s)</source>
        <translation>
            <numerusform>%n provenance problem</numerusform>
            <numerusform>%n provenance problems</numerusform>
        </translation>
    </message>
    <message>
        <source>With --from: the id of the conversation to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 conversation %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio scan: --all scans a whole deployment: it takes neither --conversation nor --redact-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio scan: --from needs --conversation ID or --all, and no BUNDLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [%1, reviewed by %2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio scan: the review beside the bundle is ignored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio scan: the review %1 is ignored: it was altered after it was signed (capstudio review verify says more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n verdict(s) from the signed review beside it</source>
        <translation>
            <numerusform>%1: %n verdict from the signed review beside it</numerusform>
            <numerusform>%1: %n verdicts from the signed review beside it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) judged false positive, not counted</source>
        <translation>
            <numerusform>%n finding judged false positive, not counted</numerusform>
            <numerusform>%n findings judged false positive, not counted</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchemaInspector</name>
    <message>
        <source>the database connection is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent bindings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>messages and their provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table &quot;%1&quot; is missing (needed for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>table &quot;%1&quot; lacks the column(s) %2 (needed for %3)</source>
        <translation>
            <numerusform>table &quot;%1&quot; lacks the column %2 (needed for %3)</numerusform>
            <numerusform>table &quot;%1&quot; lacks the columns %2 (needed for %3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchemaMigrator</name>
    <message>
        <source>Cannot create the schema version table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No migrations found in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database has schema version %1, newer than this capstudio understands (%2); use a newer capstudio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read migration %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start a transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migration %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot record migration %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lacks tables or columns capstudio needs; nothing in it was changed:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: another program holds the database locked and did not let go in time. Close the other capstudio window or program that has it open, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot take the migration lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has capstudio&apos;s schema version %2, older than this capstudio&apos;s (%3). Nothing was changed: connect to it once in the app (File ▸ Connections…) to bring it up to date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty or not a catalog: it has no ai_capability table (neither a Sunrise database nor one capstudio made). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SemanticDiff</name>
    <message>
        <source>workflow added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state renamed: %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transition added: %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transition removed: %1 (was → %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transition retargeted: %1: → %2 becomes → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contract changed: %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; breaks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guards changed: %1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>actor changed: %1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use: changed: %1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>executor changed: %1 %2: %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed %1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SemanticMerge</name>
    <message>
        <source>workflow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transition %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: base %2, ours %3, theirs %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (theirs)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SigningKey</name>
    <message>
        <source>An Ed25519 key could not be made (OpenSSL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the signing key %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an Ed25519 private key in PEM form (capstudio review keygen makes one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signing key could not be written out (OpenSSL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the signing key %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulationSettings</name>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved simulation %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved simulation %1: must be an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Simulator</name>
    <message>
        <source>SUBJECT_NEEDS_DEFINITION: the lexicon has no definition for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runtime would refuse to start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no workflow is running: start one first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the simulator waits for the result of an executor in state &apos;%1&apos;: supply it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no executor result is awaited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>supply the executor&apos;s output or its failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runtime answers with an error; the state was already entered and the chain does not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chain stopped after %1 hops: the simulator&apos;s ceiling (maxChainDepth is %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chain stopped after %1 hops (maxChainDepth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the only deterministic transition fires without its guards being evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the one deterministic transition whose guards pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the instance stays in &apos;%1&apos; and &apos;%2&apos; is offered as a link for a retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>branch #%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>branch #%1 chose &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no branch matched; the declared target &apos;%1&apos; applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without an executor the runtime does not apply the output mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while: %1, so the state is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while: %1, so the state is entered again (iteration %2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state-local slots cleared: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a noop executor always returns {}; the supplied output is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a legacy workflow call returns the child&apos;s whole final context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a capability call returns an object {outputName: value}; the supplied %1 reads as {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: saved %2, replayed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved simulation %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown version (this capstudio reads version %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;fire&quot; or &quot;executor&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hold &quot;output&quot; or &quot;error&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action could not be replayed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large for a saved run (%2 bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not hold a saved run (a JSON object).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulatorStepFormatter</name>
    <message>
        <source>Step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executor output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executor failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>− removed (was %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the onEnter executor of state &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the executor of deterministic transition &apos;%1&apos; in state &apos;%2&apos; (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the executor of transition &apos;%1&apos; in state &apos;%2&apos; (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulatorTemplates</name>
    <message>
        <source>A &lt;b&gt;rest&lt;/b&gt; executor returns &lt;code&gt;{status, body}&lt;/code&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;b&gt;cli&lt;/b&gt; executor returns &lt;code&gt;{exitCode, success, stdout, stderr, json}&lt;/code&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;b&gt;script&lt;/b&gt; executor returns &lt;code&gt;{exitCode, success, stdout, stderr, json, scriptSubject, scriptHash}&lt;/code&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An &lt;b&gt;mcp&lt;/b&gt; executor returns the tool&apos;s structured content.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;b&gt;human&lt;/b&gt; executor queues a request and returns at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;b&gt;parallel&lt;/b&gt; executor returns &lt;code&gt;{branches, summary}&lt;/code&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;b&gt;pipeline&lt;/b&gt; executor returns &lt;code&gt;{steps, final_output, summary}&lt;/code&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This executor has no &lt;code&gt;kind&lt;/code&gt;: the runtime fails it when it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;b&gt;%1&lt;/b&gt; executor: supply what it returned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;b&gt;noop&lt;/b&gt; executor always returns &lt;code&gt;{}&lt;/code&gt; and never fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability call to &lt;b&gt;%1&lt;/b&gt;: supply the callee&apos;s outputs; each bound output is checked against its &lt;code&gt;snippet.outputs&lt;/code&gt; schema.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is not in the library: the runtime fails with “failed to start sub-workflow”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not bound, not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared outputs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A legacy &lt;b&gt;workflow&lt;/b&gt; call returns the child&apos;s whole final context.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output mapping reads %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SqlCatalogStore</name>
    <message>
        <source>Cannot open the workspace %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace %1 is not a usable SQLite database: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to PostgreSQL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability with slug &apos;%1&apos; already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capability with id %1 already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slug is already in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability &apos;%1&apos; was changed by someone else after it was loaded; reload it to see the current values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capability&apos;s id cannot change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability &apos;%1&apos; was deleted by someone else after it was loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An agent with slug &apos;%1&apos; already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An agent&apos;s id cannot change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent &apos;%1&apos; was changed by someone else after it was loaded; reload it to see the current values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binding %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability %1 is already attached to agent %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A binding&apos;s agent and capability cannot change; detach and attach instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability %1 is not attached to agent %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The binding was changed by someone else after it was loaded; reload it to see the current values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The binding was changed by someone else after it was loaded; reload it before detaching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation has no id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation %1 is already in the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The binding of capability %1 to agent %2 was changed by someone else after it was loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this database keeps no saved dry-runs (capstudio_dry_run is missing: it is created only in databases capstudio made): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dry-run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no saved dry-run has the id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot prepare the capability statements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace %1 is locked by another program (it waited 5 seconds): close the other capstudio window, or the program that has the file open, and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scan mark of %1 holds no valid time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row of the scan&apos;s COPY has the wrong number of fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PostgreSQL driver gives no libpq connection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandardInput</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StateItem</name>
    <message>
        <source>Initial state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminal state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs an onEnter executor when entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loops while its guard holds (while:)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delegates to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SunriseClient</name>
    <message>
        <source>“%1” is not a server address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain HTTP to %1 is refused: the API key would travel unencrypted. Use https://, or http:// only to this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheme “%1” is not supported: use https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not start with “sk_”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has %1 characters after “sk_”, not 64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has characters other than 0-9 and a-f after “sk_”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Sunrise API key: %1. A key is “sk_” followed by 64 lowercase hexadecimal characters, shown once when it is minted (Sunrise: API keys, with the admin scope).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TestPathsCommand</name>
    <message>
        <source>Generate the fewest simulator runs that fire every transition and take each guard both ways.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder for the runs (&lt;workflow&gt;.run-NN.json; older runs of the workflow there are replaced).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio test-paths: expected PATH, --workflow ID and -o DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio test-paths: cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio test-paths: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n run(s)</source>
        <translation>
            <numerusform>%1: %n run</numerusform>
            <numerusform>%1: %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 goals covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not covered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>capstudio test-paths: the search stopped after %n run(s); raise --max-runs to look further</source>
        <translation>
            <numerusform>capstudio test-paths: the search stopped after %n run; raise --max-runs to look further</numerusform>
            <numerusform>capstudio test-paths: the search stopped after %n runs; raise --max-runs to look further</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TransitionItem</name>
    <message>
        <source>when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, branch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls %1 (capability call with use:)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned contract: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards (all must pass):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated by enable_human_ask: not written in the YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target state &quot;%1&quot; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message numerus="yes">
        <source>%1: loads; check: %n error(s)</source>
        <translation>
            <numerusform>%1: loads; check: %n error</numerusform>
            <numerusform>%1: loads; check: %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Validate flowgate YAML exactly as the flowgate runtime loads and checks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flowgate YAML file, a repo folder (with flowgate.repo.yaml) or a gateway.yaml with repos:.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio validate: expected exactly one PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the flowgate runtime would refuse to load this config</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValueSpec</name>
    <message>
        <source>value spec nested deeper than %1 levels or too large to evaluate; the simulator stops here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkflowEnvScan</name>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this export item is %1, expected a workflow object: it was skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;workflows&quot; is %1, expected an array of workflow objects: no workflow was checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workflow at the document root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workflow at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;steps&quot; of %1 is %2, expected an array of steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;workflowDefinition&quot; of %1 is %2, expected an object with &quot;steps&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no &quot;steps&quot; array (at top level or under &quot;workflowDefinition&quot; or &quot;definition&quot;): no step was checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>external_call step &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the external_call step at %1 (it has no id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the config of %1 in %2 is %3, expected an object: its url and headers were not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the url of %1 in %2 is %3, expected a string: its ${env:…} templates were not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the headers of %1 in %2 are %3, expected an object of strings: their ${env:…} templates were not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value of header &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header &quot;%1&quot; of %2 in %3 is %4, expected a string: Sunrise sends header values as strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step fails at run time with ExecutorError(&quot;%1&quot;, &apos;missing_env_var&apos;), which is not retried; Sunrise resolves ${env:…} before {{…}} workflow interpolation, so no workflow input or step output can supply it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment variable %1 used by %2 of %3 in %4 is not set in %5: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment variable %1 used by %2 of %3 in %4 is empty in %5, which Sunrise treats as unset: %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>Cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot seed the new workspace with demo data: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API Key for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the API key for “%1” (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the password for “%1” (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::AgentTableModel</name>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>No binding of this agent has a problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n binding(s) with problems; open the agent to see them</source>
        <translation>
            <numerusform>%n binding with problems; open the agent to see them</numerusform>
            <numerusform>%n bindings with problems; open the agent to see them</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visibility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::AgentsPane</name>
    <message>
        <source>Filter agents by name, slug, kind or visibility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attach…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bind capabilities that are not yet bound to this agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;nable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable the selected bindings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Di&amp;sable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable the selected bindings: the agent may not call them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Configure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enabled, rate limit and customConfig of the current binding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Detach…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the binding rows (not a revocation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every pending binding change in one transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop every pending binding change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s) loaded</source>
        <translation>
            <numerusform>%n agent loaded</numerusform>
            <numerusform>%n agents loaded</numerusform>
        </translation>
    </message>
    <message>
        <source>No workspace is open: nothing to apply to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot apply the binding changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binding conflicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your changes are still pending. Reload to see the current rows (your pending changes are then lost), or undo the conflicting ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Applied %n binding change(s)</source>
        <translation>
            <numerusform>Applied %n binding change</numerusform>
            <numerusform>Applied %n binding changes</numerusform>
        </translation>
    </message>
    <message>
        <source>Every capability is already bound to this agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by name or slug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capabilities not yet bound to this agent; new bindings are enabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Attach %n capability(ies)</source>
        <translation>
            <numerusform>Attach %n capability</numerusform>
            <numerusform>Attach %n capabilities</numerusform>
        </translation>
    </message>
    <message>
        <source>Detach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach %1? Detaching is not a revocation in Sunrise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a binding row a chat agent is no longer offered the tool, but the dispatcher still allows the call in permissive mode: workflow steps and MCP still run it, and a call_external_api loses its URL pins and auth. Only a disabled binding refuses the call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s)</source>
        <translation>
            <numerusform>%n agent</numerusform>
            <numerusform>%n agents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n agent(s)</source>
        <translation>
            <numerusform>%1 of %n agent</numerusform>
            <numerusform>%1 of %n agents</numerusform>
        </translation>
    </message>
    <message>
        <source>No pending changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pending binding change(s)</source>
        <translation>
            <numerusform>%n pending binding change</numerusform>
            <numerusform>%n pending binding changes</numerusform>
        </translation>
    </message>
    <message>
        <source>Select an agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bindings of %1 — checked against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry-&amp;Run a Call…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walk Sunrise&apos;s dispatch pipeline for a call of this capability by this agent, without calling anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(detached)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2
Yours:
%3
Stored now:
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nothing was written: %n binding(s) were changed by someone else since they were loaded.
%1</source>
        <translation>
            <numerusform>Nothing was written: %n binding were changed by someone else since they were loaded.
%1</numerusform>
            <numerusform>Nothing was written: %n bindings were changed by someone else since they were loaded.
%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Variables missing on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The changes were saved, but the server reports that its environment lacks variables these bindings use:
%1
Calls that use them fail until they are set on the server. Configure… shows this per binding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the agents…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Applying %n binding change(s)…</source>
        <translation>
            <numerusform>Applying %n binding change…</numerusform>
            <numerusform>Applying %n binding changes…</numerusform>
        </translation>
    </message>
    <message>
        <source>The binding changes were not applied (cancelled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bindings of the selected agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binding actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No agents in this catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agents are created in Sunrise. Connect to a deployment to bind capabilities to its agents and configure each binding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capabilities to attach</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::AnalysisFindingsModel</name>
    <message>
        <source>Dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncovered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shadowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unhandled failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Replay Witness shows the run that reproduces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::AnalysisPanel</name>
    <message>
        <source>Analyze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay Witness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finds dead ends, traps, guards that never hold and deterministic choices that stall, each with a run that shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze the workflow in front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the selected finding&apos;s witness run in the simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library changed since these were found: analyze again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a workflow to analyze it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze %1 to look for dead ends, traps and guards that never hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyzing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing found in %1: no dead end, trap, never-true guard or stalled choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) in %1</source>
        <translation>
            <numerusform>%n finding in %1</numerusform>
            <numerusform>%n findings in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n undecided)</source>
        <translation>
            <numerusform>(%n undecided)</numerusform>
            <numerusform>(%n undecided)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) explored.</source>
        <translation>
            <numerusform>%n run explored.</numerusform>
            <numerusform>%n runs explored.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search stopped at its limit; what lies beyond was not seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the witness of %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ApiListRead</name>
    <message>
        <source>The server&apos;s list of %1 carries no array of rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The read of %1 stopped without a result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server counted %1 %2, but only %3 could be read (missing: %4). %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server counted %1 %2, but %3 different rows came back: the list changed while it was read. %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ArgumentsForm</name>
    <message>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≤ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one of the allowed values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid JSON: sent as the string %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not of type %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capability&apos;s parameters declare no properties, so this form has nothing to offer: write the arguments in the JSON tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other keys:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys the parameters do not declare. They are kept as they are; edit them in the JSON tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields marked * are required: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required properties: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pattern: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: empty or (absent) leaves the key out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(absent) %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not allowed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::AuditFindingsModel</name>
    <message>
        <source>Confirmed leak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 severity) in conversation %3, message %4 at %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the conversation&apos;s fields)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale: the conversation changed since this verdict was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to open the conversation at this finding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message text (no capability call)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; — masked: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) — stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last seen (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::AuditPane</name>
    <message>
        <source>&amp;Scan Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan every conversation of the connection for leaks and schema drift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cance&amp;l Scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the scan; what it found so far stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the deployment report of the last scan as Markdown or HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Deployment Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML (*.html);;Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give Verdict…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge the selected findings (or every finding under a selected group): confirmed leak, false positive or accepted risk, signed with your key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open in Provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the conversation at the selected finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which messages the next scan reads (by the time they were created)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings of the deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit the whole deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scan reads every conversation the connection holds, finds the personal data and secrets that got past redaction, and checks each recorded call against its capability&apos;s parameters schema today. Findings appear as they are found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability / field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the schema says now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema drift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings per Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema Drift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fro&amp;m:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age&amp;nt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capa&amp;bility:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verd&amp;ict:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message text (no capability call)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the findings of %1; Clear Filters shows every day again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scans read %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise&apos;s API shows an API key only its owner&apos;s conversations, shared ones and system ones: other users&apos; conversations are not scanned. Connect to the database to scan them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 messages (%p%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan stopped before the end: %1 What is listed is incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: what is listed covers the conversations read before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) judged a conversation that changed since: they are marked stale.</source>
        <translation>
            <numerusform>%n verdict judged a conversation that changed since: it is marked stale.</numerusform>
            <numerusform>%n verdicts judged conversations that changed since: they are marked stale.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) could not be read as bundles and were not scanned.</source>
        <translation>
            <numerusform>%n conversation could not be read as a bundle and was not scanned.</numerusform>
            <numerusform>%n conversations could not be read as bundles and were not scanned.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped at %1 messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled at %1 messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 messages scanned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan found no leaks and no schema drift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 recorded calls would not validate today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema Drift (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 findings shown of %2, in %3 conversations and %4 messages read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 high severity; %2 conversations with findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 recorded calls drift from their schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the deployment report to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since the last scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What arrived since the previous “Since the last scan” of this connection; the first one reads everything. Findings it reported then are not repeated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::AuditScan</name>
    <message>
        <source>The capabilities could not be read, so no call is checked for schema drift: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameters schema of %1 is not a valid JSON Schema: its calls are not checked for drift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::BindingDocument</name>
    <message>
        <source>Capability %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent %1 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability %1 is already attached to agent %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability %1 is not attached to agent %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Enable %n capabilities</source>
        <translation>
            <numerusform>Enable %n capabilities</numerusform>
            <numerusform>Enable %n capabilities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Disable %n capabilities</source>
        <translation>
            <numerusform>Disable %n capabilities</numerusform>
            <numerusform>Disable %n capabilities</numerusform>
        </translation>
    </message>
    <message>
        <source>The custom rate limit must be a whole number from 1 to 10000 calls per minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change rate limit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>customConfig must be a JSON object or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change configuration of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configure %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Detach %n capabilities</source>
        <translation>
            <numerusform>Detach %n capabilities</numerusform>
            <numerusform>Detach %n capabilities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n binding changes</source>
        <translation>
            <numerusform>Discard %n binding changes</numerusform>
            <numerusform>Discard %n binding changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>capstudio::BindingRowsEditor</name>
    <message>
        <source>Remove this binding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove binding</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::BindingTableModel</name>
    <message>
        <source>%1/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/min (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/min (capability)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid config (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing env: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability quarantined</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom rate limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective rate limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::BundleCompareDialog</name>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redaction leak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Differences only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; %1 (%2 messages, %3 calls) &amp;nbsp; &lt;b&gt;B&lt;/b&gt; %4 (%5 messages, %6 calls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same conversation: messages aligned by id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two conversations: messages aligned by role and capability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No differences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s)</source>
        <translation>
            <numerusform>%n difference</numerusform>
            <numerusform>%n differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) masked on one side and plain on the other</source>
        <translation>
            <numerusform>%n value masked on one side and plain on the other</numerusform>
            <numerusform>%n values masked on one side and plain on the other</numerusform>
        </translation>
    </message>
    <message>
        <source>Message / field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call / field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability calls side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability Calls (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the messages and calls that are the same on both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 · message #%3 · %4 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A holds the masked value; B holds it unmasked (a leak).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B holds the masked value; A holds it unmasked (a leak).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (tool call %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (by slug and order)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::BundleView</name>
    <message>
        <source>&amp;Failed calls only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leaks only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click or press Enter to go to a finding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Findings: %n unredacted value(s)</source>
        <translation>
            <numerusform>Findings: %n unredacted value</numerusform>
            <numerusform>Findings: %n unredacted values</numerusform>
        </translation>
    </message>
    <message>
        <source>(untitled conversation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 capability calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with invalid provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation %1 · user %2 · agent %3 · %4 → %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the calls and tool rows of this capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only messages of this role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter content and slugs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only failed calls and the tool rows that answer them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only messages and calls with unredacted values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filters cleared to show the selection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This leak is in the conversation header: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no %1 in this bundle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrapped around to the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No further %1 among the rows shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reopen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk while it was open (truncated, rewritten or rotated): the timeline and findings are what it held before, and message details can no longer be read from it. Reopen it to see what it holds now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 messages, searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, call %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n call(s) drift from today&apos;s schemas</source>
        <translation>
            <numerusform>%n call drifts from today&apos;s schemas</numerusform>
            <numerusform>%n calls drift from today&apos;s schemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewed: %n verdict(s), signed with key %1; the bundle is as it was judged.</source>
        <translation>
            <numerusform>Reviewed: %n verdict, signed with key %1; the bundle is as it was judged.</numerusform>
            <numerusform>Reviewed: %n verdicts, signed with key %1; the bundle is as it was judged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewed: %n verdict(s), signed with key %1, but the bundle changed since they were given: every verdict is stale.</source>
        <translation>
            <numerusform>Reviewed: %n verdict, signed with key %1, but the bundle changed since it was given: the verdict is stale.</numerusform>
            <numerusform>Reviewed: %n verdicts, signed with key %1, but the bundle changed since they were given: every verdict is stale.</numerusform>
        </translation>
    </message>
    <message>
        <source>The review beside this bundle fails its signature (changed after it was signed): its verdicts are not shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::CallInspector</name>
    <message>
        <source>Capability call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(choose a capability)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Capability:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs (use.inputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capability declares no inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outputs (use.outputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capability declares no outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be one context slot: $.context.&lt;name&gt; in lower case (V12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (no such capability or no snippet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pin contract hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callee&apos;s hash:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No library is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a capability with a snippet in this library: there is no contract hash to pin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin contract hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpin contract hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not a capability of this library)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the capability this transition calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capability &apos;%1&apos; is loaded: its inputs and outputs are unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lifecycle: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experimental (not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not pinned. The capability is stable, so a pin is required (V16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not pinned: any contract of the capability is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned to the current contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned to %1, which does not match the current contract (V15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — written by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — start input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capability requires this input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No state writes this slot and the orchestrator&apos;s inputs: do not declare it (V13).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slot holds %1; the input expects %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not declared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capability declares no input &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>existing slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capability declares no output &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value must be the name of a capability output (V12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unbind input %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bind input %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unbind output %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a single context slot: use.outputs keys must match ^\$\.context\.[a-z][a-z0-9_-]*$ (V12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bind output %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebind output %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilitiesPane</name>
    <message numerus="yes">
        <source>%n capabilities</source>
        <translation>
            <numerusform>%n capability</numerusform>
            <numerusform>%n capabilities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n capabilities</source>
        <translation>
            <numerusform>%1 of %n capability</numerusform>
            <numerusform>%1 of %n capabilities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n capability(ies) with pending changes</source>
        <translation>
            <numerusform>%n capability with pending changes</numerusform>
            <numerusform>%n capabilities with pending changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Staged %n imported capability(ies); Apply writes them</source>
        <translation>
            <numerusform>Staged %n imported capability; Apply writes them</numerusform>
            <numerusform>Staged %n imported capabilities; Apply writes them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n capability(ies) to %1</source>
        <translation>
            <numerusform>Exported %n capability to %1</numerusform>
            <numerusform>Exported %n capabilities to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1; the new capability is a pending change</source>
        <translation>
            <numerusform>Wrote %n file to %1; the new capability is a pending change</numerusform>
            <numerusform>Wrote %n files to %1; the new capability is a pending change</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Review Changes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pro&amp;blems…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by name, slug, description or handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inactive only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarantined only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With problems only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With pending changes only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capability is hidden by the current filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pending changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;eactivate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Category…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Rate Limit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Rate Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls per minute (0 = unlimited):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete (deactivate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Selection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import the capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capabilities are selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the %1 Recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bind %1 to the agent with the %2 recipe. Its customConfig is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste it into the binding&apos;s customConfig, replace the example URLs, and set the environment variables it names on the server. The recipe: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capabilities here yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a capability, import a JSON export of capabilities, or connect to a deployment that has them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter capabilities</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilityForm</name>
    <message>
        <source>Requires approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idempotent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> calls/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every call waits for a person to approve it before it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safe to run twice with the same arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Leave this off unless running the call twice is provably harmless: an idempotent capability&apos;s result is not stored for replay, so a workflow re-drive after a crash runs its side effect again. Sunrise&apos;s admin API does not accept this field; it is written to the database only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slug:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xecution type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approval &amp;timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rate limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarantine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Function definition (sent to the LLM):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Execution &amp;config:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Metadata:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capability selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System capability: its slug, function definition, execution type and handler are seeded from code and cannot be changed here; it cannot be deactivated or deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not quarantined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Handler URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Handler class:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClassNameCapability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ Not a URL: Sunrise refuses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ Passes the provider URL guard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The provider URL guard would refuse it (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit parameters of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only here: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilityImportDialog</name>
    <message numerus="yes">
        <source>%n field(s): %1</source>
        <translation>
            <numerusform>%n field: %1</numerusform>
            <numerusform>%n fields: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of %1 compared with the capabilities being edited. The checked rows are staged as one change you can undo; nothing is written until you apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slug / Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stage Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(row %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identical to the capability being edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matched by id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matched by slug (id %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before: %1
After: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 new, %2 changed, %3 unchanged, %4 invalid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilityListRead</name>
    <message>
        <source>capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>category “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>category “%1”, which the server&apos;s filter cannot select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These came back short after every attempt (the server orders them by category only, so pages overlap): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capabilities were added, deleted or moved to another category while the list was read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was loaded; read again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilityTableModel</name>
    <message>
        <source>%1/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft quarantine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard quarantine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idempotent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarantine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::CatalogCompareDialog</name>
    <message>
        <source>(absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only &amp;differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stage in This Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Catalogs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This connection (%1) and %2 hold the same catalog: %n capabilities.</source>
        <translation>
            <numerusform>This connection (%1) and %2 hold the same catalog: %n capability.</numerusform>
            <numerusform>This connection (%1) and %2 hold the same catalog: %n capabilities.</numerusform>
        </translation>
    </message>
    <message>
        <source>This connection (%1) beside %2: %3 capabilities and %4 bindings differ. Pick rows or single fields and stage them here; they become ordinary edits to review and apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&amp;Stage %n Change(s) in This Connection</source>
        <translation>
            <numerusform>&amp;Stage %n Change in This Connection</numerusform>
            <numerusform>&amp;Stage %n Changes in This Connection</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick &amp;None</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::CatalogCompareModel</name>
    <message>
        <source>(absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bindings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n differ)</source>
        <translation>
            <numerusform>%1 (%n differs)</numerusform>
            <numerusform>%1 (%n differ)</numerusform>
        </translation>
    </message>
    <message>
        <source>Only in %1: staging adds it to this connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in this connection: staging removes it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differs: staging takes the picked fields from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same on both sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row or field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::CatalogDocument</name>
    <message numerus="yes">
        <source>Change %1 of %n capabilities</source>
        <translation>
            <numerusform>Change %1 of %n capability</numerusform>
            <numerusform>Change %1 of %n capabilities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n capabilities</source>
        <translation>
            <numerusform>Delete %n capability</numerusform>
            <numerusform>Delete %n capabilities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n changes</source>
        <translation>
            <numerusform>Discard %n change</numerusform>
            <numerusform>Discard %n changes</numerusform>
        </translation>
    </message>
    <message>
        <source>Another capability already uses the slug &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System capabilities cannot be deactivated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of a system capability is seeded from code and cannot be changed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System capabilities cannot be deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove new capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore stored values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be changed here: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ComparePanel</name>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare With File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare With Revision…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the library with another version of it on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the open file with a git revision of it (git show REV:PATH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop comparing and take the marks off the canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>git show %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a library in one file can be compared with a revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not comparing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the same in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) in %1 against %2</source>
        <translation>
            <numerusform>%n change in %1 against %2</numerusform>
            <numerusform>%n changes in %1 against %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare With File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowgate YAML (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare With Revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Git revision of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the library with a file or a git revision: added states and transitions are outlined green on the canvas, changed ones amber, removed ones drawn as red ghosts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ConfigBindingForm</name>
    <message>
        <source>%1
Key: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set (default %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of an environment variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://… or ${env:VAR}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not allowed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ &quot;name&quot;: { … } }</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not shown in this form — fix these in the JSON:
• %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ConfigureBindingDialog</name>
    <message>
        <source>Configure %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enabled (the agent is offered the tool and may call it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> calls/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none — inherit %1/min from the capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none — inherit (the capability is unlimited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom rate limit for this agent, 1–10000 calls per minute; the lowest value means none: the capability&apos;s limit applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom &amp;rate limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fill from Recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipe:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No customConfig (null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>customConfig (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise has no binding schema for %1: the JSON is only checked to be an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the customConfig?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recipe replaces the whole customConfig of this binding. You can undo it in the JSON view or with Cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 (%2) recipe set %3.%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (template)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not set in profile %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty in profile %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This customConfig uses no environment variables (profile %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked against profile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 environment variable is missing in profile %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 environment variables are missing in profile %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forcedUrl cannot be resolved against profile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forcedUrl resolves to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — host %1 is in ORCHESTRATION_ALLOWED_HOSTS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — host %1 is NOT in ORCHESTRATION_ALLOWED_HOSTS (%2): calls fail with host_not_allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — profile %1 does not define ORCHESTRATION_ALLOWED_HOSTS; the host is not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the customConfig JSON before saving: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>customConfig must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise stores a JSON object (or nothing) as customConfig.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The binding has errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise will refuse this binding at call time (invalid_binding). Save anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot change the binding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry-&amp;Run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What Sunrise would do with a call of %1 by this agent, with the binding as edited here</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>When this binding was last saved, the server reported that its own environment lacks %n variable(s): %1. Calls that use them fail until they are set on the server.</source>
        <translation>
            <numerusform>When this binding was last saved, the server reported that its own environment lacks %n variable: %1. Calls that use them fail until they are set on the server.</numerusform>
            <numerusform>When this binding was last saved, the server reported that its own environment lacks %n variables: %1. Calls that use them fail until they are set on the server.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:%4&apos;&gt;(%2)&lt;/span&gt; bound to agent &lt;b&gt;%3&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems of the configuration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ConnectionForm</name>
    <message>
        <source>disable — never encrypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefer — encrypt when the server offers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>require — always encrypt, accept any certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify-ca — encrypt, check the certificate&apos;s authority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify-full — encrypt, check the certificate and host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;emember in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>db.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address of the Sunrise deployment. Plain http:// is accepted only to this computer (localhost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An admin-scoped key (sk_…) minted in Sunrise under Account ▸ API keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ype:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workspace file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;SSL mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded workspace cannot be renamed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the secret in the system keychain, so that it is not asked for again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is running: nothing can be remembered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SQLite workspace file. Leave it empty for the default:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored in the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not stored yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked for when connecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio workspaces (*.sqlite);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder written by capstudio catalog pull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A catalog folder: capabilities/ and agents/ of YAML files, as capstudio catalog pull and File ▸ Export Catalog to Folder… write them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog &amp;folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog Folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ConnectionsDialog</name>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Du&amp;plicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is running. The password is asked for each time and never saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected connection (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the connections and close, without switching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use in this window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another connection is already named “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix or remove the connection “%1” first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded workspace cannot be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing the connection to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating the system keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connections are saved, but the system keychain failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::CredentialStore</name>
    <message>
        <source>Nothing is stored in the system keychain for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain refused access: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is running (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The system keychain did not answer within %n second(s).</source>
        <translation>
            <numerusform>The system keychain did not answer within %n second.</numerusform>
            <numerusform>The system keychain did not answer within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>capstudio::DesignerPane</name>
    <message>
        <source>Filter workflows, skills, scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find state or transition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Diagram…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Orchestrator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Capability…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add State…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name State…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste States</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto &amp;Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to Caller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in Diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open flowgate Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowgate YAML (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orchestrators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other workflows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no verb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library has no workflow %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in %1 matches “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n match(es).</source>
        <translation>
            <numerusform>%n match.</numerusform>
            <numerusform>%n matches.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG images (*.svg);;PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verb:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (cap.%1.&lt;name&gt;):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add the capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Orchestrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (flow.&lt;name&gt;):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add the orchestrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter workflows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflows, skills and scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flowgate library open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a flowgate library (a gateway.yaml or a workflow file) to draw, check and simulate its orchestrators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No workflow open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a workflow in the list on the left, or start a new orchestrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge Three Versions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge a flowgate file&apos;s base, ours and theirs, settling conflicts one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merged into %1; the library here has unsaved changes, so it was not reopened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merged into %1, which does not open here: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merged into %1 and opened it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Merge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::DesignerProblemsModel</name>
    <message>
        <source>would not load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`check` would fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 › %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::DesignerProblemsPanel</name>
    <message>
        <source>All workflows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show problems of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::DesignerScene</name>
    <message>
        <source>State %1: only in the version compared with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transition %1: only in the version compared with</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::DesignerView</name>
    <message>
        <source>Workflow canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab and Shift+Tab select the states and transitions in turn; the arrow keys move the selected states (with Shift, further); Return renames a state or opens a called workflow; Shift+F10 opens the element&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::DispatchDryRunDialog</name>
    <message>
        <source>Dry-Run a Capability Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Re-run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the workspace again and re-run (F5); edits re-run by themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Dry-Run As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the dry-run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using the binding as edited in the Configure dialog (not applied yet): %1 for %2, %3, rate limit %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inherited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Dry-Run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::DispatchPipeline</name>
    <message>
        <source>arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workflow tool_call step is dispatched directly, without the chat&apos;s checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This call reaches the dispatcher directly, without the chat&apos;s checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model was never offered &quot;%1&quot;: %2. A call by that name is refused before the dispatcher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no agent with id &quot;%1&quot; is in the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no capability row has this slug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binding row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handler registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slug matches ^[a-zA-Z0-9_-]{1,64}$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent has no binding row for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a binding row the dispatcher itself would allow the call (permissive mode): chat agents are only not offered the tool, and workflow steps still run it. Only a disabled binding row revokes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its binding is disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the capability is inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no code is registered under this slug on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the slug is not a valid tool name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered to %1 as the tool &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed calls in a row this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; already failed %2 times in a row in this turn; the chat stops calling it until the next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer than two failures in a row this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each chat dispatch is timed out after 30 s (execution_error &quot;Tool &apos;&lt;name&gt;&apos; timed out after 30000ms&quot;); two failures in a row make the tool unavailable for the rest of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The registry holds the active capability rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active rows loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active rows skipped (functionDefinition does not load)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The registry is cached for 5 minutes per server process and cleared by admin writes on that process: an edit made elsewhere may take up to 5 minutes to count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row of %1 is skipped: its functionDefinition needs a non-empty &quot;name&quot; and a &quot;parameters&quot; object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registered by this deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>executionType</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>executionHandler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No code is registered under &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>executionType and executionHandler are not used for dispatch: an api or webhook row with a URL handler does nothing unless a code class is registered under its slug, and it is never offered to the model. List the deployment&apos;s own handlers under Deployment if it has them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A handler is registered under &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capability row has the slug &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read_user_memory, write_user_memory and escalate_to_human are registered in code but never seeded: they need a row before anything can call them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isActive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability &quot;%1&quot; is inactive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row of &quot;%1&quot; was skipped when the registry loaded: its functionDefinition does not load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is in the active registry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quarantineState</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quarantineUntil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability &quot;%1&quot; is quarantined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hard quarantine ends the chat turn (skipFollowup) and exposes no reason to the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability &quot;%1&quot; is quarantined: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason (in the message and metadata)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quarantined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quarantine has expired or its state is unknown: the row counts as active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatch agent id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binding mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow callers always get a synthetic enabled binding (no customConfig, no customRateLimit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>synthetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent bindings do not apply to workflow steps: disabling a binding for an agent does not stop a workflow from calling the capability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no binding for &quot;%2&quot; and the server runs in strict binding mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No binding row: the dispatcher allows the call on a synthetic enabled binding (permissive mode).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detaching is not revoking: only a disabled binding row stops the call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is disabled for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The binding is enabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bindings are cached per agent for 5 minutes per server process: enabling or disabling takes effect when that cache is cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock Sunrise registers no capability guard and no scope binding; a fork that adds them can stop the call here with capability_guard_denied or scope_conflict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>binding&apos;s customRateLimit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capability&apos;s rateLimit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability rateLimit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binding customRateLimit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective limit (customRateLimit ?? rateLimit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls in the current 60 s window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 calls used in the sliding 60 s window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rate limit applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other agents bound to %1 have a different limit; the limit actually enforced depends on who calls first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other agents&apos; limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The limiter of a capability is created once per slug (the window is counted per agent): the limit of whichever agent calls first after a registry reload or an admin write holds for every agent until the next reload, and windows reset on every reload. Limits are per server process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requiresApproval is off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requiresApproval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; requires approval; the handler does not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata.timeoutMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s default (approvalTimeoutMs is null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metadata.defaultAction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in Sunrise consumes requires_approval today: there is no approval queue for capability calls. In chat the turn ends; in a workflow tool_call step it is a permanent step error. The only working approval is a workflow with a human_approval step started through run_workflow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sample arguments are not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arguments must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>functionDefinition.parameters of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>functionDefinition.parameters is not a valid JSON Schema, so the arguments cannot be checked here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>document_id is validated as a UUID, but Sunrise&apos;s document ids are cuids: a real document id fails here with invalid_args.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arguments match the parameters schema.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise validates with the capability class&apos;s own Zod schema; for the built-ins the seeded functionDefinition equals the class&apos;s definition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; reads no customConfig.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The binding&apos;s customConfig passes the checks %1 makes when it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>customConfig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No binding row: the capability runs with no customConfig.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workflow step&apos;s synthetic binding has no customConfig.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These four built-ins read customConfig from the database on every call (no cache), and Sunrise checks it only then: saving a binding checks nothing but that it is an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The auth secret&apos;s environment variable %1 is not set (missing_auth_secret).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not set in %2: the provider that needs it fails when used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hmac auth cannot sign a multipart body.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forcedUrl (the model&apos;s url is ignored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s url argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No URL anywhere: the binding has no forcedUrl and the arguments have no url.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts with none of allowedUrlPrefixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not define ORCHESTRATION_ALLOWED_HOSTS, so the host check cannot be judged here; on the server an empty list blocks every host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host allowlist is unknown in this environment profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ORCHESTRATION_ALLOWED_HOSTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host &quot;%1&quot; is not in ORCHESTRATION_ALLOWED_HOSTS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowedWorkflowSlugs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow &quot;%1&quot; is not in allowedWorkflowSlugs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The handler of &quot;%1&quot; would run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In chat the call is timed out after 30 s (execution_error).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;execution id&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;step id&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step-dispatch cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: the capability is idempotent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idempotent capabilities opt out of ai_workflow_step_dispatch: a re-driven step calls the handler again, and the destination must deduplicate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ai_workflow_step_dispatch under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first successful result is stored under (executionId, stepId) and replayed when the step is re-driven after a crash, without calling the handler again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a workflow step rate_limited and execution_error are retried; every other code is a permanent step error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cost row is written to ai_cost_log (operation tool_call, zero tokens), fire and forget.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::DispatchScenarioEditor</name>
    <message>
        <source>Caller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent in &amp;chat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workflow tool_call step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise dispatches a workflow step under agent id workflow:&lt;workflowId&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow id or slug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tool_call step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: names the replay cache key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Execution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool name of the call: a capability slug. Type one the workspace does not have to see what Sunrise answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arguments the LLM or the workflow passes: a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the server adds that the workspace does not hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permissive (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CAPABILITY_BINDING_MODE: permissive lets a call without a binding row through on a synthetic enabled binding; strict denies it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slugs, comma-separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capabilities whose code class is registered on the server besides the 13 built-ins. Without one, a capability row does nothing (unknown_capability).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls this caller already made to the capability in the current 60-second window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls of this tool that already failed in a row this chat turn; after two the chat stops offering it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binding mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra handlers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls in the last 60 s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed calls this turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arguments are not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid JSON (%1); the form shows the last valid arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quarantined (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no handler registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or pick a capability slug.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a capability of this workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · not bound to this agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · binding disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · bound and enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in this workspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without the chat&apos;s checks (the call reaches the &amp;dispatcher directly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tool offered before its binding changed still reaches the dispatcher: the chat&apos;s tool list and the dispatcher&apos;s bindings cache can disagree for up to five minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;pability:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::DispatchStepModel</name>
    <message>
        <source>Passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Was: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Was: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::DispatchVerdictView</name>
    <message numerus="yes">
        <source> (%n caution(s))</source>
        <translation>
            <numerusform> (%n caution)</numerusform>
            <numerusform> (%n cautions)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sunrise would return %1 and not run the handler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every check passes: the handler would run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The scenario has unsaved edits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same verdict as when saved on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Sunrise returns &lt;code&gt;%1&lt;/code&gt;%2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and the chat turn ends without a follow-up answer (skipFollowup).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Notes&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Diagnostics&lt;/b&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(whole value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict changed since saved on %1: was “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed since saved. Was: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::EnvProfilePicker</name>
    <message>
        <source>The environment the ${env:VAR} references and auth secrets are checked against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;.env File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Variable &amp;Names…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Re-read Current Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move Current Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an Environment Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment files (.env* *.env);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the profile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the profile (e.g. production):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment variables set on %1, one per line:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ExecutorFields</name>
    <message>
        <source>C&amp;onnection:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name under connections:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too&amp;l:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP tool name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GET when not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/ when not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mmand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inline command (or a cli connection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Subject:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key of scripts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Queue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default when not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structure:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ExecutorOutcomeEditor</name>
    <message>
        <source>&amp;Fail the executor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error message, e.g. HTTP 503 from api</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate the executor failing: the transition fails with EXECUTOR_FAILED (CHAIN_FAILED on a chain hop) and nothing is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A noop executor never fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>executor failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::FindingsModel</name>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Should read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (tool row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2; Sunrise&apos;s redaction would have written %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale: the bundle changed since this verdict was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::FindingsPerDayChart</name>
    <message>
        <source>Findings per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days from %2 to %3, at most %4 findings a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings to chart yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n finding(s)</source>
        <translation>
            <numerusform>%1: %n finding</numerusform>
            <numerusform>%1: %n findings</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to show only this day.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::GuardListEditor</name>
    <message>
        <source>Remo&amp;ve guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards (all must pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of the new guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text of the new guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$.context.ready == true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>role name, e.g. admin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission name, e.g. deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no guards: always allowed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::InspectorPage</name>
    <message>
        <source>No library is open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::InspectorPanel</name>
    <message>
        <source>Select a workflow, state or transition to see its properties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow %1 is not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transition %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::InspectorSection</name>
    <message>
        <source>The edit was refused.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::JsonEditor</name>
    <message>
        <source>JSON. Tab indents; Ctrl+Tab moves to the next control.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::JsonSchemaChecker</name>
    <message>
        <source>The schema could not be checked because the draft-07 meta-schema is unavailable (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is nested more than %1 levels deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not match the draft-07 meta-schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;$ref&quot; &quot;%1&quot; does not point to anything in this schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be compiled (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value could not be validated: its schema is nested more than %1 levels deep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value is nested more than %1 levels deep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value could not be validated: its schema loops at %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value could not be validated: its schema cannot be compiled (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value could not be validated: a &quot;pattern&quot; in its schema cannot be evaluated (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not match its schema: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not match its schema.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema could not be checked (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema could not be checked (unknown error).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value could not be validated (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value could not be validated (unknown error).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1, or a non-empty array of distinct type names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of distinct strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object whose values are schemas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object whose values are schemas or arrays of distinct strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a schema or a non-empty array of schemas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a non-empty array of schemas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object or boolean schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid JSON Schema: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it must be an object or a boolean (found %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; entry &quot;%2&quot; must be an object or boolean schema (found %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; item %2 must be an object or boolean schema (found %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2 (found %3; did you mean &quot;%4&quot;?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2 (found %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;enum&quot; is empty, so no value can ever match it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;pattern&quot; is not a valid regular expression (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &quot;patternProperties&quot; key &quot;%1&quot; is not a valid regular expression (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it refers back to &quot;#%1&quot; without descending into the value, so validation would never end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::MainWindow</name>
    <message numerus="yes">
        <source>Loaded %n capabilities</source>
        <translation>
            <numerusform>Loaded %n capability</numerusform>
            <numerusform>Loaded %n capabilities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applied %n change(s)</source>
        <translation>
            <numerusform>Applied %n change</numerusform>
            <numerusform>Applied %n changes</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Designer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Capability…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Workspace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Capabilities…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Capabilities…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About capstudio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — capstudio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot apply the changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed meanwhile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your changes are still pending. Reload (F5) to see the current values, or discard the conflicting changes and apply the rest.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio workspaces (*.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About capstudio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;capstudio %1&lt;/h3&gt;&lt;p&gt;Capability Studio: edit the capabilities agents call, bind them to agents, design flowgate workflows and audit conversation provenance.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot list the conversations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rovenance</source>
        <comment>menu; the tab has Alt+P</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatch &amp;Dry-Run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desi&amp;gner</source>
        <comment>menu; the tab has Alt+D</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the flowgate library: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connections…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1: changed by someone else meanwhile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1: deleted by someone else meanwhile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 — yours: %2 · stored now: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nothing was written: %n capability(ies) were changed by someone else after you loaded them.</source>
        <translation>
            <numerusform>Nothing was written: %n capability were changed by someone else after you loaded them.</numerusform>
            <numerusform>Nothing was written: %n capabilities were changed by someone else after you loaded them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Connection: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every apply is one transaction in this database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise&apos;s admin API: every change is its own request; a batch is checked for conflicts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace file does not exist yet; it is created on connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No secret is stored in the keychain for this connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is running, so the secret is asked for each time and never saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last connection “%1” needs its secret: File ▸ Connections… to connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the capabilities: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n capability(ies)</source>
        <translation>
            <numerusform>%n capability</numerusform>
            <numerusform>%n capabilities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n binding(s)</source>
        <translation>
            <numerusform>%n binding</numerusform>
            <numerusform>%n bindings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flowgate file(s)</source>
        <translation>
            <numerusform>%n flowgate file</numerusform>
            <numerusform>%n flowgate files</numerusform>
        </translation>
    </message>
    <message>
        <source>There are pending changes: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply them all before continuing, or discard them all?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; waiting %2 before trying again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare With Catalog &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare With Catalog Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Catalog to F&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Catalog to Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the capabilities…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Applying %n change(s)…</source>
        <translation>
            <numerusform>Applying %n change…</numerusform>
            <numerusform>Applying %n changes…</numerusform>
        </translation>
    </message>
    <message>
        <source>The changes were not applied (cancelled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Applied %n change(s). Apply the edits made meanwhile, then reload (F5) to edit the new rows further.</source>
        <translation>
            <numerusform>Applied %n change. Apply the edits made meanwhile, then reload (F5) to edit the new rows further.</numerusform>
            <numerusform>Applied %n changes. Apply the edits made meanwhile, then reload (F5) to edit the new rows further.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the changes being written…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the catalog…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The read was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the catalog: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the catalog to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n capabilities</source>
        <translation>
            <numerusform>Exported %n capability</numerusform>
            <numerusform>Exported %n capabilities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n bindings</source>
        <translation>
            <numerusform> and %n binding</numerusform>
            <numerusform> and %n bindings</numerusform>
        </translation>
    </message>
    <message>
        <source> to %1: %2 files written, %3 removed, %4 unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The %n staged change(s) are included.</source>
        <translation>
            <numerusform>The %n staged change is included.</numerusform>
            <numerusform>The %n staged changes are included.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare Catalogs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read this connection&apos;s catalog: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be compared until these are fixed:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) staged in this connection: review and apply them in the Capabilities and Agents areas.</source>
        <translation>
            <numerusform>%n change staged in this connection: review and apply it in the Capabilities and Agents areas.</numerusform>
            <numerusform>%n changes staged in this connection: review and apply them in the Capabilities and Agents areas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not staged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the secret of %1 from the system keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stayed with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manual is not installed here. It is in the source of capstudio, in docs/manual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a tooltip: what the button does, its keys</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The embedded workspace. File ▸ Connections… switches to a PostgreSQL database or a Sunrise server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no saved connection named “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is the connection this window works on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the catalog of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the catalog of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other saved connection: add one in Connections…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply writes the files of the rows it changes, each atomically, comments kept. A file changed on disk since it was read is a conflict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the catalog folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Catalog Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Catalo&amp;g Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare &amp;With Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;udit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n conversation(s)</source>
        <translation>
            <numerusform> in %n conversation</numerusform>
            <numerusform> in %n conversations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Signed %n verdict(s) as %1 with key %2</source>
        <translation>
            <numerusform>Signed %n verdict as %1 with key %2</numerusform>
            <numerusform>Signed %n verdicts as %1 with key %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Some verdicts were not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: the conversation no longer holds this finding; scan again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: the verdict could not be signed (OpenSSL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This connection cannot be read for a scan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verdicts of the workspace could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) in the workspace were altered after they were signed and are not shown.</source>
        <translation>
            <numerusform>%n verdict in the workspace was altered after it was signed and is not shown.</numerusform>
            <numerusform>%n verdicts in the workspace were altered after they were signed and are not shown.</numerusform>
        </translation>
    </message>
    <message>
        <source>Over Sunrise&apos;s API only the key owner&apos;s, shared and system conversations are scanned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the last scan stopped could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since the last scan: reading messages from %1 (the previous scan read up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since the last scan: no previous scan of this connection, so everything is read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) near the previous scan&apos;s end were reported then and are not repeated.</source>
        <translation>
            <numerusform>%n finding near the previous scan&apos;s end was reported then and is not repeated.</numerusform>
            <numerusform>%n findings near the previous scan&apos;s end were reported then and are not repeated.</numerusform>
        </translation>
    </message>
    <message>
        <source>The scan is complete but where it stopped could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ManualWindow</name>
    <message>
        <source>capstudio Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — capstudio Manual</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::MergeConflictsModel</name>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settled With</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::MergeDialog</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settle a conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge flowgate Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;ase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The common ancestor of both versions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;urs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Our version; the result keeps its bytes wherever no change of theirs lands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;heirs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their version, whose changes are merged into ours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resu&amp;lt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the merged file is written; ours when left empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ours file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge the three files again; settled conflicts are forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use &amp;Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use &amp;Ours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use &amp;Theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result (edit to settle with your own value):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle the conflict by leaving the element out of the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save the Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#c62828&quot;&gt;Not YAML: %1&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not in this version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a conflict in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&quot;color:gray&quot;&gt;%2&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open: pick a side, or edit the text above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settled: the element is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the three versions and press Merge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No conflicts: %n change(s) of theirs merge cleanly into ours.</source>
        <translation>
            <numerusform>No conflicts: %n change of theirs merges cleanly into ours.</numerusform>
            <numerusform>No conflicts: %n changes of theirs merge cleanly into ours.</numerusform>
        </translation>
    </message>
    <message>
        <source>flowgate YAML (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is merged yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s) still open.</source>
        <translation>
            <numerusform>%n conflict still open.</numerusform>
            <numerusform>%n conflicts still open.</numerusform>
        </translation>
    </message>
    <message>
        <source>The settled merge does not apply:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk since the merge; merge again to include that change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The merged file passes validation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The merged file has %n validation problem(s); the first: %1</source>
        <translation>
            <numerusform>The merged file has %n validation problem: %1</numerusform>
            <numerusform>The merged file has %n validation problems; the first: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Save it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settled: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s), %1 still open.</source>
        <translation>
            <numerusform>%n conflict, %1 still open.</numerusform>
            <numerusform>%n conflicts, %1 still open.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) of theirs merged cleanly.</source>
        <translation>
            <numerusform>%n change of theirs merged cleanly.</numerusform>
            <numerusform>%n changes of theirs merged cleanly.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>capstudio::MessageDetailView</name>
    <message>
        <source>Select a message or a capability call to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leak: %1 (%2 severity)
Sunrise&apos;s redaction would have written: %3
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redacted by Sunrise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Truncated by Sunrise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty content)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message #%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow execution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool call id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call %1 (%2) of message #%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No traced call answers to this tool row (the turn ended early, or the call was refused).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise returns this message&apos;s provenance as null; capstudio shows and scans it anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability calls (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n leak(s)</source>
        <translation>
            <numerusform>%n leak</numerusform>
            <numerusform>%n leaks</numerusform>
        </translation>
    </message>
    <message>
        <source>Citations (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>similarity %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow sources (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confidence %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call %1 of message #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 — call %3 of message #%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traced in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tool row #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tool row carries this call&apos;s raw result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments (as persisted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no preview stored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunrise cut this preview to 480 characters (479 + “…”, or 477 + “...” for an unknown tool); the rest of the result is not in the bundle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> truncated </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw result (tool row #%1, not redacted by Sunrise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These arguments pass the parameters schema of %1 as the connection holds it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema drift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These arguments would not pass the parameters schema of %1 as the connection holds it now:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::MinimapWidget</name>
    <message>
        <source>Overview: click or drag to move the view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::MovingListRead</name>
    <message>
        <source>agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>updated since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>updated until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>updated from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 agents, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user-created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These parts kept changing while they were read: %1. Nothing was loaded; read again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agents were added, deleted or changed while the list was read. Nothing was loaded; read again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityParametersPage</name>
    <message numerus="yes">
        <source>%n parameter(s).</source>
        <translation>
            <numerusform>%n parameter.</numerusform>
            <numerusform>%n parameters.</numerusform>
        </translation>
    </message>
    <message>
        <source>It handles personal data (&amp;processesPii)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON Schema of functionDefinition.parameters: what the LLM must pass. The class&apos;s Zod schema and the unit test are generated from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds processesPii = true and a redactProvenance() stub to fill in. When unsure, leave it on: opting in costs nothing, opting out wrongly leaks customer data into every conversation audit row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent the binding (step 4) attaches the capability to; leave empty to fill it in later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bind to &amp;agent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid JSON yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameters must be a JSON object (a JSON Schema of type object).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function parameters should be a schema with &quot;type&quot;: &quot;object&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) from the Zod translation, underlined (hover for details); the preview lists them too.</source>
        <translation>
            <numerusform>%n finding from the Zod translation, underlined (hover for details); the preview lists them too.</numerusform>
            <numerusform>%n findings from the Zod translation, underlined (hover for details); the preview lists them too.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityPreviewPage</name>
    <message numerus="yes">
        <source>%n of them already exist(s); you will be asked before they are replaced.</source>
        <translation>
            <numerusform>%n of them already exists; you will be asked before they are replaced.</numerusform>
            <numerusform>%n of them already exist; you will be asked before they are replaced.</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four steps of the pipeline and the unit test, as they will be written. Finish writes them into the folder and adds the row to the capability table as a pending change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to &amp;folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not carried over as given:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing: every part of the parameters schema has a Zod translation and every row field is accepted by the create API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder for the files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the Capability Files To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was written. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Already written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New capability “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityPurposePage</name>
    <message>
        <source>&amp;Endpoint URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What should it do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the capability and describe it the way the LLM will read it. If it is an HTTP integration an existing recipe covers, the next page says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Order Lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follows the name, e.g. order_lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool name the LLM sees; it must match functionDefinition.name. It follows the name until you edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Look up an order by ID and return its status and total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal — business logic in TypeScript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>api — call an external REST API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>webhook — notify an external system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. https://api.example.com/orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded as executionHandler. Sunrise still dispatches through a registered class, so the class is generated as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slug:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xecution type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. internal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the capability a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give it a slug: the tool name the LLM sees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slug may hold lower-case letters and digits, with single “_” or “-” between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slug “%1” is taken by “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe what it does; the LLM reads this to decide when to call it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The description is %1 characters long; Sunrise takes at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick or type a category.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The category may be at most %1 characters long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For %1, enter the endpoint as a full URL (https://…).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityRecipePage</name>
    <message>
        <source>&amp;Build a new capability anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a recipe instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call_external_api already makes the HTTP call; binding it with a recipe needs no new code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only when the integration is stateful (multi-step OAuth, cursor pagination), needs state across calls, or does not fit one HTTP request and response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is HTTP-shaped: bind %1 with the %2 recipe instead of writing a new capability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Purpose: %2
Recipe: %3%4 (vendor variants, prompt guidance, worked examples)

The binding&apos;s customConfig:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the vendor returns the file&apos;s bytes rather than a URL, also bind %1 with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use the recipe: bind %1 with this customConfig (no new code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use the Recipe</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityWizard</name>
    <message numerus="yes">
        <source>%n file(s) already exist(s) in %1. Replace them?</source>
        <translation>
            <numerusform>%n file already exists in %1. Replace them?</numerusform>
            <numerusform>%n files already exist in %1. Replace them?</numerusform>
        </translation>
    </message>
    <message>
        <source>New Capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 · Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 · Registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 · Database row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 · Binding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit test</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ParametersEditor</name>
    <message>
        <source>Add Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a string parameter and type its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected parameter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;parameters&quot; is not a schema with &quot;properties&quot;; edit it in the JSON tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No parameters: the function is called without arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraints, nested schemas and other keywords are edited in the JSON tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ParametersTableModel</name>
    <message>
        <source>&quot;required&quot; is not a list; edit it in the JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model must always pass a value (the schema&apos;s &quot;required&quot; list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the model reads about the parameter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A summary of the remaining keywords; edit them in the JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A parameter needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a parameter named “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a JSON Schema type or a list of them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::PendingChangesView</name>
    <message numerus="yes">
        <source>%1 (%n field(s))</source>
        <translation>
            <numerusform>%1 (%n field)</numerusform>
            <numerusform>%1 (%n fields)</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard &amp;Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ProblemsView</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n capability(ies) with problems: %1 error(s), %2 warning(s)</source>
        <translation>
            <numerusform>%n capability with problems: %1 error, %2 warning</numerusform>
            <numerusform>%n capabilities with problems: %1 errors, %2 warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Capability / field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking… %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog could not be read whole; what is listed is not the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About the last read of the catalog:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::ProvenancePane</name>
    <message>
        <source>Open bundles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent &amp;Bundles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations stored in the workspace; select one to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Bundle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open conversation provenance bundles (.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the selected bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Redacted Copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the bundle with every leak replaced by what Sunrise&apos;s redaction would have written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Audit Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the audit report of the bundle as Markdown or HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Leak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next unredacted value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous L&amp;eak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the previous unredacted value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next capability call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous C&amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the previous capability call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jump Tool Row ↔ Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a tool row to the traced call it answers, and back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the timeline by content and slug</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1
Agent: %2
%n message(s), last activity %3</source>
        <translation>
            <numerusform>%1
Agent: %2
%n message, last activity %3</numerusform>
            <numerusform>%1
Agent: %2
%n messages, last activity %3</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no conversations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading and scanning the bundle. You can keep working with the other bundles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n message(s)</source>
        <translation>
            <numerusform>Opened %1: %n message</numerusform>
            <numerusform>Opened %1: %n messages</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Provenance Bundles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance bundles (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Redacted Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the redacted copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the redacted copy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote the redacted copy to %1 (%n value(s) masked)</source>
        <translation>
            <numerusform>Wrote the redacted copy to %1 (%n value masked)</numerusform>
            <numerusform>Wrote the redacted copy to %1 (%n values masked)</numerusform>
        </translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Audit Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the audit report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the audit report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the audit report to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n message</numerusform>
            <numerusform>%n messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leak(s)</source>
        <translation>
            <numerusform>%n leak</numerusform>
            <numerusform>%n leaks</numerusform>
        </translation>
    </message>
    <message>
        <source>Conversations of %1 visible to you; select one to open its provenance bundle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundles and conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bundle open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Open a provenance bundle (the JSON of &lt;code&gt;GET …/conversations/:id/provenance&lt;/code&gt;) to review every capability call of a conversation, its redacted arguments and result preview, and every place where redaction leaked.&lt;/p&gt;&lt;p&gt;Drop .json files on the window, pass them on the command line (&lt;code&gt;capstudio BUNDLE.json&lt;/code&gt;), or pick a workspace conversation on the left.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mpare With…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the selected bundle with another open one, side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare %1 with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That bundle is no longer open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer holds the finding at %2: the conversation changed since the scan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::SavedDryRunsPanel</name>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved dry-runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario and its verdict with the workspace (over the selected dry-run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the scenario under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected saved dry-run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run every saved dry-run on the workspace as it is now and mark those whose verdict changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved dry-runs live in the workspace database, which is not available here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved dry-runs are not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Saved on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the dry-run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved dry-run is selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not delete the dry-run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Saved Dry-Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the saved dry-run “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing saved to re-run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Re-ran %n saved dry-run(s): every verdict is as saved.</source>
        <translation>
            <numerusform>Re-ran %n saved dry-run: every verdict is as saved.</numerusform>
            <numerusform>Re-ran %n saved dry-runs: every verdict is as saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Re-ran %n saved dry-run(s); changed: %1</source>
        <translation>
            <numerusform>Re-ran %n saved dry-run; changed: %1</numerusform>
            <numerusform>Re-ran %n saved dry-runs; changed: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run A&amp;ll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
changed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The write was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the saved dry-runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The read was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved dry-runs are being read or written; try again when they are.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::Session</name>
    <message>
        <source>This connection keeps no saved dry-runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The capabilities were edited while the list was read, so the list did not replace them: apply or discard the edits, then reload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bindings were edited while they were read, so the rows read did not replace them: apply or discard the edits, then reload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder&apos;s %1 is not used: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::SimulatorContextView</name>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(removed) %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed by the last step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{%n key(s)}</source>
        <translation>
            <numerusform>{%n key}</numerusform>
            <numerusform>{%n keys}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n item]</numerusform>
            <numerusform>[%n items]</numerusform>
        </translation>
    </message>
    <message>
        <source>Added by the last step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed by the last step (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… %n more</numerusform>
            <numerusform>… %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::SimulatorHistoryModel</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain hop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>onEnter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From → to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::SimulatorPanel</name>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the workflow with the input and settings of the Start section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last simulator action (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again on the current definition with the run&apos;s start input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save R&amp;un…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this run as JSON to replay it later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play Run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a saved run on the current definition and report the first difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to show the state in the diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to show the transition in the diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to show the step&apos;s state (or transition) in the diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workflow &apos;%1&apos; is no longer in the library; its run was discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workflow &apos;%1&apos; is no longer in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulator runs (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run was saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the run to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replayed %1 on the current definition: no step differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replayed %1 on the current definition: it first differs at %2: %3. The history shows the re-run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator waits for the result of %1. Supply its output below (or fail it), then press Supply Result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Callee input: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only while the executor&apos;s result is awaited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply &amp;Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand this result to the simulator (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This state has no transitions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the workflow to see its transitions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit &apos;%1&apos; with these arguments (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments of &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No inputSchema: the arguments are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inputSchema: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No guards: always passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executor output — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulator · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Start to run the workflow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>status %1 · version %2 · %n step(s)</source>
        <translation>
            <numerusform>status %1 · version %2 · %n step</numerusform>
            <numerusform>status %1 · version %2 · %n steps</numerusform>
        </translation>
    </message>
    <message>
        <source>The lexicon has no definition for %1: the runtime refuses to start any workflow of this library. Add lexicon entries, or tick “Start despite undefined lexicon subjects” under Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Definition changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; was edited after this run started; the run goes on with the definition it started with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay on the New Definition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::SimulatorStartForm</name>
    <message>
        <source>The start input ($.workflow.input). The workflow&apos;s inputSchema defaults are applied and the input validated when the run starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The principal has the &quot;&amp;human&quot; role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transitions with actor: human need a submitting principal with the role &quot;human&quot; (else ACTOR_MISMATCH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other roles, comma separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. deploy, approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skill subjects for guidance_acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>script subjects for script_acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What $.workflow.id reads: the runtime gives the instance id, not the definition id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start despite undefined lexicon subjects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runtime refuses to start with SUBJECT_NEEDS_DEFINITION; with this set the simulator starts anyway and notes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other &amp;roles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Permissions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged &amp;guidance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged &amp;scripts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Princi&amp;pal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance i&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inputSchema: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::SnippetEditor</name>
    <message>
        <source>&amp;Apply snippet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snippet (inputs and outputs) as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: no `snippet:` yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract hash:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After this edit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No workflow calls this capability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called by 1 transition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Called by %1 transitions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is not valid JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No caller would break.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applying this would add 1 problem in callers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applying this would add %1 problems in callers:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::StateInspector</name>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renaming a state retargets every transition, branch and the initial state that name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Terminal (ends the run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make state terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make state non-terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the agent is to achieve here; {{ $.context.slot }} is filled in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G&amp;uidance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set guidance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sub-agent name (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;legate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set delegate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(workflow&apos;s setting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link &amp;filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set link filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transitions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other keys (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A state needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::SunriseClient</name>
    <message>
        <source>The server redirected the request to %1. capstudio does not follow redirects with the API key attached; put the address it moved to in the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer to %1 %2 is not JSON (%3 at byte %4); is this a Sunrise server?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer to %1 %2 is not Sunrise&apos;s response envelope ({&quot;success&quot;: true, &quot;data&quot;: …}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s rate limit (%1) was reached</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::TimelineModel</name>
    <message>
        <source>Message / call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tool row carries the raw result of a traced call; press Ctrl+J to go to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n call(s)</source>
        <translation>
            <numerusform>%n call</numerusform>
            <numerusform>%n calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n citation(s)</source>
        <translation>
            <numerusform>%n citation</numerusform>
            <numerusform>%n citations</numerusform>
        </translation>
    </message>
    <message>
        <source>→ call %1 of #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untraced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its raw result is in tool row #%1; press Ctrl+J to go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result preview was truncated by Sunrise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[truncated] </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::TransitionInspector</name>
    <message>
        <source>Transition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Injected by the loader (enable_human_ask): not written in the file, so it cannot be edited here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(missing target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent (not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set actor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards (all must pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (just move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set executor %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A transition needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename transition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove executor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set executor kind %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not a state)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (behaves as agent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not registered by default)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::TransitionOptionsModel</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>pass (%n guard(s))</source>
        <translation>
            <numerusform>pass (%n guard)</numerusform>
            <numerusform>pass (%n guards)</numerusform>
        </translation>
    </message>
    <message>
        <source>fail: guard %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the runtime stops before this guard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chain only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deterministic chain failed on this transition; the runtime offers it as a link to retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linkFilter: byGuards hides this link while its guards do not pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runtime offers this transition to the %1 as a link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deterministic transitions are fired by the runtime&apos;s chain, never offered as links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A terminal state offers no links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no kind)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (output needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No guards: always passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fired %n time(s) in this visit.</source>
        <translation>
            <numerusform>Fired %n time in this visit.</numerusform>
            <numerusform>Fired %n times in this visit.</numerusform>
        </translation>
    </message>
    <message>
        <source>max_fires_per_visit: fired %1 of %2 times in this visit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fires</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::UrlGuard</name>
    <message>
        <source>The address is not a valid URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheme &quot;%1:&quot; is not allowed; use http: or https:.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host &quot;%1&quot; is not allowed: it is a cloud metadata service or the unspecified address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host &quot;%1&quot; points back at the server itself (loopback), which is not allowed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host &quot;%1&quot; is a private or link-local address.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::VerdictDialog</name>
    <message>
        <source>Give Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A signed verdict on %1. It is kept in the workspace beside the evidence, never in it, and names the conversation as it is now: if the conversation changes, the verdict is shown as stale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: the ticket, the fix, who agreed…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name, as the report shows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An Ed25519 key file (PEM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys (*.pem *.key);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create Key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new Ed25519 key, readable by you only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verdict:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reviewer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create Signing Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys (*.pem)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1, fingerprint %2. Keep it to yourself; share the fingerprint.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::WorkflowCanvas</name>
    <message>
        <source>Add State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New id for state %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied %n state(s).</source>
        <translation>
            <numerusform>Copied %n state.</numerusform>
            <numerusform>Copied %n states.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;State…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Auto Layout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::WorkflowChangesModel</name>
    <message>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::WorkflowInspector</name>
    <message>
        <source>Workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the 24 cap verbs; it must match the second part of the id (V1, V2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verb:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set verb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not set: experimental)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lifecycle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set lifecycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;0&quot; when not set; an ISO date is usual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ve&amp;rsion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Initial state:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set initial state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Behaviour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer ask_&amp;human in every state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enable_human_ask: the loader adds an ask_human transition to every state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable human ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable human ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default (50)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max &amp;chain depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not set: all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link &amp;filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set link filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract (snippet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit contract snippet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set max chain depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not a cap verb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not a state)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::designer::FlowLibrary</name>
    <message>
        <source>the workflow is not defined in a file of this library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; is not written in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add State %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename State %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete State %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n State(s)</source>
        <translation>
            <numerusform>Delete %n State</numerusform>
            <numerusform>Delete %n States</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Transition %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retarget %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; has no branch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Transition %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Transition(s)</source>
        <translation>
            <numerusform>Delete %n Transition</numerusform>
            <numerusform>Delete %n Transitions</numerusform>
        </translation>
    </message>
    <message>
        <source>New Capability cap.%1.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Orchestrator flow.%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move State %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n State(s)</source>
        <translation>
            <numerusform>Move %n State</numerusform>
            <numerusform>Move %n States</numerusform>
        </translation>
    </message>
    <message>
        <source>Auto Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; has no state &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clipboard holds no copied states</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Paste %n State(s)</source>
        <translation>
            <numerusform>Paste %n State</numerusform>
            <numerusform>Paste %n States</numerusform>
        </translation>
    </message>
    <message>
        <source>the copied state &apos;%1&apos; is not a mapping</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate</name>
    <message>
        <source>the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scalar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; starts with &apos;_&apos;: such keys are generated by the flowgate loader and are never written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a transition named &apos;ask_human&apos; is injected by the flowgate loader (enable_human_ask) and is never written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate::JsonValueReader</name>
    <message>
        <source>Binary values are not supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid JSON at line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nesting is deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid JSON.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate::Reader</name>
    <message>
        <source>the file is %1 bytes, more than the limit of %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds more than one YAML document; flowgate reads exactly one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many nodes after alias expansion (more than %1; a “billion laughs” document?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many nodes (more than %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scalar of %1 bytes is longer than the limit of %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid value %1 for %2: expected %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integer %1 is out of range: the flowgate runtime&apos;s JSON numbers hold -2^63 … 2^64-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tag %1 cannot be used on a scalar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported tag %1: flowgate reads plain JSON values (only !!str, !!int, !!float, !!bool, !!null, !!map and !!seq are understood)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate key %1 (first at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown anchor: the alias *%1 refers to no earlier &amp;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the alias *%1 is inside the node it refers to (a recursive alias)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping key must be a scalar, but the alias *%1 is a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the alias *%1 nests deeper than %2 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping key must be a scalar, not a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping key must be a scalar, not a sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tag %1 cannot be used on a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tag %1 cannot be used on a sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mappings and sequences nest deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parsing YAML %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> at line %1 column %2 (byte %3); is this a UTF-8 text file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> at line %1 column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the file starts with a UTF-8 byte order mark, which the runtime&apos;s YAML parser counts as a column on the first line; remove it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate::SourceDocument</name>
    <message>
        <source>%1 is %2, not a sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no item %2 (it has %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, not a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; starts with &apos;_&apos;: such keys are generated by the flowgate loader and are never written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a transition named &apos;ask_human&apos; is injected by the flowgate loader (enable_human_ask) and is never written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot set %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole document cannot be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a mapping entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot rename %1 to &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot append to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the changes of one edit overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edit would leave %1 unreadable (line %2, column %3: %4); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parsing YAML %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document has no file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk since it was opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was deleted on disk since it was opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a workflow id cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; must be a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;workflows&apos; is a list in %1; flowgate reads only a mapping keyed by workflow id, so no workflow is added to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; exists already in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a capability name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the 24 cap verbs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an orchestrator name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; does not exist in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workflow &apos;%1&apos; is not a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state &apos;%1&apos; does not exist in workflow &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; does not exist in state &apos;%2&apos; of workflow &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; in state &apos;%2&apos; of workflow &apos;%3&apos; does not call a workflow (its executor is not `kind: workflow`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a state name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state &apos;%1&apos; must be a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state &apos;%1&apos; exists already in workflow &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state &apos;%1&apos; is the initial state of workflow &apos;%2&apos;; choose another initial state first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state &apos;%1&apos; is the onTimeout target of workflow &apos;%2&apos;; change it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state &apos;%1&apos; is the target of branch %2 of transition &apos;%3&apos; in state &apos;%4&apos;; change it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a transition name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; must be a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target state &apos;%1&apos; does not exist in workflow &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; exists already in state &apos;%2&apos; of workflow &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a guard must be a mapping (kind: expr, expr: …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transition &apos;%1&apos; in state &apos;%2&apos; has no guard %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an input name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a single context slot: use.outputs keys must match ^\$\.context\.[a-z][a-z0-9_-]*$ (V12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the capability output name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edit meets an earlier edit of the batch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate::YamlEditPlanner</name>
    <message>
        <source>it is an alias; edit the node it refers to instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; exists already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sequence&apos;s first &apos;-&apos; was not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entry cannot be removed on its own line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the item&apos;s &apos;-&apos; was not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the item cannot be removed on its own line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key is not a plain text key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>capstudio::flowgate::YamlReader</name>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a float</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parsing YAML %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Open this workspace file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the workspace %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance bundles to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this theme for this run: system, light or dark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the designer&apos;s merge of BASE OURS THEIRS [RESULT] (a git mergetool).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capstudio --merge: expected BASE OURS THEIRS [RESULT]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
