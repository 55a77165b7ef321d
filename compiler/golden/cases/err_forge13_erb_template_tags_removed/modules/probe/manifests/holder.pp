class probe::holder (
  Integer $port = 8080,
  Array $list = ['x', 'y'],
  Hash $h = { 'k' => 1, 's' => undef },
) {
  tag 'extra_tag'
  notify { 'erb': message => template('probe/t.erb') }
}
