# A class manifest saved with a UTF-8 byte order mark: Puppet refuses it when the class is loaded.
include bom
