# flaf/miscellaneous's homemade::getvar refuses an undefined variable, naming scope['title'] (here a
# defined type's title) in its Puppet::ParseError.
define mco::plugin (String $ensure = 'present') {
  $version = homemade::getvar('plugin_version')
}
mco::plugin { 'shell agent': }
