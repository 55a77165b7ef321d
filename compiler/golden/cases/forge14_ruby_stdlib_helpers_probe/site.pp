# Written for this case.
probe::helpers().each |$i, $line| {
  notify { "helpers ${i}": message => $line }
}
