# The Designer area as a whole: a small orchestrator drawn from nothing with real mouse
# gestures, saved, and accepted by `capstudio validate`; screenshots for the README.
capstudio_add_test(tst_designerpane SOURCES tst_designerpane.cpp LIBS capstudio_designer_views capstudio_layout)
target_compile_definitions(tst_designerpane PRIVATE CAPSTUDIO_BINARY="$<TARGET_FILE:capstudio>")
add_dependencies(tst_designerpane capstudio)
# The Analysis panel (a private header of capstudio_designer_views) inside the Designer area.
capstudio_add_test(tst_analysispanel SOURCES tst_analysispanel.cpp LIBS capstudio_designer_views capstudio_layout)
target_include_directories(tst_analysispanel PRIVATE "${PROJECT_SOURCE_DIR}/views/designer/src")
# The Changes panel against a real git repository.
capstudio_add_test(tst_comparepanel SOURCES tst_comparepanel.cpp LIBS capstudio_designer_views capstudio_layout)
target_include_directories(tst_comparepanel PRIVATE "${PROJECT_SOURCE_DIR}/views/designer/src")
# The merge of three versions (a private header of capstudio_designer_views).
capstudio_add_test(tst_mergedialog SOURCES tst_mergedialog.cpp LIBS capstudio_designer_views capstudio_layout)
target_include_directories(tst_mergedialog PRIVATE "${PROJECT_SOURCE_DIR}/views/designer/src")
