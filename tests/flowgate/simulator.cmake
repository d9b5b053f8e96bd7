# The designer's simulator model: guards and value specs (reference §2.8, §2.10) and the
# runtime behaviour of §7, driven from YAML texts; one corpus run over the runtime's own
# fixture library.
capstudio_add_test(tst_guardevaluator SOURCES tst_guardevaluator.cpp LIBS capstudio_flowgate)
capstudio_add_test(tst_simulator SOURCES tst_simulator.cpp simulatorfixtures.h LIBS capstudio_flowgate)
capstudio_add_test(tst_simulator_corpus SOURCES tst_simulator_corpus.cpp LIBS capstudio_flowgate CORPUS)
