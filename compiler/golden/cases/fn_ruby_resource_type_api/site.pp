# A Ruby function given resource references (Type[Resource] values such as File['/tmp/a']) reads
# their type_name and title and removes the resources from the catalog, as voxpupuli-extlib's
# remove_resource does.
file { '/tmp/a': ensure => file }
file { '/tmp/b': ensure => file }
notice(prune::describe(File['/tmp/a']))
notice(prune::describe(Package['vim']))
prune::drop(File['/tmp/a'])
prune::drop(File['/tmp/missing'])
