# Fuzzing the bundle reader. The regression runner replays the seeds, the corpus's Sunrise
# files and the demo bundle through the fuzz entry point with the normal compiler; the
# libFuzzer target needs clang (scripts/fuzz.sh bundle).
capstudio_add_test(tst_bundle_fuzz_regression
    SOURCES fuzz/bundle_fuzz.cpp fuzz/bundle_fuzz_regression.cpp
    LIBS capstudio_provenance)
target_compile_definitions(tst_bundle_fuzz_regression PRIVATE
    CAPSTUDIO_BUNDLE_FUZZ_SEEDS_DIR="${CMAKE_CURRENT_SOURCE_DIR}/fuzz/seeds")

if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    add_executable(bundle_fuzz fuzz/bundle_fuzz.cpp)
    target_compile_options(bundle_fuzz PRIVATE -fsanitize=fuzzer,address)
    target_link_options(bundle_fuzz PRIVATE -fsanitize=fuzzer,address)
    target_link_libraries(bundle_fuzz PRIVATE capstudio_provenance)
endif()
