capstudio_add_test(tst_bundle SOURCES tst_bundle.cpp LIBS capstudio_provenance CORPUS)
