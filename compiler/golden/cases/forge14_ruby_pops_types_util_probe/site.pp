# Written for this case.
probe::types_util().each |$i, $line| {
  notify { "types_util ${i}": message => $line }
}
