# The designer's inspector and problems panel (views/designer), on libraries the tests
# write to temporary folders and open with the real FlowLibrary.
capstudio_add_test(tst_inspectorpanel SOURCES tst_inspectorpanel.cpp LIBS capstudio_designer_views)
capstudio_add_test(tst_designerproblemsmodel SOURCES tst_designerproblemsmodel.cpp LIBS capstudio_designer_views)
