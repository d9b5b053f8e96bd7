# Static analysis of workflows and generated test runs: a small machine per rule, the guard
# decision procedure (a private header of the engine), witnesses replayed on the simulator.
capstudio_add_test(tst_flowanalysis SOURCES tst_flowanalysis.cpp LIBS capstudio_flowgate)
target_include_directories(tst_flowanalysis PRIVATE ${PROJECT_SOURCE_DIR}/model/flowgate/src)
capstudio_add_test(tst_flowanalysis_corpus SOURCES tst_flowanalysis_corpus.cpp LIBS capstudio_flowgate CORPUS)
