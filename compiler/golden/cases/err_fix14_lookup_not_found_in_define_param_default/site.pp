# A lookup() that finds nothing in a defined type's parameter default: Puppet's error names the
# define's file and line (assign_defaults' exceptwrap), as for a class (QA-FORGE-11 K4).
m::d { 't': }
