# The designer's canvas: scene, view, minimap, the diagram renderer, and `capstudio render`
# through the real binary.
capstudio_add_test(tst_designerscene SOURCES tst_designerscene.cpp scenefixture.h scenetestsupport.h LIBS capstudio_designer_views capstudio_layout)
capstudio_add_test(tst_designerscenegestures SOURCES tst_designerscenegestures.cpp scenefixture.h scenetestsupport.h
    LIBS capstudio_designer_views)
capstudio_add_test(tst_designerscene_corpus SOURCES tst_designerscene_corpus.cpp LIBS capstudio_designer_views capstudio_layout CORPUS)
capstudio_add_test(tst_designerview SOURCES tst_designerview.cpp scenetestsupport.h LIBS capstudio_designer_views)
capstudio_add_test(tst_minimapwidget SOURCES tst_minimapwidget.cpp scenetestsupport.h LIBS capstudio_designer_views)
capstudio_add_test(tst_diagramrenderer SOURCES tst_diagramrenderer.cpp scenetestsupport.h LIBS capstudio_designer_views)
capstudio_add_test(tst_rendercommand SOURCES tst_rendercommand.cpp LIBS capstudio_flowgate Qt6::Gui)
target_include_directories(tst_rendercommand PRIVATE "${PROJECT_SOURCE_DIR}/tests/app")
target_compile_definitions(tst_rendercommand PRIVATE CAPSTUDIO_BINARY="$<TARGET_FILE:capstudio>")
add_dependencies(tst_rendercommand capstudio)
