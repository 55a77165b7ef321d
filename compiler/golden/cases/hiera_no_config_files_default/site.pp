# An environment or module without hiera.yaml: is data/common.yaml read?
notice(lookup('env_key', undef, undef, 'not found'))
include mod
notice(lookup('mod::y', undef, undef, 'not found'))
