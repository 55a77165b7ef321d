# Hash#each_pair yields ONE value, the [key, value] pair, to a block that takes *args (Puppet wraps
# a lambda so), so a two-parameter lambda without a default lacks its second argument. Array#each_with_index
# yields two values first, which a two-parameter lambda takes.
notice(String(['x', 'y'].rbblk::run('each_with_index') |$e, $i| { notice("${e} ${i}") }))
notice(String({ 'a' => 1 }.rbblk::run('each_pair') |$k, $v| { notice("${k} ${v}") }))
