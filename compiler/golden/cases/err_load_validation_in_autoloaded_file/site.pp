# A validation error in an autoloaded file.
include bad
