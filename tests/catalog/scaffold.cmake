# CapabilityScaffold: golden files under data/scaffold/<case>/ (see tst_capabilityscaffold.cpp;
# CAPSTUDIO_UPDATE_GOLDEN=1 rewrites them).
capstudio_add_test(tst_capabilityscaffold SOURCES tst_capabilityscaffold.cpp LIBS capstudio_catalog)
