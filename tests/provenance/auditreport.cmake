# The audit report (Markdown and HTML) of a provenance bundle. Reads the demo bundle of
# resources/ and, when the conformance corpus is there, Sunrise's example bundle.
capstudio_add_test(tst_auditreport SOURCES tst_auditreport.cpp LIBS capstudio_provenance)
target_compile_definitions(tst_auditreport PRIVATE
    CAPSTUDIO_DEMO_BUNDLE="${PROJECT_SOURCE_DIR}/resources/demo/conversation.json")
