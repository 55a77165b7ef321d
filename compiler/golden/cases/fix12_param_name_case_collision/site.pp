# Two parameters whose names differ only in case: Puppet's catalog downcases names
# (Puppet::Resource#parameter_name), so one parameter is left; which value and where.
define twonames (String $listenPort = 'a', String $listenport = 'b', String $other = 'c') {
  notice("${listenPort} ${listenport}")
}
twonames { 'given': listenport => 'low', listenPort => 'high' }
twonames { 'defaults': }
class twoclass (String $xY = 'one', String $xy = 'two') { }
class { 'twoclass': xy => 'given' }
