# The demo flowgate library the app ships (resources/demo/flowgate): it loads, `check` passes,
# its contract pins are current and the simulator can run its orchestrators.
capstudio_add_test(tst_demolibrary SOURCES tst_demolibrary.cpp LIBS capstudio_flowgate)
