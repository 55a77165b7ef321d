# A metadata.json without source, author, license, dependencies: Puppet logs an error and leaves
# the module out of the environment.
include meta
