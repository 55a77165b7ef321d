# Written for this case.
probe::merging().each |$i, $line| {
  notify { "merging ${i}": message => $line }
}
