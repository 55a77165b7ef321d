# Written for this case.
notify { 'seeded bytes': message => probe::seeded_bytes($facts['networking']['fqdn']) }
