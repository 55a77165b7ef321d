# Written for this case (RUBYAPI-8): Puppet's utility API as module Ruby calls it.
probe::helpers().each |$i, $line| {
  notify { "helpers ${i}": message => $line }
}
