# Written for this case: tuning values from the node's memory fact.
probe::tuning($facts['memory']['system']['total_bytes']).each |$i, $line| {
  notify { "tuning ${i}": message => $line }
}
