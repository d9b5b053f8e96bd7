# The dry-run dialog and the argument form generated from a capability's parameters.
capstudio_add_test(tst_argumentsform SOURCES tst_argumentsform.cpp LIBS capstudio_views)
capstudio_add_test(tst_dispatchdryrundialog SOURCES tst_dispatchdryrundialog.cpp agentstestsupport.h
                   LIBS capstudio_views)
