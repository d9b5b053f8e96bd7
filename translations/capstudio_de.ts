<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <translation type="unfinished">%1 (%2)</translation>
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
        <translation type="unfinished">Art</translation>
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
        <translation type="unfinished">Regel</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished">Problem</translation>
    </message>
    <message>
        <source>Cannot write the audit report %1: %2</source>
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
        <translation type="unfinished">System</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the system capability &apos;%2&apos; is seeded from code; an import cannot change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System capabilities cannot be deactivated</source>
        <translation>System capabilities cannot be deactivated</translation>
    </message>
    <message>
        <source>Another capability already uses the slug &apos;%1&apos;</source>
        <translation>Eine andere Fähigkeit verwendet bereits den Slug „%1“</translation>
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
    <message numerus="yes">
        <source>Import %n capability(ies) from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n imported capability(ies)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <translation type="unfinished">eine Zeichenkette</translation>
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
        <translation type="unfinished">ein Wahrheitswert</translation>
    </message>
    <message>
        <source>&quot;uniqueItems&quot; is not enforced by the Zod schema: duplicate items are accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished">ein Objekt</translation>
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
    <name>Loader</name>
    <message>
        <source>%1 is a folder without flowgate.repo.yaml; give a YAML file, a gateway.yaml or a repo folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: no such readable file</source>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>capstudio scan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n message(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n capability call(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 high, %2 medium, %3 low</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n provenance problem(s)</source>
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
        <source>Capability &apos;%1&apos; was deleted by someone else after it was loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
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
    <message numerus="yes">
        <source>%1: loads; check: %n error(s)</source>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste it into the binding&apos;s customConfig, replace the example URLs, and set the environment variables it names on the server. The recipe: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1; the new capability is a pending change</source>
        <translation>
            <numerusform>%n Datei nach %1 geschrieben; die neue Fähigkeit ist eine ausstehende Änderung</numerusform>
            <numerusform>%n Dateien nach %1 geschrieben; die neue Fähigkeit ist eine ausstehende Änderung</numerusform>
        </translation>
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
        <translation>Server-Vorgabe</translation>
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
        <translation type="unfinished"></translation>
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
</context>
<context>
    <name>capstudio::CapabilityImportDialog</name>
    <message>
        <source>Import Capabilities</source>
        <translation>Fähigkeiten importieren</translation>
    </message>
    <message>
        <source>Rows of %1 compared with the capabilities being edited. The checked rows are staged as one change you can undo; nothing is written until you apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Slug / Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>&amp;Stage Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(row %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n field(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
    <name>capstudio::CatalogDocument</name>
    <message>
        <source>Another capability already uses the slug &apos;%1&apos;</source>
        <translation>Eine andere Fähigkeit verwendet bereits den Slug „%1“</translation>
    </message>
    <message>
        <source>System capabilities cannot be deactivated</source>
        <translation>System capabilities cannot be deactivated</translation>
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
        <translation>System capabilities cannot be deleted</translation>
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
</context>
<context>
    <name>capstudio::FindingsModel</name>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished">Art</translation>
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
        <source>• %1: changed in the workspace meanwhile</source>
        <translation>• %1: inzwischen im Arbeitsbereich geändert</translation>
    </message>
    <message>
        <source>• %1: deleted in the workspace meanwhile</source>
        <translation>• %1: inzwischen im Arbeitsbereich gelöscht</translation>
    </message>
    <message>
        <source>  %1 — yours: %2 · in the workspace now: %3</source>
        <translation>  %1 — Ihre Fassung: %2 · jetzt im Arbeitsbereich: %3</translation>
    </message>
    <message>
        <source>Changed meanwhile</source>
        <translation>Inzwischen geändert</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was written: %n capability(ies) changed in the workspace after you loaded them.</source>
        <translation>
            <numerusform>Nichts wurde geschrieben: %n Fähigkeit wurde nach dem Laden im Arbeitsbereich geändert.</numerusform>
            <numerusform>Nichts wurde geschrieben: %n Fähigkeiten wurden nach dem Laden im Arbeitsbereich geändert.</numerusform>
        </translation>
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
        <source>Apply the pending changes before continuing?</source>
        <translation>Die ausstehenden Änderungen vor dem Fortfahren anwenden?</translation>
    </message>
    <message>
        <source>Cannot list the conversations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the conversation</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
</context>
<context>
    <name>capstudio::NewCapabilityParametersPage</name>
    <message>
        <source>It handles personal data (&amp;processesPii)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
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
    <message numerus="yes">
        <source>%n parameter(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Function parameters should be a schema with &quot;type&quot;: &quot;object&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) from the Zod translation, underlined (hover for details); the preview lists them too.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityPreviewPage</name>
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
        <translation>%1: %2</translation>
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
    <message numerus="yes">
        <source>%n of them already exist(s); you will be asked before they are replaced.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
    <message>
        <source>New Capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) already exist(s) in %1. Replace them?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No parameters: the function is called without arguments.</source>
        <translation>Keine Parameter: Die Funktion wird ohne Argumente aufgerufen.</translation>
    </message>
    <message>
        <source>Constraints, nested schemas and other keywords are edited in the JSON tab.</source>
        <translation>Einschränkungen, verschachtelte Schemas und andere Schlüsselwörter werden im Reiter JSON bearbeitet.</translation>
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
        <translation type="unfinished">Name</translation>
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
        <translation type="unfinished">Herkunft</translation>
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
        <source>&lt;h3&gt;Conversation provenance&lt;/h3&gt;&lt;p&gt;Open a provenance bundle (the JSON of &lt;code&gt;GET …/conversations/:id/provenance&lt;/code&gt;) to review every capability call of a conversation, its redacted arguments and result preview, and every place where redaction leaked.&lt;/p&gt;&lt;p&gt;Drop .json files on the window, pass them on the command line (&lt;code&gt;capstudio BUNDLE.json&lt;/code&gt;), or pick a workspace conversation on the left.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished">%1 (%2)</translation>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <translation type="unfinished">JSON-Dateien (*.json)</translation>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leak(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n citation(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <translation type="unfinished">ein Wahrheitswert</translation>
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
    <message>
        <source>cannot read %1: the file is %2 bytes, more than the limit of %3 bytes</source>
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
    <message>
        <source>Provenance bundles to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
