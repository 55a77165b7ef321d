# Selectors: case-insensitive strings (a selector has no option lists: 'a', 'b' => is a syntax error), regexps with captures, types, default.
$family = 'Debian'
$pkg = $family ? {
  'redhat'           => 'httpd',
  'debian'           => 'apache2',
  default            => 'unknown',
}
$size = 42 ? {
  Integer[0, 9]      => 'small',
  Integer[10, 99]    => 'medium',
  default            => 'large',
}
$host = 'db-12' ? {
  /^web-(\d+)$/      => "web ${1}",
  /^db-(\d+)$/       => "database ${1}",
}
$dflt = 'x' ? { 'y' => 1, default => 2 }
$bool = true ? { false => 'no', true => 'yes' }
$arr = [1, 2] ? { [1, 2] => 'array match', default => 'no' }
notify { 'sel': message => [$pkg, $size, $host, $dflt, $bool, $arr] }
