# Modules shadow by name: foo is in modules/ (first on the modulepath), so foo::bar is not
# looked for in the second modulepath directory, which has it.
include foo
include foo::bar
