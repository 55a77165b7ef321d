# QA-FORGE-8: voxpupuli/puppet-openvpn's templates/vars-30.epp 3a39abb9 (an intermediate version, trimmed after
# its first directives) still used ERB's @instance variables in an .epp file: Puppet's EPP parser rejects `@`.
$etc_directory = '/etc'
$name_ = 'server1'
file { '/etc/openvpn/server1/easy-rsa/vars':
  content => epp('openvpn/vars-30.epp'),
}
