# capstudio check-bindings, driven through the real binary on the corpus responses and on
# files the test writes.
capstudio_add_test(tst_checkbindings SOURCES tst_checkbindings.cpp LIBS Qt6::Core)
target_compile_definitions(tst_checkbindings PRIVATE CAPSTUDIO_BINARY="$<TARGET_FILE:capstudio>")
add_dependencies(tst_checkbindings capstudio)
