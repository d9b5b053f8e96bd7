# Source-preserving editing of flowgate YAML (reference §8): golden edit files, saving,
# and a rename round trip over every corpus file.
capstudio_add_test(tst_sourcedocument SOURCES tst_sourcedocument.cpp LIBS capstudio_flowgate)
capstudio_add_test(tst_sourcedocument_corpus
    SOURCES tst_sourcedocument_corpus.cpp
    LIBS capstudio_flowgate
    CORPUS)
