# Sensitive values inside collections and string functions as credential-handling profiles meet them:
# join, interpolation of arrays and hashes holding them, unique, equality, the %p format, a Sensitive
# hash key, flatten, and unwrap through map.
$pw = Sensitive('pw1')
$list = ['a', $pw, Sensitive('pw1')]
notice(join($list, ','))
notice("${list}")
notice({ 'user' => 'app', 'pass' => $pw })
notice($list.unique.length)
notice($pw == Sensitive('pw1'))
notice($pw == $pw)
notice(String($pw, '%p'))
notice({ $pw => 1 }.keys.length)
notice([[$pw], 'x'].flatten.length)
notice($list.map |$v| { $v =~ Sensitive ? { true => $v.unwrap, default => $v } })
notice($list.filter |$v| { $v =~ Sensitive }.length)
notify { 'creds': message => { 'list' => $list, 'pass' => $pw } }
