$vals = [true, false, undef, 'str', "q'uote\"d\n", 42, -7, 3.5, 1.0, 1e20, 0.1, [1, [2, 'x']], { 'a' => 1, 2 => [true] }, default, /ab+c/, 'é']
$vals.each |$i, $v| { notify { "py${i}": message => any_puppet_to_python($v) } }
notify { 'h': message => php::to_hash_settings({ 'date.timezone' => 'UTC', 'memory_limit' => '256M', 'x' => [1] }, 'php.ini') }
notify { 'h2': message => php::to_hash_settings({ 'a' => 1 }) }
notify { 'p1': message => php::ensure_prefix({ 'a' => 1, 'p.c' => 3, 5 => 'five' }, 'p.') }
notify { 'p2': message => php::ensure_prefix(['a', 'p.b', 3, true, undef], 'p.') }
notify { 'p3': message => php::ensure_prefix(['a'], undef) }
