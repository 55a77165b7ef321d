# Written for this case: per-node values as modules derive them from the node's fqdn.
probe::seeded($facts['networking']['fqdn']).each |$i, $line| {
  notify { "seeded ${i}": message => $line }
}
