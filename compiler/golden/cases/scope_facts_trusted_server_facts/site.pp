# Top scope: $facts, fact variables, $trusted (certname from the node name), $server_facts,
# $environment.
notify { 'facts': message => [$facts['os']['family'], $facts['networking']['hostname'], $os['release']['major']] }
notify { 'fact vars': message => [$::fqdn, $fqdn, $kernel, $::lsbdistcodename] }
notify { 'trusted': message => $trusted }
notify { 'server_facts': message => $server_facts }
notify { 'environment': message => [$environment, $::environment] }
notify { 'clientcert': message => "[${clientcert}]" }
class inner { notify { 'facts in class': message => [$facts['kernel'], $trusted['certname'], $::hostname, $hostname] } }
include inner
