# Written for this case after the type's own example.
multi_rel { 'internal':
  type         => 'package',
  match        => 'tag',
  pattern      => 'internal',
  relationship => before,
}
package { ['foo', 'bar']: ensure => present, tag => 'internal' }
