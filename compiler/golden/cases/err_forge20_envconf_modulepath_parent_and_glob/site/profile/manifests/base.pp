class profile::base {
  include ntp
  include ssh
  # stdlib from the base module path (/usr/share/puppet/modules on Debian)
  $merged = stdlib::merge({'a' => 1}, {'b' => 2})
  notice("merged ${merged}")
  notice(module_directory('ntp').regsubst('^.*/(vendor|modules)/', '\1/'))
  notice(module_directory('ssh').regsubst('^.*/(vendor|modules)/', '\1/'))
}
