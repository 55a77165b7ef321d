# QA-FORGE-5 R2: Resolv (loaded by Puppet, so usable without require) in module templates and functions: the
# address patterns Resolv::IPv4::Regex / Resolv::IPv6::Regex / Resolv::AddressRegex and Resolv::IPv4/IPv6.create.
file { '/tmp/resolv': content => template('m/resolv.erb') }
