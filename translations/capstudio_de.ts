<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <translation>ein Objekt</translation>
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
        <translation>Must be a valid URL</translation>
    </message>
    <message>
        <source>the handler URL would fail Sunrise&apos;s provider URL guard (%1: %2); Sunrise itself does not check handlers</source>
        <translation type="unfinished"></translation>
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
        <source>%1 is not accepted by the admin API; Sunrise drops it silently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must equal the capability slug (&quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System capabilities cannot be deactivated</source>
        <translation>System capabilities cannot be deactivated</translation>
    </message>
    <message>
        <source>%1 of a system capability are seeded from code and cannot be changed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System capabilities cannot be deleted</source>
        <translation>System capabilities cannot be deleted</translation>
    </message>
    <message>
        <source>each capability must be an object, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability with slug &apos;%1&apos; already exists (row %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Usage: capstudio [--workspace PATH]
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
  -h, --help            show this help, or a subcommand&apos;s with SUBCOMMAND --help
  -v, --version         show the version

Exit codes: 0 clean, 1 findings, 2 input unreadable or bad usage.
</source>
        <translation type="unfinished"></translation>
    </message>
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
    <name>DiagnosticPrinter</name>
    <message numerus="yes">
        <source>%1: %n item(s) checked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 MiB; files up to %2 MiB are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is binary (it contains a NUL byte), expected JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LintCapabilitiesCommand</name>
    <message>
        <source>Check a JSON file of capabilities against Sunrise&apos;s admin API rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON array of capability rows, or a Sunrise response envelope {&quot;success&quot;: true, &quot;data&quot;: [...]}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>capstudio lint-capabilities: expected exactly one FILE, got %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <source>Cannot commit migration %1</source>
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
        <source>A capability&apos;s id cannot change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability &apos;%1&apos; was changed by someone else after it was loaded; reload it to see the current values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slug is already in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability &apos;%1&apos; was changed by someone else after it was loaded; reload it before deleting</source>
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
</context>
<context>
    <name>capstudio::CapabilitiesPane</name>
    <message>
        <source>Filter by name, slug, category or handler</source>
        <translation>Nach Name, Slug, Kategorie oder Handler filtern</translation>
    </message>
    <message>
        <source>Select a capability to see its function definition.</source>
        <translation>Wählen Sie eine Fähigkeit, um ihre Funktionsdefinition zu sehen.</translation>
    </message>
    <message>
        <source>Function definition (sent to the LLM):</source>
        <translation>Funktionsdefinition (an das LLM gesendet):</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n capabilities</source>
        <translation><numerusform>%n Fähigkeit</numerusform><numerusform>%n Fähigkeiten</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n capabilities</source>
        <translation><numerusform>%1 von %n Fähigkeit</numerusform><numerusform>%1 von %n Fähigkeiten</numerusform></translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilityTableModel</name>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>system</source>
        <translation>System</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
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
</context>
<context>
    <name>capstudio::JsonSchemaChecker</name>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid JSON Schema: %2.</source>
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
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an object or boolean schema</source>
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
        <source>The value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1</source>
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
</context>
<context>
    <name>capstudio::MainWindow</name>
    <message>
        <source>&amp;Capabilities</source>
        <translation>&amp;Fähigkeiten</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>Bind capabilities to agents, edit each binding&apos;s configuration and see which ${env:…} secrets the server is missing.</source>
        <translation>Fähigkeiten an Agenten binden, die Konfiguration jeder Bindung bearbeiten und sehen, welche ${env:…}-Geheimnisse dem Server fehlen.</translation>
    </message>
    <message>
        <source>Not built yet: this area arrives with the agents and Configure dialog issue. The workspace already holds the demo agents and their bindings.</source>
        <translation>Noch nicht gebaut: Dieser Bereich kommt mit dem Vorhaben „Agenten und Konfigurationsdialog“. Der Arbeitsbereich enthält bereits die Demo-Agenten und ihre Bindungen.</translation>
    </message>
    <message>
        <source>&amp;Agents</source>
        <translation>&amp;Agenten</translation>
    </message>
    <message>
        <source>Designer</source>
        <translation>Designer</translation>
    </message>
    <message>
        <source>Draw orchestrators and capabilities as state machines and save them as flowgate YAML that the flowgate runtime loads.</source>
        <translation>Orchestratoren und Fähigkeiten als Zustandsautomaten zeichnen und als flowgate-YAML speichern, das die flowgate-Laufzeit lädt.</translation>
    </message>
    <message>
        <source>Not built yet: this area arrives with the flowgate engine and designer issues.</source>
        <translation>Noch nicht gebaut: Dieser Bereich kommt mit den Vorhaben „flowgate-Engine“ und „Designer“.</translation>
    </message>
    <message>
        <source>&amp;Designer</source>
        <translation>&amp;Designer</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Review a conversation&apos;s capability calls with their redacted arguments and result previews, and every place where redaction leaked.</source>
        <translation>Die Fähigkeitsaufrufe einer Unterhaltung mit geschwärzten Argumenten und Ergebnisvorschauen prüfen, und jede Stelle, an der die Schwärzung versagt hat.</translation>
    </message>
    <message>
        <source>Not built yet: this area arrives with the provenance viewer issue. The workspace already holds a demo conversation with provenance.</source>
        <translation>Noch nicht gebaut: Dieser Bereich kommt mit dem Vorhaben „Herkunftsansicht“. Der Arbeitsbereich enthält bereits eine Demo-Unterhaltung mit Herkunftsdaten.</translation>
    </message>
    <message>
        <source>&amp;Provenance</source>
        <translation>&amp;Herkunft</translation>
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
        <source>&amp;Find Capability</source>
        <translation>Fähigkeit &amp;suchen</translation>
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
        <source>%1 — capstudio</source>
        <translation>%1 — capstudio</translation>
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
        <translation><numerusform>%n Fähigkeit geladen</numerusform><numerusform>%n Fähigkeiten geladen</numerusform></translation>
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
</context>
</TS>
