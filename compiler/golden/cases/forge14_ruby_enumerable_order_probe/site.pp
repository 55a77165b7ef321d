# Written for this case.
probe::order().each |$i, $line| {
  notify { "order ${i}": message => $line }
}
