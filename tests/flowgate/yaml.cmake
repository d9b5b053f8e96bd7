# YAML reading into Value with positions, limits and the runtime's typing (reference §1, §5.1).
capstudio_add_test(tst_yamlreader SOURCES tst_yamlreader.cpp LIBS capstudio_flowgate)
capstudio_add_test(tst_yamlreader_corpus
    SOURCES tst_yamlreader_corpus.cpp
    LIBS capstudio_flowgate
    CORPUS)

# Fuzzing. The regression runner replays the seeds and every corpus YAML through the fuzz
# entry point with the normal compiler; the libFuzzer target needs clang (see
# scripts/fuzz.sh yaml, which also instruments the libraries for coverage).
capstudio_add_test(tst_yamlreader_fuzz_regression
    SOURCES fuzz/yamlreader_fuzz.cpp fuzz/yamlreader_fuzz_regression.cpp
    LIBS capstudio_flowgate)
target_compile_definitions(tst_yamlreader_fuzz_regression PRIVATE
    CAPSTUDIO_YAML_FUZZ_SEEDS_DIR="${CMAKE_CURRENT_SOURCE_DIR}/fuzz/seeds")

if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    add_executable(yamlreader_fuzz fuzz/yamlreader_fuzz.cpp)
    target_compile_options(yamlreader_fuzz PRIVATE -fsanitize=fuzzer,address)
    target_link_options(yamlreader_fuzz PRIVATE -fsanitize=fuzzer,address)
    target_link_libraries(yamlreader_fuzz PRIVATE capstudio_flowgate)
endif()
