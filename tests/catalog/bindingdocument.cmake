# The binding document (staged binding edits, undo, apply) and its two item models.
capstudio_add_test(tst_bindingdocument SOURCES tst_bindingdocument.cpp bindingfixture.h
                   LIBS capstudio_catalog capstudio_store)
capstudio_add_test(tst_agenttablemodel SOURCES tst_agenttablemodel.cpp bindingfixture.h
                   LIBS capstudio_catalog)
capstudio_add_test(tst_bindingtablemodel SOURCES tst_bindingtablemodel.cpp bindingfixture.h
                   LIBS capstudio_catalog)
