capstudio_add_test(tst_value SOURCES tst_value.cpp LIBS capstudio_flowgate)
