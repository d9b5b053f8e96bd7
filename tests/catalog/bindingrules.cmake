# Binding rules (strict customConfig schemas, env vars against profiles, allowlist, recipes)
# and the environment profiles they check against.
capstudio_add_test(tst_bindingrules SOURCES tst_bindingrules.cpp LIBS capstudio_catalog capstudio_rules)
capstudio_add_test(tst_envprofile SOURCES tst_envprofile.cpp LIBS capstudio_catalog capstudio_rules)
