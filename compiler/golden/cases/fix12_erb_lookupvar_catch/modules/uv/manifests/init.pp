class uv {
  $here = 'yes'
  $empty = undef
  notice(template('uv/t.erb'))
}
