class probe (
  $val = 'V',
  $list = ['a', 'b'],
  $h = { 'z' => 1, 'a' => [1, 2], 'm' => undef },
  $b = true,
  $n = 5,
  $f = 1.50,
  $u = undef,
  $s = Sensitive('x'),
) {
  file { '/t': content => template('probe/t.erb') }
  file { '/crlf': content => template('probe/crlf.erb') }
  notice(inline_template("<%= [1,2].sum %><%# c %>|<%- x = 3 -%><%= x %>"))
}
