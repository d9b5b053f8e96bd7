# The dispatch dry-run: the pipeline walk on workspace fixtures, and the step model.
capstudio_add_test(tst_dispatchdryrun SOURCES tst_dispatchdryrun.cpp LIBS capstudio_catalog capstudio_rules)
capstudio_add_test(tst_dispatchstepmodel SOURCES tst_dispatchstepmodel.cpp LIBS capstudio_catalog)
