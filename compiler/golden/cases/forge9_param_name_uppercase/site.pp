# Reduction of forge9_ca_cert_module_data (voxpupuli/puppet-ca_cert's $purge_unmanaged_CAs): a class or define
# parameter whose name holds capitals. Puppet's catalog names the parameter in lower case (Puppet::Resource
# downcases parameter names); the variable inside keeps its spelling.
class withcaps (
  Boolean $purge_unmanaged_CAs = false,
  String $someValue = 'default',
) {
  notice("inside: ${purge_unmanaged_CAs} ${someValue}")
}
define capsdef (String $listenPort = '80', Optional[String] $xTra = undef) {
  notice("define: ${listenPort} ${xTra}")
  file { "/tmp/${title}": content => $listenPort }
}
class { 'withcaps': purge_unmanaged_CAs => true }
capsdef { 'one': listenPort => '8080' }
capsdef { 'two': }
notice(Class['withcaps']['purge_unmanaged_CAs'])
notice(getparam(Capsdef['one'], 'listenPort'))
