capstudio_add_test(tst_bundle SOURCES tst_bundle.cpp LIBS capstudio_provenance CORPUS)
capstudio_add_test(tst_textsearch SOURCES tst_textsearch.cpp LIBS capstudio_provenance CORPUS)
target_compile_definitions(tst_textsearch PRIVATE CAPSTUDIO_RESOURCES_DIR="${PROJECT_SOURCE_DIR}/resources")
