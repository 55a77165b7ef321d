# Surprise: Puppet evaluates the parameter types of the main manifest's classes and defines when
# it imports the manifest, before any code runs: a bad type fails the compile (line 6) although
# nothing declares the define, and the notice before it is never printed.
notice('before')
define d(
  Integer[1, 2, 3] $p = 1,
) {}
