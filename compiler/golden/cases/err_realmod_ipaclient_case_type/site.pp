# joshuabaird-ipaclient 2.5 on a node without the sssd_version fact: ipaclient::sudoers has
# `case $::osfamily { RedHat: {...} }`, and a capitalized bare word as a case option is a
# resource type reference, so Puppet fails with "Resource type not found: RedHat".
class { 'ipaclient':
  password  => 'join-secret',
  realm     => 'EXAMPLE.COM',
  domain    => 'example.com',
  server    => 'ipa1.example.com',
}
