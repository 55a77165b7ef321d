# assert_type with a lambda: called with the expected and the actual type instead of failing.
$v = assert_type(Integer, 'x') |$expected, $actual| { "wanted ${expected}, got ${actual}" }
notify { 'v': message => $v }
$w = assert_type(Array[String], ['a']) |$e, $a| { 'never' }
notify { 'w': message => $w }
