# stdlib 9's stdlib::merge over Puppet iterables that are not Arrays or Hashes (an Integer range type, an Integer, a String):
# it calls Puppet::Pops::Types::Iterable.asserted_iterable(self, value) and iterates the result
# (each, next, hash_style?). Written for this case.
notice(Integer[1, 4].stdlib::merge |$hsh, $i, $v| { if $v % 2 == 0 { { $v => $i } } })
notice(3.stdlib::merge |$hsh, $v| { { "n${v}" => $v } })
notice(Integer[5, 7].stdlib::merge |$hsh, $v| { { $v => $v * $v } })
notice('abc'.stdlib::merge |$hsh, $i, $c| { { $c => $i } })
