# metadata.json with dependencies that are not a list: Puppet logs an error and leaves the module out.
include mymod
