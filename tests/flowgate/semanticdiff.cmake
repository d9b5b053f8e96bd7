# capstudio diff's engine: scripted edits of the demo library, each kind of change, renames,
# and what is not a change (comments, quoting, key order); on the corpus, a library against
# itself with comments everywhere.
capstudio_add_test(tst_semanticdiff SOURCES tst_semanticdiff.cpp LIBS capstudio_flowgate)
capstudio_add_test(tst_semanticdiff_corpus SOURCES tst_semanticdiff_corpus.cpp LIBS capstudio_flowgate CORPUS)
# capstudio merge's engine: non-overlapping changes, renames against edits, conflicts.
capstudio_add_test(tst_semanticmerge SOURCES tst_semanticmerge.cpp LIBS capstudio_flowgate)
