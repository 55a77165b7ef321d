# A syntax error in an autoloaded file is reported without 'Could not parse for environment'.
include bad
