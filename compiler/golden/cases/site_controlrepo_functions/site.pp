# puppetlabs/control-repo's example functions (site-modules/profile: functions/onoff.pp,
# lib/puppet/functions/profile/upcase.rb, and lib/puppet/functions/step.rb, a module's
# global-namespace copy of Puppet's own step) called from a role, as the template's
# comments suggest.
File { backup => false }
node default {
  include role::webserver
  $flags = { 'ssl' => true, 'gzip' => 'FALSE', 'http2' => 'True', 'cache' => false, 'mode' => 'auto' }
  $flags.each |$k, $v| {
    file { "/etc/site/${k}.conf":
      content => "${profile::upcase($k)}=${profile::onoff($v)}\n",
    }
  }
  $odd = [1, 2, 3, 4, 5, 6, 7].step(2)
  notice($odd.map |$x| { $x * 10 })
  ['a', 'b', 'c', 'd'].step(3) |$x| { notice(profile::upcase($x)) }
}
