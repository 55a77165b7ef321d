# Hash#sort_by yields ONE value, the [key, value] pair, to its block. A Puppet lambda with one
# parameter gets the pair; a lambda with two parameters gets the pair as $k and nothing for $v, so
# Puppet 7.23 fails "Parameter $v is required but no value was given" (although stdlib's README
# says the block "may have arity of one or two").
notice(String({ 'b' => 2, 'a' => 1 }.srt::by |$kv| { $kv[1] }))
notice(String({ 'b' => 2, 'a' => 1, 'c' => 0 }.srt::by |$k, $v| { $v }))
