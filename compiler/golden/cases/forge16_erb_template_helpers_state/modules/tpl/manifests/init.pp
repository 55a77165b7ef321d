class tpl (
  Integer $port = 8080,
  String $network = '10.20.0.0/16',
  Array $list = ['a', 'b', 'c'],
) {
  file { '/tmp/defs': content => template('tpl/defs.erb') }
  file { '/tmp/uses': content => template('tpl/uses.erb') }
  file { '/tmp/both': content => template('tpl/uses.erb', 'tpl/defs.erb') }
  $inline = inline_template('<%= respond_to?(:fmt_opt, true) ? fmt_opt("inline", [1, 2]) : "none" %>')
  notify { 'inline': message => $inline }
}
