$c = probe::classes()
$c.each |$k, $v| {
  notify { $k: message => "${v} ${type($v, generalized)} ${$v =~ Runtime} ${$v =~ Type} ${$v =~ Any} ${$v == 'String'} ${[$v] == [$c[$k]]}" }
}
notify { 'size': message => $c.length }
