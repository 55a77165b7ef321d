# A Ruby function removes resources from the catalog and the compiler's list
# (catalog.remove_resource + compiler.resources.delete, as voxpupuli-extlib's
# remove_resource does): found by an alias, by a uniqueness key, a class
# (from the catalog only) with the resource it contains; the freed titles,
# aliases and keys can be declared again, and a require naming a removed
# resource that was declared again still resolves.
class holder {
  file { '/tmp/held': ensure => file }
}
include holder
file { '/tmp/a': ensure => file, alias => 'afile' }
file { 'keyed': path => '/tmp/k', ensure => directory }
notify { 'n': message => 'first' }
file { '/tmp/b': ensure => file, require => Notify['n'] }
notice(prune::remove('File', 'afile'))
notice(prune::remove('File', '/tmp/k'))
notice(prune::uncatalog('Class', 'holder'))
notice(prune::remove('Notify', 'n'))
notice(prune::remove('File', 'afile'))
file { '/tmp/a': ensure => absent }
file { 'other': path => '/tmp/k', ensure => absent }
notify { 'afile': }
notify { 'n': message => 'second' }
