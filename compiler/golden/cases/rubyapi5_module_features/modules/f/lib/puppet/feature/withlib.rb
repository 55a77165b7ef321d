Puppet.features.add(:withlib, :libs => ['json', 'set'])
