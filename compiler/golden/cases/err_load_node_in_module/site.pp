# A node definition in a module's manifest is not acceptable at the top of that file.
include mymod
