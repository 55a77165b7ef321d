# Note: `File[x] =~ Resource` and `Class[c] =~ Class` are false in Puppet 7.23: a reference is a type,
# an instance of Type[Resource] / Type[Class], not of Resource.
# Resource and Class references, CatalogEntry, Type[...], Callable, and the type() function.
file { '/tmp/a': ensure => file }
class c {}
include c
$r = {
  'File ref is Resource'   => File['/tmp/a'] =~ Resource,
  'File ref is File'       => File['/tmp/a'] =~ Resource[File],
  'File ref not Notify'    => File['/tmp/a'] =~ Resource[Notify],
  'Class ref is Class'     => Class['c'] =~ Class,
  'Class ref CatalogEntry' => Class['c'] =~ CatalogEntry,
  'File is Type'           => File =~ Type[Resource],
  'Resource[file] eq File' => Resource['file'] == File,
  'Resource[File,x]'       => Resource[File, '/tmp/a'] == File['/tmp/a'],
  'Callable'               => Callable =~ Type,
  'lambda is Callable'     => [1].map |$x| { $x } =~ Array,
  'type of 1'              => type(1) == Integer[1, 1],
  'generalized'            => type(1, generalized) == Integer,
}
notify { 'entries': message => $r }
notice(File['/tmp/a'])
notice(Resource[File, '/tmp/a'])
notice(Class['c'])
notice(Class[c])
notice(type('abc'))
notice(type([1, 'a']))
notice(type({ 'a' => 1 }))
notice(type(1.5, generalized))
notice(type(File['/tmp/a']))
notice(Callable[Integer, String])
