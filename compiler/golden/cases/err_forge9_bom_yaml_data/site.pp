# A Hiera YAML data file saved with a UTF-8 byte order mark before its '---'.
include bom
