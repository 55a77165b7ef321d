# Legacy (Puppet 4.x) data providers, deprecated but still honoured by Puppet 7.23:
# "data_provider": "function" in a module's metadata.json makes MODULE::data() the
# module's data (keys must be qualified with the module's name); environment.conf's
# environment_data_provider = function makes environment::data() the environment's.
include legacymod
include rubymod
notice(lookup('common_key'))
notice(lookup('legacymod::merged', Hash, 'deep'))
notice(lookup('other::key', undef, undef, 'default for other'))
