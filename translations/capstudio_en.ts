<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CapabilityImport</name>
    <message numerus="yes">
        <source>Import %n capability(ies) from %1</source>
        <translation><numerusform>Import %n capability from %1</numerusform><numerusform>Import %n capabilities from %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Add %n imported capability(ies)</source>
        <translation><numerusform>Add %n imported capability</numerusform><numerusform>Add %n imported capabilities</numerusform></translation>
    </message>
</context>
<context>
    <name>DiagnosticPrinter</name>
    <message numerus="yes">
        <source>%1: %n item(s) checked</source>
        <translation><numerusform>%1: %n item checked</numerusform><numerusform>%1: %n items checked</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation><numerusform>%n error</numerusform><numerusform>%n errors</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation><numerusform>%n warning</numerusform><numerusform>%n warnings</numerusform></translation>
    </message>
</context>
<context>
    <name>LintCapabilitiesCommand</name>
    <message numerus="yes">
        <source>capstudio lint-capabilities: expected exactly one FILE, got %n</source>
        <translation><numerusform>capstudio lint-capabilities: expected exactly one FILE, got %n</numerusform><numerusform>capstudio lint-capabilities: expected exactly one FILE, got %n</numerusform></translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message numerus="yes">
        <source>%1: loads; check: %n error(s)</source>
        <translation><numerusform>%1: loads; check: %n error</numerusform><numerusform>%1: loads; check: %n errors</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation><numerusform>%n warning</numerusform><numerusform>%n warnings</numerusform></translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilitiesPane</name>
    <message numerus="yes">
        <source>%n capabilities</source>
        <translation><numerusform>%n capability</numerusform><numerusform>%n capabilities</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n capabilities</source>
        <translation><numerusform>%1 of %n capability</numerusform><numerusform>%1 of %n capabilities</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n capability(ies) with pending changes</source>
        <translation><numerusform>%n capability with pending changes</numerusform><numerusform>%n capabilities with pending changes</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Staged %n imported capability(ies); Apply writes them</source>
        <translation><numerusform>Staged %n imported capability; Apply writes them</numerusform><numerusform>Staged %n imported capabilities; Apply writes them</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n capability(ies) to %1</source>
        <translation><numerusform>Exported %n capability to %1</numerusform><numerusform>Exported %n capabilities to %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1; the new capability is a pending change</source>
        <translation><numerusform>Wrote %n file to %1; the new capability is a pending change</numerusform><numerusform>Wrote %n files to %1; the new capability is a pending change</numerusform></translation>
    </message>
</context>
<context>
    <name>capstudio::CapabilityImportDialog</name>
    <message numerus="yes">
        <source>%n field(s): %1</source>
        <translation><numerusform>%n field: %1</numerusform><numerusform>%n fields: %1</numerusform></translation>
    </message>
</context>
<context>
    <name>capstudio::CatalogDocument</name>
    <message numerus="yes">
        <source>Change %1 of %n capabilities</source>
        <translation><numerusform>Change %1 of %n capability</numerusform><numerusform>Change %1 of %n capabilities</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n capabilities</source>
        <translation><numerusform>Delete %n capability</numerusform><numerusform>Delete %n capabilities</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Discard %n changes</source>
        <translation><numerusform>Discard %n change</numerusform><numerusform>Discard %n changes</numerusform></translation>
    </message>
</context>
<context>
    <name>capstudio::MainWindow</name>
    <message numerus="yes">
        <source>Loaded %n capabilities</source>
        <translation><numerusform>Loaded %n capability</numerusform><numerusform>Loaded %n capabilities</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Applied %n change(s)</source>
        <translation><numerusform>Applied %n change</numerusform><numerusform>Applied %n changes</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Nothing was written: %n capability(ies) changed in the workspace after you loaded them.</source>
        <translation><numerusform>Nothing was written: %n capability changed in the workspace after you loaded them.</numerusform><numerusform>Nothing was written: %n capabilities changed in the workspace after you loaded them.</numerusform></translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityParametersPage</name>
    <message numerus="yes">
        <source>%n parameter(s).</source>
        <translation><numerusform>%n parameter.</numerusform><numerusform>%n parameters.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) have no Zod translation: the class gets z.any() and a TODO there (hover the underline).</source>
        <translation><numerusform>%n part have no Zod translation: the class gets z.any() and a TODO there (hover the underline).</numerusform><numerusform>%n parts have no Zod translation: the class gets z.any() and a TODO there (hover the underline).</numerusform></translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityPreviewPage</name>
    <message numerus="yes">
        <source>%n of them already exist(s); you will be asked before they are replaced.</source>
        <translation><numerusform>%n of them already exists; you will be asked before they are replaced.</numerusform><numerusform>%n of them already exist; you will be asked before they are replaced.</numerusform></translation>
    </message>
</context>
<context>
    <name>capstudio::NewCapabilityWizard</name>
    <message numerus="yes">
        <source>%n file(s) already exist(s) in %1. Replace them?</source>
        <translation><numerusform>%n file already exists in %1. Replace them?</numerusform><numerusform>%n files already exist in %1. Replace them?</numerusform></translation>
    </message>
</context>
<context>
    <name>capstudio::PendingChangesView</name>
    <message numerus="yes">
        <source>%1 (%n field(s))</source>
        <translation><numerusform>%1 (%n field)</numerusform><numerusform>%1 (%n fields)</numerusform></translation>
    </message>
</context>
<context>
    <name>capstudio::ProblemsView</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation><numerusform>%n problem</numerusform><numerusform>%n problems</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n capability(ies) with problems: %1 error(s), %2 warning(s)</source>
        <translation><numerusform>%n capability with problems: %1 error, %2 warning</numerusform><numerusform>%n capabilities with problems: %1 errors, %2 warnings</numerusform></translation>
    </message>
</context>
</TS>
