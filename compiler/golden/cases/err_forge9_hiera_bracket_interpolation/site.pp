# mihai-preda/control-repo's data/common.yaml interpolates %{facts['networking']['fqdn']}: Puppet-language
# access syntax inside a Hiera interpolation (Hiera wants facts.networking.fqdn).
notice(lookup('openssl::certificates'))
