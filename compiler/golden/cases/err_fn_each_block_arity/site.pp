# each (like map and filter) dispatches on its lambda's arity (Callable[2,2] or Callable[1,1]):
# a lambda of three parameters matches no signature, and Puppet describes the block.
[1, 2].each |$a, $b| { notice("${a}:${b}") }
[1, 2].each |$a, $b, $c| { notice($a) }
