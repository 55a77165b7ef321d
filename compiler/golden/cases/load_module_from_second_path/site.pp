# A module only in the second modulepath directory is found.
include other
