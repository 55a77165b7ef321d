class refs(
  $r = Package['x'],
  $c = Class['refs::foo'],
  Array[Type[Resource]] $rs = [File['/a'], Class['refs::foo']],
  $cm = Class['main'],
  Hash $h = { 'dep' => Service['s'], 'list' => [Class['refs::bar']] },
  $plain = 'text',
) {
  include $c
  include refs::bar
  package { 'x': }
  file { '/a': }
  service { 's': }
  $l = $r
  $la = [$r]
  $lit = Package['y']
  notify { 'interp': message => "${r} ${c} ${rs} ${cm} ${h}" }
  notify { 'str': message => [String($r), String($c)] }
  notify { 'types': message => [type($r), type($c), type($cm)] }
  notify { 'cmp': message => [$r =~ Type[Package], $c =~ Type[Class], $c =~ Type[Resource['class']], $c =~ Type[Class['refs::foo']], $r =~ Type[Resource]] }
  notify { 'catalog': message => $r, require => $c, before => $rs }
  notify { 'local': message => inline_template('<%= @l.class %> <%= @la.map(&:class) %> <%= @lit.class %> <%= @lit %>') }
  notify { 'fn': message => refs::kinds($r, $c, $lit, $h) }
  notify { 'tpl': message => template('refs/v.erb') }
  refs::d { 'd1': p => Package['z'], q => $r }
}
