# A metadata.json that is not JSON: Puppet warns and loads the module all the same.
include mymod
