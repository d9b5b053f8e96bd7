# The designer's simulator panel (views/designer) on a real flowgate Simulator, and the two
# item models it shows (private headers of capstudio_designer_views, hence the src path).
set(_simulator_private "${PROJECT_SOURCE_DIR}/views/designer/src")
capstudio_add_test(tst_simulatorpanel SOURCES tst_simulatorpanel.cpp simulatorpanelfixtures.h LIBS capstudio_designer_views)
target_include_directories(tst_simulatorpanel PRIVATE "${_simulator_private}")
capstudio_add_test(tst_transitionoptionsmodel SOURCES tst_transitionoptionsmodel.cpp LIBS capstudio_designer_views)
target_include_directories(tst_transitionoptionsmodel PRIVATE "${_simulator_private}")
capstudio_add_test(tst_simulatorhistorymodel SOURCES tst_simulatorhistorymodel.cpp LIBS capstudio_designer_views)
target_include_directories(tst_simulatorhistorymodel PRIVATE "${_simulator_private}")
