# Contract, skill and script hashes; JSON reading into Value (reference §5, §2.11).
capstudio_add_test(tst_contracthash SOURCES tst_contracthash.cpp LIBS capstudio_flowgate)
capstudio_add_test(tst_jsonvaluereader SOURCES tst_jsonvaluereader.cpp LIBS capstudio_flowgate)
capstudio_add_test(tst_contracthash_conformance
    SOURCES tst_contracthash_conformance.cpp
    LIBS capstudio_flowgate
    CORPUS)
