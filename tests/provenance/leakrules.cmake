# The leak detectors (LeakRules): scanText, isSensitiveKey, isMaskedValue, maskFor.
capstudio_add_test(tst_leakrules SOURCES tst_leakrules.cpp LIBS capstudio_provenance capstudio_rules)
