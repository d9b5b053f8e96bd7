# Check-time validator of the flowgate engine (reference §4.3, §4.4).
capstudio_add_test(tst_validator SOURCES tst_validator.cpp LIBS capstudio_flowgate)
