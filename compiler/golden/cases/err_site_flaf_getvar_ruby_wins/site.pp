# flaf/miscellaneous's homemade module: Puppet-language functions (heredocs with /L and |-, .fail on a
# heredoc, [ $a, $b ] = $entry, defined("\$name"), stdlib's getvar/member/join) as its classes call them.
# homemade::getvar exists twice in the module: functions/getvar.pp (2 parameters) and
# lib/puppet/functions/homemade/getvar.rb (1 parameter): Puppet loads the Ruby one (the 2-argument call fails).
class mco::params {
  $collectives = ['mcollective', 'eqiad']
  $private_key = 'KEY'
  $port = '61613'
}
class mco::server {
  include mco::params
  homemade::is_supported_distrib(['bullseye', 'bookworm'], $title)
  homemade::fail_if_undef($mco::params::private_key, 'mco::params::private_key', $title)
  $conf = homemade::varname2value({ 'key' => 'mco::params::private_key', 'port' => 'mco::params::port' }, $title)
  notify { 'conf': message => $conf }
  notify { 'which getvar': message => homemade::getvar('mco::params::collectives', $title) }
}
include mco::server
