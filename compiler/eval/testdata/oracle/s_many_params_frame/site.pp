# A define and a class with more than 8 parameters (their parameter frame
# finds them through the definition's index, and lives in the room of the
# scope's own table): defaults reading earlier parameters, a parameter
# given as undef taking its default, metaparameters given, a lambda in a
# default, and the order of the scope's variables after the binding.
define many(
  $p1 = 'd1',
  $p2 = "${p1}-d2",
  $p3 = undef,
  $p4 = [$p1, $p2].map |$x| { "${x}!" },
  $p5 = $title,
  $p6 = $name,
  $p7 = $module_name,
  $p8 = 8,
  $p9 = $p8 + 1,
  $p10 = "${p9}/${p3}",
) {
  $local = "${p1}|${p10}"
  notify { "many-${title}":
    message => inline_template('<%= scope.to_hash.keys.select { |k| k =~ /\A(p\d+|local|title|name|require|tag|before)\z/ }.join(",") %> <%= [@p1, @p2, @p3, @p4, @p5, @p6, @p7, @p8, @p9, @p10, @local].inspect %>'),
  }
}
class manyc(
  $a1 = 'x',
  $a2 = "${a1}y",
  $a3 = undef,
  $a4 = 4,
  $a5 = $a4 * 2,
  $a6 = $a2,
  $a7 = [$a5],
  $a8 = $title,
  $a9 = $name,
  $a10 = "${a6}-${a9}",
) {
  notify { 'manyc':
    message => inline_template('<%= scope.to_hash.keys.select { |k| k =~ /\Aa\d+\z/ }.join(",") %> <%= [@a1, @a2, @a3, @a4, @a5, @a6, @a7, @a8, @a9, @a10].inspect %>'),
  }
}
notify { 'before': }
many { 'one': }
many { 'two': p1 => 'g1', p3 => 'g3', p8 => undef, require => Notify['before'], tag => ['extra'] }
many { 'three': p10 => 'given10', p2 => undef, before => Notify['before'] }
class { 'manyc': a4 => 10, a1 => undef }
