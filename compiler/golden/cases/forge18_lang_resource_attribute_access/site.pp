# Reading attributes of declared resources and class parameters with the access operator, as
# profiles do to stay consistent with a module's choices: Class['app']['port'], a parameter that
# took its default from another, a resource attribute set explicitly, one set by a resource default
# , a define's defaulted parameter, a multi-valued attribute, an optional parameter left
# undef, and reading through a variable holding the reference. Puppet surprises: an attribute set by a
# resource default is visible, a defined type's defaulted parameters read as undef (its body has not
# run yet: its resources are not found either).
class { 'app': port => 9090 }
notice(Class['app']['port'])
notice(Class['app']['user'])
notice(Class['app']['extra'] =~ Undef)
notice(File['/etc/app.conf']['mode'])
notice(File['/etc/app.conf']['owner'] =~ Undef)
notice(Package['app']['ensure'])
notice(Package['app']['install_options'])
notice(App::Site['main']['root'])
notice(App::Site['main']['aliases'])
$ref = Package['app']
notice($ref['ensure'])
notice(defined(Package['app']))
notice(Class['app'] == Class[app])
notice(Resource['package', 'app']['ensure'])
