# The Agents area and the Configure dialog: an in-memory BindingDocument, no store.
capstudio_add_test(tst_agentspane SOURCES tst_agentspane.cpp agentstestsupport.h LIBS capstudio_views)
capstudio_add_test(tst_configurebindingdialog SOURCES tst_configurebindingdialog.cpp agentstestsupport.h
                   LIBS capstudio_views)
