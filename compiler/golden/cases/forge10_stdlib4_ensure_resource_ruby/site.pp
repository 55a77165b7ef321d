# An older puppetlabs-stdlib (4.2x: gettext _() around docs/messages, 3.x ensure_resource / ensure_packages /
# defined_with_params / getparam) in a control repository's modules: Punch has Go ports only of Debian's stdlib
# 8.5 files, so these run as Ruby: Puppet::Parser::Functions.function, function_*, findresource(type, title),
# Puppet::Resource.type_and_title, Runtime3ResourceSupport.find_resource_type_or_class, find_global_scope.
# Values written for this case.
package { 'curl': ensure => latest }
site::app { 'one': port => 8080 }
site::app { 'two': }
user { 'dan': ensure => present, shell => '/bin/zsh' }
notice(defined_with_params(User['dan'], { 'ensure' => 'present' }))
notice(defined_with_params('User[dan]', { 'shell' => '/bin/bash' }))
notice(defined_with_params('User[nobody]'))
notice(defined_with_params(Site::App['one'], { 'port' => 8080 }))
notice(defined_with_params(Site::App['one'], { 'opts' => undef }))
ensure_resource('user', 'dan', { 'ensure' => 'present' })
notice(getparam(User['dan'], 'shell'))
notice(getparam(Site::App['one'], 'port'))
notice(getparam(User['dan'], 'nosuch'))
