# The whole engine (YAML reader, loader, validator, contract hash) against the runtime's
# own corpus: every invalid document yields exactly its expected message, the fixture
# library loads clean, and every fixture capability hashes as the runtime does.
capstudio_add_test(tst_flowgate_conformance SOURCES tst_flowgate_conformance.cpp
                   LIBS capstudio_flowgate CORPUS)
capstudio_add_test(tst_loader SOURCES tst_loader.cpp LIBS capstudio_flowgate)
