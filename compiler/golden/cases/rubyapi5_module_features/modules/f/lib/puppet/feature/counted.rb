$counted_runs = 0
Puppet.features.add(:counted) { $counted_runs += 1; nil }
Puppet.features.add(:failing) { raise 'boom' }
